import Earshot
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
        guard trace.kanjiWithoutReading > 0, warnedAboutReadings.withLock({ warned in defer { warned = true }; return !warned }) else {
            return
        }
        FileHandle.standardError.write(
            Data(
                ("earshot: warning: KAKASI (libkakasi2) is not installed: \(trace.kanjiWithoutReading) Japanese text(s) with kanji "
                    + "are voiced as eSpeak NG reads them (\"Chinese letter\" for each kanji); install it with "
                    + "Scripts/install-dependencies or apt-get install libkakasi2\n").utf8))
    }

    private static let warnedAboutReadings = Locked(false)

    /// Audio longer than this is written 8-bit µ-law instead of 16-bit PCM: half the size.
    static let reportPCMSeconds = 30.0

    /// The report's audio: the transcript voiced as `--wav` voices it, resampled to 16 kHz mono
    /// (speech needs no more, and it keeps the page small): 16-bit PCM, or for audio longer than
    /// ``reportPCMSeconds`` 8-bit µ-law (ITU-T G.711), which browsers play as well. With it,
    /// where each event's sound lies in the audio.
    static func reportAudio(_ transcript: Transcript, settings: Settings, input: String, output: String) throws -> ReportAudio {
        let voicer = Voicer(voices: .shared, cacheDirectory: Voicer.defaultCacheDirectory())
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let result: VoicingResult
        do { result = try voicer.renderWithTrace(script) } catch let error as VoicingError {
            throw failure(error, input: input, output: output, doing: "the report's audio")
        }
        warnAboutReadings(result.trace)
        // Which event each of the script's items voices: the script makes at most one item of an
        // event, in order, so voicing each event alone tells which ones make an item.
        var itemEvents: [Int] = []
        for (index, event) in transcript.events.enumerated()
        where !VoicingScript(transcript: Transcript(events: [event]), rate: settings.rate).items.isEmpty {
            itemEvents.append(index)
        }
        var spans: [Int: ReportAudio.Span] = [:]
        let rate = Double(max(1, result.trace.sampleRate))
        for placement in result.trace.placements where itemEvents.indices.contains(placement.itemIndex) {
            let start = Int((Double(placement.startSample) * 1000 / rate).rounded())
            let duration = Int((Double(placement.sampleCount) * 1000 / rate).rounded())
            spans[itemEvents[placement.itemIndex]] = ReportAudio.Span(start: start, duration: duration)
        }
        let audio = resampled(result.audio, to: 16_000)
        let wav = audio.duration > reportPCMSeconds ? muLawWAV(audio) : [UInt8](audio.wavData())
        return ReportAudio(wav: wav, spans: spans)
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
            let before = Double(source[max(i - 1, 0)])
            let here = Double(source[i])
            let after = Double(source[min(i + 1, source.count - 1)])
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

    /// A WAV file of 8-bit µ-law samples (format 7, with the `fact` chunk non-PCM formats need).
    static func muLawWAV(_ audio: AudioBuffer) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(58 + audio.samples.count)
        func u32(_ value: Int) { withUnsafeBytes(of: UInt32(clamping: value).littleEndian) { bytes.append(contentsOf: $0) } }
        func u16(_ value: Int) { withUnsafeBytes(of: UInt16(clamping: value).littleEndian) { bytes.append(contentsOf: $0) } }
        let count = audio.samples.count
        bytes += Array("RIFF".utf8)
        u32(4 + (8 + 18) + (8 + 4) + (8 + count) + count % 2)
        bytes += Array("WAVEfmt ".utf8)
        u32(18)
        u16(7)  // µ-law
        u16(1)  // mono
        u32(audio.sampleRate)
        u32(audio.sampleRate)  // bytes a second
        u16(1)  // block align
        u16(8)  // bits a sample
        u16(0)  // no extra format bytes
        bytes += Array("fact".utf8)
        u32(4)
        u32(count)
        bytes += Array("data".utf8)
        u32(count)
        for sample in audio.samples { bytes.append(muLaw(sample)) }
        if count % 2 == 1 { bytes.append(0) }  // chunks are padded to an even length
        return bytes
    }

    /// G.711 µ-law: a sign, a 3-bit segment and a 4-bit step, inverted.
    static func muLaw(_ sample: Int16) -> UInt8 {
        let bias = 0x84
        let clip = 32635
        var value = Int(sample)
        let sign: Int = value < 0 ? 0x80 : 0
        if value < 0 { value = -value }
        value = min(value, clip) + bias
        var segment = 7
        var mask = 0x4000
        while segment > 0, value & mask == 0 {
            segment -= 1
            mask >>= 1
        }
        let step = (value >> (segment + 3)) & 0x0F
        return ~UInt8(sign | (segment << 4) | step)
    }
}
