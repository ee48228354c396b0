import Earshot
import EarshotAudit

/// Help texts, laid out OVERVIEW / USAGE / ARGUMENTS / OPTIONS / EXIT STATUS, made from each
/// command's declaration (``Command``).
enum Help {
    static let versionNumber = EarshotVersion.current
    static let version = "earshot \(versionNumber) (format version 1)"

    /// `earshot help`: every command of ``Command/all`` with its abstract.
    static var overview: String {
        let commands = Command.all.map { command in row(command.synopsis ?? command.name, command.abstract) }
        return """
            OVERVIEW: Says what VoiceOver would say about a screen, and checks it in tests.

            USAGE: earshot <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            Run 'earshot listen' with no file to hear the bundled demo screen.
            """
    }

    /// A line of a two-column list: the left text two spaces in, the right from column 26
    /// (under it, on the next line, when the left is too long).
    static func row(_ left: String, _ right: String) -> String {
        let column = 24
        let usage = "  " + left
        guard usage.count <= column else { return usage + "\n" + String(repeating: " ", count: column + 2) + right }
        return usage + String(repeating: " ", count: column + 2 - usage.count) + right
    }

    /// The help of `command`.
    static func text(for command: Command) -> String {
        var sections = ["OVERVIEW: " + command.overview, "USAGE: " + command.usage]
        if let arguments = command.arguments { sections.append("ARGUMENTS:\n" + arguments) }
        if !command.options.isEmpty { sections.append("OPTIONS:\n" + options(for: command)) }
        sections += command.sections
        if !command.statuses.isEmpty { sections.append(exitStatus(for: command)) }
        return sections.joined(separator: "\n\n")
    }

    /// The RULES section: each rule's id, severity and summary.
    static var rules: String {
        "RULES:\n" + AuditRule.all.map { "  \($0.id) (\($0.severity.rawValue)): \($0.summary)" }.joined(separator: "\n")
    }

    /// The OPTIONS section of `command`'s help: each option's usage, its help from column 26
    /// (under it when the usage is too long), a line break in it starting a line in that column.
    static func options(for command: Command) -> String {
        let indent = String(repeating: " ", count: 26)
        return command.options.map { option in
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let first = row(option.usage, String(lines.first ?? ""))
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The EXIT STATUS section of `command`'s help: every status it can return.
    static func exitStatus(for command: Command) -> String {
        let indent = String(repeating: " ", count: 26)
        return "EXIT STATUS:\n"
            + command.statuses.map { status, meaning in
                "  " + String(status) + String(repeating: " ", count: 24 - String(status).count)
                    + meaning.split(separator: "\n").joined(separator: "\n" + indent)
            }.joined(separator: "\n")
    }
}
