import Earshot
import EarshotBraille
import EarshotTestSupport
import Foundation
import Testing

/// One speech event said by element 0 (its parts in their languages) or an announcement.
private func transcript(_ events: [TranscriptEvent]) -> Transcript {
    Transcript(events: events)
}

private func speech(_ parts: [SpokenPart]) -> TranscriptEvent {
    var event = TranscriptEvent(kind: .speech, text: parts.map(\.text).joined(separator: ", "), time: 0, parts: parts)
    event.element = 0
    return event
}

@Suite("What the braille display shows", .enabled(if: liblouisMissing == nil, "\(liblouisMissing ?? "")"))
struct BrailleDisplayTests {
    @Test("Trait words show as their abbreviations, the label and value as spoken")
    func abbreviations() throws {
        let event = speech([
            SpokenPart("Volume", language: "en"), SpokenPart("50%", language: "en"), SpokenPart("Adjustable", language: "en"),
        ])
        let line = try #require(try BrailleDisplay().line(for: event))
        #expect(line.print == "Volume 50% adj")
        #expect(line.table == "en-ueb-g1.ctb")
        #expect(line.cells == Liblouis.translate("Volume 50% adj", table: "en-ueb-g1.ctb"))
        #expect(line.flashMilliseconds == nil)
    }

    @Test("Contracted braille uses the language's grade 2 table")
    func contracted() throws {
        let event = speech([SpokenPart("Settings", language: "en"), SpokenPart("Heading", language: "en")])
        let line = try #require(try BrailleDisplay(table: .contracted).line(for: event))
        #expect(line.table == "en-ueb-g2.ctb")
        #expect(line.cells == Liblouis.translate("Settings hdg", table: "en-ueb-g2.ctb"))
        #expect(line.cells != Liblouis.translate("Settings hdg", table: "en-ueb-g1.ctb"))
    }

    @Test("An announcement is flashed for the alert duration; a hint and a dropped announcement show nothing")
    func announcements() throws {
        let display = try BrailleDisplay(alertMilliseconds: 4500)
        let posted = TranscriptEvent(kind: .announcement, text: "Saved", time: 0, parts: [SpokenPart("Saved", language: "en")])
        let line = try #require(display.line(for: posted))
        #expect(line.flashMilliseconds == 4500)
        #expect(line.textLines == ["[braille flash 4500 ms] ⠠⠎⠁⠧⠑⠙", "                        Saved"])
        #expect(display.line(for: TranscriptEvent(kind: .announcement, text: "Gone", status: .dropped, time: 0)) == nil)
        #expect(display.line(for: TranscriptEvent(kind: .hint, text: "Double tap to edit", time: 0)) == nil)
    }

    @Test("A language with no table is shown in English braille, with a warning naming the fallback")
    func languageWithoutTable() throws {
        let run = transcript([speech([SpokenPart("Salvar", language: "pt"), SpokenPart("Button", language: "en")])])
        let (lines, warnings) = try BrailleDisplay().lines(for: run)
        #expect(lines[0]?.print == "Salvar btn")
        #expect(lines[0]?.table == "en-ueb-g1.ctb")
        #expect(
            warnings.map(\.message) == [
                #"no braille table for the language "pt"; its lines are shown with en-ueb-g1.ctb (English, uncontracted)"#
            ])
    }

    @Test("A table that is not installed falls back to English, named in the warning")
    func tableNotInstalled() throws {
        let folder = scratchFolder.appendingPathComponent("table-not-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let voices = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Voices")
        for name in ["en", "de"] {
            var text = try String(contentsOf: voices.appendingPathComponent("\(name).json"), encoding: .utf8)
            if name == "de" { text = text.replacingOccurrences(of: "\"de-g1.ctb\"", with: "\"de-not-installed.ctb\"") }
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        let display = try BrailleDisplay(voices: VoiceLibrary(directory: folder))
        let (lines, warnings) = display.lines(
            for: transcript([speech([SpokenPart("Sichern", language: "de"), SpokenPart("Taste", language: "de")])]))
        #expect(lines[0]?.print == "Sichern Tst")
        #expect(lines[0]?.table == "en-ueb-g1.ctb")
        #expect(!(lines[0]?.cells.isEmpty ?? true), "never an empty line")
        #expect(
            warnings.map(\.message) == [
                #"the braille table de-not-installed.ctb for the language "de" is not installed; its lines are shown with en-ueb-g1.ctb (English, uncontracted)"#
            ])
    }

    @Test("A --braille-table liblouis does not have is a usage error naming it")
    func badTable() {
        #expect {
            _ = try BrailleDisplay(table: BrailleTableChoice("no-such.ctb"))
        } throws: { error in
            guard let error = error as? BrailleError else { return false }
            return error.isUsage && error.message.contains("'no-such.ctb'") && error.message.contains("en-ueb-g2.ctb")
        }
        #expect(BrailleTableChoice("contracted") == .contracted)
        #expect(BrailleTableChoice("grade1") == .uncontracted)
    }
}
