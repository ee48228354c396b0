import EarshotBase
import Foundation

/// Every word Earshot speaks on its own in one language (trait words, default hints, "N of M",
/// container descriptions, rotor and sound names, the separator between parts), with its
/// plural rules and punctuation names.
///
/// Phrases are data, read from `Voices/<language>.json` and checked whole when it is read
/// (`PhrasebookReader`): a book holds a text for every ``Phrase`` and a name for every
/// ``Sound``, so nothing in the rules hard-codes English and no key is ever spoken as itself.
package struct Phrasebook: Sendable {
    package var language: String
    /// The language's name in English ("French"), for `earshot voices`.
    package var name: String
    package var direction: LayoutDirection
    /// Where "Selected" goes in an element's line (the voice file's `selectedPlacement`).
    package var selectedPlacement = SelectedPlacement.first
    package var speech: SpeechRates
    /// How numbers are written in this language (digits, decimal sign).
    package var numbers: NumberStyle
    var phrases: [Phrase: String] {
        didSet { refreshTexts() }
    }
    var pluralPhrases: [Phrase: [String: String]] {
        didSet { refreshTexts() }
    }
    /// Each phrase's text (`phrases`, else its plural's `other` form), by ``Phrase/caseNumber``:
    /// every word VoiceOver says is looked up, and an array is read where a table is searched.
    private var texts: [String] = []
    /// How phrases are read aloud when their text is not what the synthesizer reads (a Japanese
    /// phrase's kana for its kanji: eSpeak NG's Japanese voice reads kana only). Voicing only:
    /// the transcript shows the text.
    var readings: [Phrase: [String: String]] = [:]
    /// Phrases XCUIVoiceOverService writes otherwise than `text` with a final period (hints),
    /// by their text: the voice file's `"written"` (`hint.menu` has no period in recorded walks).
    package internal(set) var writtenForms: [String: String] = [:]
    /// How each phrase is known (device quote, library table, developer note, CLDR, guess).
    var grades: [Phrase: PhraseGrade]
    /// How the punctuation names are known.
    package var punctuationGrade: PhraseGrade
    var sounds: [Sound: String]
    /// Signs voiced at punctuation level `some`; level `all` adds `allPunctuation`. A key is
    /// one character, a sequence (`"..."`), or `-digit` (a hyphen-minus right before a digit).
    package var somePunctuation: [String: String] {
        didSet { refreshSigns() }
    }
    package var allPunctuation: [String: String] {
        didSet { refreshSigns() }
    }
    /// Signs that a run of two or more is counted ("???" → "3 question marks"), with the
    /// plural forms of the count, at levels `some` and `all` (VOICEOVER.md §7).
    package var countedPunctuation: [String: [String: String]] {
        didSet { refreshSigns() }
    }
    /// The signs each level names, for a fast scan.
    package private(set) var someSigns = ScalarSet()
    package private(set) var allSigns = ScalarSet()
    var plurals: PluralRules
    /// What the braille display shows in this language (the voice file's `"braille"`), or nil
    /// when the file has none.
    package var braille: BrailleWords?
    /// The labels VoiceOver gives SF Symbols in this language, by symbol name (the voice file's
    /// `"symbols"`), each cited; a symbol not here is read by its name (VOICEOVER.md §1).
    package var symbolLabels: [String: String] = [:]
    /// How each symbol's label is known.
    package var symbolGrades: [String: PhraseGrade] = [:]

    /// The label VoiceOver gives the SF Symbol `name` in this language, or nil when no source
    /// gives one (the symbol is then read by its name).
    package func symbolLabel(_ name: String) -> String? { symbolLabels[name] }

    init(
        language: String, name: String, direction: LayoutDirection, speech: SpeechRates, numbers: NumberStyle,
        phrases: [Phrase: String], pluralPhrases: [Phrase: [String: String]], grades: [Phrase: PhraseGrade],
        punctuationGrade: PhraseGrade, sounds: [Sound: String], somePunctuation: [String: String],
        allPunctuation: [String: String], countedPunctuation: [String: [String: String]], plurals: PluralRules
    ) {
        self.language = language
        self.name = name
        self.direction = direction
        self.speech = speech
        self.numbers = numbers
        self.phrases = phrases
        self.pluralPhrases = pluralPhrases
        self.grades = grades
        self.punctuationGrade = punctuationGrade
        self.sounds = sounds
        self.somePunctuation = somePunctuation
        self.allPunctuation = allPunctuation
        self.countedPunctuation = countedPunctuation
        self.plurals = plurals
        refreshSigns()
        refreshTexts()
    }

    private mutating func refreshTexts() {
        var texts = [String](repeating: "", count: Phrase.caseCount)
        for key in Phrase.allCases { texts[key.caseNumber] = phrases[key] ?? pluralPhrases[key]?["other"] ?? "" }
        self.texts = texts
    }

    private mutating func refreshSigns() {
        let counted = countedPunctuation.mapValues { _ in "" }
        someSigns = Punctuation.signs(of: [somePunctuation, counted])
        allSigns = Punctuation.signs(of: [somePunctuation, allPunctuation, counted])
    }

    /// The text of `key`, with `{name}` placeholders filled from `arguments`.
    ///
    ///     phrases.phrase(.position, ["index": "1", "count": "4"])   // "1 of 4"
    package func phrase(_ key: Phrase, _ arguments: [String: String] = [:]) -> String {
        // Every key is present: the reader checked the voice file whole.
        var text = texts[key.caseNumber]
        if arguments.isEmpty { return text }
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// How `key` is read aloud with `arguments` when that is not its text (see `readings`).
    package func reading(_ key: Phrase, _ arguments: [String: String] = [:], count: Double? = nil) -> String? {
        guard !readings.isEmpty, let forms = readings[key] else { return nil }
        var text = forms["other"] ?? ""
        if let count { text = forms[plurals.category(for: count)] ?? text }
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        if let count { text = text.replacingOccurrences(of: "{count}", with: number(count)) }
        return text
    }

    /// Between the parts of one element's line, in this language (`", "` in English).
    package var separator: String { phrase(.separator) }

    /// Between a custom hint and the system hint, in this language.
    package var hintJoin: String { phrase(.hintJoin) }

    /// The plural form of `key` for `count`, chosen by the language's plural rules.
    package func plural(_ key: Phrase, count: Double, arguments: [String: String] = [:]) -> String {
        guard let forms = pluralPhrases[key] else { return phrase(key, arguments) }
        return fill(forms, count: count, arguments: arguments)
    }

    /// The form of `forms` for `count` (the reader checked that `other` is there), `{count}` filled.
    func fill(_ forms: [String: String], count: Double, arguments: [String: String] = [:]) -> String {
        let category = plurals.category(for: count)
        var text = forms[category] ?? forms["other"] ?? ""
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text.replacingOccurrences(of: "{count}", with: number(count))
    }

    /// How `key` is known (the voice file checked that every phrase says).
    package func grade(_ key: Phrase) -> PhraseGrade {
        grades[key] ?? .guess
    }

    /// How many phrases are known each way.
    package var gradeCounts: [PhraseGrade: Int] {
        var counts: [PhraseGrade: Int] = [:]
        for key in Phrase.allCases { counts[grade(key), default: 0] += 1 }
        return counts
    }

    /// `value` as this language writes it: its digits and decimal sign, never the machine's
    /// locale (`3`, `0,5` in French, `٥٠` in Arabic with Arabic-Indic digits).
    package func number(_ value: Double) -> String {
        numbers.format(value)
    }

    /// An integer in this language's digits.
    package func number(_ value: Int) -> String {
        numbers.localize(String(value))
    }

    /// The name a transcript gives a sound.
    package func sound(_ sound: Sound) -> String {
        sounds[sound] ?? sound.rawValue
    }
}

/// Where a language's VoiceOver says "Selected": first ("Selected, Feeds, Tab, 1 of 5" in
/// English), or after the label and value, before the trait words («Пепперони, 625 рублей,
/// выбрано, кнопка» in Russian).
package enum SelectedPlacement: String, Sendable, CaseIterable {
    case first, afterValue
}

/// How a phrase of a voice file is known, from strongest to weakest (`Documentation/GUIDE.md`'s "Languages"
/// section): heard on a device or written in Apple's documentation, cashapp/AccessibilitySnapshot's
/// `Localizable.strings` tables, developers' published notes, Unicode CLDR, or a guess.
package enum PhraseGrade: String, Sendable, CaseIterable, Comparable {
    /// Someone wrote down what VoiceOver said (an Apple document, an issue, a book, a test log).
    case device
    /// A string table of a library that reproduces VoiceOver (AccessibilitySnapshot).
    case library
    /// A developer's note or plan that claims VoiceOver says it.
    case developer
    /// Unicode CLDR data: the standard name or pattern, not VoiceOver's own table.
    case cldr
    /// No source: check it on a device before trusting it.
    case guess

    private var rank: Int {
        switch self {
        case .device: 0
        case .library: 1
        case .developer: 2
        case .cldr: 3
        case .guess: 4
        }
    }

    package static func < (lhs: PhraseGrade, rhs: PhraseGrade) -> Bool { lhs.rank < rhs.rank }
}

/// How a language writes numbers VoiceOver and the system controls hand to the synthesizer
/// (CLDR `numbers` data: the default numbering system's digits and the decimal sign).
package struct NumberStyle: Sendable, Equatable {
    /// The ten digits, 0 to 9 (`0123456789`, `٠١٢٣٤٥٦٧٨٩`).
    package var digits: [Character]
    package var decimalSeparator: String
    package var minusSign: String

    package init(digits: String = "0123456789", decimalSeparator: String = ".", minusSign: String = "-") {
        self.digits = Array(digits)
        self.decimalSeparator = decimalSeparator
        self.minusSign = minusSign
    }

    /// A number as people write it (`3`, not `3.0`), in these digits.
    package func format(_ number: Double) -> String {
        localize(plainNumber(number))
    }

    /// ASCII digits, `.` and `-` of `text` in this style.
    package func localize(_ text: String) -> String {
        if digits == NumberStyle.ascii.digits, decimalSeparator == ".", minusSign == "-" { return text }
        var out = ""
        for character in text {
            if let value = character.wholeNumberValue, character.isASCII {
                out.append(digits[value])
            } else if character == "." {
                out += decimalSeparator
            } else if character == "-" {
                out += minusSign
            } else {
                out.append(character)
            }
        }
        return out
    }

    static let ascii = NumberStyle()
}

/// The earcons VoiceOver plays.
public enum Sound: String, Sendable, CaseIterable {
    /// The screen-changed sound, the boundary bonk, the page turn, and the sound of touching nothing.
    case screenChanged, boundary, pageTurn, noElement
    /// Verbosity > Actions set to Play Sound: the sound that replaces "Actions available".
    case actionsAvailable
}

/// How fast a voice speaks, for the speech clock (see `DurationEstimate`).
package struct SpeechRates: Sendable, Equatable {
    package var millisecondsPerCharacterAtRate50: Double = 28
    package var minimumUtteranceMilliseconds: Double = 120
    package var espeakVoice: String?
    package var wordsPerMinuteAtRate50: Double = 420
}

/// The plain form of a number (`3`, `2.5`), before a language's digits and signs.
private func plainNumber(_ number: Double) -> String { format(number) }
