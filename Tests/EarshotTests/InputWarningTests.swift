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

    @Test("A stack's label, value, hint and traits, which a UIKit view passes to no subview, are warned about there and not heard")
    func passedOnKeysInUIKit() throws {
        let root =
            #"{"VStack": [{"Text": "Title"}, {"HStack": [{"Text": "A"}, {"Text": "B"}], "accessibilityLabel": "Pair", "accessibilityHint": "Opens", "accessibilityAddTraits": ["isButton"]}]}"#
        let uikit = try BuiltScreen(root, #""framework": "uikit", "#)
        #expect(uikit.labels == ["Title", "A", "B"])
        #expect(uikit.list.elements.allSatisfy { $0.hint.isEmpty && !$0.traits.contains(.isButton) })
        #expect(uikit.list.warnings.map(\.path) == ["root.VStack[1]", "root.VStack[1]", "root.VStack[1]"])
        #expect(
            uikit.list.warnings.map { $0.message.prefix(22) } == [
                "'accessibilityLabel' o", "'accessibilityHint' on", "'accessibilityAddTrait",
            ])
        #expect(uikit.list.warnings.allSatisfy { $0.message.contains("only in SwiftUI") })
        // SwiftUI hands them to each element inside: heard, so not warned about.
        let swiftUI = try BuiltScreen(root)
        #expect(swiftUI.labels == ["Title", "Pair", "Pair"])
        #expect(swiftUI.list.warnings.isEmpty)
        // On a view that is one element, UIKit honours them: no warning.
        let element = try BuiltScreen(
            #"{"VStack": [{"HStack": [{"Text": "A"}], "accessibilityLabel": "Pair", "isAccessibilityElement": true}]}"#,
            #""framework": "uikit", "#)
        #expect(element.labels == ["Pair"])
        #expect(element.list.warnings.isEmpty)
    }

    @Test("A sort priority on a UIKit view that is neither element nor container is warned about and changes nothing")
    func sortPriorityOnUIKitStack() throws {
        let root = #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "B"}], "accessibilitySortPriority": 1}]}"#
        let uikit = try BuiltScreen(root, #""framework": "uikit", "#)
        #expect(uikit.labels == ["A", "B"])
        #expect(uikit.list.warnings.map(\.path) == ["root.VStack[1]"])
        #expect(uikit.list.warnings.first?.message.contains("'accessibilitySortPriority'") == true)
        let swiftUI = try BuiltScreen(root)
        #expect(swiftUI.labels == ["B", "A"])
        #expect(swiftUI.list.warnings.isEmpty)
        // On an element, UIKit screens honour it (as a hosted SwiftUI view): no warning.
        let onElement = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"Text": "B", "accessibilitySortPriority": 1}]}"#, #""framework": "uikit", "#)
        #expect(onElement.labels == ["B", "A"])
        #expect(onElement.list.warnings.isEmpty)
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
