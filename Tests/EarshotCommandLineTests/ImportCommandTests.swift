import EarshotTestSupport
import Foundation
import Testing

/// `earshot import` on a file that is no capture says what the file is and what to do with it.
@Suite(
    "earshot import: files that are no capture",
    .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
final class ImportCommandTests {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test(
        "A screen or scenario file, by name or by content, is said to be one, exit 65, and nothing is written",
        arguments: [
            ("save.screen.json", #"{"earshot": 1, "root": {"Button": "Save"}}"#, "is already a screen file"),
            ("save.json", #"{"earshot": 1, "root": {"Button": "Save"}}"#, "is already a screen file"),
            (
                "save.scenario.json", #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Button": "Save"}}, "steps": ["next"]}"#,
                "is a scenario file, not a capture"
            ),
        ])
    func documentIsNoCapture(name: String, text: String, said: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        let result = try EarshotBinary.run(["import", name, "-o", "out.screen.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("\(name): error: \(said)"), "\(result.error)")
        #expect(result.error.contains("earshot listen \(name)"), "\(result.error)")
        #expect(!result.error.contains("neither"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.screen.json").path))
    }

    @Test("A screen file with a mistake gets the reader's error, not 'already a screen'")
    func brokenScreenGetsTheReadersError() throws {
        try Data(#"{"earshot": 1, "root": {"Button": "Save", "accesibilityLabel": "x"}}"#.utf8)
            .write(to: folder.appendingPathComponent("typo.screen.json"))
        let result = try EarshotBinary.run(["import", "typo.screen.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.error.contains("unknown key \"accesibilityLabel\""), "\(result.error)")
    }

    @Test("A text file in no known format still names the formats tried")
    func unknownFormat() throws {
        try Data("hello\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try EarshotBinary.run(["import", "notes.txt"], in: folder)
        #expect(result.status == 65)
        #expect(result.error.contains("a capture Earshot knows (tried "), "\(result.error)")
    }
}
