import EarshotTestSupport
import Foundation
import Synchronization
import Testing

@testable import EarshotSpeech

/// The repository's `Voices/` directory.
let repoVoices = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Voices", isDirectory: true)

func temporaryDirectory(_ name: String = "earshot-speech-tests") -> URL {
    let url = scratchFolder.appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func speech(
    _ text: String, _ language: String = "en", at start: Double, clock: Double? = nil,
    heard: Double = 1, pitch: Double = 1, spell: Bool = false
) -> VoicingScript.Item {
    .speech(
        segments: [.init(text: text, language: language, pitch: pitch, spellsOutCharacters: spell)],
        start: start, clockDuration: clock ?? max(0.12, Double(text.count) * 0.028), heardFraction: heard)
}

func peak(_ samples: ArraySlice<Int16>) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }

let screenScript = VoicingScript(
    items: [
        .earcon(.screenChanged, start: 0),
        speech("Settings, Heading", at: 0.1),
        speech("Sign in, Button", at: 1.0),
        speech("Remember me, Switch button, Off", at: 2.0),
        speech("Double tap to toggle setting", at: 3.2),
        .earcon(.boundary, start: 4.4),
        speech("Privacy Policy, Link", at: 4.6),
    ], rate: 50)

/// eSpeak is one process-global engine (behind a lock); the suites run one test at a time so the
/// process-wide synthesis counter and the timings are not disturbed by other tests.
@Suite(.serialized) struct EarshotSpeechTests {

    @Suite struct VoicerTests {

        @Test func wavDurationMatchesClockEndAndHeaderParsesBack() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let result = try voicer.renderWithTrace(screenScript)
            let clockEnd = 4.6 + Double("Privacy Policy, Link".count) * 0.028
            #expect(abs(result.trace.clockEndSeconds - clockEnd) < 1e-9)
            #expect(abs(result.audio.duration - clockEnd) < 0.25, "duration \(result.audio.duration) vs clock \(clockEnd)")
            #expect(result.audio.sampleRate == 22050)

            let wav = result.audio.wavData()
            #expect(wav.count == 44 + result.audio.samples.count * 2)
            let bytes = [UInt8](wav)
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
            #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
            #expect(Array(bytes[36..<40]) == Array("data".utf8))
            let parsed = try #require(AudioBuffer(wavData: wav))
            #expect(parsed == result.audio)

            let url = temporaryDirectory().appendingPathComponent("out.wav")
            try result.audio.write(to: url)
            #expect(AudioBuffer(wavData: try Data(contentsOf: url)) == result.audio)
        }

        @Test func eachLanguageSegmentUsesItsVoice() throws {
            let voices = temporaryDirectory()
            try #"{"earshot":1,"language":"ru","speech":{"espeakVoice":"ru","wordsPerMinuteAtRate50":400}}"#
                .write(to: voices.appendingPathComponent("ru.json"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(
                at: repoVoices.appendingPathComponent("en.json"),
                to: voices.appendingPathComponent("en.json"))
            let voicer = Voicer(voicesDirectory: voices, cacheDirectory: nil)
            let script = VoicingScript(items: [
                .speech(
                    segments: [
                        .init(text: "Open", language: "en-US"),
                        .init(text: "Привет, мир", language: "ru"),
                        .init(text: "Button", language: "en"),
                    ],
                    start: 0, clockDuration: 1, heardFraction: 1),
                speech("Guten Tag", "de", at: 2),  // no de.json: the tag itself is the voice
            ])
            let trace = try voicer.renderWithTrace(script).trace
            #expect(trace.segments.map(\.espeakVoice) == ["en-us", "ru", "en-us", "de"])
            #expect(trace.segments.map(\.voiceIdentifier) == ["gmw/en-US", "zle/ru", "gmw/en-US", "gmw/de"])
            #expect(trace.segments.map(\.wordsPerMinute) == [385, 400, 385, 385])
            #expect(trace.segments.allSatisfy { $0.sampleCount > 0 })
        }

        @Test func markupInScreenTextIsReadNotObeyed() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            for text in [
                #"<break time="20s"/>Hello"#, #"<speak><break time="20s"/></speak>Hello"#,
                "[[h@l'oU]] Hello", "\u{1}20S Hello",
            ] {
                let audio = try voicer.render(VoicingScript(items: [speech(text, at: 0, clock: 0.1)]))
                #expect(audio.duration > 0.1 && audio.duration < 3, "\(text) lasted \(audio.duration) s")
            }
        }

        @Test func cutItemsAreShorterAndFadeOut() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let text = "Welcome back. Your last sign in was yesterday from a new device."
            let full = try voicer.renderWithTrace(VoicingScript(items: [speech(text, at: 0)]))
            let cut = try voicer.renderWithTrace(VoicingScript(items: [speech(text, at: 0, heard: 0.4)]))
            let fullCount = full.trace.placements[0].sampleCount
            let cutCount = cut.trace.placements[0].sampleCount
            #expect(abs(Double(cutCount) / Double(fullCount) - 0.4) < 0.03)
            #expect(cut.trace.speechEndSeconds < full.trace.speechEndSeconds * 0.5)
            #expect(abs(Int(cut.audio.samples[cutCount - 1])) < 200)  // faded out, no click
            // Dropped items (heardFraction 0) make no sound.
            let dropped = try voicer.render(VoicingScript(items: [speech(text, at: 0, heard: 0)]))
            #expect(peak(dropped.samples[...]) == 0)
        }

        @Test func earconsSoundAtTheirTime() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let script = VoicingScript(items: [
                speech("Off", at: 0),
                .earcon(.boundary, start: 1.0),
                .earcon(.pageTurn, start: 2.0),
                .earcon(.screenChanged, start: 3.0),
            ])
            let audio = try voicer.render(script)
            let sr = audio.sampleRate
            #expect(peak(audio.samples[(sr / 2)..<sr]) == 0)  // silence before
            #expect(peak(audio.samples[sr..<(sr + sr / 10)]) > 3000)  // boundary bonk
            #expect(peak(audio.samples[(sr + sr / 5)..<(2 * sr)]) == 0)
            #expect(peak(audio.samples[(2 * sr)..<(2 * sr + sr / 5)]) > 1000)  // page-turn swish
            #expect(peak(audio.samples[(3 * sr)..<(3 * sr + sr / 5)]) > 3000)  // chime
            #expect(audio.duration >= 3.39)
            // Deterministic: same samples every time.
            #expect(try voicer.render(script).samples[sr...] == audio.samples[sr...])
            for earcon in VoicingScript.Earcon.allCases {
                let s = EarconSynth.samples(for: earcon, sampleRate: 22050)
                #expect(s.count > 500 && s.count < 22050 * 6 / 10, "\(earcon)")
                #expect(peak(s[...]) > 2000, "\(earcon)")
            }
        }

        @Test func speechNeverOverlapsAndEarconsFollowTheDelay() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let long = "Swipe up or down with one finger to adjust the value"
            // The clock gives the first utterance far too little time.
            let script = VoicingScript(items: [
                speech(long, at: 0, clock: 0.2),
                .earcon(.boundary, start: 0.2),
                speech("Sign in, Button", at: 0.2),
                speech("Off", at: 5.0),
            ])
            let trace = try voicer.renderWithTrace(script).trace
            let p = trace.placements
            #expect(p[0].startSample == 0)
            #expect(p[1].sound == "boundary" && p[1].startSample == p[0].sampleCount)  // after the late speech
            #expect(p[2].startSample == p[0].startSample + p[0].sampleCount)  // right after, no overlap
            #expect(p[3].startSample == 5 * 22050)  // delay absorbed by the gap
        }

        @Test func pitchAndSpellingReachTheEngine() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let result = try voicer.renderWithTrace(
                VoicingScript(items: [
                    speech("hello", at: 0, pitch: 1.5),
                    speech("hello", at: 2, spell: true),
                    speech("hello", at: 4, pitch: 3),
                ]))
            #expect(result.trace.segments.map(\.espeakPitch) == [75, 50, 100])
            #expect(result.trace.segments[1].sampleCount > 2 * result.trace.segments[0].sampleCount)
            #expect(Voicer.espeakPitch(for: 0.5) == 25 && Voicer.espeakPitch(for: -1) == 0)
            // IPA can't be given to eSpeak: the text is spoken and the trace says so.
            let ipa = try voicer.renderWithTrace(
                VoicingScript(items: [
                    .speech(segments: [.init(text: "tomato", ipa: "təˈmɑːtəʊ")], start: 0, clockDuration: 0.3, heardFraction: 1)
                ])
            ).trace.segments[0]
            #expect(ipa.ipaIgnored && ipa.sampleCount > 0)
            #expect(Voicer.wordsPerMinute(atRate50: 420, rate: 0) == 210)
            #expect(Voicer.wordsPerMinute(atRate50: 420, rate: 100) == 840)
        }

        @Test func unknownVoiceIsAnActionableError() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            #expect {
                try voicer.render(VoicingScript(items: [speech("Hello", "xx", at: 0)]))
            } throws: { error in
                guard case VoicingError.unknownVoice(let language, let voice, _, let file) = error else { return false }
                return language == "xx" && voice == "xx" && file == nil && "\(error)".contains("no voice for language 'xx'")
                    && "\(error)".contains("there is no voice file for 'xx'") && !"\(error)".contains("Voices/xx.json")
            }
            let voices = temporaryDirectory()
            try #"{"earshot":1,"language":"en","speech":{"espeakVoice":"en-usa"}}"#
                .write(to: voices.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
            #expect {
                try Voicer(voicesDirectory: voices, cacheDirectory: nil)
                    .render(VoicingScript(items: [speech("Hello", at: 0)]))
            } throws: { error in
                guard case VoicingError.unknownVoice(_, "en-usa", let suggestion, let file?) = error else { return false }
                return suggestion.contains("en-us") && file.hasSuffix("en.json") && "\(error)".contains("in \(file) to one of the names")
            }
        }

        @Test func unwritableOutputIsAnActionableError() throws {
            let audio = AudioBuffer(samples: [0, 1, 2])
            for path in ["/nonexistent-earshot-dir/out.wav", temporaryDirectory().path] {
                #expect {
                    try audio.write(to: URL(fileURLWithPath: path))
                } throws: { error in
                    guard case VoicingError.unwritableOutput(let p, let reason) = error else { return false }
                    return p == path && !reason.isEmpty && "\(error)".contains(path)
                }
            }
        }
    }

    @Suite struct WAVStreamingTests {

        @Test func voiceParametersOfAnySizeAreClampedNotTrapped() {
            #expect(Voicer.wordsPerMinute(atRate50: 1e300, rate: 50) == Voicer.wordsPerMinuteRange.upperBound)
            #expect(Voicer.wordsPerMinute(atRate50: -1e300, rate: 50) == Voicer.wordsPerMinuteRange.lowerBound)
            #expect(Voicer.wordsPerMinute(atRate50: .nan, rate: 50) == Voicer.wordsPerMinuteRange.lowerBound)
            #expect(Voicer.espeakPitch(for: 1e300) == 100 && Voicer.espeakPitch(for: -1e300) == 0 && Voicer.espeakPitch(for: 1) == 50)
        }

        @Test func aScriptLongerThanAWAVFileHoldsIsRefusedBeforeAnythingIsVoiced() throws {
            let folder = temporaryDirectory()
            let url = folder.appendingPathComponent("long.wav")
            // `wait` 86400 s, `wait` 11100 s, then an announcement: past 4 GiB of 16-bit samples.
            let script = VoicingScript(items: [speech("Hi", at: 0), speech("Done", at: 97_500)])
            let before = Voicer.engineSynthesisCalls
            #expect {
                try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).writeWAV(script, to: url)
            } throws: { error in
                guard case VoicingError.tooLongForWAV(let seconds, let limit) = error else { return false }
                return seconds > 97_500 && Int(limit) == 97_391 && "\(error)".contains("4 GiB")
            }
            #expect(Voicer.engineSynthesisCalls == before, "nothing was synthesized")
            #expect(!FileManager.default.fileExists(atPath: url.path))
            // Just inside the limit is accepted by the up-front check (not voiced here: 4 GB).
            let seconds = Voicer.clockEndSeconds(of: VoicingScript(items: [.earcon(.boundary, start: 97_000)]), sampleRate: 22050)
            #expect(Int((seconds * 22050).rounded()) <= Voicer.maximumWAVSamples)
        }

        @Test func theStreamedFileIsTheRenderedAudioByteForByte() throws {
            let folder = temporaryDirectory()
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: temporaryDirectory("earshot-cache"))
            // Overlapping sounds, a cut utterance and a long silence at the end.
            var items = screenScript.items
            items.append(speech("Cut short here", at: 5.2, heard: 0.5))
            items.append(.earcon(.noElement, start: 5.3))
            items.append(.earcon(.pageTurn, start: 12))
            let script = VoicingScript(items: items)
            let rendered = try voicer.render(script)
            let url = folder.appendingPathComponent("streamed.wav")
            try voicer.writeWAV(script, to: url)
            #expect(try Data(contentsOf: url) == rendered.wavData())
        }

        @Test func silenceIsWrittenInChunksNotHeldWhole() throws {
            var mixer = StreamingMixer()
            var pieces: [Int] = []
            var total = 0
            mixer.mix([100, 200, 300], at: 10)
            try mixer.flush(upTo: 5) {
                pieces.append($0.count)
                total += $0.count
            }
            mixer.mix([1, 1], at: 11)  // overlaps the first sound: mixed, not appended
            try mixer.flush(upTo: 3_000_000) {
                pieces.append($0.count)
                total += $0.count
            }
            #expect(total == 3_000_000)
            #expect(pieces.allSatisfy { $0 <= StreamingMixer.chunk })
            var out: [Int16] = []
            var again = StreamingMixer()
            again.mix([100, 200, 300], at: 10)
            again.mix([1, 1], at: 11)
            try again.flush(upTo: 14) { out += $0 }
            #expect(out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 201, 301, 0])
        }
    }

    @Suite struct SpeechCacheTests {

        @Test func secondRenderHitsTheCacheAndSynthesizesNothing() throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
            let script = VoicingScript(
                items: (0..<40).map { i in
                    speech("Welcome back, item \(i). Remember me, Switch button, Off. Double tap to toggle setting.", at: Double(i) * 4)
                })
            let first = try voicer.renderWithTrace(script)
            #expect(first.trace.synthesisCalls == 40 && first.trace.cacheHits == 0)

            // What the cache saves is measured by earshot-voice-bench (row 2), not timed here.
            let enginesBefore = Voicer.engineSynthesisCalls
            let second = try Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir).renderWithTrace(script)
            #expect(second.trace.synthesisCalls == 0 && second.trace.cacheHits == 40)
            #expect(second.audio.samples.count == first.audio.samples.count)
            #expect(second.audio == first.audio)  // the cache makes re-renders bit-exact
            #expect(Voicer.engineSynthesisCalls == enginesBefore)
        }

        @Test func corruptCacheFilesAreMisses() throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
            let reference = try voicer.render(screenScript)
            let files = FileManager.default.enumerator(at: cacheDir, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "pcm" }
            #expect(files.count == 5)
            for (i, file) in files.enumerated() {
                var data = try Data(contentsOf: file)
                switch i % 3 {
                case 0: data = data.prefix(data.count - 7)  // truncated
                case 1: data.replaceSubrange(0..<4, with: Array("JUNK".utf8))  // bad header
                default: data = Data()  // empty
                }
                try data.write(to: file)
            }
            let result = try voicer.renderWithTrace(screenScript)
            #expect(result.trace.synthesisCalls == 5 && result.trace.cacheHits == 0)
            #expect(abs(result.audio.duration - reference.duration) < 0.05)
            #expect(try voicer.renderWithTrace(screenScript).trace.cacheHits == 5)  // rewritten
        }

        @Test func concurrentRendersShareOneCacheSafely() async throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let scripts = (0..<4).map { n in
                VoicingScript(
                    items: (0..<12).map { i in speech("Item \(i % 6), Button, \(i) of 12", at: Double(i)) },
                    rate: n % 2 == 0 ? 50 : 60)
            }
            let durations = try await withThrowingTaskGroup(of: Double.self) { group in
                for script in scripts {
                    group.addTask {
                        try Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir).render(script).duration
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(durations.count == 4)
            let leftovers = FileManager.default.enumerator(at: cacheDir, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "tmp" }
            #expect(leftovers.isEmpty)
            for script in scripts {
                let trace = try Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir).renderWithTrace(script).trace
                #expect(trace.synthesisCalls == 0 && trace.cacheHits == 12)
            }
        }

        @Test func theSameScriptGivesTheSameSamplesWhateverWasSaidBefore() throws {
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let first = try voicer.render(screenScript)
            _ = try voicer.render(VoicingScript(items: [speech("Something else entirely, said in between", at: 0)]))
            _ = try voicer.render(VoicingScript(items: [speech("Привет, мир", "ru", at: 0), speech("Sign in", at: 2, spell: true)]))
            #expect(try voicer.render(screenScript) == first)
            // Cached (stored, then read back) and uncached give the same bytes.
            let cacheDir = temporaryDirectory("earshot-cache")
            let cached = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
            #expect(try cached.render(screenScript) == first)
            let hit = try cached.renderWithTrace(screenScript)
            #expect(hit.trace.cacheHits == 5)
            #expect(hit.audio.wavData() == first.wavData())
        }

        /// Utterances in all seven languages, said plainly, spelled out and at another pitch.
        static let sevenLanguages: [VoicingScript.Segment] =
            ([
                ("Settings, Button", "en"), ("Wi-Fi, Switch button, On", "en"), ("Einstellungen, Taste", "de"),
                ("Zum Umschalten doppelt tippen", "de"), ("Réglages, Bouton", "fr"), ("Touchez deux fois pour basculer", "fr"),
                ("Ajustes, Botón", "es"), ("Toca dos veces para activar", "es"), ("せってい、ボタン", "ja"),
                ("ダブルタップしてきりかえます", "ja"), ("Настройки, кнопка", "ru"), ("Дважды коснитесь, чтобы переключить", "ru"),
                ("الإعدادات، زر", "ar"), ("انقر مرتين للتبديل", "ar"),
            ] as [(String, String)]).flatMap { text, language in
                [
                    VoicingScript.Segment(text: text, language: language),
                    VoicingScript.Segment(text: text, language: language, pitch: 1.3),
                    VoicingScript.Segment(text: String(text.prefix(6)), language: language, spellsOutCharacters: true),
                ]
            }

        /// The segments in `order`, four seconds apart (none runs into the next).
        static func spaced(_ order: [Int]) -> VoicingScript {
            VoicingScript(
                items: order.enumerated().map { position, index in
                    .speech(segments: [sevenLanguages[index]], start: 4 * Double(position), clockDuration: 0.5, heardFraction: 1)
                }, rate: 60)
        }

        /// Each segment's samples in a render of `spaced(order)`, by segment.
        static func samples(of result: VoicingResult, order: [Int]) -> [Int: [Int16]] {
            var out: [Int: [Int16]] = [:]
            for placement in result.trace.placements {
                let start = placement.startSample
                out[order[placement.itemIndex]] = Array(result.audio.samples[start..<(start + placement.sampleCount)])
            }
            return out
        }

        @Test func sevenLanguagesGiveTheSameBytesInAnyOrderOnAnyWorkerCachedOrNot() throws {
            let all = Array(Self.sevenLanguages.indices)
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: nil)
            let forward = Self.samples(of: try voicer.renderWithTrace(Self.spaced(all)), order: all)
            #expect(forward.count == all.count)
            #expect(forward.values.allSatisfy { peak($0[...]) > 1000 }, "every segment is heard")
            // Reversed and shuffled: the workers take the segments in other orders, after other voices.
            let reversed = Array(all.reversed())
            #expect(Self.samples(of: try voicer.renderWithTrace(Self.spaced(reversed)), order: reversed) == forward)
            var shuffled = all
            var generator = SeededGenerator(seed: 21)
            shuffled.shuffle(using: &generator)
            #expect(Self.samples(of: try voicer.renderWithTrace(Self.spaced(shuffled)), order: shuffled) == forward)
            // One at a time (one worker, the others idle) gives what all the workers at once gave.
            for index in all.filter({ $0 % 5 == 0 }) {
                #expect(Self.samples(of: try voicer.renderWithTrace(Self.spaced([index])), order: [index])[index] == forward[index])
            }
            // Stored in the cache, then read back from it.
            let cached = Voicer(voicesDirectory: repoVoices, cacheDirectory: temporaryDirectory("earshot-cache"))
            #expect(Self.samples(of: try cached.renderWithTrace(Self.spaced(shuffled)), order: shuffled) == forward)
            let hit = try cached.renderWithTrace(Self.spaced(all))
            #expect(hit.trace.cacheHits == all.count && hit.trace.synthesisCalls == 0)
            #expect(Self.samples(of: hit, order: all) == forward)
        }

        @Test func concurrentRendersOfOverlappingScriptsGiveIdenticalBytes() async throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let reference = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).render(screenScript).wavData()
            // Each task says something different first, so the engine's history differs.
            let results = try await withThrowingTaskGroup(of: Data.self) { group in
                for n in 0..<6 {
                    group.addTask {
                        let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
                        _ = try voicer.render(VoicingScript(items: [speech("Warm up number \(n), Button", at: 0)]))
                        return try voicer.render(screenScript).wavData()
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 6)
            #expect(results.allSatisfy { $0 == reference })
        }

        @Test func damagedSamplesOfTheRightSizeAreAMiss() throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
            let reference = try voicer.render(screenScript)
            let files = FileManager.default.enumerator(at: cacheDir, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "pcm" }
            #expect(files.count == 5)
            for file in files {
                var data = try Data(contentsOf: file)
                let middle = data.count - 200
                data[middle] ^= 0x5A  // one sample changed; size, header and key intact
                try data.write(to: file)
            }
            let result = try voicer.renderWithTrace(screenScript)
            #expect(result.trace.cacheHits == 0 && result.trace.synthesisCalls == 5)
            #expect(result.audio == reference)
        }

        @Test func aFIFOInThePlaceOfACacheEntryIsAMissNotAHang() throws {
            let cacheDir = temporaryDirectory("earshot-cache")
            let voicer = Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir)
            let reference = try voicer.render(screenScript)
            let files = FileManager.default.enumerator(at: cacheDir, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "pcm" }
            for file in files {
                try FileManager.default.removeItem(at: file)
                #expect(mkfifo(file.path, 0o644) == 0)
            }
            // A watchdog: a reader blocked on a FIFO is let go (and the test fails) after 10 s.
            let blocked = Mutex(false)
            let done = Mutex(false)
            let watchdog = Thread {
                for _ in 0..<100 where !done.withLock({ $0 }) { usleep(100_000) }
                for file in files {
                    let fd = open(file.path, O_WRONLY | O_NONBLOCK)
                    if fd >= 0 {
                        blocked.withLock { $0 = true }
                        close(fd)
                    }
                }
            }
            watchdog.start()
            let result = try voicer.renderWithTrace(screenScript)
            done.withLock { $0 = true }
            #expect(!blocked.withLock { $0 }, "a cache read blocked on a FIFO")
            #expect(result.trace.cacheHits == 0 && result.trace.synthesisCalls == 5)
            #expect(result.audio == reference)
        }

        @Test func defaultCacheDirectoryFollowsTheEnvironment() {
            #expect(SpeechCache.defaultDirectory(environment: ["EARSHOT_CACHE_DIR": "/a", "XDG_CACHE_HOME": "/b"]).path == "/a")
            #expect(SpeechCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/b", "HOME": "/h"]).path == "/b/earshot")
            #expect(SpeechCache.defaultDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/earshot")
        }
    }
}

/// A deterministic random number generator (SplitMix64), for shuffles that are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
