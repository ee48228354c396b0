import Foundation
import Testing

@testable import Earshot

/// `accessibilityCustomContent` (VOICEOVER.md §1): what the file format refuses, how a label
/// given twice is kept, where high importance is spoken, and the More Content rotor.
/// `Scenarios/Gestures/custom-content-high-is-spoken-the-rest-through-the-more-content-rotor`
/// pins a whole walk.
@Suite("Custom content: high importance spoken, the rest through the More Content rotor")
struct CustomContentTests {
    @Test(
        "A custom content entry without a label or value, with an empty label, an unknown importance or key is refused with its place",
        arguments: [
            (#"[{"value": "34"}]"#, "root.accessibilityCustomContent[0]", "needs a \"label\""),
            (#"[{"label": "Age"}]"#, "root.accessibilityCustomContent[0]", "needs a \"value\""),
            (#"[{"label": "", "value": "34"}]"#, "root.accessibilityCustomContent[0].label", "label is empty"),
            (#"[{"label": "Age", "value": "34", "importance": "urgent"}]"#, "root.accessibilityCustomContent[0].importance", "urgent"),
            (#"[{"label": "Age", "value": "34", "priority": "high"}]"#, "root.accessibilityCustomContent[0].priority", "priority"),
            (#"{"label": "Age", "value": "34"}"#, "root.accessibilityCustomContent", "a list"),
            (#"["Age"]"#, "root.accessibilityCustomContent[0]", "object"),
        ])
    func badEntries(content: String, path: String, fragment: String) throws {
        let text = #"{"earshot": 1, "root": {"Text": "Maya", "accessibilityCustomContent": \#(content)}}"#
        let error = try #require(TestScreens.loadError(text))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test("A label given twice is one entry where the first stood, with the later value and importance")
    func sameLabelReplaces() throws {
        let root = #"""
            {"Text": "Maya", "accessibilityCustomContent": [
                {"label": "Age", "value": "33", "importance": "high"},
                {"label": "City", "value": "Oslo"},
                {"label": "Age", "value": "34"}]}
            """#
        let steps = #"[{"rotor": "moreContent"}, "rotorNext", "rotorNext", "rotorNext"]"#
        let heard = try TestScreens.lines(TestScreens.scenario(root, steps: steps))
        #expect(heard == ["Maya, More content available", "More content", "Age, 34", "City, Oslo", "Age, 34"])
    }

    @Test(
        "High importance follows the trait words and position and comes before Actions available; default importance alone says More content available"
    )
    func placement() throws {
        let root = #"""
            {"VStack": [
                {"Button": "Maya", "accessibilityActions": ["Call"],
                 "accessibilityCustomContent": [{"label": "Age", "value": "34", "importance": "high"}, {"label": "City", "value": "Oslo"}]},
                {"Text": "Ben", "accessibilityCustomContent": [{"label": "Age", "value": "", "importance": "high"}]}
            ]}
            """#
        let heard = try TestScreens.lines(TestScreens.scenario(root))
        #expect(heard == ["Maya, Button, Age, 34, More content available, Actions available", "Ben, Age"])
    }

    @Test("The More Content rotor on an element without custom content gives the boundary sound and leaves focus")
    func noContent() throws {
        let root = #"{"VStack": [{"Text": "Maya"}, {"Text": "Ben"}]}"#
        let steps = #"[{"rotor": "moreContent"}, "rotorNext", "rotorPrevious", "next"]"#
        let heard = try TestScreens.lines(TestScreens.scenario(root, steps: steps))
        #expect(heard == ["Maya", "More content", "[sound] boundary", "[sound] boundary", "Ben"])
    }

    @Test("The DSL's accessibilityCustomContent says what its JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen {
            Text("Maya")
                .accessibilityCustomContent("Age", "33")
                .accessibilityCustomContent("City", "Oslo", importance: .high)
                .accessibilityCustomContent("Age", "34", importance: .high)
        }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: nil)).lines
        let json = TestScreens.scenario(
            #"{"Text": "Maya", "accessibilityCustomContent": [{"label": "Age", "value": "33"}, {"label": "City", "value": "Oslo", "importance": "high"}, {"label": "Age", "value": "34", "importance": "high"}]}"#
        )
        #expect(fromDSL == (try TestScreens.lines(json)))
        #expect(fromDSL == ["Maya, Age, 34, City, Oslo"])
    }
}
