import Foundation

/// Finds and caches the phrasebooks in `Voices/`.
///
/// The folder is found, in order: `$EARSHOT_VOICES`; a `Voices` folder beside the running
/// executable or above it (a build folder inside the repository, an installed share folder);
/// the repository this library was compiled from; the current directory.
public final class VoiceLibrary: Sendable {
    public static let shared = VoiceLibrary()

    private let cache = Locked<[String: Phrasebook]>([:])
    public let directory: URL?

    public init(directory: URL? = nil) {
        self.directory = directory ?? VoiceLibrary.locate()
    }

    /// The phrasebook of `language` (`"en"`, `"pt-BR"` → `pt`); English when `Voices/` has no
    /// file for the language.
    ///
    /// - Throws: ``VoiceError`` when the folder or the English file cannot be found, or when
    ///   the language's file is broken or lacks a phrase: a voice file is used whole or not at
    ///   all, never patched from English.
    public func phrasebook(for language: String) throws(VoiceError) -> Phrasebook {
        let base = String(language.split(separator: "-").first ?? "en").lowercased()
        if let book = cache.withLock({ $0[base] }) { return book }
        guard let directory else { throw VoiceError(message: "cannot find Earshot's Voices folder; set EARSHOT_VOICES to it") }
        let own = directory.appendingPathComponent("\(base).json")
        let file = FileManager.default.fileExists(atPath: own.path) ? own : directory.appendingPathComponent("en.json")
        let book = try load(file)
        cache.withLock { $0[base] = book }
        return book
    }

    private func load(_ url: URL) throws(VoiceError) -> Phrasebook {
        let data: [UInt8]
        do {
            data = try readRegularFile(at: url)
        } catch {
            throw VoiceError(message: "cannot read the voice file \(url.path): \(error.message)")
        }
        do {
            return try PhrasebookReader.read(data, name: url.path)
        } catch {
            var message = "in the voice file \(error.file): "
            if let path = error.path { message += "at \(path): " }
            message += error.message
            if let suggestion = error.suggestion { message += " (\(suggestion))" }
            throw VoiceError(message: message, input: error)
        }
    }

    static func locate() -> URL? {
        let manager = FileManager.default
        func hasVoices(_ url: URL) -> Bool { manager.fileExists(atPath: url.appendingPathComponent("en.json").path) }
        if let path = ProcessInfo.processInfo.environment["EARSHOT_VOICES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Voices"))
            candidates.append(folder.appendingPathComponent("share/earshot/Voices"))
            folder.deleteLastPathComponent()
        }
        // Sources/Earshot/Speaking/VoiceLibrary.swift -> the repository root.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(
            source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Voices"))
        candidates.append(URL(fileURLWithPath: manager.currentDirectoryPath).appendingPathComponent("Voices"))
        return candidates.first(where: hasVoices)
    }
}

public struct VoiceError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The voice file's own error (file, JSON path, what is wrong), when it was read and broken.
    public var input: InputError?

    public init(message: String, input: InputError? = nil) {
        self.message = message
        self.input = input
    }

    public var description: String { "error: " + message }
}

/// Reads a `Voices/<language>.json` file and checks it whole: every ``Phrase`` and ``Sound``
/// is there, no key is unknown, plural forms cover the language's plural categories and
/// placeholders are in place. The first problem is an ``InputError`` naming the file and key.
enum PhrasebookReader {
    static let topKeys = ["earshot", "language", "name", "direction", "speech", "plurals", "phrases", "sounds", "punctuation", "_comment"]
    static let punctuationKeys = ["some", "all", "counted", "_comment"]

    static func read(_ bytes: [UInt8], name: String) throws(InputError) -> Phrasebook {
        let object = try DocumentLoader.parseObject(bytes, name: name)
        let json = JSONReader(file: name)
        let path = JSONPath.top
        try json.checkKeys(object, allowed: topKeys, at: path, what: "a voice file")
        let language = try json.string(try required(object, "language", at: path, json), at: path.appending("language"))
        var direction = LayoutDirection.leftToRight
        if let v = object["direction"] { direction = try json.choice(v, at: path.appending("direction"), as: LayoutDirection.self) }

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
        for key in Phrase.allCases {
            let keyPath = phrasesPath.appending(key.rawValue)
            guard let value = phraseTable[key.rawValue] else {
                throw json.error(
                    phrasesPath, "missing phrase \"\(key.rawValue)\"; every voice file gives every phrase Earshot speaks",
                    suggestion: "add it; Voices/en.json has every phrase")
            }
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
                throw json.error(soundsPath, "missing sound name \"\(sound.rawValue)\"", suggestion: "add it; Voices/en.json has every sound")
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
            where sign != "_comment" {
                result[sign] = try json.string(name, at: levelPath.appending(sign))
            }
            return result
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
        return Phrasebook(
            language: language, direction: direction, speech: rates, phrases: phrases, pluralPhrases: pluralPhrases,
            sounds: sounds, somePunctuation: some, allPunctuation: all, countedPunctuation: counted, plurals: plurals)
    }

    private static func required(_ object: JSONObject, _ key: String, at path: JSONPath, _ json: JSONReader) throws(InputError) -> JSONValue {
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
