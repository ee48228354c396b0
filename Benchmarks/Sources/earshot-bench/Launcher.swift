import BenchSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts the processes the benchmark measures from a small process of its own.
///
/// Linux carries a process's peak resident memory (`ru_maxrss`) across `exec`: a process this
/// benchmark starts begins with the benchmark's own peak as its peak. After the benchmark had
/// written the 1,000,000-element screen, every growth run reported 830 MiB, what the benchmark
/// itself had reached. The launcher is this executable started again, with `--launcher`, before
/// the benchmark makes anything large. It starts each process it is asked for, waits for it, and
/// answers with its figures, so a process's peak is its own whatever the benchmark holds.
///
/// One request or answer is a JSON object on one line, through the launcher's standard input and
/// output. Without a launcher (it could not be started), processes are started here.
final class Launcher: @unchecked Sendable {
    private let requests: Int32
    private let answers: Int32
    private let lock = BenchLock(())
    private var pending: [UInt8] = []

    private init(requests: Int32, answers: Int32) {
        self.requests = requests
        self.answers = answers
    }

    /// The launcher every measured process is started by, once `start` has run.
    nonisolated(unsafe) static var shared: Launcher?

    /// Starts `executable --launcher`; call it before anything large is allocated.
    static func start(_ executable: String) {
        var toLauncher: [Int32] = [0, 0]
        var fromLauncher: [Int32] = [0, 0]
        guard pipe(&toLauncher) == 0 else { return }
        guard pipe(&fromLauncher) == 0 else {
            close(toLauncher[0])
            close(toLauncher[1])
            return
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toLauncher[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromLauncher[1], 1)
        for fd in toLauncher + fromLauncher { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = [strdup(executable), strdup("--launcher"), nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0
        close(toLauncher[0])
        close(fromLauncher[1])
        guard started else {
            close(toLauncher[1])
            close(fromLauncher[0])
            return
        }
        // The launcher ends when its standard input closes, at this process's exit.
        _ = fcntl(toLauncher[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromLauncher[0], F_SETFD, FD_CLOEXEC)
        shared = Launcher(requests: toLauncher[1], answers: fromLauncher[0])
    }

    /// Has the launcher start one process and wait for it; nil when it could not be started or
    /// the launcher is gone.
    func spawn(_ executable: String, _ arguments: [String], limit: Double, standardOutput: String?, standardError: String?)
        -> MeasuredRun?
    {
        let request = BenchJSON.object(
            BenchObject([
                ("executable", .string(executable)), ("arguments", .array(arguments.map { .string($0) })), ("limit", .number(limit)),
                ("standardOutput", standardOutput.map { .string($0) } ?? .null),
                ("standardError", standardError.map { .string($0) } ?? .null),
            ]))
        return lock.withLock { _ in
            let line = Array((request.text() + "\n").utf8)
            guard line.withUnsafeBytes({ writeAll(requests, $0) }), let answer = readLine(), let object = BenchJSON.parse(answer)
            else { return nil }
            return MeasuredRun(answer: object)
        }
    }

    /// The launcher's side: answers requests until its standard input ends.
    static func serve() -> Never {
        while let line = Swift.readLine() {
            var answer = BenchJSON.object(BenchObject([("error", .string("not a request"))]))
            if let request = BenchJSON.parse(line), let executable = request["executable"]?.stringValue,
                let arguments = request["arguments"]?.arrayValue?.compactMap(\.stringValue), let limit = request["limit"]?.numberValue
            {
                if let run = spawnHere(
                    executable, arguments, limit: limit, standardOutput: request["standardOutput"]?.stringValue,
                    standardError: request["standardError"]?.stringValue)
                {
                    answer = run.answer
                } else {
                    answer = .object(BenchObject([("error", .string("could not start \(executable)"))]))
                }
            }
            let line = Array((answer.text() + "\n").utf8)
            guard line.withUnsafeBytes({ writeAll(1, $0) }) else { exit(1) }
        }
        exit(0)
    }

    /// One line from the launcher, without its newline.
    private func readLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            let count = read(answers, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += chunk[..<count]
        }
    }
}

private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return bytes.isEmpty }
    var done = 0
    while done < bytes.count {
        let count = write(fd, base + done, bytes.count - done)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
    }
    return true
}

extension MeasuredRun {
    fileprivate var answer: BenchJSON {
        .object(
            BenchObject([
                ("seconds", .number(seconds)), ("peakKiB", .number(peakKiB)), ("faults", .number(Double(faults))),
                ("status", .number(Double(status))), ("signal", .number(Double(signal))), ("killed", .bool(killed)),
                ("cpuSeconds", .number(cpuSeconds)),
            ]))
    }

    fileprivate init?(answer: BenchJSON) {
        guard let seconds = answer["seconds"]?.numberValue, let peakKiB = answer["peakKiB"]?.numberValue,
            let faults = answer["faults"]?.numberValue, let status = answer["status"]?.numberValue,
            let signal = answer["signal"]?.numberValue, let killed = answer["killed"]?.boolValue
        else { return nil }
        self.init(
            seconds: seconds, cpuSeconds: answer["cpuSeconds"]?.numberValue ?? seconds, peakKiB: peakKiB, faults: Int(faults),
            status: Int32(status), signal: Int32(signal), killed: killed)
    }
}
