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
/// Braille needs liblouis: where it cannot be opened the assertion fails saying so, so gate the
/// test on `Liblouis.loadError` as above. A failure shows the lines that differ. Returns the
/// lines shown, empty when they could not be made.
@discardableResult
public func assertBraille(
    of scenario: Scenario, table: BrailleTableChoice = .uncontracted, matches expected: [String],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let shown = brailleLines(of: scenario, table: table, at: location) else { return [] }
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
@discardableResult
public func assertBraille(
    of scenario: Scenario, golden: URL? = nil,
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
            "No golden file \(file.relativePath): write it with `earshot listen FILE --braille > \(file.relativePath)`, check it and commit it",
            at: location)
        return []
    }
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    return assertBraille(of: scenario, matches: expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The braille text form of `scenario`, or nil after recording why it cannot be made.
private func brailleLines(of scenario: Scenario, table: BrailleTableChoice, at location: AssertionLocation) -> [String]? {
    let display: BrailleDisplay
    do throws(BrailleError) {
        display = try BrailleDisplay(table: table)
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
