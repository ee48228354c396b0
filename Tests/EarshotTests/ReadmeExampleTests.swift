import Foundation
import Testing

@testable import Earshot

/// The Swift example in README.md, kept compiling and true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("The README's DSL card reads as the README says")
    func readmeCard() throws {
        let card = Screen(name: "Reading list card") {
            VStack {
                HStack {
                    Image(decorative: "avatar_placeholder")
                    VStack {
                        Text("Maya Lin")
                        Text("3 saved articles")
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Favourite") { Announce("Added to favourites") }
                Button { Image("ic_trash") }.accessibilityLabel("Delete")
            }
        }
        let transcript = try ScenarioRunner.run(Scenario(name: "card", screen: card))
        #expect(transcript.lines == ["Maya Lin, 3 saved articles, Actions available", "Delete, Button"])
    }

    @Test("The README's demo screen starts as the README shows")
    func demoScreen() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/Demo/field-notes.screen.json")
        let lines = try ScenarioRunner.run(try DocumentLoader.load(demo).scenario).lines
        #expect(
            Array(lines.prefix(4)) == [
                "Notes, Button", "New observation, Heading", "Title, Grey heron, Text field", "[hint] Double tap to edit",
            ])
        #expect(
            Array(lines.suffix(4)) == ["ic_camera, Button", "Toolbar, Cancel, Button", "Save, Dimmed, Button", "[hint] Add a photo first"])
    }
}
