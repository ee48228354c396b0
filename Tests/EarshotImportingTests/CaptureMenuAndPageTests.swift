import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// A captured pop-up button is a `Menu`, a captured page indicator a `PageControl` (issue 50):
/// each capture format that carries them, imported and heard as the hand-written view is
/// (`Scenarios/Gestures/menu-is-a-pop-up-button-that-presents-its-items`,
/// `page-control-says-its-page-and-swipes-move-it`).
@Suite("Capture import: pop-up buttons are menus, page indicators page controls")
struct CaptureMenuAndPageTests {
    static let menuHeard = ["More, Button, Pop up button", "[hint] Double tap to activate the picker"]
    static let pageHeard = ["Page 2 of 3, Adjustable", "[hint] Swipe up or down with one finger to adjust the value"]

    /// The imported screen's views that are no containers, in order.
    static func leaves(_ node: Node) -> [Node] {
        node.kind.takesChildList ? node.children.flatMap(leaves) : [node]
    }

    /// The kinds of the imported screen's stops and what the capture is heard saying.
    static func imported(_ capture: String, name: String) throws -> (kinds: [NodeKind], heard: [String], screen: ImportedScreen) {
        let imported = try CaptureImporter.read(Array(capture.utf8), name: name)
        let heard = try CaptureImportTests.transcript(imported.screen).split(separator: "\n").map(String.init)
        return (leaves(imported.screen.root).map(\.kind), heard, imported)
    }

    @Test(
        "Each format's pop-up button and page indicator are a Menu and a PageControl, heard as the hand-written ones",
        arguments: [
            (
                "xcuitest.txt",
                """
                Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
                  PopUpButton, {{300.0, 50.0}, {44.0, 44.0}}, label: 'More'
                  PageIndicator, {{150.0, 700.0}, {90.0, 26.0}}, value: page 2 of 3
                """
            ),
            (
                "appium.xml",
                """
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Tour" label="Tour" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                  <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                    <XCUIElementTypePopUpButton type="XCUIElementTypePopUpButton" name="More" label="More" enabled="true" visible="true" accessible="true" x="300" y="50" width="44" height="44" index="0"/>
                    <XCUIElementTypePageIndicator type="XCUIElementTypePageIndicator" value="page 2 of 3" enabled="true" visible="true" accessible="true" x="150" y="700" width="90" height="26" index="1"/>
                  </XCUIElementTypeWindow>
                </XCUIElementTypeApplication></AppiumAUT>
                """
            ),
            (
                "wda.json",
                """
                {"value": {"type": "Application", "name": "Tour", "label": "Tour", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "isEnabled": "1", "isVisible": "1", "isAccessible": "0", "children": [
                  {"type": "PopUpButton", "name": "More", "label": "More", "rect": {"x": 300, "y": 50, "width": 44, "height": 44}, "isEnabled": "1", "isVisible": "1", "isAccessible": "1"},
                  {"type": "PageIndicator", "value": "page 2 of 3", "rect": {"x": 150, "y": 700, "width": 90, "height": 26}, "isEnabled": "1", "isVisible": "1", "isAccessible": "1"}]}}
                """
            ),
            (
                "dictionary.json",
                """
                {"identifier": "", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}, "label": "Tour", "elementType": 2, "enabled": true, "selected": false, "children": [
                  {"identifier": "", "frame": {"X": 300, "Y": 50, "Width": 44, "Height": 44}, "label": "More", "elementType": 14, "enabled": true, "selected": false, "children": []},
                  {"identifier": "", "frame": {"X": 150, "Y": 700, "Width": 90, "Height": 26}, "label": "", "value": "page 2 of 3", "elementType": 34, "enabled": true, "selected": false, "children": []}]}
                """
            ),
            (
                "idb.json",
                """
                [{"AXFrame": "{{300, 50}, {44, 44}}", "AXUniqueId": null, "frame": {"y": 50, "x": 300, "width": 44, "height": 44}, "role_description": "pop up button", "AXLabel": "More", "type": "PopUpButton", "custom_actions": [], "AXValue": null, "enabled": true, "role": "AXPopUpButton", "subrole": null},
                 {"AXFrame": "{{150, 700}, {90, 26}}", "AXUniqueId": "Page control", "frame": {"y": 700, "x": 150, "width": 90, "height": 26}, "role_description": "slider", "AXLabel": null, "type": "Slider", "custom_actions": [], "AXValue": "Page 2 of 3", "enabled": true, "role": "AXSlider", "subrole": null}]
                """
            ),
            (
                "idb-traits.json",
                """
                [{"AXFrame": "{{300, 50}, {44, 44}}", "frame": {"y": 50, "x": 300, "width": 44, "height": 44}, "role_description": "button", "AXLabel": "More", "type": "Button", "AXValue": null, "enabled": true, "role": "AXButton", "traits": ["Button", "PopupButton"]},
                 {"AXFrame": "{{150, 700}, {90, 26}}", "frame": {"y": 700, "x": 150, "width": 90, "height": 26}, "role_description": "slider", "AXLabel": null, "type": "Slider", "AXValue": "Page 2 of 3", "enabled": true, "role": "AXSlider", "traits": ["Adjustable"]}]
                """
            ),
        ])
    func eachFormat(name: String, capture: String) throws {
        let (kinds, heard, _) = try Self.imported(capture, name: name)
        #expect(kinds == [.menu, .pageControl])
        #expect(heard == Self.menuHeard + Self.pageHeard)
    }

    @Test("AccessibilitySnapshot's adjustable element whose value is its page is a PageControl")
    func accessibilitySnapshotPage() throws {
        let capture = """
            [{"element": {"_0": {"description": "page 2 of 3. Adjustable.", "value": "page 2 of 3", "traits": ["adjustable"], "shape": {"type": "frame", "frame": [[150, 700], [90, 26]]}, "activationPoint": [195, 713], "usesDefaultActivationPoint": true, "customActions": [], "customContent": [], "customRotors": [], "respondsToUserInteraction": true}, "traversalIndex": 0}}]
            """
        let (kinds, heard, _) = try Self.imported(capture, name: "snapshot.json")
        #expect(kinds == [.pageControl])
        #expect(heard == Self.pageHeard)
    }

    @Test("The imported page control moves one page a swipe, as UIKit's does")
    func pageMoves() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              PageIndicator, {{150.0, 700.0}, {90.0, 26.0}}, identifier: 'pages', value: page 3 of 3
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        let run = try ScenarioRunner.run(
            Scenario(name: "pages", screen: imported.screen, steps: [.decrement]))
        #expect(run.lines.last == "Page 2 of 3")
    }

    @Test("A page indicator whose value names no page stays an adjustable element saying that value")
    func unreadablePage() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              PageIndicator, {{150.0, 700.0}, {90.0, 26.0}}, value: 3ページ中1ページ目
              PageIndicator, {{150.0, 740.0}, {90.0, 26.0}}, value: page 4 of 3
            """
        let (kinds, heard, _) = try Self.imported(capture, name: "c.txt")
        #expect(kinds == [.text, .text])
        #expect(heard.first == "3ページ中1ページ目, Adjustable")
        #expect(heard.contains("page 4 of 3, Adjustable"))
    }

    @Test("A closed pop-up button's items are unknown: the note says so, the file says null and reads back, a double tap presents nothing")
    func unknownItems() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              PopUpButton, {{300.0, 50.0}, {44.0, 44.0}}, identifier: 'more', label: 'More'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(
            imported.notes.contains {
                $0.hasPrefix("1 pop-up button imported as a Menu without its items: a capture shows a menu's items only while it is open")
            })
        let text = ScreenWriter.text(imported.screen)
        #expect(text.contains("\"items\": null"))
        let reread = try DocumentLoader.load(bytes: Array(text.utf8), name: "reread.screen.json").scenario.screen
        let run = try ScenarioRunner.run(Scenario(name: "menu", screen: reread, steps: [.activate]))
        #expect(run.lines == Self.menuHeard)
    }

    @Test("A pop-up button that shows its open menu's items keeps them: a double tap presents them")
    func shownItems() throws {
        let capture = """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              PopUpButton, {{300.0, 50.0}, {100.0, 44.0}}, label: 'Sort'
                Menu, {{300.0, 100.0}, {200.0, 88.0}}
                  MenuItem, {{300.0, 100.0}, {200.0, 44.0}}, label: 'Name'
                  MenuItem, {{300.0, 144.0}, {200.0, 44.0}}, label: 'Date'
            """
        let imported = try CaptureImporter.read(Array(capture.utf8), name: "c.txt")
        #expect(!imported.notes.contains { $0.contains("pop-up button") })
        let text = ScreenWriter.text(imported.screen)
        let reread = try DocumentLoader.load(bytes: Array(text.utf8), name: "reread.screen.json").scenario.screen
        let run = try ScenarioRunner.run(Scenario(name: "menu", screen: reread, steps: [.activate]))
        #expect(
            run.lines == [
                "Sort, Button, Pop up button", "[hint] Double tap to activate the picker", "[sound] screen changed", "Name, Button",
            ])
    }
}
