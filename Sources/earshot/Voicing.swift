import Earshot
import EarshotBase
import EarshotReport
import EarshotSpeech
import Foundation

/// `--wav`: voices what was heard through eSpeak NG into a 16-bit mono WAV file.
enum Voicing {
    /// - Throws: `InputError` naming `input` when the scenario is too long for a WAV file (a
    ///   limit, exit 65), `OutputError` when the file cannot be written (exit 73).
    static func write(_ transcript: Transcript, settings: Settings, to path: String, input: String) throws {
        // `-`: standard output, for a pipe (`earshot listen s.json --wav - | aplay`), opened
        // again through /dev/fd (never a file that an error could remove).
        let url = URL(fileURLWithPath: path == "-" ? "/dev/fd/1" : path)
        if path != "-", FileManager.default.fileExists(atPath: url.path), !url.pathExtension.lowercased().hasPrefix("wav") {
            throw OutputError(description: "\(path): error: exists and is not a .wav file; Earshot will not overwrite it")
        }
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let voicer = Voicer(voices: .shared, cacheDirectory: Voicer.defaultCacheDirectory())
        do {
            warnAboutReadings(try voicer.writeWAV(script, to: url))
        } catch VoicingError.tooLongForWAV(let seconds, let limit) {
            throw InputError(
                file: input,
                message: "--wav \(path): the audio would last \(Int(min(seconds, 1e15).rounded(.up))) s; a WAV file holds at most 4 GiB, "
                    + "\(Int(limit)) s of 16-bit audio at 22050 Hz (Earshot's limit)")
        } catch let error as VoicingError {
            throw failure(error, input: input, output: path, doing: "--wav \(path)")
        }
    }

    /// How a voicing failure ends `listen --wav` and `report` alike: a language eSpeak NG has
    /// no voice for, or a broken voice file, is the input's (exit 65, naming the input); eSpeak
    /// NG missing or the file unwritable is the output's (exit 73).
    static func failure(_ error: VoicingError, input: String, output: String, doing: String) -> Error {
        switch error {
        case .unknownVoice, .invalidVoiceFile, .tooLongForWAV:
            return InputError(file: input, message: "\(doing): cannot voice it: \(error)")
        case .engineUnavailable, .synthesisFailed, .unwritableOutput:
            return OutputError(description: "\(output): error: \(error)")
        }
    }
}

extension Voicing {
    /// Says on standard error, once a run, that Japanese kanji were voiced without a reading.
    static func warnAboutReadings(_ trace: VoicingTrace) {
        guard trace.kanjiWithoutReading > 0,
            warnedAboutReadings.withLock({ warned in
                defer { warned = true }
                return !warned
            })
        else {
            return
        }
        FileHandle.standardError.write(
            Data(
                ("earshot: warning: KAKASI (libkakasi2) is not installed: \(trace.kanjiWithoutReading) Japanese text(s) with kanji "
                    + "are voiced as eSpeak NG reads them (\"Chinese letter\" for each kanji); install it with "
                    + "Scripts/install-dependencies or apt-get install libkakasi2\n").utf8))
    }

    private static let warnedAboutReadings = Locked(false)

    /// The report's audio (``ReportAudioEncoding``, in EarshotSpeech), voiced as `--wav` voices it.
    /// - Throws: `InputError` naming `input` when it cannot be voiced.
    static func reportAudio(_ transcript: Transcript, settings: Settings, input: String, output: String) throws -> ReportAudio {
        let voicer = Voicer(voices: .shared, cacheDirectory: Voicer.defaultCacheDirectory())
        let audio: ReportAudioEncoding.Audio
        do { audio = try ReportAudioEncoding.audio(of: transcript, settings: settings, voicer: voicer) } catch let error as VoicingError {
            throw failure(error, input: input, output: output, doing: "the report's audio")
        }
        warnAboutReadings(audio.trace)
        return ReportAudio(wav: audio.wav, spans: audio.spans.mapValues { ReportAudio.Span(start: $0.start, duration: $0.duration) })
    }
}
