import Earshot
import EarshotImporting
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

    /// The document in `bytes` that have no file name (standard input): a capture, recognised
    /// from its content or named by `format`, else a screen or scenario.
    static func read(_ bytes: [UInt8], name: String, format: CaptureFormat?) throws -> (Document, ImportedScreen?) {
        guard let imported = try CaptureImporter.readIfCapture(bytes, name: name, format: format) else {
            return (try DocumentLoader.load(bytes: bytes, name: name), nil)
        }
        printNotes(imported, file: name)
        return (.screen(imported.screen), imported)
    }

    static func printNotes(_ imported: ImportedScreen, file: String) {
        for note in notes(imported) { Terminal.error("\(file.replacingOccurrences(of: "\n", with: " ")): note: \(note)") }
    }

    /// The import's notes in the command line's words: the language note names `--language`.
    static func notes(_ imported: ImportedScreen) -> [String] {
        var notes = imported.notes
        if let (index, script) = imported.languageNote, notes.indices.contains(index) {
            notes[index] = CaptureLanguage.note(
                script: script, remedy: "--language \(script.language) is given (settings.language in a scenario)")
        }
        return notes
    }
}
