import Testing

@testable import Earshot
@testable import EarshotCompare

/// `earshot compare` grows with its walks, not with their square: the pairs of utterances it
/// compares are counted (``WalkTexts/comparisons``), never timed.
@Suite("Walk alignment cost")
struct WalkAlignmentCostTests {
    static func mine(_ text: String, step: Int) -> WalkComparison.EarshotLine {
        WalkComparison.EarshotLine(utterance: text, withoutHint: text, line: text, element: nil, step: step)
    }

    static func theirs(_ text: String, step: Int) -> WalkComparison.VoiceOverLine {
        WalkComparison.VoiceOverLine(raw: text, utterance: text, place: "line \(step + 1)", step: step)
    }

    /// Two walks of about `count` stops that mostly agree: every 7th a label said twice in a
    /// row, every 10th in other words by VoiceOver, every 25th said by Earshot only, every 30th
    /// followed by a line VoiceOver only says, every 50th said by VoiceOver three stops early.
    static func walks(_ count: Int) -> ([WalkComparison.EarshotLine], [WalkComparison.VoiceOverLine]) {
        var earshot: [WalkComparison.EarshotLine] = []
        var voiceOver: [String] = []
        var early: [Int: String] = [:]
        for index in 0..<count {
            let text = index % 7 == 0 ? "Same label Button" : "Row \(index) Button"
            earshot.append(mine(text, step: index))
            if index % 50 == 49 {
                early[voiceOver.count - 3] = text
                continue
            }
            if index % 25 == 24 { continue }
            voiceOver.append(index % 10 == 9 ? "Row \(index) selected Button Double tap to open" : text)
            if index % 30 == 29 { voiceOver.append("Extra stop \(index)") }
        }
        var moved: [String] = []
        for (index, text) in voiceOver.enumerated() {
            if let earlier = early[index] { moved.append(earlier) }
            moved.append(text)
        }
        return (earshot, moved.enumerated().map { theirs($0.element, step: $0.offset) })
    }

    static func comparisons(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine]) -> (
        Int, [WalkComparison.Pair]
    ) {
        var alignment = WalkAlignment(earshot, voiceOver)
        let pairs = alignment.pairs()
        return (alignment.comparisons, pairs)
    }

    @Test("Walks that mostly agree: ten times the stops compare at most eleven times the pairs, each stop found")
    func mostlyAgree() {
        let (smallEarshot, smallVoiceOver) = Self.walks(1_000)
        let (largeEarshot, largeVoiceOver) = Self.walks(10_000)
        let (small, smallPairs) = Self.comparisons(smallEarshot, smallVoiceOver)
        let (large, largePairs) = Self.comparisons(largeEarshot, largeVoiceOver)
        #expect(large * 10 <= small * 110, "1,000 stops: \(small) pairs compared; 10,000: \(large)")
        #expect(large <= 10_000 * 8, "\(large) pairs compared for 10,000 stops")
        for (pairs, stops) in [(smallPairs, 1_000), (largePairs, 10_000)] {
            let count = { (verdict: WalkComparison.Verdict) in pairs.filter { $0.verdict == verdict }.count }
            #expect(pairs.compactMap(\.earshot).count == stops)
            #expect(count(.same) >= stops * 8 / 10, "\(count(.same)) of \(stops) the same")
            #expect(count(.outOfOrder) == stops / 50)
            #expect(Self.cost(pairs) <= stops / 3, "\(pairs.map(\.verdict.rawValue))")
        }
    }

    /// What an alignment costs: a pair in other words 1, a line on one side 1, a stop out of order 2.
    static func cost(_ pairs: [WalkComparison.Pair]) -> Int {
        pairs.reduce(0) { total, pair in
            switch pair.verdict {
            case .same, .containerMove: total
            case .wordsDiffer, .reordered, .onlyEarshot, .onlyVoiceOver: total + 1
            case .outOfOrder: total + 2
            }
        }
    }

    /// The least cost of aligning the two, from the whole table.
    static func leastCost(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine]) -> Int {
        var texts = WalkTexts(earshot, voiceOver)
        var previous = Array(0...voiceOver.count)
        for i in 1...earshot.count {
            var current = [i] + [Int](repeating: 0, count: voiceOver.count)
            for j in 1...voiceOver.count {
                current[j] = min(previous[j], current[j - 1]) + 1
                if let (verdict, _) = texts.relate(i - 1, j - 1) {
                    current[j] = min(current[j], previous[j - 1] + (verdict == .same ? 0 : 1))
                }
            }
            previous = current
        }
        return previous[voiceOver.count]
    }

    @Test("The anchored alignment costs what the whole table's least cost is", arguments: [60, 300])
    func leastCost(_ count: Int) {
        let (earshot, voiceOver) = Self.walks(count)
        #expect(Self.cost(WalkAlignment.align(earshot, voiceOver)) == Self.leastCost(earshot, voiceOver))
    }

    @Test("Walks with nothing in common compare each line with a band of the other's, not with all of it")
    func nothingInCommon() {
        func walks(_ count: Int) -> ([WalkComparison.EarshotLine], [WalkComparison.VoiceOverLine]) {
            (
                (0..<count).map { Self.mine("Earshot \($0) Button", step: $0) },
                (0..<count).map { Self.theirs("Heard \($0) heading", step: $0) }
            )
        }
        let (smallEarshot, smallVoiceOver) = walks(1_000)
        let (largeEarshot, largeVoiceOver) = walks(10_000)
        let (small, _) = Self.comparisons(smallEarshot, smallVoiceOver)
        let (large, pairs) = Self.comparisons(largeEarshot, largeVoiceOver)
        #expect(large * 10 <= small * 110, "1,000 lines: \(small) pairs compared; 10,000: \(large)")
        #expect(large <= 20_000 * (2 * WalkAlignment.band + 3))
        #expect(pairs.count == 20_000 && pairs.allSatisfy { $0.verdict == .onlyEarshot || $0.verdict == .onlyVoiceOver })
    }

    @Test("A gap small enough is aligned exactly, as the whole table would: the cheapest pairs, ties to a pair")
    func smallGapsExactly() {
        let earshot = ["A Button", "Save draft Button", "B Button"].enumerated().map { Self.mine($0.element, step: $0.offset) }
        let voiceOver = ["Save draft now Button", "Other", "B Button"].enumerated().map { Self.theirs($0.element, step: $0.offset) }
        let pairs = WalkAlignment.align(earshot, voiceOver)
        #expect(pairs.map(\.verdict) == [.onlyEarshot, .wordsDiffer, .onlyVoiceOver, .same])
    }
}
