import Earshot
import EarshotAudit
import EarshotBase
import EarshotBraille

/// One option of the command line as the help, completions and the parser's messages see it:
/// its names, its help and what it takes. It is written once, with what it does, as an
/// ``Option/Parsing`` (as argument-parser's `@Option` is one declaration for all of them); a
/// ``Command`` lists those it takes.
struct Option: Sendable {
    /// What the option takes.
    enum Kind: Sendable {
        /// Nothing: a flag, `--show-steps`.
        case flag
        /// A value, the next argument or after `=`: `--wav <file>`, `--wav=<file>`.
        case value(placeholder: String)
        /// A value that may be left out: the next argument is its value only when it is one of
        /// `choices` (any value may follow `=`): `--record`, `--record failed`.
        case optionalValue(placeholder: String, choices: [String])
    }

    var name: String
    /// A short form shown before the name (`-h, --help`).
    var alias: String?
    /// The help's text for it; a line break starts a line under the first, in the same column.
    var help: String
    var kind: Kind

    /// The values a shell may complete after it: `nil` for none known, `[]` for a file name.
    var completions: [String]? {
        switch kind {
        case .flag: return nil
        case .optionalValue(_, let choices): return choices
        case .value(let placeholder):
            switch name {
            case "--punctuation": return PunctuationLevel.allCases.map(\.rawValue)
            case "--actions": return ActionsVerbosity.allCases.map(\.rawValue)
            case "--language": return Languages.available
            default: break
            }
            if placeholder == "<file>" { return [] }
            let inner = placeholder.dropFirst().dropLast()
            return inner.contains("|") ? inner.split(separator: "|").map(String.init) : nil
        }
    }

    /// How the help writes it: `--format <text|json>`, `--record [<mode>]`, `-h, --help`.
    var usage: String {
        let names = alias.map { "\($0), \(name)" } ?? name
        switch kind {
        case .flag: return names
        case .value(let placeholder): return "\(names) \(placeholder)"
        case .optionalValue(let placeholder, _): return "\(names) [\(placeholder)]"
        }
    }

    /// An option as declared: the ``Option`` and how it changes `Options`, the options value
    /// of a command that takes it. Each is a static member, once, constrained to the options
    /// values that hold what it writes (``TakesSettings`` for `--rate`, ``AuditOptions`` for
    /// `--fail-on`): a command can list only the options its own value holds.
    struct Parsing<Options>: Sendable {
        /// What the option takes, and how it changes the options when given.
        enum Action: Sendable {
            /// A flag: `--show-steps`.
            case flag(@Sendable (inout Options) throws -> Void)
            /// An option with a value, the next argument or after `=`: `--wav <file>`, `--wav=<file>`.
            case value(placeholder: String, @Sendable (inout Options, String) throws -> Void)
            /// An option whose value may be left out: the next argument is its value only when
            /// it is one of `choices` (any value may follow `=`): `--record`, `--record failed`.
            case optionalValue(placeholder: String, choices: [String], @Sendable (inout Options, String?) throws -> Void)

            var kind: Kind {
                switch self {
                case .flag: return .flag
                case .value(let placeholder, _): return .value(placeholder: placeholder)
                case .optionalValue(let placeholder, let choices, _): return .optionalValue(placeholder: placeholder, choices: choices)
                }
            }
        }

        var option: Option
        var action: Action

        init(_ name: String, alias: String? = nil, _ help: String, _ action: Action) {
            option = Option(name: name, alias: alias, help: help, kind: action.kind)
            self.action = action
        }
    }
}

// Every option, declared once, for the options values that hold what it writes; each
// ``Command`` lists those it takes, in its help's order.

extension Option.Parsing {
    static var helpFlag: Self {
        Self(
            "--help", alias: "-h", "Show this help.",
            .flag { _ in throw HelpFlagGiven() })
    }
}

extension Option.Parsing where Options: TakesFormat {
    static var format: Self {
        Self(
            "--format", "Transcript form (default: text).",
            .value(placeholder: "<text|json>") { options, text in options.format = try Option.choice(text, for: "--format") })
    }
}

extension Option.Parsing where Options == ListenOptions {
    static var wav: Self {
        Self(
            "--wav", "Also voice the transcript through eSpeak NG into a 16-bit WAV file.",
            .value(placeholder: "<file>") { options, path in options.wav = path })
    }

    static var style: Self {
        Self(
            "--style",
            "How text lines are written: earshot (parts joined by \", \", hints on their own line) or voiceover\n"
                + "(as XCUIVoiceOverService returns them: space-joined, the hint inside) (default: earshot).",
            .value(placeholder: "<earshot|voiceover>") { options, text in options.style = try Option.choice(text, for: "--style") })
    }

    static var showFocus: Self {
        Self(
            "--show-focus", "After the transcript, where VoiceOver focus is after each app step, and why.",
            .flag { options in options.showFocus = true })
    }

    static var explain: Self {
        Self(
            "--explain", "Under each line, the rules of Documentation/VOICEOVER.md that made it, and where in the file.",
            .flag { options in options.explain = true })
    }

    static var showSteps: Self {
        Self(
            "--show-steps", "Interleave the steps (gestures and app steps) with what was heard.",
            .flag { options in options.showSteps = true })
    }
}

extension Option.Parsing where Options: ShowsBraille {
    static var braille: Self {
        Self(
            "--braille",
            "Under each focus move and announcement, what VoiceOver's braille display shows: the cells\n"
                + "and the print text under them (JSON: each event's \"braille\"). Needs liblouis.",
            .flag { options in options.braille.isOn = true })
    }

    static var brailleTable: Self {
        Self(
            "--braille-table",
            "The braille table: uncontracted (VoiceOver's default), contracted, or a liblouis table file\n"
                + "such as en-ueb-g2.ctb (default: the element's language's uncontracted table). Implies --braille.",
            .value(placeholder: "<table>") { options, text in
                guard !text.isEmpty else {
                    throw UsageError("The value '' is invalid for '--braille-table'; expected uncontracted, contracted or a table file.")
                }
                options.braille.table = BrailleTableChoice(text)
                options.braille.isOn = true
            })
    }

    static var brailleAlertDuration: Self {
        Self(
            "--braille-alert-duration", "Seconds an announcement stays on the braille display (default: 3). Implies --braille.",
            .value(placeholder: "<seconds>") { options, text in
                guard let seconds = Option.decimal(text), (0.1...600).contains(seconds) else {
                    throw UsageError("The value '\(text)' is invalid for '--braille-alert-duration'; expected seconds from 0.1 to 600.")
                }
                options.braille.alertMilliseconds = Int((seconds * 1000).rounded())
                options.braille.isOn = true
            })
    }

    static var brailleCells: Self {
        Self(
            "--braille-cells",
            "The braille display's cells, 1 to 1000 (real ones have 14 to 80): each line as the windows the\n"
                + "user pans through, words wrapped as VoiceOver does (default: a line whole). Implies --braille.",
            .value(placeholder: "<n>") { options, text in
                guard let cells = Int(text), (1...1000).contains(cells) else {
                    throw UsageError(
                        "The value '\(text)' is invalid for '--braille-cells'; expected a whole number of cells from 1 to 1000.")
                }
                options.braille.layout.cells = cells
                options.braille.isOn = true
            })
    }

    static var brailleStatusCell: Self {
        Self(
            "--braille-status-cell",
            "VoiceOver's status cell and a blank cell before (left) or after (right) each window's text,\n"
                + "dot 7 up when the line goes on to the left, dot 8 to the right (default: off). Implies --braille.",
            .value(placeholder: "<off|left|right>") { options, text in
                guard let place = BrailleStatusCell(rawValue: text) else {
                    throw UsageError("The value '\(text)' is invalid for '--braille-status-cell'; expected off, left or right.")
                }
                options.braille.layout.statusCell = place
                options.braille.isOn = true
            })
    }
}

extension Option.Parsing where Options == DumpOptions {
    static var reach: Self {
        Self(
            "--reach",
            "After the tree, each actionable element's swipes from the first element, the time until\n"
                + "it is heard, a shorter rotor route; what no swipe reaches; modal views with no way out.",
            .flag { options in options.reach = true })
    }

    static var switchControl: Self {
        Self(
            "--switch-control",
            "After the tree, Switch Control's item scanning: each highlight, the groups the tree gives and\n"
                + "the steps inside them, with what is assumed and what is not known.",
            .flag { options in options.switchControl = true })
    }

    static var keyboard: Self {
        Self(
            "--keyboard",
            "After the tree, where Full Keyboard Access's Tab and arrow keys take focus: the Tab stops, the\n"
                + "focus groups (focusGroupIdentifier), with what is assumed and what is not focusable.",
            .flag { options in options.keyboard = true })
    }
}

extension Option.Parsing where Options == ExplainOptions {
    static var element: Self {
        Self(
            "--element", "Explain only this view, by id or JSON path (root.VStack[2]); a view never heard says why.",
            .value(placeholder: "<id|path>") { options, text in options.element = text })
    }

    static var line: Self {
        Self(
            "--line", "Explain only this line of the transcript (1-based, as explain numbers them).",
            .value(placeholder: "<n>") { options, text in
                guard let number = Int(text), number >= 1 else { throw UsageError("--line takes a line number from 1, not '\(text)'.") }
                options.line = number
            })
    }
}

extension Option.Parsing where Options == AuditOptions {
    static var auditFormat: Self {
        Self(
            "--format", "Report form: compiler-style text, JSON, or SARIF 2.1.0 (default: text).",
            .value(placeholder: "<text|json|sarif>") { options, text in options.format = try Option.choice(text, for: "--format") })
    }

    static var failOn: Self {
        Self(
            "--fail-on", "Exit 1 when a finding is at least this severe (default: error).",
            .value(placeholder: "<error|warning|never>") { options, text in options.failOn = try Option.choice(text, for: "--fail-on") })
    }

    static var ignore: Self {
        Self(
            "--ignore", "Leave this rule's findings out (listed as suppressed); repeat for several.",
            .value(placeholder: "<rule-id>") { options, id in
                guard AuditRule.named(id) != nil else {
                    let suggestion = Suggestion.closest(to: id, among: AuditRule.all.map(\.id)).map { " Did you mean '\($0)'?" } ?? ""
                    throw UsageError("Unknown rule '\(id)' for '--ignore'.\(suggestion) Run 'earshot help audit' for the rules.")
                }
                options.ignore.append(id)
            })
    }

    static var baseline: Self {
        Self(
            "--baseline",
            """
            Fail only on findings this baseline file does not hold (matched by rule, file,
            element and heard lines, not by line number); the others are counted, not shown.
            """,
            .value(placeholder: "<file>") { options, path in options.baseline = path })
    }

    static var writeBaseline: Self {
        Self(
            "--write-baseline", "Write the findings as a baseline file for --baseline, and exit 0; - is standard output.",
            .value(placeholder: "<file>") { options, path in options.writeBaseline = path })
    }
}

extension Option.Parsing where Options == TestOptions {
    static var junit: Self {
        Self(
            "--junit", "Also write a JUnit XML report; - writes it to standard output\n(and what the run prints to standard error).",
            .value(placeholder: "<file>") { options, path in options.junit = path })
    }

    static var record: Self {
        Self(
            "--record",
            """
            Write golden .transcript files; exits 1 when it wrote any. <mode> is
            failed (the default): missing or differing ones; missing: missing ones only;
            all: every one; never: none, and a scenario without an expectation fails.
            """,
            .optionalValue(placeholder: "<mode>", choices: RecordMode.allCases.map(\.rawValue)) { options, text in
                options.record = try text.map { text -> RecordMode in try Option.choice(text, for: "--record") } ?? .failed
            })
    }
}

extension Option.Parsing where Options: WritesSummary {
    static var summary: Self {
        Self(
            "--summary",
            """
            Also write a GitHub-flavoured Markdown summary for a pull request (for
            $GITHUB_STEP_SUMMARY): test: what changed in each transcript, as a diff; audit:
            the findings (with --baseline, the new ones). - writes it to standard output
            (and the report to standard error).
            """,
            .value(placeholder: "<file.md>") { options, path in options.summary.file = path })
    }

    static var artifacts: Self {
        Self(
            "--artifacts", "Where the report pages and audio of this run are kept (a URL or a folder),\nnamed in the --summary.",
            .value(placeholder: "<where>") { options, place in options.summary.artifacts = place })
    }
}

extension Option.Parsing where Options: ReadsCaptures {
    static var from: Self {
        Self(
            "--from",
            "The capture's format (default: recognised from its content).",
            .value(placeholder: "<xcuitest|appium|idb|accessibilitysnapshot>") { options, text in
                options.captureFormat = try Option.choice(text, for: "--from")
            })
    }
}

extension Option.Parsing where Options: WritesOutput {
    static var output: Self {
        Self(
            "--output", alias: "-o",
            "import: write the screen file here (default: the capture's name with .screen.json).\nreport: the HTML page to write (required). - is standard output.",
            .value(placeholder: "<file>") { options, path in options.output = path })
    }
}

extension Option.Parsing where Options == ImportOptions {
    static var force: Self {
        Self(
            "--force", "Replace the screen file if it exists.",
            .flag { options in options.force = true })
    }
}

extension Option.Parsing where Options == ReportOptions {
    static var noAudio: Self {
        Self(
            "--no-audio", "Leave the audio out of the page (nothing is voiced; a much smaller page).",
            .flag { options in options.audio = false })
    }
}

extension Option.Parsing where Options: TakesSettings {
    static var speakHints: Self {
        Self(
            "--speak-hints", "Verbosity > Speak Hints (default: on).",
            .value(placeholder: "<on|off>") { options, text in options.overrides.speakHints = try Option.onOff(text, for: "--speak-hints") }
        )
    }

    static var noHints: Self {
        Self(
            "--no-hints", "Short for --speak-hints off.",
            .flag { options in options.overrides.speakHints = false })
    }

    static var punctuation: Self {
        Self(
            "--punctuation", "all, some or none (default: some).",
            .value(placeholder: "<level>") { options, text in
                options.overrides.punctuation = try Option.choice(text, for: "--punctuation")
            })
    }

    static var actions: Self {
        Self(
            "--actions", "Verbosity > Actions: speak, sound, pitch or none (default: speak).",
            .value(placeholder: "<mode>") { options, text in options.overrides.actions = try Option.choice(text, for: "--actions") })
    }

    static var containerDescriptions: Self {
        Self(
            "--container-descriptions", "Speak a container's description when focus enters it (default: on).",
            .value(placeholder: "<on|off>") { options, text in
                options.overrides.containerDescriptions = try Option.onOff(text, for: "--container-descriptions")
            })
    }

    static var rate: Self {
        Self(
            "--rate", "Speaking rate, as VoiceOver's slider (default: 50).",
            .value(placeholder: "<0-100>") { options, text in
                guard let rate = Option.decimal(text), (0...100).contains(rate) else {
                    throw UsageError("The value '\(text)' is invalid for '--rate'; expected a number from 0 to 100.")
                }
                options.overrides.rate = rate
            })
    }

    static var language: Self {
        Self(
            "--language", "Override the screen's language (BCP 47, e.g. en, ja); one with a phrasebook in Voices/.",
            .value(placeholder: "<tag>") { options, tag in options.overrides.language = try Languages.check(tag) })
    }

    /// VoiceOver's settings, which every command that runs a screen takes.
    static var settings: [Self] { [speakHints, noHints, punctuation, actions, containerDescriptions, rate, language] }
}

extension Option {
    /// The option written `name` (or its alias) that `command` takes, else the first of any
    /// command's (to say whose option it is).
    static func named(_ name: String, for command: Command) -> Option? {
        command.options.first { $0.name == name || $0.alias == name }
            ?? Command.all.lazy.flatMap(\.options).first { $0.name == name || $0.alias == name }
    }

    // MARK: Values

    /// One of a type's cases by its raw value: `text` or `json`; one of `all, some, none`.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, for name: String) throws -> T where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let expected = names.count == 2 ? names.joined(separator: " or ") : "one of " + names.joined(separator: ", ")
        throw UsageError("The value '\(text)' is invalid for '\(name)'; expected \(expected).")
    }

    /// A number written in decimal digits (`60`, `62.5`, `6e1`): not what `Double(_:)` also
    /// reads, hexadecimal (`0x10`), `inf` or `nan`.
    static func decimal(_ text: String) -> Double? {
        let digits = text.drop { $0 == "+" || $0 == "-" }.prefix { $0 != "e" && $0 != "E" }
        guard digits.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }), digits.contains(where: { ("0"..."9").contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    /// `on` or `off` (also `true`/`false`, `yes`/`no`).
    static func onOff(_ text: String, for name: String) throws -> Bool {
        switch text {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw UsageError("The value '\(text)' is invalid for '\(name)'; expected on or off.")
        }
    }
}
