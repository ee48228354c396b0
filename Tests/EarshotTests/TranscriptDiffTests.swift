import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

@Suite("Transcript diff")
struct TranscriptDiffTests {
    /// The length of the longest common subsequence, by the textbook table (O(n × m)).
    static func commonLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Checks that the diff spells out both sides in order, with line numbers, and keeps as many
    /// lines unchanged as can be.
    static func check(_ expected: [String], _ heard: [String], _ label: String) {
        let diff = TranscriptDiff(expected: expected, heard: heard)
        var left: [String] = []
        var right: [String] = []
        var same = 0
        for line in diff.lines {
            switch line {
            case .same(let text, let e, let h):
                #expect(e == left.count + 1 && h == right.count + 1, "\(label)")
                left.append(text)
                right.append(text)
                same += 1
            case .expectedOnly(let text, let e):
                #expect(e == left.count + 1, "\(label)")
                left.append(text)
            case .heardOnly(let text, let h):
                #expect(h == right.count + 1, "\(label)")
                right.append(text)
            }
        }
        #expect(left == expected && right == heard, "\(label): the diff does not spell out both transcripts")
        #expect(same == commonLength(expected, heard), "\(label): not a shortest diff")
    }

    @Test("Random transcripts: the diff spells out both and is as short as can be")
    func randomTranscripts() {
        var random = SplitMix64(seed: 2026)
        for round in 0..<600 {
            let words = ["A", "B", "C", "D", "E"].prefix(random.int(1...5)).map { $0 }
            let expected = (0..<random.int(0...14)).map { _ in random.pick(words) }
            var heard = expected
            for _ in 0..<random.int(0...5) {
                switch random.int(0...2) {
                case 0 where !heard.isEmpty: heard.remove(at: random.int(0...heard.count - 1))
                case 1: heard.insert(random.pick(words), at: random.int(0...heard.count))
                default: if !heard.isEmpty { heard[random.int(0...heard.count - 1)] = random.pick(words) }
                }
            }
            if random.chance(0.1) { heard = (0..<random.int(0...10)).map { _ in random.pick(words) } }
            Self.check(expected, heard, "round \(round): \(expected) → \(heard)")
        }
        Self.check([], [], "both empty")
        Self.check(["A"], [], "heard empty")
        Self.check([], ["A", "B"], "expected empty")
        Self.check(["A", "B", "C"], ["D", "E"], "nothing in common")
    }

    @Test("A changed line shows as the expected line, then the heard one, between unchanged lines")
    func rendering() {
        let expected = ["Back, Button", "[sound] screen changed", "Delete note?", "Cancel, Button", "Delete, Button"]
        let heard = ["Back, Button", "[sound] screen changed", "Delete, Button", "Cancel, Button", "Delete, Button"]
        #expect(
            TranscriptDiff(expected: expected, heard: heard).rendered() == [
                "  1   Back, Button", "  2   [sound] screen changed", "- 3   Delete note?", "+ 3   Delete, Button",
                "  4   Cancel, Button", "  5   Delete, Button",
            ])
    }

    @Test("Of two equal lines the first stays unchanged and the copy is the added or removed one")
    func firstCopyStays() {
        let diff = TranscriptDiff(expected: ["Unread, Nick, Button", "Favorite", "Reply"], heard: ["Nick, Button", "Reply", "Reply"])
        #expect(
            diff.lines == [
                .expectedOnly("Unread, Nick, Button", line: 1), .expectedOnly("Favorite", line: 2), .heardOnly("Nick, Button", line: 1),
                .same("Reply", expected: 3, heard: 2), .heardOnly("Reply", line: 3),
            ])
        let removed = TranscriptDiff(expected: ["A", "B", "B", "C"], heard: ["A", "B", "C"])
        #expect(
            removed.lines == [
                .same("A", expected: 1, heard: 1), .same("B", expected: 2, heard: 2), .expectedOnly("B", line: 3),
                .same("C", expected: 4, heard: 3),
            ])
    }

    @Test("One changed line in a 15,000-line transcript is found in work linear in its length")
    func longTranscript() {
        let expected = (0..<15_000).map { "Row \($0), Button" }
        var heard = expected
        heard[7_500] = "Row 7500, Selected, Button"
        heard.insert("[sound] screen changed", at: 12_000)
        let diff = TranscriptDiff(expected: expected, heard: heard)
        let changed = diff.lines.filter { if case .same = $0 { return false } else { return true } }
        #expect(
            changed == [
                .expectedOnly("Row 7500, Button", line: 7_501), .heardOnly("Row 7500, Selected, Button", line: 7_501),
                .heardOnly("[sound] screen changed", line: 12_001),
            ])
        // Counted, not timed: three edits in 30,001 lines. A table of every line against every
        // line would be 225,015,000 cells.
        #expect(diff.work < 300_000, "took \(diff.work) steps")
    }

    @Test("A golden file where every line differs is diffed in work linear in its length (issue 52, item 1)")
    func everyLineDiffers() {
        for count in [3_000, 30_000] {
            let expected = (0..<count).map { "Row \($0), Button" }
            let heard = (0..<count).map { "Row \($0), Selected, Button" }
            let diff = TranscriptDiff(expected: expected, heard: heard)
            #expect(diff.lines.count == 2 * count)
            #expect(diff.lines.first == .expectedOnly("Row 0, Button", line: 1))
            #expect(diff.lines.last == .heardOnly("Row \(count - 1), Selected, Button", line: count))
            // Counted, not timed: the search over every line against every line took
            // (2n)² / 2 steps, 18,000,000 at 3,000 lines.
            #expect(diff.work <= 3 * count, "took \(diff.work) steps at \(count) lines")
        }
        // The lines both sides share are still kept, among lines only one side has.
        let diff = TranscriptDiff(expected: ["x1", "A", "x2", "B", "x3"], heard: ["y1", "A", "y2", "y3", "B"])
        #expect(diff.lines.filter { if case .same = $0 { return true } else { return false } }.count == 2)
    }

    @Test("A diff of reordered lines stops searching past its bound: the rest removed then added, said so, in bounded work")
    func reorderedLinesAreBounded() {
        let expected = ["A", "B", "C", "D", "Z"]
        let heard = ["A", "D", "C", "B", "Z"]
        // No work allowed: the middle is not searched, the common first and last lines stay.
        let bounded = TranscriptDiff(expected: expected, heard: heard, workLimit: 0)
        #expect(!bounded.isShortest)
        #expect(
            bounded.lines == [
                .same("A", expected: 1, heard: 1), .expectedOnly("B", line: 2), .expectedOnly("C", line: 3),
                .expectedOnly("D", line: 4), .heardOnly("D", line: 2), .heardOnly("C", line: 3), .heardOnly("B", line: 4),
                .same("Z", expected: 5, heard: 5),
            ])
        #expect(
            bounded.rendered() == [
                "  (lines reordered past what Earshot searches: from the first difference, removed and added lines are",
                "  shown as they come, not matched)", "  1   A", "- 2   B", "- 3   C", "- 4   D", "+ 2   D", "+ 3   C", "+ 4   B",
                "  5   Z",
            ])
        // Within the bound, the shortest diff keeps one of the reordered lines.
        let shortest = TranscriptDiff(expected: expected, heard: heard)
        #expect(shortest.isShortest)
        #expect(shortest.lines.filter { if case .same = $0 { return true } else { return false } }.count == 3)
        #expect(shortest.rendered().first == "  1   A")
        // A long golden file reversed: its shortest diff is a search of about n² steps; the bound
        // stops it, counted, not timed.
        for count in [10_000, 20_000] {
            let lines = (0..<count).map { "Row \($0), Button" }
            let diff = TranscriptDiff(expected: lines, heard: lines.reversed())
            #expect(!diff.isShortest)
            #expect(diff.lines.count >= 2 * count - 1)
            #expect(diff.work <= TranscriptDiff.workLimit(lines: 2 * count) + 24 * count, "took \(diff.work) steps at \(count) lines")
        }
    }
}
