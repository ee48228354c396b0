import Earshot
import EarshotBraille
import Foundation

/// Asserts that the transcript of `scenario` with what VoiceOver's braille display shows under
/// each line (`earshot listen --braille`'s text form) is exactly `expected`.
///
/// ```swift
/// @Test(.enabled(if: Liblouis.loadError == nil, "liblouis is not installed"))
/// func saveShowsItsButtonInBraille() {
///     assertBraille(of: Scenario(name: "Save") { Button("Save") }, matches: [
///         "Save, Button",
///         "[braille] ⠠⠎⠁⠧⠑⠀⠃⠞⠝",
///         "          Save btn",
///     ])
/// }
/// ```
///
/// `layout` is the display's: by default a line is shown whole, as `--braille` alone shows it;
/// with a width (`BrailleLayout(cells: 14)`, and a status cell with `statusCell: .left`) each
/// line is the pan windows of a display that wide, as `--braille-cells 14` shows them:
///
/// ```swift
/// assertBraille(of: Scenario(name: "Delete") { Button("Delete all notes") }, layout: BrailleLayout(cells: 12), matches: [
///     "Delete all notes, Button",
///     "[braille 1/2] ⠠⠙⠑⠇⠑⠞⠑⠀⠁⠇⠇⠀",
///     "              Delete all",
///     "[braille 2/2] ⠝⠕⠞⠑⠎⠀⠃⠞⠝",
///     "              notes btn",
/// ])
/// ```
///
/// Braille needs liblouis: where it cannot be opened the assertion fails saying so, so gate the
/// test on `Liblouis.loadError` as above. A failure shows the lines that differ. Returns the
/// lines shown, empty when they could not be made.
@discardableResult
public func assertBraille(
    of scenario: Scenario, table: BrailleTableChoice = .uncontracted, layout: BrailleLayout = BrailleLayout(), matches expected: [String],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let shown = brailleLines(of: scenario, table: table, layout: layout, at: location) else { return [] }
    if shown != expected {
        let diff = TranscriptDiff(expected: expected, heard: shown).rendered().map { "    " + $0 }.joined(separator: "\n")
        TestFailure.record("The braille display of \"\(scenario.name)\" differs (- expected, + shown):\n" + diff, at: location)
    }
    return shown
}

/// Asserts that `scenario` shows, with its transcript, what the `.braille` golden file `golden`
/// holds: by default the one beside the scenario's file, which `earshot test` checks too
/// (`Scenarios/Braille/de-labels-traits-and-a-value.braille` beside its `.screen.json`).
///
/// ```swift
/// let folder = URL(fileURLWithPath: "Scenarios/Braille")
/// let screen = try DocumentLoader.load(folder.appendingPathComponent("de-labels-traits-and-a-value.screen.json"))
/// assertBraille(of: screen.scenario, golden: folder.appendingPathComponent("de-labels-traits-and-a-value.braille"))
/// ```
///
/// With a `layout`, the golden file pins what a display that wide shows (the output of
/// `earshot listen FILE --braille-cells N`, with `--braille-status-cell` for its status cell);
/// name it, as the one beside the scenario is the default layout's, which `earshot test` checks:
///
/// ```swift
/// assertBraille(of: screen.scenario, layout: BrailleLayout(cells: 14, statusCell: .left),
///               golden: folder.appendingPathComponent("en-labels-traits-and-a-value.14-left.braille"))
/// ```
@discardableResult
public func assertBraille(
    of scenario: Scenario, layout: BrailleLayout = BrailleLayout(), golden: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let beside = scenario.file.flatMap { file in
        FolderWalk.documentSuffixes.first(where: file.lastPathComponent.hasSuffix).map { suffix in
            file.deletingLastPathComponent().appendingPathComponent(String(file.lastPathComponent.dropLast(suffix.count)) + ".braille")
        }
    }
    guard let file = golden ?? beside else {
        TestFailure.record(
            "\"\(scenario.name)\" was not read from a .scenario.json file: name its .braille file (golden:), "
                + "or pass the lines with assertBraille(of:matches:)",
            at: location)
        return []
    }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        TestFailure.record(
            "No golden file \(file.relativePath): write it with `earshot listen FILE \(layout.options) > \(file.relativePath)`, "
                + "check it and commit it",
            at: location)
        return []
    }
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    return assertBraille(of: scenario, layout: layout, matches: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The braille text form of `scenario`, or nil after recording why it cannot be made.
private func brailleLines(of scenario: Scenario, table: BrailleTableChoice, layout: BrailleLayout, at location: AssertionLocation)
    -> [String]?
{
    let display: BrailleDisplay
    do throws(BrailleError) {
        display = try BrailleDisplay(table: table, layout: layout)
    } catch {
        TestFailure.record("The braille display cannot be shown: \(error.message)", at: location)
        return nil
    }
    let transcript: Transcript
    do { transcript = try ScenarioRunner.perform(scenario).transcript } catch {
        TestFailure.record("The scenario could not run: \(error)", at: location)
        return nil
    }
    let text = BrailleDisplay.text(transcript, lines: display.lines(for: transcript).lines)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

extension BrailleLayout {
    /// The options of `earshot listen` that show this layout: `--braille`, or
    /// `--braille-cells 14 --braille-status-cell left`.
    fileprivate var options: String {
        var options: [String] = []
        if let cells { options += ["--braille-cells", String(cells)] }
        if statusCell != .off { options += ["--braille-status-cell", statusCell.rawValue] }
        return options.isEmpty ? "--braille" : options.joined(separator: " ")
    }
}
