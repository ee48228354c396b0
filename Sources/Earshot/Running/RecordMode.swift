import Foundation

/// When a golden file is written instead of only compared with: the one record policy of
/// EarshotTesting's assertions, `earshot test --record` and every golden file of Earshot's own
/// tests (``GoldenFile``).
///
/// The modes are swift-snapshot-testing's:
///
/// | mode      | no golden file  | golden differs  | golden matches  |
/// |-----------|-----------------|-----------------|-----------------|
/// | `missing` | record, fail    | fail            | pass            |
/// | `failed`  | record, fail    | record, fail    | pass            |
/// | `all`     | record, fail    | record, fail    | record, fail    |
/// | `never`   | fail            | fail            | pass            |
///
/// A test that records always fails, so a recording is never mistaken for a pass: check the
/// file it wrote, then run the test again.
///
/// The mode in effect is the `record:` argument of the assertion (`--record` of `earshot test`);
/// without one, `EARSHOT_RECORD` (`EARSHOT_RECORD=failed swift test`); without that, `never`
/// when `CI` is set (so CI never writes files nobody will look at), else `missing`. `never`
/// writes nothing, anywhere.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Record golden files that do not exist yet; compare with the others. The default.
    case missing
    /// Record every golden file, even one that matches.
    case all
    /// Record golden files that are missing or differ.
    case failed
    /// Never write a golden file; a missing one is a failure. The default when `CI` is set.
    case never

    /// The environment variable that chooses the mode when the assertion does not.
    public static let environmentVariable = "EARSHOT_RECORD"

    /// The mode's name, as `EARSHOT_RECORD` takes it.
    public var description: String { rawValue }

    /// The mode in effect: `explicit` if given, else `EARSHOT_RECORD`, else `never` on CI,
    /// else `missing`.
    ///
    ///     try RecordMode.resolve(nil, environment: ["CI": "true"])               // .never
    ///     try RecordMode.resolve(nil, environment: ["EARSHOT_RECORD": "failed"]) // .failed
    ///     try RecordMode.resolve(.all, environment: ["CI": "true"])              // .all
    ///
    /// - Throws: `RecordModeError` when `EARSHOT_RECORD` names no mode.
    public static func resolve(
        _ explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RecordModeError) -> RecordMode {
        try choice(explicit, environment: environment).mode
    }

    /// Whether a golden file is written: `exists` when there is one, `matches` when it holds
    /// what the test gives now (the table above).
    public func records(exists: Bool, matches: Bool) -> Bool {
        switch self {
        case .missing: return !exists
        case .failed: return !exists || !matches
        case .all: return true
        case .never: return false
        }
    }

    /// The mode in effect and, for failure messages, what chose it.
    public static func choice(_ explicit: RecordMode?, environment: [String: String]) throws(RecordModeError) -> (
        mode: RecordMode, reason: String
    ) {
        if let explicit { return (explicit, "record: .\(explicit)") }
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text.lowercased()) else { throw RecordModeError(value: text) }
            return (mode, "\(environmentVariable)=\(text)")
        }
        if isCI(environment) { return (.never, "the default when CI is set") }
        return (.missing, "the default")
    }

    /// Whether `CI` is set to something other than an explicit no.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return !["0", "false", "no"].contains(value)
    }
}

/// `EARSHOT_RECORD` holds something that is not a record mode.
public struct RecordModeError: Error, Sendable, CustomStringConvertible {
    /// What the variable holds.
    public var value: String

    /// The problem, with the modes the variable takes.
    public var description: String {
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "\(RecordMode.environmentVariable)='\(value)' is not a record mode; expected one of \(modes)"
    }
}
