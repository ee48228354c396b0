import Earshot
import EarshotBraille
import EarshotTestSupport
import Testing

/// A made-up line as liblouis could give it: cells (blanks for spaces, some characters two
/// cells as a capital sign and its letter, some two characters one cell as a contraction) and
/// each cell's character in the print text, in order.
private func generatedLine(_ random: inout SplitMix64) -> (cells: String, print: String, positions: [Int]) {
    var print: [Unicode.Scalar] = []
    var cells: [Unicode.Scalar] = []
    var positions: [Int] = []
    let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    for _ in 0..<random.int(0...60) {
        let index = print.count
        switch random.int(0...9) {
        case 0, 1:
            print.append(" ")
            cells.append("\u{2800}")
            positions.append(index)
        case 2:
            // A capital: the sign and the letter both translate it.
            print.append("A")
            cells.append(contentsOf: ["\u{2820}", "\u{2801}"])
            positions.append(contentsOf: [index, index])
        case 3:
            // A contraction: two letters, one cell.
            print.append(contentsOf: ["t", "h"])
            cells.append("\u{2839}")
            positions.append(index)
        default:
            let letter = random.pick(letters)
            print.append(letter)
            cells.append(Unicode.Scalar(0x2800 + letter.value - 96) ?? "\u{2801}")
            positions.append(index)
        }
    }
    return (String(String.UnicodeScalarView(cells)), String(String.UnicodeScalarView(print)), positions)
}

private func withoutSpaces(_ text: String) -> String { text.filter { $0 != " " } }

@Suite("Pan windows: invariants over generated lines")
struct BraillePanningPropertyTests {
    static let layouts: [BrailleLayout] = [
        BrailleLayout(cells: 1), BrailleLayout(cells: 2), BrailleLayout(cells: 5), BrailleLayout(cells: 14), BrailleLayout(cells: 1000),
        BrailleLayout(cells: 3, statusCell: .left), BrailleLayout(cells: 4, statusCell: .right),
        BrailleLayout(cells: 14, statusCell: .left),
        BrailleLayout(statusCell: .right),
    ]

    @Test("Each window fits the display; joined they are the line's cells and its print text; none starts blank", arguments: layouts)
    func invariants(layout: BrailleLayout) {
        var random = SplitMix64(seed: 0x5EED_0055)
        for _ in 0..<400 {
            let (cells, print, positions) = generatedLine(&random)
            let windows = BraillePanning.windows(cells: cells, print: print, positions: positions, layout: layout)
            let texts = windows.map { window in
                String(String.UnicodeScalarView(window.cells.unicodeScalars.dropFirst(layout.statusCell == .left ? 2 : 0)))
            }
            let line = cells.unicodeScalars
            #expect(!windows.isEmpty)
            if let width = layout.cells {
                #expect(windows.allSatisfy { $0.cells.unicodeScalars.count <= width }, "\(print)")
            }
            if layout.statusCell == .right, let width = layout.cells {
                #expect(windows.allSatisfy { $0.cells.unicodeScalars.count == width }, "padded to the display: \(print)")
            }
            // The cells, blanks between windows aside, are the line's, in order.
            let shown = texts.map { text in
                layout.statusCell == .right ? String(text.unicodeScalars.dropLast(2)) : text
            }
            #expect(withoutBlanks(shown.joined()) == withoutBlanks(cells), "\(print)")
            // A line with a word in it: no window starts with a blank, none is empty.
            if line.contains(where: { $0 != "\u{2800}" }) {
                #expect(shown.allSatisfy { $0.unicodeScalars.first.map { $0 != "\u{2800}" } ?? false }, "\(print)")
            } else if !line.isEmpty {
                #expect(windows.count == 1, "a blank line is one window: \(print)")
            }
            #expect(withoutSpaces(windows.map(\.print).joined()) == withoutSpaces(print), "\(print)")
            #expect(BraillePanning.windows(cells: cells, print: print, positions: positions, layout: layout) == windows, "deterministic")
        }
    }

    @Test("Positions out of order, out of range or too few never lose or repeat print text")
    func oddPositions() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<400 {
            let (cells, print, _) = generatedLine(&random)
            let count = cells.unicodeScalars.count
            let positions = (0..<random.int(0...count)).map { _ in random.int(-5...print.unicodeScalars.count + 5) }
            let windows = BraillePanning.windows(cells: cells, print: print, positions: positions, layout: BrailleLayout(cells: 4))
            #expect(withoutSpaces(windows.map(\.print).joined()) == withoutSpaces(print), "\(print) \(positions)")
        }
    }

    @Test("A label of blanks first: the first window starts at its first word")
    func leadingBlanks() {
        // "   bt" on 3 cells: not a window of blanks, then "bt".
        let windows = BraillePanning.windows(
            cells: "⠀⠀⠀⠃⠞", print: "   bt", positions: [0, 1, 2, 3, 4], layout: BrailleLayout(cells: 3))
        #expect(windows.map(\.cells) == ["⠃⠞"])
        #expect(windows.map(\.print) == ["bt"])
        let blank = BraillePanning.windows(cells: "⠀⠀⠀⠀", print: "    ", positions: [0, 1, 2, 3], layout: BrailleLayout(cells: 2))
        #expect(blank.map(\.cells) == ["⠀⠀"], "a line of blanks is one window, not none and not two")
    }

    @Test("A layout wider than any display is held to the widest: no overflow, no endless padding")
    func hugeLayout() {
        let windows = BraillePanning.windows(
            cells: "⠁⠃", print: "ab", positions: [0, 1], layout: BrailleLayout(cells: .max, statusCell: .right))
        #expect(windows.count == 1)
        #expect(windows[0].cells.unicodeScalars.count == BrailleLayout.mostCells)
        #expect(BrailleLayout(cells: .min, statusCell: .left).textCells == 0)
        #expect(BraillePanning.windows(cells: "⠁⠃", print: "ab", positions: [0, 1], layout: BrailleLayout(cells: .max)).count == 1)
    }
}

private func withoutBlanks(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{2800}" }))
}

@Suite("liblouis on odd text", .enabled(if: liblouisMissing == nil, "\(liblouisMissing ?? "")"))
struct LiblouisOddTextTests {
    @Test("A NUL in the text does not end the braille there")
    func embeddedNul() throws {
        // liblouis stops at a NUL: "a\0b" was ⠁ alone.
        #expect(Liblouis.translate("a\u{0}b", table: "en-ueb-g1.ctb") == "⠁⠀⠃")
        let (cells, positions) = try #require(Liblouis.translatePositioned("a\u{0}b c", table: "en-ueb-g1.ctb"))
        #expect(cells == "⠁⠀⠃⠀⠉")
        #expect(positions == [0, 1, 2, 3, 4])
        let display = try BrailleDisplay(layout: BrailleLayout(cells: 2))
        var event = TranscriptEvent(kind: .speech, text: "a\u{0}b c", time: 0, parts: [SpokenPart("a\u{0}b c", language: "en")])
        event.element = 0
        let line = try #require(display.line(for: event))
        #expect(line.windows.map(\.print) == ["a\u{0}", "b", "c"])
    }

    @Test(
        "Text of every kind translates whole, its windows giving back its print text",
        arguments: [
            "", " ", "     ", "👍🏽👨‍👩‍👧‍👦🇯🇵", "e\u{301}\u{301} n\u{303}", "حفظ الملف الآن", "这是一个很长的句子", "保存する",
            "x\u{FFFF}y\u{10FFFF}z", "\u{200B}\u{200F}\u{202E}", "a\u{1}b\tc\nd", String(repeating: "Supercalifragilistic", count: 5000),
        ])
    func oddText(_ text: String) throws {
        let (cells, positions) = try #require(Liblouis.translatePositioned(text, table: "en-ueb-g1.ctb"))
        #expect(cells == Liblouis.translate(text, table: "en-ueb-g1.ctb"))
        #expect(positions.count == cells.unicodeScalars.count)
        #expect(text.isEmpty || !cells.isEmpty)
        for layout in [BrailleLayout(cells: 1), BrailleLayout(cells: 14, statusCell: .left), BrailleLayout(cells: 1000)] {
            let windows = BraillePanning.windows(cells: cells, print: text, positions: positions, layout: layout)
            #expect(withoutSpaces(windows.map(\.print).joined()) == withoutSpaces(text))
            #expect(!windows.isEmpty)
        }
    }
}
