import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit
@testable import EarshotImporting

/// The audit of captured trees and live trees: where `EarshotAudit` meets `EarshotImporting`,
/// which import neither the other; the command line is the first target that links both, so
/// these tests live with its tests (`Documentation/ARCHITECTURE.md`, the table of test targets).
/// A capture's finding points at the capture's own line, and rules read a capture as a person
/// would.
@Suite("Audit on captures")
struct CaptureAuditTests {
    static func findings(_ capture: String, name: String) throws -> [String] {
        let imported = try CaptureImporter.read(Array(capture.utf8), name: name)
        return try Audit.run(Scenario(name: name, screen: imported.screen)).findings.map(\.rule)
    }

    @Test("An app's name shown as text ('app.st') is not a file name; an icon button named 'ic_camera' is")
    func appNameIsNoFileName() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, {{16.0, 100.0}, {200.0, 30.0}}, label: 'app.st'
              Button, {{16.0, 200.0}, {44.0, 44.0}}, label: 'ic_camera'
            """
        let rules = try Self.findings(capture, name: "home.txt")
        #expect(rules.filter { $0 == "label-is-file-name" }.count == 1)
    }

    @Test("A search field the capture labels is not named only by its placeholder")
    func labelledSearchField() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              SearchField, {{16.0, 100.0}, {358.0, 36.0}}, label: 'Search book title', placeholderValue: 'Search book title'
            """
        #expect(try !Self.findings(capture, name: "books.txt").contains("placeholder-only-name"))
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

    @Test("The keyboard toolbar's dimmed Previous is no finding; a dimmed button of the app is, and the keys are no small targets")
    func keyboardToolbar() throws {
        // An XCUITest debugDescription with the first field focused: the keyboard's window holds
        // the Previous / Next / Done toolbar above the keys, and Previous is dimmed.
        let capture = """
            Attributes: Application, pid: 4242, label: 'Field Notes'
            Element subtree:
             →Application, 0x600000c0c000, pid: 4242, label: 'Field Notes'
                Window (Main), 0x600000c0c1c0, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000c0c2a0, {{0.0, 0.0}, {390.0, 844.0}}
                    TextField, 0x600000c0c620, {{20.0, 120.0}, {350.0, 44.0}}, label: 'Title', value: Grey heron
                    TextField, 0x600000c0c700, {{20.0, 170.0}, {350.0, 44.0}}, label: 'Place', placeholderValue: 'Where'
                    Button, 0x600000c0c7e0, {{20.0, 230.0}, {350.0, 44.0}}, label: 'Send', Disabled
                Window, 0x600000c0c8c0, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000c0c9a0, {{0.0, 0.0}, {390.0, 844.0}}
                    Toolbar, 0x600000c0ca80, {{0.0, 506.0}, {390.0, 44.0}}
                      Button, 0x600000c0cb60, {{8.0, 506.0}, {44.0, 44.0}}, label: 'Previous', Disabled
                      Button, 0x600000c0cc40, {{60.0, 506.0}, {44.0, 44.0}}, label: 'Next'
                      Button, 0x600000c0cd20, {{322.0, 506.0}, {60.0, 44.0}}, label: 'Done'
                    Keyboard, 0x600000c0ce00, {{0.0, 550.0}, {390.0, 291.0}}
                      Key, 0x600000c0cee0, {{3.0, 560.0}, {33.0, 42.0}}, label: 'q'
                      Key, 0x600000c0cfc0, {{42.0, 560.0}, {33.0, 42.0}}, label: 'w'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "keyboard.txt")
        let found = try Audit.run(Scenario(name: "keyboard.txt", screen: imported.screen)).findings
        #expect(found.map(\.rule) == ["dimmed-without-reason"])
        #expect(found.map(\.heard) == [["Send, Dimmed, Button"]])
        #expect(found.map(\.line) == [8])
    }

    /// A leaf of a live accessibility tree, set by hand: the smallest `AccessibilityTreeNode`.
    struct LiveLeaf: AccessibilityTreeNode {
        var isAccessibilityElement = false
        var label: String?
        var value: String?
        var hint: String?
        var identifier: String?
        var traits: UInt64 = 0
        var frame: Frame?
        var customActions: [String] = []
        var customContent: [CustomContent] = []
        var language: String?
        var viewIsModal = false
        var groupsChildren = false
        var elementsHidden = false
        var isHidden = false
        var containerType = 0
        var navigationStyle = 0
        var role = AccessibilityTreeRole.other
        var children: [LiveLeaf] = []
        var childrenAreAccessibilityElements = false
        var identity: ObjectIdentifier? { nil }
    }

    @MainActor
    @Test("A screen read from a live tree audits like any other: an unlabelled button is found")
    func liveTreeAudits() throws {
        let button = LiveLeaf(isAccessibilityElement: true, traits: 1, frame: Frame(x: 20, y: 100, width: 100, height: 44))
        let title = LiveLeaf(
            isAccessibilityElement: true, label: "Notes", traits: 1 << 6, frame: Frame(x: 20, y: 60, width: 200, height: 20))
        let root = LiveLeaf(frame: Frame(x: 0, y: 0, width: 390, height: 844), children: [title, button])
        let screen = try AccessibilityTreeReader.screen(of: root, name: "General")
        let found = try Audit.run(Scenario(name: screen.name, screen: screen)).findings
        #expect(found.map(\.rule).contains("missing-label"), "\(found.map(\.rule))")
    }
}
