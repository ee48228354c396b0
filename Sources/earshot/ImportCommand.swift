import Earshot
import Foundation

/// `earshot import CAPTURE [-o FILE.screen.json] [--from FORMAT] [--force]` (FORMAT.md §4):
/// writes the screen a captured accessibility tree describes, so it can be edited, given steps
/// and kept as a scenario. The file goes through the project's JSON serializer: the same
/// capture gives the same bytes. An existing file is not replaced without `--force`, so an
/// edited screen is never lost to a second import, and a symbolic link is never written through.
struct ImportCommand {
    var options: Options

    func run() throws -> Int32 {
        guard let path = options.paths.first else {
            throw UsageError("'earshot import' needs a capture file: earshot import <capture> [-o <file>.screen.json].")
        }
        let url = URL(fileURLWithPath: path)
        let imported = try CaptureImporter.load(url, displayName: path, format: options.captureFormat)
        CaptureInput.printNotes(imported, file: path)
        let output = options.output ?? Self.defaultOutput(for: path)
        try OutputFiles.checkImport(output, force: options.force)
        do {
            try Data(ScreenWriter.text(imported.screen).utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw OutputError(description: "\(output): error: cannot be written (\(error.localizedDescription))")
        }
        Terminal.error("Wrote \(output).")
        return CommandLineTool.Exit.success
    }

    /// `login.txt` → `login.screen.json`, beside the capture.
    static func defaultOutput(for path: String) -> String {
        var base = path
        if let dot = base.lastIndex(of: "."), let slash = base.lastIndex(of: "/").map({ base.index(after: $0) }) ?? Optional(base.startIndex),
            dot > slash
        {
            base = String(base[..<dot])
        }
        return base + ".screen.json"
    }
}
