import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// Switch Control's item scanning and Full Keyboard Access's Tab and arrow order
/// (Documentation/REACH.md §4, §5): each screen under `Scenarios/SwitchControl/` against its
/// `.switch-control` golden file, each under `Scenarios/Keyboard/` against its `.keyboard` one;
/// the groups, paths and key counts they rest on.
@Suite("Switch Control and Full Keyboard Access")
struct SwitchControlAndKeyboardTests {
    static let switchFolder = ExplanationTests.repository.appendingPathComponent("Scenarios/SwitchControl")
    static let keyboardFolder = ExplanationTests.repository.appendingPathComponent("Scenarios/Keyboard")

    static func scenario(_ folder: URL, _ name: String) throws -> Scenario {
        try DocumentLoader.load(folder.appendingPathComponent(name)).scenario
    }

    static func screens(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen.json") }.sorted()
    }

    @Test("Each screen in Scenarios/SwitchControl gives the scan of its .switch-control golden file")
    func goldenScans() throws {
        let files = try Self.screens(in: Self.switchFolder)
        #expect(files.count >= 2)
        let record = try GoldenFile.recordMode()
        for name in files {
            let text = try SwitchControlScan(Self.scenario(Self.switchFolder, name)).lines.joined(separator: "\n") + "\n"
            let golden = Self.switchFolder.appendingPathComponent(name.replacingOccurrences(of: ".screen.json", with: ".switch-control"))
            GoldenFile.expect(try GoldenFile.check(text, as: .text, at: golden, record: record), golden)
        }
    }

    @Test("Each screen in Scenarios/Keyboard gives the focus order of its .keyboard golden file")
    func goldenKeyboard() throws {
        let files = try Self.screens(in: Self.keyboardFolder)
        #expect(files.count >= 2)
        let record = try GoldenFile.recordMode()
        for name in files {
            let text = try KeyboardFocusOrder(Self.scenario(Self.keyboardFolder, name)).lines.joined(separator: "\n") + "\n"
            let golden = Self.keyboardFolder.appendingPathComponent(name.replacingOccurrences(of: ".screen.json", with: ".keyboard"))
            GoldenFile.expect(try GoldenFile.check(text, as: .text, at: golden, record: record), golden)
        }
    }

    @Test("Groups come from the tree: shouldGroup, .combined and containers group; .separate and a group of one do not")
    func scanGroups() throws {
        let scan = try SwitchControlScan(Self.scenario(Self.switchFolder, "account-form-scanned-by-groups.screen.json"))
        #expect(scan.steps.map(\.isGroup) == [true, true, true, false, false, false])
        #expect(scan.steps[1].id == "profile" && scan.steps[1].groupReason == "shouldGroupAccessibilityChildren")
        #expect(scan.steps[2].groupReason == "accessibilityNavigationStyle combined")
        #expect(scan.steps.map(\.itemCount).reduce(0, +) == scan.items.count)
        #expect(scan.items.count == 9)
        // Auto scanning: the profile group is the 2nd highlight; Email inside it the 2nd.
        #expect(scan.steps(to: "email") == SwitchControlScan.Path(highlights: 4, groupsEntered: 1))
        #expect(scan.steps(to: "save") == SwitchControlScan.Path(highlights: 6, groupsEntered: 0))
        #expect(scan.steps(to: "Delete account") == SwitchControlScan.Path(highlights: 4, groupsEntered: 0))
        #expect(scan.steps(to: "Account") == nil)
        #expect(scan.notScanned.contains("Account, Heading"))
    }

    @Test("Interaction is inferred from traits, actions and gestures, and accessibilityRespondsToUserInteraction overrides it")
    func respondsToUserInteraction() throws {
        let scan = try SwitchControlScan(Self.scenario(Self.switchFolder, "plain-list-scanned-one-by-one.screen.json"))
        let ids = scan.items.compactMap(\.id)
        #expect(ids == ["reply-1", "archive-1", "row-2", "summary", "compose"])
        #expect(scan.notScanned.contains("Hidden from switches, Button"))
        let keyboard = try KeyboardFocusOrder(Self.scenario(Self.switchFolder, "plain-list-scanned-one-by-one.screen.json"))
        #expect(keyboard.tabStops.flatMap(\.items).compactMap(\.id) == ids)
    }

    @Test("A focus group is one Tab stop entered at its first item, its other items an arrow away, wherever they are")
    func focusGroups() throws {
        let keyboard = try KeyboardFocusOrder(Self.scenario(Self.keyboardFolder, "editor-toolbar-is-one-focus-group.screen.json"))
        #expect(keyboard.tabStops.map(\.group) == [nil, "sharing", "formatting", nil, nil])
        #expect(keyboard.keys(to: "underline") == KeyboardFocusOrder.Keys(tabs: 3, arrows: 2))
        #expect(keyboard.keys(to: "copy") == KeyboardFocusOrder.Keys(tabs: 2, arrows: 1))
        #expect(keyboard.keys(to: "Done") == KeyboardFocusOrder.Keys(tabs: 5, arrows: 0))
        #expect(keyboard.keys(to: "Edited just now") == nil)
        let plain = try KeyboardFocusOrder(Self.scenario(Self.keyboardFolder, "settings-without-focus-groups.screen.json"))
        #expect(plain.tabStops.allSatisfy { $0.group == nil && $0.items.count == 1 })
        #expect(plain.lines.contains { $0.hasPrefix("Assumed:") && $0.contains("VoiceOver's order") })
    }

    @Test("The DSL and JSON set the same keys")
    func dslKeys() throws {
        let node = HStack {
            Button("Bold").focusGroupIdentifier("formatting")
        }
        .accessibilityNavigationStyle(.combined)
        .accessibilityRespondsToUserInteraction(false)
        #expect(node.accessibility.navigationStyle == .combined)
        #expect(node.accessibility.respondsToUserInteraction == false)
        #expect(node.children.first?.accessibility.focusGroupIdentifier == "formatting")
    }

    @Test("A screen with nothing interactive says so")
    func nothingInteractive() throws {
        let screen = Screen(name: "Text only") { Text("Hello") }
        #expect(try SwitchControlScan(screen).lines[1] == "└─ nothing to highlight: no element responds to user interaction")
        #expect(try KeyboardFocusOrder(screen).lines[1] == "└─ nothing takes focus: no element responds to user interaction")
    }
}
