import Earshot
import EarshotSpeech
import Foundation

/// `--wav`: voices what was heard through eSpeak NG into a 16-bit mono WAV file.
enum Voicing {
    /// - Throws: `InputError` naming `input` when the scenario is too long for a WAV file (a
    ///   limit, exit 65), `OutputError` when the file cannot be written (exit 73).
    static func write(_ transcript: Transcript, settings: Settings, to path: String, input: String) throws {
        guard let voices = VoiceLibrary.shared.directory else {
            throw OutputError(description: "\(path): error: cannot find Earshot's Voices folder; set EARSHOT_VOICES")
        }
        // `-`: standard output, for a pipe (`earshot listen s.json --wav - | aplay`), opened
        // again through /dev/fd (never a file that an error could remove).
        let url = URL(fileURLWithPath: path == "-" ? "/dev/fd/1" : path)
        if path != "-", FileManager.default.fileExists(atPath: url.path), !url.pathExtension.lowercased().hasPrefix("wav") {
            throw OutputError(description: "\(path): error: exists and is not a .wav file; Earshot will not overwrite it")
        }
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let voicer = Voicer(voicesDirectory: voices, cacheDirectory: Voicer.defaultCacheDirectory())
        do {
            try voicer.writeWAV(script, to: url)
        } catch VoicingError.tooLongForWAV(let seconds, let limit) {
            throw InputError(
                file: input,
                message: "--wav \(path): the audio would last \(Int(min(seconds, 1e15).rounded(.up))) s; a WAV file holds at most 4 GiB, "
                    + "\(Int(limit)) s of 16-bit audio at 22050 Hz (Earshot's limit)")
        } catch let error as VoicingError {
            throw OutputError(description: "\(path): error: \(error)")
        }
    }
}

extension Voicing {
    /// The report's audio: the transcript voiced as `--wav` voices it, resampled to 16 kHz
    /// mono 16-bit PCM (speech needs no more, and it keeps the page small), as WAV bytes.
    static func reportAudio(_ transcript: Transcript, settings: Settings, input: String) throws -> [UInt8] {
        guard let voices = VoiceLibrary.shared.directory else {
            throw OutputError(description: "report: error: cannot find Earshot's Voices folder; set EARSHOT_VOICES (or use --no-audio)")
        }
        let voicer = Voicer(voicesDirectory: voices, cacheDirectory: Voicer.defaultCacheDirectory())
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let audio: AudioBuffer
        do { audio = try voicer.render(script) } catch let error as VoicingError {
            throw InputError(file: input, message: "cannot voice the report's audio: \(error)")
        }
        return [UInt8](resampled(audio, to: 16_000).wavData())
    }

    /// Linear interpolation between samples, after a 3-tap smoothing that takes off some of
    /// what lies above the new Nyquist frequency. Deterministic: the same samples give the same.
    static func resampled(_ audio: AudioBuffer, to rate: Int) -> AudioBuffer {
        guard audio.sampleRate > rate, rate > 0, !audio.samples.isEmpty else { return audio }
        let source = audio.samples
        let count = Int((Double(source.count) * Double(rate) / Double(audio.sampleRate)).rounded())
        let step = Double(audio.sampleRate) / Double(rate)
        func smoothed(_ index: Int) -> Double {
            let i = min(max(index, 0), source.count - 1)
            let before = Double(source[max(i - 1, 0)]), here = Double(source[i]), after = Double(source[min(i + 1, source.count - 1)])
            return (before + 2 * here + after) / 4
        }
        var samples: [Int16] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let position = Double(index) * step
            let base = Int(position)
            let fraction = position - Double(base)
            let value = smoothed(base) * (1 - fraction) + smoothed(base + 1) * fraction
            samples.append(Int16(clamping: Int(value.rounded())))
        }
        return AudioBuffer(sampleRate: rate, samples: samples)
    }
}
