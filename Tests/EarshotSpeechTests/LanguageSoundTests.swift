import Earshot
import Foundation
import Testing

@testable import EarshotSpeech

/// The bundled demo heard with VoiceOver set to each language (`--language X`): VoiceOver's own
/// words are in X in the transcript, and in the audio eSpeak NG reads them by X's own rules.
extension EarshotSpeechTests {
    @Suite struct LanguageSoundTests {
        static let languages = ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans", "zh-Hant"]

        static let demo = repoVoices.deletingLastPathComponent().appendingPathComponent("Scenarios/Demo/field-notes.screen.json")

        /// The demo's transcript with VoiceOver in `language`.
        static func demoTranscript(in language: String) throws -> Transcript {
            var scenario = try DocumentLoader.load(demo).scenario
            scenario.settings.language = language
            return try ScenarioRunner.run(scenario, voices: VoiceLibrary(directory: repoVoices))
        }

        /// English VoiceOver words (phrases, sign names) in a transcript in `language`: the
        /// words of Voices/en.json that the language's own file does not also use.
        @Test("The demo under each language says none of VoiceOver's English words", arguments: languages.filter { $0 != "en" })
        func noEnglishWords(language: String) throws {
            let library = VoiceLibrary(directory: repoVoices)
            let english = try library.phrasebook(for: "en")
            let own = try library.phrasebook(for: language)
            var words = Set(Phrase.allCases.map { english.phrase($0) })
            words.formUnion(english.somePunctuation.values)
            words.formUnion(english.allPunctuation.values)
            words.subtract(Phrase.allCases.map { own.phrase($0) })
            let text = try Self.demoTranscript(in: language).lines.joined(separator: "\n")
            let heard = words.filter { word in
                // As a word of its own: "Tab" is not the end of "ajustable".
                let pattern = "(?<![\\p{L}])" + NSRegularExpression.escapedPattern(for: word) + "(?![\\p{L}])"
                return word.count > 2 && text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
            }.sorted()
            #expect(heard.isEmpty, "\(language): \(heard)")
            // VoiceOver's numbers are in the language's digits ("١ من ٣", "٨٠٪" in Arabic).
            if own.number(80) != "80" { #expect(!text.contains("80"), "\(language): an ASCII number Earshot wrote") }
        }

        /// Every run voiced in the VoiceOver language, as eSpeak NG reads it (`espeak-ng -x`):
        /// no switch to another language's rules, such as "(en)Chinese (ja)letter" for a kanji
        /// or "(en)p3s'Ent(ja)" for "%".
        @Test("eSpeak NG reads VoiceOver's words of the demo by the language's own rules", arguments: languages)
        func noLanguageSwitch(language: String) throws {
            let transcript = try Self.demoTranscript(in: language)
            let catalog = VoiceCatalog(directory: repoVoices)
            let voice = try catalog.settings(for: language).espeakVoice
            var trace = VoicingTrace()
            var checked = 0
            for segment in VoicingScript(transcript: transcript, rate: 50).items.flatMap(Self.segments)
            where segment.language == language {
                let text = Voicer.speakable(segment, trace: &trace)
                let phonemes = try SpeechEngine.phonemes(of: text, voice: voice, language: language)
                #expect(!phonemes.contains("("), "\(language): \"\(text)\" is read \(phonemes)")
                checked += 1
            }
            #expect(checked >= 10, "\(language): only \(checked) runs in the language")
            #expect(trace.kanjiWithoutReading == 0, "KAKASI (libkakasi2) is not installed")
        }

        /// The Japanese speech clock within 20% of the audio actually voiced, utterance by
        /// utterance summed (the clock counts the kana VoiceOver reads, not the kanji shown).
        @Test("The Japanese demo's speech clock is within 20% of its voiced audio")
        func japaneseClockFollowsTheAudio() throws {
            let script = VoicingScript(transcript: try Self.demoTranscript(in: "ja"), rate: 50)
            let result = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).renderWithTrace(script)
            var clock = 0.0
            for case .speech(_, _, let duration, let heard) in script.items { clock += duration * min(1, heard) }
            let voiced = result.trace.placements.filter { $0.sound == "speech" }.map(\.sampleCount).reduce(0, +)
            let seconds = Double(voiced) / Double(result.trace.sampleRate)
            #expect(result.trace.kanjiWithoutReading == 0)
            #expect(abs(clock - seconds) <= 0.2 * seconds, "clock \(clock) s, voiced \(seconds) s")
        }

        /// The same for Chinese: eSpeak NG's Mandarin says a character a syllable, and the clock
        /// counts a character twice (`DurationEstimate.voicedLength(of:)`), at the voice file's
        /// figure measured as eSpeak voices its phrases (Voices/zh-Hans.json, "speech").
        @Test("The Chinese demo's speech clock is within 20% of its voiced audio", arguments: ["zh-Hans", "zh-Hant"])
        func chineseClockFollowsTheAudio(language: String) throws {
            let script = VoicingScript(transcript: try Self.demoTranscript(in: language), rate: 50)
            let result = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).renderWithTrace(script)
            var clock = 0.0
            for case .speech(_, _, let duration, let heard) in script.items { clock += duration * min(1, heard) }
            let voiced = result.trace.placements.filter { $0.sound == "speech" }.map(\.sampleCount).reduce(0, +)
            let seconds = Double(voiced) / Double(result.trace.sampleRate)
            #expect(abs(clock - seconds) <= 0.2 * seconds, "\(language): clock \(clock) s, voiced \(seconds) s")
        }

        /// The speech clock and the audio agree within 3% in every language (issue 53): the demo
        /// with VoiceOver in the language, and the language's own words scenario where there is
        /// one, each summed over its utterances (the clock's durations against the samples eSpeak
        /// NG voiced) and whole (where the clock ends against the WAV's length: speech that runs
        /// long is pushed past the clock's pauses, the one before a hint included).
        @Test(
            "The speech clock is within 3% of the voiced audio in every language, and the WAV ends within 3% of it",
            arguments: languages)
        func clockFollowsTheAudio(language: String) throws {
            var transcripts = [("demo", try Self.demoTranscript(in: language))]
            let words = repoVoices.deletingLastPathComponent().appendingPathComponent(
                "Scenarios/Languages/\(language)-voiceover-words.scenario.json")
            if FileManager.default.fileExists(atPath: words.path) {
                let scenario = try DocumentLoader.load(words).scenario
                transcripts.append(("words", try ScenarioRunner.run(scenario, voices: VoiceLibrary(directory: repoVoices))))
            }
            for (name, transcript) in transcripts {
                let script = VoicingScript(transcript: transcript, rate: 50)
                let result = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).renderWithTrace(script)
                var clock = 0.0
                for case .speech(_, _, let duration, let heard) in script.items { clock += duration * min(1, heard) }
                let rate = Double(result.trace.sampleRate)
                let voiced = Double(result.trace.placements.filter { $0.sound == "speech" }.map(\.sampleCount).reduce(0, +)) / rate
                let length = Double(result.audio.samples.count) / rate
                let end = result.trace.clockEndSeconds
                #expect(
                    abs(clock - voiced) <= 0.03 * clock, "\(language) \(name): clock \(clock) s, voiced \(voiced) s")
                #expect(abs(length - end) <= 0.03 * end, "\(language) \(name): clock ends at \(end) s, the WAV is \(length) s")
            }
        }

        static func segments(_ item: VoicingScript.Item) -> [VoicingScript.Segment] {
            if case .speech(let segments, _, _, _) = item { return segments }
            return []
        }
    }
}

extension EarshotSpeechTests.LanguageSoundTests {
    /// The same Arabic screen full of numbers (a percentage, a decimal, a five-digit number, a
    /// stepper, a badge, "N of M") voiced again and again gives the same samples: every
    /// utterance is synthesized by a fresh engine (issue: libespeak-ng was seen to read an
    /// uninitialised value for Arabic numbers, so that the same input gave different WAVs).
    @Test("Voicing the same Arabic screen with numbers six times gives the same samples each time")
    func arabicNumbersAreDeterministic() throws {
        let screen = #"""
            {"earshot": 1, "language": "ar", "root": {"VStack": [
              {"Slider": "الصوت", "value": 0.5}, {"Text": "٢٫٤ كم"}, {"Text": "١٢٣٤٥ و 678"}, {"Stepper": "العدد", "value": 3},
              {"TabBar": [{"Tab": "الرئيسية", "selected": true}, {"Tab": "الرسائل", "badge": "12"}]}]}}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(screen.utf8)).scenario
        let script = VoicingScript(transcript: try ScenarioRunner.run(scenario, voices: VoiceLibrary(directory: repoVoices)), rate: 50)
        let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
        let first = try voicer.render(script).samples
        #expect(first.count > 22_050)
        for run in 2...6 {
            #expect(try voicer.render(script).samples == first, "run \(run) differs from the first")
        }
    }
}
