import Earshot

/// The audio a report embeds (`earshot report`): a transcript voiced as a WAV file is, resampled
/// and encoded to keep the page small, with where each event's sound lies in it.
public enum ReportAudioEncoding {
    /// A report's audio: the WAV file's bytes, and for each event heard in it (by index in the
    /// transcript) where its sound starts and how long it lasts, in milliseconds.
    public struct Audio: Sendable {
        /// The WAV file.
        public var wav: [UInt8]
        /// Where each event's sound lies, by the event's index.
        public var spans: [Int: (start: Int, duration: Int)]
        /// What voicing it found on the way (Japanese text voiced without a kana reading).
        public var trace: VoicingTrace
    }

    /// Audio longer than this is written 8-bit µ-law instead of 16-bit PCM: half the size.
    public static let pcmSeconds = 30.0

    /// The report's audio: the transcript voiced by `voicer` as a WAV file is, resampled to 16 kHz
    /// mono (speech needs no more, and it keeps the page small): 16-bit PCM, or for audio longer
    /// than ``pcmSeconds`` 8-bit µ-law (ITU-T G.711), which browsers play as well. With it,
    /// where each event's sound lies in the audio.
    /// - Throws: ``VoicingError`` when eSpeak NG cannot voice it.
    public static func audio(of transcript: Transcript, settings: Settings, voicer: Voicer) throws -> Audio {
        let script = VoicingScript(transcript: transcript, rate: settings.rate)
        let result = try voicer.renderWithTrace(script)
        // Which event each of the script's items voices: the script makes at most one item of an
        // event, in order, so voicing each event alone tells which ones make an item.
        var itemEvents: [Int] = []
        for (index, event) in transcript.events.enumerated()
        where !VoicingScript(transcript: Transcript(events: [event]), rate: settings.rate).items.isEmpty {
            itemEvents.append(index)
        }
        var spans: [Int: (start: Int, duration: Int)] = [:]
        let rate = Double(max(1, result.trace.sampleRate))
        for placement in result.trace.placements where itemEvents.indices.contains(placement.itemIndex) {
            let start = Int((Double(placement.startSample) * 1000 / rate).rounded())
            let duration = Int((Double(placement.sampleCount) * 1000 / rate).rounded())
            spans[itemEvents[placement.itemIndex]] = (start, duration)
        }
        let audio = resampled(result.audio, to: 16_000)
        let wav = audio.duration > pcmSeconds ? muLawWAV(audio) : [UInt8](audio.wavData())
        return Audio(wav: wav, spans: spans, trace: result.trace)
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
