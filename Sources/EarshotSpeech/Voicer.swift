import Earshot
import EarshotBase
import Foundation

/// Turns a ``VoicingScript`` into audio with eSpeak NG, in-process.
///
/// ## Design
/// - **Engine.** One process-global eSpeak NG engine behind a lock (`Locked`)
///   (eSpeak keeps all state in C globals; unlocked concurrent calls crash). It is initialized
///   once, lazily, in `AUDIO_OUTPUT_SYNCHRONOUS` mode with `espeakINITIALIZE_DONT_EXIT` (without
///   it, missing data calls `exit(1)`), and never terminated or re-initialized (a second
///   `espeak_Terminate` hangs forever in 1.51). Voice, parameters and synthesis happen atomically
///   under the lock, because eSpeak's parameters are global and sticky.
/// - **Languages.** Every ``VoicingScript/Segment`` is its own synthesis call with the voice of
///   its language (`Voices/<lang>.json` → `speech.espeakVoice`; else the primary subtag's file;
///   else the tag itself). Voices are never switched with SSML: in eSpeak 1.51 an SSML voice
///   switch doesn't switch back.
/// - **Text is text.** Screen text is passed with `espeakCHARS_UTF8` only, never with
///   `espeakSSML` or `espeakPHONEMES`, and C0/C1 control characters (eSpeak's embedded-command
///   escape is U+0001) become spaces. `<break time="20s"/>Hello` is read, not obeyed.
///   IPA can't be honoured (eSpeak takes no IPA input); the segment's text is spoken instead.
///   Spelled-out segments use `espeak_Char` per character (eSpeak's own character names,
///   "comma", "capital" etc. as the voice says them).
/// - **Rate.** VoiceOver rate r (0...100) gives `f = 2^((r-50)/50)` and eSpeak words per minute
///   `wordsPerMinuteAtRate50 * f`, clamped to ``wordsPerMinuteRange``. Above 450 wpm eSpeak
///   time-compresses with libsonic (it works in-process; durations keep scaling as 1/wpm).
///   `espeakENDPAUSE` is not used, so an utterance ends with eSpeak's short tail, not a
///   sentence pause (the clock accounts for gaps itself).
/// - **Layout.** Speech starts at its clock `start`, unless the previous speech audio hasn't
///   ended, in which case it starts right after (speech never overlaps). The resulting delay is
///   absorbed by later gaps (`start = max(clockStart, previousSpeechEnd)`). Earcons are mixed
///   (added, clipped): one that falls inside an utterance's clock span is shifted by that
///   utterance's delay; one posted after it follows the speech rule (`max(clockTime,
///   previousSpeechEnd)`), so "earcon, then speech" stays in order and in sync. A cut item keeps `heardFraction` of its synthesized length with a
///   10 ms fade-out. The buffer is padded with silence to the clock's end time.
/// - **Cache.** Synthesized PCM per (voice, wpm, pitch, spell-out, text, eSpeak version,
///   pipeline and format versions) under ``cacheDirectory``: unique temp file + atomic rename,
///   header/key/length/checksum validated on read (anything else, a FIFO included, is a miss),
///   so concurrent `earshot` processes can share it.
///
/// ## Traps (see the eSpeak NG notes)
/// - eSpeak carries synthesis state from one utterance to the next (pitch flutter, gain, echo),
///   so the same text said after different things differs from about sample 64 (±1 ms). Every
///   utterance is therefore synthesized by a fresh copy of an engine that has said nothing (a
///   forked process; `SpeechEngine`, CEspeakNG's zygote.c): the same request gives the same samples in any
///   order, in any process, cached or not.
/// - `espeak_Initialize` sets `LC_CTYPE` to `C.UTF-8` for the whole process and prints warnings
///   to stderr.
/// - `en-us` spells Cyrillic letter names; Japanese kanji are read as "Chinese letter".
/// - eSpeak NG is GPL-3.0-or-later: binaries linking EarshotSpeech inherit that.
public struct Voicer: Sendable {
    /// eSpeak words-per-minute limits: 80 is eSpeak's minimum; above 450 libsonic speeds up.
    public static let wordsPerMinuteRange: ClosedRange<Int> = 80...1200
    /// The fade applied at the end of a cut utterance, in seconds.
    public static let cutFadeSeconds = 0.010

    /// The voice files (`Voices/<lang>.json`) whose `speech` sections pick eSpeak's voice and rate.
    public let voices: VoiceLibrary
    /// The folder the voice files are read from, or `nil` for the ones built into Earshot.
    public var voicesDirectory: URL? { voices.directory }
    /// Where synthesized speech is cached, or `nil` for no cache.
    public let cacheDirectory: URL?
    private let catalog: VoiceCatalog

    /// - Parameters:
    ///   - voices: the voice files; ``VoiceLibrary/shared`` is the ones built in (or
    ///     `$EARSHOT_VOICES`).
    ///   - cacheDirectory: the speech cache; `nil` disables caching.
    ///     Use ``defaultCacheDirectory()`` for the standard location.
    public init(voices: VoiceLibrary = .shared, cacheDirectory: URL?) {
        self.voices = voices
        self.cacheDirectory = cacheDirectory
        self.catalog = VoiceCatalog(voices: voices)
    }

    /// - Parameters:
    ///   - voicesDirectory: a folder holding `<lang>.json` voice files.
    ///   - cacheDirectory: the speech cache; `nil` disables caching.
    public init(voicesDirectory: URL, cacheDirectory: URL?) {
        self.init(voices: VoiceLibrary(directory: voicesDirectory), cacheDirectory: cacheDirectory)
    }

    /// `$EARSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/earshot`, else `~/.cache/earshot`.
    public static func defaultCacheDirectory() -> URL { SpeechCache.defaultDirectory() }

    /// The eSpeak words per minute for a language at a VoiceOver rate (0...100).
    public func wordsPerMinute(language: String, rate: Double) throws -> Int {
        let settings = try catalog.settings(for: language)
        return Self.wordsPerMinute(atRate50: settings.wordsPerMinuteAtRate50, rate: rate)
    }

    /// `wpmAtRate50 * 2^((rate-50)/50)`, rounded and clamped to ``wordsPerMinuteRange``.
    public static func wordsPerMinute(atRate50 wpm: Double, rate: Double) -> Int {
        // Clamped as a Double first: a voice file's 1e300 words per minute is no trap.
        let v = wpm * VoicingScript.speedFactor(forRate: rate)
        guard !v.isNaN else { return wordsPerMinuteRange.lowerBound }
        let low = Double(wordsPerMinuteRange.lowerBound)
        let high = Double(wordsPerMinuteRange.upperBound)
        return Int(min(high, max(low, v)).rounded())
    }

    /// eSpeak's `espeakPITCH` for a pitch multiplier: `50 * pitch`, clamped to 0...100.
    public static func espeakPitch(for multiplier: Double) -> Int {
        guard multiplier.isFinite else { return 50 }
        return Int(min(100, max(0, 50 * multiplier)).rounded())
    }

    /// The eSpeak NG library version (e.g. "1.51"). Initializes the engine.
    public static func engineVersion() throws -> String { try SpeechEngine.version() }

    /// How many synthesis requests this process has sent to eSpeak so far (all Voicers).
    public static var engineSynthesisCalls: Int { SpeechEngine.synthesisCalls }

    /// Renders the script to audio, in memory.
    public func render(_ script: VoicingScript) throws -> AudioBuffer {
        try renderWithTrace(script).audio
    }

    /// Renders the script and also reports what was done (voices, cache hits, placements).
    public func renderWithTrace(_ script: VoicingScript) throws -> VoicingResult {
        var out: [Int16] = []
        var rate = 22050
        let trace = try voice(script, maximumSamples: nil) { total, sampleRate in
            out.reserveCapacity(total)
            rate = sampleRate
        } emit: {
            out.append(contentsOf: $0)
        }
        return VoicingResult(audio: AudioBuffer(sampleRate: rate, samples: out), trace: trace)
    }

    /// The most samples a WAV file holds: its RIFF size field is 32 bits, so the data is at most
    /// 4 GiB less the header (about 27 hours at 22050 Hz).
    public static let maximumWAVSamples = (Int(UInt32.max) - 36) / 2

    /// Voices the script straight into a WAV file, streaming: only the utterances being mixed are
    /// in memory, and silence is written in chunks. A script longer than a WAV file can hold is
    /// refused before anything is voiced (from the speech clock), and again from the exact
    /// length before anything is written.
    /// - Throws: ``VoicingError/tooLongForWAV(seconds:limitSeconds:)``,
    ///   ``VoicingError/unwritableOutput(path:reason:)`` and the engine's errors.
    @discardableResult
    public func writeWAV(_ script: VoicingScript, to url: URL) throws -> VoicingTrace {
        var writer: WAVFileWriter?
        do {
            let trace = try voice(script, maximumSamples: Self.maximumWAVSamples) { total, sampleRate in
                writer = try WAVFileWriter(url: url, sampleRate: sampleRate, sampleCount: total)
            } emit: {
                try writer?.append($0)
            }
            try writer?.finish()
            return trace
        } catch {
            writer?.abandon()
            throw error
        }
    }

    /// The end of the speech clock (s): the latest end of a heard utterance or an earcon.
    static func clockEndSeconds(of script: VoicingScript, sampleRate: Int) -> Double {
        var end = 0.0
        for item in script.items {
            switch item {
            case .speech(_, let start, let clockDuration, let heardFraction):
                guard heardFraction > 0, start.isFinite else { continue }
                end = max(end, start + max(0, clockDuration) * min(1, heardFraction))
            case .earcon(let earcon, let start):
                guard start.isFinite else { continue }
                end = max(end, start + Double(EarconSynth.samples(for: earcon, sampleRate: sampleRate).count) / Double(sampleRate))
            }
        }
        return end
    }

    /// Synthesizes, lays out and mixes the script, handing the samples to `emit` in order, in
    /// pieces; `begin` learns the total length (and may refuse it) before the first piece.
    private func voice(
        _ script: VoicingScript, maximumSamples: Int?,
        begin: (_ total: Int, _ sampleRate: Int) throws -> Void,
        emit: (UnsafeBufferPointer<Int16>) throws -> Void
    ) throws -> VoicingTrace {
        let sampleRate = try SpeechEngine.sampleRate()
        func at(_ seconds: Double) -> Int {
            // Clamped: a time past any WAV is refused below, never a trap here.
            Int((min(max(0, seconds), 1e12) * Double(sampleRate)).rounded())
        }
        if let maximumSamples {
            let seconds = Self.clockEndSeconds(of: script, sampleRate: sampleRate)
            guard at(seconds) <= maximumSamples else {
                throw VoicingError.tooLongForWAV(seconds: seconds, limitSeconds: Double(maximumSamples) / Double(sampleRate))
            }
        }
        let engineVersion = try SpeechEngine.version()
        let cache = cacheDirectory.map { SpeechCache(directory: $0) }
        var trace = VoicingTrace()
        trace.sampleRate = sampleRate
        var writes: [BackgroundThread] = []
        defer { for thread in writes { thread.join() } }  // the cache is complete when voicing returns
        let voiced = try prepare(script, cache: cache, engineVersion: engineVersion, writes: &writes, trace: &trace)

        // Items in clock order; ties keep their given order.
        let ordered = script.items.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }

        // 1. Layout: where each sound goes and how long it is, from the sample counts alone.
        struct Placed {
            var index: Int
            var position: Int
            var count: Int
            var earcon: VoicingScript.Earcon?
        }
        var placed: [Placed] = []
        var speechEnd = 0  // sample where the last speech audio ended
        var lastSpeechClockEnd = -Double.infinity
        var delay = 0  // samples the latest speech runs behind the clock
        var clockEnd = 0.0
        var extent = 0
        var earconSamples: [VoicingScript.Earcon: [Int16]] = [:]
        for (index, item) in ordered {
            switch item {
            case .speech(let segments, let start, let clockDuration, let heardFraction):
                guard heardFraction > 0, start.isFinite else { continue }
                var count = 0
                for segment in segments { count += voiced.samples(for: segment, itemIndex: index, trace: &trace).count }
                let heard = min(1, heardFraction)
                if heard < 1 { count = Int((Double(count) * heard).rounded()) }
                let clockStart = at(start)
                let position = max(clockStart, speechEnd)
                delay = position - clockStart
                placed.append(Placed(index: index, position: position, count: count))
                speechEnd = position + count
                lastSpeechClockEnd = start + max(0, clockDuration) * heard
                clockEnd = max(clockEnd, lastSpeechClockEnd)
                extent = max(extent, speechEnd)
                trace.placements.append(
                    .init(itemIndex: index, sound: "speech", clockStart: start, startSample: position, sampleCount: count))
            case .earcon(let earcon, let start):
                guard start.isFinite else { continue }
                let samples = earconSamples[earcon] ?? EarconSynth.samples(for: earcon, sampleRate: sampleRate)
                earconSamples[earcon] = samples
                // During an utterance's clock span: shifted by that utterance's delay. After it:
                // the same rule as speech, so an earcon never jumps ahead of the speech it followed.
                let position = start >= lastSpeechClockEnd ? max(at(start), speechEnd) : at(start) + delay
                placed.append(Placed(index: index, position: position, count: samples.count, earcon: earcon))
                clockEnd = max(clockEnd, start + Double(samples.count) / Double(sampleRate))
                extent = max(extent, position + samples.count)
                trace.placements.append(
                    .init(itemIndex: index, sound: earcon.rawValue, clockStart: start, startSample: position, sampleCount: samples.count))
            }
        }
        trace.speechEndSeconds = Double(speechEnd) / Double(sampleRate)
        trace.clockEndSeconds = clockEnd
        // The buffer is padded with silence to the clock's end time.
        let total = max(extent, at(clockEnd))
        if let maximumSamples, total > maximumSamples {
            throw VoicingError.tooLongForWAV(
                seconds: Double(total) / Double(sampleRate), limitSeconds: Double(maximumSamples) / Double(sampleRate))
        }
        try begin(total, sampleRate)

        // 2. Mixing, streamed: samples before the earliest place a later sound can start are
        // final and leave the window.
        var earliestLater = [Int](repeating: total, count: placed.count + 1)
        for i in placed.indices.reversed() { earliestLater[i] = min(earliestLater[i + 1], placed[i].position) }
        var mixer = StreamingMixer()
        for (i, item) in placed.enumerated() {
            try mixer.flush(upTo: earliestLater[i], to: emit)
            if let earcon = item.earcon {
                mixer.mix(earconSamples[earcon] ?? [], at: item.position)
                continue
            }
            guard case .speech(let segments, _, _, let heardFraction) = script.items[item.index] else { continue }
            // One segment (the usual item) is mixed from the samples as they are, not a copy.
            var audio = segments.count == 1 ? voiced.samples(for: segments[0]) : segments.flatMap { voiced.samples(for: $0) }
            if heardFraction < 1 {
                // A cut item keeps `heardFraction` of its length with a short fade-out.
                audio = Array(audio.prefix(item.count))
                let fade = min(audio.count, at(Self.cutFadeSeconds))
                for k in 0..<fade {
                    let i = audio.count - fade + k
                    audio[i] = Int16((Double(audio[i]) * Double(fade - 1 - k) / Double(fade)).rounded())
                }
            }
            mixer.mix(audio, at: item.position)
        }
        try mixer.flush(upTo: total, to: emit)
        return trace
    }

    /// The text eSpeak is given for `segment`: Japanese with kanji in its kana reading (eSpeak
    /// NG's Japanese voice reads kana only; ``KanaReading``), counted in the trace when KAKASI
    /// is missing.
    /// Arabic with its decimal numbers spelled out (``ArabicNumberReading``: eSpeak NG reads
    /// them differently from one process to the next).
    static func speakable(_ segment: VoicingScript.Segment, trace: inout VoicingTrace) -> String {
        if segment.language.split(separator: "-").first?.lowercased() == "ar", !segment.spellsOutCharacters {
            return ArabicNumberReading.speakable(segment.text)
        }
        guard segment.language.split(separator: "-").first?.lowercased() == "ja", !segment.spellsOutCharacters,
            KanaReading.needsReading(segment.text)
        else { return segment.text }
        if let reading = KanaReading.reading(of: segment.text) { return reading }
        trace.kanjiWithoutReading += 1
        return segment.text
    }

    /// Resolves every segment's voice and gets its samples: cache files are read in parallel,
    /// misses are synthesized on all the workers at once (`SpeechEngine.synthesizeAll`),
    /// then those a fresh engine said are written to the cache on a background thread (`writes`). Identical requests are synthesized once.
    private func prepare(
        _ script: VoicingScript, cache: SpeechCache?, engineVersion: String,
        writes: inout [BackgroundThread], trace: inout VoicingTrace
    ) throws -> PreparedSpeech {
        var prepared = PreparedSpeech()
        var requests: [SpeechEngine.Request] = []
        var languages: [String] = []
        var indexOfRequest: [SpeechEngine.Request: Int] = [:]
        for item in script.items {
            guard case .speech(let segments, let start, _, let heard) = item, heard > 0, start.isFinite else { continue }
            for segment in segments {
                let key = PreparedSpeech.SegmentKey(segment)
                if prepared.requestOfSegment[key] != nil { continue }
                let settings = try catalog.settings(for: segment.language)
                let identifier: String
                do {
                    identifier = try SpeechEngine.resolve(
                        voice: settings.espeakVoice, isLanguageTag: settings.isLanguageTag, language: segment.language)
                } catch VoicingError.unknownVoice(let language, let voice, let suggestion, _) {
                    // Said with the voice file that gave the voice, or that there is none.
                    throw VoicingError.unknownVoice(language: language, voice: voice, suggestion: suggestion, voiceFile: settings.voiceFile)
                }
                let request = SpeechEngine.Request(
                    voice: settings.espeakVoice,
                    voiceIsLanguageTag: settings.isLanguageTag,
                    wordsPerMinute: Self.wordsPerMinute(atRate50: settings.wordsPerMinuteAtRate50, rate: script.rate),
                    pitch: Self.espeakPitch(for: segment.pitch),
                    spellsOut: segment.spellsOutCharacters,
                    text: SpeechEngine.plainText(Self.speakable(segment, trace: &trace)))
                let index: Int
                if let known = indexOfRequest[request] {
                    index = known
                } else {
                    index = requests.count
                    indexOfRequest[request] = index
                    requests.append(request)
                    languages.append(segment.language)
                    prepared.voiceIdentifiers.append(identifier)
                }
                prepared.requestOfSegment[key] = index
            }
        }
        prepared.requests = requests
        let keys = requests.map { SpeechCache.key($0, engineVersion: engineVersion) }

        // Cache reads, in parallel.
        var samples = [[Int16]?](repeating: nil, count: requests.count)
        if let cache, !requests.isEmpty {
            let loaded = Locked<[Int: [Int16]]>([:])
            let next = Locked(0)
            let count = requests.count
            SpeechThreads.inParallel(upTo: min(count, ProcessInfo.processInfo.activeProcessorCount)) {
                while let i = next.withLock({ n -> Int? in
                    defer { n += 1 }
                    return n < count ? n : nil
                }) {
                    if let s = cache.load(key: keys[i]) { loaded.withLock { $0[i] = s } }
                }
            }
            for (i, s) in loaded.withLock({ $0 }) { samples[i] = s }
        }
        prepared.fromCache = samples.map { $0 != nil }

        // Misses: synthesized on every worker at once, written to the cache in the background.
        // What a worker's fresh engine did not say (it said it in this process) is not cached.
        let misses = requests.indices.filter { samples[$0] == nil }
        let synthesized = try SpeechEngine.synthesizeAll(misses.map { requests[$0] }, languages: misses.map { languages[$0] })
        var stores: [(key: String, samples: [Int16])] = []
        for (n, i) in misses.enumerated() {
            let pcm = synthesized.samples[n]
            samples[i] = pcm
            trace.synthesisCalls += 1
            if synthesized.fresh[n] {
                stores.append((keys[i], pcm))
            } else {
                trace.inProcessSyntheses += 1
            }
        }
        if let cache, !stores.isEmpty {
            let store = { @Sendable [stores] in
                for (key, pcm) in stores { cache.store(key: key, samples: pcm) }
            }
            // On a thread of its own while the audio is mixed, or here when none can be started.
            if let thread = BackgroundThread(store) { writes.append(thread) } else { store() }
        }
        prepared.samples = samples.map { $0 ?? [] }
        return prepared
    }
}

/// `count` zero samples (memset, so it is fast even in debug builds).
func silence(_ count: Int) -> [Int16] {
    guard count > 0 else { return [] }
    return [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
        memset(buffer.baseAddress!, 0, count * MemoryLayout<Int16>.stride)
        initialized = count
    }
}

/// Mixes sounds into a window of samples that moves forward: what is before the window has
/// been handed to `emit`; a gap past the window's end is emitted as silence in chunks.
struct StreamingMixer {
    /// The sample index of `window[consumed]`.
    private var base = 0
    private var window: [Int16] = []
    private var consumed = 0
    static let chunk = 1 << 16

    /// Adds `samples` at sample `position` (clipped); the part before the window, which cannot
    /// happen for a layout whose flushes respect later positions, is dropped rather than trapped on.
    mutating func mix(_ samples: [Int16], at position: Int) {
        let skip = max(0, base - position)
        guard skip < samples.count else { return }
        let offset = consumed + position + skip - base
        if window.count < offset { window.append(contentsOf: silence(offset - window.count)) }
        // Added where it overlaps what is there, appended (a copy) past the end.
        let overlap = min(samples.count - skip, window.count - offset)
        window.withUnsafeMutableBufferPointer { o in
            samples.withUnsafeBufferPointer { s in
                for i in 0..<overlap {
                    o[offset + i] = Int16(clamping: Int(o[offset + i]) + Int(s[skip + i]))
                }
            }
        }
        if skip + overlap < samples.count { window.append(contentsOf: samples[(skip + overlap)...]) }
    }

    /// Emits every sample before `limit`, silence where nothing was mixed.
    mutating func flush(upTo limit: Int, to emit: (UnsafeBufferPointer<Int16>) throws -> Void) throws {
        guard limit > base else { return }
        let available = min(limit - base, window.count - consumed)
        if available > 0 {
            try window.withUnsafeBufferPointer { try emit(UnsafeBufferPointer(rebasing: $0[consumed..<consumed + available])) }
            consumed += available
            base += available
        }
        if consumed == window.count {
            window.removeAll(keepingCapacity: window.capacity <= 4 * Self.chunk)
            consumed = 0
        } else if consumed > Self.chunk, consumed * 2 > window.count {
            window.removeFirst(consumed)
            consumed = 0
        }
        guard limit > base else { return }
        let zeros = silence(min(limit - base, Self.chunk))
        try zeros.withUnsafeBufferPointer { buffer in
            while limit > base {
                let n = min(limit - base, buffer.count)
                try emit(UnsafeBufferPointer(rebasing: buffer[0..<n]))
                base += n
            }
        }
    }
}

/// The samples of every distinct segment of a script, ready for layout.
struct PreparedSpeech {
    struct SegmentKey: Hashable {
        var text: String, language: String, pitch: Double, spellsOut: Bool
        init(_ s: VoicingScript.Segment) {
            text = s.text
            language = s.language
            pitch = s.pitch
            spellsOut = s.spellsOutCharacters
        }
    }
    var requestOfSegment: [SegmentKey: Int] = [:]
    var requests: [SpeechEngine.Request] = []
    var voiceIdentifiers: [String] = []
    var samples: [[Int16]] = []
    var fromCache: [Bool] = []

    func samples(for segment: VoicingScript.Segment) -> [Int16] {
        guard let i = requestOfSegment[SegmentKey(segment)] else { return [] }
        return samples[i]
    }

    func samples(for segment: VoicingScript.Segment, itemIndex: Int, trace: inout VoicingTrace) -> [Int16] {
        guard let i = requestOfSegment[SegmentKey(segment)] else { return [] }
        let r = requests[i]
        if fromCache[i] { trace.cacheHits += 1 }
        trace.segments.append(
            .init(
                itemIndex: itemIndex, text: segment.text, language: segment.language,
                espeakVoice: r.voice, voiceIdentifier: voiceIdentifiers[i],
                wordsPerMinute: r.wordsPerMinute, espeakPitch: r.pitch,
                spellsOutCharacters: r.spellsOut, ipaIgnored: segment.ipa != nil,
                fromCache: fromCache[i], sampleCount: samples[i].count))
        return samples[i]
    }
}

/// The audio of a render and a record of how it was made.
public struct VoicingResult: Sendable {
    /// The audio.
    public var audio: AudioBuffer
    /// How it was made.
    public var trace: VoicingTrace
}

/// What a render did: which voice spoke each segment, what came from the cache, where each
/// sound was placed. For tests, benchmarks and `--verbose` output.
public struct VoicingTrace: Sendable, Equatable {
    /// One voiced segment.
    public struct SegmentRecord: Sendable, Equatable {
        /// Index of the item in the script's `items`.
        public var itemIndex: Int
        /// The text voiced.
        public var text: String
        /// The segment's language (BCP 47).
        public var language: String
        /// The eSpeak voice name asked for (`en-us`, `ru`).
        public var espeakVoice: String
        /// The voice file eSpeak resolved it to (`gmw/en-US`, `zle/ru`).
        public var voiceIdentifier: String
        /// The speaking rate eSpeak was given.
        public var wordsPerMinute: Int
        /// The pitch eSpeak was given (0-100, 50 is normal).
        public var espeakPitch: Int
        /// Whether it was spelled out letter by letter.
        public var spellsOutCharacters: Bool
        /// True when the segment had IPA, which eSpeak can't take: its text was spoken instead.
        public var ipaIgnored: Bool
        /// Whether its audio came from the cache.
        public var fromCache: Bool
        /// The samples it produced.
        public var sampleCount: Int
    }
    /// Where one item's audio went.
    public struct Placement: Sendable, Equatable {
        /// Index of the item in the script's `items`.
        public var itemIndex: Int
        /// "speech" or the earcon's name.
        public var sound: String
        /// When the item starts on the speech clock (s).
        public var clockStart: Double
        /// The first sample of its audio in the render.
        public var startSample: Int
        /// How many samples of its audio were placed.
        public var sampleCount: Int
    }
    /// Samples per second of the render.
    public var sampleRate = 22050
    /// The voiced segments, in order.
    public var segments: [SegmentRecord] = []
    /// Where each item's audio went, in order.
    public var placements: [Placement] = []
    /// Distinct segments synthesized by eSpeak in this render (a segment repeated in the script
    /// is synthesized once).
    public var synthesisCalls = 0
    /// Segments (counting repeats) whose audio came from the cache in this render.
    public var cacheHits = 0
    /// Distinct segments synthesized in this process because no speech worker process could say
    /// them (none could be started, or they died): their audio can differ from run to run, and
    /// is not cached.
    public var inProcessSyntheses = 0
    /// Where the last speech audio ended (s).
    public var speechEndSeconds = 0.0
    /// Japanese segments with kanji voiced without their kana reading, because KAKASI
    /// (`libkakasi2`) is not installed: eSpeak NG reads each kanji "Chinese letter".
    public var kanjiWithoutReading = 0
    /// The clock's end: the latest `start + clockDuration * heardFraction` (or earcon end) (s).
    public var clockEndSeconds = 0.0
}
