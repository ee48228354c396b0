import Earshot
import EarshotCompare
import Foundation

/// Asserts that a walk of real VoiceOver recorded with Xcode 27's `XCUIVoiceOverService`
/// (`walk`, in any shape `RecordedWalk` reads) agrees with Earshot's walk of `scenario` over
/// the same moves, at least `minimumParity` (0...1) of the pairs the same, as
/// `earshot compare --min-parity` checks it.
///
/// ```swift
/// @Test func settingsMatchesTheDevice() throws {
///     let scenario = try DocumentLoader.load(URL(fileURLWithPath: "settings.screen.json")).scenario
///     assertWalk(URL(fileURLWithPath: "settings.walk.txt"), matches: scenario, minimumParity: 0.9)
/// }
/// ```
///
/// A failure names the parity and lists every pair that is not the same, with Earshot's line
/// and element and the walk's line and place. A walk that cannot be read fails the test with
/// its error. Returns the comparison, nil when the walk or the run failed.
@discardableResult
public func assertWalk(
    _ walk: URL, capture: String? = nil, matches scenario: Scenario, minimumParity: Double = 1,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> WalkComparison? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let comparison: WalkComparison
    do {
        let recorded = try RecordedWalk.read(walk, displayName: walk.lastPathComponent, capture: capture)
        comparison = try WalkComparison.run(scenario, walk: recorded, screenName: scenario.name)
    } catch {
        TestFailure.record("The walk could not be compared: \((error as? InputError)?.description ?? "\(error)")", at: location)
        return nil
    }
    if comparison.parity < minimumParity {
        let differing = comparison.text.split(separator: "\n", omittingEmptySubsequences: false)
        TestFailure.record(
            "Real VoiceOver and Earshot agree on \(comparison.paritySummary), below \(JSONNumber.percent(minimumParity)):\n"
                + differing.joined(separator: "\n"),
            at: location)
    }
    return comparison
}

/// Percentages as the failure writes them.
enum JSONNumber {
    static func percent(_ share: Double) -> String {
        let value = (share * 1000).rounded() / 10
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
