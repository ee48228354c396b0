import Earshot
import EarshotBase
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `earshot` command line (FORMAT.md §4): the commands of ``Command/all``.
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
    }

    func run() -> Int32 {
        let command = arguments.first ?? Command.help.name
        let rest = Array(arguments.dropFirst())
        do {
            if command == "--version" {
                Terminal.write(Help.version + "\n", what: "the version")
                return Exit.success
            }
            guard let declared = Command.named(command) else {
                let suggestion = Suggestion.closest(to: command, among: Command.all.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("Unknown command '\(command)'.\(suggestion)")
            }
            return try declared.run(rest)
        } catch let help as HelpRequested {
            Terminal.write(Help.text(for: help.command) + "\n", what: "the help")
            return Exit.success
        } catch let error as UsageError {
            Terminal.error("Error: \(error.message)\nRun 'earshot help' for usage.")
            return Exit.usage
        } catch let error as InputError {
            Terminal.error(error.commandLineDescription)
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

    /// `-` names standard output wherever a command writes a file (`--junit -`, `-o -`).
    static let standardOutputName = "-"

    /// Text on standard error as it is, already escaped and with its own newlines: what a
    /// command would print on standard output when that carries a report instead
    /// (`earshot test --junit -`).
    static func writeToStandardError(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Writes `text` to standard output whole. When it cannot be written (a full disk, a pipe
    /// whose reader has gone while SIGPIPE is ignored) the run cannot do its job: it says why,
    /// with the system's message for the error, and exits 74 (EX_IOERR, BSD sysexits).
    static func write(_ text: String, what: String) {
        var text = text
        text.withUTF8 { write(utf8: $0, what: what) }
    }

    /// UTF-8 bytes on standard output, as `write(_:what:)` writes text.
    static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, what: String) {
        guard let code = writeAll(utf8: bytes, to: STDOUT_FILENO) else { return }
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
        return text.withUTF8 { writeAll(utf8: $0, to: descriptor) }
    }

    /// Writes every byte, retrying interrupted and partial writes; the `errno` of a failure.
    static func writeAll(utf8 bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
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

    /// Whether standard error is a terminal, where the progress line goes (standard output
    /// stays the report, whatever reads it).
    static var isInteractive: Bool { isatty(STDERR_FILENO) != 0 }

    /// Text on standard error as it is (a progress line, erased by the next one).
    static func progress(_ text: String) {
        writeToStandardError(text)
    }
}
