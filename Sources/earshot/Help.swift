import Earshot

/// Help texts, laid out OVERVIEW / USAGE / ARGUMENTS / OPTIONS.
enum Help {
    static let version = "earshot 0.1.0 (format version 1)"

    static let overview = """
        OVERVIEW: Says what VoiceOver would say about a screen, and checks it in tests.

        USAGE: earshot <command> [options]

        COMMANDS:
          listen                  Print the transcript of a screen or scenario (and voice it with --wav).
          test                    Run scenarios and compare what is heard with what they expect.
          dump                    Draw VoiceOver's element list of a screen as a tree.
          help <command>          Show help for a command.

        Run 'earshot listen' with no file to hear the bundled demo screen.
        """

    static let settings = """
          --speak-hints <on|off>  Verbosity > Speak Hints (default: on). --no-hints is short for off.
          --punctuation <level>   all, some or none (default: some).
          --actions <mode>        Verbosity > Actions: speak, sound, pitch or none (default: speak).
          --container-descriptions <on|off>
                                  Speak a container's description when focus enters it (default: on).
          --rate <0-100>          Speaking rate, as VoiceOver's slider (default: 50).
          --language <tag>        Override the screen's language (BCP 47, e.g. en, ja).
        """

    static let listen = """
        OVERVIEW: Print what VoiceOver says about a screen or a scenario.

        A screen (.screen.json) is heard as a user swiping right through it; a scenario
        (.scenario.json) runs its steps. The transcript goes to standard output.

        USAGE: earshot listen [<file>] [options]

        ARGUMENTS:
          <file>                  A .screen.json or .scenario.json file (default: the bundled demo).

        OPTIONS:
          --format <text|json>    Transcript form (default: text).
          --wav <file>            Also voice the transcript through eSpeak NG into a 16-bit WAV file.
          --show-steps            Interleave the steps (gestures and app steps) with what was heard.
        \(settings)
          -h, --help              Show this help.

        EXIT STATUS: 0 success, 64 bad command line, 65 bad input file, 73 the WAV file cannot be written.
        """

    static let test = """
        OVERVIEW: Run scenarios and compare what is heard with what they expect.

        Every *.scenario.json under the paths runs; one with an "expect" (or a golden
        .transcript file beside it) is compared line by line and a diff is printed on failure.

        USAGE: earshot test [<path> ...] [options]

        ARGUMENTS:
          <path>                  Scenario files or folders (default: Scenarios).

        OPTIONS:
          --junit <file>          Also write a JUnit XML report.
          --record                Write missing or differing golden .transcript files (exits 1 when it wrote any).
        \(settings)
          -h, --help              Show this help.

        EXIT STATUS: 0 all passed, 1 a transcript differed, 64 bad command line, 65 bad input file.
        """

    static let dump = """
        OVERVIEW: Draw VoiceOver's element list of a screen as a tree: its containers and its
        elements with label, value, traits, hint, actions and id.

        USAGE: earshot dump [<file>] [options]

        ARGUMENTS:
          <file>                  A .screen.json or .scenario.json file (default: the bundled demo).

        OPTIONS:
        \(settings)
          -h, --help              Show this help.
        """

    static func text(for command: String) -> String {
        switch command {
        case "listen": return listen
        case "test": return test
        case "dump": return dump
        default: return overview
        }
    }

    static func optionNames(for command: Options.Command) -> [String] {
        let common = [
            "--speak-hints", "--no-hints", "--punctuation", "--actions", "--container-descriptions", "--rate", "--language", "--help",
        ]
        switch command {
        case .listen: return common + ["--format", "--wav", "--show-steps"]
        case .test: return common + ["--junit", "--record"]
        case .dump: return common
        }
    }
}
