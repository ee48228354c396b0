import Earshot
import EarshotBase

/// Where VoiceOver puts its status cell (Settings > Accessibility > VoiceOver > Braille >
/// Status Cell: Off, Left or Right), as `--braille-status-cell` takes it.
public enum BrailleStatusCell: String, Sendable, Equatable, CaseIterable {
    case off, left, right
}

/// The braille display's shape: how many cells it has and where the status cell is.
///
/// A real display has 14 to 80 cells; a line longer than that is read in windows the user
/// pans through. "If a line is too wide to fit on the braille display, you can 'pan' the line
/// using the left and right buttons on the display. Each left or right pan moves according to
/// the number of cells (including status cells) your display contains" (Apple, Use braille
/// displays with VoiceOver on Mac). The default, no width and no status cell, is one window as
/// long as the line: what `--braille` shows without `--braille-cells`.
public struct BrailleLayout: Sendable, Equatable {
    /// The display's cells (`--braille-cells`), status cell and separator included; nil: as
    /// many as a line needs.
    public var cells: Int?
    /// Where the status cell is (`--braille-status-cell`).
    public var statusCell: BrailleStatusCell

    /// A display of `cells` cells with its status cell at `statusCell`.
    public init(cells: Int? = nil, statusCell: BrailleStatusCell = .off) {
        self.cells = cells
        self.statusCell = statusCell
    }

    /// Whether lines are shown whole, as `--braille` alone shows them (no windows).
    public var isWhole: Bool { cells == nil && statusCell == .off }

    /// The cells left for the line: the display's, less the status cell and the blank cell
    /// VoiceOver leaves between it and the text ("VoiceOver reserves another cell, which it
    /// leaves blank, as a separator between the status cells and the other cells").
    /// None below 0.
    public var textCells: Int? { cells.map { statusCell == .off ? max($0, 0) : max($0, 2) - 2 } }

    /// The fewest cells a display can have here: one for the text, two more for a status cell.
    public var fewestCells: Int { statusCell == .off ? 1 : 3 }

    /// The most cells a display can have here (`--braille-cells` takes 1 to 1000; real
    /// displays have 14 to 80).
    public static let mostCells = 1000
}

/// One pan window of a line: what the display shows at once.
public struct BrailleWindow: Sendable, Equatable {
    /// The display's cells, left to right: the status cell and its blank separator where there
    /// is one (before the text on the left, after it on the right, the text padded to the
    /// display's width), and this window's cells of the line.
    public var cells: String
    /// The print text this window's cells translate.
    public var print: String
    /// The status cell, or nil with Status Cell off: dot 7 raised when there is more of the
    /// line to the left, dot 8 when there is more to the right.
    public var status: String?
    /// The cells before the line's own: 2 after a status cell on the left and its separator.
    var textColumn = 0

    /// A window showing `cells`, translated from `print`, with `status` as its status cell.
    public init(cells: String, print: String, status: String? = nil) {
        self.cells = cells
        self.print = print
        self.status = status
    }

    /// The JSON form: `{"cells": ..., "print": ..., "status": ...}`, `status` only with a status cell.
    package var json: JSONValue {
        var entries: [(key: String, value: JSONValue)] = [("cells", .string(cells)), ("print", .string(print))]
        if let status { entries.append(("status", .string(status))) }
        return .object(JSONObject(entries))
    }
}

/// How a line's cells are split into the display's pan windows.
public enum BraillePanning {
    /// The blank cell, a space in braille.
    static let blank: Unicode.Scalar = "\u{2800}"

    /// `cells` (translated from `print`, `positions` giving each cell's character in `print`)
    /// as the windows a display of `layout` shows, left to right.
    ///
    /// Word wrap: a window that would end inside a word ends after the blank before it, and the
    /// word starts the next window ("By default, VoiceOver wraps long words that don't fit",
    /// Apple's VoiceOver guide for Mac); a word longer than the window is split where the window
    /// ends. A window never starts with a blank cell: the blanks where a window ends are not
    /// shown again at the start of the next.
    ///
    ///     // 10 cells: "Notes btn" fits, "Delete all notes btn" pans in two.
    ///     BraillePanning.windows(cells: "⠠⠝⠕⠞⠑⠎⠀⠃⠞⠝", print: "Notes btn", positions: [0, 0, 1, 2, 3, 4, 5, 6, 7, 8],
    ///                            layout: BrailleLayout(cells: 10))
    public static func windows(cells: String, print: String, positions: [Int], layout: BrailleLayout) -> [BrailleWindow] {
        let line = Array(cells.unicodeScalars)
        let text = Array(print.unicodeScalars)
        // Held to the widest display, so that no layout asks for more padding than a display has.
        let textCells = BrailleLayout(cells: layout.cells.map { min($0, BrailleLayout.mostCells) }, statusCell: layout.statusCell).textCells
        let width = max(textCells ?? line.count, 1)
        var ranges: [Range<Int>] = []
        // Blanks before the first word (a label that starts with spaces) are not a window of their
        // own; a line of nothing but blanks is one window of them, never an empty one.
        var start = line.firstIndex { $0 != blank } ?? 0
        while start < line.count {
            var end = start + min(width, line.count - start)
            if end < line.count, line[end] != blank, line[end - 1] != blank,
                let space = line[start..<end].lastIndex(of: blank), space > start
            {
                end = space + 1
            }
            ranges.append(start..<end)
            start = end
            while start < line.count, line[start] == blank { start += 1 }
        }
        if ranges.isEmpty { ranges = [0..<0] }
        // Where each window's print text starts: the first's at the text's start, each next's at
        // its first cell's character, never before the last's, so that the slices are the whole
        // print text once, in order, whatever positions are given.
        var starts = [0]
        for range in ranges.dropFirst() { starts.append(max(starts[starts.count - 1], source(range.lowerBound, positions, text.count))) }
        starts.append(text.count)
        return ranges.enumerated().map { index, range in
            let printed = String(String.UnicodeScalarView(text[starts[index]..<starts[index + 1]])).trimmingSpaces
            let shown = String(String.UnicodeScalarView(line[range]))
            guard layout.statusCell != .off else { return BrailleWindow(cells: shown, print: printed) }
            let status = statusCell(left: index > 0, right: index < ranges.count - 1)
            let separator = String(blank)
            switch layout.statusCell {
            case .left:
                var window = BrailleWindow(cells: status + separator + shown, print: printed, status: status)
                window.textColumn = 2
                return window
            case .right, .off:
                let padding = String(repeating: separator, count: max((textCells ?? 0) - range.count, 0))
                return BrailleWindow(cells: shown + padding + separator + status, print: printed, status: status)
            }
        }
    }

    /// The status cell of a window: dot 7 raised when the line goes on to its left, dot 8 when
    /// it goes on to its right. A status cell's dots are each an indicator of their own; "dots
    /// 7 and 8 indicate you can pan the display left or right" is the one meaning sourced for
    /// iOS, read here as dot 7 for left and dot 8 for right. The other dots (1 and 2 mark
    /// unread and read announcements in some apps) are not modelled: always down.
    static func statusCell(left: Bool, right: Bool) -> String {
        let dots: UInt32 = (left ? 0x40 : 0) | (right ? 0x80 : 0)
        return String(Unicode.Scalar(0x2800 + dots).map(Character.init) ?? " ")
    }

    /// The character in the print text that the cell at `index` translates, held to the text.
    private static func source(_ index: Int, _ positions: [Int], _ count: Int) -> Int {
        guard positions.indices.contains(index) else { return count }
        return min(max(positions[index], 0), count)
    }
}

extension String {
    /// The text without the spaces at its ends.
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
