import Earshot
import EarshotAudit
import EarshotCompare
import EarshotImporting
import Foundation
import Testing

@testable import earshot

/// The library knows no command line: its errors and reports name no option or command, and
/// the command line says the same fixes in its own words, as it always printed them.
@Suite("Command-line words")
struct CommandLineWordsTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A missing golden transcript: the library says record it, the command line names earshot test --record")
    func missingTranscript() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("save.scenario.json")
        try Data(#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "expect": "save.transcript"}"#.utf8).write(to: scenario)
        // Read (a recording writes it); checking against it is the error.
        let loaded = try DocumentLoader.load(scenario, displayName: "save.scenario.json").scenario
        let error = try #require(throws: InputError.self) { try ScenarioSuite.expectation(for: loaded) }
        #expect(error.remedy == .recordTranscript)
        #expect(!error.description.contains("--"))
        #expect(error.description.hasSuffix("(record it)"))
        #expect(error.commandLineDescription.hasSuffix("(run `earshot test --record` to write it)"))
    }

    @Test("A file of no known format: the library lists the format names, the command line its --from option")
    func unknownCapture() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = folder.appendingPathComponent("capture.txt")
        try Data("hello\n".utf8).write(to: capture)
        let error = try #require(throws: InputError.self) { _ = try CaptureInput.load(capture, displayName: "capture.txt", format: nil) }
        #expect(error.remedy == .nameCaptureFormat)
        #expect(error.description.hasSuffix("(name the format: xcuitest, appium, idb, accessibilitysnapshot)"))
        #expect(error.commandLineDescription.hasSuffix("(name the format with --from xcuitest|appium|idb|accessibilitysnapshot)"))
    }

    @Test("A capture forced into a format it does not have: the library says the format parameter, the command line --from")
    func forcedFormat() throws {
        let text = Array(
            "Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Button, 0x2, {{0.0, 0.0}, {100.0, 44.0}}, label: 'Save'\n"
                .utf8)
        for forced in [CaptureFormat.appium, .idb] {
            let error = try #require(throws: InputError.self) { _ = try CaptureImporter.read(text, name: "c.txt", format: forced) }
            #expect(error.remedy == .readCaptureAs("xcuitest"))
            #expect(!error.description.contains("--"), "\(error)")
            #expect(error.description.hasSuffix("(read it with format: .xcuitest, or leave the format out)"), "\(error)")
            #expect(error.commandLineDescription.hasSuffix("(read it with --from xcuitest, or leave --from out)"))
        }
    }

    @Test("A capture in Japanese: the library's note names Screen.language, the command line's --language")
    func languageNote() throws {
        let text = Array(
            "Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Button, 0x2, {{0.0, 0.0}, {100.0, 44.0}}, label: '保存する'\n"
                .utf8)
        let imported = try CaptureImporter.read(text, name: "c.txt")
        #expect(imported.suggestedLanguage == "ja")
        #expect(!imported.notes.joined().contains("--"))
        let notes = CaptureInput.notes(imported)
        #expect(notes.count == imported.notes.count)
        #expect(notes.last?.hasSuffix("unless --language ja is given (settings.language in a scenario)") == true, "\(notes)")
    }

    @Test("A finding the run ignores is suppressed by ignoring in the library's report, by --ignore in the command's")
    func ignoredFinding() throws {
        let json = #"{"earshot": 1, "root": {"Button": [{"Image": "ic_share"}], "id": "share"}}"#
        let scenario = try DocumentLoader.load(bytes: Array(json.utf8), name: "ignore.screen.json").scenario
        let result = try Audit.run(scenario, ignoring: ["label-is-file-name"])
        #expect(result.suppressed.map(\.reason) == [.ignoring])
        #expect(AuditReport.text([result]).contains("suppressed by ignoring\n"))
        #expect(AuditReport.text([result], ignoringName: "--ignore").contains("suppressed by --ignore\n"))
        #expect(AuditReport.json([result], ignoringName: "--ignore").contains(#""by": "--ignore""#))
        #expect(AuditReport.sarif([result], version: "0", ignoringName: "--ignore").contains("suppressed by --ignore"))
    }

    @Test("A walk of several captures: the library says name the capture, the command line its --capture option")
    func walkCapture() throws {
        let text = #"{"captures": {"modal": {"steps": ["X"]}, "scroll": {"steps": ["Y"]}}}"#
        let error = try #require(throws: InputError.self) { _ = try RecordedWalk.read(bytes: Array(text.utf8), name: "f.json") }
        #expect(error.remedy == .nameWalkCapture)
        #expect(!error.description.contains("--"))
        #expect(error.description.hasSuffix("(name the capture to compare)"))
        #expect(error.commandLineDescription.hasSuffix("(name it with --capture NAME)"))
    }

    @Test("Each remedy a library names has a name of its own; one the command line has no words for keeps the library's suggestion")
    func remedyNames() {
        let remedies: [InputError.Remedy] = [
            .recordTranscript, .nameCaptureFormat, .readCaptureAs("idb"), .nameWalkCapture, .writeBaseline,
        ]
        #expect(Set(remedies.map(\.name)).count == remedies.count)
        for remedy in remedies { #expect(InputError.commandLineWords(for: remedy, file: "f.json") != nil, "\(remedy.name)") }
        let error = InputError(file: "f.json", message: "is odd", suggestion: "mend it", remedy: InputError.Remedy("mend"))
        #expect(error.commandLineDescription == "f.json: error: is odd (mend it)")
    }

    @Test("A file that is no audit baseline: the library says write one, the command line names earshot audit --write-baseline")
    func notABaseline() throws {
        let error = try #require(throws: InputError.self) { _ = try AuditBaseline.read(Array(#"{"findings": []}"#.utf8), name: "b.json") }
        #expect(error.remedy == .writeBaseline)
        #expect(!error.description.contains("--"))
        #expect(error.description.hasSuffix("(write one from an audit's findings)"))
        #expect(error.commandLineDescription.hasSuffix("(write one with 'earshot audit PATH --write-baseline b.json')"))
    }

    @Test("Gone baseline entries: the library says write it anew, the command line's words name --write-baseline")
    func goneEntries() throws {
        let entry = AuditBaseline.Entry(rule: "missing-label", file: "a.screen.json", element: "#x", heard: ["Button"])
        let split = AuditBaseline(entries: [entry]).split([])
        let library = AuditReport.baselineText(split, file: "b.json")
        #expect(!library.contains("--"))
        #expect(library.hasSuffix("1 accepted finding is no longer found; write it anew from today's findings\n"))
        let tool = AuditReport.baselineText(split, file: "b.json", rewriting: "--write-baseline b.json writes it anew")
        #expect(tool.hasSuffix("1 accepted finding is no longer found; --write-baseline b.json writes it anew\n"))
    }
}
