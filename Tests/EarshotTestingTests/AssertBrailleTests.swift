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

    /// The English screen of `Scenarios/Braille`, read from its file.
    static func englishScreen() throws -> Scenario {
        try DocumentLoader.load(braille.appendingPathComponent("en-labels-traits-and-a-value.screen.json")).scenario
    }

    /// `Scenarios/Braille`: a screen per language, each with its golden file.
    static let braille = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/Braille")

    /// What a 14-cell display with its status cell on the left shows of the English screen
    /// (`earshot listen --braille-cells 14 --braille-status-cell left`): a line wider than its 12
    /// cells of text pans in two windows, dot 7 or 8 of the status cell up on the side the line
    /// goes on to, none on a line that fits.
    static let fourteenCellsLeft = [
        "Settings, Heading",
        "[braille 1/2] ⢀⠀⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀",
        "                Settings",
        "[braille 2/2] ⡀⠀⠓⠙⠛",
        "                hdg",
        "Save, Button",
        "[braille 1/1] ⠀⠀⠠⠎⠁⠧⠑⠀⠃⠞⠝",
        "                Save btn",
        "Delete, Dimmed, Button",
        "[braille 1/2] ⢀⠀⠠⠙⠑⠇⠑⠞⠑⠀⠙⠊⠍⠀",
        "                Delete dim",
        "[braille 2/2] ⡀⠀⠃⠞⠝",
        "                btn",
        "Help, Button, Link",
        "[braille 1/2] ⢀⠀⠠⠓⠑⠇⠏⠀⠃⠞⠝⠀",
        "                Help btn",
        "[braille 2/2] ⡀⠀⠇⠝⠅",
        "                lnk",
        "Logo, Image",
        "[braille 1/1] ⠀⠀⠠⠇⠕⠛⠕⠀⠊⠍⠛",
        "                Logo img",
        "Name, Text field",
        "[braille 1/1] ⠀⠀⠠⠝⠁⠍⠑⠀⠞⠭⠞⠋⠇⠙",
        "                Name txtfld",
        "[hint] Double tap to edit",
        "Volume, 50%, Adjustable",
        "[braille 1/2] ⢀⠀⠠⠧⠕⠇⠥⠍⠑⠀",
        "                Volume",
        "[braille 2/2] ⡀⠀⠼⠑⠚⠨⠴⠀⠁⠙⠚",
        "                50% adj",
        "[hint] Swipe up or down with one finger to adjust the value",
    ]

    @Test("A layout pins a display's pan windows: a 14-cell display with a status cell, and 12 cells words wrapped")
    func layout() throws {
        let shown = assertBraille(
            of: try Self.englishScreen(), layout: BrailleLayout(cells: 14, statusCell: .left), matches: Self.fourteenCellsLeft)
        #expect(shown == Self.fourteenCellsLeft)
        assertBraille(
            of: Scenario(name: "Delete") { Button("Delete all notes") }, layout: BrailleLayout(cells: 12),
            matches: [
                "Delete all notes, Button", "[braille 1/2] ⠠⠙⠑⠇⠑⠞⠑⠀⠁⠇⠇⠀", "              Delete all", "[braille 2/2] ⠝⠕⠞⠑⠎⠀⠃⠞⠝",
                "              notes btn",
            ])
        // A 40-cell display shows a short line in one window: its 9 cells, 29 blank to the display's
        // 38 cells of text, the separator, and the status cell on the right, blank as the line fits.
        let forty = assertBraille(
            of: Scenario(name: "Save") { Button("Save") }, layout: BrailleLayout(cells: 40, statusCell: .right),
            matches: ["Save, Button", "[braille 1/1] ⠠⠎⠁⠧⠑⠀⠃⠞⠝" + String(repeating: "⠀", count: 31), "              Save btn"])
        #expect(forty.count == 3)
        // Windows that are not the display's fail, naming the line that differs.
        withKnownIssue {
            assertBraille(
                of: Scenario(name: "Delete") { Button("Delete all notes") }, layout: BrailleLayout(cells: 10),
                matches: ["Delete all notes, Button", "[braille 1/2] ⠠⠙⠑⠇⠑⠞⠑⠀⠁⠇⠇⠀", "              Delete all"])
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.hasPrefix("The braille display of \"Delete\" differs (- expected, + shown):")
                && text.contains("[braille 1/3] ⠠⠙⠑⠇⠑⠞⠑⠀")
        }
    }

    @Test(
        "A golden file pins a layout's windows; the default layout's file is not a 14-cell display's, and a missing one names the options")
    func layoutGolden() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = Self.fourteenCellsLeft
        try folder.write(lines.joined(separator: "\n") + "\n", to: "en.14-left.braille")
        let layout = BrailleLayout(cells: 14, statusCell: .left)
        let scenario = try Self.englishScreen()
        #expect(assertBraille(of: scenario, layout: layout, golden: folder.file("en.14-left.braille")) == lines)
        // The screen's golden file is the default layout's: lines whole, and so still checked.
        let golden = Self.braille.appendingPathComponent("en-labels-traits-and-a-value.braille")
        let whole = assertBraille(of: scenario, golden: golden)
        #expect(whole.starts(with: ["Settings, Heading", "[braille] ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛", "          Settings hdg"]))
        withKnownIssue {
            assertBraille(of: scenario, layout: layout, golden: golden)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("- 2   [braille] ⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀⠓⠙⠛") && text.contains("[braille 1/2] ⢀⠀⠠⠎⠑⠞⠞⠊⠝⠛⠎⠀")
        }
        withKnownIssue {
            assertBraille(of: scenario, layout: layout, golden: folder.file("missing.braille"))
        } matching: { issue in
            issue.comments.first?.rawValue.contains("earshot listen FILE --braille-cells 14 --braille-status-cell left > ") == true
        }
    }
}
