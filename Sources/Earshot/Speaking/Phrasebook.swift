import Foundation

/// Every word Earshot speaks on its own in one language (trait words, default hints, "N of M",
/// container descriptions, rotor and sound names, the separator between parts), with its
/// plural rules and punctuation names.
///
/// Phrases are data, read from `Voices/<language>.json` and checked whole when it is read
/// (`PhrasebookReader`): a book holds a text for every ``Phrase`` and a name for every
/// ``Sound``, so nothing in the rules hard-codes English and no key is ever spoken as itself.
public struct Phrasebook: Sendable {
    public var language: String
    public var direction: LayoutDirection
    public var speech: SpeechRates
    var phrases: [Phrase: String]
    var pluralPhrases: [Phrase: [String: String]]
    var sounds: [Sound: String]
    /// Signs voiced at punctuation level `some`; level `all` adds `allPunctuation`. A key is
    /// one character, a sequence (`"..."`), or `-digit` (a hyphen-minus right before a digit).
    public var somePunctuation: [String: String] {
        didSet { refreshSigns() }
    }
    public var allPunctuation: [String: String] {
        didSet { refreshSigns() }
    }
    /// Signs that a run of two or more is counted ("???" → "3 question marks"), with the
    /// plural forms of the count, at levels `some` and `all` (VOICEOVER.md §7).
    public var countedPunctuation: [String: [String: String]] {
        didSet { refreshSigns() }
    }
    /// The signs each level names, for a fast scan.
    public private(set) var someSigns = ScalarSet()
    public private(set) var allSigns = ScalarSet()
    var plurals: PluralRules

    init(
        language: String, direction: LayoutDirection, speech: SpeechRates, phrases: [Phrase: String],
        pluralPhrases: [Phrase: [String: String]], sounds: [Sound: String], somePunctuation: [String: String],
        allPunctuation: [String: String], countedPunctuation: [String: [String: String]], plurals: PluralRules
    ) {
        self.language = language
        self.direction = direction
        self.speech = speech
        self.phrases = phrases
        self.pluralPhrases = pluralPhrases
        self.sounds = sounds
        self.somePunctuation = somePunctuation
        self.allPunctuation = allPunctuation
        self.countedPunctuation = countedPunctuation
        self.plurals = plurals
        refreshSigns()
    }

    private mutating func refreshSigns() {
        let counted = countedPunctuation.mapValues { _ in "" }
        someSigns = Punctuation.signs(of: [somePunctuation, counted])
        allSigns = Punctuation.signs(of: [somePunctuation, allPunctuation, counted])
    }

    /// The text of `key`, with `{name}` placeholders filled from `arguments`.
    ///
    ///     phrases.phrase(.position, ["index": "1", "count": "4"])   // "1 of 4"
    public func phrase(_ key: Phrase, _ arguments: [String: String] = [:]) -> String {
        // Every key is present: the reader checked the voice file whole.
        var text = phrases[key] ?? pluralPhrases[key]?["other"] ?? ""
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// Between the parts of one element's line, in this language (`", "` in English).
    public var separator: String { phrase(.separator) }

    /// Between a custom hint and the system hint, in this language.
    public var hintJoin: String { phrase(.hintJoin) }

    /// The plural form of `key` for `count`, chosen by the language's plural rules.
    public func plural(_ key: Phrase, count: Double, arguments: [String: String] = [:]) -> String {
        guard let forms = pluralPhrases[key] else { return phrase(key, arguments) }
        return fill(forms, count: count, arguments: arguments)
    }

    /// The form of `forms` for `count` (the reader checked that `other` is there), `{count}` filled.
    func fill(_ forms: [String: String], count: Double, arguments: [String: String] = [:]) -> String {
        let category = plurals.category(for: count)
        var text = forms[category] ?? forms["other"] ?? ""
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text.replacingOccurrences(of: "{count}", with: format(count))
    }

    /// The name a transcript gives a sound.
    public func sound(_ sound: Sound) -> String {
        sounds[sound] ?? sound.rawValue
    }
}

/// The earcons VoiceOver plays.
public enum Sound: String, Sendable, CaseIterable {
    case screenChanged, boundary, pageTurn, noElement
    /// Verbosity > Actions set to Play Sound: the sound that replaces "Actions available".
    case actionsAvailable
}

/// How fast a voice speaks, for the speech clock (see `DurationEstimate`).
public struct SpeechRates: Sendable, Equatable {
    public var millisecondsPerCharacterAtRate50: Double = 28
    public var minimumUtteranceMilliseconds: Double = 120
    public var espeakVoice: String?
    public var wordsPerMinuteAtRate50: Double = 420
}
