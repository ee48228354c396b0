import Earshot
import EarshotBraille
import Testing

/// Cells written as letters for reading: "a" is ⠁ and so on, a space the blank cell; each
/// cell translates the print character at the same place.
private func cells(_ text: String) -> (cells: String, positions: [Int]) {
    let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
        scalar == " " ? "\u{2800}" : Unicode.Scalar(0x2800 + (scalar.value - 96)) ?? "\u{2800}"
    }
    return (String(String.UnicodeScalarView(scalars)), Array(0..<scalars.count))
}

/// The windows of `text` on a display of `layout`, as (cells back in letters, print).
private func windows(_ text: String, _ layout: BrailleLayout) -> [BrailleWindow] {
    let (line, positions) = cells(text)
    return BraillePanning.windows(cells: line, print: text, positions: positions, layout: layout)
}

@Suite("A line in the display's pan windows")
struct BraillePanningTests {
    @Test("A line that fits is one window; a longer one pans, each window at most the display's width")
    func widths() {
        #expect(windows("ab cd", BrailleLayout(cells: 5)).map(\.print) == ["ab cd"])
        let panned = windows("ab cd ef", BrailleLayout(cells: 5))
        #expect(panned.map(\.print) == ["ab cd", "ef"])
        #expect(panned.allSatisfy { $0.cells.unicodeScalars.count <= 5 })
        #expect(panned.allSatisfy { $0.status == nil })
    }

    @Test("Word wrap: a word that would be cut starts the next window; a word longer than the display is split")
    func wordWrap() {
        // "abc de" on 4 cells: "abc " then "de", not "abc d" / "e".
        #expect(windows("abc de", BrailleLayout(cells: 4)).map(\.print) == ["abc", "de"])
        #expect(windows("abc de", BrailleLayout(cells: 4)).map(\.cells) == [cells("abc ").cells, cells("de").cells])
        // A word of 7 on 3 cells: split where each window ends.
        #expect(windows("abcdefg", BrailleLayout(cells: 3)).map(\.print) == ["abc", "def", "g"])
        // A window never starts with the blank where the last one ended.
        #expect(windows("abc de", BrailleLayout(cells: 3)).map(\.print) == ["abc", "de"])
        #expect(windows("abc de", BrailleLayout(cells: 3))[1].cells == cells("de").cells)
    }

    @Test("The status cell on the left: dot 7 when the line goes on to the left, dot 8 to the right, then a blank cell")
    func statusLeft() {
        let panned = windows("ab cd ef", BrailleLayout(cells: 5, statusCell: .left))
        // 5 cells less the status cell and its separator: 3 for the text.
        #expect(panned.map(\.print) == ["ab", "cd", "ef"])
        #expect(panned.map(\.status) == ["⢀", "⣀", "⡀"])
        #expect(panned[0].cells == "⢀⠀" + cells("ab ").cells)
        #expect(panned[2].cells == "⡀⠀" + cells("ef").cells)
        let whole = windows("ab", BrailleLayout(statusCell: .left))
        #expect(whole.map(\.cells) == ["⠀⠀" + cells("ab").cells], "nothing to pan: no dot up")
    }

    @Test("The status cell on the right: the text padded to the display's width, a blank cell, then the status cell")
    func statusRight() {
        let panned = windows("ab cd", BrailleLayout(cells: 6, statusCell: .right))
        #expect(panned.map(\.cells) == [cells("ab ").cells + "⠀⠀⢀", cells("cd").cells + "⠀⠀⠀⡀"])
        #expect(panned.allSatisfy { $0.cells.unicodeScalars.count == 6 })
        #expect(windows("ab", BrailleLayout(statusCell: .right)).map(\.cells) == [cells("ab").cells + "⠀⠀"])
    }

    @Test("Two cells for one print character (a capital sign and its letter) stay with that character's print")
    func signsBeforeLetters() {
        // "Ab c" in UEB grade 1 is ⠠⠁⠃⠀⠉: the capital sign and the a both translate "A".
        let line = "⠠⠁⠃⠀⠉"
        let panned = BraillePanning.windows(cells: line, print: "Ab c", positions: [0, 0, 1, 2, 3], layout: BrailleLayout(cells: 4))
        #expect(panned.map(\.print) == ["Ab", "c"])
        #expect(panned.map(\.cells) == ["⠠⠁⠃⠀", "⠉"])
        // A word split inside its sign: the print goes with the window its character ends in.
        let split = BraillePanning.windows(cells: line, print: "Ab c", positions: [0, 0, 1, 2, 3], layout: BrailleLayout(cells: 1))
        #expect(split.map(\.cells) == ["⠠", "⠁", "⠃", "⠉"])
        #expect(split.map(\.print) == ["", "A", "b", "c"])
    }

    @Test("Without a width or a status cell the line is shown whole: no windows")
    func whole() {
        #expect(BrailleLayout().isWhole)
        #expect(!BrailleLayout(cells: 40).isWhole)
        #expect(!BrailleLayout(statusCell: .right).isWhole)
        #expect(BrailleLayout(cells: 40, statusCell: .left).textCells == 38)
        #expect(BrailleLayout(cells: 3, statusCell: .left).fewestCells == 3)
    }
}

@Suite("Pan windows of real liblouis lines", .enabled(if: liblouisMissing == nil, "\(liblouisMissing ?? "")"))
struct BraillePanningLiblouisTests {
    @Test("The windows put back together are liblouis's line; each print window translates to its cells")
    func windowsAreTheLine() throws {
        let event = speechEvent(["New observation", "Heading"])
        let display = try BrailleDisplay(layout: BrailleLayout(cells: 10))
        let line = try #require(display.line(for: event))
        let whole = try #require(Liblouis.translate("New observation hdg", table: "en-ueb-g1.ctb"))
        #expect(line.cells == whole)
        #expect(line.windows.map(\.print) == ["New", "observatio", "n hdg"])
        #expect(line.windows.map(\.cells).joined() == whole, "no blank cell between the windows here")
        #expect(line.windows.allSatisfy { $0.cells.unicodeScalars.count <= 10 })
        // Words whole in a window translate to that window's cells (the blank after "New" aside).
        #expect(line.windows[0].cells == (Liblouis.translate("New", table: "en-ueb-g1.ctb") ?? "") + "⠀")
        #expect(line.windows[2].cells == Liblouis.translate("n hdg", table: "en-ueb-g1.ctb"))
        #expect(line.textLines[0] == "[braille 1/3] " + line.windows[0].cells)
        #expect(line.textLines[1] == "              New")
    }

    @Test("liblouis gives each cell the character it translates")
    func positions() throws {
        let (cells, positions) = try #require(Liblouis.translatePositioned("Ab c", table: "en-ueb-g1.ctb"))
        #expect(cells == Liblouis.translate("Ab c", table: "en-ueb-g1.ctb"))
        #expect(cells == "⠠⠁⠃⠀⠉")
        #expect(positions == [0, 0, 1, 2, 3])
        let contracted = try #require(Liblouis.translatePositioned("the knowledge", table: "en-ueb-g2.ctb"))
        #expect(contracted.cells == Liblouis.translate("the knowledge", table: "en-ueb-g2.ctb"))
        #expect(contracted.positions.count == contracted.cells.unicodeScalars.count)
        #expect(contracted.positions == contracted.positions.sorted(), "in the text's order")
    }

    @Test("An announcement's windows carry the flash in their tags")
    func flash() throws {
        let display = try BrailleDisplay(alertMilliseconds: 2000, layout: BrailleLayout(cells: 10, statusCell: .left))
        let posted = TranscriptEvent(
            kind: .announcement, text: "Saved to notes", time: 0, parts: [SpokenPart("Saved to notes", language: "en")])
        let line = try #require(display.line(for: posted))
        #expect(line.windows.map(\.print) == ["Saved", "to notes"])
        #expect(line.textLines[0].hasPrefix("[braille flash 2000 ms 1/2] ⢀⠀⠠⠎⠁⠧⠑⠙"))
        #expect(line.textLines[1] == String(repeating: " ", count: "[braille flash 2000 ms 1/2] ".count + 2) + "Saved")
    }

    @Test("A display too narrow for the status cell is a usage error")
    func tooFewCells() {
        #expect {
            _ = try BrailleDisplay(layout: BrailleLayout(cells: 2, statusCell: .right))
        } throws: { error in
            guard let error = error as? BrailleError else { return false }
            return error.isUsage && error.message.contains("'--braille-cells'") && error.message.contains("at least 3 cells")
        }
    }
}

/// A speech event element 0 said, in English parts.
private func speechEvent(_ parts: [String]) -> TranscriptEvent {
    var event = TranscriptEvent(
        kind: .speech, text: parts.joined(separator: ", "), time: 0, parts: parts.map { SpokenPart($0, language: "en") })
    event.element = 0
    return event
}
