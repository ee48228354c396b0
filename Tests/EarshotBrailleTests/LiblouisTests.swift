import EarshotBraille
import Foundation
import Testing

/// Why the braille tests cannot run here, or nil: liblouis cannot be opened (not installed, or
/// `EARSHOT_LIBLOUIS` names a library that is not there).
let liblouisMissing = Liblouis.loadError.map { "liblouis cannot be opened (\($0)); install liblouis20 and liblouis-data" }

@Suite("liblouis, opened at run time", .enabled(if: liblouisMissing == nil, "\(liblouisMissing ?? "")"))
struct LiblouisTests {
    @Test("Text becomes Unicode braille cells, a space the blank cell")
    func translatesToUnicodeCells() throws {
        let cells = try #require(Liblouis.translate("ab c", table: "en-ueb-g1.ctb"))
        #expect(cells == "⠁⠃⠀⠉")
    }

    @Test("A table liblouis does not have is found missing, not translated with")
    func missingTable() {
        #expect(!Liblouis.hasTable("no-such-table.ctb"))
        #expect(Liblouis.hasTable("en-ueb-g2.ctb"))
        #expect(Liblouis.translate("Save", table: "no-such-table.ctb") == nil)
    }

    @Test("A long text is translated whole")
    func longText() throws {
        let text = String(repeating: "Settings 1234 ", count: 200)
        let cells = try #require(Liblouis.translate(text, table: "en-ueb-g1.ctb"))
        #expect(cells.unicodeScalars.count > text.count)
    }
}
