import Earshot

/// Stops said by both walks in different places: a line only Earshot has and a line only the
/// walk has that are the same utterance.
extension WalkAlignment {
    /// Each only-Earshot line that is the same as an only-VoiceOver line (the first such, in the
    /// walk's order) becomes one `out-of-order` pair, where Earshot has it.
    ///
    /// - Complexity: O(n) pairs compared: the walk's lines are looked up by their folded text
    ///   (a cut one by Earshot's text cut as long), not compared with every line.
    mutating func reordered(_ pairs: [Pair]) -> [Pair] {
        var pairs = pairs
        var mineIndex: [Int: Int] = [:]
        for (index, line) in texts.earshot.enumerated() { mineIndex[line.step] = index }
        var theirsIndex: [Int: Int] = [:]
        for (index, line) in texts.voiceOver.enumerated() { theirsIndex[line.step] = index }
        // The only-VoiceOver pairs' places, by what they heard, in order; and how long the cut ones are.
        var waiting: [String: [Int]] = [:]
        var next: [String: Int] = [:]
        var cutLengths = Set<Int>()
        for (place, pair) in pairs.enumerated() where pair.verdict == .onlyVoiceOver {
            guard let step = pair.voiceOver?.step, let j = theirsIndex[step] else { continue }
            waiting[texts.theirs[j].heard, default: []].append(place)
            if texts.theirs[j].mayBeCut { cutLengths.insert(texts.theirs[j].heard.count) }
        }
        var removed = Set<Int>()
        for place in pairs.indices where pairs[place].verdict == .onlyEarshot {
            guard let step = pairs[place].earshot?.step, let i = mineIndex[step] else { continue }
            var keys = texts.keys(ofMine: i)
            for length in cutLengths.sorted() {
                keys += [texts.mine[i].full, texts.mine[i].bare].filter { $0.count > length }.map { String($0.prefix(length)) }
            }
            var found: (other: Int, key: String, notes: [String])?
            var seen = Set<String>()
            for key in keys where seen.insert(key).inserted {
                guard let list = waiting[key], let other = list.dropFirst(next[key, default: 0]).first, other < found?.other ?? .max,
                    let step = pairs[other].voiceOver?.step, let j = theirsIndex[step],
                    let (verdict, notes) = texts.relate(i, j), verdict == .same
                else { continue }
                found = (other, key, notes)
            }
            guard let found else { continue }
            next[found.key, default: 0] += 1
            pairs[place].verdict = .outOfOrder
            pairs[place].voiceOver = pairs[found.other].voiceOver
            pairs[place].notes = found.notes
            removed.insert(found.other)
        }
        return pairs.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }
}
