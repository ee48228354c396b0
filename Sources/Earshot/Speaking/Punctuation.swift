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
        // Fast path: nothing to do for plain words.
        if !text.unicodeScalars.contains(where: { !($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == " ") }) {
            return text
        }
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

    /// `accessibilitySpeechSpellOut`: one character at a time ("APPL" → "A P P L", "25" → "2 5").
    public static func spellOut(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
    }
}
