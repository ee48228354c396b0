import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// Captures as a hostile or unlucky user gives them: numbers no tool writes, nesting no screen
/// has, a byte order mark, a format forced on the wrong file. Each gives a clear error or works,
/// and what works writes a screen file that reads back.
@Suite("Captures that are not what they seem")
struct CaptureRobustnessTests {
    static let folder = CaptureImportTests.folder

    /// The transcript of a capture, after checking that the screen file `earshot import` writes
    /// for it reads back to the same transcript.
    static func heard(_ text: String, name: String = "capture.json", format: CaptureFormat? = nil) throws -> [String] {
        let imported = try CaptureImporter.read(Array(text.utf8), name: name, format: format)
        let heard = try CaptureImportTests.transcript(imported.screen)
        let written = ScreenWriter.text(imported.screen)
        let reread = try DocumentLoader.load(bytes: Array(written.utf8), name: "reread.screen.json").scenario.screen
        #expect(try CaptureImportTests.transcript(reread) == heard)
        return heard.split(separator: "\n").map(String.init)
    }

    static func error(_ text: String, name: String = "capture.txt", format: CaptureFormat? = nil) -> String? {
        do {
            _ = try CaptureImporter.read(Array(text.utf8), name: name, format: format)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Numbers

    static let extremeNumbers = ["1e300", "-1e300", "1e19", "-9.3e18", "\"NaN\"", "\"inf\"", "\"-inf\"", "2.5", "-0"]

    @Test("An elementType past Int (1e300, NaN, infinity) is an Other, never a trap", arguments: extremeNumbers)
    func elementType(_ number: String) throws {
        let capture = """
            {"elementType": \(number), "label": "", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}, "children": [
              {"elementType": 9, "label": "OK", "frame": {"X": 0, "Y": 0, "Width": 10, "Height": 10}}]}
            """
        #expect(try Self.heard(capture) == ["OK, Button"])
    }

    @Test("A traversalIndex past Int is ignored, never a trap", arguments: extremeNumbers)
    func traversalIndex(_ number: String) throws {
        let capture = """
            [{"element": {"_0": {"label": "First", "traits": ["button"]}, "traversalIndex": \(number)}},
             {"element": {"_0": {"label": "Second", "traits": ["button"]}, "traversalIndex": 5}}]
            """
        #expect(Set(try Self.heard(capture)) == ["First, Button", "Second, Button"])
    }

    @Test(
        "Frames of nan, inf or 1e400 and a progress of 150% read, and the screen file written reads back",
        arguments: [
            #"x="nan" y="0" width="10" height="10""#, #"x="0" y="inf" width="10" height="10""#,
            #"x="0" y="0" width="1e400" height="10""#, #"x="0" y="0" width="-5" height="10""#,
        ])
    func frames(_ frame: String) throws {
        let capture = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="390" height="844">
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" \(frame)>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Home" accessible="true" x="0" y="0" width="10" height="10"/>
            </XCUIElementTypeTabBar>
            <XCUIElementTypeProgressIndicator type="XCUIElementTypeProgressIndicator" label="Upload" value="150%" accessible="true" x="0" y="20" width="10" height="10"/>
            <XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="nan%" accessible="true" x="0" y="50" width="10" height="10"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let heard = try Self.heard(capture, name: "page.xml")
        #expect(heard.contains { $0.contains("Home, Tab") })
        #expect(heard.contains("Upload, 100%"))
    }

    @Test("idb and AccessibilitySnapshot containers with frames a screen file cannot hold still write one that reads back")
    func assistiveFrames() throws {
        let idb =
            #"[{"type": "TabBar", "frame": {"x": 0, "y": 0, "width": -1, "height": "nan"}, "children": [{"AXLabel": "Home", "type": "Button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}]"#
        #expect(try Self.heard(idb, format: .idb).first?.contains("Home, Tab") == true)
    }

    // MARK: Depth

    static func nestedXML(_ depth: Int, type: String = "Other") -> String {
        let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" x=\"0\" y=\"0\" width=\"10\" height=\"10\">"
        let button = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="10" height="10"/>"#
        return "<AppiumAUT>" + String(repeating: open, count: depth) + button + "</AppiumAUT>"
    }

    static func nestedText(_ depth: Int, type: String = "Other") -> String {
        var text = "Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n"
        for level in 0..<depth { text += String(repeating: " ", count: level) + "\(type), {{0.0, 0.0}, {10.0, 10.0}}\n" }
        return text + String(repeating: " ", count: depth) + "Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'OK'\n"
    }

    static func flatList(_ depth: Int) -> String {
        var text = "{(\n"
        for level in 0..<depth {
            let size = Double(2 * (depth - level) + 10)
            text += "    Other, 0x\(level), {{\(level).0, \(level).0}, {\(size), \(size)}},\n"
        }
        return text + "    Button, 0x1, {{\(depth).0, \(depth).0}, {5.0, 5.0}}, label: 'OK'\n)}\n"
    }

    @Test("Elements nested thousands deep are one clear error in every capture text, never a stack overflow")
    func tooDeep() {
        for (name, text) in [("deep.xml", Self.nestedXML(3_000)), ("deep.txt", Self.nestedText(3_000)), ("list.txt", Self.flatList(3_000))]
        {
            let message = Self.error(text, name: name) ?? "no error"
            #expect(message.hasPrefix("\(name):") && message.contains("elements nest deeper than 500 levels"), "\(message)")
        }
        #expect(Self.error(Self.nestedText(3_000), name: "deep.txt")?.hasPrefix("deep.txt:503: error:") == true)
    }

    @Test("Elements nested 400 deep, which VoiceOver's rules flatten, are read; the screen file written reads back")
    func deepButFlat() throws {
        #expect(try Self.heard(Self.nestedXML(400), name: "deep.xml") == ["OK, Button"])
        #expect(try Self.heard(Self.nestedText(400), name: "deep.txt") == ["OK, Button"])
    }

    @Test("A capture whose screen nests deeper than a screen file holds is an error, not a file listen refuses")
    func screenTooDeep() throws {
        // Each scroll view is a container of the screen: 126 of them and the root fit exactly.
        #expect(ScreenWriter.maximumDepth == 127)
        #expect(try Self.heard(Self.nestedXML(125, type: "ScrollView"), name: "fits.xml") == ["OK, Button"])
        let message = Self.error(Self.nestedXML(200, type: "ScrollView"), name: "deep.xml") ?? "no error"
        #expect(message.contains("nests 202 levels deep") && message.contains("a screen file holds at most 127"), "\(message)")
    }

    // MARK: Byte order marks, forced formats, the snapshot list

    static let fixtures = [
        "S3-login-po.txt", "S2-po-escaped.txt", "S10-settings-switch-cell.xml", "wda-modern-traits.json",
        "snapshot-dictionary.json", "idb-nested-traits.json", "accessibilitysnapshot.json", "xcuitest-no-matches.txt",
    ]

    @Test("A capture after a UTF-8 byte order mark is read as without it", arguments: fixtures)
    func byteOrderMark(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let plain = try CaptureImporter.read(bytes, name: name)
        #expect(CaptureImporter.detect([0xEF, 0xBB, 0xBF] + bytes) == plain.format)
        let marked = try CaptureImporter.read([0xEF, 0xBB, 0xBF] + bytes, name: name)
        #expect(try CaptureImportTests.transcript(marked.screen) == CaptureImportTests.transcript(plain.screen))
        #expect(marked.variant == plain.variant)
    }

    @Test("--from forced on a capture of another format is an error saying what the file looks like", arguments: fixtures)
    func forcedFormat(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let detected = try #require(CaptureImporter.detect(bytes))
        for format in CaptureFormat.allCases where format != detected {
            do {
                let imported = try CaptureImporter.read(bytes, name: name, format: format)
                // A format that reads another's file is fine only when it hears something.
                #expect(
                    ImportedShape(imported.screen.root, keepingSerials: false).stopCount > 0,
                    "\(name) read as \(format) with no stops and no error")
            } catch {
                #expect(error.description.contains("this looks like \(detected.displayName)"), "\(error.description)")
            }
        }
    }

    @Test(
        "An empty reading is an error: an XML page with no elements, a query header with none under it",
        arguments: [
            ("empty.xml", "<AppiumAUT></AppiumAUT>", "it holds no elements"),
            ("find.txt", "Find: Descendants matching type Button\n", "it holds no elements"),
            ("screen.txt", #"{"earshot": 1, "root": {"Text": "x"}}"#, "Earshot screen or scenario file"),
        ])
    func emptyReading(_ name: String, _ text: String, _ expected: String) {
        let format: CaptureFormat? = name == "screen.txt" ? .appium : nil
        let message = Self.error(text, name: name, format: format) ?? "no error"
        #expect(message.hasPrefix("\(name): error:") && message.contains(expected), "\(message)")
    }

    @Test("A file starting with XCTest's snapshot list {( is an XCUITest capture, without --from")
    func snapshotList() throws {
        let list = """
            {(
                Application, 0x600002f04000, pid: 4242, label: 'Notes',
                Button, 0x600002f04380, {{20.0, 100.0}, {100.0, 44.0}}, label: 'New note',
                StaticText, 0x600002f04460, {{20.0, 200.0}, {200.0, 22.0}}, label: 'No notes yet'
            )}
            """
        #expect(CaptureImporter.detect(Array(list.utf8)) == .xcuitest)
        #expect(try Self.heard(list, name: "failure.txt") == ["New note, Button", "No notes yet"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-snapshot-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("failure.txt")
        try Data(list.utf8).write(to: url)
        #expect(try CaptureImporter.loadIfCapture(url)?.format == .xcuitest)
        #expect(!CaptureImporter.mayBeDocument(url))
    }

    // MARK: Long lines

    @Test("Long labels, values with thousands of flags and labels open over many lines read as short ones do")
    func longLines() throws {
        let pairs = String(repeating: "', ", count: 3_000)
        let label = try Self.heard("Other, {{0.0, 0.0}, {10.0, 10.0}}, label: '\(pairs)'\n", name: "a.txt")
        #expect(label.count == 1 && label.first?.hasPrefix("', ', ") == true && (label.first?.count ?? 0) >= pairs.count - 1)
        let flags = String(repeating: ", Disabled", count: 3_000)
        #expect(
            try Self.heard("TextField, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Name', value: Ada\(flags)\n", name: "b.txt") == [
                "Name, Ada, Dimmed, Text field"
            ])
        let lines = String(repeating: "\n  and conditions", count: 3_000)
        let heard = try Self.heard("StaticText, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Terms\(lines)'\n", name: "c.txt")
        // The transcript writes a line break inside a label as `\n`.
        #expect(heard == ["Terms" + String(repeating: "\\n  and conditions", count: 3_000)])
    }

    @Test("A binary file in a folder is decided not to be a capture from its first bytes")
    func binaryIsNoCapture() throws {
        let root = scratchFolder.appendingPathComponent("binary-is-no-capture")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes += Array("Window (Main), {{0.0, 0.0}, {390.0, 844.0}}\n".utf8)
        try Data(bytes).write(to: root.appendingPathComponent("image.bin"))
        #expect(!CaptureImporter.isCapture(root.appendingPathComponent("image.bin")))
    }
}
