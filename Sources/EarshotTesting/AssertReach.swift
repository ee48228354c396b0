import Earshot
import Foundation

/// Asserts that VoiceOver reaches the element `name` (its `id`, else its label) on `screen`
/// within `swipes` swipes right from the first element, or within `gestures` gestures when a
/// rotor route (Headings, Links, Form controls) is shorter (Documentation/REACH.md §1).
///
/// ```swift
/// @Test func saveIsCloseEnough() throws {
///     let screen = try DocumentLoader.loadScreen(URL(fileURLWithPath: "account.screen.json"))
///     assertReach("save", on: screen, withinGestures: 8)
/// }
/// ```
///
/// A failure names the element's swipes, the time on the speech clock until it is heard, its
/// rotor route, and, for an element no swipe reaches, why (behind a modal view, left out of
/// `accessibilityElements`). Returns the element's reach, nil when it is not reached.
@discardableResult
public func assertReach(
    _ name: String, on screen: Screen, settings: Settings = Settings(), withinSwipes swipes: Int? = nil,
    withinGestures gestures: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Reach.Entry? {
    assertReach(
        name, in: Scenario(name: screen.name, screen: screen, settings: settings), withinSwipes: swipes,
        withinGestures: gestures, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the reach of `name` on a scenario's screen, with the scenario's settings (its steps
/// are not run); see ``assertReach(_:on:settings:withinSwipes:withinGestures:fileID:filePath:line:column:)``.
@discardableResult
public func assertReach(
    _ name: String, in scenario: Scenario, withinSwipes swipes: Int? = nil, withinGestures gestures: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Reach.Entry? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let reach: Reach
    do { reach = try Reach(scenario) } catch {
        TestFailure.record("The screen could not run: \(error.description)", at: location)
        return nil
    }
    guard let entry = reach.entry(for: name) else {
        let lost = reach.unreachable.first { $0.id == name } ?? reach.unreachable.first { $0.label == name }
        TestFailure.record(
            lost.map { "\"\(name)\" is not reachable by swiping: \($0.reason)." }
                ?? "No element \"\(name)\" (by id or label) on \"\(scenario.screen.name)\"; reached: "
                + reach.entries.map { $0.id ?? $0.label }.joined(separator: ", "),
            at: location)
        return nil
    }
    if let swipes, entry.swipes > swipes {
        TestFailure.record("\"\(name)\" takes \(entry.swipes) swipes, more than \(swipes): \(entry.summary).", at: location)
    }
    if let gestures, entry.gestures > gestures {
        TestFailure.record(
            "\"\(name)\" takes \(entry.gestures) gestures at the fewest, more than \(gestures): \(entry.summary).",
            at: location)
    }
    return entry
}
