import Dispatch
import Foundation
import Synchronization

/// Turns a ``VoicingScript`` into audio with eSpeak NG, in-process.
///
/// ## Design
/// - **Engine.** One process-global eSpeak NG engine behind a `Synchronization.Mutex`
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
///   header/key/length validated on read (anything else is a miss), so concurrent `earshot`
///   processes can share it.
///
/// ## Traps (see the eSpeak NG notes)
/// - eSpeak's output is not bit-exact within a process (differs from about sample 64, ±1 ms):
///   compare durations with tolerances, not bytes. The cache makes re-renders exact.
/// - `espeak_Initialize` sets `LC_CTYPE` to `C.UTF-8` for the whole process and prints warnings
///   to stderr.
/// - `en-us` spells Cyrillic letter names; Japanese kanji are read as "Chinese letter".
/// - eSpeak NG is GPL-3.0-or-later: binaries linking EarshotSpeech inherit that.
public struct Voicer: Sendable {
    /// eSpeak words-per-minute limits: 80 is eSpeak's minimum; above 450 libsonic speeds up.
    public static let wordsPerMinuteRange: ClosedRange<Int> = 80...1200
    /// The fade applied at the end of a cut utterance, in seconds.
    public static let cutFadeSeconds = 0.010

    /// Where `Voices/<lang>.json` files are read from.
    public let voicesDirectory: URL
    /// Where synthesized speech is cached, or `nil` for no cache.
    public let cacheDirectory: URL?
    private let catalog: VoiceCatalog

    /// - Parameters:
    ///   - voicesDirectory: the directory holding `Voices/<lang>.json` files.
    ///   - cacheDirectory: the speech cache; `nil` disables caching.
    ///     Use ``defaultCacheDirectory()`` for the standard location.
    public init(voicesDirectory: URL, cacheDirectory: URL?) {
        self.voicesDirectory = voicesDirectory
        self.cacheDirectory = cacheDirectory
        self.catalog = VoiceCatalog(directory: voicesDirectory)
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
        let v = Int((wpm * VoicingScript.speedFactor(forRate: rate)).rounded())
        return min(wordsPerMinuteRange.upperBound, max(wordsPerMinuteRange.lowerBound, v))
    }

    /// eSpeak's `espeakPITCH` for a pitch multiplier: `50 * pitch`, clamped to 0...100.
    public static func espeakPitch(for multiplier: Double) -> Int {
        guard multiplier.isFinite else { return 50 }
        return min(100, max(0, Int((50 * multiplier).rounded())))
    }

    /// The eSpeak NG library version (e.g. "1.51"). Initializes the engine.
    public static func engineVersion() throws -> String { try SpeechEngine.version() }

    /// How many synthesis requests this process has sent to eSpeak so far (all Voicers).
    public static var engineSynthesisCalls: Int { SpeechEngine.synthesisCalls }

    /// Renders the script to audio.
    public func render(_ script: VoicingScript) throws -> AudioBuffer {
        try renderWithTrace(script).audio
    }

    /// Renders the script and also reports what was done (voices, cache hits, placements).
    public func renderWithTrace(_ script: VoicingScript) throws -> VoicingResult {
        let sampleRate = try SpeechEngine.sampleRate()
        let engineVersion = try SpeechEngine.version()
        let cache = cacheDirectory.map { SpeechCache(directory: $0) }
        var trace = VoicingTrace()
        trace.sampleRate = sampleRate
        let writes = DispatchGroup()
        defer { writes.wait() }  // the cache is complete when render returns
        let voiced = try prepare(script, cache: cache, engineVersion: engineVersion, writes: writes, trace: &trace)

        func at(_ seconds: Double) -> Int { Int((max(0, seconds) * Double(sampleRate)).rounded()) }

        // Items in clock order; ties keep their given order.
        let ordered = script.items.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }

        var out: [Int16] = []
        var speechEnd = 0  // sample where the last speech audio ended
        var lastSpeechClockEnd = -Double.infinity
        var delay = 0  // samples the latest speech runs behind the clock
        var clockEnd = 0.0
        var earconCache: [VoicingScript.Earcon: [Int16]] = [:]

        func mix(_ samples: [Int16], at position: Int) {
            if out.count <= position {
                out.append(contentsOf: silence(position - out.count))
                out.append(contentsOf: samples)
                return
            }
            if out.count < position + samples.count {
                out.append(contentsOf: silence(position + samples.count - out.count))
            }
            out.withUnsafeMutableBufferPointer { o in
                samples.withUnsafeBufferPointer { s in
                    for i in 0..<s.count {
                        o[position + i] = Int16(clamping: Int(o[position + i]) + Int(s[i]))
                    }
                }
            }
        }

        for (index, item) in ordered {
            switch item {
            case .speech(let segments, let start, let clockDuration, let heardFraction):
                guard heardFraction > 0, start.isFinite else { continue }
                var audio: [Int16] = []
                for segment in segments {
                    audio += voiced.samples(for: segment, itemIndex: index, trace: &trace)
                }
                let heard = min(1, heardFraction)
                if heard < 1 {
                    audio = Array(audio.prefix(Int((Double(audio.count) * heard).rounded())))
                    let fade = min(audio.count, at(Self.cutFadeSeconds))
                    for k in 0..<fade {
                        let i = audio.count - fade + k
                        audio[i] = Int16((Double(audio[i]) * Double(fade - 1 - k) / Double(fade)).rounded())
                    }
                }
                let clockStart = at(start)
                let position = max(clockStart, speechEnd)
                delay = position - clockStart
                mix(audio, at: position)
                speechEnd = position + audio.count
                lastSpeechClockEnd = start + max(0, clockDuration) * heard
                clockEnd = max(clockEnd, lastSpeechClockEnd)
                trace.placements.append(
                    .init(
                        itemIndex: index, sound: "speech", clockStart: start,
                        startSample: position, sampleCount: audio.count))
            case .earcon(let earcon, let start):
                guard start.isFinite else { continue }
                let samples = earconCache[earcon] ?? EarconSynth.samples(for: earcon, sampleRate: sampleRate)
                earconCache[earcon] = samples
                // During an utterance's clock span: shifted by that utterance's delay. After it:
                // the same rule as speech, so an earcon never jumps ahead of the speech it followed.
                let position = start >= lastSpeechClockEnd ? max(at(start), speechEnd) : at(start) + delay
                mix(samples, at: position)
                clockEnd = max(clockEnd, start + Double(samples.count) / Double(sampleRate))
                trace.placements.append(
                    .init(
                        itemIndex: index, sound: earcon.rawValue, clockStart: start,
                        startSample: position, sampleCount: samples.count))
            }
        }
        trace.speechEndSeconds = Double(speechEnd) / Double(sampleRate)
        trace.clockEndSeconds = clockEnd
        let end = at(clockEnd)
        if out.count < end { out.append(contentsOf: silence(end - out.count)) }
        return VoicingResult(audio: AudioBuffer(sampleRate: sampleRate, samples: out), trace: trace)
    }

    /// Resolves every segment's voice and gets its samples: cache files are read in parallel,
    /// misses are synthesized one by one (the engine is serial) while finished ones are written
    /// to the cache on background threads. Identical requests are synthesized once.
    private func prepare(
        _ script: VoicingScript, cache: SpeechCache?, engineVersion: String,
        writes: DispatchGroup, trace: inout VoicingTrace
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
                let identifier = try SpeechEngine.resolve(
                    voice: settings.espeakVoice, isLanguageTag: settings.isLanguageTag,
                    language: segment.language)
                let request = SpeechEngine.Request(
                    voice: settings.espeakVoice,
                    voiceIsLanguageTag: settings.isLanguageTag,
                    wordsPerMinute: Self.wordsPerMinute(atRate50: settings.wordsPerMinuteAtRate50, rate: script.rate),
                    pitch: Self.espeakPitch(for: segment.pitch),
                    spellsOut: segment.spellsOutCharacters,
                    text: SpeechEngine.plainText(segment.text))
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
            let loaded = Mutex<[Int: [Int16]]>([:])
            DispatchQueue.concurrentPerform(iterations: requests.count) { i in
                if let s = cache.load(key: keys[i]) { loaded.withLock { $0[i] = s } }
            }
            for (i, s) in loaded.withLock({ $0 }) { samples[i] = s }
        }
        prepared.fromCache = samples.map { $0 != nil }

        // Misses: synthesize (serial), write to the cache in the background.
        let queue = DispatchQueue.global(qos: .utility)
        for i in requests.indices where samples[i] == nil {
            let result = try SpeechEngine.synthesize(requests[i], language: languages[i])
            samples[i] = result.samples
            trace.synthesisCalls += 1
            if let cache {
                let key = keys[i]
                let pcm = result.samples
                queue.async(group: writes) { cache.store(key: key, samples: pcm) }
            }
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
    public var audio: AudioBuffer
    public var trace: VoicingTrace
}

/// What a render did: which voice spoke each segment, what came from the cache, where each
/// sound was placed. For tests, benchmarks and `--verbose` output.
public struct VoicingTrace: Sendable, Equatable {
    /// One voiced segment.
    public struct SegmentRecord: Sendable, Equatable {
        /// Index of the item in the script's `items`.
        public var itemIndex: Int
        public var text: String
        public var language: String
        /// The eSpeak voice name asked for (`en-us`, `ru`).
        public var espeakVoice: String
        /// The voice file eSpeak resolved it to (`gmw/en-US`, `zle/ru`).
        public var voiceIdentifier: String
        public var wordsPerMinute: Int
        public var espeakPitch: Int
        public var spellsOutCharacters: Bool
        /// True when the segment had IPA, which eSpeak can't take: its text was spoken instead.
        public var ipaIgnored: Bool
        public var fromCache: Bool
        public var sampleCount: Int
    }
    /// Where one item's audio went.
    public struct Placement: Sendable, Equatable {
        public var itemIndex: Int
        /// "speech" or the earcon's name.
        public var sound: String
        public var clockStart: Double
        public var startSample: Int
        public var sampleCount: Int
    }
    public var sampleRate = 22050
    public var segments: [SegmentRecord] = []
    public var placements: [Placement] = []
    /// Distinct segments synthesized by eSpeak in this render (a segment repeated in the script
    /// is synthesized once).
    public var synthesisCalls = 0
    /// Segments (counting repeats) whose audio came from the cache in this render.
    public var cacheHits = 0
    /// Where the last speech audio ended (s).
    public var speechEndSeconds = 0.0
    /// The clock's end: the latest `start + clockDuration * heardFraction` (or earcon end) (s).
    public var clockEndSeconds = 0.0
}
