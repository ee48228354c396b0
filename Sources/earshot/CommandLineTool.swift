import Earshot
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `earshot` command line (FORMAT.md §4): `listen`, `test`, `dump`, `voices`, `help`.
struct CommandLineTool {
    var arguments: [String]

    /// Exit statuses (FORMAT.md §4; BSD sysexits for usage and data errors).
    enum Exit {
        static let success: Int32 = 0
        static let expectationFailed: Int32 = 1
        static let usage: Int32 = 64
        static let badInput: Int32 = 65
        static let cannotWrite: Int32 = 73
        /// Standard output cannot be written (a full disk, a closed pipe): EX_IOERR.
        static let outputFailed: Int32 = 74

        /// Every status `command` can return, with its meaning, as its help lists them.
        static func statuses(for command: Options.Command) -> [(status: Int32, meaning: String)] {
            let common: [(Int32, String)] = [
                (usage, "Bad command line: an unknown option or command, a missing value."),
                (badInput, "Bad input: a screen or scenario file that cannot be read or breaks the format."),
            ]
            let output: (Int32, String) = (outputFailed, "Standard output cannot be written (a full disk, a closed pipe).")
            switch command {
            case .listen:
                return [(success, "The transcript was printed.")] + common + [
                    (cannotWrite, "The --wav file cannot be written, or is there and is not a WAV file (or is a link)."), output,
                ]
            case .test:
                return [
                    (success, "Every scenario run passed."),
                    (
                        expectationFailed,
                        "A transcript differed, a golden transcript was recorded or is missing,\n"
                            + "a scenario had no expectation under CI, or no scenario was checked."
                    ),
                    (usage, common[0].1),
                    (
                        badInput,
                        "Bad input: a scenario, its screen or golden transcript cannot be read or breaks\n"
                            + "the format, or --record refuses to write where \"expect\" points."
                    ),
                    (cannotWrite, "The --junit report cannot be written, or would replace a file that is not a\nJUnit report, or one of the scenarios."),
                    output,
                ]
            case .dump:
                return [(success, "The element list was printed.")] + common + [output]
            case .report:
                return [(success, "The page was written.")] + common + [(cannotWrite, "The page cannot be written.")]
            case .import:
                return [
                    (success, "The screen file was written."),
                    (usage, common[0].1),
                    (badInput, "Bad input: the file is no capture Earshot knows, or a line of it is malformed."),
                    (cannotWrite, "The screen file cannot be written, or is there already (--force replaces it)."),
                    output,
                ]
            case .audit:
                return [
                    (success, "The report was printed; no finding is at or above --fail-on."),
                    (expectationFailed, "A finding is at or above --fail-on (default: error)."),
                ] + common + [output]
            case .compare:
                return CompareCommand.statuses
            case .voices:
                return [
                    (success, "The languages were listed."), common[0],
                    (badInput, "A voice file in Voices/ cannot be read or breaks the format, or there is no Voices folder."), output,
                ]
            }
        }
    }

    func run() -> Int32 {
        guard let command = arguments.first else {
            Terminal.write(Help.overview + "\n", what: "the help")
            return Exit.success
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "listen": return try ListenCommand(options: try Options.parse(rest, for: .listen)).run()
            case "test": return try TestCommand(options: try Options.parse(rest, for: .test)).run()
            case "dump": return try DumpCommand(options: try Options.parse(rest, for: .dump)).run()
            case "import": return try ImportCommand(options: try Options.parse(rest, for: .import)).run()
            case "voices": return try VoicesCommand(options: try Options.parse(rest, for: .voices)).run()
            case "report": return try ReportCommand(options: try Options.parse(rest, for: .report)).run()
            case "audit": return try AuditCommand(options: try Options.parse(rest, for: .audit)).run()
            case "compare": return try CompareCommand(options: try Options.parse(rest, for: .compare)).run()
            case "help", "--help", "-h":
                guard let topic = rest.first else {
                    Terminal.write(Help.overview + "\n", what: "the help")
                    return Exit.success
                }
                if topic == "completions" {
                    Terminal.write(Help.completions + "\n", what: "the help")
                    return Exit.success
                }
                guard let command = Options.Command(rawValue: topic) else {
                    let topics = ["listen", "test", "dump", "import", "voices", "report", "audit", "compare", "completions"]
                    let suggestion = Suggestion.closest(to: topic, among: topics).map { " Did you mean '\($0)'?" } ?? ""
                    throw UsageError("No help for '\(topic)': it is not a command.\(suggestion)")
                }
                Terminal.write(Help.text(for: command) + "\n", what: "the help")
                return Exit.success
            case "completions":
                guard rest.count == 1, let shell = Completions.Shell(rawValue: rest[0]) else {
                    if rest.first == "--help" || rest.first == "-h" {
                        Terminal.write(Help.completions + "\n", what: "the help")
                        return Exit.success
                    }
                    let found = rest.isEmpty ? "none" : "'\(rest.joined(separator: " "))'"
                    throw UsageError("'earshot completions' takes one shell: bash, zsh or fish; found \(found).")
                }
                Terminal.write(Completions.script(for: shell), what: "the completion script")
                return Exit.success
            case "--version":
                Terminal.write(Help.version + "\n", what: "the version")
                return Exit.success
            default:
                let suggestion =
                    Suggestion.closest(to: command, among: ["listen", "test", "dump", "import", "voices", "report", "audit", "compare", "help", "completions"]).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown command '\(command)'.\(suggestion)")
            }
        } catch let help as HelpRequested {
            Terminal.write(Help.text(for: help.command) + "\n", what: "the help")
            return Exit.success
        } catch let error as UsageError {
            Terminal.error("Error: \(error.message)\nRun 'earshot help' for usage.")
            return Exit.usage
        } catch let error as InputError {
            Terminal.error(error.description)
            return Exit.badInput
        } catch let error as ScenarioError {
            Terminal.error(error.description)
            return Exit.badInput
        } catch let error as OutputError {
            Terminal.error(error.description)
            return Exit.cannotWrite
        } catch {
            Terminal.error("error: \(error)")
            return Exit.badInput
        }
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

struct OutputError: Error, CustomStringConvertible {
    var description: String
}

enum Terminal {
    /// A line on standard error; if even that cannot be written there is no one left to tell.
    static func error(_ text: String) {
        // What the user wrote reaches messages: nothing in it may drive the terminal.
        _ = writeAll(TranscriptText.escapedLines(text) + "\n", to: STDERR_FILENO)
    }

    /// Prints what Earshot could not model faithfully, one line each:
    /// `earshot: warning: FILE: PATH: message`. Never on standard output, never an exit status.
    static func warn(_ warnings: [InputWarning]) {
        for warning in warnings { error("earshot: warning: \(warning)") }
    }

    static func write(_ text: String) {
        write(text, what: "the output")
    }

    /// Writes `text` to standard output whole. When it cannot be written (a full disk, a pipe
    /// whose reader has gone while SIGPIPE is ignored) the run cannot do its job: it says why,
    /// with the system's message for the error, and exits 74 (EX_IOERR, BSD sysexits).
    static func write(_ text: String, what: String) {
        guard let code = writeAll(text, to: STDOUT_FILENO) else { return }
        error("earshot: cannot write \(what): \(message(for: code))")
        exit(CommandLineTool.Exit.outputFailed)
    }

    /// The system's message for `errno` in lower case, as it reads inside a sentence:
    /// "no space left on device", "broken pipe".
    static func message(for code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Writes every byte, retrying interrupted and partial writes; the `errno` of a failure.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                #else
                    let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Whether standard error is a terminal, where the progress line goes (standard output
    /// stays the report, whatever reads it).
    static var isInteractive: Bool { isatty(STDERR_FILENO) != 0 }

    /// Text on standard error as it is (a progress line, erased by the next one).
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
