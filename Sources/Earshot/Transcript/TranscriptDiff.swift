/// A line diff between an expected and a heard transcript, for failure messages.
///
///     first difference at line 3, after step 2 (next):
///       1   Back, Button
///       2   [sound] screen changed
///     - 3   Delete note?
///     + 3   Delete, Button
public struct TranscriptDiff: Sendable {
    public enum Line: Sendable, Equatable {
        case same(String, expected: Int, heard: Int)
        case expectedOnly(String, line: Int)
        case heardOnly(String, line: Int)
    }

    public var lines: [Line]

    /// The diff of two transcripts (longest common subsequence of lines).
    ///
    /// - Complexity: O(n × m) for n and m lines; transcripts are short.
    public init(expected: [String], heard: [String]) {
        let n = expected.count
        let m = heard.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = expected[i] == heard[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == heard[j] {
                result.append(.same(expected[i], expected: i + 1, heard: j + 1))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(.expectedOnly(expected[i], line: i + 1))
                i += 1
            } else {
                result.append(.heardOnly(heard[j], line: j + 1))
                j += 1
            }
        }
        lines = result
    }

    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { return true } else { return false } }
    }

    /// The heard line number (1-based) of the first difference, if the heard side has one.
    public var firstDifference: (expectedLine: Int?, heardLine: Int?)? {
        var expectedLine = 0
        var heardLine = 0
        for line in lines {
            switch line {
            case .same(_, let e, let h):
                expectedLine = e
                heardLine = h
            case .expectedOnly(_, let e):
                return (e, heardLine + 1)
            case .heardOnly(_, let h):
                return (expectedLine + 1, h)
            }
        }
        return nil
    }

    /// The diff for people: differing lines with `-` (expected) and `+` (heard), and up to
    /// `context` unchanged lines around them.
    public func rendered(context: Int = 2) -> [String] {
        var keep = Array(repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            for near in max(0, index - context)...min(lines.count - 1, index + context) { keep[near] = true }
        }
        var output: [String] = []
        var skipped = false
        for (index, line) in lines.enumerated() {
            guard keep[index] else {
                if !skipped { output.append("  ...") }
                skipped = true
                continue
            }
            skipped = false
            switch line {
            case .same(let text, _, let heard): output.append("  " + pad(heard) + TranscriptText.escaped(text))
            case .expectedOnly(let text, let number): output.append("- " + pad(number) + TranscriptText.escaped(text))
            case .heardOnly(let text, let number): output.append("+ " + pad(number) + TranscriptText.escaped(text))
            }
        }
        return output
    }

    private func pad(_ number: Int) -> String {
        let text = String(number)
        return text + String(repeating: " ", count: max(1, 4 - text.count))
    }
}

/// The result of comparing a scenario's transcript with its expectation.
public struct TranscriptComparison: Sendable {
    public var expected: [String]
    public var heard: [String]
    public var transcript: Transcript
    public var diff: TranscriptDiff
    /// Where the expectation comes from (the scenario's `source`), shown in the report.
    public var source: String?

    public init(expected: [String], transcript: Transcript, source: String? = nil) {
        self.expected = expected
        self.source = source
        self.transcript = transcript
        self.heard = transcript.lines
        self.diff = TranscriptDiff(expected: expected, heard: heard)
    }

    public var matches: Bool { expected == heard }

    /// The step that produced the first differing heard line, described for people.
    public var firstDifferenceStep: String? {
        guard let difference = diff.firstDifference else { return nil }
        let events = transcript.heardEvents
        let steps = transcript.events.filter { $0.kind == .step }
        guard let line = difference.heardLine, line >= 1, line <= events.count else {
            return steps.last.map { "after the last step (\($0.text))" }
        }
        guard let index = events[line - 1].stepIndex else { return "at the start (before any step)" }
        let summary = steps.first { $0.stepIndex == index }?.text ?? "?"
        return "at step \(index + 1) (\(summary))"
    }

    /// The failure message: where the first difference is, and the diff.
    public func report(name: String) -> String {
        var text = "\(name): the transcript differs from the expected one"
        if let source { text += "\nexpected from: \(source)" }
        if let difference = diff.firstDifference {
            text += "\nfirst difference at line \(difference.expectedLine ?? difference.heardLine ?? 0)"
            if let step = firstDifferenceStep { text += ", \(step)" }
            text += ":"
        }
        text += "\n" + diff.rendered().map { "    " + $0 }.joined(separator: "\n")
        text += "\n    (- expected, + heard)"
        return text
    }
}
