import Earshot
import EarshotAudit
import EarshotBase
import EarshotBraille
import EarshotImporting

/// The options of a command, parsed strictly from the options its ``Command`` declares: an
/// unknown option or a bad value is a usage error (exit 64) that quotes what was wrong.
struct Options {
    /// The transcript's form (`--format`).
    enum Format: String, CaseIterable { case text, json }

    var command: Command
    var paths: [String] = []
    var format = Format.text
    var wav: String?
    var showSteps = false
    /// `earshot dump --reach`: the swipes, rotor routes and times to each element after the tree.
    var reach = false
    /// `earshot dump --switch-control`: Switch Control's item scanning, after the tree.
    var switchControl = false
    /// `earshot dump --keyboard`: Full Keyboard Access's Tab and arrow order, after the tree.
    var keyboard = false
    /// `earshot listen --show-focus`: where focus is after each app step, after the transcript.
    var showFocus = false
    /// `earshot listen --explain`: under each line, the rules that made it.
    var explain = false
    /// `earshot explain --element`: the view (id or JSON path) to explain.
    var element: String?
    /// `earshot explain --line`: the line (1-based) to explain.
    var line: Int?
    /// How `listen` writes text lines (`--style`).
    var style = TranscriptStyle.earshot
    var junit: String?
    /// `earshot test` and `audit --summary FILE.md`: the Markdown summary for a pull request.
    var summary: String?
    /// `--artifacts`: where the run's report pages and audio are kept, named in the summary.
    var artifacts: String?
    /// When `earshot test` writes golden transcripts (`--record`): Earshot's one record policy.
    /// `nil` without `--record`: compare only, and skip a scenario without an expectation.
    var record: RecordMode?
    var overrides = SettingsOverrides()
    /// `earshot listen --braille`: what VoiceOver's braille display shows, under each line; its
    /// table (`--braille-table`) and how long an announcement stays on it (`--braille-alert-duration`).
    var braille = BrailleOptions()
    /// The capture format (`--from`); nil recognises it from the file's content.
    var captureFormat: CaptureFormat?
    /// Where `earshot import` writes the screen file, and `earshot report` the page (`-o`).
    var output: String?
    /// Whether `earshot import` may replace an existing file (`--force`).
    var force = false
    /// Whether `earshot report` voices the transcripts into the page (`--no-audio` turns it off).
    var audio = true
    /// `earshot audit`'s report form, the lowest severity that fails the run, and the rules
    /// left out of the run.
    var auditFormat = AuditFormat.text
    var failOn = FailOn.error
    var ignore: [String] = []
    /// `earshot audit --baseline FILE`: the accepted findings; `--write-baseline FILE`: where to write them.
    var baseline: String?
    var writeBaseline: String?
    /// `earshot compare`'s own options (`CompareCommand.Settings`).
    var compare = CompareCommand.Settings()

    enum AuditFormat: String, CaseIterable { case text, json, sarif }

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

    static func parse(_ arguments: [String], for command: Command) throws -> Options {
        var options = Options(command: command)
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
            guard command.options.contains(where: { $0.name == option.name }) else {
                let commands = Command.all.filter { $0.options.contains { $0.name == option.name } }.map { "'earshot \($0.name)'" }
                throw UsageError("'\(name)' is an option of \(commands.joined(separator: " and ")).")
            }
            switch option.action {
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
}

struct HelpRequested: Error {
    var command: Command
}
