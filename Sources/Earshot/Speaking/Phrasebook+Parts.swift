extension Phrasebook {
    /// `key` as a part of speech in this language, with its reading when it has one.
    package func part(_ key: Phrase, _ arguments: [String: String] = [:]) -> SpokenPart {
        var part = SpokenPart(phrase(key, arguments), language: language)
        if let reading = reading(key, arguments) { part.voicing = [VoicedRun(reading, language: language)] }
        return part
    }

    /// `text` as a part in this language: one of its phrases (a switch state, a container
    /// word) keeps its reading.
    package func part(saying text: String, among keys: [Phrase]) -> SpokenPart {
        if let key = keys.first(where: { phrase($0) == text }) { return part(key) }
        return SpokenPart(text, language: language)
    }
}
