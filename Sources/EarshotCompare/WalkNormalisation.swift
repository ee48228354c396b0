import Earshot
import Foundation

/// The normalisation `earshot-walk-v1` (``WalkComparison/policy``), applied before the two walks
/// are aligned. The raw strings are kept and reported; only the comparison is normalised.
///
/// 0. **Moves Earshot does not make.** `moveIn()` and `moveOut()` enter and leave a container,
///    which Earshot's navigation has no step for: what VoiceOver said is kept in the walk's
///    order as a `container-move` pair, not aligned with any of Earshot's lines (it would take
///    the place of the stop Earshot reaches next) and not counted in the parity. A
///    `currentSpeech()` after the first move says the last move's utterance again: left out.
/// 1. **Gaps.** A step with no speech (`noSpeech`, a null utterance) is left out and noted: it
///    proves no end (aloud's spike: "No speech available" can come mid-walk).
/// 2. **Service preamble.** A first utterance `VoiceOver on` is the service's own: the focused
///    element's speech is lost, so Earshot's first line is left out with it. A first utterance
///    that ends with Earshot's first one after more words has the app's name before it
///    (`VoiceOverFixture Fixture repeated Heading`): the name is left out and noted.
/// 3. **End of screen.** Moving past the last element returns the last utterance again, with
///    no error: a run of the same utterance at the end of the walk is read as one stop and the
///    end of the screen. Repeats anywhere else are kept (two buttons can share a label).
/// 4. **Separators and case** between parts: Earshot's side is written in
///    `TranscriptStyle/voiceover` (parts joined by spaces, a switch's state in lower case);
///    both sides are compared case-folded, with runs of white space as one space and `’` as `'`.
///    Punctuation inside a label is kept (`Balance $1,234.50; rate 2.5%`).
/// 5. **The hint inside the utterance**, with its own period; a walk line without the hint
///    still matches Earshot's line without it (noted).
/// 6. **Earshot's own text form** (FORMAT.md §3.1): a walk line that is Earshot's transcript
///    line, parts joined by `, `, with its `[hint]` line after it (joined when the walk was
///    read), is the same utterance (noted): Earshot's transcript compares as the same as itself.
/// 7. **The 64-character cut.** A walk utterance of exactly 64 characters (the service's
///    limit) is compared as a prefix of Earshot's (noted). A cut can end in a space, which a
///    trim takes away: 63 characters that Earshot's utterance follows with a space are a cut
///    too.
struct WalkNormalisation {
    var walk: RecordedWalk
    var earshotWalk: EarshotWalk.Result
    var earshot: [WalkComparison.EarshotLine] = []
    var voiceOver: [WalkComparison.VoiceOverLine] = []
    /// What VoiceOver said on `moveIn()` and `moveOut()`, which Earshot has no step for: shown,
    /// in the walk's order, never aligned.
    var containerMoves: [(line: WalkComparison.VoiceOverLine, move: RecordedWalk.Move)] = []
    var notes: [String] = []

    init(walk: RecordedWalk, earshot: EarshotWalk.Result) {
        self.walk = walk
        self.earshotWalk = earshot
    }

    /// The service cuts utterances at this many characters.
    static let cut = 64

    mutating func apply() {
        var steps = Array(walk.steps.enumerated())
        var compared: [Int: String] = [:]
        var lines = earshotWalk.lines
        var unmodelled = Set<Int>()
        for index in earshotWalk.unmodelled {
            let step = walk.steps[index]
            lines[index] = nil
            unmodelled.insert(index)
            switch step.move {
            case .in, .out:
                // What VoiceOver said is kept, in the walk's order, with no Earshot line to compare.
                guard let text = step.utterance else {
                    unmodelled.remove(index)
                    continue
                }
                let line = WalkComparison.VoiceOverLine(raw: text, utterance: text, place: step.place, hint: step.hint, step: index)
                containerMoves.append((line, step.move))
            case .current, .forward, .backward:
                notes.append("\(step.place): move '\(step.move.rawValue)' has no Earshot step; left out")
            }
        }
        steps.removeAll { unmodelled.contains($0.offset) }
        let gaps = steps.filter { $0.element.utterance == nil }
        if !gaps.isEmpty {
            notes.append("no speech at \(gaps.map(\.element.place).joined(separator: ", ")) (a gap, not an end); left out")
        }
        steps.removeAll { $0.element.utterance == nil }
        // 2. The service's preamble.
        if let first = steps.first, first.offset == 0, first.element.move == .current, let text = first.element.utterance {
            if Self.folded(text) == "voiceover on" {
                notes.append(
                    "\(first.element.place): \"VoiceOver on\" is the service's, and the focused element's speech is lost; both left out")
                steps.removeFirst()
                lines[0] = nil
            } else if let mine = lines[0], let (name, rest) = Self.appName(in: text, before: [mine.utterance, mine.withoutHint]) {
                notes.append("\(first.element.place): the app's name \"\(name)\" comes first; left out")
                compared[0] = rest
            }
        }
        // 3. A repeated tail is the end of the screen.
        if let last = steps.last?.element.utterance {
            var run = 0
            while run < steps.count, steps[steps.count - 1 - run].element.utterance == last { run += 1 }
            if run > 1 {
                let repeats = steps.suffix(run - 1)
                notes.append(
                    "end of screen: \"\(last)\" came back \(run - 1) more time\(run == 2 ? "" : "s") "
                        + "(\(repeats.first?.element.place ?? "") to \(repeats.last?.element.place ?? "")); read as one stop")
                steps.removeLast(run - 1)
            }
        }
        voiceOver = steps.map { step in
            let raw = step.element.utterance ?? ""
            return WalkComparison.VoiceOverLine(
                raw: raw, utterance: compared[step.offset] ?? raw, place: step.element.place, hint: step.element.hint, step: step.offset)
        }
        earshot = lines.compactMap { $0 }
    }

    /// The words of `text` before the last words that fold to one of `endings` (Earshot's first
    /// line, with and without its hint), and the rest of `text` from there: the app's name the
    /// service says first; failing that, the words before the first word of Earshot's line. Words
    /// are told apart by runs of white space, as ``folded(_:)`` tells them, so `MyApp  Fixture
    /// repeated` has the name `MyApp` whatever the spaces.
    static func appName(in text: String, before endings: [String]) -> (name: String, rest: String)? {
        let words = text.split(whereSeparator: \.isWhitespace)
        for ending in endings {
            let count = ending.split(whereSeparator: \.isWhitespace).count
            guard count > 0, words.count > count, folded(words.suffix(count).joined(separator: " ")) == folded(ending) else { continue }
            let start = words[words.count - count].startIndex
            let end = words[words.count - 1].endIndex
            return (words.prefix(words.count - count).joined(separator: " "), String(text[start..<end]))
        }
        // The rest differs from Earshot's line (a rule the two disagree on): up to four words
        // before the first word of Earshot's line, none of them in it, are still the app's name
        // (`VoiceOverFixture Fixture repeated Header` beside `Fixture repeated Heading`).
        guard let ending = endings.first else { return nil }
        let mine = Set(ending.split(whereSeparator: \.isWhitespace).map { folded(String($0)) })
        guard let firstMine = ending.split(whereSeparator: \.isWhitespace).first.map({ folded(String($0)) }),
            let at = words.firstIndex(where: { folded(String($0)) == firstMine }), at > 0, at <= 4,
            !words[..<at].contains(where: { mine.contains(folded(String($0))) })
        else { return nil }
        return (words[..<at].joined(separator: " "), String(text[words[at].startIndex...]))
    }

    /// Case-folded, `’` as `'`, white space runs as one space, trimmed.
    static func folded(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The words of `text` for the word diff: folded, with punctuation at their edges dropped.
    static func words(_ text: String) -> [String] {
        folded(text).split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty }
    }

    /// Whether `raw` (as the walk holds it, app name and all) is the service's cut of an
    /// utterance `said` (folded), `heard` being `raw` folded: 64 characters that begin it, or
    /// 63 where the 64th was a space a trim took away (a text file's line, an editor, the
    /// reader's own trim), so that `said` goes on with a space there.
    static func isCut(_ raw: String, heard: String, of said: String) -> Bool {
        if raw.count == cut || raw.utf16.count == cut { return said.hasPrefix(heard) }
        if raw.count == cut - 1 || raw.utf16.count == cut - 1 { return said.hasPrefix(heard + " ") }
        return false
    }

    /// How many words the two lists share, counting repeats.
    static func commonCount(_ lhs: [String], _ rhs: [String]) -> Int {
        var counts: [String: Int] = [:]
        for word in lhs { counts[word, default: 0] += 1 }
        var common = 0
        for word in rhs where counts[word, default: 0] > 0 {
            counts[word, default: 0] -= 1
            common += 1
        }
        return common
    }

    /// The words only one side has, in order (for a `words-differ` pair).
    static func difference(_ lhs: [String], _ rhs: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for word in rhs { counts[word, default: 0] += 1 }
        var result: [String] = []
        for word in lhs {
            if counts[word, default: 0] > 0 { counts[word, default: 0] -= 1 } else { result.append(word) }
        }
        return result
    }
}
