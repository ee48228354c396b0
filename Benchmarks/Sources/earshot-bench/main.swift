// earshot-bench: how fast Earshot listens to large screens, and how much memory it needs.
//
//   swift run -c release earshot-bench [--sizes 1000,10000,100000,1000000] [--suite 1000]
//                                      [--steps 4000] [--captures 10000] [--limit SECONDS] [--keep] [--no-python]
//   swift run -c release earshot-bench --diff      the line diff of 15,000 and 150,000-line transcripts
//
// For each size it writes a screen of realistic rows (Inputs.swift) to a temporary folder, then:
// - runs `earshot listen FILE` itself, output to /dev/null, for its wall time and its peak
//   memory (the child's ru_maxrss): the figures the goals are about;
// - runs this executable again with the hidden `--child FILE`, which times the phases
//   separately: load (read + parse + decode), element list (a run that stops as the screen appears), transcript (a
//   listen run: the swipe-through of every element) and text rendering;
// - runs Python's C `json` module on the same file.
// Then `earshot test` runs a suite of small scenarios, and scenarios of many app steps (`--steps`
// inserts, nested and flat) run in this process. `--captures N` writes one screen of N rows in
// every capture format (CaptureInputs.swift), imports each once here to write the same screen as
// a screen file (ScreenWriter), and times `earshot listen` on the capture beside the screen file.
// Every case can be skipped: `--sizes "" --lean "" --suite 0 --steps 0 --captures 0`.
// `--instructions` counts the growth cases' and the commands' instructions too, under
// valgrind's callgrind.
// See Benchmarks/README.md.

import BenchSupport
import Earshot
import EarshotImporting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

struct Options {
    var sizes = [1_000, 10_000, 100_000, 1_000_000]
    /// Sizes of lean screens too (about 60 bytes an element: a flat list of short rows).
    var leanSizes = [100_000]
    /// Sizes of lean mixed screens (about 60 bytes an element: rows of image, texts, button and
    /// toggle, combined or contained, with sort priorities).
    var mixedSizes = [100_000]
    /// The speech queue and runtime inserts, at this size and 10× it (0: none).
    var growth = 10_000
    /// Sizes at which every command runs on the same screen (`listen`, `dump`, `import`, `audit`,
    /// `report --no-audio`, `test`), for their scaling.
    var commandSizes: [Int] = []
    var suite = 1_000
    /// App steps in the insertion scenarios (0: none).
    var steps = 4_000
    /// Rows of the screen written in every capture format (0: none).
    var captures = 10_000
    var limit = 600.0
    var keep = false
    /// Runs of `earshot listen` per size (the fastest counts); the phases and Python run this
    /// often up to 100,000 elements and once above.
    var repeats = 3
    var python = true
    /// The Python interpreter to compare with (`--python PATH`); by default the one `python3`
    /// names on the PATH.
    var pythonPath: String?
    /// Counts the growth cases' and the commands' instructions too, under valgrind's callgrind
    /// (slow: about 50×).
    var instructions = false
    /// The `earshot` binary to measure; by default the one beside this executable.
    var earshot: String?
    /// Only the shapes of issue 52 (`ShapeGrowth`) whose names start with this, and no other
    /// growth case (nil: every shape and case).
    var shapes: String?
    var child: String?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                sizes = (rest.popFirst() ?? "").split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            case "--lean":
                leanSizes = (rest.popFirst() ?? "").split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            case "--mixed":
                mixedSizes = (rest.popFirst() ?? "").split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            case "--commands":
                commandSizes = (rest.popFirst() ?? "").split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            case "--growth": growth = Int(rest.popFirst() ?? "") ?? growth
            case "--suite": suite = Int(rest.popFirst() ?? "") ?? suite
            case "--steps": steps = Int(rest.popFirst() ?? "") ?? steps
            case "--captures": captures = Int(rest.popFirst() ?? "") ?? captures
            case "--limit": limit = Double(rest.popFirst() ?? "") ?? limit
            case "--keep": keep = true
            case "--repeat": repeats = max(1, Int(rest.popFirst() ?? "") ?? repeats)
            case "--no-python": python = false
            case "--python": pythonPath = rest.popFirst()
            case "--instructions": instructions = true
            case "--earshot": earshot = rest.popFirst()
            case "--shapes": shapes = rest.popFirst()
            case "--child": child = rest.popFirst()
            case "-h", "--help":
                print(
                    "usage: earshot-bench [--sizes 1000,10000,100000,1000000] [--lean 100000] [--mixed 100000] [--growth N] [--commands 10000,100000] [--suite N] [--steps N] [--captures N] [--repeat N] [--limit SECONDS] [--keep] [--no-python] [--python PATH] [--instructions] [--earshot PATH] [--shapes NAME-PREFIX]"
                )
                exit(0)
            default:
                FileHandle.standardError.write(Data("earshot-bench: unknown argument \(argument)\n".utf8))
                exit(64)
            }
        }
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Peak resident memory of this process, in KiB (VmHWM).
func peakKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

// MARK: - Child: the diff of two long transcripts

func runDiffChild(lines: Int) -> Never {
    let expected = (0..<lines).map { "Row \($0), \($0 % 7 == 0 ? "Heading" : "Button")" }
    var heard = expected
    heard[lines / 2] = "Row \(lines / 2), Selected, Button"
    heard.insert("[sound] screen changed", at: lines / 5)
    heard.insert("Loading, Dimmed", at: lines * 4 / 5)
    heard.remove(at: lines / 3)
    heard.remove(at: lines * 9 / 10)
    let before = peakKiB()
    var changed = 0
    let time = seconds {
        let comparison = TranscriptDiff(expected: expected, heard: heard)
        changed = comparison.lines.count { if case .same = $0 { return false } else { return true } }
    }
    let line =
        pad(String(lines), 10) + pad(String(format: "%.3f", time), 11) + pad(String(format: "%.1f", Double(peakKiB()) / 1024), 12)
        + pad(String(format: "%.1f", Double(before) / 1024), 24) + "   (\(changed) lines differ)"
    print(line)
    exit(0)
}

// MARK: - Child: one size, phase by phase

func runChild(_ path: String) -> Never {
    let url = URL(fileURLWithPath: path)
    var result: [(key: String, value: BenchJSON)] = []
    do {
        var document: Document?
        result.append(("load", .number(try seconds { document = try DocumentLoader.load(url) })))
        // The element list alone: a run that stops once the screen has appeared, on a scenario
        // of its own (read again, untimed), so that the whole run below starts from a fresh one.
        var appearing: Scenario? = document?.scenario
        document = nil
        var count = 0
        result.append(
            (
                "list",
                .number(
                    try seconds {
                        guard let owned = appearing.take() else { return }
                        count = try ScenarioRunner.perform(consume owned, extent: .appearing).elementCount
                    })
            ))
        result.append(("elements", .number(Double(count))))
        var pending: Scenario? = try DocumentLoader.load(url).scenario
        var transcript: Transcript?
        // As `earshot listen` does it: the scenario is handed over, and the run takes its views apart.
        result.append(
            (
                "run",
                .number(
                    try seconds {
                        guard let owned = pending.take() else { return }
                        transcript = try ScenarioRunner.run(consume owned)
                    })
            ))
        var text = ""
        result.append(("render", .number(seconds { text = transcript.map { TranscriptRenderer.text($0) } ?? "" })))
        result.append(("lines", .number(Double(transcript?.events.count ?? 0))))
        result.append(("bytes", .number(Double(text.utf8.count))))
    } catch {
        result.append(("error", .string("\(error)")))
    }
    result.append(("peakKiB", .number(Double(peakKiB()))))
    print(BenchJSON.object(BenchObject(result)).text())
    exit(0)
}

// MARK: - Parent

/// Runs a command with a time limit; its standard output, or nil when it could not start or a
/// signal ended it (the time limit's among them).
func run(_ executable: String, _ arguments: [String], limit: Double) -> (output: String, seconds: Double, status: Int32)? {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(getpid())-stdout.txt")
    defer { try? FileManager.default.removeItem(at: output) }
    guard let run = spawnMeasured(executable, arguments, limit: limit, standardOutput: output.path, standardError: nil), run.signal == 0,
        let data = try? Data(contentsOf: output)
    else { return nil }
    return (String(decoding: data, as: UTF8.self), run.seconds, run.status)
}

/// One process run by `spawnMeasured`: its wall time, its peak resident memory in KiB
/// (`ru_maxrss`, the child's own), its page faults, and how it ended.
struct MeasuredRun {
    var seconds: Double
    /// The CPU time it used, user and system (`wait4`'s resource usage): what a loaded machine
    /// changes least.
    var cpuSeconds: Double
    var peakKiB: Double
    var faults: Int
    /// The exit code; 0 when a signal ended it.
    var status: Int32
    /// The signal that ended it, 0 when it exited.
    var signal: Int32
    /// Killed for passing the time limit.
    var killed: Bool
    /// Why a growth run gave no figure ("refused: " and the first line of its error, "crashed
    /// (signal N)"), set by `growthRun`.
    var problem: String? = nil
}

/// Runs `executable` with standard output into the file `standardOutput` (thrown away when nil),
/// standard error into the file `standardError` (kept as the benchmark's own when nil), and a
/// time limit; nil when it could not start. The launcher starts it when there is one.
func spawnMeasured(_ executable: String, _ arguments: [String], limit: Double, standardOutput: String? = nil, standardError: String?)
    -> MeasuredRun?
{
    if let launcher = Launcher.shared {
        return launcher.spawn(executable, arguments, limit: limit, standardOutput: standardOutput, standardError: standardError)
    }
    return spawnHere(executable, arguments, limit: limit, standardOutput: standardOutput, standardError: standardError)
}

/// `spawnMeasured` in this process.
func spawnHere(_ executable: String, _ arguments: [String], limit: Double, standardOutput: String?, standardError: String?) -> MeasuredRun?
{
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
        &actions, 1, standardOutput ?? "/dev/null", standardOutput == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let standardError { posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    let child = pid
    let killed = BenchLock(false)
    let killer = DispatchWorkItem {
        killed.withLock { $0 = true }
        kill(child, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
    var status: Int32 = 0
    var usage = rusage()
    let waited = wait4(pid, &status, 0, &usage)
    killer.cancel()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard waited == pid else { return nil }
    // The low 7 bits of the status are the signal (0: it exited), the exit code is the next byte.
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return MeasuredRun(
        seconds: elapsed, cpuSeconds: cpu, peakKiB: Double(usage.ru_maxrss), faults: usage.ru_minflt + usage.ru_majflt,
        status: status & 0x7f == 0 ? (status >> 8) & 0xff : 0, signal: status & 0x7f, killed: killed.withLock { $0 })
}

/// Runs a command with its output thrown away and a time limit: its wall time, its peak
/// resident memory in KiB, and its exit status; nil when it could not start or was killed.
func measure(_ executable: String, _ arguments: [String], limit: Double, quiet: Bool = false) -> (
    seconds: Double, peakKiB: Double, status: Int32
)? {
    // An imported capture's notes go to standard error.
    guard let run = spawnMeasured(executable, arguments, limit: limit, standardError: quiet ? "/dev/null" : nil), run.signal == 0 else {
        return nil
    }
    return (run.seconds, run.peakKiB, run.status)
}

/// One `earshot` process of the growth table, with standard output discarded and standard
/// error kept for a refusal's message: its figures, or why it gave none (`problem`); nil when
/// it could not be started.
func growthRun(_ executable: String, _ arguments: [String], limit: Double) -> MeasuredRun? {
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(getpid())-stderr.txt")
    defer { try? FileManager.default.removeItem(at: errors) }
    guard var run = spawnMeasured(executable, arguments, limit: limit, standardError: errors.path) else { return nil }
    if run.killed {
        run.problem = String(format: "over the limit (%.0f s)", limit)
    } else if run.signal != 0 {
        run.problem = "crashed (signal \(run.signal))"
    } else if run.status != 0 {
        let message = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        run.problem = "refused: " + (message.isEmpty ? "exit \(run.status)" : message)
    }
    return run
}

/// The instructions `executable` runs with `arguments`, counted by valgrind's callgrind: a
/// figure a loaded machine does not change, where a wall-time ratio on a shared machine can
/// nearly double from one run to the next. Nil when valgrind is not installed or the run failed.
func instructionCount(_ executable: String, _ arguments: [String], limit: Double) -> Int? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let candidates = path.split(separator: ":").map { String($0) + "/valgrind" }
    guard let valgrind = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(getpid())-callgrind.txt")
    defer { try? FileManager.default.removeItem(at: errors) }
    let counting = ["--tool=callgrind", "--callgrind-out-file=/dev/null", withoutDebugInformation(executable)] + arguments
    guard let run = spawnMeasured(valgrind, counting, limit: limit, standardError: errors.path), run.status == 0, run.signal == 0,
        !run.killed, let text = try? String(contentsOf: errors, encoding: .utf8), let range = text.range(of: "Collected : ")
    else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
}

/// Copies of `earshot` without debug information, by the path of each one measured.
nonisolated(unsafe) var strippedCopies: [String: String] = [:]

/// `executable` without its debug information (`objcopy --strip-debug`, made once): the same
/// code, which valgrind 3.19 can run, while it gives up on the DWARF 5 that clang writes for
/// Earshot's C targets. The executable itself when `objcopy` fails.
func withoutDebugInformation(_ executable: String) -> String {
    if let copy = strippedCopies[executable] { return copy }
    let copy = folder.appendingPathComponent("earshot-\(strippedCopies.count)-stripped").path
    let stripped = run("/usr/bin/env", ["objcopy", "--strip-debug", executable, copy], limit: 120)?.status == 0
    strippedCopies[executable] = stripped ? copy : executable
    return strippedCopies[executable] ?? executable
}

func format(_ seconds: Double?) -> String {
    guard let seconds else { return "—" }
    if seconds < 0.001 { return String(format: "%.2f ms", seconds * 1000) }
    if seconds < 1 { return String(format: "%.1f ms", seconds * 1000) }
    return String(format: "%.2f s", seconds)
}

func formatMiB(_ kib: Double?) -> String {
    guard let kib, kib > 0 else { return "—" }
    return String(format: "%.0f MiB", kib / 1024)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

// `earshot-bench --write SIZE FILE`: only write the screen of SIZE elements (for profiling);
// `--write-lean` the lean flat list, `--write-mixed` the lean mixed screen.
if CommandLine.arguments.count == 4, let size = Int(CommandLine.arguments[2]),
    let make = ["--write": Inputs.screen, "--write-lean": Inputs.leanScreen, "--write-mixed": Inputs.leanMixedScreen][
        CommandLine.arguments[1]]
{
    try Data(make(size).utf8).write(to: URL(fileURLWithPath: CommandLine.arguments[3]))
    exit(0)
}
// `earshot-bench --diff`: the line diff of a failure report on long transcripts, each size in a
// process of its own (`--diff-child LINES`) so that its peak memory is its own.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--diff-child", let size = Int(CommandLine.arguments[2]) {
    runDiffChild(lines: size)
}
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--diff" {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    print("diff of two transcripts with 5 changes (1 changed, 2 inserted, 2 removed lines)")
    print("     lines   diff (s)   peak (MB)   peak before diff (MB)")
    for size in [15_000, 150_000] {
        let result = run(me, ["--diff-child", String(size)], limit: 600)
        print(result?.output.split(separator: "\n").last.map(String.init) ?? pad(String(size), 10) + "   failed or over 600 s")
    }
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--launcher" { Launcher.serve() }
let options = Options(Array(CommandLine.arguments.dropFirst()))
if let child = options.child { runChild(child) }

let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
// Before anything large is made here: the processes it starts keep their own peak memory.
Launcher.start(me.path)
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { if !options.keep { try? FileManager.default.removeItem(at: folder) } }

/// The Python interpreter `--python` names, else the one `python3` names on the PATH, run
/// directly: a version manager's shim in front of it (pyenv's is a shell script) is no part of
/// Python's start-up. On this machine pyenv's shim added 30 to 80 ms to each process, which had
/// flattered every "÷ process" ratio. Interpreters differ: Debian's `/usr/bin/python3` 3.11.2
/// loads the lean 100,000-element screen in 381.8M instructions where pyenv's 3.11.7 takes 546.4M.
let python: String = {
    if let chosen = options.pythonPath { return chosen }
    guard let found = run("/usr/bin/env", ["python3", "-c", "import sys; print(sys.executable)"], limit: 60),
        let path = found.output.split(separator: "\n").first.map(String.init), !path.isEmpty
    else { return "python3" }
    return path
}()

print(
    "earshot-bench: inputs in \(folder.path); \(ProcessInfo.processInfo.activeProcessorCount) cores; limit \(Int(options.limit)) s per run; Python: \(python)"
)

/// The `earshot` command to measure: `--earshot PATH`, else the one beside this executable.
/// `swift run earshot-bench` builds only this product, so the command line is built beside it
/// when missing, as README's install recipe builds it: with the Swift runtime linked in.
func earshotCommand() -> URL {
    if let path = options.earshot {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            FileHandle.standardError.write(Data("earshot-bench: --earshot \(path): no executable file there\n".utf8))
            exit(64)
        }
        return URL(fileURLWithPath: path)
    }
    let earshot = me.deletingLastPathComponent().appendingPathComponent("earshot")
    if !FileManager.default.isExecutableFile(atPath: earshot.path) {
        let buildPath = me.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // Earshot's package: Benchmarks/Sources/earshot-bench/main.swift, four folders up.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let recipe = "swift build -c release --static-swift-stdlib --product earshot"
        FileHandle.standardError.write(Data("  building earshot (\(recipe))...\n".utf8))
        _ = run(
            "/usr/bin/env",
            [
                "swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "earshot", "--package-path", package.path,
                "--build-path", buildPath.path,
            ],
            limit: 3600)
    }
    return earshot
}

/// How `binary` has the Swift runtime: linked in (README's install recipe,
/// `--static-swift-stdlib`), or loaded from the toolchain's libswiftCore.so when it starts
/// (`swift build -c release`), which costs each process about 5 ms more to start and a call
/// through the dynamic linker's table for every retain and release.
func runtimeLinkage(of binary: URL) -> String {
    guard let bytes = try? Data(contentsOf: binary, options: .alwaysMapped) else { return "linkage unknown" }
    return bytes.range(of: Data("libswiftCore.so".utf8)) == nil
        ? "the Swift runtime linked in, as README's install recipe builds it"
        : "the Swift runtime loaded from the toolchain (swift build -c release); README's install recipe links it in"
}
// Only the step scenarios (`--sizes "" --suite 0`) run in this process: no `earshot` needed.
let earshot =
    options.sizes.isEmpty && options.leanSizes.isEmpty && options.mixedSizes.isEmpty && options.suite == 0 && options.captures == 0
        && options.growth == 0 && options.commandSizes.isEmpty ? me : earshotCommand()
if earshot != me { print("earshot-bench: measuring \(earshot.path), \(runtimeLinkage(of: earshot))") }

struct Row {
    var size: Int
    var lean = false
    var mixed = false
    /// `earshot listen FILE --format json`: the fastest wall time.
    var listenJSON: Double?
    /// The whole `python3 -c "import json; json.load(open(F))"` process, start-up included.
    var pythonProcess: Double?
    var label: String { mixed ? " lean mixed" : lean ? " lean" : "" }
    var fileBytes = 0
    var child: BenchObject?
    /// `earshot listen FILE`: the fastest wall time, the largest peak.
    var listen: Double?
    var listenPeakKiB: Double?
    var python: Double?
    /// The same with Python's cyclic garbage collector off: the C parser's own speed.
    var pythonNoGC: Double?
    var pythonPeakKiB: Double?
    var note = ""
    func number(_ key: String) -> Double? { child?[key]?.numberValue }
}

var rows: [Row] = []
// Lean screens first, then the sizes in order.
let cases =
    options.mixedSizes.map { ($0, true, true) } + options.leanSizes.map { ($0, true, false) } + options.sizes.map { ($0, false, false) }
for (size, lean, mixed) in cases {
    var row = Row(size: size, lean: lean, mixed: mixed)
    let file = folder.appendingPathComponent("bench-\(size)\(mixed ? "-mixed" : lean ? "-lean" : "").screen.json")
    let text = mixed ? Inputs.leanMixedScreen(elements: size) : lean ? Inputs.leanScreen(elements: size) : Inputs.screen(elements: size)
    row.fileBytes = text.utf8.count
    try Data(text.utf8).write(to: file)
    FileHandle.standardError.write(Data("  \(size) elements: \(row.fileBytes / 1024) KiB file...\n".utf8))
    // `earshot listen` runs as often at every size, so the scaling compares like with like;
    // the phases and Python, only there to explain, run once above 100,000 elements.
    let repeats = size > 100_000 ? 1 : options.repeats
    for _ in 0..<options.repeats {
        guard let result = measure(earshot.path, ["listen", file.path], limit: options.limit), result.status == 0 else {
            row.note = "earshot listen failed or was killed after \(Int(options.limit)) s (--limit)"
            break
        }
        row.listen = min(row.listen ?? result.seconds, result.seconds)
        row.listenPeakKiB = max(row.listenPeakKiB ?? 0, result.peakKiB)
        if let json = measure(earshot.path, ["listen", file.path, "--format", "json"], limit: options.limit), json.status == 0 {
            row.listenJSON = min(row.listenJSON ?? json.seconds, json.seconds)
        }
        if options.python, size <= 100_000,
            let python = measure(
                "/usr/bin/env", [python, "-c", "import json, sys; json.load(open(sys.argv[1]))", file.path], limit: options.limit),
            python.status == 0
        {
            row.pythonProcess = min(row.pythonProcess ?? python.seconds, python.seconds)
        }
    }
    for _ in 0..<repeats {
        guard let result = run(me.path, ["--child", file.path], limit: options.limit),
            case .object(let object)? = BenchJSON.parse(result.output.split(separator: "\n").last.map(String.init) ?? "")
        else {
            break
        }
        if let error = object["error"]?.stringValue { row.note = error }
        // The fastest of each phase.
        var best = object
        if let previous = row.child {
            for key in ["load", "list", "run", "render"] {
                if let a = previous[key]?.numberValue, let b = object[key]?.numberValue { best[key] = .number(min(a, b)) }
            }
        }
        row.child = best
    }
    if options.python {
        let script =
            "import json,sys,time,resource; t=time.perf_counter(); json.load(open(sys.argv[1],'rb')); "
            + "print(time.perf_counter()-t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
        for _ in 0..<repeats {
            guard let result = run("/usr/bin/env", [python, "-c", script, file.path], limit: options.limit) else { continue }
            let parts = result.output.split(separator: " ")
            if let time = parts.first.flatMap({ Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                row.python = min(row.python ?? time, time)
            }
            row.pythonPeakKiB = parts.dropFirst().first.flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let result = run("/usr/bin/env", [python, "-c", "import gc; gc.disable(); " + script, file.path], limit: options.limit),
                let time = result.output.split(separator: " ").first.flatMap({ Double($0) })
            {
                row.pythonNoGC = min(row.pythonNoGC ?? time, time)
            }
        }
    }
    if !options.keep { try? FileManager.default.removeItem(at: file) }
    rows.append(row)
}

if !rows.isEmpty {
    print("")
    print(
        "| elements | file | load+parse+decode | element list | transcript (listen run) | render text | **earshot listen** | peak memory | "
            + "**listen --format json** | Python process | text ÷ process | json ÷ process | Python json.load | listen ÷ Python | "
            + "Python json.load, gc off | listen ÷ that | Python peak |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows {
        let ratio = row.listen.flatMap { listen in row.python.map { String(format: "%.1f×", listen / $0) } } ?? "—"
        let ratioNoGC = row.listen.flatMap { listen in row.pythonNoGC.map { String(format: "%.1f×", listen / $0) } } ?? "—"
        let count = row.number("elements").map { Int($0) } ?? row.size
        let textRatio = row.listen.flatMap { listen in row.pythonProcess.map { String(format: "%.2f×", listen / $0) } } ?? "—"
        let jsonRatio = row.listenJSON.flatMap { listen in row.pythonProcess.map { String(format: "%.2f×", listen / $0) } } ?? "—"
        print(
            "| \(count)\(row.label) | \(row.fileBytes / 1024) KiB | \(format(row.number("load"))) | \(format(row.number("list"))) | \(format(row.number("run"))) | "
                + "\(format(row.number("render"))) | **\(format(row.listen))** | \(formatMiB(row.listenPeakKiB)) | "
                + "**\(format(row.listenJSON))** | \(format(row.pythonProcess)) | \(textRatio) | \(jsonRatio) | \(format(row.python)) | \(ratio) | "
                + "\(format(row.pythonNoGC)) | \(ratioNoGC) | \(formatMiB(row.pythonPeakKiB)) |" + (row.note.isEmpty ? "" : " \(row.note)"))
    }
}

// Scaling: each 10× more elements should cost at most 11× more time.
print("")
let fullRows = rows.filter { !$0.lean }
for (small, large) in zip(fullRows, fullRows.dropFirst()) {
    guard let a = small.listen, let b = large.listen else { continue }
    let factor = b / a
    let sizeFactor = Double(large.size) / Double(small.size)
    let allowed = 11 * sizeFactor / 10
    print(
        String(
            format: "scaling %d → %d: earshot listen time × %.1f (goal ≤ × %.0f) %@", small.size, large.size, factor, allowed,
            factor <= allowed ? "ok" : "MISSED"))
}
for row in rows where row.size == 100_000 {
    if let python = row.pythonProcess {
        for (form, time) in [("text", row.listen), ("--format json", row.listenJSON)] {
            guard let time else { continue }
            print(
                String(
                    format: "100,000 elements%@: earshot listen (%@) %.3f s vs the python3 json.load process %.3f s = %.2f× (goal ≤ 2×) %@",
                    row.label, form, time, python, time / python, time <= 2 * python ? "ok" : "MISSED"))
        }
    }
    guard let listen = row.listen, let python = row.python else { continue }
    print(
        String(
            format: "100,000 elements%@: earshot listen %.2f s vs json.load inside Python %.2f s = %.1f×", row.label, listen, python,
            listen / python))
    if let noGC = row.pythonNoGC {
        print(String(format: "  (against json.load with Python's garbage collector off, %.2f s: %.1f×)", noGC, listen / noGC))
    }
}
if let row = fullRows.first(where: { $0.size == 1_000_000 }) {
    if let peak = row.listenPeakKiB {
        print(
            String(
                format: "1,000,000 elements: earshot listen peak memory %.0f MiB = %.2f GB (goal < 2 GB) %@", peak / 1024,
                peak * 1024 / 1e9, peak * 1024 < 2e9 ? "ok" : "MISSED"))
    } else {
        print("1,000,000 elements: no figure (\(row.note))")
    }
}

// The suite: `earshot test DIR` over small scenarios.
if options.suite > 0 {
    let suite = folder.appendingPathComponent("suite")
    let made = try seconds { try Inputs.writeSuite(count: options.suite, into: suite) }
    if let result = run(earshot.path, ["test", suite.path], limit: options.limit) {
        let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
        print("")
        print(
            String(
                format: "earshot test: %d scenarios in %.2f s (goal < 5 s) %@ — %@, exit %d (inputs written in %.1f s)",
                options.suite, result.seconds, result.seconds < 5 ? "ok" : "MISSED", summary, result.status, made))
    } else {
        print("earshot test: could not run \(earshot.path)")
    }
}

// The speech queue and runtime inserts: 10× the work, at most about 11× the time (whole
// `earshot listen` processes, the fastest of the repeats), beside the peak memory and the page
// faults of the same runs: they grow with what is kept and touched, not with the machine's load.
// The nested cases run at `--growth` ÷ `GrowthInputs.nestedScale` and ten times that, within
// how deep Earshot lets insertions nest the views (see `GrowthInputs.nestedScale`).
if options.growth > 0, options.shapes == nil {
    print("")
    let counting = options.instructions
    print(
        "| case | n | 10n | time ratio (goal ≤ 11×) | | peak memory n, 10n | page faults n, 10n | ratio |"
            + (counting ? " instructions n, 10n | ratio |" : ""))
    print("|---|---:|---:|---:|---|---:|---:|---:|" + (counting ? "---:|---:|" : ""))
    // The speech queue and the insertions of Inputs, then GrowthInputs' views changing at run time.
    let cases: [(name: String, nested: Bool, fileExtension: String, scenario: (Int) -> String)] =
        Inputs.growthCases.indices.map { index in
            (Inputs.growthCases[index], Inputs.growthCases[index].hasPrefix("nested"), "scenario.json", { Inputs.growth(index, count: $0) })
        }
        + GrowthInputs.cases.map { ($0.name, $0.name.hasPrefix("nested"), $0.fileExtension, $0.input) }
    for (index, (name, nested, fileExtension, scenario)) in cases.enumerated() {
        let base = nested ? max(1, Int(Double(options.growth) / GrowthInputs.nestedScale)) : options.growth
        var runs: [MeasuredRun?] = []
        var counts: [Int?] = []
        var problem: String?
        for count in [base, base * 10] {
            let file = folder.appendingPathComponent("growth-\(index)-\(count).\(fileExtension)")
            try Data(scenario(count).utf8).write(to: file)
            var best: MeasuredRun?
            // The fastest of as many runs at 10n as at n: the best of three against one run
            // made the ratio depend on the machine's noise (up to 12.6× where the instructions
            // grow 9.6×).
            for _ in 0..<options.repeats {
                let run = growthRun(earshot.path, ["listen", file.path], limit: options.limit)
                guard let run, run.problem == nil else {
                    problem = problem ?? run?.problem ?? "over the limit"
                    break
                }
                if best.map({ run.seconds < $0.seconds }) ?? true { best = run }
            }
            runs.append(best)
            if counting { counts.append(instructionCount(earshot.path, ["listen", file.path], limit: options.limit)) }
            if !options.keep { try? FileManager.default.removeItem(at: file) }
        }
        let first = runs[0]
        let last = runs[1]
        let ratio = first.flatMap { a in last.map { $0.seconds / a.seconds } }
        let memory = [first, last].map { $0.map { String(format: "%.0f MiB", $0.peakKiB / 1024) } ?? "—" }.joined(separator: ", ")
        let faults = [first, last].map { $0.map { "\($0.faults)" } ?? "—" }.joined(separator: ", ")
        let faultRatio = first.flatMap { a in last.map { String(format: "%.1f×", Double($0.faults) / Double(max(1, a.faults))) } } ?? "—"
        let verdict = ratio.map { $0 <= 11 ? "ok" : "MISSED" } ?? problem ?? "over the limit"
        var instructionColumns = ""
        if counting {
            // One count for each of the two sizes, nil where it could not be made.
            let (small, large) = (counts[0], counts[1])
            let both = counts.map { $0.map { "\($0)" } ?? "— (valgrind?)" }.joined(separator: ", ")
            let countRatio = small.flatMap { a in large.map { String(format: "%.2f×", Double($0) / Double(max(1, a))) } } ?? "—"
            instructionColumns = " \(both) | \(countRatio) |"
        }
        print(
            "| \(name) | \(base): \(format(first?.seconds)) | \(base * 10): \(format(last?.seconds)) | "
                + "\(ratio.map { String(format: "%.1f×", $0) } ?? "—") | \(verdict) | \(memory) | \(faults) | \(faultRatio) |"
                + instructionColumns)
    }
}

// Issue 52's input shapes (ShapeGrowth): 10× the input, at most about 11× the time; the
// fastest of the repeats at each size, whole `earshot` processes; beside the wall time, the
// CPU time of the same runs (user and system).
if options.growth > 0 {
    print("")
    print("| shape | n | 10n | time ratio (goal ≤ 11×) | | peak memory n, 10n | CPU time n, 10n | CPU ratio |")
    print("|---|---:|---:|---:|---|---:|---:|---:|")
    for (index, shape) in ShapeGrowth.shapes.enumerated() where options.shapes.map({ shape.name.hasPrefix($0) }) ?? true {
        let base = max(1, options.growth / shape.scale)
        var best: [MeasuredRun?] = []
        var problem: String?
        for count in [base, base * 10] {
            let place = folder.appendingPathComponent("shape-\(index)-\(count)")
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            let arguments = try shape.arguments(count, place)
            var fastest: MeasuredRun?
            for _ in 0..<options.repeats {
                guard var run = growthRun(earshot.path, arguments, limit: options.limit) else { break }
                if run.status == shape.status, !run.killed, run.signal == 0 { run.problem = nil }
                if let reason = run.problem {
                    problem = problem ?? reason
                    break
                }
                if fastest.map({ run.seconds < $0.seconds }) ?? true { fastest = run }
            }
            best.append(fastest)
            if !options.keep { try? FileManager.default.removeItem(at: place) }
        }
        let ratio = best[0].flatMap { a in best[1].map { $0.seconds / a.seconds } }
        let verdict = ratio.map { $0 <= 11 ? "ok" : "MISSED" } ?? problem ?? "over the limit"
        let memory = best.map { $0.map { String(format: "%.0f MiB", $0.peakKiB / 1024) } ?? "—" }.joined(separator: ", ")
        let cpu = best.map { format($0?.cpuSeconds) }.joined(separator: ", ")
        let cpuRatio = best[0].flatMap { a in best[1].map { String(format: "%.1f×", $0.cpuSeconds / max(a.cpuSeconds, 1e-6)) } } ?? "—"
        print(
            "| \(shape.name) | \(base): \(format(best[0]?.seconds)) | \(base * 10): \(format(best[1]?.seconds)) | "
                + "\(ratio.map { String(format: "%.1f×", $0) } ?? "—") | \(verdict) | \(memory) | \(cpu) | \(cpuRatio) |")
    }
}

// Every command on the same screen at each size: 10× the elements, at most 11× the time.
if !options.commandSizes.isEmpty {
    print("")
    let sizes = options.commandSizes
    // With --instructions, each command's instructions too (callgrind): whether its work is
    // linear, which wall time on a shared machine blurs with memory and kernel costs.
    let counting = options.instructions
    print(
        "| command | " + sizes.map { "\($0)" }.joined(separator: " | ") + " | ratios (goal ≤ 11× per 10×) |"
            + (counting ? " instructions | instruction ratios |" : ""))
    print("|---|" + String(repeating: "---:|", count: sizes.count) + "---|" + (counting ? "---:|---|" : ""))
    let names = ["listen", "dump", "import", "audit", "report --no-audio", "test"]
    var table = [[Double?]](repeating: [], count: names.count)
    var instructions = [[Int?]](repeating: [], count: names.count)
    for size in sizes {
        let screen = folder.appendingPathComponent("commands-\(size).screen.json")
        try Data(Inputs.screen(elements: size).utf8).write(to: screen)
        let capture = folder.appendingPathComponent("commands-\(size).xcuitest.txt")
        try Data(CaptureInputs.capture("bench.xcuitest.txt", rows: CaptureInputs.rows(size)).utf8).write(to: capture)
        let imported = folder.appendingPathComponent("commands-\(size)-imported.screen.json")
        let report = folder.appendingPathComponent("commands-\(size).html")
        // `earshot test` on a scenario of this screen whose expected transcript is what listen says.
        let scenario = folder.appendingPathComponent("commands-\(size).scenario.json")
        if let heard = run(earshot.path, ["listen", screen.path], limit: options.limit) {
            let lines = heard.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                BenchJSON.string(String($0))
            }
            let screenText = String(decoding: try Data(contentsOf: screen), as: UTF8.self)
            let object =
                "{\"earshot\": 1, \"name\": \"commands\", \"screen\": " + screenText + ", \"expect\": "
                + BenchJSON.array(lines).text() + "}"
            try Data(object.utf8).write(to: scenario)
        }
        let argumentLists: [[String]] = [
            ["listen", screen.path], ["dump", screen.path], ["import", capture.path, "-o", imported.path, "--force"],
            ["audit", screen.path], ["report", screen.path, "--no-audio", "-o", report.path], ["test", scenario.path],
        ]
        for (index, arguments) in argumentLists.enumerated() {
            var best: Double?
            for _ in 0..<(size > 100_000 ? 1 : options.repeats) {
                // audit and test may exit 1 (findings, a failed expectation): only a kill is no figure.
                guard let result = measure(earshot.path, arguments, limit: options.limit, quiet: true), result.status <= 1 else { break }
                best = min(best ?? result.seconds, result.seconds)
            }
            table[index].append(best)
            if counting { instructions[index].append(instructionCount(earshot.path, arguments, limit: options.limit * 20)) }
        }
        for file in [screen, capture, imported, report, scenario] where !options.keep { try? FileManager.default.removeItem(at: file) }
    }
    for (index, name) in names.enumerated() {
        let times = table[index]
        let ratios = zip(times, times.dropFirst()).map { a, b -> String in
            guard let a, let b else { return "—" }
            return String(format: "%.1f×", b / a) + (b / a <= 11 ? "" : " MISSED")
        }
        var counted = ""
        if counting {
            let counts = instructions[index]
            let countRatios = zip(counts, counts.dropFirst()).map { a, b -> String in
                guard let a, let b, a > 0 else { return "—" }
                return String(format: "%.2f×", Double(b) / Double(a))
            }
            counted =
                " " + counts.map { $0.map { "\($0)" } ?? "—" }.joined(separator: " → ") + " | " + countRatios.joined(separator: ", ") + " |"
        }
        print(
            "| \(name) | " + times.map { format($0) }.joined(separator: " | ") + " | " + ratios.joined(separator: ", ") + " |" + counted)
    }
}

// App steps: each step should cost what it changes, not the whole screen again.
if options.steps > 0 {
    print("")
    for nested in [true, false] {
        let text = Inputs.insertions(count: options.steps, nested: nested)
        do {
            let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "insertions.scenario.json").scenario
            var lines = 0
            let time = try seconds { lines = try ScenarioRunner.run(scenario).lines.count }
            print(
                String(
                    format: "%d %@ inserts (each into %@): %.2f s, %d transcript lines", options.steps, nested ? "nested" : "flat",
                    nested ? "the view the previous one inserted" : "the root", time, lines))
        } catch {
            print("\(options.steps) \(nested ? "nested" : "flat") inserts: \(error)")
        }
    }
}

// Captures: `earshot listen` on a capture should take at most twice what it takes on the same
// screen as a screen file.
if options.captures > 0 {
    print("")
    print("captures of \(options.captures) rows: `earshot listen` on each format beside the same screen as a screen file (goal ≤ 2×)")
    print("")
    print("| format | file | import (in process) | **earshot listen capture** | screen file | **earshot listen screen** | ratio | |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    let rows = CaptureInputs.rows(options.captures)
    for (name, fileName) in CaptureInputs.formats {
        let file = folder.appendingPathComponent(fileName)
        let screenFile = folder.appendingPathComponent(fileName + ".screen.json")
        let text = CaptureInputs.capture(fileName, rows: rows)
        try Data(text.utf8).write(to: file)
        var importTime: Double?
        var screenBytes = 0
        var note = ""
        do {
            var imported: ImportedScreen?
            importTime = try seconds { imported = try CaptureImporter.read(Array(text.utf8), name: fileName) }
            let screen = ScreenWriter.text(imported?.screen ?? Screen(root: Node(.vStack)))
            screenBytes = screen.utf8.count
            try Data(screen.utf8).write(to: screenFile)
        } catch {
            note = "\(error)"
        }
        var captureTime: Double?
        var screenTime: Double?
        for _ in 0..<options.repeats {
            if let result = measure(earshot.path, ["listen", file.path], limit: options.limit, quiet: true), result.status == 0 {
                captureTime = min(captureTime ?? result.seconds, result.seconds)
            } else if note.isEmpty {
                note = "earshot listen failed on the capture"
            }
            if let result = measure(earshot.path, ["listen", screenFile.path], limit: options.limit), result.status == 0 {
                screenTime = min(screenTime ?? result.seconds, result.seconds)
            }
        }
        var ratio = "—"
        var verdict = note
        if let captureTime, let screenTime {
            ratio = String(format: "%.2f×", captureTime / screenTime)
            if verdict.isEmpty { verdict = captureTime <= 2 * screenTime ? "ok" : "MISSED" }
        }
        print(
            "| \(name) | \(text.utf8.count / 1024) KiB | \(format(importTime)) | **\(format(captureTime))** | \(screenBytes / 1024) KiB | "
                + "**\(format(screenTime))** | \(ratio) | \(verdict) |")
        if !options.keep {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: screenFile)
        }
    }

    // One long line, 10 and 100 KB: the XCUITest line parser must stay linear (10x the text,
    // at most about 11x the time), and 100 KB must take no longer than the whole capture above
    // does at 100,000 rows (1.4 s).
    print("")
    print("XCUITest long lines: import in process, 10 KB and 100 KB (goal: ratio ≤ 11×)")
    print("")
    print("| line | 10 KB | 100 KB | ratio | |")
    print("|---|---:|---:|---:|---|")
    for (name, make) in CaptureInputs.longLines {
        var times: [Double] = []
        var note = ""
        for bytes in [10_000, 100_000] {
            let text = Array(make(bytes).utf8)
            var best: Double?
            for _ in 0..<options.repeats {
                do {
                    let time = try seconds { _ = try CaptureImporter.read(text, name: "long-line.txt") }
                    best = min(best ?? time, time)
                } catch {
                    note = "\(error)"
                }
            }
            times.append(best ?? .nan)
        }
        let ratio = times[1] / times[0]
        let verdict = note.isEmpty ? (ratio <= 11 ? "ok" : "MISSED") : note
        print("| \(name) | \(format(times[0])) | \(format(times[1])) | \(String(format: "%.1f×", ratio)) | \(verdict) |")
    }
}
