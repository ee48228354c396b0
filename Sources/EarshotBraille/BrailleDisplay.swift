import Earshot

/// What VoiceOver's braille display shows through a run: for each focus move (a speech event
/// an element said) the element's line, and for each announcement a flashed message.
///
/// The line is what was spoken, part by part, with the trait and state words VoiceOver shortens
/// on the display put in their braille abbreviations (the voice file's `"braille"` section:
/// "Save, Button" shows as `Save btn`), translated by liblouis with the table of the line's
/// language (`--braille-table` sets one). Hints are not shown: a display shows what the element
/// is, the hint is spoken only.
///
///     let display = try BrailleDisplay()
///     let lines = display.lines(for: transcript).lines   // [event index: BrailleLine]
public struct BrailleDisplay: Sendable {
    /// The table asked for (`--braille-table`).
    public var table: BrailleTableChoice
    /// How long an announcement stays on the display (`--braille-alert-duration`), in
    /// milliseconds. iOS has the setting (VoiceOver > Braille > Alert Display Duration); its
    /// default here, 3 s, is a guess.
    public var alertMilliseconds: Int
    /// The display's width and status cell (`--braille-cells`, `--braille-status-cell`): each
    /// line's pan windows (``BrailleLine/windows``); by default lines are shown whole.
    public var layout: BrailleLayout
    private let voices: VoiceLibrary
    private let english: Phrasebook

    /// The table English falls back to, and any language without a table of its own.
    public static let fallbackTable = "en-ueb-g1.ctb"

    /// A display translating with `table`.
    ///
    /// - Throws: ``BrailleError`` when liblouis cannot be used (not installed), when the table
    ///   named is not one liblouis has (``BrailleError/isUsage``), or when the English table
    ///   every other language falls back to is not installed, or when `layout` leaves no cell
    ///   for the text or has more than ``BrailleLayout/mostCells`` (``BrailleError/isUsage``).
    public init(
        table: BrailleTableChoice = .uncontracted, alertMilliseconds: Int = 3000, layout: BrailleLayout = BrailleLayout(),
        voices: VoiceLibrary = .shared
    ) throws(BrailleError) {
        if let cells = layout.cells, cells < layout.fewestCells {
            throw BrailleError(
                "The value '\(cells)' is invalid for '--braille-cells': a display needs at least \(layout.fewestCells) "
                    + (layout.statusCell == .off
                        ? "cell."
                        : "cells with '--braille-status-cell \(layout.statusCell.rawValue)' (the status cell, the blank cell after it, "
                            + "and one for the text)."),
                isUsage: true)
        }
        if let cells = layout.cells, cells > BrailleLayout.mostCells {
            throw BrailleError(
                "The value '\(cells)' is invalid for '--braille-cells': a display has at most \(BrailleLayout.mostCells) cells.",
                isUsage: true)
        }
        if let reason = Liblouis.loadError {
            throw BrailleError(
                "braille needs liblouis, which cannot be opened (\(reason)); install liblouis20 and liblouis-data "
                    + "(Scripts/install-dependencies; 'brew install liblouis' on macOS).")
        }
        if case .named(let name) = table, !Liblouis.hasTable(name) {
            throw BrailleError(
                "The value '\(name)' is invalid for '--braille-table': liblouis has no such table; expected uncontracted, "
                    + "contracted or a table file such as en-ueb-g2.ctb (the files in liblouis-data's tables folder).",
                isUsage: true)
        }
        guard Liblouis.hasTable(Self.fallbackTable) else {
            throw BrailleError(
                "liblouis has no \(Self.fallbackTable), the English table every language without one falls back to; "
                    + "install liblouis-data.")
        }
        do { english = try voices.phrasebook(for: "en") } catch { throw BrailleError(error.message) }
        self.table = table
        self.alertMilliseconds = alertMilliseconds
        self.layout = layout
        self.voices = voices
    }

    /// The line shown for each event that changes the display, by the event's index, and a
    /// warning for each language shown with the fallback table (no table of its own, or its
    /// table not installed), naming the fallback.
    public func lines(for transcript: Transcript) -> (lines: [Int: BrailleLine], warnings: [InputWarning]) {
        var lines: [Int: BrailleLine] = [:]
        var tables = TableCache()
        for (index, event) in transcript.events.enumerated() {
            if let line = line(for: event, tables: &tables) { lines[index] = line }
        }
        return (lines, tables.warnings)
    }

    /// The line `event` puts on the display, or nil when it changes nothing (a hint, a sound,
    /// a step, a dropped announcement).
    public func line(for event: TranscriptEvent) -> BrailleLine? {
        var tables = TableCache()
        return line(for: event, tables: &tables)
    }

    private func line(for event: TranscriptEvent, tables: inout TableCache) -> BrailleLine? {
        let flash: Int?
        switch event.kind {
        case .speech where event.element != nil: flash = nil
        case .announcement where event.status != .dropped: flash = alertMilliseconds
        case .speech, .announcement, .hint, .sound, .step: return nil
        }
        let parts = event.parts.isEmpty ? [SpokenPart(event.text, language: event.language)] : event.parts
        let print = parts.map(shown).filter { !$0.isEmpty }.joined(separator: " ")
        guard !print.isEmpty else { return nil }
        let table = tables.table(for: parts[0].language, choice: self.table, voices: voices, english: english)
        // The tables were checked: a translation that fails still shows the print text, never an empty line.
        guard !layout.isWhole else {
            let cells = Liblouis.translate(print, table: table) ?? Liblouis.translate(print, table: Self.fallbackTable) ?? print
            return BrailleLine(cells: cells, print: print, table: table, flashMilliseconds: flash)
        }
        let (cells, positions) =
            Liblouis.translatePositioned(print, table: table) ?? Liblouis.translatePositioned(print, table: Self.fallbackTable)
            ?? (print, Array(0..<print.unicodeScalars.count))
        let windows = BraillePanning.windows(cells: cells, print: print, positions: positions, layout: layout)
        return BrailleLine(cells: cells, print: print, table: table, flashMilliseconds: flash, windows: windows)
    }

    /// The text form of `transcript` with each event's braille lines under its own
    /// (``BrailleLine/textLines``), escaped as the transcript's lines are: what `earshot listen
    /// --braille` prints and a `.braille` golden file holds.
    ///
    ///     Save, Button
    ///     [braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝
    ///               Save btn
    public static func text(_ transcript: Transcript, lines: [Int: BrailleLine], showSteps: Bool = false) -> String {
        var text = ""
        for (index, event) in transcript.events.enumerated() {
            if event.kind == .step {
                if showSteps { text += "» " + TranscriptText.escaped(event.text) + "\n" }
                continue
            }
            text += TranscriptText.escaped(TranscriptRenderer.line(event)) + "\n"
            for line in lines[index]?.textLines ?? [] { text += TranscriptText.escaped(line) + "\n" }
        }
        return text
    }

    /// A part as the display shows it: a trait or state word in its abbreviation, else as spoken.
    private func shown(_ part: SpokenPart) -> String {
        let book = voices.ownPhrasebook(for: part.language, else: english)
        // The app's text as written ("…", not the "ellipsis" VoiceOver says for it).
        guard let words = book.braille else { return part.written ?? part.text }
        // In the phrases' own order: two phrases spoken alike show the first one's abbreviation.
        for key in Phrase.allCases where book.phrase(key) == part.text {
            if let abbreviation = words.abbreviation(key) { return abbreviation }
        }
        return part.written ?? part.text
    }
}

/// The table each language is shown with, found once a run, and the warnings for those that
/// fall back to English.
private struct TableCache {
    var tables: [String: String] = [:]
    var warnings: [InputWarning] = []

    mutating func table(for language: String, choice: BrailleTableChoice, voices: VoiceLibrary, english: Phrasebook) -> String {
        if case .named(let name) = choice { return name }
        if let table = tables[language] { return table }
        let book = language == "und" ? english : voices.ownPhrasebook(for: language, else: english)
        let base = language.split(separator: "-").first.map(String.init) ?? language
        let fallback = BrailleDisplay.fallbackTable
        var table = fallback
        if book.language == english.language, base != english.language, language != "und" {
            warnings.append(
                InputWarning(
                    message:
                        "no braille table for the language \"\(language)\"; its lines are shown with \(fallback) (English, uncontracted)"))
        } else if let words = book.braille {
            let wanted = choice == .contracted ? (words.contracted ?? words.uncontracted) : words.uncontracted
            if Liblouis.hasTable(wanted) {
                table = wanted
            } else {
                warnings.append(
                    InputWarning(
                        message: "the braille table \(wanted) for the language \"\(language)\" is not installed; "
                            + "its lines are shown with \(fallback) (English, uncontracted)"))
            }
        } else {
            warnings.append(
                InputWarning(
                    message:
                        "the voice file for \"\(language)\" names no braille table; its lines are shown with \(fallback) (English, uncontracted)"
                ))
        }
        tables[language] = table
        return table
    }
}
