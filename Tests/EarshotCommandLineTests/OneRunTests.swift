import Earshot
import EarshotBase
import Foundation
import Testing

@testable import earshot

/// One run feeds every command (issue 20): `listen`, `dump`, `audit` and `report` each run a
/// scenario once (the report walks a scenario's screen once more for its Reach section). The runs are counted by the runner's hook, in this test's task only.
@Suite("Each command runs a scenario once")
struct OneRunTests {
    static let screen = #"""
        {"earshot": 1, "name": "Notes", "root": {"VStack": [
          {"Text": "Notes", "accessibilityAddTraits": ["isHeader"]},
          {"Button": [{"Image": "ic_trash"}]},
          {"Button": "Save", "id": "save", "onActivate": [{"announce": "Saved"}]}
        ]}}
        """#

    static let scenario = #"""
        {"earshot": 1, "name": "Saving", "screen": "notes.screen.json", "steps": ["next", "next", "activate",
          {"announce": "Synced", "priority": "low"}, {"announce": "Done"}]}
        """#

    /// The names of the scenarios run while `arguments` ran, and the exit status.
    static func runs(_ arguments: [String]) -> (names: [String], status: Int32) {
        let names = Locked<[String]>([])
        let observer: @Sendable (String) -> Void = { name in names.withLock { $0.append(name) } }
        let status = ScenarioRunner.$runObserver.withValue(observer) { CommandLineTool(arguments: arguments).run() }
        return (names.withLock { $0 }, status)
    }

    @Test("listen, dump, audit and report run each screen and scenario exactly once")
    func once() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-one-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("notes.screen.json")
        let scenario = folder.appendingPathComponent("saving.scenario.json")
        try Data(Self.screen.utf8).write(to: screen)
        try Data(Self.scenario.utf8).write(to: scenario)
        let page = folder.appendingPathComponent("page.html").path
        for file in [screen.path, scenario.path] {
            let name = file == screen.path ? "Notes" : "Saving"
            for arguments in [
                ["listen", file], ["listen", file, "--format", "json"], ["dump", file], ["audit", file],
                ["report", file, "--no-audio", "-o", page],
            ] {
                let (names, status) = Self.runs(arguments)
                #expect([0, 1].contains(status), "\(arguments)")
                // The report's Reach section measures a screen's run as it is; a scenario's
                // screen is walked once more, as a user swiping (REACH.md §1).
                let expected = arguments[0] == "report" && file == scenario.path ? [name, name] : [name]
                #expect(names == expected, "\(arguments.joined(separator: " ")) ran \(names)")
            }
        }
        // Several files: each once, and a scenario's screen's walk.
        let (names, _) = Self.runs(["report", screen.path, scenario.path, "--no-audio", "-o", page])
        #expect(names == ["Notes", "Saving", "Saving"])
    }

    @Test("A capture too: listen, dump, audit and report run it exactly once, dump through the same run")
    func captureOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-one-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = folder.appendingPathComponent("login.txt")
        try Data(
            """
            Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, {{20.0, 100.0}, {200.0, 20.0}}, label: 'Sign in'
              Button, {{20.0, 200.0}, {100.0, 44.0}}, identifier: 'go', label: 'Go'
            """.utf8
        ).write(to: capture)
        let page = folder.appendingPathComponent("page.html").path
        for arguments in [
            ["listen", capture.path], ["dump", capture.path], ["audit", capture.path], ["report", capture.path, "--no-audio", "-o", page],
        ] {
            let (names, status) = Self.runs(arguments)
            #expect([0, 1].contains(status), "\(arguments)")
            #expect(names == ["login.txt"], "\(arguments.joined(separator: " ")) ran \(names)")
        }
    }
}
