import Foundation
import Testing

/// The `earshot` command given what a hostile or unlucky user gives it (issue 22): standard
/// input closed, a folder or an endless device on it, captures on it; folders of captures; a
/// frame of 1e20 points; a golden file not recorded yet; small mistakes on the command line.
/// Each once trapped, hung or passed silently; each must be one clear line and its exit status.
@Suite("earshot on hostile input")
struct HostileInputTests {
    let folder: TemporaryFolder
    static let screen = #"{"earshot": 1, "root": {"VStack": [{"Text": "Notes"}, {"Button": "Add"}]}}"#
    /// A small XCUITest `debugDescription` capture: one button.
    static let capture = """
        Application, pid: 42, label: 'Notes'
          Window, {{0.0, 0.0}, {390.0, 844.0}}
            Button, {{20.0, 100.0}, {100.0, 44.0}}, label: 'Add'

        """

    init() throws {
        folder = try TemporaryFolder()
    }

    func earshot(_ arguments: String...) throws -> (status: Int32, output: String) {
        try runEarshot(arguments, in: folder.url)
    }

    func shell(_ script: String) throws -> (status: Int32, output: String) {
        try runEarshotShell(script, in: folder.url)
    }

    /// True when the run ended with a status of its own, not a trap (the shell reports a signal as 128 + its number).
    static func noTrap(_ run: (status: Int32, output: String)) -> Bool {
        run.status < 128 && !run.output.contains("Fatal error") && !run.output.contains("crashed")
    }

    // MARK: - Standard input

    @Test("A closed standard input, or a folder on it, is one line naming <stdin> and exit 65, not a trap")
    func standardInputClosedOrFolder() throws {
        defer { folder.remove() }
        for command in ["listen", "dump"] {
            let closed = try shell("\"$EARSHOT\" \(command) - <&-")
            #expect(Self.noTrap(closed) && closed.status == 65, "\(closed.output)")
            #expect(closed.output == "<stdin>: error: is closed: nothing is open on it to read\n")
            let onFolder = try shell("\"$EARSHOT\" \(command) - < .")
            #expect(Self.noTrap(onFolder) && onFolder.status == 65, "\(onFolder.output)")
            #expect(onFolder.output == "<stdin>: error: is a folder, not a file\n")
        }
        let importing = try shell("\"$EARSHOT\" import - -o x.screen.json < .")
        #expect(importing.status == 65 && importing.output == "<stdin>: error: is a folder, not a file\n", "\(importing.output)")
    }

    @Test("Standard input stops at the 1 GiB limit files have, with the limit's error: an endless device, a large file")
    func standardInputLimit() throws {
        defer { folder.remove() }
        let endless = try shell("\"$EARSHOT\" listen - < /dev/zero")
        #expect(endless.status == 65, "\(endless.output)")
        #expect(endless.output == "<stdin>: error: is more than 1073741824 bytes; Earshot reads files up to 1073741824 bytes (1 GiB)\n")
        // A sparse file of 2 GiB: refused from its size, before a byte of it is read.
        #expect(FileManager.default.createFile(atPath: folder.file("large.json").path, contents: nil))
        let large = try FileHandle(forWritingTo: folder.file("large.json"))
        try large.truncate(atOffset: 2 << 30)
        try large.close()
        let file = try shell("\"$EARSHOT\" listen - < large.json")
        #expect(file.status == 65)
        #expect(file.output == "<stdin>: error: is 2147483648 bytes; Earshot reads files up to 1073741824 bytes (1 GiB)\n")
    }

    @Test("A capture on standard input is recognised, with and without --from, by listen, dump and import")
    func captureOnStandardInput() throws {
        defer { folder.remove() }
        try folder.write(Self.capture, to: "capture.txt")
        for from in ["", "--from xcuitest "] {
            let listen = try shell("\"$EARSHOT\" listen \(from)- < capture.txt 2>/dev/null")
            #expect(listen.status == 0 && listen.output == "Add, Button\n", "\(from): \(listen.output)")
            let notes = try shell("\"$EARSHOT\" listen \(from)- < capture.txt 2>&1 >/dev/null")
            #expect(notes.output.hasPrefix("<stdin>: note: read as XCUITest debugDescription"), "\(notes.output)")
            let dump = try shell("\"$EARSHOT\" dump \(from)- < capture.txt 2>/dev/null")
            #expect(dump.status == 0 && dump.output.contains("Add"), "\(dump.output)")
        }
        let wrongFormat = try shell("\"$EARSHOT\" listen --from idb - < capture.txt")
        #expect(wrongFormat.status == 65 && wrongFormat.output.hasPrefix("<stdin>: error: "), "\(wrongFormat.output)")
        let imported = try shell("\"$EARSHOT\" import - -o add.screen.json < capture.txt")
        #expect(imported.status == 0, "\(imported.output)")
        #expect(try earshot("listen", "add.screen.json").output == "Add, Button\n")
        let unnamed = try shell("\"$EARSHOT\" import - < capture.txt")
        #expect(unnamed.status == 64 && unnamed.output.contains("-o"), "\(unnamed.output)")
        // A screen on standard input is still a screen.
        try folder.write(Self.screen, to: "notes.screen.json")
        #expect(try shell("\"$EARSHOT\" listen - < notes.screen.json").output == "Notes\nAdd, Button\n")
    }

    @Test("earshot audit - audits standard input as listen - reads it: a capture or a screen, each finding at its own line")
    func auditStandardInput() throws {
        defer { folder.remove() }
        try folder.write(Self.capture.replacingOccurrences(of: ", label: 'Add'", with: ""), to: "unlabelled.txt")
        let capture = try shell("\"$EARSHOT\" audit - < unlabelled.txt 2>/dev/null")
        #expect(capture.status == 1 && capture.output.hasPrefix("<stdin>:3:5: error: [missing-label]"), "\(capture.output)")
        try folder.write(#"{"earshot": 1, "root": {"VStack": [\#n{"Button": [{"Image": "ic_x"}]}]}}"#, to: "icon.screen.json")
        let screen = try shell("\"$EARSHOT\" audit - < icon.screen.json")
        #expect(screen.status == 1 && screen.output.hasPrefix("<stdin>:2:1: error: [label-is-file-name]"), "\(screen.output)")
    }

    // MARK: - Folders

    @Test("audit and report read a folder's captures as listen reads them; a folder with nothing to read fails")
    func foldersOfCaptures() throws {
        defer { folder.remove() }
        try folder.write(Self.capture.replacingOccurrences(of: ", label: 'Add'", with: ""), to: "Screens/unlabelled.txt")
        try folder.write(Self.screen, to: "Screens/notes.screen.json")
        try folder.write("Notes\nAdd, Button\n", to: "Screens/notes.transcript")
        try folder.write(Self.capture, to: "Screens/.hidden/add.txt")
        let audit = try earshot("audit", "--format", "json", "Screens")
        #expect(audit.status == 1, "the capture's button has no label: \(audit.output)")
        #expect(audit.output.contains("\"Screens/unlabelled.txt\"") && audit.output.contains("missing-label"), "\(audit.output)")
        #expect(!audit.output.contains("notes.transcript") && !audit.output.contains(".hidden"))
        let report = try earshot("report", "Screens", "-o", "page.html", "--no-audio")
        #expect(report.status == 0, "\(report.output)")
        #expect(report.output.contains("Wrote page.html (2 sections"), "\(report.output)")
        #expect(folder.read("page.html")?.contains("Screens/unlabelled.txt") == true)

        try FileManager.default.createDirectory(at: folder.file("Empty"), withIntermediateDirectories: true)
        try folder.write("notes\n", to: "Empty/README.md")
        let emptyAudit = try earshot("audit", "Empty")
        #expect(emptyAudit.status == 1)
        #expect(emptyAudit.output == "Empty: error: holds no screen, scenario or capture file; nothing in it for earshot audit\n")
        let emptyReport = try earshot("report", "Empty", "-o", "empty.html")
        #expect(emptyReport.status == 1 && emptyReport.output.contains("Empty: error: holds no screen, scenario or capture file"))
        #expect(folder.read("empty.html") == nil, "nothing to report: no page")
    }

    // MARK: - Numbers

    @Test("report takes every frame listen takes: a box 1e20 points wide")
    func reportHugeFrame() throws {
        defer { folder.remove() }
        let screen = #"{"earshot": 1, "framework": "uikit", "root": {"VStack": [{"Button": "Big", "frame": [0, 0, 1e20, 44]}]}}"#
        try folder.write(screen, to: "big.screen.json")
        #expect(try earshot("listen", "big.screen.json").status == 0)
        let report = try earshot("report", "big.screen.json", "-o", "big.html", "--no-audio")
        #expect(Self.noTrap(report) && report.status == 0, "\(report.output)")
        #expect(folder.read("big.html")?.contains(">Big</text>") == true)
    }

    @Test(
        "An output whose start cannot be read (/proc/self/mem) is refused, not a trap in Foundation's read",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
    func unreadableOutput() throws {
        defer { folder.remove() }
        try folder.write(Self.screen, to: "notes.screen.json")
        let commands = [
            ["report", "notes.screen.json", "--no-audio", "-o"], ["listen", "notes.screen.json", "--wav"],
            ["test", "notes.screen.json", "--junit"],
        ]
        for arguments in commands {
            let run = try runEarshot(arguments + ["/proc/self/mem"], in: folder.url)
            #expect(Self.noTrap(run) && run.status == 73, "\(arguments): \(run.output)")
            #expect(run.output.hasPrefix("/proc/self/mem: error: exists and is not "), "\(run.output)")
        }
    }

    // MARK: - Goldens

    @Test("A golden that expect names and that is missing is recorded by --record, as its message says")
    func recordMissingNamedGolden() throws {
        defer { folder.remove() }
        let scenario = #"{"earshot": 1, "screen": \#(Self.screen), "expect": "__Transcripts__/save.transcript"}"#
        try folder.write(scenario, to: "Scenarios/save.scenario.json")
        let check = try earshot("test", "Scenarios")
        #expect(check.status == 65, "\(check.output)")
        #expect(check.output.contains("\"__Transcripts__/save.transcript\" does not exist (run `earshot test --record` to write it)"))
        #expect(try earshot("test", "--record", "never", "Scenarios").status == 65)
        #expect(try earshot("listen", "Scenarios/save.scenario.json").output == "Notes\nAdd, Button\n", "listening needs no golden")

        let record = try earshot("test", "--record", "Scenarios")
        #expect(record.status == 1, "a recording is never a pass: \(record.output)")
        #expect(record.output.contains("RECORDED Scenarios/save.scenario.json: wrote Scenarios/__Transcripts__/save.transcript"))
        #expect(folder.read("Scenarios/__Transcripts__/save.transcript") == "Notes\nAdd, Button\n")
        #expect(try earshot("test", "Scenarios").output == "1 passed, 0 failed\n")

        try FileManager.default.removeItem(at: folder.file("Scenarios/__Transcripts__/save.transcript"))
        #expect(try earshot("test", "--record", "missing", "Scenarios").status == 1)
        #expect(folder.read("Scenarios/__Transcripts__/save.transcript") == "Notes\nAdd, Button\n")
    }

    // MARK: - Small mistakes

    @Test("earshot voices escapes a voice file's name, as every other output escapes what it prints")
    func voicesEscaped() throws {
        defer { folder.remove() }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let english = try String(contentsOf: repository.appendingPathComponent("Voices/en.json"), encoding: .utf8)
        let renamed = english.replacingOccurrences(of: #""name": "English""#, with: #""name": "Eng\u001b]0;pwned\u0007lish\u202e""#)
        #expect(renamed != english)
        try folder.write(renamed, to: "Voices/en.json")
        let run = try runEarshot(["voices"], in: folder.url, environment: ["EARSHOT_VOICES": folder.file("Voices").path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(#"Eng\u{1B}]0;pwned\u{7}lish\u{202E}"#), "\(run.output)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }

    @Test("An unknown rule in earshotIgnore is an input error that suggests the rule, as --ignore does")
    func unknownIgnoredRule() throws {
        defer { folder.remove() }
        let screen = #"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_x"}], "earshotIgnore": ["label-is-filename"]}]}}"#
        try folder.write(screen, to: "icon.screen.json")
        for command in ["listen", "audit"] {
            let run = try earshot(command, "icon.screen.json")
            #expect(run.status == 65, "\(command): \(run.output)")
            let message = #"at root.VStack[0].earshotIgnore[0]: unknown audit rule "label-is-filename""#
            #expect(run.output.hasPrefix("icon.screen.json:1:") && run.output.contains("error: " + message), "\(run.output)")
            #expect(run.output.contains(#"(did you mean "label-is-file-name"?)"#), "\(run.output)")
        }
    }

    @Test("An empty file name, as an option's value or a path, is a usage error (exit 64), not a Foundation error")
    func emptyFileNames() throws {
        defer { folder.remove() }
        try folder.write(Self.screen, to: "notes.screen.json")
        try folder.write(Self.capture, to: "capture.txt")
        let runs: [(arguments: [String], option: String)] = [
            (["report", "notes.screen.json", "-o", ""], "-o"), (["report", "notes.screen.json", "--output="], "--output"),
            (["import", "capture.txt", "-o", ""], "-o"), (["listen", "notes.screen.json", "--wav", ""], "--wav"),
            (["test", "--junit", ""], "--junit"),
        ]
        for (arguments, option) in runs {
            let run = try runEarshot(arguments, in: folder.url)
            #expect(run.status == 64, "\(arguments): \(run.output)")
            #expect(run.output.hasPrefix("Error: The value '' is invalid for '\(option)'; expected a file name."), "\(run.output)")
        }
        for command in ["listen", "audit", "test", "report"] {
            let run = try earshot(command, "")
            #expect(run.status == 64 && run.output.hasPrefix("Error: An empty argument ('') names no file"), "\(command): \(run.output)")
        }
        let unwritable = try earshot("report", "notes.screen.json", "--no-audio", "-o", "missing/page.html")
        #expect(unwritable.status == 73)
        #expect(unwritable.output == "missing/page.html: error: cannot write the report: no such file or directory\n")
    }

    @Test("--rate takes decimal numbers only: not 0x10, inf or nan; a quoted number's hint is only for JSON numbers")
    func decimalRate() throws {
        defer { folder.remove() }
        try folder.write(Self.screen, to: "notes.screen.json")
        for rate in ["0x10", "0x1p4", "inf", "nan", "1e", ""] {
            let run = try earshot("listen", "notes.screen.json", "--rate", rate)
            #expect(run.status == 64, "--rate \(rate): \(run.output)")
            #expect(run.output.hasPrefix("Error: The value '\(rate)' is invalid for '--rate'; expected a number from 0 to 100."))
        }
        for rate in ["60", "62.5", "6e1", ".5"] {
            #expect(try earshot("listen", "notes.screen.json", "--rate", rate).status == 0, "--rate \(rate)")
        }
        for (rate, hinted) in [("0x10", false), ("nan", false), ("60", true)] {
            try folder.write(#"{"earshot": 1, "screen": \#(Self.screen), "settings": {"rate": "\#(rate)"}}"#, to: "rate.scenario.json")
            let run = try earshot("listen", "rate.scenario.json")
            #expect(run.status == 65 && run.output.contains("without quotes") == hinted, "\(rate): \(run.output)")
        }
    }

    @Test("A language without an eSpeak NG voice: one message, exit 65, in listen --wav and report alike, naming no file that is not there")
    func languageWithoutVoice() throws {
        defer { folder.remove() }
        let screen = #"{"earshot": 1, "root": {"VStack": [{"Text": "Hello"}, {"Text": "nuqneH", "accessibilityLanguage": "tlh"}]}}"#
        try folder.write(screen, to: "tlh.screen.json")
        let wav = try earshot("listen", "tlh.screen.json", "--wav", "tlh.wav")
        let report = try earshot("report", "tlh.screen.json", "-o", "tlh.html")
        for run in [wav, report] {
            #expect(run.status == 65, "\(run.output)")
            #expect(run.output.hasPrefix("tlh.screen.json: error: "), "\(run.output)")
            #expect(run.output.contains("cannot voice it: no voice for language 'tlh': eSpeak NG has no voice named 'tlh'"))
            #expect(run.output.contains("and there is no voice file for 'tlh'"))
            #expect(!run.output.contains("Voices/tlh.json"), "names a voice file that does not exist: \(run.output)")
            #expect(run.output.split(separator: "\n").count == 1)
        }
        #expect(folder.read("tlh.html") == nil)
    }
}
