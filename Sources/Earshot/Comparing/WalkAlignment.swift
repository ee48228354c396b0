/// Lines up Earshot's utterances and the walk's by edit distance: a pair of the same utterance
/// costs 0, of the same stop in other words 1, a line on one side only 1; two different stops
/// never pair. Then a line only Earshot has and a line only VoiceOver has that are the same are
/// one stop `out of order` (OpenCCman's Done, read first by one and last by the other).
enum WalkAlignment {
    typealias Pair = WalkComparison.Pair

    /// - Complexity: O(n·m) time and memory.
    static func align(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine]) -> [Pair] {
        let n = earshot.count
        let m = voiceOver.count
        let width = m + 1
        var relation = [(WalkComparison.Verdict, [String])?](repeating: nil, count: max(1, n * m))
        for i in 0..<n { for j in 0..<m { relation[i * m + j] = WalkNormalisation.relate(earshot[i], voiceOver[j]) } }
        // cost[i][j]: aligning the first i of Earshot's with the first j of the walk's.
        var cost = [Int](repeating: 0, count: (n + 1) * width)
        for i in 0...n {
            for j in 0...m {
                if i == 0 && j == 0 { continue }
                var best = Int.max
                if i > 0, j > 0, let (verdict, _) = relation[(i - 1) * m + (j - 1)] {
                    best = cost[(i - 1) * width + (j - 1)] + (verdict == .same ? 0 : 1)
                }
                if i > 0 { best = min(best, cost[(i - 1) * width + j] + 1) }
                if j > 0 { best = min(best, cost[i * width + (j - 1)] + 1) }
                cost[i * width + j] = best
            }
        }
        var pairs: [Pair] = []
        var i = n
        var j = m
        while i > 0 || j > 0 {
            if i > 0, j > 0, let (verdict, notes) = relation[(i - 1) * m + (j - 1)],
                cost[i * width + j] == cost[(i - 1) * width + (j - 1)] + (verdict == .same ? 0 : 1)
            {
                var pair = Pair(verdict: verdict, earshot: earshot[i - 1], voiceOver: voiceOver[j - 1], notes: notes)
                if verdict == .wordsDiffer {
                    let ours = WalkNormalisation.words(earshot[i - 1].utterance)
                    let theirs = WalkNormalisation.words(voiceOver[j - 1].utterance)
                    pair.onlyEarshotWords = WalkNormalisation.difference(ours, theirs)
                    pair.onlyVoiceOverWords = WalkNormalisation.difference(theirs, ours)
                }
                pairs.append(pair)
                i -= 1
                j -= 1
            } else if i > 0, cost[i * width + j] == cost[(i - 1) * width + j] + 1 {
                pairs.append(Pair(verdict: .onlyEarshot, earshot: earshot[i - 1], voiceOver: nil))
                i -= 1
            } else {
                pairs.append(Pair(verdict: .onlyVoiceOver, earshot: nil, voiceOver: voiceOver[j - 1]))
                j -= 1
            }
        }
        return reordered(pairs.reversed())
    }

    /// An only-Earshot line and an only-VoiceOver line that are the same utterance become one
    /// `out-of-order` pair, where Earshot has it.
    static func reordered(_ pairs: [Pair]) -> [Pair] {
        var pairs = pairs
        var index = 0
        while index < pairs.count {
            if pairs[index].verdict == .onlyEarshot, let mine = pairs[index].earshot, let (other, notes) = match(mine, in: pairs) {
                pairs[index].verdict = .outOfOrder
                pairs[index].voiceOver = pairs[other].voiceOver
                pairs[index].notes = notes
                pairs.remove(at: other)
                if other < index { index -= 1 }
            }
            index += 1
        }
        return pairs
    }

    /// The first only-VoiceOver pair whose line is the same as `mine`, and what was forgiven.
    static func match(_ mine: WalkComparison.EarshotLine, in pairs: [Pair]) -> (Int, [String])? {
        for (index, pair) in pairs.enumerated() where pair.verdict == .onlyVoiceOver {
            guard let theirs = pair.voiceOver, let (verdict, notes) = WalkNormalisation.relate(mine, theirs), verdict == .same
            else { continue }
            return (index, notes)
        }
        return nil
    }
}
