import Earshot
import Foundation

/// The `earshot` command line (FORMAT.md §4): `listen`, `test`, `help`.
struct CommandLineTool {
    var arguments: [String]

    /// Exit statuses (FORMAT.md §4; BSD sysexits for usage and data errors).
    enum Exit {
        static let success: Int32 = 0
        static let expectationFailed: Int32 = 1
        static let usage: Int32 = 64
        static let badInput: Int32 = 65
        static let cannotWrite: Int32 = 73
    }

    func run() -> Int32 {
        guard let command = arguments.first else {
            print(Help.overview)
            return Exit.success
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "listen": return try ListenCommand(options: try Options.parse(rest, for: .listen)).run()
            case "test": return try TestCommand(options: try Options.parse(rest, for: .test)).run()
            case "dump": return try DumpCommand(options: try Options.parse(rest, for: .dump)).run()
            case "help", "--help", "-h":
                print(rest.first.flatMap(Options.Command.init(rawValue:)).map(Help.text(for:)) ?? Help.overview)
                return Exit.success
            case "--version":
                print(Help.version)
                return Exit.success
            default:
                let suggestion =
                    Suggestion.closest(to: command, among: ["listen", "test", "dump", "help"]).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown command '\(command)'.\(suggestion)")
            }
        } catch let help as HelpRequested {
            print(Help.text(for: help.command))
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
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static var isInteractive: Bool { isatty(STDOUT_FILENO) != 0 }
}
