import Earshot
import EarshotBraille

/// `--braille`, `--braille-table` and `--braille-alert-duration` as given.
struct BrailleOptions {
    var isOn = false
    var table = BrailleTableChoice.uncontracted
    var alertMilliseconds = 3000
}

/// `earshot listen --braille`: the braille display's line for each event that changes it.
enum BrailleOutput {
    /// The lines of `transcript` by event index, and the warnings for languages shown with the
    /// fallback table.
    ///
    /// - Throws: `UsageError` for a `--braille-table` liblouis does not have (64), `OutputError`
    ///   when liblouis is not installed (73).
    static func lines(_ transcript: Transcript, options: BrailleOptions) throws -> (lines: [Int: BrailleLine], warnings: [InputWarning]) {
        let display: BrailleDisplay
        do throws(BrailleError) {
            display = try BrailleDisplay(table: options.table, alertMilliseconds: options.alertMilliseconds)
        } catch {
            if error.isUsage { throw UsageError(error.message) }
            throw OutputError(description: "error: " + error.message)
        }
        return display.lines(for: transcript)
    }

    /// The text form with each event's braille lines under its own (`BrailleLine.textLines`),
    /// escaped as the transcript is.
    static func text(_ transcript: Transcript, lines: [Int: BrailleLine], showSteps: Bool) -> String {
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

    /// A `.braille` golden file's lines for `scenario`: its transcript with the braille lines
    /// under it, in the default table.
    static func goldenLines(_ scenario: Scenario) throws -> [String] {
        let transcript = try ScenarioRunner.perform(scenario).transcript
        let lines = try Self.lines(transcript, options: BrailleOptions(isOn: true))
        return text(transcript, lines: lines.lines, showSteps: false).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
    }
}
