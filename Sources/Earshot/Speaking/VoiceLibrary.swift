import Foundation
import Synchronization

/// Finds and caches the phrasebooks in `Voices/`.
///
/// The folder is found, in order: `$EARSHOT_VOICES`; a `Voices` folder beside the running
/// executable or above it (a build folder inside the repository, an installed share folder);
/// the repository this library was compiled from; the current directory.
public final class VoiceLibrary: Sendable {
    public static let shared = VoiceLibrary()

    private let cache = Mutex<[String: Phrasebook]>([:])
    public let directory: URL?

    public init(directory: URL? = nil) {
        self.directory = directory ?? VoiceLibrary.locate()
    }

    /// The phrasebook of `language` (`"en"`, `"pt-BR"` → `pt`), falling back to English.
    public func phrasebook(for language: String) throws(VoiceError) -> Phrasebook {
        let base = String(language.split(separator: "-").first ?? "en").lowercased()
        if let book = cache.withLock({ $0[base] }) { return book }
        let english = try load("en", fallback: [:])
        let book = base == "en" ? english : ((try? load(base, fallback: english.phrases)) ?? english)
        cache.withLock { $0[base] = book }
        return book
    }

    private func load(_ language: String, fallback: [String: String]) throws(VoiceError) -> Phrasebook {
        guard let directory else { throw VoiceError(message: "cannot find Earshot's Voices folder; set EARSHOT_VOICES to it") }
        let url = directory.appendingPathComponent("\(language).json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw VoiceError(message: "no phrasebook \(url.path)")
        }
        do {
            return try PhrasebookReader.read([UInt8](data), name: url.path, fallback: fallback)
        } catch {
            throw VoiceError(message: error.description)
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
    public var description: String { "error: " + message }
}

/// Reads a `Voices/<language>.json` file.
enum PhrasebookReader {
    static func read(_ bytes: [UInt8], name: String, fallback: [String: String]) throws(InputError) -> Phrasebook {
        let object = try DocumentLoader.parseObject(bytes, name: name)
        let json = JSONReader(file: name)
        let path = JSONPath.top
        let language = try json.string(object["language"] ?? .null, at: path.appending("language"))
        var direction = LayoutDirection.leftToRight
        if let v = object["direction"] { direction = try json.choice(v, at: path.appending("direction"), as: LayoutDirection.self) }
        var phrases: [String: String] = [:]
        var pluralPhrases: [String: [String: String]] = [:]
        for (key, value) in try json.object(object["phrases"] ?? .object(JSONObject()), at: path.appending("phrases")).entries {
            if case .object(let forms) = value {
                var table: [String: String] = [:]
                for (category, text) in forms.entries {
                    table[category] = try json.string(text, at: path.appending("phrases").appending(key).appending(category))
                }
                pluralPhrases[key] = table
            } else {
                phrases[key] = try json.string(value, at: path.appending("phrases").appending(key))
            }
        }
        var sounds: [String: String] = [:]
        for (key, value) in try json.object(object["sounds"] ?? .object(JSONObject()), at: path.appending("sounds")).entries {
            sounds[key] = try json.string(value, at: path.appending("sounds").appending(key))
        }
        func table(_ level: String) throws(InputError) -> [String: String] {
            guard case .object(let punctuation)? = object["punctuation"], let value = punctuation[level] else { return [:] }
            var result: [String: String] = [:]
            for (key, name) in try json.object(value, at: path.appending("punctuation").appending(level)).entries {
                result[key] = try json.string(name, at: path.appending("punctuation").appending(level).appending(key))
            }
            return result
        }
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
        var some = try table("some")
        some.removeValue(forKey: "_comment")
        var all = try table("all")
        all.removeValue(forKey: "_comment")
        return Phrasebook(
            language: language, direction: direction, speech: rates, phrases: phrases, pluralPhrases: pluralPhrases,
            sounds: sounds, somePunctuation: some, allPunctuation: all, plurals: plurals, fallback: fallback)
    }
}
