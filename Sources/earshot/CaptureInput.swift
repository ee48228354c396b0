import Earshot
import Foundation

/// A file given to `listen` or `dump`: a screen or scenario file, or a capture
/// (FORMAT.md §4: they "take captures directly, recognising the format by its content").
enum CaptureInput {
    /// The document in the file; a capture is imported, its notes printed on standard error.
    static func load(_ url: URL, displayName: String?, format: CaptureFormat?) throws -> (Document, ImportedScreen?) {
        // One read and one parse decide what the file is and import it.
        guard let imported = try CaptureImporter.loadIfCapture(url, displayName: displayName, format: format) else {
            return (try DocumentLoader.load(url, displayName: displayName), nil)
        }
        printNotes(imported, file: displayName ?? url.relativePath)
        return (.screen(imported.screen), imported)
    }

    static func printNotes(_ imported: ImportedScreen, file: String) {
        for note in imported.notes { Terminal.error("\(file.replacingOccurrences(of: "\n", with: " ")): note: \(note)") }
    }
}
