import Earshot

/// Lines up Earshot's utterances and the walk's by edit distance: a pair of the same utterance
/// costs 0, of the same stop in other words 1, a line on one side only 1; two different stops
/// never pair. Then a line only Earshot has and a line only VoiceOver has that are the same are
/// one stop `out of order` (OpenCCman's Done, read first by one and last by the other).
///
/// Walks mostly agree, so the alignment is anchored, as a patience diff is: the same lines at
/// the start and at the end pair off, then the lines that are the same and said once on each
/// side (in an order both keep) cut what is left into gaps, each aligned the same way; only a
/// gap with no such anchor is aligned cell by cell, and one larger than ``fullGapCells`` cells
/// only near its diagonal (``band`` lines either side), so that memory and the pairs compared
/// grow with the walks' length, not with its square.
struct WalkAlignment {
    typealias Pair = WalkComparison.Pair

    /// A gap of at most this many cells (Earshot's lines × the walk's) is aligned exactly.
    static let fullGapCells = 1 << 16
    /// How far from its diagonal a larger gap is aligned.
    static let band = 32

    var texts: WalkTexts
    /// The pairs compared so far.
    var comparisons: Int { texts.comparisons }

    init(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine], movable: Set<String> = []) {
        texts = WalkTexts(earshot, voiceOver, movable: movable)
    }

    /// The pairs, in the walk's order.
    ///
    /// - Complexity: O(n log n) pairs compared and O(n) memory for walks that mostly agree;
    ///   at most O(n · ``band``) pairs for walks with nothing in common.
    static func align(
        _ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine], movable: Set<String> = []
    ) -> [Pair] {
        var alignment = WalkAlignment(earshot, voiceOver, movable: movable)
        return alignment.pairs()
    }

    /// The pairs, out-of-order stops joined.
    mutating func pairs() -> [Pair] {
        reordered(aligned())
    }

    /// One piece of the work, in the order its pairs come.
    enum Task {
        /// Align Earshot's lines `mine` with the walk's `theirs`.
        case gap(mine: Range<Int>, theirs: Range<Int>)
        /// A pair already found.
        case pair(Pair)
    }

    /// The alignment, before out-of-order stops are joined.
    mutating func aligned() -> [Pair] {
        var result: [Pair] = []
        var tasks: [Task] = [.gap(mine: 0..<texts.mine.count, theirs: 0..<texts.theirs.count)]
        while let task = tasks.popLast() {
            switch task {
            case .pair(let pair): result.append(pair)
            case .gap(let mine, let theirs): tasks += split(mine, theirs).reversed()
            }
        }
        return result
    }

    /// A gap's work: its same first and last lines paired, the rest cut at its anchors, or,
    /// with none, aligned cell by cell.
    mutating func split(_ mine: Range<Int>, _ theirs: Range<Int>) -> [Task] {
        var (mine, theirs) = (mine, theirs)
        var head: [Task] = []
        while let i = mine.first, let j = theirs.first, let (verdict, notes) = texts.relate(i, j), verdict == .same {
            head.append(.pair(texts.pair(i, j, verdict, notes: notes)))
            mine = mine.dropFirst()
            theirs = theirs.dropFirst()
        }
        var tail: [Task] = []
        while let i = mine.last, let j = theirs.last, let (verdict, notes) = texts.relate(i, j), verdict == .same {
            tail.append(.pair(texts.pair(i, j, verdict, notes: notes)))
            mine = mine.dropLast()
            theirs = theirs.dropLast()
        }
        var middle: [Task] = []
        let anchors = self.anchors(mine, theirs)
        if anchors.isEmpty {
            middle = cells(mine, theirs).map(Task.pair)
        } else {
            var (i, j) = (mine.lowerBound, theirs.lowerBound)
            for (a, b) in anchors {
                middle.append(.gap(mine: i..<a, theirs: j..<b))
                let (verdict, notes) = texts.relate(a, b) ?? (.same, [])
                middle.append(.pair(texts.pair(a, b, verdict, notes: notes)))
                (i, j) = (a + 1, b + 1)
            }
            middle.append(.gap(mine: i..<mine.upperBound, theirs: j..<theirs.upperBound))
        }
        return head + middle + tail.reversed()
    }

    /// The lines said once in the gap on each side that are the same utterance, in an order both
    /// keep (the longest such chain).
    ///
    /// - Complexity: O(k log k) for k lines.
    func anchors(_ mine: Range<Int>, _ theirs: Range<Int>) -> [(Int, Int)] {
        guard !mine.isEmpty, !theirs.isEmpty else { return [] }
        // Each text's line on either side, and the texts said more than once.
        var walkLine: [String: Int] = [:]
        var repeated = Set<String>()
        for j in theirs where walkLine.updateValue(j, forKey: texts.theirs[j].heard) != nil { repeated.insert(texts.theirs[j].heard) }
        var earshotLine: [String: Int] = [:]
        for i in mine {
            for key in texts.keys(ofMine: i) where earshotLine.updateValue(i, forKey: key) != nil { repeated.insert(key) }
        }
        var candidates: [(Int, Int)] = []
        var taken = Set<Int>()
        for i in mine {
            for key in texts.keys(ofMine: i) where !repeated.contains(key) {
                guard let j = walkLine[key], earshotLine[key] == i, !taken.contains(j) else { continue }
                candidates.append((i, j))
                taken.insert(j)
                break
            }
        }
        return Self.longestIncreasing(candidates)
    }

    /// The longest chain of `pairs` (ordered by their first) whose seconds increase too; of
    /// several, the one that takes the earliest pairs (Title kept and Done moved, when the two
    /// walks say Title, Done and Done, Title).
    ///
    /// - Complexity: O(k log k).
    static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        // longest[k]: the longest chain that starts at pairs[k], found from the end, where a
        // chain's seconds decrease: tails[l] is the largest second that starts one of l + 1.
        var longest = [Int](repeating: 0, count: pairs.count)
        var tails: [Int] = []
        for index in pairs.indices.reversed() {
            let second = pairs[index].1
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] > second { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(second) } else { tails[low] = second }
            longest[index] = low + 1
        }
        var chain: [(Int, Int)] = []
        var need = tails.count
        var last = Int.min
        for (index, pair) in pairs.enumerated() where need > 0 && longest[index] == need && pair.1 > last {
            chain.append(pair)
            need -= 1
            last = pair.1
        }
        return chain
    }
}
