import Earshot
import EarshotAudit
import EarshotBase
import EarshotBraille
import EarshotImporting

/// The options value a command's arguments are parsed into, strictly from the options its
/// ``Command`` declares: an unknown option or a bad value is a usage error (exit 64) that quotes
/// what was wrong. Each command has its own (``ListenOptions``, ``AuditOptions``, ...), holding
/// only what it takes: a command cannot read another's options. Options several commands take
/// are a protocol here (``ReadsCaptures``, ``TakesSettings``, ...) over one field or one small
/// struct (``SettingsOverrides``, ``BrailleOptions``, ``SummaryOptions``), and each option's
/// declaration (``Option/Parsing``) writes through it, for every command that takes it.
protocol CommandOptions: SendableMetatype {
    init()
    /// The files (or folders) after the options.
    var paths: [String] { get set }
}

/// Takes `--format <text|json>`: `listen`'s transcript, `voices`' table.
protocol TakesFormat: CommandOptions {
    var format: TextOrJSON { get set }
}

/// Takes `--from`: the capture format, nil to recognise it from the file's content.
protocol ReadsCaptures: CommandOptions {
    var captureFormat: CaptureFormat? { get set }
}

/// Takes VoiceOver's settings (`--speak-hints`, `--rate`, ... : ``Option/Parsing/settings``).
protocol TakesSettings: CommandOptions {
    var overrides: SettingsOverrides { get set }
}

/// Takes `--braille`, `--braille-table` and `--braille-alert-duration`.
protocol ShowsBraille: CommandOptions {
    var braille: BrailleOptions { get set }
}

/// Takes `--summary` and `--artifacts`.
protocol WritesSummary: CommandOptions {
    var summary: SummaryOptions { get set }
}

/// Takes `-o, --output`: where `import` writes the screen file, and `report` the page.
protocol WritesOutput: CommandOptions {
    var output: String? { get set }
}

/// A form given by `--format`: text or JSON.
enum TextOrJSON: String, CaseIterable { case text, json }

/// VoiceOver's settings as given on the command line, over the screen's own.
struct SettingsOverrides {
    var speakHints: Bool?
    var punctuation: PunctuationLevel?
    var actions: ActionsVerbosity?
    var containerDescriptions: Bool?
    var rate: Double?
    var language: String?

    func apply(to settings: inout Settings) {
        if let speakHints { settings.speakHints = speakHints }
        if let punctuation { settings.punctuation = punctuation }
        if let actions { settings.actions = actions }
        if let containerDescriptions { settings.containerDescriptions = containerDescriptions }
        if let rate { settings.rate = rate }
        if let language { settings.language = language }
    }
}

/// `earshot test` and `audit --summary FILE.md`: the Markdown summary for a pull request, and
/// (`--artifacts`) where the run's report pages and audio are kept, named in it.
struct SummaryOptions {
    var file: String?
    var artifacts: String?
}

/// `earshot listen`'s options.
struct ListenOptions: TakesFormat, ReadsCaptures, TakesSettings, ShowsBraille {
    var paths: [String] = []
    /// The transcript's form (`--format`).
    var format = TextOrJSON.text
    /// How text lines are written (`--style`).
    var style = TranscriptStyle.earshot
    var wav: String?
    /// What VoiceOver's braille display shows, under each line; its table (`--braille-table`)
    /// and how long an announcement stays on it (`--braille-alert-duration`).
    var braille = BrailleOptions()
    var showSteps = false
    /// `--show-focus`: where focus is after each app step, after the transcript.
    var showFocus = false
    /// `--explain`: under each line, the rules that made it.
    var explain = false
    var captureFormat: CaptureFormat?
    var overrides = SettingsOverrides()
}

/// `earshot test`'s options.
struct TestOptions: WritesSummary, TakesSettings {
    var paths: [String] = []
    var junit: String?
    var summary = SummaryOptions()
    /// When golden transcripts are written (`--record`): Earshot's one record policy. `nil`
    /// without `--record`: compare only, and skip a scenario without an expectation.
    var record: RecordMode?
    var overrides = SettingsOverrides()
}

/// `earshot dump`'s options.
struct DumpOptions: ReadsCaptures, TakesSettings {
    var paths: [String] = []
    /// `--reach`: the swipes, rotor routes and times to each element after the tree.
    var reach = false
    /// `--switch-control`: Switch Control's item scanning, after the tree.
    var switchControl = false
    /// `--keyboard`: Full Keyboard Access's Tab and arrow order, after the tree.
    var keyboard = false
    var captureFormat: CaptureFormat?
    var overrides = SettingsOverrides()
}

/// `earshot explain`'s options.
struct ExplainOptions: ReadsCaptures, TakesSettings {
    var paths: [String] = []
    /// `--element`: the view (id or JSON path) to explain.
    var element: String?
    /// `--line`: the line (1-based) to explain.
    var line: Int?
    var captureFormat: CaptureFormat?
    var overrides = SettingsOverrides()
}

/// `earshot import`'s options.
struct ImportOptions: ReadsCaptures, WritesOutput {
    var paths: [String] = []
    var captureFormat: CaptureFormat?
    /// Where the screen file is written (`-o`).
    var output: String?
    /// Whether an existing file may be replaced (`--force`).
    var force = false
}

/// `earshot voices`' options.
struct VoicesOptions: TakesFormat {
    var paths: [String] = []
    var format = TextOrJSON.text
}

/// `earshot report`'s options.
struct ReportOptions: ReadsCaptures, WritesOutput, ShowsBraille, TakesSettings {
    var paths: [String] = []
    var captureFormat: CaptureFormat?
    /// The page to write (`-o`).
    var output: String?
    /// Whether the transcripts are voiced into the page (`--no-audio` turns it off).
    var audio = true
    var braille = BrailleOptions()
    var overrides = SettingsOverrides()
}

/// `earshot audit`'s options.
struct AuditOptions: ReadsCaptures, WritesSummary {
    /// The report's form (`--format`).
    enum Format: String, CaseIterable { case text, json, sarif }

    /// `--fail-on`: the lowest severity that makes `earshot audit` exit 1.
    enum FailOn: String, CaseIterable {
        case error, warning, never

        func fails(_ severity: AuditSeverity) -> Bool {
            switch self {
            case .error: return severity == .error
            case .warning: return true
            case .never: return false
            }
        }
    }

    var paths: [String] = []
    var format = Format.text
    var failOn = FailOn.error
    /// The rules left out of the run (`--ignore`).
    var ignore: [String] = []
    /// `--baseline FILE`: the accepted findings; `--write-baseline FILE`: where to write them.
    var baseline: String?
    var writeBaseline: String?
    var summary = SummaryOptions()
    var captureFormat: CaptureFormat?
}

/// `earshot compare`'s options: its report form, the parity below which it fails, and which
/// capture of a file of several to read.
struct CompareOptions: ReadsCaptures, TakesSettings {
    enum Format: String, CaseIterable { case text, json, junit }

    var paths: [String] = []
    var format = Format.text
    /// Percent, 0...100; nil never fails.
    var minParity: Double?
    var capture: String?
    var captureFormat: CaptureFormat?
    var overrides = SettingsOverrides()
}

extension CommandOptions {
    /// `arguments` parsed by the options `command` takes, as it declares them (`declared`).
    static func parse(_ arguments: [String], for command: Command, taking declared: [Option.Parsing<Self>]) throws -> Self {
        var options = Self()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // `--` ends the options: what follows are paths, even `-x`. `-` alone is a path:
            // standard input.
            if argument == "--", !optionsEnded {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-", !optionsEnded else {
                // An empty argument (`""`, an unset shell variable) names no file; as a path it
                // would be the current folder.
                if argument.isEmpty { throw UsageError("An empty argument ('') names no file; name the file or folder.") }
                options.paths.append(argument)
                continue
            }
            // `--name=value` gives the value in the same argument.
            let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
            let name = equals.map { String(argument[..<$0]) } ?? argument
            let attached = equals.map { String(argument[argument.index(after: $0)...]) }
            guard let option = Option.named(name, for: command) else {
                let names = command.options.map(\.name)
                let suggestion = Suggestion.closest(to: name, among: names).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown option '\(name)'.\(suggestion)")
            }
            guard let taken = declared.first(where: { $0.option.name == option.name }) else {
                let commands = Command.all.filter { $0.options.contains { $0.name == option.name } }.map { "'earshot \($0.name)'" }
                throw UsageError("'\(name)' is an option of \(commands.joined(separator: " and ")).")
            }
            do {
                switch taken.action {
                case .flag(let apply):
                    if attached != nil { throw UsageError("'\(name)' takes no value; found '\(argument)'.") }
                    try apply(&options)
                case .value(let placeholder, let apply):
                    guard attached != nil || index < arguments.count else { throw UsageError("Missing value for option '\(name)'.") }
                    let value = attached ?? arguments[index]
                    if attached == nil { index += 1 }
                    // `-o ""`: no file to write; Foundation would name the current folder instead.
                    if placeholder == "<file>", value.isEmpty {
                        throw UsageError("The value '' is invalid for '\(name)'; expected a file name.")
                    }
                    try apply(&options, value)
                case .optionalValue(_, let choices, let apply):
                    if let attached {
                        try apply(&options, attached)
                    } else if index < arguments.count, choices.contains(arguments[index]) {
                        index += 1
                        try apply(&options, arguments[index - 1])
                    } else {
                        try apply(&options, nil)
                    }
                }
            } catch is HelpFlagGiven {
                throw HelpRequested(command: command)
            }
        }
        switch command.files {
        case .none:
            if let path = options.paths.first { throw UsageError("'earshot \(command)' takes no file; found '\(path)'.") }
        case .one:
            if options.paths.count > 1 {
                let found = "\(options.paths.count): \(options.paths.joined(separator: ", "))"
                throw UsageError("'earshot \(command)' takes one file; found \(found).")
            }
        case .many: break
        }
        return options
    }

    /// `arguments` parsed as `command` parses them, when this is the type of its options (tests
    /// read a command's options so; running a command never casts).
    static func parse(_ arguments: [String], for command: Command) throws -> Self {
        let parsed = try command.parse(arguments)
        guard let options = parsed as? Self else {
            throw UsageError("'earshot \(command)' parses into \(type(of: parsed)), not \(Self.self).")
        }
        return options
    }
}

/// `-h, --help` given: the parser names the command whose help it is (``HelpRequested``).
struct HelpFlagGiven: Error {}

struct HelpRequested: Error {
    var command: Command
}
