import CEspeakNG

extension SpeechEngine {
    /// eSpeak NG's phonemes for `text` in `voice`, as `espeak-ng -x` prints them: a word the
    /// voice hands to another language's rules is marked with that language, `(en)b'Vt@n(ja)`.
    /// For tests that check that a language's own words are read by its own rules.
    static func phonemes(of text: String, voice: String, language: String) throws -> String {
        try engine.withLock { state in
            try ensureInitialized(&state)
            _ = try select(voice: voice, isLanguageTag: false, language: language, &state)
            var clauses: [String] = []
            plainText(text).withCString { start in
                var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
                while cursor != nil {
                    guard let phonemes = espeak_TextToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0) else { break }
                    clauses.append(String(cString: phonemes))
                }
            }
            return clauses.joined(separator: " ")
        }
    }
}
