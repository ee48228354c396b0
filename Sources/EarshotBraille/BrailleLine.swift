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

    /// A line of `cells` translated from `print` with `table`.
    public init(cells: String, print: String, table: String, flashMilliseconds: Int? = nil) {
        self.cells = cells
        self.print = print
        self.table = table
        self.flashMilliseconds = flashMilliseconds
    }

    /// The JSON form's `"braille"`: `{"cells": ..., "print": ..., "table": ..., "flash": ms}`,
    /// `flash` for an announcement only.
    package var json: JSONValue {
        var entries: [(key: String, value: JSONValue)] = [("cells", .string(cells)), ("print", .string(print)), ("table", .string(table))]
        if let flashMilliseconds { entries.append(("flash", .number(Double(flashMilliseconds)))) }
        return .object(JSONObject(entries))
    }

    /// The two lines of the text form, under the event's own: the cells, then the print text
    /// aligned under them.
    ///
    ///     [braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝
    ///               Save btn
    public var textLines: [String] {
        let tag = flashMilliseconds.map { "[braille flash \($0) ms] " } ?? "[braille] "
        return [tag + cells, String(repeating: " ", count: tag.count) + print]
    }
}
