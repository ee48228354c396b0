import Earshot
import Foundation

/// The outcome of running a scenario and comparing what was heard with what was expected,
/// with the failure message for people. The assertions report it to the running test
/// framework; use it directly to build your own.
///
///     let check = TranscriptCheck.compare(scenario, with: ["Notes, Heading", "Delete, Button"])
///     if !check.passed { print(check.message ?? "") }
public struct TranscriptCheck: Sendable {
    /// How the check ended.
    public enum Outcome: Sendable, Equatable {
        /// What was heard is what was expected.
        case matched
        /// What was heard differs from the expectation.
        case differed
        /// A golden transcript was written (a failure, so it is never mistaken for a pass).
        case recorded
        /// There is no golden transcript and the record mode is `never`.
        case missing
        /// The scenario could not run, or a file could not be read or written.
        case error
    }

    /// How the check ended.
    public var outcome: Outcome
    /// What was heard, in the text form (empty when the scenario could not run).
    public var heard: [String]
    /// What went wrong and what to do next; `nil` when the check passed.
    public var message: String?
    /// Where the heard transcript of a failure was written, if it was.
    public var artifact: URL?
    /// The golden transcript compared with, when the expectation is a golden file.
    public var golden: URL?

    /// Whether what was heard is what was expected.
    public var passed: Bool { outcome == .matched }

    /// Runs `scenario` and compares its transcript with `expected`, writing the heard
    /// transcript to `artifact` when they differ.
    public static func compare(_ scenario: Scenario, with expected: [String], artifact: URL? = nil) -> TranscriptCheck {
        compare(scenario, with: expected, writtenIn: "the lines written in the test", artifact: artifact)
    }

    /// `source` says where the expected lines are written, for the message.
    static func compare(_ scenario: Scenario, with expected: [String], writtenIn source: String, artifact: URL?) -> TranscriptCheck {
        let transcript: Transcript
        do { transcript = try ScenarioRunner.run(scenario) } catch { return .failedToRun(error) }
        let comparison = TranscriptComparison(
            expected: expected, transcript: transcript, source: scenario.source, style: scenario.expectStyle)
        if comparison.matches { return TranscriptCheck(outcome: .matched, heard: comparison.heard) }
        var check = TranscriptCheck(outcome: .differed, heard: comparison.heard)
        check.keep(at: artifact)
        var message = [comparison.report(name: scenario.name)]
        message.append(contentsOf: explanation(of: comparison, in: scenario))
        message.append("    expected: \(source)")
        message.append(contentsOf: check.artifactLine)
        message.append("If what was heard is right, use it as the expected lines:")
        message.append(contentsOf: swiftLiteral(comparison.heard))
        check.message = message.joined(separator: "\n")
        return check
    }

    /// Runs `scenario` and compares its transcript with the golden file, writing the golden
    /// file as `record` says and the heard transcript of a failure to `artifact`.
    public static func compare(
        _ scenario: Scenario, withGolden golden: URL, record: RecordMode, artifact: URL? = nil
    ) -> TranscriptCheck {
        compare(scenario, withGolden: golden, record: record, reason: "record: .\(record)", artifact: artifact)
    }

    static func compare(
        _ scenario: Scenario, withGolden golden: URL, record: RecordMode, reason: String, artifact: URL?
    ) -> TranscriptCheck {
        var check = compareWithGolden(scenario, golden: golden, record: record, reason: reason, artifact: artifact)
        check.golden = golden
        return check
    }

    private static func compareWithGolden(
        _ scenario: Scenario, golden: URL, record: RecordMode, reason: String, artifact: URL?
    ) -> TranscriptCheck {
        let transcript: Transcript
        do { transcript = try ScenarioRunner.run(scenario) } catch { return .failedToRun(error) }
        let previous: [String]?
        do {
            // Checked before it is opened: a FIFO would block forever, a huge file is refused.
            let data = try readRegularFile(at: golden)
            guard let text = String(validating: data, as: UTF8.self) else {
                return TranscriptCheck(
                    outcome: .error, heard: transcript.lines(in: scenario.expectStyle),
                    message: "\(TranscriptPaths.display(golden)): error: not UTF-8 text")
            }
            previous = TranscriptFile.lines(of: text)
        } catch  where error.kind == .missing {
            previous = nil
        } catch {
            return TranscriptCheck(
                outcome: .error, heard: transcript.lines(in: scenario.expectStyle),
                message: "\(TranscriptPaths.display(golden)): error: \(error.message)")
        }
        let comparison = TranscriptComparison(expected: previous ?? [], transcript: transcript, style: scenario.expectStyle)
        let matches = previous != nil && comparison.matches
        let records = record.records(exists: previous != nil, matches: matches)
        if matches && !records { return TranscriptCheck(outcome: .matched, heard: comparison.heard) }

        var check = TranscriptCheck(outcome: records ? .recorded : (previous == nil ? .missing : .differed), heard: comparison.heard)
        check.keep(at: artifact)
        let path = TranscriptPaths.display(golden)
        var message: [String] = []
        switch check.outcome {
        case .recorded:
            do {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(TranscriptFile.text(of: comparison.heard).utf8).write(to: golden)
            } catch {
                check.outcome = .error
                check.message = "\(path): error: cannot write the golden transcript (\(error.localizedDescription))"
                return check
            }
            let what =
                previous == nil
                ? "Recorded a new golden transcript"
                : (matches ? "Recorded the golden transcript again (unchanged)" : "Recorded a changed golden transcript")
            message.append("\(scenario.name): \(what) (record mode \(record), \(reason)):")
            message.append("    \(path)")
            if let previous, !matches {
                message.append(
                    contentsOf: TranscriptComparison(expected: previous, transcript: transcript, style: scenario.expectStyle).diff
                        .rendered().map { "    " + $0 })
                message.append("    (- before, + now)")
            } else {
                message.append(contentsOf: comparison.heard.map { "    | " + $0 })
            }
            if record == .missing {
                message.append("A test that records always fails: check the file, then run the test again.")
            } else {
                message.append("A test that records always fails: check the file, stop recording (\(reason)) and run the test again.")
            }
        case .missing:
            message.append("\(scenario.name): no golden transcript at \(path) (record mode never, \(reason)).")
            message.append(contentsOf: check.artifactLine)
            message.append("Record it where you can check it (EARSHOT_RECORD=missing swift test) and commit it.")
        case .differed, .matched, .error:
            message.append(comparison.report(name: scenario.name))
            message.append(contentsOf: explanation(of: comparison, in: scenario))
            message.append("    expected: \(path)")
            message.append(contentsOf: check.artifactLine)
            message.append("If what was heard is right, record it: EARSHOT_RECORD=failed swift test (or pass record: .failed).")
        }
        check.message = message.joined(separator: "\n")
        return check
    }

    // MARK: Helpers

    static func failedToRun(_ error: ScenarioError) -> TranscriptCheck {
        TranscriptCheck(outcome: .error, heard: [], message: error.description)
    }

    /// Writes what was heard to the artifacts folder; a failure to write is noted, not fatal.
    mutating func keep(at url: URL?) {
        guard let url else { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(TranscriptFile.text(of: heard).utf8).write(to: url)
            artifact = url
        } catch {
            artifact = nil
        }
    }

    var artifactLine: [String] {
        artifact.map { ["    heard:    \(TranscriptPaths.display($0))"] } ?? []
    }

    /// Lines as an array literal, ready to paste into a test (or a scenario's `expect`: the
    /// escapes are the same in Swift and JSON).
    static func swiftLiteral(_ lines: [String]) -> [String] {
        guard !lines.isEmpty else { return ["    []"] }
        let quoted = lines.enumerated().map { index, line -> String in
            let escaped = line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "        \"\(escaped)\"" + (index == lines.count - 1 ? "" : ",")
        }
        return ["    ["] + quoted + ["    ]"]
    }
}
