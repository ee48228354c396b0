import EarshotBase
import Foundation

/// Finds and caches the phrasebooks.
///
/// Every `Voices/*.json` of the repository is compiled into the library when it is built (the
/// `EmbedFiles` build-tool plugin), so a copied or installed `earshot` needs no source tree.
/// A folder of voice files takes their place when one is given: `init(directory:)`, or
/// `$EARSHOT_VOICES` for ``shared`` (for people editing a voice without rebuilding).
public final class VoiceLibrary: Sendable {
    /// The library of `$EARSHOT_VOICES`, else of the built-in voice files, shared by every run.
    public static let shared = VoiceLibrary()

    private let cache = Locked<[String: Phrasebook]>([:])
    /// Languages found to have no voice file (or a broken one), so elements in them do not
    /// look again.
    private let absent = Locked<Set<String>>([])
    /// The folder the voice files are read from, or `nil` for the ones built in.
    public let directory: URL?

    /// A library reading `directory`, or the voice files described above when it is `nil`.
    ///
    /// - Parameter directory: a folder of `<language>.json` voice files; `nil`: `$EARSHOT_VOICES`
    ///   when it is set, else the voice files built into the library.
    public init(directory: URL? = nil) {
        self.directory = directory ?? VoiceLibrary.environmentFolder()
    }

    /// The languages with a voice file (`en`, ...), sorted.
    public var languages: [String] {
        guard let directory else { return EmbeddedVoices.files.keys.sorted() }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// The bytes of the voice file `name` (`en`, `pt`) and how messages name it: the file in
    /// ``directory``, else the built-in one; `nil` when there is none.
    ///
    /// - Throws: ``VoiceError`` when the file exists but cannot be read.
    public func voiceFile(named name: String) throws(VoiceError) -> (bytes: [UInt8], name: String)? {
        guard let directory else {
            return EmbeddedVoices.files[name].map { (Array($0.utf8), "Voices/\(name).json (built in)") }
        }
        let url = directory.appendingPathComponent("\(name).json")
        do {
            return (try readRegularFile(at: url), url.path)
        } catch  where error.kind == .missing {
            return nil
        } catch {
            throw VoiceError(message: "cannot read the voice file \(url.path): \(error.message)")
        }
    }

    /// The phrasebook of `language` (`"en"`, `"pt-BR"` → `pt`); English when there is no voice
    /// file for the language.
    ///
    /// - Throws: ``VoiceError`` when the English file cannot be found, or when the language's
    ///   file is broken or lacks a phrase: a voice file is used whole or not at all, never
    ///   patched from English.
    package func phrasebook(for language: String) throws(VoiceError) -> Phrasebook {
        let base = Self.base(of: language)
        if let book = cache.withLock({ $0[base] }) { return book }
        var found = try voiceFile(named: base)
        if found == nil { found = try voiceFile(named: "en") }
        guard let file = found else {
            let folder = directory.map { "in \($0.path)" } ?? "built in"
            throw VoiceError(message: "no voice file \(base).json or en.json \(folder); EARSHOT_VOICES names a folder of them")
        }
        let book = try load(file.bytes, name: file.name)
        cache.withLock { $0[base] = book }
        return book
    }

    /// The phrasebook of `language` when there is a voice file for it, else nil (no English
    /// stand-in): for an element's own text in its `accessibilityLanguage`.
    package func existingPhrasebook(for language: String) throws(VoiceError) -> Phrasebook? {
        let base = Self.base(of: language)
        guard try voiceFile(named: base) != nil else { return nil }
        return try phrasebook(for: base)
    }

    /// The phrasebook for an element's own text in `language`: `fallback` when the language is
    /// `fallback`'s, has no voice file, or its file cannot be read (the shipped files are
    /// checked by the tests; a run never stops on an element's language).
    package func ownPhrasebook(for language: String, else fallback: Phrasebook) -> Phrasebook {
        if Self.sameBase(language, fallback.language) { return fallback }
        let base = Self.base(of: language)
        if let book = cache.withLock({ $0[base] }) { return book.language == base ? book : fallback }
        if absent.withLock({ $0.contains(base) }) { return fallback }
        if let book = (try? existingPhrasebook(for: base)) ?? nil { return book }
        absent.withLock { _ = $0.insert(base) }
        return fallback
    }

    /// The speech rates of `language`'s voice file, or nil when it has none (or a broken one).
    package func speechRates(for language: String) -> SpeechRates? {
        let base = Self.base(of: language)
        if let book = cache.withLock({ $0[base] }) { return book.language == base ? book.speech : nil }
        if absent.withLock({ $0.contains(base) }) { return nil }
        if let book = (try? existingPhrasebook(for: base)) ?? nil { return book.speech }
        absent.withLock { _ = $0.insert(base) }
        return nil
    }

    /// The phrasebook of VoiceOver's own language, as the user set it (`settings.language`,
    /// `--language`): a tag that is no BCP 47 tag, or a language without a voice file, is an
    /// error that lists the languages there are (VoiceOver offers only the languages it has).
    package func userPhrasebook(for language: String) throws(VoiceError) -> Phrasebook {
        guard Self.isLanguageTag(language) else {
            throw VoiceError(
                message: "\"\(language)\" is not a BCP 47 language tag such as \"en\" or \"pt-BR\"; "
                    + "VoiceOver's language is one of \(languages.joined(separator: ", ")).")
        }
        guard let book = try existingPhrasebook(for: language) else {
            throw VoiceError(
                message: "Earshot has no voice for the language \"\(language)\"; "
                    + "VoiceOver's language is one of \(languages.joined(separator: ", ")) (the files in Voices/).")
        }
        return book
    }

    /// The phrasebook of VoiceOver's own words for a run: the user's language setting when
    /// set (which must have a voice file), else the screen's language (English when it has none).
    package func voiceOverPhrasebook(settings: Settings, screen: Screen) throws(VoiceError) -> Phrasebook {
        if let language = settings.language { return try userPhrasebook(for: language) }
        return try phrasebook(for: screen.language)
    }

    /// Whether `tag` is a well-formed BCP 47 tag (RFC 5646): a language subtag of 2-3 or 5-8
    /// letters, then subtags of 1-8 letters or digits.
    public static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        let language = subtags.first ?? ""
        return [2, 3, 5, 6, 7, 8].contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLetter }
            && subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The name of the voice file that speaks `language`: its language subtag (`pt-BR` → `pt`),
    /// but for Chinese, its script (`zh-Hans`, `zh-Hant`), else its region (`zh-TW`, `zh-HK`,
    /// `zh-MO` → `zh-Hant`; `zh-CN`, `zh-SG` and a bare `zh` → `zh-Hans`), as iOS picks a
    /// Chinese localization.
    public static func voiceFileName(for language: String) -> String { base(of: language) }

    static func base(of language: String) -> String {
        // Most tags are a bare lowercase language ("en"): their own base, nothing to split.
        if !language.isEmpty, language != "zh",
            language.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        {
            return language
        }
        let subtags = language.split(separator: "-")
        let primary = String(subtags.first ?? "en").lowercased()
        return primary == "zh" ? chinese(subtags.dropFirst()) : primary
    }

    /// `zh-Hans` or `zh-Hant` for the subtags after `zh`: the script when there is one, else the
    /// region (Taiwan, Hong Kong and Macao write Traditional characters).
    private static func chinese(_ subtags: ArraySlice<Substring>) -> String {
        for subtag in subtags {
            switch subtag.lowercased() {
            case "hant", "tw", "hk", "mo": return "zh-Hant"
            case "hans", "cn", "sg": return "zh-Hans"
            default: continue
            }
        }
        return "zh-Hans"
    }

    /// Whether two tags have the same base language (`base(of:)`), without making either
    /// base when the tags are the same.
    static func sameBase(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || base(of: lhs) == base(of: rhs)
    }

    private func load(_ bytes: [UInt8], name: String) throws(VoiceError) -> Phrasebook {
        do {
            return try PhrasebookReader.read(bytes, name: name)
        } catch {
            var message = "in the voice file \(error.file)"
            // A syntax error (a duplicate key, a missing comma) has no JSON path: its line and column say where.
            if let line = error.line { message += ":\(line)" + (error.column.map { ":\($0)" } ?? "") }
            message += ": "
            if let path = error.path { message += "at \(path): " }
            message += error.message
            if let suggestion = error.suggestion { message += " (\(suggestion))" }
            throw VoiceError(message: message, input: error)
        }
    }

    static func environmentFolder() -> URL? {
        guard let path = ProcessInfo.processInfo.environment["EARSHOT_VOICES"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }
}

/// Why a language's phrasebook could not be read.
public struct VoiceError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var message: String
    /// The voice file's own error (file, JSON path, what is wrong), when it was read and broken.
    public var input: InputError?

    /// An error with its message and, when the file was read, the file's own error.
    public init(message: String, input: InputError? = nil) {
        self.message = message
        self.input = input
    }

    /// The message, as `error: message`.
    public var description: String { "error: " + message }
}

/// Reads a `Voices/<language>.json` file and checks it whole: every ``Phrase`` and ``Sound``
/// is there, no key is unknown, plural forms cover the language's plural categories and
/// placeholders are in place. The first problem is an ``InputError`` naming the file and key.
enum PhrasebookReader {
    static let topKeys = [
        "earshot", "language", "name", "direction", "selectedPlacement", "speech", "numbers", "grade", "plurals", "phrases", "sounds",
        "punctuation",
        "braille", "symbols", "_comment",
    ]
    static let punctuationKeys = ["some", "all", "counted", "grade", "_comment"]
    static let numberKeys = ["digits", "decimal", "minus", "_comment"]

    static func read(_ bytes: [UInt8], name: String) throws(InputError) -> Phrasebook {
        let object = try DocumentLoader.parseObject(bytes, name: name)
        let json = JSONReader(file: name)
        let path = JSONPath.top
        try json.checkKeys(object, allowed: topKeys, at: path, what: "a voice file")
        let language = try json.string(try required(object, "language", at: path, json), at: path.appending("language"))
        var direction = LayoutDirection.leftToRight
        if let v = object["direction"] { direction = try json.choice(v, at: path.appending("direction"), as: LayoutDirection.self) }
        var name = language
        if let v = object["name"] { name = try json.string(v, at: path.appending("name")) }
        // The grade of a phrase that gives none of its own; without it every phrase gives one.
        let defaultGrade = try object["grade"].map { (v) throws(InputError) in
            try json.choice(v, at: path.appending("grade"), as: PhraseGrade.self)
        }
        let numbers = try numberStyle(object["numbers"], at: path.appending("numbers"), json)

        var rules: [String: String] = [:]
        if let v = object["plurals"] {
            for (category, rule) in try json.object(v, at: path.appending("plurals")).entries {
                rules[category] = try json.string(rule, at: path.appending("plurals").appending(category))
            }
        }
        let plurals: PluralRules
        do { plurals = try PluralRules(rules: rules) } catch {
            throw json.error(path.appending("plurals"), "\(error)")
        }

        let phrasesPath = path.appending("phrases")
        let phraseTable = try json.object(try required(object, "phrases", at: path, json), at: phrasesPath)
        try json.checkKeys(phraseTable, allowed: Phrase.allCases.map(\.rawValue) + ["_comment"], at: phrasesPath, what: "the phrases")
        var phrases: [Phrase: String] = [:]
        var pluralPhrases: [Phrase: [String: String]] = [:]
        var grades: [Phrase: PhraseGrade] = [:]
        var readings: [Phrase: [String: String]] = [:]
        var writtenForms: [Phrase: String] = [:]
        for key in Phrase.allCases {
            var keyPath = phrasesPath.appending(key.rawValue)
            guard var value = phraseTable[key.rawValue] else {
                throw json.error(
                    phrasesPath, "missing phrase \"\(key.rawValue)\"; every voice file gives every phrase Earshot speaks",
                    suggestion: "add it; Voices/en.json has every phrase")
            }
            // A graded phrase: {"text": ..., "grade": ...}, or {"forms": {...}, "grade": ...}.
            var grade = defaultGrade
            if case .object(let graded) = value, graded["grade"] != nil || graded["text"] != nil || graded["forms"] != nil {
                let inner = key.isPlural ? "forms" : "text"
                try json.checkKeys(
                    graded, allowed: [inner, "grade", "reading", "written", "_comment"], at: keyPath, what: "a graded phrase")
                if let written = graded["written"] { writtenForms[key] = try json.string(written, at: keyPath.appending("written")) }
                if let reading = graded["reading"] {
                    let readingPath = keyPath.appending("reading")
                    let forms =
                        key.isPlural
                        ? try pluralForms(reading, at: readingPath, plurals: plurals, json)
                        : ["other": try json.string(reading, at: readingPath)]
                    for placeholder in key.placeholders where !forms.values.allSatisfy({ $0.contains("{\(placeholder)}") }) {
                        throw json.error(readingPath, "the reading of \"\(key.rawValue)\" needs the placeholder {\(placeholder)}")
                    }
                    readings[key] = forms
                }
                if let g = graded["grade"] { grade = try json.choice(g, at: keyPath.appending("grade"), as: PhraseGrade.self) }
                guard let text = graded[inner] else {
                    throw json.error(keyPath, "a graded phrase needs \"\(inner)\"", suggestion: "write {\"\(inner)\": ..., \"grade\": ...}")
                }
                value = text
                keyPath = keyPath.appending(inner)
            }
            guard let grade else {
                throw json.error(
                    keyPath, "phrase \"\(key.rawValue)\" says nothing of how it is known",
                    suggestion:
                        "write {\"text\": ..., \"grade\": \"guess\"} (device, library, developer, cldr or guess), or a top-level \"grade\"")
            }
            grades[key] = grade
            let texts: [String]
            if key.isPlural {
                let forms = try pluralForms(value, at: keyPath, plurals: plurals, json)
                pluralPhrases[key] = forms
                texts = Array(forms.values)
            } else {
                let text = try json.string(value, at: keyPath)
                phrases[key] = text
                texts = [text]
            }
            for placeholder in key.placeholders where !texts.allSatisfy({ $0.contains("{\(placeholder)}") }) {
                throw json.error(keyPath, "phrase \"\(key.rawValue)\" needs the placeholder {\(placeholder)}")
            }
        }

        let soundsPath = path.appending("sounds")
        let soundTable = try json.object(try required(object, "sounds", at: path, json), at: soundsPath)
        try json.checkKeys(soundTable, allowed: Sound.allCases.map(\.rawValue) + ["_comment"], at: soundsPath, what: "the sounds")
        var sounds: [Sound: String] = [:]
        for sound in Sound.allCases {
            guard let value = soundTable[sound.rawValue] else {
                throw json.error(
                    soundsPath, "missing sound name \"\(sound.rawValue)\"", suggestion: "add it; Voices/en.json has every sound")
            }
            sounds[sound] = try json.string(value, at: soundsPath.appending(sound.rawValue))
        }

        let punctuationPath = path.appending("punctuation")
        let punctuation = try json.object(try required(object, "punctuation", at: path, json), at: punctuationPath)
        try json.checkKeys(punctuation, allowed: punctuationKeys, at: punctuationPath, what: "the punctuation")
        func table(_ level: String) throws(InputError) -> [String: String] {
            let levelPath = punctuationPath.appending(level)
            var result: [String: String] = [:]
            for (sign, name) in try json.object(try required(punctuation, level, at: punctuationPath, json), at: levelPath).entries
            where sign != "_comment" && sign != "grade" {
                result[sign] = try json.string(name, at: levelPath.appending(sign))
            }
            return result
        }
        var punctuationGrade = defaultGrade ?? .guess
        if let g = punctuation["grade"] {
            punctuationGrade = try json.choice(g, at: punctuationPath.appending("grade"), as: PhraseGrade.self)
        }
        let some = try table("some")
        let all = try table("all")
        var counted: [String: [String: String]] = [:]
        let countedPath = punctuationPath.appending("counted")
        for (sign, value) in try json.object(try required(punctuation, "counted", at: punctuationPath, json), at: countedPath).entries
        where sign != "_comment" {
            guard sign.count == 1 else {
                throw json.error(countedPath.appending(sign), "a counted sign is one character, found \"\(sign)\"")
            }
            let forms = try pluralForms(value, at: countedPath.appending(sign), plurals: plurals, json)
            if let form = forms.values.first(where: { !$0.contains("{count}") }) {
                throw json.error(countedPath.appending(sign), "plural form \"\(form)\" needs the placeholder {count}")
            }
            counted[sign] = forms
        }

        var rates = SpeechRates()
        if case .object(let speech)? = object["speech"] {
            let speechPath = path.appending("speech")
            if let v = speech["millisecondsPerCharacterAtRate50"] {
                rates.millisecondsPerCharacterAtRate50 = try json.number(
                    v, at: speechPath.appending("millisecondsPerCharacterAtRate50"), in: 1...1000)
            }
            if let v = speech["minimumUtteranceMilliseconds"] {
                rates.minimumUtteranceMilliseconds = try json.number(
                    v, at: speechPath.appending("minimumUtteranceMilliseconds"), in: 0...10_000)
            }
            if let v = speech["wordsPerMinuteAtRate50"] {
                rates.wordsPerMinuteAtRate50 = try json.number(v, at: speechPath.appending("wordsPerMinuteAtRate50"), in: 10...2000)
            }
            if let v = speech["espeakVoice"] { rates.espeakVoice = try json.string(v, at: speechPath.appending("espeakVoice")) }
        }
        var book = Phrasebook(
            language: language, name: name, direction: direction, speech: rates, numbers: numbers, phrases: phrases,
            pluralPhrases: pluralPhrases, grades: grades, punctuationGrade: punctuationGrade, sounds: sounds, somePunctuation: some,
            allPunctuation: all, countedPunctuation: counted, plurals: plurals)
        book.readings = readings
        if let v = object["braille"] {
            book.braille = try BrailleWords.read(v, at: path.appending("braille"), defaultGrade: defaultGrade, json)
        }
        if let v = object["symbols"] {
            (book.symbolLabels, book.symbolGrades) = try symbolLabels(v, at: path.appending("symbols"), json)
        }
        for (key, written) in writtenForms { book.writtenForms[book.phrase(key)] = written }
        if let v = object["selectedPlacement"] {
            book.selectedPlacement = try json.choice(v, at: path.appending("selectedPlacement"), as: SelectedPlacement.self)
        }
        return book
    }

    /// `"symbols": {"plus": {"text": "Add", "grade": "developer", "source": "realm/SwiftLint#5165"}}`:
    /// the labels VoiceOver gives SF Symbols, each with how it is known and where it is written
    /// down. A symbol name is checked as `Image(systemName:)` checks it; no entry is a guess.
    static func symbolLabels(_ value: JSONValue, at path: JSONPath, _ json: JSONReader) throws(InputError)
        -> ([String: String], [String: PhraseGrade])
    {
        var labels: [String: String] = [:]
        var grades: [String: PhraseGrade] = [:]
        for (name, entry) in try json.object(value, at: path).entries where name != "_comment" {
            let entryPath = path.appending(name)
            guard NodeReader.isSymbolName(name) else {
                throw json.error(
                    entryPath, "expected an SF Symbol name (lower-case letters and digits in dot-separated words), found \"\(name)\"")
            }
            let graded = try json.object(entry, at: entryPath)
            try json.checkKeys(graded, allowed: ["text", "grade", "source", "_comment"], at: entryPath, what: "a symbol's label")
            guard let text = graded["text"], let grade = graded["grade"], let source = graded["source"] else {
                let missing = ["text", "grade", "source"].filter { graded[$0] == nil }.map { "\"\($0)\"" }
                throw json.error(
                    entryPath,
                    "a symbol's label needs \"text\", \"grade\" and \"source\"; found no \(missing.joined(separator: " and no "))",
                    suggestion: "write {\"text\": ..., \"grade\": \"device\", \"source\": \"where it is written down\"}")
            }
            let label = try json.string(text, at: entryPath.appending("text"))
            let how = try json.choice(grade, at: entryPath.appending("grade"), as: PhraseGrade.self)
            let cited = try json.string(source, at: entryPath.appending("source"))
            // Each part named with what was found: a symbol's label is cited, never a guess.
            let unread = "leave the symbol out to have it read by its name"
            guard !label.allSatisfy(\.isWhitespace) else {
                throw json.error(
                    entryPath.appending("text"), "expected the label VoiceOver speaks, found \(Self.blankFound(label))", suggestion: unread)
            }
            guard how != .guess else {
                throw json.error(
                    entryPath.appending("grade"), "expected a grade other than \"guess\" (a symbol's label is cited), found \"guess\"",
                    suggestion: unread)
            }
            guard !cited.allSatisfy(\.isWhitespace) else {
                throw json.error(
                    entryPath.appending("source"), "expected where the label is written down, found \(Self.blankFound(cited))",
                    suggestion: unread)
            }
            labels[name] = label
            grades[name] = how
        }
        return (labels, grades)
    }

    /// A string with nothing to read, as an error's "found" says it.
    private static func blankFound(_ text: String) -> String { text.isEmpty ? "an empty string" : "a string of only spaces" }

    /// `"numbers": {"digits": "٠١٢٣٤٥٦٧٨٩", "decimal": "٫", "minus": "-"}`: how the language
    /// writes numbers (CLDR); ASCII digits, `.` and `-` when left out.
    private static func numberStyle(_ value: JSONValue?, at path: JSONPath, _ json: JSONReader) throws(InputError) -> NumberStyle {
        guard let value else { return NumberStyle() }
        let object = try json.object(value, at: path)
        try json.checkKeys(object, allowed: numberKeys, at: path, what: "the number style")
        var style = NumberStyle()
        if let v = object["digits"] {
            let digits = try json.string(v, at: path.appending("digits"))
            guard digits.count == 10 else {
                throw json.error(path.appending("digits"), "expected the ten digits 0 to 9 in order, found \(digits.count) characters")
            }
            style.digits = Array(digits)
        }
        if let v = object["decimal"] { style.decimalSeparator = try json.string(v, at: path.appending("decimal")) }
        if let v = object["minus"] { style.minusSign = try json.string(v, at: path.appending("minus")) }
        return style
    }

    private static func required(_ object: JSONObject, _ key: String, at path: JSONPath, _ json: JSONReader) throws(InputError) -> JSONValue
    {
        guard let value = object[key] else {
            throw json.error(path, "missing \"\(key)\"; a voice file is read whole", suggestion: "add it, as in Voices/en.json")
        }
        return value
    }

    /// Plural forms: an object of CLDR categories, with `other` and every category the
    /// language's rules define.
    private static func pluralForms(_ value: JSONValue, at path: JSONPath, plurals: PluralRules, _ json: JSONReader) throws(InputError)
        -> [String: String]
    {
        let object = try json.object(value, at: path, expected: "plural forms, an object like {\"one\": ..., \"other\": ...}")
        try json.checkKeys(object, allowed: PluralRules.categories, at: path, what: "plural forms")
        var forms: [String: String] = [:]
        for (category, text) in object.entries { forms[category] = try json.string(text, at: path.appending(category)) }
        for category in plurals.definedCategories where forms[category] == nil {
            throw json.error(
                path, "missing plural form \"\(category)\"; the language's plural rules use it", suggestion: "add \"\(category)\"")
        }
        return forms
    }
}
