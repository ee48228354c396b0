/// One command of the command line, declared once, as argument-parser's `CommandConfiguration`
/// and a command's `@Option`s are: its name, its line in `earshot help`, its help, the options
/// it takes and how it runs. Dispatch, help, typo suggestions, completions and the option
/// parser all read ``Command/all``; adding a command is one declaration and one entry there.
struct Command: Sendable {
    /// How many files (paths) the command takes after its options.
    enum Files: Sendable {
        /// None: `earshot voices`.
        case none
        /// At most one: `earshot listen [<file>]`.
        case one
        /// Any number: `earshot test [<path> ...]`.
        case many
    }

    /// What runs it: the parsed options, or the arguments as they are (help and completions
    /// take a word, not a file).
    enum Body: Sendable {
        case options(@Sendable (Options) throws -> Int32)
        case arguments(@Sendable ([String]) throws -> Int32)
    }

    /// The word that names it: `listen`.
    var name: String
    /// Other words for it at the start of a command line (`--help` for `help`).
    var aliases: [String] = []
    /// How `earshot help` lists it (default: the name): `help <command>`.
    var synopsis: String?
    /// One sentence for `earshot help` and a shell's menu of commands.
    var abstract: String
    /// The help's OVERVIEW: the first line, then the discussion.
    var overview: String
    /// The help's USAGE line: `earshot listen [<file>] [options]`.
    var usage: String
    /// The help's ARGUMENTS section, when it has one (laid out, two spaces in).
    var arguments: String?
    /// The options it takes, in the order its help lists them.
    var options: [Option] = []
    /// How many files it takes.
    var files: Files = .none
    /// Sections of its help after OPTIONS (audit's RULES), each whole.
    var sections: [String] = []
    /// Every status it can return, with its meaning, as its help lists them.
    var statuses: [(status: Int32, meaning: String)] = []
    /// What it does.
    var body: Body

    /// Runs it on the arguments after its name.
    func run(_ arguments: [String]) throws -> Int32 {
        switch body {
        case .options(let run): return try run(try Options.parse(arguments, for: self))
        case .arguments(let run): return try run(arguments)
        }
    }
}

extension Command: Equatable {
    static func == (lhs: Command, rhs: Command) -> Bool { lhs.name == rhs.name }
}

extension Command: CustomStringConvertible {
    var description: String { name }
}

extension Command {
    /// Every command, in the order `earshot help` lists them.
    static let all: [Command] = [.listen, .test, .dump, .explain, .import, .voices, .report, .audit, .compare, .help, .completions]

    /// The command written `word` (its name or an alias).
    static func named(_ word: String) -> Command? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The commands that take options and files, and have a help of their own.
    static var withOptions: [Command] { all.filter { !$0.options.isEmpty } }

    /// The statuses every command that reads files shares.
    enum Status {
        static let usage = (CommandLineTool.Exit.usage, "Bad command line: an unknown option or command, a missing value.")
        static let badInput = (
            CommandLineTool.Exit.badInput, "Bad input: a screen or scenario file that cannot be read or breaks the format."
        )
        static let output = (CommandLineTool.Exit.outputFailed, "Standard output cannot be written (a full disk, a closed pipe).")
        /// Bad input for the commands that voice (`listen --wav`, `report`): the start of the line.
        static let unvoiced =
            "Bad input: a screen or scenario file that cannot be read or breaks the format,\n"
            + "or a language it speaks has no eSpeak NG voice"
    }
}
