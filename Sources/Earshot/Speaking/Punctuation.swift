/// VoiceOver's punctuation handling, before the synthesizer reads the text (facts §3).
///
/// - `some` (default): voices the few signs sourced for it ("…" ellipsis, "#" hashtag,
///   "£" pound sign, arrows, "-" before a digit "minus"); other punctuation becomes pauses, left
///   to the synthesizer.
/// - `all`: names every sign ("Hello, world" → "Hello comma world").
/// - `none`: names nothing; the signs `some` would name are dropped.
public struct Punctuation: Sendable {
    public var phrases: Phrasebook

    public init(phrases: Phrasebook) { self.phrases = phrases }

    public func apply(_ text: String, level: PunctuationLevel) -> String {
        let some = phrases.somePunctuation
        let all = phrases.allPunctuation
        // Fast path: no sign this level names (most labels).
        let signs = level == .all ? phrases.allSigns : phrases.someSigns
        if !text.unicodeScalars.contains(where: signs.contains) { return text }
        var output = ""
        var changed = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let key = String(character)
            var name: String?
            if character == "-", index + 1 < characters.count, characters[index + 1].isNumber,
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            {
                name = some["-digit"]
            }
            if name == nil { name = some[key] ?? (level == .all ? all[key] : nil) }
            guard let spoken = name else {
                output.append(character)
                continue
            }
            changed = true
            if level == .none { output.append(" ") } else { output += " \(spoken) " }
        }
        guard changed else { return text }
        return output.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
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
    public static func spellOut(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
    }
}

/// A set of Unicode scalars with a bit mask for ASCII, for fast scans of text.
public struct ScalarSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: Set<UInt32> = []

    public init() {}

    public mutating func insert(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0..<64: low |= 1 << UInt64(scalar.value)
        case 64..<128: high |= 1 << UInt64(scalar.value - 64)
        default: others.insert(scalar.value)
        }
    }

    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<64: return low & (1 << UInt64(scalar.value)) != 0
        case 64..<128: return high & (1 << UInt64(scalar.value - 64)) != 0
        default: return !others.isEmpty && others.contains(scalar.value)
        }
    }
}
