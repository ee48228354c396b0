import Foundation

/// Why voicing failed, worded so the user can act on it.
public enum VoicingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No eSpeak voice could be found for a segment's language. `voice` is the eSpeak voice that
    /// was tried; `suggestion` lists installed voices that look close (may be empty);
    /// `voiceFile` is the voice file that gave `voice`, nil when there is none for the language
    /// (the language tag itself was tried).
    case unknownVoice(language: String, voice: String, suggestion: [String], voiceFile: String? = nil)
    /// eSpeak NG could not be initialized (library or data missing or broken).
    case engineUnavailable(String)
    /// eSpeak rejected a synthesis request (code from `espeak_ERROR`).
    case synthesisFailed(text: String, voice: String, code: Int32)
    /// The WAV file could not be written.
    case unwritableOutput(path: String, reason: String)
    /// A `Voices/<lang>.json` file exists but its `speech` section can't be read.
    case invalidVoiceFile(path: String, reason: String)
    /// The audio would be longer than a WAV file can hold (4 GiB of samples).
    case tooLongForWAV(seconds: Double, limitSeconds: Double)

    /// The problem in one sentence, with what to do about it.
    public var description: String {
        switch self {
        case .unknownVoice(let language, let voice, let suggestion, let voiceFile):
            var s = "no voice for language '\(language)': eSpeak NG has no voice named '\(voice)'"
            s += voiceFile.map { " (the voice \($0) gives)" } ?? ", and there is no voice file for '\(language)' to name one"
            if !suggestion.isEmpty {
                s += "; installed voices that look close: \(suggestion.joined(separator: ", "))"
            }
            switch voiceFile {
            case let file? where file.hasSuffix("(built in)"):
                s +=
                    ". Install eSpeak NG's voice data (espeak-ng-data), or point EARSHOT_VOICES at a copy of Voices/ whose "
                    + "\(language).json names an installed voice in \"speech\": {\"espeakVoice\": ...}."
            case let file?:
                s += ". Set \"speech\": {\"espeakVoice\": ...} in \(file) to one of the names listed by `espeak-ng --voices`."
            case nil:
                s +=
                    ". To voice it, add \(language).json naming one of `espeak-ng --voices` in \"speech\": {\"espeakVoice\": ...} "
                    + "to a copy of Voices/ that EARSHOT_VOICES names."
            }
            return s
        case .engineUnavailable(let reason) where reason == SpeechEngine.threadLimitReason:
            return "eSpeak NG is unavailable: \(reason); raise the limit, or voice with fewer other processes running."
        case .engineUnavailable(let reason):
            return "eSpeak NG is unavailable: \(reason). Install it with `apt-get install libespeak-ng1` on Debian or Ubuntu "
                + "(it brings espeak-ng-data) or `brew install espeak-ng` on macOS (or set ESPEAK_DATA_PATH to the directory "
                + "that contains espeak-ng-data)."
        case .synthesisFailed(let text, let voice, let code):
            return "eSpeak NG failed (error \(code)) to speak \"\(text.prefix(60))\" with voice '\(voice)'."
        case .unwritableOutput(let path, let reason):
            return "cannot write the audio file '\(path)': \(reason). Choose a path in an existing, writable directory."
        case .invalidVoiceFile(let path, let reason):
            return "cannot read the speech settings in '\(path)': \(reason)."
        case .tooLongForWAV(let seconds, let limitSeconds):
            return "the audio would last \(Int(min(seconds, 1e15).rounded(.up))) s; a WAV file holds at most 4 GiB, "
                + "\(Int(limitSeconds)) s of 16-bit audio at this sample rate (Earshot's limit). Voice a shorter scenario."
        }
    }
}
