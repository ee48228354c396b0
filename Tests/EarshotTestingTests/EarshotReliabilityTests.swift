import Foundation
import Testing

/// The `earshot` command with inputs that once overwrote files, passed without checking
/// anything, or let a label drive the terminal. Runs the executable `swift test` builds.
@Suite("earshot never overwrites, never passes silently")
struct EarshotReliabilityTests {
    let folder: TemporaryFolder
    static let screen = #""screen": {"earshot": 1, "root": {"VStack": [{"Text": "Notes"}, {"Button": "Add"}]}}"#

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Runs `earshot ARGUMENTS` in the temporary folder, with `CI` unset unless `environment`
    /// sets it.
    func earshot(_ arguments: String..., environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try runEarshot(arguments, in: folder.url, environment: environment)
    }

    func symlink(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.file(name).path, withDestinationPath: destination)
    }

    // MARK: - Nothing overwritten

    @Test("--record refuses an expect path outside the scenario's folder or without .transcript, and writes nothing")
    func recordOutside() throws {
        defer { folder.remove() }
        try folder.write("keep me\n", to: "outside/x.json")
        try folder.write(#"{"earshot": 1, \#(Self.screen), "expect": "../../outside/x.json"}"#, to: "Scenarios/a/out.scenario.json")
        let run = try earshot("test", "--record", "all", "Scenarios/a/out.scenario.json")
        #expect(run.status == 65)
        #expect(run.output.contains("Scenarios/a/out.scenario.json: error: at expect: --record will not write the golden transcript"))
        #expect(folder.read("outside/x.json") == "keep me\n")

        try folder.write("keep me too\n", to: "Scenarios/a/notes.txt")
        try folder.write(#"{"earshot": 1, \#(Self.screen), "expect": "notes.txt"}"#, to: "Scenarios/a/ext.scenario.json")
        let ext = try earshot("test", "--record", "all", "Scenarios/a/ext.scenario.json")
        #expect(ext.status == 65)
        #expect(folder.read("Scenarios/a/notes.txt") == "keep me too\n")
    }

    @Test("--record writes a golden named by expect beside the scenario or under __Transcripts__")
    func recordAllowedPlaces() throws {
        defer { folder.remove() }
        try folder.write("old\n", to: "Scenarios/__Transcripts__/in.transcript")
        try folder.write(#"{"earshot": 1, \#(Self.screen), "expect": "__Transcripts__/in.transcript"}"#, to: "Scenarios/in.scenario.json")
        let run = try earshot("test", "--record", "all", "Scenarios/in.scenario.json")
        #expect(run.status == 1, "a recording is never a pass")
        #expect(folder.read("Scenarios/__Transcripts__/in.transcript") == "Notes\nAdd, Button\n")
    }

    @Test("--record will not write a golden transcript through a symbolic link")
    func recordThroughLink() throws {
        defer { folder.remove() }
        try folder.write("keep me\n", to: "elsewhere.txt")
        try folder.write(#"{"earshot": 1, \#(Self.screen)}"#, to: "Scenarios/linked.scenario.json")
        try symlink("Scenarios/linked.transcript", to: folder.file("elsewhere.txt").path)
        let run = try earshot("test", "--record", "all", "Scenarios/linked.scenario.json")
        #expect(run.status == 65)
        #expect(folder.read("elsewhere.txt") == "keep me\n")
    }

    @Test("--wav replaces only a WAV file, and never follows a symbolic link")
    func wavOverwrite() throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, "root": {"Text": "Hi"}}"#, to: "hi.screen.json")
        try folder.write("my notes\n", to: "notes.txt")
        let notes = try earshot("listen", "hi.screen.json", "--wav", "notes.txt")
        #expect(notes.status == 73)
        #expect(notes.output.contains("notes.txt: error: exists and is not a WAV file"))
        #expect(folder.read("notes.txt") == "my notes\n")

        try symlink("link.wav", to: folder.file("notes.txt").path)
        let link = try earshot("listen", "hi.screen.json", "--wav", "link.wav")
        #expect(link.status == 73)
        #expect(link.output.contains("link.wav: error: --wav will not write through a symbolic link"))
        #expect(folder.read("notes.txt") == "my notes\n")

        // A file named .wav that holds no WAV is not replaced either.
        try folder.write("not audio", to: "fake.wav")
        #expect(try earshot("listen", "hi.screen.json", "--wav", "fake.wav").status == 73)
        #expect(folder.read("fake.wav") == "not audio")
    }

    @Test("--junit never replaces an input or a file that is not a JUnit report, and replaces its own report")
    func junitOverwrite() throws {
        defer { folder.remove() }
        let scenario = #"{"earshot": 1, \#(Self.screen), "expect": ["Notes", "Add, Button"]}"#
        try folder.write(scenario, to: "Scenarios/one.scenario.json")
        let input = try earshot("test", "--junit", "Scenarios/one.scenario.json", "Scenarios")
        #expect(input.status == 73)
        #expect(input.output.contains("--junit would overwrite"))
        #expect(folder.read("Scenarios/one.scenario.json") == scenario)

        try folder.write("# README\n", to: "README.md")
        let other = try earshot("test", "--junit", "README.md", "Scenarios")
        #expect(other.status == 73)
        #expect(folder.read("README.md") == "# README\n")

        #expect(try earshot("test", "--junit", "report.xml", "Scenarios").status == 0)
        #expect(try earshot("test", "--junit", "report.xml", "Scenarios").status == 0, "its own report is replaced")
        #expect(folder.read("report.xml")?.contains("<testsuites") == true)
    }

    // MARK: - Nothing passed silently

    @Test("Running no scenario fails: an empty folder, a folder without scenarios")
    func nothingToRun() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("Empty"), withIntermediateDirectories: true)
        let empty = try earshot("test", "Empty")
        #expect(empty.status == 1)
        #expect(empty.output.contains("No scenario (*.scenario.json) found in Empty; nothing was checked."))

        try folder.write(#"{"earshot": 1, "root": {"Text": "Hi"}}"#, to: "Screens/hi.screen.json")
        #expect(try earshot("test", "Screens").status == 1)
    }

    @Test("A folder of scenarios reached through a symbolic link is run; a link loop is walked once")
    func symlinkedFolder() throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, \#(Self.screen), "expect": ["Notes", "Add, Button"]}"#, to: "Real/one.scenario.json")
        try FileManager.default.createDirectory(at: folder.file("Suite"), withIntermediateDirectories: true)
        try symlink("Suite/shared", to: folder.file("Real").path)
        try symlink("Real/loop", to: folder.file("Real").path)
        let linked = try earshot("test", "Suite")
        #expect(linked.status == 0)
        #expect(linked.output == "1 passed, 0 failed\n")
        try symlink("Top", to: folder.file("Real").path)
        #expect(try earshot("test", "Top").output == "1 passed, 0 failed\n")
    }

    @Test(
        "A golden transcript that is not UTF-8 text, is UTF-16 or is a folder is an input error naming it",
        arguments: ["invalid", "utf16", "folder"])
    func unreadableGolden(kind: String) throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, \#(Self.screen)}"#, to: "Scenarios/g.scenario.json")
        let golden = folder.file("Scenarios/g.transcript")
        switch kind {
        case "invalid": try Data([0x4E, 0x6F, 0xFF, 0xFE, 0x0A]).write(to: golden)
        case "utf16": try #require("Notes\nAdd, Button\n".data(using: .utf16)).write(to: golden)
        default: try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        }
        let run = try earshot("test", "Scenarios")
        #expect(run.status == 65)
        let reasons = ["invalid": "is not UTF-8 text", "utf16": "is UTF-16 text", "folder": "is a folder"]
        #expect(run.output.contains("ERROR Scenarios/g.transcript: error: \(reasons[kind] ?? "?")"), "\(run.output)")
        #expect(!run.output.contains("skipped"))
    }

    @Test("Under CI a scenario without an expectation fails, saying so; elsewhere it is skipped")
    func noExpectationUnderCI() throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, \#(Self.screen), "expect": ["Notes", "Add, Button"]}"#, to: "Scenarios/checked.scenario.json")
        try folder.write(#"{"earshot": 1, \#(Self.screen)}"#, to: "Scenarios/unchecked.scenario.json")
        let ci = try earshot("test", "Scenarios", environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.output.contains("FAIL Scenarios/unchecked.scenario.json: no expectation"))
        #expect(ci.output.hasSuffix("1 passed, 1 failed\n"))

        let local = try earshot("test", "Scenarios", environment: ["CI": "false"])
        #expect(local.status == 0)
        #expect(local.output == "1 passed, 0 failed, 1 skipped\n")

        let none = try earshot("test", "Scenarios/unchecked.scenario.json")
        #expect(none.status == 1, "only skipped scenarios: nothing was checked")
        #expect(none.output.contains("Nothing was checked"))
    }

    // MARK: - Goldens round-trip

    @Test("A label with a line feed, a carriage return or a tab records a golden that then passes")
    func goldenRoundTrip() throws {
        defer { folder.remove() }
        let labels = #"[{"Text": "two\nlines"}, {"Text": "carriage\rreturn"}, {"Text": "a\ttab"}, {"Text": "C:\\new\\"}]"#
        try folder.write(#"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": \#(labels)}}}"#, to: "Scenarios/odd.scenario.json")
        let record = try earshot("test", "--record", "Scenarios")
        #expect(record.status == 1)
        let golden = try #require(folder.read("Scenarios/odd.transcript"))
        #expect(golden == #"two\nlines"# + "\n" + #"carriage\rreturn"# + "\n" + #"a\ttab"# + "\n" + #"C:\\new\"# + "\n")
        let again = try earshot("test", "Scenarios")
        #expect(again.status == 0)
        #expect(again.output == "1 passed, 0 failed\n")
    }

    @Test("A golden transcript with CRLF line ends reads as its lines")
    func crlfGolden() throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, \#(Self.screen)}"#, to: "Scenarios/crlf.scenario.json")
        try folder.write("Notes\r\nAdd, Button\r\n", to: "Scenarios/crlf.transcript")
        let run = try earshot("test", "Scenarios")
        #expect(run.status == 0)
        #expect(run.output == "1 passed, 0 failed\n")
    }

    // MARK: - Terminal safety

    @Test("Control and bidi characters in labels are shown escaped in listen, dump, diffs and errors")
    func terminalSafety() throws {
        defer { folder.remove() }
        let title = #"\u001B]0;pwned\u0007"#
        let clipboard = #"\u001B]52;c;ZWNobyBoaQ==\u0007"#
        try folder.write(
            #"{"earshot": 1, "name": "x\u202Ey", "root": {"VStack": [{"Text": "\#(title)Title"}, {"Button": "\#(clipboard)Copy\u009B"}, {"Text": "abc\u202Edef\u2066"}]}}"#,
            to: "evil.screen.json")
        let listen = try earshot("listen", "evil.screen.json")
        let dump = try earshot("dump", "evil.screen.json")
        try folder.write(#"{"earshot": 1, "screen": "../evil.screen.json", "expect": ["nothing"]}"#, to: "Scenarios/evil.scenario.json")
        let test = try earshot("test", "Scenarios")
        try folder.write(#"{"earshot": 1, "root": {"Text": "x", "accessibilityTraits\u001B[2J": []}}"#, to: "bad.screen.json")
        let error = try earshot("listen", "bad.screen.json")
        #expect(listen.status == 0)
        #expect(dump.status == 0)
        #expect(test.status == 1)
        #expect(error.status == 65)
        for run in [listen, dump, test, error] {
            let dangerous = run.output.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || [0x202E, 0x2066].contains($0.value)
            }
            #expect(dangerous.isEmpty, "raw control characters in: \(run.output.debugDescription)")
        }
        #expect(listen.output.contains(#"\u{1B}]0;pwned\u{7}Title"#))
        #expect(listen.output.contains(#"abc\u{202E}def\u{2066}"#))
        #expect(dump.output.hasPrefix(#"x\u{202E}y"#))
        #expect(test.output.contains(#"\u{1B}]52;c;ZWNobyBoaQ==\u{7}Copy\u{9B}"#))
        #expect(error.output.contains(#"\u{1B}[2J"#))
    }
}
