import EarshotTestSupport
import Foundation
import Testing

@testable import EarshotSpeech

#if canImport(Glibc)
    import Glibc
#endif

extension EarshotSpeechTests {
    /// A speech worker that dies (killed, or never started under a process limit) changes no
    /// byte of the audio, and the cache never keeps what a fresh engine did not say.
    @Suite struct SpeechWorkerFailureTests {

        /// Twenty-four phrases, more than the workers take at once.
        static let script = VoicingScript(
            items: (0..<24).map { i in
                speech("Row \(i), Button, item \(i) of 24. Double tap to open it.", at: Double(i) * 4)
            }, rate: 55)

        /// The children of this process that run this program and have children of their own:
        /// speech zygotes that have said something (a zygote forks a voice zygote for each voice it
        /// is asked for; a spare zygote has none yet). A killed one (a zombie) has no program.
        static func busyZygotes() -> [pid_t] {
            let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            return children(of: getpid()).filter { pid in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == program
                    && !children(of: pid).isEmpty
            }
        }

        /// A process's children, from `/proc/PID/task/*/children`.
        static func children(of pid: pid_t) -> [pid_t] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return tasks.flatMap { task -> [pid_t] in
                guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/task/\(task)/children") else { return [] }
                defer { try? file.close() }
                let text = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
                return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { pid_t($0) }
            }
        }

        @Test(
            "Workers killed between two renders: the phrases they would have said are said by a fresh engine, the bytes are the same, and the cache holds them",
            .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs /proc to find the workers"))
        func killedWorkerChangesNoByte() throws {
            let undisturbed = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).render(Self.script)
            let busy = Self.busyZygotes()
            let zygote = try #require(busy.first, "a worker has said something")
            #expect(kill(zygote, SIGKILL) == 0)
            // And another worker's voice zygote: its zygote cannot know whether the voice's child
            // replied, so it ends too, rather than risk a reply out of step.
            if let other = busy.dropFirst().first, let voice = Self.children(of: other).first {
                #expect(kill(voice, SIGKILL) == 0)
            }

            let cacheDir = temporaryDirectory("earshot-cache")
            let disturbed = try Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir).renderWithTrace(Self.script)
            #expect(disturbed.trace.synthesisCalls == 24)
            #expect(disturbed.trace.inProcessSyntheses == 0)
            // Compared as one Bool: a failure's diff of two WAVs would take minutes to print.
            let sameBytes = disturbed.audio.wavData() == undisturbed.wavData()
            #expect(sameBytes, "\(Self.differingSamples(disturbed.audio, undisturbed)) samples differ")
            #expect(!Self.busyZygotes().contains(zygote))

            // Every entry the disturbed render stored reads back as the undisturbed bytes.
            let reread = try Voicer(voicesDirectory: repoVoices, cacheDirectory: cacheDir).renderWithTrace(Self.script)
            #expect(reread.trace.cacheHits == 24 && reread.trace.synthesisCalls == 0)
            let sameCachedBytes = reread.audio.wavData() == undisturbed.wavData()
            #expect(sameCachedBytes, "\(Self.differingSamples(reread.audio, undisturbed)) samples differ")
        }

        /// How many samples differ between two renders (a length difference counts as many).
        static func differingSamples(_ a: AudioBuffer, _ b: AudioBuffer) -> Int {
            zip(a.samples, b.samples).filter { $0 != $1 }.count + abs(a.samples.count - b.samples.count)
        }

        /// Workers whose zygotes are all gone, with no spare left, as when every worker dies: each
        /// request is still said (in this process, not fresh), none left empty. (Before, a request
        /// no worker had taken when the last one died came back empty, and was cached so.)
        @Test("Every worker dead: each phrase is said in this process, none is empty, none is fresh")
        func everyWorkerDead() throws {
            let workers = (0..<2).map { _ -> SpeechEngine.Worker in
                var ends: [Int32] = [-1, -1]
                #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
                close(ends[1])  // the zygote's end: gone
                return SpeechEngine.Worker(fd: ends[0], spares: { nil })
            }
            let requests = (0..<24).map { i in
                SpeechEngine.Request(voice: "en", wordsPerMinute: 180, pitch: 50, spellsOut: false, text: "Row \(i), Button")
            }
            let said = try SpeechEngine.synthesizeAll(requests, languages: requests.map { _ in "en" }, workers: workers)
            #expect(said.samples.count == 24 && said.fresh.count == 24)
            #expect(said.samples.allSatisfy { !$0.isEmpty }, "\(said.samples.filter(\.isEmpty).count) phrases empty")
            #expect(!said.fresh.contains(true))
            #expect(workers.allSatisfy { !$0.isReachable })
        }

        /// `setpriv`, `prlimit` and this build's `earshot`, when this process may run it as another
        /// user (RLIMIT_NPROC does not bind root, so the limit is tried on an unprivileged one).
        static let limitTools: (setpriv: String, prlimit: String, earshot: String)? = {
            guard getuid() == 0 else { return nil }
            let earshot = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("earshot").path
            let found = ["/usr/bin/setpriv", "/usr/bin/prlimit"].map { FileManager.default.isExecutableFile(atPath: $0) }
            guard found.allSatisfy({ $0 }), FileManager.default.isExecutableFile(atPath: earshot) else { return nil }
            return ("/usr/bin/setpriv", "/usr/bin/prlimit", earshot)
        }()

        /// A user with no process of its own here: the limit counts the user's processes. One
        /// of this test process's own, so that two suites running at once on one machine (two
        /// clones, two CI jobs) do not count each other's processes against the limit.
        static let unprivilegedUser = String(61_000 + Int(getpid()) % 4_000)

        /// Runs `earshot listen SCREEN --wav OUT` as the unprivileged user with at most `limit`
        /// processes and threads (none: unlimited); the exit status and standard error. The
        /// binary run is the copy in `folder` (`copyEarshot(into:)`).
        static func listen(in folder: URL, limit: Int?, name: String) throws -> (status: Int32, error: String) {
            let tools = try #require(limitTools)
            let limited = limit.map { [tools.prlimit, "--nproc=\($0)"] } ?? []
            let run = try ChildProcess.run(
                URL(fileURLWithPath: tools.setpriv),
                ["--reuid=\(unprivilegedUser)", "--regid=\(unprivilegedUser)", "--clear-groups"] + limited + [
                    folder.appendingPathComponent("earshot").path, "listen", folder.appendingPathComponent("screen.json").path,
                    "--wav", folder.appendingPathComponent("\(name).wav").path,
                ],
                environment: .merged(["EARSHOT_CACHE_DIR": folder.appendingPathComponent("cache-\(name)").path, "HOME": folder.path]),
                output: .discarded)
            return (run.signalled ? 128 + run.status : run.status, run.error)
        }

        /// Copies this build's `earshot` into `folder`, which the other user may enter: the build
        /// folder may not be (a clone under `mktemp -d`, mode 0700), and the binary runs alone.
        static func copyEarshot(into folder: URL) throws {
            let tools = try #require(limitTools)
            try FileManager.default.copyItem(atPath: tools.earshot, toPath: folder.appendingPathComponent("earshot").path)
        }

        /// The cache files under `folder`, by path below it, with their bytes.
        static func cacheFiles(in folder: URL) -> [String: Data] {
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "pcm" } ?? []
            var out: [String: Data] = [:]
            for file in files {
                out[String(file.path.dropFirst(folder.path.count))] = try? Data(contentsOf: file)
            }
            return out
        }

        @Test(
            "Under a process limit, listen --wav ends: it voices in this process with one line said (nothing cached), or says in one line that no thread can be started (73)",
            .enabled(if: limitTools != nil, "needs root (to run earshot as an unprivileged user), setpriv, prlimit and the earshot build"))
        func processLimitNeitherHangsNorAborts() throws {
            // In the system's temporary folder (which anyone may enter), open to the other user.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-nproc-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(chmod(folder.path, 0o777) == 0)
            try Data(
                """
                {"earshot": 1, "name": "Limits", "root": {"VStack": [
                  {"Text": "Settings", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Sign in"},
                  {"Toggle": "Remember me", "isOn": false}, {"Button": "Privacy Policy"}]}}
                """.utf8
            ).write(to: folder.appendingPathComponent("screen.json"))
            try Self.copyEarshot(into: folder)

            let reference = try Self.listen(in: folder, limit: nil, name: "unlimited")
            try #require(reference.status == 0, "\(reference.error)")
            let wav = try Data(contentsOf: folder.appendingPathComponent("unlimited.wav"))
            let referenceCache = Self.cacheFiles(in: folder.appendingPathComponent("cache-unlimited"))
            #expect(!referenceCache.isEmpty)

            var inProcess = 0
            var refused = 0
            for limit in [1, 2, 3, 4, 6, 8, 12, 16] {
                let run = try Self.listen(in: folder, limit: limit, name: "limit\(limit)")
                let lines = run.error.split(separator: "\n")
                let cache = Self.cacheFiles(in: folder.appendingPathComponent("cache-limit\(limit)"))
                switch run.status {
                case 0:
                    let warned = lines.contains { $0.hasPrefix("earshot: warning: no speech worker process") }
                    #expect(lines.filter { $0.hasPrefix("earshot:") }.count == (warned ? 1 : 0), "limit \(limit): \(run.error)")
                    if warned {
                        // Some utterances may have been said by a worker before the others could
                        // not be: those are cached (checked below), the others are not.
                        inProcess += 1
                    } else {
                        let same = try Data(contentsOf: folder.appendingPathComponent("limit\(limit).wav")) == wav
                        #expect(same, "limit \(limit): the WAV differs from the unlimited run's")
                    }
                    // What is cached is what an unlimited run caches, byte for byte: nothing said
                    // in this process (it would differ: the limited run says them in another order).
                    for (path, bytes) in cache { #expect(referenceCache[path] == bytes, "limit \(limit): \(path)") }
                case 73:
                    refused += 1
                    #expect(lines.count == 1 && run.error.contains("ulimit -u"), "limit \(limit): \(run.error)")
                    #expect(cache.isEmpty)
                default:
                    Issue.record("limit \(limit): exit status \(run.status): \(run.error)")
                }
            }
            // The limits reach both ways of ending: no thread for eSpeak NG, and no worker process.
            #expect(refused > 0 && inProcess > 0, "refused \(refused), voiced in-process \(inProcess)")
        }
    }
}
