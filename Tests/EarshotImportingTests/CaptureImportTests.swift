import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// Captured trees (`Captures/`: samples published by XCUITest, Appium/WebDriverAgent and idb
/// users, named S2-S12, and captures written in those tools' formats) imported and heard; each
/// golden `.transcript` beside its capture was read and checked against what VoiceOver says on
/// such a screen; `Captures/SOURCES.md` names where each was published. `EARSHOT_RECORD=failed`
/// rewrites those that differ (and fails).
@Suite("Capture import")
struct CaptureImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EarshotTests/Captures")
    static let captures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasSuffix(".transcript") && !$0.hasSuffix(".md") }.sorted()

    static func transcript(_ screen: Screen) throws -> String {
        TranscriptRenderer.text(try ScenarioRunner.run(Scenario(name: screen.name, screen: screen)))
    }

    @Test("Every capture is heard as its golden transcript", arguments: captures)
    func golden(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let imported = try CaptureImporter.read(bytes, name: name)
        let heard = try Self.transcript(imported.screen)
        let goldenURL = Self.folder.appendingPathComponent(name + ".transcript")
        GoldenFile.expect(try GoldenFile.check(heard, as: .text, at: goldenURL, record: try GoldenFile.recordMode()), goldenURL)
    }

    @Test("Import, write the screen file, read it back: the same transcript and the same bytes", arguments: captures)
    func roundTrip(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let imported = try CaptureImporter.read(bytes, name: name)
        let text = ScreenWriter.text(imported.screen)
        var reread = try DocumentLoader.load(bytes: Array(text.utf8), name: "reread.screen.json").scenario.screen
        #expect(try Self.transcript(reread) == Self.transcript(imported.screen))
        reread.name = imported.screen.name
        #expect(ScreenWriter.text(reread) == text)
        #expect(text.contains("\"framework\": \"uikit\""))
    }

    static func heard(_ capture: String, name: String = "capture.txt") throws -> [String] {
        let imported = try CaptureImporter.read(Array(capture.utf8), name: name)
        return try transcript(imported.screen).split(separator: "\n").map(String.init)
    }

    @Test("A stop hides what is inside it: a button's text is not a second stop")
    func stopHidesChildren() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              Button, {{20.0, 100.0}, {200.0, 44.0}}, label: 'Log In'
                StaticText, {{60.0, 110.0}, {60.0, 22.0}}, label: 'Log In'
            """
        #expect(try Self.heard(capture) == ["Log In, Button"])
    }

    @Test("A labelled Other around a control with the same label is a wrapper, not a stop")
    func wrapperIsNoStop() throws {
        let capture = """
            Other, {{0.0, 0.0}, {390.0, 100.0}}, label: 'Add'
              Button, {{0.0, 0.0}, {390.0, 100.0}}, label: 'Add'
            """
        #expect(try Self.heard(capture) == ["Add, Button"])
    }

    @Test("Zero-size elements, scroll bars and unlabelled images are no stops")
    func skipped() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, {{9.0, 825.1}, {0.0, 0.0}}, label: 'ghost'
              Other, {{380.0, 0.0}, {10.0, 800.0}}, label: 'Vertical scroll bar, 1 page', value: 0%
              Image, {{0.0, 10.0}, {90.0, 90.0}}, identifier: 'logo'
              StaticText, {{0.0, 200.0}, {90.0, 20.0}}, label: 'Hello'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(try Self.transcript(imported.screen) == "Hello\n")
        #expect(imported.notes.contains { $0.contains("1 scroll bar left out") })
        #expect(imported.notes.contains { $0.contains("1 image without a label left out") })
    }

    @Test("A cell without a label reads its texts as one stop; with a switch it is that switch")
    func cells() throws {
        let capture = """
            Table, {{0.0, 0.0}, {390.0, 844.0}}
              Cell, {{0.0, 0.0}, {390.0, 44.0}}
                StaticText, {{20.0, 10.0}, {100.0, 22.0}}, label: 'Sky Pond'
                StaticText, {{200.0, 10.0}, {100.0, 22.0}}, label: '4.9 miles'
              Cell, {{0.0, 44.0}, {390.0, 44.0}}
                StaticText, {{20.0, 54.0}, {100.0, 22.0}}, label: 'Wi-Fi'
                Switch, {{320.0, 50.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1
            """
        #expect(try Self.heard(capture) == ["Sky Pond, 4.9 miles", "Wi-Fi, Switch button, On", "[hint] Double tap to toggle setting"])
    }

    @Test("Off-screen elements stay reachable, in their container's order")
    func offScreen() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              CollectionView, {{0.0, 100.0}, {390.0, 600.0}}
                StaticText, {{0.0, 110.0}, {390.0, 40.0}}, label: 'First'
                StaticText, {{0.0, 1500.0}, {390.0, 40.0}}, label: 'Far below'
              Button, {{0.0, 760.0}, {390.0, 44.0}}, label: 'Done'
            """
        #expect(try Self.heard(capture) == ["First", "Far below", "Done, Button"])
    }

    @Test("Hints and headings are said to be missing; the navigation bar title is an inferred heading")
    func notes() throws {
        let capture = """
            NavigationBar, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Inbox'
              StaticText, {{160.0, 58.0}, {70.0, 20.0}}, label: 'Inbox'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(
            imported.notes.contains(
                "hints are not in XCUITest debugDescription captures: custom hints are not heard (the system's hints of switches, text fields and adjustable elements are)"
            ))
        #expect(
            imported.notes.contains {
                $0.hasPrefix("headings are not in XCUITest debugDescription captures (inferred for the navigation bar title 'Inbox')")
            })
        let lines = try imported.dumpLines()
        #expect(lines == ["└─ (container)", "   └─ Inbox  [isHeader, isStaticText]  inferred: isHeader, isStaticText"])
    }

    @Test("Each form of XCUITest's text is read: escaped, with addresses, Xcode 7 and 9 lines, flags after values")
    func lineGrammar() throws {
        let escaped =
            #""Attributes: Application, 0x1, pid: 1, label: \'A\'\nElement subtree:\n →Application, 0x1, pid: 1, label: \'A\'\n    Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: \'Don\'t sign in\'\n""#
        #expect(try Self.heard(escaped) == ["Don't sign in, Button"])
        let old = "Button 0x7f00: traits: 65537, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Foo'\n"
        #expect(try Self.heard(old) == ["Foo, Button, Heading"])
        let flags = "TextField, {{0.0, 0.0}, {300.0, 30.0}}, label: 'Name', value: Ada, Lovelace, Keyboard Focused, Disabled\n"
        #expect(try Self.heard(flags) == ["Name, Ada, Lovelace, Dimmed, Text field, Is editing"])
    }

    @Test("A text field with keyboard focus is imported as focused: it says Is editing, and the screen file says \"focused\": true")
    func keyboardFocusedField() throws {
        let capture = "TextField, {{0.0, 0.0}, {300.0, 30.0}}, placeholderValue: 'City', Keyboard Focused\n"
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(try Self.transcript(imported.screen) == "City, Text field, Is editing\n[hint] Use the rotor to access Misspelled Words\n")
        #expect(ScreenWriter.text(imported.screen).contains("\"focused\": true"))
    }

    @Test("A file that is no known format is an error naming the formats tried and its first line")
    func unknownFormat() {
        #expect {
            _ = try CaptureImporter.read(Array("hello world\n".utf8), name: "notes.txt")
        } throws: { error in
            let text = (error as? InputError)?.description ?? ""
            return text.contains("tried XCUITest debugDescription, Appium page source, idb describe-all, AccessibilitySnapshot hierarchy")
                && text.contains("its first line is 'hello world'")
        }
    }

    @Test("A malformed line in the middle gives file:line:column")
    func malformedLine() {
        let capture =
            "Window, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, {{1.0, 2.0}, label: 'x'\n  StaticText, {{0.0, 0.0}, {1.0, 1.0}}, label: 'y'\n"
        #expect {
            _ = try CaptureImporter.read(Array(capture.utf8), name: "bad.txt")
        } throws: { error in
            (error as? InputError)?.description.hasPrefix("bad.txt:2:11: error: expected a frame") == true
        }
    }

    @Test(
        "Formats are recognised from content",
        arguments: [
            ("<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>", CaptureFormat.appium),
            (#"[{"AXLabel": "x", "AXFrame": "{{0, 0}, {1, 1}}"}]"#, .idb),
            (#"{"elementType": 2, "children": []}"#, .xcuitest),
            (#"[{"element": {"_0": {"label": "x"}, "traversalIndex": 0}}]"#, .accessibilitysnapshot),
            (#"{"type": "Application", "isAccessible": "0", "rect": {}}"#, .appium),
            ("Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n", .xcuitest),
        ])
    func detection(_ text: String, _ format: CaptureFormat) {
        #expect(CaptureImporter.detect(Array(text.utf8)) == format)
    }

    @Test(
        "loadIfCapture, which reads a file once, decides as isCapture and mayBeDocument do",
        arguments: [
            (
                "login.txt",
                "Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n →Application, pid: 1, label: 'A'\n    Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'OK'\n"
            ),
            ("page.xml", "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"A\"/></AppiumAUT>"),
            ("idb.json", #"[{"AXLabel": "OK", "AXFrame": "{{0, 0}, {1, 1}}", "type": "Button"}]"#),
            ("doc.json", #"{"earshot": 1, "root": {"Text": "x"}}"#),
            ("object.json", #"{"nothing": "known"}"#),
            ("notes.txt", "hello world\n"),
            ("empty.txt", ""),
            ("named.screen.json", "Attributes: Application, pid: 1, label: 'A'\n"),
        ])
    func loadIfCaptureDecides(_ name: String, _ text: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-load-if-capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        let isCapture = CaptureImporter.isCapture(url) || !CaptureImporter.mayBeDocument(url)
        let once: Result<ImportedScreen?, InputError> = Result { () throws(InputError) in
            try CaptureImporter.loadIfCapture(url, displayName: name)
        }
        if isCapture {
            let twice: Result<ImportedScreen, InputError> = Result { () throws(InputError) in
                try CaptureImporter.load(url, displayName: name)
            }
            switch (once, twice) {
            case (.success(let a?), .success(let b)):
                #expect(try Self.transcript(a.screen) == Self.transcript(b.screen))
                #expect(a.notes == b.notes)
            case (.failure(let a), .failure(let b)):
                #expect(a.description == b.description)
            default:
                Issue.record("loadIfCapture and load disagree on \(name): \(once) against \(twice)")
            }
        } else {
            guard case .success(nil) = once else {
                Issue.record("\(name) is a screen or scenario file, yet loadIfCapture gave \(once)")
                return
            }
        }
    }

    @Test("A screen file is not a capture")
    func screenIsNoCapture() {
        #expect(CaptureImporter.detect(Array(#"{"earshot": 1, "root": {"Text": "x"}}"#.utf8)) == nil)
    }

    @Test("Trait names fold to one spelling, ASCII byte by byte and anything else the Unicode way")
    func traitNamesFold() {
        #expect(TraitName.normalized("button") == "button")
        #expect(TraitName.normalized("KeyboardKey") == "keyboardkey")
        #expect(TraitName.normalized("Tab Button") == "tabbutton")
        #expect(TraitName.normalized("search_field-x") == "searchfieldx")
        #expect(TraitName.normalized("") == "")
        #expect(TraitName.normalized("Über Knopf") == "überknopf")
    }

    @Test("An AccessibilitySnapshot element's type is the first its traits make, in one order")
    func snapshotTypeOrder() {
        #expect(CaptureJSON.snapshotType(["button", "switchbutton"]) == "Switch")
        #expect(CaptureJSON.snapshotType(["searchfield", "textentry"]) == "SearchField")
        #expect(CaptureJSON.snapshotType(["textarea"]) == "TextField")
        #expect(CaptureJSON.snapshotType(["image", "link"]) == "Link")
        #expect(CaptureJSON.snapshotType(["backbutton", "adjustable"]) == "Slider")
        #expect(CaptureJSON.snapshotType(["image", "statictext"]) == "Image")
        #expect(CaptureJSON.snapshotType(["statictext", "header"]) == "Other")
        #expect(CaptureJSON.snapshotType([]) == "Other")
    }
}
