import Earshot
import EarshotBraille

/// `--braille`, `--braille-table`, `--braille-alert-duration`, `--braille-cells` and
/// `--braille-status-cell` as given.
struct BrailleOptions {
    var isOn = false
    var table = BrailleTableChoice.uncontracted
    var alertMilliseconds = 3000
    /// The display's width and status cell: each line's pan windows when either is set.
    var layout = BrailleLayout()
}

/// `earshot listen --braille`: the braille display's line for each event that changes it.
enum BrailleOutput {
    /// The lines of `transcript` by event index, and the warnings for languages shown with the
    /// fallback table.
    ///
    /// - Throws: `UsageError` for a `--braille-table` liblouis does not have or a
    ///   `--braille-cells` too few for the status cell (64), `OutputError`
    ///   when liblouis is not installed (73).
    static func lines(_ transcript: Transcript, options: BrailleOptions) throws -> (lines: [Int: BrailleLine], warnings: [InputWarning]) {
        let display: BrailleDisplay
        do throws(BrailleError) {
            display = try BrailleDisplay(table: options.table, alertMilliseconds: options.alertMilliseconds, layout: options.layout)
        } catch {
            if error.isUsage { throw UsageError(error.message) }
            throw OutputError(description: "error: " + error.message)
        }
        return display.lines(for: transcript)
    }

    /// A `.braille` golden file's lines for `scenario`: its transcript with the braille lines
    /// under it, in the default table.
    static func goldenLines(_ scenario: Scenario) throws -> [String] {
        let transcript = try ScenarioRunner.perform(scenario).transcript
        let lines = try Self.lines(transcript, options: BrailleOptions(isOn: true))
        return BrailleDisplay.text(transcript, lines: lines.lines, showSteps: false).split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropLast().map(
            String.init)
    }
}
