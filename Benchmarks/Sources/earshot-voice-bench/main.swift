// earshot-voice-bench: how fast EarshotSpeech voices a screen-reader transcript.
//
//   swift run -c release earshot-voice-bench [--voices DIR] [--rate 50] [--count 200] [--out FILE.wav]
//
// Generates a transcript of screen-reader utterances, then times:
//   (1) in-process voicing with an empty cache, (2) the same with the cache warm,
//   (3) one `espeak-ng` process per utterance, (4) one `espeak-ng` process for the whole text,
//   (5) whole `earshot listen --wav` processes with an empty cache, as a user runs them, each run
//       beside a whole-text `espeak-ng` run (pairs in turn, so that both meet the machine alike).
// Every figure printed is measured on this run; nothing is hard-coded.

import BenchSupport
import Earshot
import EarshotSpeech
import Foundation

// MARK: - Arguments

var voicesPath = "Voices"
var rate = 50.0
var count = 200
var outPath: String?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--voices": voicesPath = args.popFirst() ?? voicesPath
    case "--rate": rate = Double(args.popFirst() ?? "") ?? rate
    case "--count": count = Int(args.popFirst() ?? "") ?? count
    case "--out": outPath = args.popFirst()
    case "-h", "--help":
        print("usage: earshot-voice-bench [--voices DIR] [--rate 0...100] [--count N] [--out FILE.wav]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument '\(a)'\n".utf8))
        exit(2)
    }
}
let voicesDirectory = URL(fileURLWithPath: voicesPath, isDirectory: true)
guard FileManager.default.fileExists(atPath: voicesDirectory.appendingPathComponent("en.json").path) else {
    FileHandle.standardError.write(Data("no en.json in '\(voicesPath)': run from the package root or pass --voices DIR\n".utf8))
    exit(2)
}

// MARK: - A deterministic screen-reader transcript

let labels = [
    "Settings", "Sign in", "Cancel", "Done", "Back", "Search", "Profile", "Messages", "Wi-Fi",
    "Bluetooth", "Notifications", "Privacy Policy", "Terms of Service", "Email", "Password",
    "Remember me", "Dark mode", "Airplane mode", "Volume", "Brightness", "Continue", "Add to cart",
    "Favorites", "Recent calls", "Share", "Edit profile", "Delete", "Download", "Play", "Next track",
]
let lines: [String] = (0..<count).map { i in
    let l = labels[(i * 7 + i / labels.count) % labels.count]
    switch i % 10 {
    case 0: return "\(l), Button"
    case 1: return "\(l), Switch button, \(i % 3 == 0 ? "On" : "Off")"
    case 2: return "Double tap to toggle setting"
    case 3: return "\(l), Heading"
    case 4: return "\(l), Text field, Double tap to edit"
    case 5: return "Selected, \(l), Tab, \(i % 4 + 1) of 4"
    case 6: return "\(l), Link"
    case 7: return "\(l), \(i % 100)%, Adjustable, Swipe up or down with one finger to adjust the value"
    case 8: return "Dimmed, \(l), Button"
    default: return "Welcome back. You have \(i % 9 + 2) new messages and \(i % 5 + 1) reminders for today."
    }
}
let factor = VoicingScript.speedFactor(forRate: rate)
func clockDuration(_ text: String) -> Double { max(0.12, Double(text.count) * 0.028 / factor) }
var items: [VoicingScript.Item] = []
var t = 0.0
for (i, line) in lines.enumerated() {
    if i % 25 == 0 { items.append(.earcon(.screenChanged, start: t)) }
    let d = clockDuration(line)
    items.append(.speech(segments: [.init(text: line)], start: t, clockDuration: d, heardFraction: 1))
    t += d + 0.05
}
let script = VoicingScript(items: items, rate: rate)
let characters = lines.reduce(0) { $0 + $1.count }

// MARK: - Helpers

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s[s.count / 2]
}
func tempDir(_ name: String) -> URL {
    let u = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(name)-\(UUID().uuidString)")
    // A folder that cannot be made shows up as the first write's error.
    try? FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
    return u
}
func findExecutable(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let p = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: p) { return p }
    }
    return nil
}
/// Runs `exe` to its end, its output thrown away; its exit status (128 + the signal when killed).
/// On Linux, started with posix_spawn and waited for with waitpid, not with Foundation's `Process`:
/// `waitUntilExit` runs the run loop in 50 ms slices and can return up to 50 ms after the
/// process ended, which is a quarter of the whole-text call this bench compares with.
func run(_ exe: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
    #if canImport(Glibc)
        try spawnAndWait(exe, arguments, environment: environment)
    #else
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    #endif
}
#if canImport(Glibc)
    func spawnAndWait(_ exe: String, _ arguments: [String], environment: [String: String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] { strings.map { strdup($0) } + [nil] }
        let argv = cStrings([exe] + arguments)
        let envp = cStrings(variables)
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let error = posix_spawn(&pid, exe, &actions, nil, argv, envp)
        guard error == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(error), userInfo: [NSLocalizedDescriptionKey: "cannot start \(exe)"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
#endif
func wavSeconds(_ url: URL) -> Double {
    // espeak-ng -w writes a normal 44-byte header; use the file size, which is robust either way.
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    return Double(max(0, size - 44)) / 2 / 22050
}

let voicer0 = Voicer(voicesDirectory: voicesDirectory, cacheDirectory: nil)
let wpm = try voicer0.wordsPerMinute(language: "en", rate: rate)
let engineVersion = try Voicer.engineVersion()
print(
    "earshot-voice-bench: \(lines.count) utterances, \(characters) characters, VoiceOver rate \(rate) -> eSpeak \(wpm) wpm, eSpeak NG \(engineVersion)"
)
print("clock end of the transcript: \(String(format: "%.2f", t)) s\n")

// MARK: (1) first run, empty cache (the first repetition also initializes the engine)

/// Every folder the bench makes, removed when it has printed its figures. Not before: on a file
/// system that checks the inodes it frees (ext4 without a journal scans for recently deleted
/// ones), files made just after many were deleted cost far more to create, and an uncached
/// render writes one cache file an utterance (in process: 161 to 170 ms on tmpfs, 300 to 332 ms
/// on this machine's ext4 right after other runs had deleted their caches).
var temporaryFolders: [URL] = []
var firstTimes: [Double] = []
var firstResult: VoicingResult!
var cacheDir: URL!
for rep in 0..<3 {
    let dir = tempDir("cache")
    temporaryFolders.append(dir)
    let v = Voicer(voicesDirectory: voicesDirectory, cacheDirectory: dir)
    var r: VoicingResult!
    let d = try clock.measure { r = try v.renderWithTrace(script) }
    firstTimes.append(seconds(d))
    if rep == 0 {
        firstResult = r
        cacheDir = dir
    }
}
let audio = firstResult.audio

// MARK: (2) cached re-run (a new Voicer on the same cache directory, as a new process would)

var cachedTimes: [Double] = []
var cachedHits = 0
for _ in 0..<5 {
    let v = Voicer(voicesDirectory: voicesDirectory, cacheDirectory: cacheDir)
    var r: VoicingResult!
    let d = try clock.measure { r = try v.renderWithTrace(script) }
    cachedTimes.append(seconds(d))
    cachedHits = r.trace.cacheHits
    precondition(r.trace.synthesisCalls == 0, "cached re-run synthesized \(r.trace.synthesisCalls) segments")
}

// MARK: (3) and (4) the espeak-ng command

var perUtterance: Double?
var perUtteranceAudio = 0.0
var whole: Double?
var wholeAudio = 0.0
/// (5): each `earshot listen --wav` process's time and the whole-text call's run beside it.
var processPairs: [(listen: Double, espeak: Double)] = []
/// The audio `earshot listen --wav` wrote: the same lines, without the script's earcons and gaps.
var processAudio = 0.0
if let espeak = findExecutable("espeak-ng") {
    let dir = tempDir("cli")
    temporaryFolders.append(dir)
    var total = 0.0
    for (i, line) in lines.enumerated() {
        let out = dir.appendingPathComponent("u\(i).wav")
        let d = try clock.measure { _ = try run(espeak, ["-v", "en-us", "-s", "\(wpm)", "-w", out.path, line]) }
        total += seconds(d)
        perUtteranceAudio += wavSeconds(out)
    }
    perUtterance = total
    let textFile = dir.appendingPathComponent("transcript.txt")
    // One line per utterance, each ending a sentence so lines don't merge into one clause.
    try lines.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: "\n").write(to: textFile, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("whole.wav")
    var wholeTimes: [Double] = []
    for _ in 0..<3 {
        wholeTimes.append(
            seconds(try clock.measure { _ = try run(espeak, ["-v", "en-us", "-s", "\(wpm)", "-w", out.path, "-f", textFile.path]) }))
    }
    whole = median(wholeTimes)
    wholeAudio = wavSeconds(out)
    // (5) The earshot command beside this bench (the same build), on a screen of one Text per
    // line: the same utterances, each a fresh process with an empty speech cache.
    let earshot = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("earshot").path
    if let earshot, FileManager.default.isExecutableFile(atPath: earshot) {
        let screen = dir.appendingPathComponent("lines.screen.json")
        let views = lines.map { "{\"Text\": \(BenchJSON.quoted($0))}" }.joined(separator: ", ")
        try Data("{\"earshot\": 1, \"root\": {\"VStack\": [\(views)]}}".utf8).write(to: screen)
        for pair in 0..<5 {
            let cache = dir.appendingPathComponent("cache-\(pair)")
            let listen = seconds(
                try clock.measure {
                    let status = try run(
                        earshot, ["listen", screen.path, "--wav", dir.appendingPathComponent("listen.wav").path],
                        environment: ["EARSHOT_CACHE_DIR": cache.path])
                    precondition(status == 0, "earshot listen --wav exited with \(status)")
                })
            let alone = seconds(
                try clock.measure { _ = try run(espeak, ["-v", "en-us", "-s", "\(wpm)", "-w", out.path, "-f", textFile.path]) })
            processPairs.append((listen, alone))
            processAudio = wavSeconds(dir.appendingPathComponent("listen.wav"))
        }
    } else {
        print("(no earshot binary beside this bench: row 5 skipped; swift build -c release builds both)")
    }
} else {
    print("(espeak-ng command not found on PATH: rows 3 and 4 skipped; apt-get install espeak-ng)")
}

if let outPath {
    try audio.write(to: URL(fileURLWithPath: outPath))
    print("wrote \(outPath)")
}

// MARK: - Report

let first = median(firstTimes)
let firstColdest = firstTimes[0]
let cached = median(cachedTimes)
func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
func row(_ name: String, _ secs: Double?, _ audioSeconds: Double, _ note: String) {
    guard let secs else {
        print(pad(name, 50) + lpad("n/a", 12))
        return
    }
    print(
        pad(name, 50) + lpad(String(format: "%.1f ms", secs * 1000), 12) + lpad(String(format: "%.1f s", audioSeconds), 10)
            + lpad(String(format: "%.0fx", audioSeconds / secs), 10) + "  " + note)
}
print(pad("variant", 50) + lpad("wall time", 12) + lpad("audio", 10) + lpad("real-time", 10))
row(
    "(1) in-process, empty cache (median of 3)", first, audio.duration,
    String(format: "first ever %.1f ms; %d synth calls", firstColdest * 1000, firstResult.trace.synthesisCalls))
row("(2) in-process, cached re-run (median of 5)", cached, audio.duration, "\(cachedHits) cache hits, 0 synth calls")
row("(3) espeak-ng once per utterance (\(lines.count) runs)", perUtterance, perUtteranceAudio, "")
row("(4) espeak-ng once for the whole text (median of 3)", whole, wholeAudio, "")
let processRatios = processPairs.map { $0.listen / $0.espeak }
row(
    "(5) earshot listen --wav, empty cache (median of \(processPairs.count))",
    processPairs.isEmpty ? nil : median(processPairs.map(\.listen)), processAudio,
    processPairs.isEmpty
        ? "" : "its whole-text call: " + processPairs.map { String(format: "%.1f", $0.espeak * 1000) }.joined(separator: ", ") + " ms")
print("")
print(
    String(
        format: "speech end %.2f s vs clock end %.2f s (%.1f%%)", firstResult.trace.speechEndSeconds, t,
        100 * (firstResult.trace.speechEndSeconds - t) / t))
func goal(_ label: String, _ ok: Bool?, _ detail: String) {
    print("\(ok == nil ? "-" : ok! ? "✓" : "✗") \(label): \(detail)")
}
goal(
    "in-process ≥ 5x faster than once-per-utterance", perUtterance.map { $0 / first >= 5 },
    perUtterance.map { String(format: "%.1fx", $0 / first) } ?? "n/a")
goal(
    "in-process no slower than one whole-text call", whole.map { first <= $0 },
    whole.map { String(format: "%.2fx of its time", first / $0) } ?? "n/a")
goal(
    "earshot listen --wav (whole process, empty cache) no slower than one whole-text call",
    processRatios.isEmpty ? nil : median(processRatios) <= 1,
    processRatios.isEmpty
        ? "n/a"
        : String(format: "%.2fx of its time (median of %d pairs; ", median(processRatios), processRatios.count)
            + processRatios.map { String(format: "%.2f", $0) }.joined(separator: ", ") + ")")
goal("cached re-run ≥ 20x faster than first run", first / cached >= 20, String(format: "%.1fx", first / cached))
for folder in temporaryFolders { try? FileManager.default.removeItem(at: folder) }
