import Earshot
import EarshotBraille
import EarshotTesting
import Foundation
import Testing

@Suite(
    "assertBraille: the transcript with the braille display's lines",
    .enabled(if: Liblouis.loadError == nil, "liblouis cannot be opened (\(Liblouis.loadError ?? "")); install liblouis20 and liblouis-data")
)
struct AssertBrailleTests {
    @Test("Inline lines pass when they are what the display shows, and a difference names the lines")
    func inline() {
        let scenario = Scenario(name: "Save") { Button("Save") }
        assertBraille(of: scenario, matches: ["Save, Button", "[braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝", "          Save btn"])
        withKnownIssue {
            assertBraille(of: scenario, matches: ["Save, Button", "[braille] ⠠⠎⠁⠧⠑", "          Save"])
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.hasPrefix("The braille display of \"Save\" differs (- expected, + shown):")
                && text.contains("[braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝") && text.contains("- 2   [braille] ⠠⠎⠁⠧⠑\n")
        }
    }

    @Test("A screen is checked against a .braille golden file; one made in Swift must name its file")
    func golden() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = repository.appendingPathComponent("Scenarios/Braille/fr-labels-traits-and-a-value.screen.json")
        let golden = repository.appendingPathComponent("Scenarios/Braille/fr-labels-traits-and-a-value.braille")
        let lines = assertBraille(of: try DocumentLoader.load(file).scenario, golden: golden)
        #expect(lines.contains("          Enregistrer btn"))
        withKnownIssue {
            assertBraille(of: Scenario(name: "Inline") { Button("Save") })
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("\"Inline\" was not read from a .scenario.json file: name its .braille file") == true
        }
    }
}
