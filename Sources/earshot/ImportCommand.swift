import Earshot
import EarshotImporting
import Foundation

/// `earshot import CAPTURE [-o FILE.screen.json] [--from FORMAT] [--force]` (FORMAT.md §4):
/// writes the screen a captured accessibility tree describes, so it can be edited, given steps
/// and kept as a scenario. The file goes through the project's JSON serializer: the same
/// capture gives the same bytes. An existing file is not replaced without `--force`, so an
/// edited screen is never lost to a second import, and a symbolic link is never written through.
struct ImportCommand {
    var options: ImportOptions

    func run() throws -> Int32 {
        guard let path = options.paths.first else {
            throw UsageError("'earshot import' needs a capture file: earshot import <capture> [-o <file>.screen.json].")
        }
        let imported: ImportedScreen
        if path == "-" {
            guard options.output != nil else {
                throw UsageError(
                    "'earshot import -' needs the file to write, -o <file>.screen.json (or -o - for standard output): standard input has no name to write beside."
                )
            }
            let name = Input.standardInputName
            guard let found = try CaptureImporter.readIfCapture(Input.standardInput(), name: name, format: options.captureFormat) else {
                throw InputError(
                    file: name, message: "is a screen or scenario file already, so there is nothing to import",
                    suggestion: "use it as it is: 'earshot listen -'")
            }
            imported = found
        } else {
            let url = URL(fileURLWithPath: path)
            guard let found = try CaptureImporter.loadIfCapture(url, displayName: path, format: options.captureFormat) else {
                throw try Self.notACapture(url, path: path)
            }
            imported = found
        }
        CaptureInput.printNotes(imported, file: path == "-" ? Input.standardInputName : path)
        let output = options.output ?? Self.defaultOutput(for: path)
        if output == Terminal.standardOutputName {
            Terminal.write(ScreenWriter.text(imported.screen), what: "the screen file")
            return CommandLineTool.Exit.success
        }
        try OutputFiles.checkDistinct([("-o", output)], inputs: path == "-" ? [] : [URL(fileURLWithPath: path)])
        try OutputFiles.checkImport(output, force: options.force)
        do { try OutputFiles.write(ScreenWriter.text(imported.screen), to: output) } catch {
            throw OutputError(description: "\(output): error: cannot be written: \(error.reason)")
        }
        Terminal.error("Wrote \(output).")
        return CommandLineTool.Exit.success
    }

    /// The error for a file that is a screen or scenario already (or, when it cannot be read as
    /// one either, the reader's own error, thrown): there is nothing to import, and the command
    /// that uses it as it is.
    static func notACapture(_ url: URL, path: String) throws -> InputError {
        let what = "'earshot import' turns a captured tree (XCUITest, Appium, idb, AccessibilitySnapshot) into a screen file"
        switch try DocumentLoader.load(url, displayName: path) {
        case .screen:
            return InputError(
                file: path, message: "is already a screen file, so there is nothing to import",
                suggestion: "listen to it with 'earshot listen \(path)' and edit it as it is; \(what)")
        case .scenario:
            return InputError(
                file: path, message: "is a scenario file, not a capture, so there is nothing to import",
                suggestion: "run it with 'earshot listen \(path)'; \(what)")
        }
    }

    /// `login.txt` → `login.screen.json`, beside the capture.
    static func defaultOutput(for path: String) -> String {
        var base = path
        if let dot = base.lastIndex(of: "."),
            let slash = base.lastIndex(of: "/").map({ base.index(after: $0) }) ?? Optional(base.startIndex),
            dot > slash
        {
            base = String(base[..<dot])
        }
        return base + ".screen.json"
    }
}

extension Command {
    /// `earshot import`.
    static let `import` = Command(
        name: "import",
        abstract: "Turn a captured accessibility tree (XCUITest, Appium, idb) into a screen file.",
        overview: """
            Turn a captured accessibility tree into a screen file you can edit, add steps
            to and keep as a scenario.

            Takes XCUITest's app.debugDescription (as printed, as `po` prints it, or a failure's
            snapshot list), Appium / WebDriverAgent page source (XML or JSON), the snapshot
            dictionary as JSON, idb ui describe-all / describe-point, and AccessibilitySnapshot's
            hierarchy as JSON. What the format cannot carry (hints, headings) is said on standard
            error. An existing file is not replaced without --force.
            """,
        usage: "earshot import <capture> [options]",
        arguments: """
              <capture>               The capture file.
            """,
        options: [.from, .output, .force, .helpFlag],
        files: .one,
        statuses: [
            (CommandLineTool.Exit.success, "The screen file was written."),
            Status.usage,
            (CommandLineTool.Exit.badInput, "Bad input: the file is no capture Earshot knows, or a line of it is malformed."),
            (CommandLineTool.Exit.cannotWrite, "The screen file cannot be written, or is there already (--force replaces it)."),
            Status.output,
        ],
        run: { try ImportCommand(options: $0).run() }
    )
}
