import Earshot
import EarshotBase

/// `earshot help [<command>]` (also `--help`, `-h`, and `earshot` alone): the overview, or a
/// command's help.
enum HelpCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        guard let topic = arguments.first else {
            Terminal.write(Help.overview + "\n", what: "the help")
            return CommandLineTool.Exit.success
        }
        let topics = Command.all.filter(\.hasHelp)
        guard let command = topics.first(where: { $0.name == topic }) else {
            let suggestion = Suggestion.closest(to: topic, among: topics.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("No help for '\(topic)': it is not a command.\(suggestion)")
        }
        Terminal.write(Help.text(for: command) + "\n", what: "the help")
        return CommandLineTool.Exit.success
    }
}

extension Command {
    /// `earshot help`.
    static let help = Command(
        name: "help", aliases: ["--help", "-h"], synopsis: "help <command>", abstract: "Show help for a command.",
        overview: "", usage: "earshot help [<command>]", body: .arguments(HelpCommand.run))

    /// Whether `earshot help NAME` has a page for it (every command but help itself).
    var hasHelp: Bool { !overview.isEmpty }
}
