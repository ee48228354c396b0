import Earshot
import EarshotImporting

extension InputError {
    /// The error as the command line prints it: a fix the library leaves to the tool
    /// (``InputError/Remedy``) in the command line's own words, its options and commands.
    var commandLineDescription: String {
        var error = self
        switch remedy {
        case .recordTranscript: error.suggestion = "run `earshot test --record` to write it"
        case .nameCaptureFormat:
            let formats = CaptureFormat.allCases.map(\.rawValue).joined(separator: "|")
            error.suggestion = "name the format with --from \(formats)"
        case .nameWalkCapture: error.suggestion = "name it with --capture NAME"
        case .writeBaseline: error.suggestion = "write one with 'earshot audit PATH --write-baseline \(file)'"
        case .readCaptureAs(let format): error.suggestion = "read it with --from \(format), or leave --from out"
        case nil: break
        }
        return error.description
    }
}
