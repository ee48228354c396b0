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

    /// What runs it: its own options value parsed from the arguments (``CommandOptions``), or
    /// the arguments as they are (help and completions take a word, not a file).
    enum Body: Sendable {
        /// `parse` reads the arguments into the command's options value; `run` parses and runs
        /// with it, the value's type known to the command alone.
        case options(
            parse: @Sendable ([String], Command) throws -> any CommandOptions,
            run: @Sendable ([String], Command) throws -> Int32)
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
        case .options(_, let run): return try run(arguments, self)
        case .arguments(let run): return try run(arguments)
        }
    }

    /// Its options value, parsed from `arguments`; a command that takes the arguments as they
    /// are has none to parse.
    func parse(_ arguments: [String]) throws -> any CommandOptions {
        switch body {
        case .options(let parse, _): return try parse(arguments, self)
        case .arguments: throw UsageError("'earshot \(name)' takes no options.")
        }
    }
}

extension Command {
    /// A command that parses its arguments into its own options value, `Options`, by the
    /// options it takes (`options`, in its help's order), and runs with it (`run`).
    init<Options: CommandOptions>(
        name: String, abstract: String, overview: String, usage: String, arguments: String? = nil,
        options: [Option.Parsing<Options>], files: Files, sections: [String] = [],
        statuses: [(status: Int32, meaning: String)], run: @escaping @Sendable (Options) throws -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, overview: overview, usage: usage, arguments: arguments,
            options: options.map(\.option), files: files, sections: sections, statuses: statuses,
            body: .options(
                parse: { arguments, command in try Options.parse(arguments, for: command, taking: options) },
                run: { arguments, command in try run(Options.parse(arguments, for: command, taking: options)) }))
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
