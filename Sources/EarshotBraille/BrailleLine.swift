import Earshot
import EarshotBase

/// What the braille display shows at one moment: Unicode braille cells and the print text they
/// were translated from.
public struct BrailleLine: Sendable, Equatable {
    /// The cells, one Unicode braille pattern (U+2800–U+28FF) each; a blank cell between words.
    public var cells: String
    /// The print text the cells translate: the element's label, value and trait abbreviations.
    public var print: String
    /// The liblouis table it was translated with.
    public var table: String
    /// Milliseconds an announcement stays on the display before the focused element comes back
    /// (`--braille-alert-duration`); nil for the focused element's own line.
    public var flashMilliseconds: Int?
    /// The line as a display of `--braille-cells` cells (or with `--braille-status-cell`)
    /// shows it, pan window by pan window; empty when the line is shown whole (``BrailleLayout/isWhole``).
    public var windows: [BrailleWindow]

    /// A line of `cells` translated from `print` with `table`.
    public init(cells: String, print: String, table: String, flashMilliseconds: Int? = nil, windows: [BrailleWindow] = []) {
        self.cells = cells
        self.print = print
        self.table = table
        self.flashMilliseconds = flashMilliseconds
        self.windows = windows
    }

    /// The JSON form's `"braille"`: `{"cells": ..., "print": ..., "table": ..., "flash": ms,
    /// "windows": [...]}`, `flash` for an announcement only, `windows` (``BrailleWindow/json``)
    /// only when the display's width or status cell is set.
    package var json: JSONValue {
        var entries: [(key: String, value: JSONValue)] = [("cells", .string(cells)), ("print", .string(print)), ("table", .string(table))]
        if let flashMilliseconds { entries.append(("flash", .number(Double(flashMilliseconds)))) }
        if !windows.isEmpty { entries.append(("windows", .array(windows.map(\.json)))) }
        return .object(JSONObject(entries))
    }

    /// The two lines of the text form, under the event's own: the cells, then the print text
    /// aligned under them.
    ///
    ///     [braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝
    ///               Save btn
    ///
    /// With pan windows, two such lines a window, its tag numbering it, the print text under
    /// the window's own cells (past a left status cell and its separator):
    ///
    ///     [braille 1/2] ⠠⠙⠑⠇⠑⠞⠑⠀⠁⠇⠇⠀
    ///                   Delete all
    ///     [braille 2/2] ⠝⠕⠞⠑⠎⠀⠃⠞⠝
    ///                   notes btn
    public var textLines: [String] {
        let flash = flashMilliseconds.map { " flash \($0) ms" } ?? ""
        guard !windows.isEmpty else {
            let tag = "[braille\(flash)] "
            return [tag + cells, String(repeating: " ", count: tag.count) + print]
        }
        return windows.enumerated().flatMap { index, window in
            let tag = "[braille\(flash) \(index + 1)/\(windows.count)] "
            return [tag + window.cells, String(repeating: " ", count: tag.count + window.textColumn) + window.print]
        }
    }
}
