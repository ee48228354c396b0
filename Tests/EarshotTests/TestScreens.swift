import Foundation

@testable import Earshot

/// Screens and scenarios written as text for the tests of one view or rule: what a root view
/// is heard as, and what the reader refuses.
enum TestScreens {
    /// A scenario around `root`, with `steps` (none: a swipe through).
    static func scenario(_ root: String, steps: String? = nil) -> String {
        #"{"earshot": 1, "screen": {"earshot": 1, "root": \#(root)}\#(steps.map { #", "steps": \#($0)"# } ?? "")}"#
    }

    /// The transcript lines of a scenario file's text, in `style`.
    static func lines(_ text: String, style: TranscriptStyle = .earshot) throws -> [String] {
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "test.scenario.json").scenario
        return try ScenarioRunner.run(scenario).lines(in: style)
    }

    /// The transcript lines of a scenario around `root`, with `steps` (none: a swipe through).
    static func heard(_ root: String, steps: String? = nil) throws -> [String] {
        try lines(scenario(root, steps: steps))
    }

    /// The error loading `text` as a screen raises, or nil when it loads.
    static func loadError(_ text: String) -> InputError? {
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "bad.screen.json")
            return nil
        } catch {
            return error
        }
    }

    /// The error loading a screen around `root` raises, or nil when it loads.
    static func rootError(_ root: String) -> InputError? {
        loadError(#"{"earshot": 1, "root": \#(root)}"#)
    }
}
