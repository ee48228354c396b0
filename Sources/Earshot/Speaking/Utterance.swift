/// A piece of speech: parts joined by the voice's separator (`", "` in `Voices/en.json`), each
/// in its own language and voice settings.
package struct Utterance: Sendable, Equatable {
    package var parts: [SpokenPart]
    /// Between two parts: the voice's `separator` or `hint.join` phrase.
    package var separator: String

    /// Parts joined by `separator` (``Phrasebook/separator`` or ``Phrasebook/hintJoin``).
    package init(_ parts: [SpokenPart], separator: String) {
        self.parts = parts.contains(where: { $0.text.isEmpty }) ? parts.filter { !$0.text.isEmpty } : parts
        self.separator = separator
    }

    /// One part on its own.
    package init(_ part: SpokenPart) {
        self.init([part], separator: "")
    }

    /// What the transcript shows.
    package var text: String { parts.map(\.text).joined(separator: separator) }
    package var isEmpty: Bool { parts.isEmpty }
}

/// One part of an utterance (a label, a value, a trait word ...).
public struct SpokenPart: Sendable, Equatable {
    /// What is spoken.
    public var text: String
    /// BCP 47 tag of the voice that speaks it.
    public var language: String
    /// `accessibilitySpeechPitch`, 1 = normal.
    public var pitch: Double?
    /// `accessibilitySpeechSpellsOutCharacters`: spoken letter by letter.
    public var spellsOutCharacters: Bool
    /// `accessibilitySpeechPhoneticNotation`: its pronunciation in IPA.
    public var ipa: String?
    /// How the part is voiced when that is not its `text` in its `language`: a Japanese
    /// phrase's kana reading, or the names VoiceOver puts in for signs, in its own language,
    /// inside the app's text. nil: the text, in the language.
    public var voicing: [VoicedRun]?
    /// The app's text as it wrote it, when VoiceOver's punctuation handling changed what is
    /// spoken (`Save result…`, spoken "Save result ellipsis"); nil: `text`. XCUIVoiceOverService
    /// returns this form (``TranscriptStyle/voiceover``).
    public var written: String?

    /// What the synthesizer is given: ``voicing``, else the text in the part's language.
    public var voicedRuns: [VoicedRun] { voicing ?? [VoicedRun(text, language: language)] }
}

// The initialisers are in an extension, so the struct keeps its memberwise one, and each sets
// `self` whole from it: a part made field by field in an initialiser of the struct's own was
// made aside and copied out whole (about 250 instructions a part, on every line spoken).
extension SpokenPart {
    /// A part spoken in `language`, with its speech attributes.
    public init(_ text: String, language: String, pitch: Double? = nil, spellsOutCharacters: Bool = false, ipa: String? = nil) {
        self = SpokenPart(text: text, language: language, pitch: pitch, spellsOutCharacters: spellsOutCharacters, ipa: ipa)
    }

    /// A part with its voicing and its written form, made in one go.
    package init(
        _ text: String, language: String, pitch: Double?, spellsOutCharacters: Bool, ipa: String?, voicing: [VoicedRun]?,
        written: String? = nil
    ) {
        self = SpokenPart(
            text: text, language: language, pitch: pitch, spellsOutCharacters: spellsOutCharacters, ipa: ipa, voicing: voicing,
            written: written)
    }
}

/// A run of a part as it is voiced: text in one language (see ``SpokenPart/voicing``).
public struct VoicedRun: Sendable, Equatable {
    /// What the synthesizer says.
    public var text: String
    /// BCP 47 tag of the voice that says it.
    public var language: String

    /// `text`, voiced in `language`.
    public init(_ text: String, language: String) {
        self.text = text
        self.language = language
    }
}
