import Earshot
import Testing

@testable import earshot

/// Each command's declaration drives parsing and help: what the help lists is what the parser takes.
@Suite("Command-line options")
struct OptionTableTests {
    static let commands: [Command] = Command.withOptions

    /// The options the help of `command` lists, read back from its OPTIONS section:
    /// `(names, usage, help text)`, with a continuation line joined to its option.
    static func listed(in help: String) -> [(names: [String], usage: String, text: String)] {
        var listed: [(names: [String], usage: String, text: String)] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "OPTIONS:" {
                inOptions = true
            } else if inOptions, line.hasPrefix("  -") {
                // `  --usage <value>  Text`: the usage ends at the first two spaces.
                let rest = line.dropFirst(2)
                let gap = rest.range(of: "  ")
                let usage = gap.map { String(rest[..<$0.lowerBound]) } ?? String(rest)
                let text = gap.map { String(rest[$0.upperBound...]).trimmingLeadingSpaces } ?? ""
                let names = usage.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init).filter { $0.hasPrefix("-") }
                listed.append((names, usage, text))
            } else if inOptions, line.hasPrefix("      "), !listed.isEmpty {
                let text = line.trimmingLeadingSpaces
                listed[listed.count - 1].text += (listed[listed.count - 1].text.isEmpty ? "" : "\n") + text
            } else if inOptions, !line.hasPrefix(" ") {
                inOptions = false
            }
        }
        return listed
    }

    /// Parses `arguments`, returning the usage error's message, if any.
    static func usageError(_ arguments: [String], for command: Command) -> String? {
        do {
            _ = try command.parse(arguments)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return nil  // --help
        }
    }

    @Test("Each command's help lists exactly the options its declaration takes, with their text", arguments: commands)
    func helpMatchesTable(_ command: Command) {
        let listed = Self.listed(in: Help.text(for: command))
        let table = command.options
        #expect(listed.map(\.usage) == table.map(\.usage))
        #expect(listed.map(\.text) == table.map(\.help))
        #expect(!listed.isEmpty)
    }

    @Test("Every option a help lists is taken by that command's parser; every other option is refused", arguments: commands)
    func helpMatchesParser(_ command: Command) {
        let listed = Set(Self.listed(in: Help.text(for: command)).flatMap(\.names))
        let everyName = Command.all.flatMap(\.options).flatMap { [$0.name] + ($0.alias.map { [$0] } ?? []) }
        for name in everyName {
            let error = Self.usageError([name, "on"], for: command) ?? ""
            let refused = error.hasPrefix("Unknown option") || error.contains("is an option of")
            #expect(refused != listed.contains(name), "\(name) for 'earshot \(command)': \(error)")
        }
        #expect(Self.usageError(["--junit", "x"], for: .listen) == "'--junit' is an option of 'earshot test'.")
    }

    @Test("--record takes the four record modes of Earshot's record policy; bare --record means failed")
    func recordModes() throws {
        #expect(try TestOptions.parse([], for: .test).record == nil)
        #expect(try TestOptions.parse(["--record"], for: .test).record == .failed)
        for mode in RecordMode.allCases {
            let options = try TestOptions.parse(["--record", mode.rawValue, "Scenarios"], for: .test)
            #expect(options.record == mode)
            #expect(options.paths == ["Scenarios"])
            #expect(try TestOptions.parse(["--record=\(mode.rawValue)"], for: .test).record == mode)
        }
        let bare = try TestOptions.parse(["--record", "Scenarios/modal"], for: .test)
        #expect(bare.record == .failed)
        #expect(bare.paths == ["Scenarios/modal"], "a path after bare --record stays a path")
        #expect(
            Self.usageError(["--record=yes"], for: .test)
                == "The value 'yes' is invalid for '--record'; expected one of missing, all, failed, never.")
    }

    @Test("Each command parses into an options value of its own, holding only the options it takes")
    func ownOptionsValue() throws {
        let types = try Self.commands.map { String(describing: type(of: try $0.parse([]))) }
        #expect(
            types == [
                "ListenOptions", "TestOptions", "DumpOptions", "ExplainOptions", "ImportOptions", "VoicesOptions", "ReportOptions",
                "AuditOptions", "CompareOptions",
            ])
        #expect(throws: UsageError.self) { try ListenOptions.parse([], for: .audit) }
        #expect(try ReportOptions.parse(["--no-audio", "--braille", "-o", "page.html"], for: .report).audio == false)
        #expect(try CompareOptions.parse(["--format", "junit", "--min-parity", "90%"], for: .compare).minParity == 90)
    }

    @Test("An unknown option names the nearest one; --name=value gives a value")
    func unknownOption() throws {
        #expect(Self.usageError(["--formt", "json"], for: .listen) == "Unknown option '--formt'. Did you mean '--format'?")
        #expect(Self.usageError(["--recrod=all"], for: .test) == "Unknown option '--recrod'. Did you mean '--record'?")
        #expect(Self.usageError(["--format", "xml"], for: .listen) == "The value 'xml' is invalid for '--format'; expected text or json.")
        #expect(Self.usageError(["--show-steps=yes"], for: .listen) == "'--show-steps' takes no value; found '--show-steps=yes'.")
        #expect(Self.usageError(["--wav"], for: .listen) == "Missing value for option '--wav'.")
        let options = try ListenOptions.parse(["--format=json", "--rate", "60", "--no-hints", "a.screen.json"], for: .listen)
        #expect(options.format == .json)
        #expect(options.overrides.rate == 60)
        #expect(options.overrides.speakHints == false)
        #expect(options.paths == ["a.screen.json"])
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}

/// Every exit status a command can return is in its help.
@Suite("Exit statuses in the help")
struct ExitStatusHelpTests {
    /// The statuses listed in the EXIT STATUS section of a help text.
    static func listed(in help: String) -> Set<Int32> {
        var statuses = Set<Int32>()
        var inSection = false
        for line in help.split(separator: "\n") {
            if line == "EXIT STATUS:" {
                inSection = true
            } else if inSection, let status = line.split(separator: " ").first.flatMap({ Int32($0) }), line.hasPrefix("  ") {
                statuses.insert(status)
            } else if inSection, !line.hasPrefix(" ") {
                inSection = false
            }
        }
        return statuses
    }

    @Test("listen, test and dump each list every status they return", arguments: [Command.listen, .test, .dump])
    func listed(command: Command) {
        // What each command returns: its own results, and the errors `CommandLineTool.run`
        // turns into statuses (usage 64, input 65, an output file 73 for the commands that write
        // files, standard output 74).
        let returns: [String: Set<Int32>] = [
            "listen": [0, 64, 65, 73, 74],
            "test": [0, 1, 64, 65, 73, 74],
            "dump": [0, 64, 65, 74],
        ]
        let help = Help.text(for: command)
        #expect(Self.listed(in: help) == returns[command.name], "\(help)")
        #expect(Set(command.statuses.map(\.status)) == returns[command.name])
    }
}
