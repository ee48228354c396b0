import EarshotBase

/// VoiceOver's punctuation handling, before the synthesizer reads the text (VOICEOVER.md §7).
///
/// - `some` (default): voices the signs the voice's `some` table names ("…" and "..."
///   ellipsis, "·" middle dot, "#" hashtag, "£" pound sign, arrows, "-" before a digit
///   "minus"); counts a run of a counted sign ("???" → "3 question marks", in the language's
///   plural forms); a hyphen between two words is a pause, like a comma: it stays in the
///   text as a comma does, never named; other punctuation is left to the synthesizer as pauses.
/// - `all`: names every sign ("Hello, world" → "Hello comma world"), and counts runs too.
/// - `none`: names nothing: the signs `some` would name are dropped, runs and hyphens between
///   words stay pauses.
package struct Punctuation: Sendable {
    package var phrases: Phrasebook

    package init(phrases: Phrasebook) { self.phrases = phrases }

    /// Whether `text` holds a sign `level` names or counts in `phrases`: when not, `runs`
    /// changes nothing (most labels), and a caller need not make a `Punctuation` to know.
    package static func mayName(_ text: String, level: PunctuationLevel, phrases: Phrasebook) -> Bool {
        mayName(text, signs: level == .all ? phrases.allSigns : phrases.someSigns)
    }

    /// The same, of the signs a level names or counts (a phrasebook's `someSigns` or `allSigns`).
    package static func mayName(_ text: String, signs: ScalarSet) -> Bool {
        // ASCII (most labels) by its bytes; other text by its scalars.
        if let ascii = text.asciiContains(signs.ascii) { return ascii }
        return text.unicodeScalars.contains(where: signs.contains)
    }

    package func apply(_ text: String, level: PunctuationLevel) -> String {
        guard let runs = runs(text, level: level) else { return text }
        return runs.map(\.text).joined(separator: " ")
    }

    /// The text after punctuation handling as runs of the text itself and of the names put in
    /// for signs (`isName`), which VoiceOver speaks in its own language; nil when nothing
    /// changed. Joined with spaces, the runs are ``apply(_:level:)``'s text.
    package func runs(_ text: String, level: PunctuationLevel) -> [(text: String, isName: Bool)]? {
        let some = phrases.somePunctuation
        let all = phrases.allPunctuation
        let counted = phrases.countedPunctuation
        // Fast path: no sign this level names (most labels).
        if !Self.mayName(text, level: level, phrases: phrases) { return nil }
        let sequences = (level == .all ? Array(some.keys) + Array(all.keys) : Array(some.keys))
            .filter { $0.count > 1 && $0 != "-digit" }.map(Array.init).sorted { $0.count > $1.count }
        var output = ""
        var runs: [(text: String, isName: Bool)] = []
        func endRun() {
            let words = output.split(separator: " ", omittingEmptySubsequences: true)
            if !words.isEmpty { runs.append((words.joined(separator: " "), false)) }
            output = ""
        }
        var changed = false
        let characters = Array(text)
        func isWord(_ index: Int) -> Bool { characters.indices.contains(index) && characters[index].isLetter }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var name: String?
            var length = 1
            if let sequence = sequences.first(where: { characters[index...].starts(with: $0) }) {
                let key = String(sequence)
                name = some[key] ?? all[key]
                length = sequence.count
            } else if let forms = counted[String(character)], level != .none,
                case let run = characters[index...].prefix(while: { $0 == character }).count, run > 1
            {
                name = phrases.fill(forms, count: Double(run))
                length = run
            } else if character == "-", index + 1 < characters.count, characters[index + 1].isNumber,
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            {
                name = some["-digit"]
            } else if character == "-", level != .all, isWord(index - 1), isWord(index + 1) {
                // A hyphen between words is a pause, like a comma (VOICEOVER.md §7): never
                // named, and handed to the synthesizer as the punctuation it is, as a comma is
                // ("a "-" attached to a letter component is interpreted as a hyphen which isn't
                // read out", Stack Overflow answer quoted in VOICEOVER.md's sources).
                output.append(character)
                index += 1
                continue
            }
            if name == nil { name = some[String(character)] ?? (level == .all ? all[String(character)] : nil) }
            guard let spoken = name else {
                output.append(character)
                index += 1
                continue
            }
            changed = true
            if level == .none {
                output.append(" ")
            } else {
                endRun()
                if !spoken.isEmpty { runs.append((spoken, true)) }
            }
            index += length
        }
        guard changed else { return nil }
        endRun()
        // Runs of text next to each other (a sign dropped at level none) are one.
        var joined: [(text: String, isName: Bool)] = []
        for run in runs {
            if let last = joined.last, !last.isName, !run.isName {
                joined[joined.count - 1].text += " " + run.text
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// The first scalars of the signs a table names (`-digit` counts as `-`).
    static func signs(of tables: [[String: String]]) -> ScalarSet {
        var set = ScalarSet()
        for table in tables {
            for key in table.keys {
                if let first = (key == "-digit" ? "-" : key).unicodeScalars.first { set.insert(first) }
            }
        }
        return set
    }

    /// `accessibilitySpeechSpellOut`: one character at a time ("APPL" → "A P P L", "25" → "2 5").
    package static func spellOut(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
    }
}

/// A set of Unicode scalars with a bit mask for ASCII, for fast scans of text.
package struct ScalarSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: Set<UInt32> = []
    /// The ASCII members again, as a table for scans of a whole text.
    package private(set) var ascii = ASCIIBytes()

    package init() {}

    package mutating func insert(_ scalar: Unicode.Scalar) {
        if scalar.isASCII { ascii.insert(UInt8(scalar.value)) }
        switch scalar.value {
        case 0..<64: low |= 1 << UInt64(scalar.value)
        case 64..<128: high |= 1 << UInt64(scalar.value - 64)
        default: others.insert(scalar.value)
        }
    }

    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<64: return low & (1 << UInt64(scalar.value)) != 0
        case 64..<128: return high & (1 << UInt64(scalar.value - 64)) != 0
        default: return !others.isEmpty && others.contains(scalar.value)
        }
    }
}
