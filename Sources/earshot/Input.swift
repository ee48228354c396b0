import Earshot
import EarshotImporting
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a command reads: a path, or `-` for standard input (`cat s.json | earshot listen -`).
enum Input {
    /// How messages name standard input.
    static let standardInputName = "<stdin>"

    /// The document at `path` (`-`: standard input), a screen or scenario file; it may also be
    /// a captured tree, imported as `CaptureInput` says, which then comes back too.
    static func document(_ path: String, format: CaptureFormat?) throws -> (Document, ImportedScreen?) {
        guard path == "-" else { return try CaptureInput.load(URL(fileURLWithPath: path), displayName: path, format: format) }
        // A scenario's relative screen paths are read from the current folder.
        return try CaptureInput.read(standardInput(), name: standardInputName, format: format)
    }

    /// Standard input to its end, within the size limit files have; read with `read(2)`, so a
    /// closed standard input or a folder on it is an input error, not a trap in Foundation.
    static func standardInput() throws(InputError) -> [UInt8] {
        do { return try readStream(STDIN_FILENO, limit: DocumentLoader.maximumFileBytes) } catch {
            throw InputError(file: standardInputName, message: error.message)
        }
    }
}

/// The languages `--language` takes: a valid BCP 47 tag whose language has a phrasebook in
/// `Voices/` (`pt-BR` needs `Voices/pt.json`, `zh-TW` `Voices/zh-Hant.json`).
enum Languages {
    /// The languages with a phrasebook, sorted: `Voices/<language>.json` (built in, or in
    /// `$EARSHOT_VOICES`).
    static var available: [String] { VoiceLibrary.shared.languages }

    /// `tag` when it is a well-formed BCP 47 tag (RFC 5646: a language subtag of 2-3 or 5-8
    /// letters, then subtags of 1-8 letters or digits) with a phrasebook; else a usage error
    /// that lists the languages there are.
    static func check(_ tag: String) throws -> String {
        // The same checks as the core's (VoiceLibrary.userPhrasebook), which a scenario's
        // settings.language meets at run time; here they are a usage error.
        let wellFormed = VoiceLibrary.isLanguageTag(tag)
        let list = available
        let known = list.isEmpty ? "no voice file in $EARSHOT_VOICES" : "languages with a phrasebook: \(list.joined(separator: ", "))"
        guard wellFormed else {
            throw UsageError(
                "The value '\(tag)' is invalid for '--language'; expected a BCP 47 language tag such as en or pt-BR (\(known)).")
        }
        // The phrasebook the tag resolves to: `pt-BR` → `pt`, `zh-TW` → `zh-Hant`.
        guard list.contains(VoiceLibrary.voiceFileName(for: tag)) else {
            throw UsageError("No phrasebook for the language '\(tag)' in Voices/; \(known).")
        }
        return tag
    }
}
