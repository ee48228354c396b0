import Foundation

/// How a value is kept in a golden file and compared with it, as swift-snapshot-testing's
/// `Snapshotting` pairs a way to render with a way to diff: one strategy for transcripts, audit
/// reports, imported captures and screenshots alike.
public struct GoldenFormat<Value>: Sendable {
    /// The bytes the golden file holds for a value.
    public var render: @Sendable (Value) throws -> Data
    /// Why the golden bytes and the bytes of now differ, or `nil` when they are the same for
    /// this format (a screenshot's may differ by a tolerance).
    public var difference: @Sendable (_ golden: Data, _ now: Data) throws -> String?

    /// A format from its two halves.
    public init(
        render: @escaping @Sendable (Value) throws -> Data, difference: @escaping @Sendable (_ golden: Data, _ now: Data) throws -> String?
    ) {
        self.render = render
        self.difference = difference
    }
}

extension GoldenFormat where Value == String {
    /// UTF-8 text, equal when every byte is.
    public static var text: GoldenFormat<String> {
        GoldenFormat(render: { Data($0.utf8) }, difference: { golden, now in golden == now ? nil : "the text differs" })
    }
}

extension GoldenFormat where Value == Data {
    /// Bytes as they are, with a comparison of their own.
    public static func bytes(difference: @escaping @Sendable (_ golden: Data, _ now: Data) throws -> String?) -> GoldenFormat<Data> {
        GoldenFormat(render: { $0 }, difference: difference)
    }
}

/// One golden file checked, and written as the ``RecordMode`` says and nothing else writes it.
public enum GoldenFile {
    /// How a check ended.
    public enum Outcome: Sendable, Equatable {
        /// The golden file holds what was given.
        case matched
        /// It differs, and was not written: why.
        case differed(String)
        /// It was written (a failure, so a recording is never mistaken for a pass); the bytes
        /// it held before, if any.
        case recorded(previous: Data?)
        /// There is none, and it was not written (`never`).
        case missing
    }

    /// Compares `value` with the golden file at `url` in `format`, writing it when `record`
    /// says so.
    public static func check<Value>(
        _ value: Value, as format: GoldenFormat<Value>, at url: URL, record: RecordMode
    ) throws -> Outcome {
        let now = try format.render(value)
        let previous = FileManager.default.fileExists(atPath: url.path) ? try Data(contentsOf: url) : nil
        let difference = try previous.flatMap { try format.difference($0, now) }
        let matches = previous != nil && difference == nil
        if record.records(exists: previous != nil, matches: matches) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try now.write(to: url, options: .atomic)
            return .recorded(previous: previous)
        }
        if matches { return .matched }
        return difference.map(Outcome.differed) ?? .missing
    }

    /// The mode in effect for a golden file with no `record:` of its own: `EARSHOT_RECORD`,
    /// else `never` when `CI` is set, else `missing`.
    public static func recordMode(environment: [String: String] = ProcessInfo.processInfo.environment) throws(RecordModeError)
        -> RecordMode
    {
        try RecordMode.resolve(nil, environment: environment)
    }
}
