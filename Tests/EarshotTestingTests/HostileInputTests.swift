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
}
