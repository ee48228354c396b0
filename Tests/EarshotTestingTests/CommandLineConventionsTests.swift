import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

/// The command line follows the conventions swift-argument-parser sets: `--name=value`, `--`
/// to end the options, `-` for standard input and output, shell completion scripts made from
/// the option table, usage errors (exit 64) for a bad help topic or language, and progress on
/// standard error. Runs the `earshot` executable that `swift test` builds beside the tests.
@Suite("Command-line conventions")
struct CommandLineConventionsTests {
    let folder: TemporaryFolder
    static let screen =
        #"{"earshot": 1, "root": {"VStack": [{"Text": "Notes", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Add"}]}}"#
    static let heard = "Notes, Heading\nAdd, Button\n"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(Self.screen, to: "notes.screen.json")
        try folder.write(Self.screen, to: "-dash.screen.json")
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("earshot")
    }

    struct Run {
        var status: Int32
        var output: Data
        var errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `executable ARGUMENTS` in the temporary folder, `input` on its standard input.
    func run(_ executable: URL = Self.executable, _ arguments: [String], input: Data? = nil) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: \(executable.path)")
        let run = try ChildProcess.run(executable, arguments, in: folder.url, input: .bytes(input ?? Data()))
        return Run(status: run.status, output: run.outputBytes, errors: run.error)
    }

    func earshot(_ arguments: String..., input: String? = nil) throws -> Run {
        try run(Self.executable, arguments, input: input.map { Data($0.utf8) })
    }

    @Test("explain: a view or line that is not there is a usage error (64), a bad file 65; listen --explain says the same")
    func explainStatuses() throws {
        defer { folder.remove() }
        let explained = try earshot("explain", "notes.screen.json")
        #expect(explained.status == 0, "\(explained.errors)")
        #expect(explained.text.hasPrefix("1  Notes, Heading\n   because "))
        #expect(try earshot("listen", "--explain", "notes.screen.json").text == explained.text)
        let missing = try earshot("explain", "notes.screen.json", "--element", "nope")
        #expect(missing.status == 64)
        #expect(missing.errors.contains("No view 'nope' in the screen"))
        #expect(try earshot("explain", "notes.screen.json", "--line", "3").status == 64)
        #expect(try earshot("explain", "notes.screen.json", "--line", "0").status == 64)
        let line = try earshot("explain", "notes.screen.json", "--line", "2")
        #expect(line.text.hasPrefix("2  Add, Button\n   because "))
        try folder.write("{", to: "broken.screen.json")
        #expect(try earshot("explain", "broken.screen.json").status == 65)
    }

    @Test("--name=value and -- before a file whose name starts with a dash")
    func equalsAndDoubleDash() throws {
        defer { folder.remove() }
        let run = try earshot("listen", "--rate=60", "--", "-dash.screen.json")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text == Self.heard)
        let without = try earshot("listen", "-dash.screen.json")
        #expect(without.status == 64, "without --, -dash.screen.json is an unknown option")
    }

    @Test("- reads the screen from standard input, for listen and dump; its errors name <stdin>")
    func standardInput() throws {
        defer { folder.remove() }
        let listen = try earshot("listen", "-", input: Self.screen)
        #expect(listen.status == 0, "\(listen.errors)")
        #expect(listen.text == Self.heard)
        let dump = try earshot("dump", "-", input: Self.screen)
        let dumpFile = try earshot("dump", "notes.screen.json")
        #expect(
            dump.status == 0 && dump.text.contains("Add")
                && dump.text.dropFirst(dump.text.prefix { $0 != "\n" }.count)
                    == dumpFile.text.dropFirst(dumpFile.text.prefix { $0 != "\n" }.count)
        )
        let broken = try earshot("listen", "-", input: #"{"earshot": 1"#)
        #expect(broken.status == 65)
        #expect(broken.errors.hasPrefix("<stdin>:"), "\(broken.errors)")
    }

    @Test("--wav - writes the WAV to standard output and the transcript to standard error")
    func wavToStandardOutput() throws {
        defer { folder.remove() }
        let run = try earshot("listen", "notes.screen.json", "--wav", "-")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.prefix(4) == Data("RIFF".utf8) && run.output.count > 1000)
        #expect(run.errors.hasPrefix(Self.heard), "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.file("-").path) == false, "no file named -")
    }

    @Test("--junit - writes the JUnit XML to standard output, and the summary to standard error")
    func junitToStandardOutput() throws {
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "screen": \#(Self.screen), "steps": ["next"], "expect": ["Notes, Heading", "Add, Button"]}"#,
            to: "notes.scenario.json")
        let run = try earshot("test", "notes.scenario.json", "--junit", "-")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("<?xml"), "\(run.text)")
        #expect(run.text.contains("<testsuites") && run.text.contains("tests=\"1\""))
        #expect(!run.text.contains("passed"), "nothing but the XML on standard output")
        #expect(run.errors.contains("1 passed, 0 failed"), "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.file("-").path) == false, "no file named -")
        let toFile = try earshot("test", "notes.scenario.json", "--junit", "junit.xml")
        #expect(toFile.text.contains("1 passed, 0 failed"), "with a file, the summary stays on standard output")
    }

    @Test("report -o - and import -o - write the page and the screen file to standard output")
    func outputToStandardOutput() throws {
        defer { folder.remove() }
        let report = try earshot("report", "notes.screen.json", "--no-audio", "-o", "-")
        #expect(report.status == 0, "\(report.errors)")
        #expect(report.text.hasPrefix("<!DOCTYPE html>") && report.text.contains("earshot report"))
        try folder.write(
            """
            Attributes: Application, pid: 1, label: 'Notes'
            Element subtree:
             →Application, pid: 1, label: 'Notes'
                Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
                  Button, {{20.0, 100.0}, {100.0, 44.0}}, label: 'Add'

            """, to: "notes.txt")
        let imported = try earshot("import", "notes.txt", "-o", "-")
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.text.hasPrefix("{") && imported.text.contains(#""Add""#), "\(imported.text)")
        let listened = try earshot("listen", "-", input: imported.text)
        #expect(listened.text.contains("Add, Button"), "what import wrote reads back: \(listened.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.file("-").path) == false, "no file named -")
    }

    @Test("earshot help bogus is a usage error that suggests a command; help completions is help")
    func helpTopics() throws {
        defer { folder.remove() }
        let bogus = try earshot("help", "lisen")
        #expect(bogus.status == 64)
        #expect(bogus.errors == "Error: No help for 'lisen': it is not a command. Did you mean 'listen'?\nRun 'earshot help' for usage.\n")
        #expect(bogus.output.isEmpty)
        let completions = try earshot("help", "completions")
        #expect(completions.status == 0 && completions.text.contains("USAGE: earshot completions <shell>"))
        let overview = try earshot("help")
        #expect(overview.text.contains("completions <shell>"))
    }

    @Test("--language needs a well-formed BCP 47 tag with a phrasebook; the error lists the languages there are")
    func language() throws {
        defer { folder.remove() }
        let unknown = try earshot("listen", "--language", "xx", "notes.screen.json")
        #expect(unknown.status == 64)
        #expect(
            unknown.errors.hasPrefix(
                "Error: No phrasebook for the language 'xx' in Voices/; languages with a phrasebook: ar, de, en, es, fr, ja, ru, zh-Hans, zh-Hant."
            ))
        for tag in ["en_US", "e", "en--GB", "en-abcdefghi", ""] {
            let invalid = try earshot("listen", "--language=\(tag)", "notes.screen.json")
            #expect(invalid.status == 64, "\(tag)")
            #expect(invalid.errors.contains("is invalid for '--language'; expected a BCP 47 language tag"), "\(tag)")
            #expect(invalid.errors.contains("languages with a phrasebook: ar, de, en, es, fr, ja, ru"), "\(tag)")
        }
        let regional = try earshot("listen", "--language", "en-GB", "notes.screen.json")
        #expect(regional.status == 0 && regional.text == Self.heard)
        // A Chinese region takes its script's phrasebook: Taiwan's is Traditional.
        let taiwan = try earshot("listen", "--language", "zh-TW", "notes.screen.json")
        #expect(taiwan.status == 0 && taiwan.text == "Notes，標題\nAdd，按鈕\n", "\(taiwan.errors)")
    }

    @Test("earshot test writes its progress line to standard error, never to standard output")
    func progressOnStandardError() throws {
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "name": "Notes", "screen": \#(Self.screen), "expect": ["Notes, Heading", "Add, Button"]}"#,
            to: "Scenarios/notes.scenario.json")
        // `script` runs the command on a terminal; standard output goes to a file.
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "needs script(1) from util-linux")
        let command = "'\(Self.executable.path)' test Scenarios > stdout.txt"
        let run = try run(script, ["-qec", command, "/dev/null"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(folder.read("stdout.txt") == "1 passed, 0 failed\n")
        #expect(run.text.contains("[1/1] Scenarios/notes.scenario.json"), "the progress line, on the terminal: \(run.text)")
    }

    @Test("completions bash: valid bash that completes commands, each command's options and their values")
    func bashCompletion() throws {
        defer { folder.remove() }
        let script = try earshot("completions", "bash")
        #expect(script.status == 0)
        try folder.write(script.text, to: "earshot.bash")
        let bash = URL(fileURLWithPath: "/bin/bash")
        #expect(try run(bash, ["-n", "earshot.bash"]).status == 0)
        func complete(_ words: String...) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source earshot.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _earshot; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try run(bash, ["-c", program]).text.split(separator: "\n").map(String.init)
        }
        #expect(try complete("earshot", "li") == ["listen"])
        #expect(try complete("earshot", "comp") == ["compare", "completions"])
        #expect(try complete("earshot", "compl") == ["completions"])
        #expect(try complete("earshot", "listen", "--fo") == ["--format"])
        #expect(try complete("earshot", "listen", "--format", "") == ["text", "json"])
        #expect(try complete("earshot", "test", "--record", "f") == ["failed"])
        #expect(try complete("earshot", "test", "--punctuation", "") == ["all", "some", "none"])
        #expect(try complete("earshot", "listen", "--language", "") == ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans", "zh-Hant"])
        #expect(try complete("earshot", "test", "--ju") == ["--junit"])
        #expect(try complete("earshot", "listen", "--ju").isEmpty, "--junit is an option of test only")
        #expect(try complete("earshot", "completions", "") == ["bash", "zsh", "fish"])
        #expect(try complete("earshot", "listen", "notes.scr") == ["notes.screen.json"])
        // Every command `earshot help` lists, and the options of import and audit too.
        let listed = try earshot("help").text.split(separator: "\n").drop { $0 != "COMMANDS:" }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.count == 11)
        #expect(try complete("earshot", "") == listed + ["--help", "--version"])
        #expect(try complete("earshot", "import", "--") == ["--from", "--output", "--force", "--help"])
        #expect(try complete("earshot", "audit", "--f") == ["--format", "--fail-on", "--from"])
        #expect(try complete("earshot", "audit", "--format", "") == ["text", "json", "sarif"], "audit's own --format values")
        #expect(try complete("earshot", "audit", "--ignore", "").isEmpty)
        #expect(try complete("earshot", "help", "") == listed.filter { $0 != "help" })
    }

    @Test("completions zsh and fish name every option of each command; a bad shell is a usage error")
    func zshAndFishCompletion() throws {
        defer { folder.remove() }
        let zsh = try earshot("completions", "zsh")
        let fish = try earshot("completions", "fish")
        #expect(zsh.status == 0 && zsh.text.hasPrefix("#compdef earshot\n"))
        #expect(fish.status == 0)
        let names = ["--format", "--wav", "--show-steps", "--junit", "--record", "--rate", "--language", "--punctuation", "--no-hints"]
        for name in names + ["--fail-on", "--ignore", "--from", "--force", "--no-audio"] {
            #expect(zsh.text.contains("'\(name)=[") || zsh.text.contains("'\(name)["), "zsh: \(name)")
            #expect(fish.text.contains(" -l \(name.dropFirst(2)) "), "fish: \(name)")
        }
        #expect(zsh.text.contains("{-o,--output}'=[import\\: write the screen file here"))
        #expect(zsh.text.contains("'--format=[Transcript form (default\\: text).]:text|json:(text json)'"))
        #expect(
            zsh.text.contains(
                "'--record=[Write golden .transcript files; exits 1 when it wrote any. <mode> is]::mode:(missing all failed never)'"))
        #expect(
            fish.text.contains(
                "complete -c earshot -n '__fish_seen_subcommand_from listen' -l format -r -a 'text json' -d 'Transcript form (default: text).'"
            ))
        let bad = try earshot("completions", "tcsh")
        #expect(bad.status == 64)
        #expect(bad.errors.hasPrefix("Error: 'earshot completions' takes one shell: bash, zsh or fish; found 'tcsh'."))
    }
}
