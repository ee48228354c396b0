import EarshotTestSupport
import Foundation
import Testing

/// The same input gives the same WAV bytes: uncached, cached, and when several `earshot`
/// processes voice it at once on one speech cache (each has said different things before).
@Suite(
    "WAV files are deterministic", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
struct SpeechDeterminismTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/Demo/field-notes.screen.json")

    /// Starts `earshot listen FILE --wav OUT` with its own speech cache folder (and with a
    /// forked child for every utterance when `forkEach`, not a speaker that restores its memory).
    static func start(_ file: URL, wav: URL, cache: URL, forkEach: Bool = false) throws -> ChildProcess {
        var setting = ["EARSHOT_CACHE_DIR": cache.path]
        if forkEach { setting["EARSHOT_SPEECH_FORK_EACH"] = "1" }
        return try ChildProcess.start(
            try #require(EarshotBinary.url), ["listen", file.path, "--wav", wav.path],
            environment: .merged(setting, removing: ["EARSHOT_SPEECH_FORK_EACH"]), output: .discarded)
    }

    @Test("Eight concurrent runs on one cache, a cached run and a run with a cache of its own give the same bytes")
    func concurrentRunsAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-wav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared-cache")
        // Half the runs voice another screen first, so the shared cache fills in different orders.
        let other = folder.appendingPathComponent("other.screen.json")
        try Data(#"{"earshot": 1, "root": {"VStack": [{"Text": "Field notes"}, {"Button": "Save"}, {"Text": "A grey heron"}]}}"#.utf8)
            .write(to: other)
        var runs: [ChildProcess] = []
        for n in 0..<8 {
            if n % 2 == 1 { runs.append(try Self.start(other, wav: folder.appendingPathComponent("other-\(n).wav"), cache: shared)) }
            runs.append(try Self.start(Self.demo, wav: folder.appendingPathComponent("run-\(n).wav"), cache: shared))
        }
        let ended = try runs.map { try $0.wait() }
        #expect(ended.allSatisfy { $0.status == 0 }, "\(ended.map(\.error))")
        let again = try Self.start(Self.demo, wav: folder.appendingPathComponent("cached.wav"), cache: shared)
        let alone = try Self.start(
            Self.demo, wav: folder.appendingPathComponent("alone.wav"), cache: folder.appendingPathComponent("own-cache"))
        let endings = [try again.wait(), try alone.wait()]
        #expect(endings.allSatisfy { $0.status == 0 }, "\(endings.map(\.error))")
        let reference = try Data(contentsOf: folder.appendingPathComponent("alone.wav"))
        #expect(reference.count > 44)
        for name in (0..<8).map({ "run-\($0).wav" }) + ["cached.wav"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == reference, "\(name) differs")
        }
    }

    /// Arabic numbers: eSpeak NG read an uninitialised value for decimals such as "1999.99"
    /// and "0.001", so that processes with an empty cache each wrote other bytes (4 different
    /// WAVs in 6 runs); one process rendering six times did not show it. Whole numbers too:
    /// "٤٤٪", 14, 74, 99, 144, 1044 and 4400 were each read two ways, about half the runs each.
    @Test("An Arabic screen of numbers voiced by six processes, each with an empty cache, gives the same bytes")
    func arabicNumbersAcrossProcesses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-wav-ar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("ar.screen.json")
        try Data(
            #"""
            {"earshot": 1, "language": "ar", "root": {"VStack": [{"Text": "السعر 1999.99 ريال"}, {"Text": "0.001 و 1.000.000"},
              {"Slider": "الصوت", "value": 0.5}, {"Text": "٢٫٤ كم و 12345"}, {"Stepper": "العدد", "value": 3},
              {"Text": "٤٤٪"}, {"Text": "14 و 74 و 99 و 144 و 1044 و 4400"}]}}
            """#.utf8
        ).write(to: screen)
        var runs: [ChildProcess] = []
        for n in 0..<6 {
            runs.append(
                try Self.start(
                    screen, wav: folder.appendingPathComponent("ar-\(n).wav"), cache: folder.appendingPathComponent("cache-\(n)")))
        }
        let ended = try runs.map { try $0.wait() }
        #expect(ended.allSatisfy { $0.status == 0 }, "\(ended.map(\.error))")
        let reference = try Data(contentsOf: folder.appendingPathComponent("ar-0.wav"))
        #expect(reference.count > 44)
        for n in 1..<6 {
            #expect(try Data(contentsOf: folder.appendingPathComponent("ar-\(n).wav")) == reference, "run \(n) differs from the first")
        }
    }

    /// CEspeakNG's speaker.c: a speaker puts its memory back as it was before each utterance
    /// instead of forking a child for it; every byte of every WAV must be the child's. The scenarios voice all nine
    /// languages, spelled-out characters and numbers; a screen of 120 lines, many utterances in
    /// each of three voices.
    @Test("A speaker that restores its memory says what a freshly forked child says, in every language")
    func speakersSayWhatForkedChildrenSay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-wav-speakers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = Self.demo.deletingLastPathComponent().deletingLastPathComponent()
        let languages = ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans", "zh-Hant"]
        let files =
            languages.map { scenarios.appendingPathComponent("Languages/\($0)-demo-in-voiceover-language.scenario.json") }
            + [
                scenarios.appendingPathComponent("Device/apple-doc-spells-out-characters.scenario.json"),
                scenarios.appendingPathComponent("Settings/speech-punctuation-and-spell-out-per-element.scenario.json"),
                scenarios.appendingPathComponent("Languages/numbers-and-sign-names-follow-voiceover-language-not-the-app.scenario.json"),
            ]
        // A worker's speaker starts at its third request and takes requests once it is ready:
        // a screen of many lines in three voices gives it most of them.
        let lines = (0..<40).flatMap { n in
            [
                #"{"Text": "Row \#(n), Wi-Fi, Switch button, On"}"#,
                #"{"Text": "Строка \#(n), кнопка", "accessibilityLanguage": "ru"}"#,
                #"{"Text": "行 \#(n)、ボタン", "accessibilityLanguage": "ja"}"#,
            ]
        }
        let many = folder.appendingPathComponent("many.screen.json")
        try Data(#"{"earshot": 1, "root": {"VStack": [\#(lines.joined(separator: ", "))]}}"#.utf8).write(to: many)
        for (n, file) in (files + [many]).enumerated() {
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) is missing")
            let speaker = try Self.start(
                file, wav: folder.appendingPathComponent("speaker-\(n).wav"), cache: folder.appendingPathComponent("speaker-cache-\(n)"))
            let forked = try Self.start(
                file, wav: folder.appendingPathComponent("forked-\(n).wav"), cache: folder.appendingPathComponent("forked-cache-\(n)"),
                forkEach: true)
            let (spoke, forkedRun) = (try speaker.wait(), try forked.wait())
            #expect(spoke.status == 0 && forkedRun.status == 0, "\(file.lastPathComponent): \(spoke.error) \(forkedRun.error)")
            let said = try Data(contentsOf: folder.appendingPathComponent("speaker-\(n).wav"))
            #expect(said.count > 44, "\(file.lastPathComponent) voiced nothing")
            #expect(said == (try Data(contentsOf: folder.appendingPathComponent("forked-\(n).wav"))), "\(file.lastPathComponent) differs")
        }
    }
}
