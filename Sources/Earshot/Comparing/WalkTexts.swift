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
    /// How many pairs ``relate(_:_:)`` compared.
    var comparisons = 0

    /// - Complexity: O(n) in the size of the two lists' texts.
    init(_ earshot: [WalkComparison.EarshotLine], _ voiceOver: [WalkComparison.VoiceOverLine]) {
        self.earshot = earshot
        self.voiceOver = voiceOver
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
        }
        return pair
    }
}
