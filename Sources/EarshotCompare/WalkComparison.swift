import Earshot

/// A recorded walk of real VoiceOver beside Earshot's own walk over the same moves, lined up.
///
/// Earshot runs the screen with the walk's moves (`current` is the start, `forward` a swipe
/// right, `backward` a swipe left; `in` and `out` have no Earshot step: what VoiceOver said on
/// them is shown in the walk's order as a ``Verdict/containerMove`` pair, never aligned with
/// Earshot's lines nor counted in the parity). Nothing in the service's output identifies an element, so the two lists of
/// utterances are aligned by edit distance (`WalkAlignment`) after the normalisation named
/// ``WalkComparison/policy`` (`WalkNormalisation`). Each pair is one ``Verdict``; the parity
/// is the share of the pairs compared that are the same.
public struct WalkComparison: Sendable {
    /// The normalisation and alignment this comparison applies, by name (documented in
    /// `WalkNormalisation`); a new rule gets a new name.
    public static let policy = "earshot-walk-v1"

    /// How one pair compares.
    public enum Verdict: String, Sendable, CaseIterable {
        /// The same utterance, under the policy.
        case same
        /// The same stop, said with different words (at least half of the words shared).
        case wordsDiffer = "words-differ"
        /// The same stop, said with the same words in another order (`Selected, Set 1, Button`
        /// beside `Set 1 selected Button`): ``Pair/movedWords`` names the words that moved.
        case reordered
        /// Earshot stops here; real VoiceOver did not.
        case onlyEarshot = "only-earshot"
        /// Real VoiceOver stopped here; Earshot did not.
        case onlyVoiceOver = "only-voiceover"
        /// Both stop here, in a different place in the order.
        case outOfOrder = "out-of-order"
        /// Real VoiceOver moved into or out of a container (`moveIn()`, `moveOut()`), a move
        /// Earshot does not make: what it said is shown, not compared, and not in the parity.
        case containerMove = "container-move"
    }

    /// What Earshot said at one step, with the element that said it.
    public struct EarshotLine: Sendable, Equatable {
        /// The utterance in `TranscriptStyle/voiceover`, the hint inside.
        public var utterance: String
        /// The same without the hint.
        public var withoutHint: String
        /// The transcript's line (FORMAT.md §3.1).
        public var line: String
        /// The hint heard after it, as the transcript's `[hint]` line says it; nil for none.
        public var hint: String? = nil
        /// The element's `id`, when it has one.
        public var element: String?
        /// The walk's step (0-based) whose move Earshot made.
        public var step: Int
    }

    /// What real VoiceOver said at one step.
    public struct VoiceOverLine: Sendable, Equatable {
        /// What the walk file holds.
        public var raw: String
        /// What is compared: `raw` without the service's preamble (an app's name).
        public var utterance: String
        /// Where the walk file holds it (`line 4`, `steps[3]`).
        public var place: String
        /// The hint on a line of its own after it (Earshot's text form); compared after `utterance`.
        public var hint: String? = nil
        /// The walk's step (0-based).
        public var step: Int
    }

    /// One row of the alignment.
    public struct Pair: Sendable, Equatable {
        /// How the two compare.
        public var verdict: Verdict
        /// Earshot's line; nil for ``Verdict/onlyVoiceOver``.
        public var earshot: EarshotLine?
        /// The walk's line; nil for ``Verdict/onlyEarshot``.
        public var voiceOver: VoiceOverLine?
        /// What the policy forgave to call them the same (`cut at 64 characters`, `hint not in the walk`).
        public var notes: [String] = []
        /// For ``Verdict/wordsDiffer``: the words only Earshot says.
        public var onlyEarshotWords: [String] = []
        /// For ``Verdict/wordsDiffer``: the words only real VoiceOver says.
        public var onlyVoiceOverWords: [String] = []
        /// For ``Verdict/reordered`` and ``Verdict/wordsDiffer``: the words both say, in
        /// different places (Earshot's order), as few as keep the rest in the same order; a
        /// state or trait word is taken to be the one that moved when a label word could be.
        public var movedWords: [String] = []
    }

    /// The pairs, in the walk's order.
    public var pairs: [Pair]
    /// What the normalisation did to the walk before aligning (a preamble left out, the end of
    /// the screen, gaps, moves Earshot does not make).
    public var notes: [String]
    /// The screen or scenario, as messages name it.
    public var screen: String
    /// The walk file, as messages name it.
    public var walk: String

    /// The pairs that are the same.
    public var sameCount: Int { pairs.filter { $0.verdict == .same }.count }

    /// The pairs compared: all but ``Verdict/containerMove``.
    public var comparedCount: Int { pairs.filter { $0.verdict != .containerMove }.count }

    /// The share of the pairs compared that are the same, 0...1 (0 when nothing was compared).
    public var parity: Double { comparedCount == 0 ? 0 : Double(sameCount) / Double(comparedCount) }

    /// Runs `scenario`'s screen over `walk`'s moves and compares what was heard (the scenario's
    /// own steps are replaced by the walk's moves; its settings and start are kept).
    ///
    /// - Complexity: about O(n log n) in the walk's length for walks that mostly agree, linear
    ///   memory (`WalkAlignment`); a walk has at most ``RecordedWalk/maximumSteps`` steps.
    public static func run(_ scenario: Scenario, walk: RecordedWalk, screenName: String) throws(ScenarioError) -> WalkComparison {
        let earshot = try EarshotWalk.run(scenario, moves: walk.steps.map(\.move))
        var normalised = WalkNormalisation(walk: walk, earshot: earshot)
        normalised.apply()
        var pairs = WalkAlignment.align(normalised.earshot, normalised.voiceOver, movable: earshot.movable)
        pairs = Self.merged(pairs, normalised.containerMoves)
        return WalkComparison(pairs: pairs, notes: walk.notes + normalised.notes, screen: screenName, walk: walk.file)
    }

    /// `pairs` with a ``Verdict/containerMove`` pair for each of `moves`, each before the first
    /// pair of a later step of the walk (Earshot's lines carry the walk's step too).
    ///
    /// - Complexity: O(n + k).
    static func merged(_ pairs: [Pair], _ moves: [(line: VoiceOverLine, move: RecordedWalk.Move)]) -> [Pair] {
        guard !moves.isEmpty else { return pairs }
        func pair(_ move: (line: VoiceOverLine, move: RecordedWalk.Move)) -> Pair {
            let note =
                move.move == .in
                ? "moveIn(): Earshot has no step into a container; shown, not compared"
                : "moveOut(): Earshot has no step out of a container; shown, not compared"
            return Pair(verdict: .containerMove, earshot: nil, voiceOver: move.line, notes: [note])
        }
        var result: [Pair] = []
        var next = moves.startIndex
        for existing in pairs {
            let step = existing.voiceOver?.step ?? existing.earshot?.step ?? 0
            while next < moves.endIndex, moves[next].line.step < step {
                result.append(pair(moves[next]))
                next += 1
            }
            result.append(existing)
        }
        result += moves[next...].map(pair)
        return result
    }
}
