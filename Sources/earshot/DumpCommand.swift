import Earshot
import EarshotImporting
import Foundation

/// `earshot dump [FILE]`: VoiceOver's element list of a screen, drawn as a tree.
struct DumpCommand {
    var options: DumpOptions

    func run() throws -> Int32 {
        // No file: the demo screen built into the binary.
        let path = options.paths.first ?? Demo.fileName
        let (document, imported) = try Demo.documentOrDemo(options.paths.first, format: options.captureFormat)
        var scenario = document.scenario
        options.overrides.apply(to: &scenario.settings)
        // One run that stops as the screen appears, for a screen file and a capture alike; the
        // warnings are placed here, by the path given.
        var appearing = scenario
        appearing.file = nil
        let run = try ScenarioRunner.perform(appearing, extent: .appearing)
        // A capture's dump marks the traits its element types gave.
        let lines = imported?.dumpLines(of: run) ?? run.dumpLines
        let warnings = run.warnings
        let file = path
        Terminal.warn(
            warnings.map { warning in
                var placed = warning
                placed.file = file
                if file.hasSuffix(".scenario.json"), let path = warning.path { placed.path = "screen." + path }
                return placed
            })
        var output = [TranscriptText.escaped(scenario.screen.name)] + lines
        // Swipe cost (Documentation/REACH.md §1): the screen run again, walked and routed.
        if options.reach { output += [""] + (try Reach(scenario)).lines }
        // The other ways in (Documentation/REACH.md §4, §5): the same elements, other keys.
        if options.switchControl { output += [""] + (try SwitchControlScan(scenario)).lines }
        if options.keyboard { output += [""] + (try KeyboardFocusOrder(scenario)).lines }
        Terminal.write(output.map { $0 + "\n" }.joined(), what: "the element list")
        return CommandLineTool.Exit.success
    }
}

extension Command {
    /// `earshot dump`.
    static let dump = Command(
        name: "dump",
        abstract: "Draw VoiceOver's element list of a screen as a tree.",
        overview: """
            Draw VoiceOver's element list of a screen as a tree: its containers and its
            elements with label, value, traits, hint, actions and id. With --reach, how
            far each element is (Documentation/REACH.md): swipes, time, rotor routes.
            With --switch-control, Switch Control's item scanning; with --keyboard, Full
            Keyboard Access's Tab and arrow order; each says what it assumes.
            """,
        usage: "earshot dump [<file>] [options]",
        arguments: """
              <file>                  A .screen.json or .scenario.json file, or a captured tree (XCUITest,
                                      Appium, idb, AccessibilitySnapshot; see earshot help import).
                                      Default: the bundled demo; - reads standard input.
            """,
        options: [.reach, .switchControl, .keyboard, .from] + Option.Parsing.settings + [.helpFlag],
        files: .one,
        statuses: [(CommandLineTool.Exit.success, "The element list was printed."), Status.usage, Status.badInput, Status.output],
        run: { try DumpCommand(options: $0).run() }
    )
}
