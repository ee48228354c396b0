import EarshotTestSupport
import Foundation
import Testing

@Suite("earshot listen --braille", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
struct BrailleCommandLineTests {
    let folder = FileManager.default.temporaryDirectory

    @Test("Without liblouis, --braille says what to install and exits 73; the transcript alone needs nothing")
    func withoutLiblouis() throws {
        let missing = ["EARSHOT_LIBLOUIS": "/nonexistent/liblouis.so.20"]
        let braille = try EarshotBinary.run(["listen", "--braille"], in: folder, environment: missing)
        #expect(braille.status == 73)
        #expect(braille.output.isEmpty)
        #expect(braille.error.contains("braille needs liblouis, which cannot be opened (/nonexistent/liblouis.so.20"))
        #expect(braille.error.contains("install liblouis20 and liblouis-data"))
        let plain = try EarshotBinary.run(["listen"], in: folder, environment: missing)
        #expect(plain.status == 0)
        #expect(plain.output.hasPrefix("Notes, Button\n"))
    }

    @Test("--braille with --style voiceover is a usage error: the braille lines go under the earshot style's")
    func voiceOverStyle() throws {
        let result = try EarshotBinary.run(["listen", "--braille", "--style", "voiceover"], in: folder)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Error: '--braille' writes under the earshot style's lines"))
    }

    @Test(
        "Each focus move gets its cells and print text; JSON gives each event its braille",
        .enabled(if: liblouisOpens, "liblouis is not installed (liblouis20, liblouis-data)"))
    func brailleLines() throws {
        let text = try EarshotBinary.run(["listen", "--braille"], in: folder)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("Notes, Button\n[braille] ⠠⠝⠕⠞⠑⠎⠀⠃⠞⠝\n          Notes btn\n"))
        let json = try EarshotBinary.run(["listen", "--braille-table", "contracted", "--format", "json"], in: folder)
        #expect(json.status == 0)
        #expect(json.output.contains(#""braille": {"cells":"⠠⠝⠕⠞⠑⠎⠀⠃⠞⠝","print":"Notes btn","table":"en-ueb-g2.ctb"}"#))
    }

    @Test(
        "A --braille-table liblouis does not have exits 64, naming it", .enabled(if: liblouisOpens, "liblouis is not installed"))
    func badTable() throws {
        let result = try EarshotBinary.run(["listen", "--braille-table", "xx-none.ctb"], in: folder)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Error: The value 'xx-none.ctb' is invalid for '--braille-table': liblouis has no such table"))
        let duration = try EarshotBinary.run(["listen", "--braille-alert-duration", "soon"], in: folder)
        #expect(duration.status == 64)
        #expect(duration.error.contains("'--braille-alert-duration'; expected seconds from 0.1 to 600"))
    }

    @Test("A --braille-cells that is not a whole number from 1, or a status cell place that is not one, exits 64")
    func badCells() throws {
        for value in ["0", "-3", "x", "1.5", ""] {
            let result = try EarshotBinary.run(["listen", "--braille-cells", value], in: folder)
            #expect(result.status == 64, "\(value)")
            #expect(result.output.isEmpty)
            #expect(
                result.error.contains(
                    "The value '\(value)' is invalid for '--braille-cells'; expected a whole number of cells from 1 to 1000."))
        }
        let place = try EarshotBinary.run(["listen", "--braille-status-cell", "top"], in: folder)
        #expect(place.status == 64)
        #expect(place.error.contains("The value 'top' is invalid for '--braille-status-cell'; expected off, left or right."))
    }

    @Test(
        "--braille-cells shows each line in its pan windows, marked; JSON gives them per event; too few cells for the status cell exit 64",
        .enabled(if: liblouisOpens, "liblouis is not installed"))
    func panWindows() throws {
        let text = try EarshotBinary.run(["listen", "--braille-cells", "10"], in: folder)
        #expect(text.status == 0, "\(text.error)")
        #expect(
            text.output.contains(
                "New observation, Heading\n[braille 1/3] ⠠⠝⠑⠺⠀\n              New\n[braille 2/3] ⠕⠃⠎⠑⠗⠧⠁⠞⠊⠕\n              observatio\n"
                    + "[braille 3/3] ⠝⠀⠓⠙⠛\n              n hdg\n"))
        let json = try EarshotBinary.run(
            ["listen", "--braille-cells", "12", "--braille-status-cell", "left", "--format", "json"], in: folder)
        #expect(json.status == 0)
        #expect(
            json.output.contains(
                #""windows":[{"cells":"⢀⠀⠠⠝⠑⠺⠀","print":"New","status":"⢀"},{"cells":"⣀⠀⠕⠃⠎⠑⠗⠧⠁⠞⠊⠕","print":"observatio","status":"⣀"},"#))
        let narrow = try EarshotBinary.run(["listen", "--braille-cells", "2", "--braille-status-cell", "right"], in: folder)
        #expect(narrow.status == 64)
        #expect(narrow.output.isEmpty)
        #expect(narrow.error.contains("The value '2' is invalid for '--braille-cells': a display needs at least 3 cells"))
    }

    @Test(
        "earshot report --braille shows each line's cells and print text beside the transcript; without it, none",
        .enabled(if: liblouisOpens, "liblouis is not installed"))
    func report() throws {
        let page = folder.appendingPathComponent("earshot-braille-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let result = try EarshotBinary.run(["report", "--braille", "--no-audio", "-o", page.path], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(
            html.contains(
                #"<span class="braille"><span class="cells">⠠⠝⠕⠞⠑⠎⠀⠃⠞⠝</span> <span class="braille-print">Notes btn</span></span>"#))
        let plain = try EarshotBinary.run(["report", "--no-audio", "-o", page.path], in: folder)
        #expect(plain.status == 0)
        #expect(!(try String(contentsOf: page, encoding: .utf8)).contains(#"<span class="braille">"#))
    }

    @Test(
        "earshot report --braille-cells lists each line's pan windows under it, as listen shows them; a bad width exits 64",
        .enabled(if: liblouisOpens, "liblouis is not installed"))
    func reportWindows() throws {
        let page = folder.appendingPathComponent("earshot-braille-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let result = try EarshotBinary.run(
            ["report", "--braille-cells", "12", "--braille-status-cell", "left", "--no-audio", "-o", page.path], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        // The demo's second line, "New observation, Heading": the windows listen's JSON gives.
        #expect(
            html.contains(
                #"<ol class="braille-windows" aria-label="Line 2 on the braille display, 3 pan windows"><li><span class="window-mark" aria-hidden="true">1/3</span>"#
                    + #"<span class="visually-hidden">Window 1 of 3: </span><span class="cells">⢀⠀⠠⠝⠑⠺⠀</span> <span class="braille-print">New</span></li>"#
                    + #"<li><span class="window-mark" aria-hidden="true">2/3</span><span class="visually-hidden">Window 2 of 3: </span>"#
                    + #"<span class="cells">⣀⠀⠕⠃⠎⠑⠗⠧⠁⠞⠊⠕</span> <span class="braille-print">observatio</span></li>"#))
        // The line whole stays beside it.
        #expect(html.contains(#"<span class="braille-print">New observation hdg</span></span></button>"#))
        let whole = try EarshotBinary.run(["report", "--braille", "--no-audio", "-o", page.path], in: folder)
        #expect(whole.status == 0)
        #expect(!(try String(contentsOf: page, encoding: .utf8)).contains("braille-windows"))
        let bad = try EarshotBinary.run(["report", "--braille-cells", "0", "--no-audio", "-o", page.path], in: folder)
        #expect(bad.status == 64)
        #expect(bad.error.contains("The value '0' is invalid for '--braille-cells'"))
    }

    @Test(
        "Odd labels (empty, spaces, one long word, emoji, a NUL, Arabic, CJK) give windows on every width: never a crash or a blank window",
        .enabled(if: liblouisOpens, "liblouis is not installed"),
        arguments: [
            ["1"], ["2"], ["3", "--braille-status-cell", "left"], ["3", "--braille-status-cell", "right"], ["1000"],
        ])
    func oddLabels(_ layout: [String]) throws {
        let labels = [
            "", "     ", String(repeating: "Supercalifragilistic", count: 200), "👍🏽👨‍👩‍👧‍👦🇯🇵", "a\u{0}b c", "حفظ الملف", "保存する 按钮",
            "e\u{301}\u{301} n\u{303}",
        ]
        let screen = folder.appendingPathComponent("earshot-odd-\(UUID().uuidString).screen.json")
        defer { try? FileManager.default.removeItem(at: screen) }
        let file: [String: Any] = ["earshot": 1, "name": "odd", "root": ["VStack": labels.map { ["Button": $0] }]]
        try JSONSerialization.data(withJSONObject: file).write(to: screen)
        let result = try EarshotBinary.run(["listen", screen.path, "--braille-cells"] + layout, in: folder)
        #expect(result.status == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("[braille") }
        #expect(rows.count >= labels.count)
        let width = Int(layout[0]) ?? 0
        for row in rows {
            let cells = row.split(separator: "] ", maxSplits: 1).last.map(String.init) ?? ""
            #expect(!cells.isEmpty, "\(row)")
            #expect(cells.unicodeScalars.count <= width, "\(row)")
            // Past a left status cell and its separator, a window starts with a raised dot.
            let text = cells.unicodeScalars.dropFirst(layout.contains("left") ? 2 : 0)
            #expect(text.first != "\u{2800}" || text.allSatisfy { $0 == "\u{2800}" }, "\(row)")
        }
        #expect(result.output.contains("⠁⠀⠃⠀⠉") || width < 5, "the NUL does not end the braille")
    }
}
