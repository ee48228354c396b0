import Earshot
import Foundation

/// Asserts that Full Keyboard Access focuses the element `name` (its `id`, else the first
/// whose line is, or starts with, `name`) on `screen`: within `tabs` Tab presses from the
/// screen's start, and in the focus group `group` when one is given (Documentation/REACH.md §4).
///
/// ```swift
/// @Test func italicIsInTheToolbarGroup() throws {
///     let screen = try DocumentLoader.loadScreen(URL(fileURLWithPath: "editor.screen.json"))
///     assertKeyboardFocus("italic", on: screen, withinTabs: 3, inGroup: "formatting")
/// }
/// ```
///
/// A failure says what was found: the Tab presses and arrow presses it takes, its focus group,
/// or, for an element that takes no focus, that it responds to no interaction; an unknown name
/// lists the Tab stops. Returns the keys to it, nil when it takes no keyboard focus. The order
/// is VoiceOver's, an assumption `earshot dump --keyboard` states.
@discardableResult
public func assertKeyboardFocus(
    _ name: String, on screen: Screen, settings: Settings = Settings(), withinTabs tabs: Int? = nil, inGroup group: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> KeyboardFocusOrder.Keys? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let order = modelled(at: location, { try KeyboardFocusOrder(screen, settings: settings) }) else { return nil }
    guard let keys = order.keys(to: name) else {
        let lost = firstLine(of: name, in: order.notFocusable)
        TestFailure.record(
            lost.map { "\"\(name)\" takes no keyboard focus: \"\($0)\" responds to no user interaction." }
                ?? "No element \"\(name)\" (by id or line) takes keyboard focus on \"\(screen.name)\"; Tab stops: "
                + KeyboardNames.stops(order),
            at: location)
        return nil
    }
    let stop = order.tabStops[keys.tabs - 1]
    let found = KeyboardNames.keys(keys) + (stop.group.map { " in focus group \"\($0)\"" } ?? " in no focus group")
    if let tabs, keys.tabs > tabs {
        TestFailure.record("\"\(name)\" takes \(found), more than \(tabs) Tab presses.", at: location)
    }
    if let group, stop.group != group {
        TestFailure.record("\"\(name)\" is not in focus group \"\(group)\": it takes \(found).", at: location)
    }
    return keys
}

/// Asserts Full Keyboard Access's Tab stops on `screen`, in order: each stop named by its
/// first item's `id` (else its line), a focus group as `group:<identifier>`
/// (Documentation/REACH.md §4).
///
/// ```swift
/// assertTabOrder(["back", "group:sharing", "group:formatting", "note", "done"], on: screen)
/// ```
///
/// A failure lists the Tab stops found and the first place they differ.
public func assertTabOrder(
    _ expected: [String], on screen: Screen, settings: Settings = Settings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let order = modelled(at: location, { try KeyboardFocusOrder(screen, settings: settings) }) else { return }
    let found = order.tabStops.map(KeyboardNames.stop)
    guard found != expected else { return }
    TestFailure.record(
        "The Tab stops differ \(KeyboardNames.firstDifference(found, expected)); found: " + found.joined(separator: ", "), at: location)
}

/// Asserts that Switch Control's item scanning (Group Items on) highlights the element `name`
/// (its `id`, else the first whose line is, or starts with, `name`) on `screen` within
/// `highlights` highlight steps, selecting at most `groups` groups on the way
/// (Documentation/REACH.md §5).
///
/// ```swift
/// assertSwitchControlScan("save", on: screen, withinHighlights: 6, enteringGroups: 0)
/// ```
///
/// A failure says the highlights and groups it takes, or that Switch Control passes over it (no
/// interaction); an unknown name lists the items scanned. Returns its path, nil when it is not
/// scanned. Switch Control's own further groups are not modelled, as `earshot dump
/// --switch-control` says.
@discardableResult
public func assertSwitchControlScan(
    _ name: String, on screen: Screen, settings: Settings = Settings(), withinHighlights highlights: Int? = nil,
    enteringGroups groups: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SwitchControlScan.Path? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let scan = modelled(at: location, { try SwitchControlScan(screen, settings: settings) }) else { return nil }
    guard let path = scan.steps(to: name) else {
        let lost = firstLine(of: name, in: scan.notScanned)
        TestFailure.record(
            lost.map { "\"\(name)\" is not scanned by Switch Control: \"\($0)\" responds to no user interaction." }
                ?? "No element \"\(name)\" (by id or line) is scanned on \"\(screen.name)\"; items: "
                + scan.items.map { $0.id ?? $0.text }.joined(separator: ", "),
            at: location)
        return nil
    }
    let found = KeyboardNames.count(path.highlights, "highlight") + ", " + KeyboardNames.count(path.groupsEntered, "group") + " selected"
    if let highlights, path.highlights > highlights {
        TestFailure.record("\"\(name)\" takes \(found), more than \(highlights) highlights.", at: location)
    }
    if let groups, path.groupsEntered > groups {
        TestFailure.record("\"\(name)\" takes \(found), more than \(groups) groups.", at: location)
    }
    return path
}

/// Asserts Switch Control's highlight steps on `screen` with Group Items on, at the top level:
/// each item named by its `id` (else its line), a group as `group:<id or kind>`
/// (Documentation/REACH.md §5).
///
/// ```swift
/// assertSwitchControlOrder(["group:NavigationBar", "group:profile", "delete", "save"], on: screen)
/// ```
///
/// A failure lists the steps found and the first place they differ.
public func assertSwitchControlOrder(
    _ expected: [String], on screen: Screen, settings: Settings = Settings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let scan = modelled(at: location, { try SwitchControlScan(screen, settings: settings) }) else { return }
    let found = scan.steps.map { step in
        step.isGroup ? "group:" + (step.id ?? step.text) : (step.id ?? step.text)
    }
    guard found != expected else { return }
    TestFailure.record(
        "The highlight steps differ \(KeyboardNames.firstDifference(found, expected)); found: " + found.joined(separator: ", "),
        at: location)
}

/// The words of the keyboard and Switch Control assertions' messages.
enum KeyboardNames {
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }

    /// `2 Tab presses and 1 arrow press`.
    static func keys(_ keys: KeyboardFocusOrder.Keys) -> String {
        count(keys.tabs, "Tab press", plural: "Tab presses")
            + (keys.arrows > 0 ? " and " + count(keys.arrows, "arrow press", plural: "arrow presses") : "")
    }

    /// A Tab stop as the assertions name it: `group:formatting`, else its item's id or line.
    static func stop(_ stop: KeyboardFocusOrder.TabStop) -> String {
        if let group = stop.group { return "group:" + group }
        return stop.items.first.map { $0.id ?? $0.text } ?? ""
    }

    static func stops(_ order: KeyboardFocusOrder) -> String {
        order.tabStops.isEmpty ? "none" : order.tabStops.map(stop).joined(separator: ", ")
    }

    /// `at 2: found "share", expected "copy"`, or where one list ends.
    static func firstDifference(_ found: [String], _ expected: [String]) -> String {
        let shared = min(found.count, expected.count)
        let index = (0..<shared).first { found[$0] != expected[$0] } ?? shared
        let number = index + 1
        switch (found.indices.contains(index), expected.indices.contains(index)) {
        case (true, true): return "at \(number): found \"\(found[index])\", expected \"\(expected[index])\""
        case (true, false): return "at \(number): found \"\(found[index])\", expected no more"
        case (false, true): return "at \(number): found no more, expected \"\(expected[index])\""
        case (false, false): return ""
        }
    }
}

/// `make`'s model of the screen; nil, with the failure recorded, when the screen cannot run.
/// (The closure throws untyped: a typed-throws function value passed generically needs
/// macOS 15 / iOS 18, see `DeepStack`.)
private func modelled<Model>(at location: AssertionLocation, _ make: () throws -> Model) -> Model? {
    do { return try make() } catch {
        TestFailure.record("The screen could not run: \((error as? ScenarioError)?.description ?? "\(error)")", at: location)
        return nil
    }
}

/// The first of `lines` that is `name`'s: `name` itself, or a line that starts with it.
private func firstLine(of name: String, in lines: [String]) -> String? {
    lines.first { $0 == name || $0.hasPrefix(name + ", ") }
}
