import Earshot
import EarshotAudit
import EarshotCompare
import EarshotImporting

extension InputError {
    /// The error as the command line prints it: a fix the library leaves to the tool
    /// (``InputError/Remedy``) in the command line's own words, its options and commands.
    var commandLineDescription: String {
        var error = self
        if let remedy, let words = Self.commandLineWords(for: remedy, file: file) { error.suggestion = words }
        return error.description
    }

    /// The command line's words for `remedy` on `file`; nil for a remedy it has no words for,
    /// whose library suggestion then stands. Each remedy the libraries name has its words
    /// (CommandLineWordsTests).
    static func commandLineWords(for remedy: Remedy, file: String) -> String? {
        switch remedy {
        case .recordTranscript: return "run `earshot test --record` to write it"
        case .nameCaptureFormat:
            let formats = CaptureFormat.allCases.map(\.rawValue).joined(separator: "|")
            return "name the format with --from \(formats)"
        case .nameWalkCapture: return "name it with --capture NAME"
        case .writeBaseline: return "write one with 'earshot audit PATH --write-baseline \(file)'"
        case .readCaptureAs(remedy.argument ?? ""): return "read it with --from \(remedy.argument ?? ""), or leave --from out"
        default: return nil
        }
    }
}
