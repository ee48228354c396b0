/// A piece of speech: parts joined by ", ", each in its own language and voice settings.
public struct Utterance: Sendable, Equatable {
    public var parts: [SpokenPart]

    public init(_ parts: [SpokenPart]) {
        self.parts = parts.filter { !$0.text.isEmpty }
    }

    /// What the transcript shows.
    public var text: String { parts.map(\.text).joined(separator: ", ") }
    public var isEmpty: Bool { parts.isEmpty }
}

/// One part of an utterance (a label, a value, a trait word ...).
public struct SpokenPart: Sendable, Equatable {
    public var text: String
    /// BCP 47 tag of the voice that speaks it.
    public var language: String
    /// `accessibilitySpeechPitch`, 1 = normal.
    public var pitch: Double?
    public var spellsOutCharacters: Bool
    public var ipa: String?

    public init(_ text: String, language: String, pitch: Double? = nil, spellsOutCharacters: Bool = false, ipa: String? = nil) {
        self.text = text
        self.language = language
        self.pitch = pitch
        self.spellsOutCharacters = spellsOutCharacters
        self.ipa = ipa
    }
}
