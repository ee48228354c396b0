/// A line diff between an expected and a heard transcript, for failure messages.
///
///     first difference at line 3, after step 2 (next):
///       1   Back, Button
///       2   [sound] screen changed
///     - 3   Delete note?
///     + 3   Delete, Button
public struct TranscriptDiff: Sendable {
    /// One line of the diff.
    public enum Line: Sendable, Equatable {
        /// A line both transcripts have, with its line number in each.
        case same(String, expected: Int, heard: Int)
        /// A line only the expected transcript has.
        case expectedOnly(String, line: Int)
        /// A line only the heard transcript has.
        case heardOnly(String, line: Int)
    }

    /// The diff's lines, in order.
    public var lines: [Line]
    /// The steps the matching took: lines compared, diagonals tried and cells of its two
    /// vectors made. Linear in the lines for a few edits; what the tests check instead of a
    /// clock (a table of every line against every line would be their product).
    private(set) var work = 0
    /// False when the search for the shortest diff passed its bound (`workLimit`): the lines it
    /// had not matched yet are shown as all differing, those only the expected side has, then
    /// those only the heard side has (lines reordered past what is worth searching).
    public private(set) var isShortest = true

    /// The steps of matching a diff may take, for `lines` lines of both sides together: linear
    /// in them. The shortest diff of lines reordered at random takes about their square (a
    /// 200,000-line golden file reversed, minutes); few edits take far less than the bound.
    static func workLimit(lines: Int) -> Int { 4_000_000 + 200 * lines }

    /// The diff of two transcripts: a shortest edit script (Myers, "An O(ND) Difference
    /// Algorithm and Its Variations", Algorithmica 1986), so unchanged lines are as many as
    /// the longest common subsequence allows.
    ///
    /// The common first and last lines are set aside first; the rest is split at the middle
    /// snake of its edit graph and each half diffed the same way (the paper's section 4b), so
    /// memory is linear in the number of lines.
    ///
    /// Past `workLimit` steps, the search stops and the lines not matched yet are shown as all
    /// differing (`isShortest` is then false).
    ///
    /// - Complexity: O((n + m) × min(d, c)) time for n and m lines, d edits and a constant c
    ///   (`workLimit`), and O(n + m) memory.
    public init(expected: [String], heard: [String]) {
        self.init(expected: expected, heard: heard, workLimit: Self.workLimit(lines: expected.count + heard.count))
    }

    /// The diff, its search stopped past `workLimit` steps (tests give a small one).
    init(expected: [String], heard: [String], workLimit: Int) {
        // Lines as small numbers: one hash per line, then comparisons of integers.
        var numbers: [String: Int] = [:]
        let a = expected.map { line in
            numbers[line]
                ?? {
                    numbers[line] = numbers.count
                    return numbers.count - 1
                }()
        }
        let b = heard.map { line in
            numbers[line]
                ?? {
                    numbers[line] = numbers.count
                    return numbers.count - 1
                }()
        }
        // A line only one side has can never be kept: it is left out before the search (as GNU
        // diff discards them), so two transcripts that share no line cost their length, not its
        // square (every line different at 200,000 lines took minutes), and the search runs over
        // the lines both hold. The longest common sequence is the same.
        let inExpected = Set(a)
        let inHeard = Set(b)
        let aKept = a.indices.filter { inHeard.contains(a[$0]) }
        let bKept = b.indices.filter { inExpected.contains(b[$0]) }
        var search = LineMatcher(a: aKept.map { a[$0] }, b: bKept.map { b[$0] }, workLimit: workLimit)
        search.match(0, aKept.count, 0, bKept.count)
        isShortest = !search.gaveUp
        var matcher = LineMatcher(a: a, b: b)
        matcher.pairs = search.pairs.map { (aKept[$0.0], bKept[$0.1]) }
        matcher.matchEarly()
        work = search.work + a.count + b.count

        var result: [Line] = []
        result.reserveCapacity(max(expected.count, heard.count))
        var i = 0
        var j = 0
        for (x, y) in matcher.pairs + [(expected.count, heard.count)] {
            while i < x {
                result.append(.expectedOnly(expected[i], line: i + 1))
                i += 1
            }
            while j < y {
                result.append(.heardOnly(heard[j], line: j + 1))
                j += 1
            }
            if x < expected.count {
                result.append(.same(expected[x], expected: x + 1, heard: y + 1))
                i += 1
                j += 1
            }
        }
        lines = result
    }

    /// Whether the transcripts are the same.
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
        if !isShortest {
            output.append("  (lines reordered past what Earshot searches: from the first difference, removed and added lines are")
            output.append("  shown as they come, not matched)")
        }
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

/// The matched lines of two sequences, in order, found by Myers' linear-space divide and
/// conquer (`TranscriptDiff.init`).
struct LineMatcher {
    let a: [Int]
    let b: [Int]
    /// Index pairs `(i, j)` with `a[i] == b[j]`, increasing in both.
    var pairs: [(Int, Int)] = []
    /// Lines compared, diagonals tried and vector cells made (`TranscriptDiff.work`).
    private(set) var work = 0
    /// Past this much work no middle is searched for: what is left is matched at its ends only.
    let workLimit: Int
    /// Whether the search stopped at `workLimit`.
    private(set) var gaveUp = false

    init(a: [Int], b: [Int], workLimit: Int = .max) {
        self.a = a
        self.b = b
        self.workLimit = workLimit
    }

    /// Matches `a[aLow..<aHigh]` with `b[bLow..<bHigh]`.
    mutating func match(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
        var aLow = aLow
        var bLow = bLow
        var aHigh = aHigh
        var bHigh = bHigh
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
            work += 1
            pairs.append((aLow, bLow))
            aLow += 1
            bLow += 1
        }
        var suffix = 0
        while aHigh > aLow, bHigh > bLow, a[aHigh - 1] == b[bHigh - 1] {
            work += 1
            aHigh -= 1
            bHigh -= 1
            suffix += 1
        }
        if !gaveUp, aLow < aHigh, bLow < bHigh, let (x, y) = middle(aLow, aHigh, bLow, bHigh) {
            // Both halves are smaller: the ends differ, so the middle is neither corner.
            match(aLow, x, bLow, y)
            match(x, aHigh, y, bHigh)
        }
        for k in 0..<suffix { pairs.append((aHigh + k, bHigh + k)) }
    }

    /// Moves each matched pair to the earliest equal line it can take, so that of equal lines
    /// the first one is kept unchanged and the added or removed copy comes after it (expected
    /// `A, B`, heard `A, B, B`: the second `B` is the added one). The diff stays as short.
    /// Each pair moves only within the lines since the previous pair, so this is linear.
    mutating func matchEarly() {
        var previous = (-1, -1)
        for index in pairs.indices {
            var (x, y) = pairs[index]
            while true {
                if x - 1 > previous.0, a[x - 1] == a[x] {
                    x -= 1
                } else if y - 1 > previous.1, b[y - 1] == b[y] {
                    y -= 1
                } else {
                    break
                }
            }
            pairs[index] = (x, y)
            previous = (x, y)
        }
    }

    /// A point on a shortest edit path through `a[aLow..<aHigh]` × `b[bLow..<bHigh]`, at about
    /// half its edits: where the path searched from the start meets the one searched from
    /// the end. Nil when the two have no line in common.
    private mutating func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
        let n = aHigh - aLow
        let m = bHigh - bLow
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let size = 2 * maxD + 2
        // forward[k]: the furthest x on diagonal k (x - y = k) from the start; backward[k]: the
        // furthest distance from the end on diagonal k counted from the end.
        var forward = [Int](repeating: -1, count: size)
        var backward = [Int](repeating: -1, count: size)
        work += 2 * size
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let odd = delta % 2 != 0
        var forwardStart = 0
        var forwardEnd = 0
        var backwardStart = 0
        var backwardEnd = 0
        for d in 0..<maxD {
            if work > workLimit {
                gaveUp = true
                return nil
            }
            for k in stride(from: -d + forwardStart, through: d - forwardEnd, by: 2) {
                let index = offset + k
                var x = (k == -d || (k != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k
                work += 1
                while x < n, y < m, a[aLow + x] == b[bLow + y] {
                    work += 1
                    x += 1
                    y += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if odd {
                    let other = offset + delta - k
                    if other >= 0, other < size, backward[other] != -1, x >= n - backward[other] {
                        return (aLow + x, bLow + y)
                    }
                }
            }
            for k in stride(from: -d + backwardStart, through: d - backwardEnd, by: 2) {
                let index = offset + k
                var x = (k == -d || (k != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k
                work += 1
                while x < n, y < m, a[aHigh - x - 1] == b[bHigh - y - 1] {
                    work += 1
                    x += 1
                    y += 1
                }
                backward[index] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !odd {
                    let other = offset + delta - k
                    if other >= 0, other < size, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - x { return (aLow + forwardX, bLow + forwardY) }
                    }
                }
            }
        }
        return nil
    }
}

/// The result of comparing a scenario's transcript with its expectation.
public struct TranscriptComparison: Sendable {
    /// The lines expected.
    public var expected: [String]
    /// The lines heard, in the transcript's text form.
    public var heard: [String]
    /// The transcript heard.
    public var transcript: Transcript
    /// The line diff from expected to heard.
    public var diff: TranscriptDiff
    /// Where the expectation comes from (the scenario's `source`), shown in the report.
    public var source: String?
    /// How the lines are written: Earshot's text form, or as `XCUIVoiceOverService` returns
    /// each utterance (the scenario's `expectStyle`).
    public var style: TranscriptStyle

    /// Compares `transcript`, written in `style`, with the `expected` lines.
    public init(expected: [String], transcript: Transcript, source: String? = nil, style: TranscriptStyle = .earshot) {
        self.expected = expected
        self.source = source
        self.style = style
        self.transcript = transcript
        self.heard = transcript.lines(in: style)
        self.diff = TranscriptDiff(expected: expected, heard: heard)
    }

    /// Whether what was heard is what was expected.
    public var matches: Bool { expected == heard }

    /// The step that produced the first differing heard line, described for people.
    public var firstDifferenceStep: String? {
        guard let difference = diff.firstDifference else { return nil }
        let lineSteps: [Int?] =
            style == .voiceover
            ? VoiceOverStyle.rendered(transcript, showSteps: false).map(\.stepIndex) : transcript.heardEvents.map(\.stepIndex)
        let steps = transcript.events.filter { $0.kind == .step }
        guard let line = difference.heardLine, line >= 1, line <= lineSteps.count else {
            return steps.last.map { "after the last step (\($0.text))" }
        }
        guard let index = lineSteps[line - 1] else { return "at the start (before any step)" }
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
