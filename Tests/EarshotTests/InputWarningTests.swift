import Foundation
import Testing

@testable import Earshot

// What Earshot cannot model faithfully is said on the side, with the place in the file, and
// never changes what is heard.

@Suite struct InputWarningTests {
    @Test("An element that would speak nothing is named by its JSON path")
    func silentElement() throws {
        let built = try BuiltScreen(#"{"VStack": [{"Text": "Title"}, {"View": [], "isAccessibilityElement": true}]}"#)
        #expect(built.list.warnings.map(\.path) == ["root.VStack[1]"])
        #expect(built.list.warnings.first?.message.contains("would speak nothing") == true)
    }

    @Test("Parts merged into a combined element are not warned about, the element is")
    func combinedPartsAreNotWarnedAbout() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"HStack": [{"Text": "A"}, {"View": [], "isAccessibilityElement": true}], "accessibilityElement": "combine"}]}"#)
        #expect(built.list.warnings.isEmpty)
    }

    @Test("UIKit-only keys in a SwiftUI screen are warned about; in a UIKit screen they are not")
    func uikitOnlyKeys() throws {
        let root =
            #"{"VStack": [{"VStack": [{"Text": "A", "id": "a"}], "accessibilityElements": ["a"], "accessibilityViewIsModal": true}]}"#
        let swiftUI = try BuiltScreen(root)
        #expect(swiftUI.list.warnings.map(\.path) == ["root.VStack[0]", "root.VStack[0]"])
        #expect(swiftUI.list.warnings.map(\.message).allSatisfy { $0.contains("UIKit property") })
        #expect(swiftUI.list.warnings.first?.message.contains("'accessibilityElements'") == true)
        let uikit = try BuiltScreen(root, #""framework": "uikit", "#)
        #expect(uikit.list.warnings.isEmpty)
    }

    @Test("Frames that would reorder a SwiftUI screen are warned about; frames in declaration order are not")
    func framesInSwiftUI() throws {
        let reordered = try BuiltScreen(#"{"VStack": [{"Text": "A", "frame": [0, 100, 10, 10]}, {"Text": "B", "frame": [0, 0, 10, 10]}]}"#)
        #expect(reordered.labels == ["A", "B"])
        #expect(reordered.list.warnings.map(\.path) == ["root"])
        let inOrder = try BuiltScreen(#"{"VStack": [{"Text": "A", "frame": [0, 0, 10, 10]}, {"Text": "B", "frame": [0, 100, 10, 10]}]}"#)
        #expect(inOrder.list.warnings.isEmpty)
    }

    @Test("A build keeps at most a hundred warnings, and says that more were left out")
    func warningLimit() throws {
        let silent = Array(repeating: #"{"View": [], "isAccessibilityElement": true}"#, count: 150).joined(separator: ", ")
        let built = try BuiltScreen(#"{"VStack": [\#(silent)]}"#)
        #expect(built.list.warnings.count == ElementListBuilder.warningLimit + 1)
        #expect(built.list.warnings.last?.message == "more than 100 warnings; the rest are left out")
        #expect(built.list.elements.count == 150)
    }

    @Test("A second adjustable child of a combined element cannot be adjusted, and says so")
    func secondAdjustable() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"HStack": [{"Slider": "Bass"}, {"Slider": "Treble"}], "accessibilityElement": "combine"}]}"#)
        #expect(built.list.warnings.map(\.path) == ["root.VStack[0]"])
        #expect(built.list.warnings.first?.message.contains("\"Treble\" cannot be adjusted") == true)
    }

    @Test("A run hands its warnings over with the file and the screen's place in the scenario, once each, and hears the same")
    func runnerPlacesWarnings() throws {
        let text = #"""
            {"earshot": 1, "name": "w", "screen": {"earshot": 1, "root": {"VStack": [{"Text": "A"}, {"View": [], "isAccessibilityElement": true}]}},
             "steps": ["next", "previous", "next"]}
            """#
        let url = URL(fileURLWithPath: "silent.scenario.json")
        guard case .scenario(var scenario) = try DocumentLoader.load(bytes: Array(text.utf8), name: "silent.scenario.json") else {
            Issue.record("not a scenario")
            return
        }
        scenario.file = url
        var warnings: [InputWarning] = []
        let warned = try ScenarioRunner.run(scenario, warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "silent.scenario.json: screen.root.VStack[1]: this element would speak nothing at all: give it an accessibilityLabel, or hide it with accessibilityHidden"
            ])
        #expect(try ScenarioRunner.run(scenario).lines == warned.lines)
        #expect(!warned.lines.contains { $0.contains("warning") })
    }
}
