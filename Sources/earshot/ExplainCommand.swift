import Earshot
import EarshotBase
import EarshotImporting
import Foundation

/// `earshot explain FILE [--element ID|PATH] [--line N]`: why each line is heard as it is, by
/// the rules of Documentation/VOICEOVER.md, and why a view is never heard.
struct ExplainCommand {
    var options: ExplainOptions

    func run() throws -> Int32 {
        let path = options.paths.first ?? Demo.fileName
        var scenario = try Demo.documentOrDemo(options.paths.first, format: options.captureFormat).0.scenario
        options.overrides.apply(to: &scenario.settings)
        let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
        let file = path == "-" ? Input.standardInputName : path
        Terminal.warn(
            run.warnings.map { warning in
                var placed = warning
                if placed.file == nil { placed.file = file }
                return placed
            })
        let explanation = try Explanation(run: run)
        var output: [String]
        if let name = options.element {
            output = try viewLines(name, explanation: explanation, run: run)
        } else {
            output = explanation.textLines
        }
        if let number = options.line {
            guard explanation.lines.indices.contains(number - 1) else {
                throw UsageError("--line \(number) is past the transcript's \(explanation.lines.count) lines.")
            }
            let line = explanation.lines[number - 1]
            output = ["\(number)  \(TranscriptText.escaped(line.text))"] + Explanation.reasonLines(line.because)
        }
        Terminal.write(output.map { $0 + "\n" }.joined(), what: "the explanation")
        ProcessLifetime.keepUntilExit(run)
        return CommandLineTool.Exit.success
    }

    /// The view `name`'s lines, or why it is never heard and the fix.
    private func viewLines(_ name: String, explanation: Explanation, run: Run) throws -> [String] {
        guard let view = try explanation.view(named: name, in: run) else {
            let known = explanation.lines.compactMap(\.element)
            let suggestion = Suggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("No view '\(name)' in the screen: give a view's id or its JSON path (root.VStack[2]).\(suggestion)")
        }
        var lines = [view.place?.description ?? name]
        guard view.heard.isEmpty else {
            for number in view.heard {
                let line = explanation.lines[number - 1]
                lines.append("\(number)  \(TranscriptText.escaped(line.text))")
                lines += Explanation.reasonLines(line.because)
            }
            return lines
        }
        lines.append("   never heard")
        lines += Explanation.reasonLines(view.because)
        if let fix = view.fix { lines.append("   fix: " + fix) }
        return lines
    }
}

extension Command {
    /// `earshot explain`.
    static let explain = Command(
        name: "explain",
        abstract: "Say why each line is heard as it is, rule by rule (and why a view is not heard).",
        overview: """
            Say why VoiceOver says each line of a screen or scenario as it does.

            Each line of the transcript (as earshot listen prints it, numbered) is followed
            by the rules of Documentation/VOICEOVER.md that made it, by id, with the place in
            the file that set each off: hidden views, .combine, containers, sort priority and
            the reading order, trait words, hints and their verbosity, modal views, and
            announcements dropped or cut on the speech clock. --element explains one view, and
            for a view never heard says why (hidden, merged, behind a modal view, left out)
            and how to fix it.
            """,
        usage: "earshot explain [<file>] [--element <id|path>] [--line <n>] [options]",
        arguments: """
              <file>                  A .screen.json or .scenario.json file, or a captured tree (XCUITest,
                                      Appium, idb, AccessibilitySnapshot; see earshot help import).
                                      Default: the bundled demo; - reads standard input.
            """,
        options: [.element, .line, .from] + Option.Parsing.settings + [.helpFlag],
        files: .one,
        statuses: [
            (CommandLineTool.Exit.success, "The explanation was printed."),
            (CommandLineTool.Exit.usage, "Bad command line: an unknown option, a view or line that is not there."),
            Status.badInput, Status.output,
        ],
        run: { try ExplainCommand(options: $0).run() }
    )
}
