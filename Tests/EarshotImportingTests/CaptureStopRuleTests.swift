import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// The stop and order rules of `VoiceOverStops` that real captures showed wrong, one test each
/// (the captures themselves are in `Captures/`, named in `Captures/SOURCES.md`).
@Suite("Capture stop rules")
struct CaptureStopRuleTests {
    static func heard(_ capture: String, name: String = "capture.txt") throws -> [String] {
        try CaptureImportTests.heard(capture, name: name)
    }

    @Test("A settings row that WebDriverAgent marks accessible is its switch, never the row's bare 0 or 1")
    func switchRowWithAccessibleFlag() throws {
        // WebDriverAgent: a Cell is `accessible` when it or its first child is, and it writes the
        // switch's value on the cell (XCUIElement+FBWebDriverAttributes.m).
        let capture = """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
              <XCUIElementTypeCell type="XCUIElementTypeCell" value="0" name="Auto-Correction" label="Auto-Correction" enabled="true" visible="true" accessible="true" x="0" y="120" width="390" height="44">
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Auto-Correction" label="Auto-Correction" enabled="true" visible="true" accessible="false" x="321" y="126" width="51" height="31"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """
        let heard = try Self.heard(capture, name: "keyboards.xml")
        #expect(heard == ["Auto-Correction, Switch button, Off", "[hint] Double tap to toggle setting"])
    }

    @Test("Only UIKit's dismiss region, an Other, is the dismiss button; an app's own button or text with its identifier keeps its label")
    func popoverDismissRegionIsAnOther() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {820.0, 1180.0}}
              Button, {{0.0, 100.0}, {50.0, 50.0}}, identifier: 'PopoverDismissRegion', label: 'Close'
              StaticText, {{0.0, 200.0}, {50.0, 50.0}}, identifier: 'PopoverDismissRegion', label: 'Hello'
              Other, {{0.0, 300.0}, {50.0, 50.0}}, identifier: 'PopoverDismissRegion', label: 'dismiss popup'
              Other, {{0.0, 400.0}, {50.0, 50.0}}, identifier: 'PopoverDismissRegion'
                Other, {{0.0, 400.0}, {10.0, 10.0}}, identifier: 'PopoverDismissRegion', label: 'dismiss popup'
                  StaticText, {{0.0, 400.0}, {10.0, 10.0}}, label: 'Inner'
            """
        let heard = try Self.heard(capture)
        #expect(Array(heard.prefix(3)) == ["Close, Button", "Hello", "Activate to dismiss pop-up window, Button"])
        #expect(heard.contains("Inner"), "a region's children are still heard: \(heard)")
    }

    @Test("A labelled Other whose label is its children's text, whatever the case, is one stop")
    func labelledGroupIsOneStop() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              Other, {{16.0, 300.0}, {358.0, 40.0}}, label: 'App presented by sponsor'
                StaticText, {{16.0, 300.0}, {200.0, 40.0}}, label: 'App presented by'
                Image, {{220.0, 300.0}, {100.0, 40.0}}, label: 'Sponsor'
            """
        #expect(try Self.heard(capture) == ["App presented by sponsor"])
    }

    @Test("A labelled Other over more elements than a sentence holds is a container, so a deep chain of them stays linear")
    func labelledGroupLimit() throws {
        func capture(texts: Int) -> String {
            let rows = (0..<texts).map { "    StaticText, {{16.0, \(300 + $0).0}, {20.0, 1.0}}, label: 'Go'" }
            return (["Window (Main), {{0.0, 0.0}, {390.0, 844.0}}", "  Other, {{16.0, 300.0}, {358.0, 100.0}}, label: 'Go on'"] + rows)
                .joined(separator: "\n")
        }
        let limit = VoiceOverStops.combinedGroupLimit
        #expect(try Self.heard(capture(texts: limit)) == ["Go on"])
        #expect(try Self.heard(capture(texts: limit + 1)) == Array(repeating: "Go", count: limit + 1))
    }

    @Test("Windows of a snapshot list are siblings: the keyboard's keys come after the app, not among its buttons")
    func windowsHeardOnTheirOwn() throws {
        let capture = """
            No matches found for Descendants matching type Switch from input {(
                Application, pid: 1, label: 'Notes',
                Window (Main), {{0.0, 0.0}, {390.0, 844.0}},
                Button, {{20.0, 600.0}, {100.0, 44.0}}, label: 'Save',
                Window, {{0.0, 0.0}, {390.0, 844.0}},
                Keyboard, {{0.0, 550.0}, {390.0, 291.0}},
                Key, {{3.0, 560.0}, {33.0, 42.0}}, label: 'q',
                Key, {{3.0, 700.0}, {33.0, 42.0}}, label: 'z',
            )}
            """
        #expect(try Self.heard(capture) == ["Save, Button", "q", "z"])
        let roots = try FrameNesting.nest([CapturedElement(type: "Window"), CapturedElement(type: "Window")], file: "c.txt")
        #expect(roots.count == 2)
    }

    @Test("Traits inferred are counted for the stops that stay, not for a duplicate dropped")
    func inferredCountMatchesStops() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {375.0, 812.0}}
              Button, {{0.0, 329.7}, {343.0, 48.0}}, identifier: 'loginButton', label: 'Log in'
              Button, {{16.0, 337.7}, {343.0, 48.0}}, identifier: 'loginButton', label: 'Log in'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(imported.notes.contains { $0.hasSuffix("3 elements, 1 VoiceOver stop") }, "\(imported.notes)")
        #expect(imported.notes.contains { $0.hasPrefix("traits inferred from element types for 1 stop ") })
    }

    @Test("The screen's shape in one walk: stops not counted inside a stop, headings and serials everywhere, depth with the root")
    func importedShape() {
        func node(_ kind: NodeKind, _ serial: Int, heading: Bool = false, _ children: [Node] = []) -> Node {
            var node = Node(kind, title: "t", children: children)
            node.serial = serial
            if heading { node.accessibility.addTraits.insert(.isHeader) }
            return node
        }
        let root = node(
            .vStack, 1,
            [
                node(.text, 2, heading: true),
                node(.list, 3, [node(.button, 4, [node(.text, 5, heading: true)]), node(.hStack, 6, [node(.text, 7)])]),
                node(.toggle, 8),
            ])
        let shape = ImportedShape(root, keepingSerials: true)
        #expect(shape.stopCount == 4)  // 2, 4, 7, 8: not 5, inside the button
        #expect(shape.headingCount == 2)
        #expect(shape.depth == 4)
        #expect(shape.serials == [2, 3, 4, 5, 6, 7, 8])
        #expect(ImportedShape(root, keepingSerials: false).serials.isEmpty)
        #expect(ImportedShape(node(.vStack, 1), keepingSerials: true).depth == 1)
    }

    @Test("What was left out is counted in the right number: 1 zero-size element, 2 scroll bars")
    func leftOutCounts() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {375.0, 812.0}}
              Button, {{0.0, 100.0}, {343.0, 48.0}}, label: 'Log in'
              StaticText, {{9.0, 825.1}, {0.0, 0.0}}
              Other, {{365.0, 0.0}, {10.0, 812.0}}, label: 'Vertical scroll bar, 1 page'
              Other, {{0.0, 800.0}, {375.0, 10.0}}, label: 'Horizontal scroll bar, 1 page'
            """
        let notes = try CaptureImporter.read(Array(capture.utf8), name: "c.txt").notes
        #expect(notes.contains("1 zero-size element left out: VoiceOver does not stop on it"), "\(notes)")
        #expect(notes.contains("2 scroll bars left out: VoiceOver does not stop on them"), "\(notes)")
    }

    @Test("idb's heading role is said to be read, not that headings are missing")
    func idbHeadingNote() throws {
        let capture = """
            [{"AXFrame":"{{0, 0}, {375, 30}}","frame":{"y":0,"x":0,"width":375,"height":30},"role_description":"heading","AXLabel":"Inbox",\
            "type":"Heading","custom_actions":[],"AXValue":null,"enabled":true,"role":"AXHeading","subrole":null,"help":null,"title":null,\
            "AXUniqueId":null,"content_required":false}]
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.json")
        #expect(try CaptureImportTests.transcript(imported.screen) == "Inbox, Heading\n")
        let note = "headings are in idb describe-all captures only as a role (1 given by the capture"
        #expect(imported.notes.contains { $0.hasPrefix(note) })
        #expect(!imported.notes.contains { $0.hasPrefix("headings are not in") })
    }

    @Test("A value XCTest cut is heard without its '...', and the note says it was cut")
    func cutValue() throws {
        let capture = "TextField, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e..."
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(try CaptureImportTests.transcript(imported.screen).hasPrefix("ukautomationuser@e, Text field\n"))
        #expect(imported.notes.contains("1 value was cut by the capture: heard without its '...', the rest of the text is not in it"))
    }

    @Test("A modal bar's leading Cancel is no back button; the leading button before the title is")
    func backButton() throws {
        let capture = """
            NavigationBar, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'New event'
              Button, {{0.0, 47.0}, {70.0, 44.0}}, label: 'Cancel'
              StaticText, {{150.0, 58.7}, {90.0, 20.3}}, label: 'New event'
              Button, {{320.0, 47.0}, {70.0, 44.0}}, label: 'Add'
            """
        #expect(try Self.heard(capture) == ["Cancel, Button", "New event, Heading", "Add, Button"])
    }
}
