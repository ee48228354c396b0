import CEspeakNG
import Earshot
import EarshotBase
import Foundation

/// The one eSpeak NG engine of the process.
///
/// eSpeak keeps all of its state in C globals and is not thread-safe (unlocked concurrent
/// `espeak_Synth` calls segfault), so every call goes through `engine`, a process-global
/// lock (`Locked`). The engine is initialized lazily, once, in SYNCHRONOUS mode with
/// `espeakINITIALIZE_DONT_EXIT` (without it, missing data calls `exit(1)`), and is never
/// terminated or re-initialized (in 1.51 a second Terminate hangs forever).
/// In SYNCHRONOUS mode the synthesis callback runs on the calling thread, inside the lock, so
/// the callback's sink can be a plain global guarded by that same lock (it can't travel through
/// `user_data`, because `espeak_Char` passes NULL there).
enum SpeechEngine {

    /// What one synthesis request asks for.
    struct Request: Hashable, Sendable {
        var voice: String
        /// When the voice name is a language tag (no `Voices/<lang>.json`), eSpeak may also match
        /// it by language (`en-gb` -> `gmw/en`); a name from a voice file must name a voice.
        var voiceIsLanguageTag: Bool = false
        var wordsPerMinute: Int
        var pitch: Int
        var spellsOut: Bool
        var text: String
    }

    struct State {
        var attempted = false
        var sampleRate: Int = 0
        var failure: String?
        var version: String = "unknown"
        var currentVoice: String?
        /// Voice name -> the identifier eSpeak resolved it to (e.g. "en-us" -> "gmw/en-US").
        var resolvedVoices: [String: String] = [:]
        var synthesisCalls = 0
        /// The sockets to the fresh-state synthesis processes (`earshot_zygote_start`, CEspeakNG's zygote.c),
        /// one a worker; none: then utterances are synthesized here, and depend on what was said
        /// before.
        var zygotes: [Worker] = []
        /// Zygotes started with the workers' that have taken no request: a worker whose zygote
        /// died takes one, which is as fresh as the one it lost (started at the same moment).
        var spareZygotes: [Int32] = []
        /// Whether standard error has been told that utterances are said in this process.
        var warnedInProcess = false
    }

    static let engine = Locked(State())

    /// Why the engine is unavailable when no thread can be started for it.
    static let threadLimitReason =
        "it needs a thread, and no thread can be started (the limit on processes and threads, ulimit -u, is reached)"

    /// The eSpeak NG version string, e.g. "1.51". Initializes the engine.
    static func version() throws -> String {
        try engine.withLock { state in
            try ensureInitialized(&state)
            return state.version
        }
    }

    /// The output sample rate (22050). Initializes the engine.
    static func sampleRate() throws -> Int {
        try engine.withLock { state in
            try ensureInitialized(&state)
            return state.sampleRate
        }
    }

    /// Total `espeak_Synth`/`espeak_Char` requests made by this process (for tests and benchmarks).
    static var synthesisCalls: Int { engine.withLock { $0.synthesisCalls } }

    /// eSpeak NG's phonemes for `text` in `voice`, as `espeak-ng -x` prints them: a word the
    /// voice hands to another language's rules is marked with that language, `(en)b'Vt@n(ja)`.
    /// For tests that check that a language's own words are read by its own rules.
    static func phonemes(of text: String, voice: String, language: String) throws -> String {
        try engine.withLock { state in
            try ensureInitialized(&state)
            _ = try select(voice: voice, isLanguageTag: false, language: language, &state)
            var clauses: [String] = []
            plainText(text).withCString { start in
                var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
                while cursor != nil {
                    guard let phonemes = espeak_TextToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0) else { break }
                    clauses.append(String(cString: phonemes))
                }
            }
            return clauses.joined(separator: " ")
        }
    }

    /// Checks that `voice` exists, returning eSpeak's identifier for it (e.g. `gmw/en-US`).
    static func resolve(voice: String, isLanguageTag: Bool, language: String) throws -> String {
        try engine.withLock { state in
            try ensureInitialized(&state)
            return try select(voice: voice, isLanguageTag: isLanguageTag, language: language, &state)
        }
    }

    /// Synthesizes one request in this process (voice -> parameters -> text, atomically under the
    /// lock): the samples depend on what the process said before. The fallback when no worker
    /// can say a request (`synthesizeAll(_:languages:)`).
    /// Returns the samples and the eSpeak identifier of the voice that spoke them.
    static func synthesize(_ request: Request, language: String) throws -> (samples: [Int16], voiceIdentifier: String) {
        try engine.withLock { state in
            try ensureInitialized(&state)
            let identifier = try select(
                voice: request.voice, isLanguageTag: request.voiceIsLanguageTag,
                language: language, &state)
            espeak_SetParameter(espeakRATE, Int32(request.wordsPerMinute), 0)
            espeak_SetParameter(espeakPITCH, Int32(request.pitch), 0)
            espeak_SetParameter(espeakVOLUME, 100, 0)
            espeak_SetParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)
            espeak_SetParameter(espeakCAPITALS, 0, 0)

            let sink = PCMSink()
            activeSink = sink
            defer { activeSink = nil }
            let text = plainText(request.text)
            if request.spellsOut {
                for scalar in text.unicodeScalars where !scalar.properties.isWhitespace || scalar == " " {
                    state.synthesisCalls += 1
                    let err = espeak_Char(wchar_t(bitPattern: scalar.value))
                    if err != EE_OK {
                        throw VoicingError.synthesisFailed(text: request.text, voice: request.voice, code: err.rawValue)
                    }
                }
            } else if !text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                state.synthesisCalls += 1
                // Plain UTF-8 text only: never espeakSSML, never espeakPHONEMES, so screen text
                // like `<break time="20s"/>` or `[[...]]` is read, not obeyed.
                let flags = UInt32(espeakCHARS_UTF8)
                let err = text.withCString { p in
                    espeak_Synth(p, strlen(p) + 1, 0, POS_CHARACTER, 0, flags, nil, nil)
                }
                if err != EE_OK {
                    throw VoicingError.synthesisFailed(text: request.text, voice: request.voice, code: err.rawValue)
                }
            }
            return (sink.samples, identifier)
        }
    }

    /// How many fresh-state workers the engine starts: one a core, at most four.
    static let workerCount = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// How many spare zygotes it starts with them, for workers whose zygote dies.
    static let spareCount = 1

    /// The samples of every request, in the requests' order, and which of them a fresh engine
    /// said (`fresh[i]`): only those are the same in every run, and only those may be cached.
    struct Synthesized {
        var samples: [[Int16]]
        var fresh: [Bool]
    }

    /// Synthesizes every request, each by a fresh copy of the engine (CEspeakNG's zygote.c explains why), on all
    /// the workers at once; the samples come back in the requests' order, and are the same
    /// whichever worker said them. A request a worker could not say (its zygote died, or its
    /// child) is said by another worker, one at a time after the others; one no worker can say
    /// (none could be started, or all died, as under a process limit) is said in this process,
    /// is not `fresh`, and standard error is told once a process.
    /// - Throws: the error of the first request (in order) that failed.
    static func synthesizeAll(_ requests: [Request], languages: [String]) throws -> Synthesized {
        guard !requests.isEmpty else { return Synthesized(samples: [], fresh: []) }
        let workers = try engine.withLock { state -> [Worker] in
            try ensureInitialized(&state)
            return state.zygotes
        }
        return try synthesizeAll(requests, languages: languages, workers: workers)
    }

    /// `synthesizeAll(_:languages:)` on the given workers (tests give workers whose zygotes are gone).
    static func synthesizeAll(_ requests: [Request], languages: [String], workers: [Worker]) throws -> Synthesized {
        // Each worker takes the next request not yet taken; the first failure stops the taking.
        let progress = Locked(Progress(results: [[Int16]](repeating: [], count: requests.count)))
        if !workers.isEmpty {
            let next = Locked(0)
            SpeechThreads.inParallel(upTo: min(workers.count, requests.count)) {
                guard
                    let w = next.withLock({ n -> Int? in
                        defer { n += 1 }
                        return n < workers.count ? n : nil
                    })
                else { return }
                while let i = progress.withLock({ $0.take(below: requests.count) }) {
                    do {
                        if let samples = try workers[w].synthesize(requests[i]) {
                            progress.withLock { $0.finish(i, .success(samples)) }
                        } else if !workers[w].isReachable {
                            return
                        }
                    } catch {
                        progress.withLock { $0.finish(i, .failure(error)) }
                    }
                }
            }
        }
        var outcome = progress.withLock { $0 }
        if let failure = outcome.firstFailure { throw failure.error }
        var fresh = [Bool](repeating: true, count: requests.count)
        // Not said by the worker that took it, or not taken (every worker died): by another
        // worker, else here.
        for i in requests.indices where !outcome.said[i] {
            var samples: [Int16]?
            for worker in workers where worker.isReachable && samples == nil {
                samples = try worker.synthesize(requests[i])
            }
            if let samples {
                outcome.results[i] = samples
            } else {
                outcome.results[i] = try synthesize(requests[i], language: languages[i]).samples
                fresh[i] = false
            }
        }
        if fresh.contains(false) { warnOnceAboutInProcessSynthesis() }
        return Synthesized(samples: outcome.results, fresh: fresh)
    }

    /// Says on standard error, once a process, that utterances are synthesized in this process.
    private static func warnOnceAboutInProcessSynthesis() {
        let first = engine.withLock { state in
            defer { state.warnedInProcess = true }
            return !state.warnedInProcess
        }
        guard first else { return }
        FileHandle.standardError.write(
            Data(
                ("earshot: warning: no speech worker process could be started or reached (a limit on processes, "
                    + "ulimit -u, or a killed worker): utterances are synthesized in this process, may differ slightly "
                    + "from run to run, and are not cached\n").utf8))
    }

    /// A spare zygote for a worker whose zygote died, or nil when none is left.
    fileprivate static func takeSpareZygote() -> Int32? {
        engine.withLock { $0.spareZygotes.popLast() }
    }

    /// The requests handed out so far and what came back.
    private struct Progress: @unchecked Sendable {
        var results: [[Int16]]
        var next = 0
        var firstFailure: (index: Int, error: Error)?
        /// Whether each request's samples came back.
        var said: [Bool]

        init(results: [[Int16]]) {
            self.results = results
            said = [Bool](repeating: false, count: results.count)
        }

        mutating func take(below count: Int) -> Int? {
            guard firstFailure == nil, next < count else { return nil }
            defer { next += 1 }
            return next
        }

        mutating func finish(_ index: Int, _ outcome: Result<[Int16], Error>) {
            switch outcome {
            case .success(let samples):
                results[index] = samples
                said[index] = true
            case .failure(let error):
                if firstFailure.map({ index < $0.index }) ?? true { firstFailure = (index, error) }
            }
        }
    }

    /// One fresh-state zygote (CEspeakNG's zygote.c) and the lock that gives it one request at a time (renders
    /// on several threads share the workers).
    final class Worker: @unchecked Sendable {
        private let lock = NSLock()
        /// The socket to the zygote; -1 once it could not be reached (it is closed then) and no
        /// spare zygote was left to take its place.
        private var fd: Int32
        /// Where a zygote to replace a dead one comes from.
        private let spares: @Sendable () -> Int32?

        init(fd: Int32, spares: @escaping @Sendable () -> Int32? = { SpeechEngine.takeSpareZygote() }) {
            self.fd = fd
            self.spares = spares
        }

        /// Whether the worker has a zygote it has not found dead.
        var isReachable: Bool {
            lock.lock()
            defer { lock.unlock() }
            return fd >= 0
        }

        /// The request's samples, synthesized by a fresh child of this worker's zygote. A zygote
        /// that cannot be reached is replaced by a spare one, and the request sent again; a child
        /// that died before replying (or could not be forked) is tried once more. nil when the
        /// zygote cannot be reached and no spare is left, or the second child failed too.
        func synthesize(_ request: Request) throws -> [Int16]? {
            lock.lock()
            defer { lock.unlock() }
            var childFailures = 0
            while true {
                if fd < 0 {
                    guard let spare = spares() else { return nil }
                    fd = spare
                }
                switch try SpeechEngine.synthesizeFresh(request, on: fd) {
                case .samples(let samples):
                    return samples
                case .unreachable:
                    close(fd)
                    fd = -1
                case .notSaid:
                    childFailures += 1
                    if childFailures == 2 { return nil }
                }
            }
        }
    }

    /// What one request on one zygote gave.
    fileprivate enum FreshOutcome {
        case samples([Int16])
        /// The zygote is gone (its socket is closed or broken).
        case unreachable
        /// The zygote is there, but its child died before replying or could not be forked.
        case notSaid
    }

    /// One request on one zygote. The samples are received straight into the array.
    fileprivate static func synthesizeFresh(_ request: Request, on fd: Int32) throws -> FreshOutcome {
        let text = plainText(request.text)
        var payload: [UInt8]
        var calls = 1
        if request.spellsOut {
            payload = []
            calls = 0
            for scalar in text.unicodeScalars where !scalar.properties.isWhitespace || scalar == " " {
                calls += 1
                withUnsafeBytes(of: Int32(bitPattern: scalar.value).littleEndian) { payload.append(contentsOf: $0) }
            }
        } else {
            guard !text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else { return .samples([]) }
            payload = Array(text.utf8)
        }
        guard payload.count < Int(Int32.max) else { return .notSaid }
        let length = Int32(payload.count)
        payload += [0, 0, 0, 0]  // never empty, and NUL-terminated
        let sent = payload.withUnsafeBufferPointer { bytes -> Int32 in
            bytes.withMemoryRebound(to: CChar.self) { chars -> Int32 in
                guard let base = chars.baseAddress else { return -3 }
                return earshot_zygote_request(
                    fd, request.voice, request.voiceIsLanguageTag ? 1 : 0, Int32(clamping: request.wordsPerMinute),
                    Int32(clamping: request.pitch), request.spellsOut ? 1 : 0, base, length)
            }
        }
        guard sent == 0 else { return .unreachable }
        engine.withLock { $0.synthesisCalls += calls }
        var count: Int64 = 0
        switch earshot_zygote_reply(fd, &count) {
        case 0:
            guard count > 0, count <= Int64(Int.max / 2) else { return .samples([]) }
            var received = true
            let samples = [Int16](unsafeUninitializedCapacity: Int(count)) { buffer, initialized in
                received = earshot_zygote_samples(fd, buffer.baseAddress, count) == 0
                initialized = received ? Int(count) : 0
            }
            return received ? .samples(samples) : .unreachable
        case -1:
            throw VoicingError.unknownVoice(language: request.voice, voice: request.voice, suggestion: [])
        case -2:
            return .notSaid
        case -3:
            return .unreachable
        case let status:
            throw VoicingError.synthesisFailed(text: request.text, voice: request.voice, code: status)
        }
    }

    /// Installed voices as (identifier, name, languages).
    static func installedVoices() throws -> [(identifier: String, name: String, languages: [String])] {
        try engine.withLock { state in
            try ensureInitialized(&state)
            return listVoices()
        }
    }

    // MARK: - Inside the lock

    /// Removes the control characters eSpeak's text mode could treat as embedded commands
    /// (U+0001 introduces `\x01` commands in eSpeak's text reader); everything else is kept.
    static func plainText(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029 {
                out.append(" ")
            } else {
                out.append(s)
            }
        }
        return String(out)
    }

    private static func ensureInitialized(_ state: inout State) throws {
        if !state.attempted {
            state.attempted = true
            // eSpeak NG's library is opened here, the first time anything is voiced (CEspeakNG's library.c).
            if let reason = earshot_espeak_load_error() {
                state.failure = "its library cannot be loaded (\(String(cString: reason)))"
                throw VoicingError.engineUnavailable(state.failure ?? "")
            }
            // espeak_Initialize starts a thread (even in SYNCHRONOUS mode) and aborts the process
            // when it cannot (fifo.c: `assert(0)`): a thread limit is said, not an abort.
            guard SpeechThreads.canStartThread() else {
                state.failure = threadLimitReason
                throw VoicingError.engineUnavailable(state.failure ?? "")
            }
            let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
            if rate <= 0 {
                // With DONT_EXIT a failure returns 0 (not -1 as documented).
                state.failure = "espeak_Initialize failed (returned \(rate)); its voice data (espeak-ng-data) is missing or unreadable"
            } else {
                state.sampleRate = Int(rate)
                espeak_SetSynthCallback(synthCallback)
                var dataPath: UnsafePointer<CChar>?
                if let v = espeak_Info(&dataPath) { state.version = String(cString: v) }
                // The data can be broken even when Initialize returned a rate: probe the default voice.
                if espeak_SetVoiceByName("en") != EE_OK && listVoices().isEmpty {
                    state.failure = "no voices found in its data directory \(dataPath.map { String(cString: $0) } ?? "?")"
                } else {
                    // Before anything is spoken: every utterance starts from this state. A zygote
                    // that cannot be forked (a process limit) is not had; the spares come last.
                    for _ in 0..<workerCount {
                        let fd = earshot_zygote_start()
                        if fd >= 0 { state.zygotes.append(Worker(fd: fd)) }
                    }
                    for _ in 0..<spareCount where !state.zygotes.isEmpty {
                        let fd = earshot_zygote_start()
                        if fd >= 0 { state.spareZygotes.append(fd) }
                    }
                }
            }
        }
        if let failure = state.failure { throw VoicingError.engineUnavailable(failure) }
    }

    private static func select(
        voice: String, isLanguageTag: Bool, language: String,
        _ state: inout State
    ) throws -> String {
        let memo = "\(isLanguageTag ? "tag" : "name"):\(voice)"
        if state.currentVoice == memo, let id = state.resolvedVoices[memo] { return id }
        var ok = voice.withCString { espeak_SetVoiceByName($0) } == EE_OK
        if !ok && isLanguageTag {
            // Language-tag style names ("en-gb", "fr-FR", "zh") only resolve by properties.
            ok = voice.lowercased().withCString { lang -> Bool in
                var spec = espeak_VOICE()
                spec.languages = lang
                return espeak_SetVoiceByProperties(&spec) == EE_OK
            }
            // For an unknown language eSpeak picks *some* voice; accept only one that speaks it.
            if ok {
                let wanted = primarySubtag(voice)
                ok = espeak_GetCurrentVoice().map { languages(of: $0.pointee).contains { primarySubtag($0) == wanted } } ?? false
            }
        }
        guard ok else {
            state.currentVoice = nil
            throw VoicingError.unknownVoice(language: language, voice: voice, suggestion: suggestions(for: voice, language: language))
        }
        state.currentVoice = memo
        var id = voice
        if let current = espeak_GetCurrentVoice(), let ident = current.pointee.identifier {
            id = String(cString: ident)
        }
        state.resolvedVoices[memo] = id
        return id
    }

    private static func listVoices() -> [(identifier: String, name: String, languages: [String])] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var out: [(identifier: String, name: String, languages: [String])] = []
        var i = 0
        while let v = list[i] {
            let id = v.pointee.identifier.map { String(cString: $0) } ?? ""
            let name = v.pointee.name.map { String(cString: $0) } ?? ""
            out.append((id, name, languages(of: v.pointee)))
            i += 1
        }
        return out
    }

    /// `languages` is a list of (priority byte, NUL-terminated string) pairs, ended by a 0 byte.
    private static func languages(of voice: espeak_VOICE) -> [String] {
        var langs: [String] = []
        if var p = voice.languages {
            while p.pointee != 0 {
                p += 1
                let s = String(cString: p)
                langs.append(s)
                p += s.utf8.count + 1
            }
        }
        return langs
    }

    private static func primarySubtag(_ tag: String) -> String {
        (tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? tag).lowercased()
    }

    private static func suggestions(for voice: String, language: String) -> [String] {
        let voices = listVoices()
        let primary = (language.split(separator: "-").first.map(String.init) ?? language).lowercased()
        let vprimary = (voice.split(separator: "-").first.map(String.init) ?? voice).lowercased()
        var picks: [String] = []
        for v in voices {
            let file = v.identifier.split(separator: "/").last.map(String.init) ?? v.identifier
            if v.languages.contains(where: { l in
                let lp = l.split(separator: "-").first.map(String.init)?.lowercased() ?? l
                return lp == primary || lp == vprimary
            }) {
                picks.append(file.lowercased())
            }
        }
        if picks.isEmpty {
            picks = voices.map { $0.identifier.split(separator: "/").last.map(String.init)?.lowercased() ?? $0.identifier }
                .sorted { editDistance($0, vprimary) < editDistance($1, vprimary) }
        }
        var seen = Set<String>()
        let target = voice.lowercased()
        let ranked = picks.filter { seen.insert($0).inserted }
            .enumerated().sorted { a, b in
                let da = editDistance(a.element, target)
                let db = editDistance(b.element, target)
                return da != db ? da < db : a.offset < b.offset
            }.map(\.element)
        return Array(ranked.prefix(5))
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var prev = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}

/// Collects the samples of one request. Only touched inside `SpeechEngine.engine`'s lock.
final class PCMSink {
    var samples: [Int16] = []
}

/// The sink of the request in progress. Guarded by `SpeechEngine.engine` (SYNCHRONOUS mode runs
/// the callback on the thread that holds the lock), hence `nonisolated(unsafe)`.
nonisolated(unsafe) private var activeSink: PCMSink?

private let synthCallback: @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 = {
    wav, count, _ in
    if let wav, count > 0, let sink = activeSink {
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    return 0
}
