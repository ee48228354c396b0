import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit
@testable import EarshotImporting

/// Where audit findings point: each at its own view or step, as the reader recorded it while
/// it read the file (no second read): an announcement at the step that posted it, a capture's
/// finding at the capture's own line.
@Suite("Audit positions")
struct AuditPositionTests {
    /// The findings of `rule` in the scenario `text`, read as `name`.
    func findings(_ rule: String, in text: String, name: String = "s.scenario.json") throws -> [AuditFinding] {
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: name)
        return try Audit.run(document.scenario).findings.filter { $0.rule == rule }
    }

    @Test("Two announcements that say the same in different steps: the dropped one is placed at its own step")
    func sameAnnouncementTwice() throws {
        let text = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"VStack": [{"Text": "Draft"}, {"Button": "Save"}]}},
             "start": "silent",
             "steps": [
               {"announce": "Saved"},
               "next",
               {"screenChanged": null},
                 {"announce": "Saved"}
             ]}
            """
        let found = try findings("announcement-dropped", in: text)
        #expect(found.map(\.path) == ["steps[3]"])
        #expect(found.map { "\($0.file ?? "-"):\($0.line):\($0.column)" } == ["s.scenario.json:8:6"])
    }

    @Test("An announcement a view's reaction posts is placed at its step in that view, the one the step activated")
    func announcementOfAReaction() throws {
        let text = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"VStack": [
               {"Button": "Save", "id": "save", "onActivate": [{"screenChanged": null}, {"announce": "Saved"}]},
               {"Button": "Keep", "id": "keep", "onActivate": [{"screenChanged": null}, {"announce": "Saved"}]}]}},
             "steps": [{"activate": "keep"}]}
            """
        let found = try findings("announcement-dropped", in: text)
        #expect(found.map(\.path) == ["screen.root.VStack[1].onActivate[1]"])
        #expect(found.map { "\($0.line):\($0.column)" } == ["4:77"])
    }

    @Test("A finding on a view of a screen file is at the view's line and column")
    func viewFinding() throws {
        let text = """
            {"earshot": 1, "root": {"VStack": [
              {"Text": "Notes"},
                {"Button": [{"Image": "ic_trash"}]}]}}
            """
        let found = try findings("label-is-file-name", in: text, name: "s.screen.json")
        #expect(found.map { "\($0.file ?? "-"):\($0.line):\($0.column) \($0.path ?? "-")" } == ["s.screen.json:3:5 root.VStack[1]"])
    }

    /// The missing-label findings of a capture, as `file:line:column`.
    func captureFindings(_ text: String, name: String) throws -> [String] {
        let imported = try CaptureImporter.read(Array(text.utf8), name: name)
        return try Audit.run(Scenario(name: name, screen: imported.screen)).findings.filter { $0.rule == "missing-label" }
            .map { "\($0.file ?? "-"):\($0.line):\($0.column)" }
    }

    @Test("A finding on an XCUITest debugDescription points at the element's own line")
    func xcuitestText() throws {
        let text = """
            Attributes: Application, pid: 42, label: 'Notes'
            Element subtree:
             →Application, pid: 42, label: 'Notes'
                Window, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, {{20.0, 60.0}, {200.0, 20.0}}, label: 'Notes'
                  Button, {{20.0, 100.0}, {100.0, 44.0}}

            """
        #expect(try captureFindings(text, name: "notes.txt") == ["notes.txt:6:7"])
    }

    @Test("A finding on Appium XML points at the element's start tag")
    func appiumXML() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" x="0" y="0" width="390" height="844">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Notes" label="Notes" x="20" y="60" width="200" height="20"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" x="20" y="100"
                    width="100" height="44"/>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        #expect(try captureFindings(text, name: "notes.xml") == ["notes.xml:6:7"])
        // On one line, the column says which element.
        let oneLine = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let column = try #require(oneLine.range(of: "<XCUIElementTypeButton")).lowerBound.utf16Offset(in: oneLine) + 1
        #expect(try captureFindings(oneLine, name: "notes.xml") == ["notes.xml:1:\(column)"])
    }

    @Test("A finding on WebDriverAgent JSON points at the element's object")
    func webDriverAgentJSON() throws {
        let text = """
            {"value": {"type": "XCUIElementTypeApplication", "label": "Notes", "rect": {"x": 0, "y": 0, "width": 390, "height": 844},
             "children": [
              {"type": "XCUIElementTypeStaticText", "label": "Notes", "rect": {"x": 20, "y": 60, "width": 200, "height": 20}},
                {"type": "XCUIElementTypeButton", "rect": {"x": 20, "y": 100, "width": 100, "height": 44}}]}}
            """
        #expect(try captureFindings(text, name: "notes.json") == ["notes.json:4:5"])
    }

    @Test("A finding on an idb capture points at the element's object")
    func idbJSON() throws {
        let text = """
            [{"type": "StaticText", "AXLabel": "Notes", "frame": {"x": 20, "y": 60, "width": 200, "height": 20}},
             {"type": "Button", "AXLabel": "", "frame": {"x": 20, "y": 100, "width": 100, "height": 44}}]
            """
        #expect(try captureFindings(text, name: "notes.json") == ["notes.json:2:2"])
    }
}
