import Earshot

/// Help texts, laid out OVERVIEW / USAGE / ARGUMENTS / OPTIONS.
enum Help {
    static let versionNumber = "0.1.0"
    static let version = "earshot \(versionNumber) (format version 1)"

    static let overview = """
        OVERVIEW: Says what VoiceOver would say about a screen, and checks it in tests.

        USAGE: earshot <command> [options]

        COMMANDS:
          listen                  Print the transcript of a screen or scenario (and voice it with --wav).
          test                    Run scenarios and compare what is heard with what they expect.
          dump                    Draw VoiceOver's element list of a screen as a tree.
          import                  Turn a captured accessibility tree (XCUITest, Appium, idb) into a screen file.
          voices                  List VoiceOver's languages: eSpeak NG voice and how their phrases are known.
          report                  Write one HTML page: wireframe and focus order, transcript, audio, time line.
          audit                   Find accessibility mistakes, each shown by what VoiceOver says.
          compare                 Line up a recorded walk of real VoiceOver with Earshot's, with its parity.
          help <command>          Show help for a command.
          completions <shell>     Print a completion script for bash, zsh or fish.

        Run 'earshot listen' with no file to hear the bundled demo screen.
        """

    static let listen = """
        OVERVIEW: Print what VoiceOver says about a screen or a scenario.

        A screen (.screen.json) is heard as a user swiping right through it; a scenario
        (.scenario.json) runs its steps. The transcript goes to standard output.

        USAGE: earshot listen [<file>] [options]

        ARGUMENTS:
          <file>                  A .screen.json or .scenario.json file, or a captured tree (XCUITest,
                                  Appium, idb, AccessibilitySnapshot; see earshot help import).
                                  Default: the bundled demo; - reads standard input.

        OPTIONS:
        \(options(for: .listen))

        \(exitStatus(for: .listen))
        """

    static let test = """
        OVERVIEW: Run scenarios and compare what is heard with what they expect.

        Every *.scenario.json under the paths runs; one with an "expect" (or a golden
        .transcript file beside it) is compared line by line and a diff is printed on failure.

        USAGE: earshot test [<path> ...] [options]

        ARGUMENTS:
          <path>                  Scenario files or folders (default: Scenarios).

        OPTIONS:
        \(options(for: .test))

        \(exitStatus(for: .test))
        """

    static let dump = """
        OVERVIEW: Draw VoiceOver's element list of a screen as a tree: its containers and its
        elements with label, value, traits, hint, actions and id.

        USAGE: earshot dump [<file>] [options]

        ARGUMENTS:
          <file>                  A .screen.json or .scenario.json file, or a captured tree (XCUITest,
                                  Appium, idb, AccessibilitySnapshot; see earshot help import).
                                  Default: the bundled demo; - reads standard input.

        OPTIONS:
        \(options(for: .dump))

        \(exitStatus(for: .dump))
        """

    static let report = """
        OVERVIEW: Write one self-contained HTML page about screens and scenarios.

        For each: a wireframe of the screen with its elements numbered in focus order and the
        path of the swipes, the transcript beside it (select a line to see its element), the
        audio voiced by eSpeak NG (as --wav), the steps and speech on a time line, and the
        audit's findings. Nothing in the page is fetched from a network: it opens from disk in
        any browser and can be attached to a pull request or kept as a CI artifact.

        USAGE: earshot report [<path> ...] -o <file> [options]

        ARGUMENTS:
          <path>                  .screen.json or .scenario.json files, folders holding them, or
                                  captured trees (see earshot help import). Default: the bundled
                                  demo; - reads one from standard input.

        OPTIONS:
        \(options(for: .report))

        \(exitStatus(for: .report))
        """

    static let completions = """
        OVERVIEW: Print a completion script for the shell, made from the command line's options.

        USAGE: earshot completions <shell>

        ARGUMENTS:
          <shell>                 bash, zsh or fish.

        Load it for this shell, or save it where the shell looks for completions:
          bash   source <(earshot completions bash)
          zsh    earshot completions zsh > "${fpath[1]}/_earshot"
          fish   earshot completions fish > ~/.config/fish/completions/earshot.fish
        """

    static let importCapture = """
        OVERVIEW: Turn a captured accessibility tree into a screen file you can edit, add steps
        to and keep as a scenario.

        Takes XCUITest's app.debugDescription (as printed, as `po` prints it, or a failure's
        snapshot list), Appium / WebDriverAgent page source (XML or JSON), the snapshot
        dictionary as JSON, idb ui describe-all / describe-point, and AccessibilitySnapshot's
        hierarchy as JSON. What the format cannot carry (hints, headings) is said on standard
        error. An existing file is not replaced without --force.

        USAGE: earshot import <capture> [options]

        ARGUMENTS:
          <capture>               The capture file.

        OPTIONS:
        \(options(for: .import))

        \(exitStatus(for: .import))
        """

    static let audit = """
        OVERVIEW: Find the accessibility mistakes a blind user would hit, each explained by the
        transcript line that exposes it, with the fix in SwiftUI and in UIKit.

        Text output is compiler-style (file:line:column: warning: [rule-id] message), so editors
        and CI annotate it. A view's "earshotIgnore": ["rule-id"] silences a rule on it and
        everything inside it; --ignore silences it for the run. Both are listed as suppressed.

        USAGE: earshot audit <path> ... [options]

        ARGUMENTS:
          <path>                  Screen or scenario files, or folders of them.

        OPTIONS:
        \(options(for: .audit))

        RULES:
        \(rules)

        \(exitStatus(for: .audit))
        """

    /// The RULES section: each rule's id, severity and summary.
    static var rules: String {
        AuditRule.all.map { "  \($0.id) (\($0.severity.rawValue)): \($0.summary)" }.joined(separator: "\n")
    }

    /// The OPTIONS section of `command`'s help, from ``Option/all``: each option's usage, its
    /// help from column 26 (under it when the usage is too long).
    static func options(for command: Options.Command) -> String {
        let column = 24
        return Option.all.filter { $0.commands.contains(command) }.map { option in
            let usage = "  " + option.usage
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: " ", count: column + 2)
            let first =
                usage.count <= column
                ? usage + String(repeating: " ", count: column + 2 - usage.count) + (lines.first ?? "")
                : usage + "\n" + indent + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static let voices = """
        OVERVIEW: List the languages Earshot speaks VoiceOver's words in (Voices/*.json):
        each one's eSpeak NG voice, its direction, and how many of its phrases are known
        from a device, from a library's string table, from a developer's note, from CLDR,
        or guessed. A guess is Earshot's best wording: check it on a device.

        USAGE: earshot voices [options]

        OPTIONS:
        \(options(for: .voices))

        \(exitStatus(for: .voices))
        """

    /// The EXIT STATUS section of `command`'s help: every status it can return
    /// (`CommandLineTool.Exit.statuses`).
    static func exitStatus(for command: Options.Command) -> String {
        let indent = String(repeating: " ", count: 26)
        return "EXIT STATUS:\n"
            + CommandLineTool.Exit.statuses(for: command).map { status, meaning in
                "  " + String(status) + String(repeating: " ", count: 24 - String(status).count)
                    + meaning.split(separator: "\n").joined(separator: "\n" + indent)
            }.joined(separator: "\n")
    }

    static func text(for command: Options.Command) -> String {
        switch command {
        case .listen: return listen
        case .test: return test
        case .dump: return dump
        case .import: return importCapture
        case .voices: return voices
        case .report: return report
        case .audit: return audit
        case .compare: return CompareCommand.help
        }
    }
}
