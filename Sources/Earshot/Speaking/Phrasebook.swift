import Foundation

/// Every word Earshot speaks on its own in one language (trait words, default hints, "N of M",
/// container descriptions, rotor and sound names), with its plural rules and punctuation names.
///
/// Phrases are data, read from `Voices/<language>.json`; nothing in the rules hard-codes English.
public struct Phrasebook: Sendable {
    public var language: String
    public var direction: LayoutDirection
    public var speech: SpeechRates
    var phrases: [String: String]
    var pluralPhrases: [String: [String: String]]
    var sounds: [String: String]
    /// Signs voiced at punctuation level `some`; level `all` adds `allPunctuation`.
    public var somePunctuation: [String: String] {
        didSet { someSigns = Punctuation.signs(of: [somePunctuation]) }
    }
    public var allPunctuation: [String: String] {
        didSet { allSigns = Punctuation.signs(of: [somePunctuation, allPunctuation]) }
    }
    /// The signs each level names, for a fast scan.
    public private(set) var someSigns = ScalarSet()
    public private(set) var allSigns = ScalarSet()
    var plurals: PluralRules
    /// The book to ask for a phrase this one lacks (English).
    var fallback: [String: String]

    init(
        language: String, direction: LayoutDirection, speech: SpeechRates, phrases: [String: String],
        pluralPhrases: [String: [String: String]], sounds: [String: String], somePunctuation: [String: String],
        allPunctuation: [String: String], plurals: PluralRules, fallback: [String: String]
    ) {
        self.language = language
        self.direction = direction
        self.speech = speech
        self.phrases = phrases
        self.pluralPhrases = pluralPhrases
        self.sounds = sounds
        self.somePunctuation = somePunctuation
        self.allPunctuation = allPunctuation
        self.plurals = plurals
        self.fallback = fallback
        someSigns = Punctuation.signs(of: [somePunctuation])
        allSigns = Punctuation.signs(of: [somePunctuation, allPunctuation])
    }

    /// The phrase for `key`, with `{name}` placeholders filled from `arguments`.
    ///
    ///     phrases.phrase("position", ["index": "1", "count": "4"])   // "1 of 4"
    public func phrase(_ key: String, _ arguments: [String: String] = [:]) -> String {
        var text = phrases[key] ?? fallback[key] ?? key
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// The plural form of `key` for `count`, chosen by the language's plural rules.
    public func plural(_ key: String, count: Double, arguments: [String: String] = [:]) -> String {
        guard let forms = pluralPhrases[key] else { return phrase(key, arguments) }
        let category = plurals.category(for: count)
        var text = forms[category] ?? forms["other"] ?? key
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text.replacingOccurrences(of: "{count}", with: format(count))
    }

    /// The name a transcript gives a sound.
    public func sound(_ sound: Sound) -> String {
        sounds[sound.rawValue] ?? sound.rawValue
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
