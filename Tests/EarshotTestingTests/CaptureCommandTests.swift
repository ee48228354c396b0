import Foundation
import Testing

/// Captures given to each command as a hostile or unlucky user gives them: one clear line and
/// exit 65, never a crash, an empty success or a write through a symbolic link.
@Suite("Captures on the command line")
struct CaptureCommandTests {
    static let xcuitest = """
        Attributes: Application, pid: 1, label: 'Notes'
        Element subtree:
         →Application, pid: 1, label: 'Notes'
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              Button, {{20.0, 100.0}, {100.0, 44.0}}, label: 'New note'

        """

    static func deepXML(_ depth: Int) -> String {
        let open = #"<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="10" height="10">"#
        return "<AppiumAUT>" + String(repeating: open, count: depth)
            + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="10" height="10"/></AppiumAUT>"#
    }

    @Test("A capture nested 3,000 deep is one clear line and exit 65 in listen, dump, import, report and audit")
    func deepCapture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.deepXML(3_000), to: "deep.xml")
        for command in [["listen"], ["dump"], ["import"], ["report", "-o", "deep.html"], ["audit"]] {
            let run = try runEarshot(command + ["deep.xml"], in: folder.url)
            #expect(run.status == 65, "earshot \(command[0]): exit \(run.status)")
            #expect(run.output.contains("deep.xml:1: error: elements nest deeper than 500 levels"), "earshot \(command[0]): \(run.output)")
        }
    }

    @Test("--from forced on a file of another format exits 65 saying what the file looks like", arguments: ["appium", "idb", "accessibilitysnapshot"])
    func forcedFormat(_ format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.xcuitest, to: "notes.txt")
        for command in ["listen", "audit", "import"] {
            let run = try runEarshot([command, "notes.txt", "--from", format], in: folder.url)
            #expect(run.status == 65, "earshot \(command) --from \(format): exit \(run.status)")
            #expect(run.output.contains("this looks like XCUITest debugDescription"), "\(run.output)")
        }
        #expect(folder.read("notes.screen.json") == nil)
    }

    @Test("A capture after a byte order mark is heard as without it")
    func byteOrderMark() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("\u{FEFF}" + Self.xcuitest, to: "notes.txt")
        try folder.write("\u{FEFF}" + #"{"value": {"type": "Application", "isAccessible": "0", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Button", "label": "New note", "isAccessible": "1", "rect": {"x": 20, "y": 100, "width": 100, "height": 44}}]}}"#, to: "page.json")
        for file in ["notes.txt", "page.json"] {
            let run = try runEarshot(["listen", file], in: folder.url)
            #expect(run.status == 0 && run.output.contains("New note, Button"), "\(file): \(run.output)")
        }
    }

    @Test("import -o never writes through a symbolic link, with or without --force; the link's target is kept")
    func importThroughLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.xcuitest, to: "notes.txt")
        try folder.write("my notes", to: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.screen.json").path, withDestinationPath: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.file("dangling.screen.json").path, withDestinationPath: "nowhere.json")
        for arguments in [["-o", "link.screen.json"], ["-o", "link.screen.json", "--force"], ["-o", "dangling.screen.json"]] {
            let run = try runEarshot(["import", "notes.txt"] + arguments, in: folder.url)
            #expect(run.status != 0 && run.output.contains("will not write through a symbolic link"), "\(arguments): \(run.output)")
        }
        #expect(folder.read("target.txt") == "my notes")
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere.json").path))
        // A plain file is replaced with --force, as before.
        #expect(try runEarshot(["import", "notes.txt", "-o", "notes.screen.json"], in: folder.url).status == 0)
        #expect(try runEarshot(["import", "notes.txt", "-o", "notes.screen.json"], in: folder.url).status != 0)
        #expect(try runEarshot(["import", "notes.txt", "-o", "notes.screen.json", "--force"], in: folder.url).status == 0)
        #expect(try runEarshot(["listen", "notes.screen.json"], in: folder.url).output.contains("New note, Button"))
    }
}
