import Earshot

/// The two walks' lines as the policy compares them, each text folded once (not once for every
/// pair it is compared in), and the relation between a line of each.
///
/// Counts the pairs it relates (``comparisons``): the alignment's work, which a test holds to
/// grow no faster than its input.
struct WalkTexts {
    /// One of Earshot's lines, folded.
    struct Mine {
        /// The utterance, hint inside.
        var full: String
        /// The utterance without the hint.
        var bare: String
        /// The transcript's line and its hint, as Earshot's text form writes them.
        var text: String
        /// The transcript's line alone.
        var textWithoutHint: String
        /// The words of the utterance, for the word diff.
        var words: [String]
    }

    /// One of the walk's lines, folded.
    struct Theirs {
        /// What is compared.
        var heard: String
        /// The line as recorded, for the 64-character cut.
        var raw: String
        /// Its words, for the word diff.
        var words: [String]

        /// Whether the line may be a cut: 63 or 64 characters (``WalkNormalisation/isCut(_:heard:of:)``).
        var mayBeCut: Bool {
            let limit = WalkNormalisation.cut
            return [limit - 1, limit].contains(raw.count) || [limit - 1, limit].contains(raw.utf16.count)
        }
    }

    var earshot: [WalkComparison.EarshotLine]
    var voiceOver: [WalkComparison.VoiceOverLine]
    var mine: [Mine]
    var theirs: [Theirs]
    /// The words VoiceOver may say in another place (states and traits, folded): of two ways
    /// to read a reorder, the one where these moved.
    var movable: Set<String>
    /// How many pairs ``relate(_:_:)`` compared.
    var comparisons = 0

    /// - Complexity: O(n) in the size of the two lists' texts.
    init(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine], movable: Set<String> = []) {
        self.earshot = earshot
        self.voiceOver = voiceOver
        self.movable = movable
        mine = earshot.map { line in
            Mine(
                full: WalkNormalisation.folded(line.utterance), bare: WalkNormalisation.folded(line.withoutHint),
                text: WalkNormalisation.folded(line.line + (line.hint.map { " " + $0 } ?? "")),
                textWithoutHint: WalkNormalisation.folded(line.line), words: WalkNormalisation.words(line.utterance))
        }
        theirs = voiceOver.map { line in
            let compared = line.utterance + (line.hint.map { " " + $0 } ?? "")
            return Theirs(heard: WalkNormalisation.folded(compared), raw: line.raw, words: WalkNormalisation.words(compared))
        }
    }

    /// The texts an exact match of Earshot's line `index` is keyed by: a walk line whose
    /// ``Theirs/heard`` is one of them is the same utterance (a cut aside).
    func keys(ofMine index: Int) -> [String] {
        let line = mine[index]
        var keys = [line.full]
        for key in [line.bare, line.text, line.textWithoutHint] where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// How Earshot's line `i` and the walk's line `j` compare under the policy: `same` (with what
    /// was forgiven), `wordsDiffer`, or nil for two different stops.
    ///
    /// - Complexity: O(k) in the two texts' lengths.
    mutating func relate(_ i: Int, _ j: Int) -> (WalkComparison.Verdict, [String])? {
        comparisons += 1
        let ours = mine[i]
        let other = theirs[j]
        if other.heard == ours.full { return (.same, []) }
        if other.heard == ours.bare { return (.same, ["hint not in the walk"]) }
        if other.heard == ours.text { return (.same, ["in Earshot's text form"]) }
        if other.heard == ours.textWithoutHint { return (.same, ["in Earshot's text form", "hint not in the walk"]) }
        if other.mayBeCut,
            WalkNormalisation.isCut(other.raw, heard: other.heard, of: ours.full)
                || WalkNormalisation.isCut(other.raw, heard: other.heard, of: ours.bare)
        {
            return (.same, ["cut at \(WalkNormalisation.cut) characters"])
        }
        let common = WalkNormalisation.commonCount(ours.words, other.words)
        // At least half the words shared (Dice coefficient 2c / (a + b) >= 0.5).
        guard !ours.words.isEmpty, !other.words.isEmpty, 4 * common >= ours.words.count + other.words.count else { return nil }
        return (.wordsDiffer, [])
    }

    /// The pair of Earshot's line `i` and the walk's line `j`, related as `verdict`, with its
    /// notes and, for other words, which words.
    func pair(_ i: Int, _ j: Int, _ verdict: WalkComparison.Verdict, notes: [String]) -> WalkComparison.Pair {
        var pair = WalkComparison.Pair(verdict: verdict, earshot: earshot[i], voiceOver: voiceOver[j], notes: notes)
        if verdict == .wordsDiffer {
            pair.onlyEarshotWords = WalkNormalisation.difference(mine[i].words, theirs[j].words)
            pair.onlyVoiceOverWords = WalkNormalisation.difference(theirs[j].words, mine[i].words)
            pair.movedWords = Self.moved(mine[i].words, theirs[j].words, movable: movable)
            if pair.onlyEarshotWords.isEmpty && pair.onlyVoiceOverWords.isEmpty && !pair.movedWords.isEmpty {
                pair.verdict = .reordered
            }
        }
        return pair
    }

    /// Word lists longer than this (together, multiplied) are not searched for moved words.
    static let movedWordCells = 1 << 14

    /// The words `ours` and `theirs` both say but in other places, in `ours`'s order: what is
    /// left of both once the longest run of words they say in the same order is taken out
    /// (of two such runs, the one that keeps more words not in `movable`).
    ///
    /// ```
    /// moved(["selected", "set", "1", "button"], ["set", "1", "selected", "button"]) == ["selected"]
    /// ```
    ///
    /// - Complexity: O(a · b) for a and b words, at most ``movedWordCells``; none beyond.
    static func moved(_ ours: [String], _ theirs: [String], movable: Set<String>) -> [String] {
        let (a, b) = (ours.count, theirs.count)
        guard a > 0, b > 0, a * b <= movedWordCells else { return [] }
        // score[i][j]: the best common run of ours[i...] and theirs[j...]; a word counts
        // `weight`, one more when it is not movable, so that more words always win.
        let weight = min(a, b) + 1
        let width = b + 1
        var score = [Int](repeating: 0, count: (a + 1) * width)
        for i in stride(from: a - 1, through: 0, by: -1) {
            for j in stride(from: b - 1, through: 0, by: -1) {
                var best = max(score[(i + 1) * width + j], score[i * width + j + 1])
                if ours[i] == theirs[j] {
                    best = max(best, score[(i + 1) * width + j + 1] + weight + (movable.contains(ours[i]) ? 0 : 1))
                }
                score[i * width + j] = best
            }
        }
        var keptOurs = [Bool](repeating: false, count: a)
        var keptTheirs = [Bool](repeating: false, count: b)
        var (i, j) = (0, 0)
        while i < a && j < b {
            if ours[i] == theirs[j], score[i * width + j] == score[(i + 1) * width + j + 1] + weight + (movable.contains(ours[i]) ? 0 : 1) {
                (keptOurs[i], keptTheirs[j]) = (true, true)
                (i, j) = (i + 1, j + 1)
            } else if score[i * width + j] == score[(i + 1) * width + j] {
                i += 1
            } else {
                j += 1
            }
        }
        var left: [String: Int] = [:]
        for (index, word) in theirs.enumerated() where !keptTheirs[index] { left[word, default: 0] += 1 }
        var moved: [String] = []
        for (index, word) in ours.enumerated() where !keptOurs[index] && left[word, default: 0] > 0 {
            left[word, default: 0] -= 1
            moved.append(word)
        }
        return moved
    }
}
