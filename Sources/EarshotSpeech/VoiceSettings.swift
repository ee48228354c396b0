import Earshot
import EarshotBase
import Foundation

/// The `speech` section of a `Voices/<lang>.json` file, as far as voicing needs it.
struct VoiceSettings: Sendable, Equatable {
    /// The eSpeak NG voice name (`en-us`, `ru`, `de`, ...).
    var espeakVoice: String
    /// eSpeak words per minute at VoiceOver rate 50.
    var wordsPerMinuteAtRate50: Double
    /// True when no voice file named a voice and the language tag itself is used.
    var isLanguageTag: Bool = false
    /// Where it came from (a file path, or a note on the fallback).
    var source: String
    /// The voice file it came from; nil when there is none for the language.
    var voiceFile: String?
}

/// Reads `Voices/<lang>.json` files (a ``VoiceLibrary``'s: built in, or a folder's) once each
/// and remembers them.
final class VoiceCatalog: Sendable {
    /// Used when neither the language's file nor `Voices/en.json` gives a rate.
    static let defaultWordsPerMinuteAtRate50: Double = 420

    let voices: VoiceLibrary
    private let cache = Locked<[String: VoiceSettings?]>([:])

    init(voices: VoiceLibrary) { self.voices = voices }

    /// The voice files of a folder.
    convenience init(directory: URL) { self.init(voices: VoiceLibrary(directory: directory)) }

    /// The settings for a BCP 47 tag: `Voices/<tag>.json`, else `Voices/<primary subtag>.json`
    /// (for Chinese, `Voices/zh-Hans.json` or `zh-Hant.json`: ``VoiceLibrary/voiceFileName(for:)``),
    /// else the tag itself as the eSpeak voice (with `en.json`'s rate, else the default rate).
    func settings(for language: String) throws -> VoiceSettings {
        if let found = try file(for: language) { return found }
        let rate = (try? file(named: "en"))??.wordsPerMinuteAtRate50 ?? Self.defaultWordsPerMinuteAtRate50
        return VoiceSettings(
            espeakVoice: language.lowercased(), wordsPerMinuteAtRate50: rate, isLanguageTag: true,
            source: "no Voices/\(language).json; using the language tag as the eSpeak voice")
    }

    private func file(for language: String) throws -> VoiceSettings? {
        var names = [language, language.lowercased()]
        if let primary = language.split(separator: "-").first.map(String.init), primary != language {
            names += [primary, primary.lowercased()]
        }
        // The file the phrasebooks use for the tag: `zh-TW` is spoken by `Voices/zh-Hant.json`.
        let resolved = VoiceLibrary.voiceFileName(for: language)
        if !names.contains(resolved) { names.append(resolved) }
        for name in names {
            if let s = try file(named: name) { return s }
        }
        return nil
    }

    private func file(named name: String) throws -> VoiceSettings?? {
        if let hit = cache.withLock({ $0[name] }) { return hit }
        var result: VoiceSettings?
        let file: (bytes: [UInt8], name: String)?
        do {
            file = try voices.voiceFile(named: name)
        } catch {
            let path = voices.directory?.appendingPathComponent("\(name).json").path ?? "Voices/\(name).json"
            throw VoicingError.invalidVoiceFile(path: path, reason: error.message)
        }
        if let file {
            guard let root = try? JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any] else {
                throw VoicingError.invalidVoiceFile(path: file.name, reason: "not a JSON object")
            }
            let speech = root["speech"] as? [String: Any] ?? [:]
            let named = (speech["espeakVoice"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            let voice = named ?? (root["language"] as? String) ?? name
            let wpm = (speech["wordsPerMinuteAtRate50"] as? NSNumber)?.doubleValue
            if let wpm, !(wpm > 0) {
                throw VoicingError.invalidVoiceFile(path: file.name, reason: "speech.wordsPerMinuteAtRate50 must be positive")
            }
            let fallbackRate =
                name == "en"
                ? Self.defaultWordsPerMinuteAtRate50
                : ((try? self.file(named: "en"))??.wordsPerMinuteAtRate50 ?? Self.defaultWordsPerMinuteAtRate50)
            result = VoiceSettings(
                espeakVoice: voice, wordsPerMinuteAtRate50: wpm ?? fallbackRate,
                isLanguageTag: named == nil, source: file.name, voiceFile: file.name)
        }
        cache.withLock { $0[name] = .some(result) }
        return .some(result)
    }
}
