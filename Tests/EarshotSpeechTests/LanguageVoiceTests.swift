import Earshot
import Foundation
import Testing

@testable import EarshotSpeech

/// Each shipped language's eSpeak NG voice: the name its voice file gives exists in Debian's
/// `espeak-ng-data` (as `espeak-ng --voices` lists it), and a transcript in the language is
/// voiced with it, part by part.
extension EarshotSpeechTests.VoicerTests {
    /// The voice each file names and the eSpeak NG voice file it resolves to (`espeak-ng --voices`
    /// lists the file as `gmw/de`, `roa/fr`, ...).
    static let languageVoices: [(language: String, espeakVoice: String, identifier: String)] = [
        ("ar", "ar", "sem/ar"), ("de", "de", "gmw/de"), ("en", "en-us", "gmw/en-US"), ("es", "es", "roa/es"),
        ("fr", "fr", "roa/fr"), ("ja", "ja", "jpx/ja"), ("ru", "ru", "zle/ru"),
        // Mandarin with pinyin read as pinyin (`cmn` reads it as English): Voices/zh-Hans.json.
        ("zh-Hans", "cmn-latn-pinyin", "sit/cmn-Latn-pinyin"), ("zh-Hant", "cmn-latn-pinyin", "sit/cmn-Latn-pinyin"),
    ]

    @Test func eachShippedLanguageNamesAnInstalledVoice() throws {
        let installed = try SpeechEngine.installedVoices()
        let files = try FileManager.default.contentsOfDirectory(atPath: repoVoices.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.map { String($0.dropLast(5)) } == Self.languageVoices.map(\.language))
        let catalog = VoiceCatalog(directory: repoVoices)
        for (language, voice, identifier) in Self.languageVoices {
            let settings = try catalog.settings(for: language)
            #expect(settings.espeakVoice == voice, "\(language)")
            #expect(!settings.isLanguageTag, "\(language): the file names its voice")
            let entry = installed.first { $0.identifier == identifier }
            #expect(entry != nil, "\(identifier) is not installed")
            #expect(
                entry?.languages.contains { $0 == voice || $0.hasPrefix(voice + "-") || voice.hasPrefix($0) } == true,
                "\(entry.debugDescription)")
            #expect(try SpeechEngine.resolve(voice: voice, isLanguageTag: false, language: language) == identifier)
        }
    }

    @Test func eachLanguageTranscriptIsVoicedWithItsVoice() throws {
        let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
        for (language, voice, identifier) in Self.languageVoices where language != "en" {
            var scenario = try DocumentLoader.load(
                bytes: Array(
                    #"{"earshot": 1, "language": "\#(language)", "root": {"Button": "Wi-Fi", "accessibilityLanguage": "en"}}"#.utf8)
            ).scenario
            scenario.settings.language = language
            let transcript = try ScenarioRunner.run(scenario)
            let trace = try voicer.renderWithTrace(VoicingScript(transcript: transcript, rate: 50)).trace
            // "Wi-Fi" in English, the trait word in the user's language.
            #expect(trace.segments.map(\.espeakVoice) == ["en-us", voice], "\(language)")
            #expect(trace.segments.map(\.voiceIdentifier) == ["gmw/en-US", identifier], "\(language)")
            #expect(trace.segments.allSatisfy { $0.sampleCount > 0 }, "\(language)")
        }
    }
}
