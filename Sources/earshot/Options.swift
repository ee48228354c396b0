import Earshot

/// The options of `listen` and `test`, parsed strictly: an unknown option or a bad value is a
/// usage error (exit 64) that quotes what was wrong.
struct Options {
    enum Command { case listen, test, dump }

    var paths: [String] = []
    var format = "text"
    var wav: String?
    var showSteps = false
    var junit: String?
    var record = false
    var overrides = SettingsOverrides()

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
        var options = Options()
        var index = 0
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("Missing value for option '\(name)'.") }
            return arguments[index]
        }
        func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws -> T where T.RawValue == String {
            let text = try value(name)
            guard let result = T(rawValue: text) else {
                let names = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("The value '\(text)' is invalid for '\(name)'; expected one of \(names).")
            }
            return result
        }
        func flag(_ name: String) throws -> Bool {
            let text = try value(name)
            switch text {
            case "on", "true", "yes": return true
            case "off", "false", "no": return false
            default: throw UsageError("The value '\(text)' is invalid for '\(name)'; expected on or off.")
            }
        }
        let listenOnly = ["--format", "--wav", "--show-steps"]
        let testOnly = ["--junit", "--record"]
        while index < arguments.count {
            let argument = arguments[index]
            if command != .listen, listenOnly.contains(argument) { throw UsageError("'\(argument)' is an option of 'earshot listen'.") }
            if command != .test, testOnly.contains(argument) { throw UsageError("'\(argument)' is an option of 'earshot test'.") }
            switch argument {
            case "--help", "-h":
                throw HelpRequested(command: command)
            case "--format":
                let format = try value(argument)
                guard ["text", "json"].contains(format) else {
                    throw UsageError("The value '\(format)' is invalid for '--format'; expected text or json.")
                }
                options.format = format
            case "--wav": options.wav = try value(argument)
            case "--show-steps": options.showSteps = true
            case "--junit": options.junit = try value(argument)
            case "--record": options.record = true
            case "--speak-hints": options.overrides.speakHints = try flag(argument)
            case "--no-hints": options.overrides.speakHints = false
            case "--punctuation": options.overrides.punctuation = try choice(argument, PunctuationLevel.self)
            case "--actions": options.overrides.actions = try choice(argument, ActionsVerbosity.self)
            case "--container-descriptions": options.overrides.containerDescriptions = try flag(argument)
            case "--rate":
                let text = try value(argument)
                guard let rate = Double(text), (0...100).contains(rate) else {
                    throw UsageError("The value '\(text)' is invalid for '--rate'; expected a number from 0 to 100.")
                }
                options.overrides.rate = rate
            case "--language": options.overrides.language = try value(argument)
            default:
                if argument.hasPrefix("-") {
                    let known = Help.optionNames(for: command)
                    let suggestion = Suggestion.closest(to: argument, among: known).map { " Did you mean '\($0)'?" } ?? ""
                    throw UsageError("Unknown option '\(argument)'.\(suggestion)")
                }
                options.paths.append(argument)
            }
            index += 1
        }
        if command != .test, options.paths.count > 1 {
            throw UsageError("'earshot \(command)' takes one file; found \(options.paths.count): \(options.paths.joined(separator: ", ")).")
        }
        return options
    }
}

struct HelpRequested: Error {
    var command: Options.Command
}
