import EarshotTestSupport
import Foundation
import Testing

/// The install recipe (`Documentation/INSTALLING.md`), met as a user meets it: the release binary built with
/// `--static-swift-stdlib`, copied alone, run with the Swift toolchain and the source tree out
/// of reach (each hidden under an empty folder in a mount namespace of its own), with eSpeak NG
/// and without it (its library files hidden too). `Scripts/check-install` builds the binary and
/// runs this suite with `EARSHOT_STANDALONE_BINARY` naming it.
@Suite(
    "The installed binary, without the toolchain",
    .enabled(if: StandaloneSetup.binary != nil, "EARSHOT_STANDALONE_BINARY is not set: Scripts/check-install builds it and runs these"),
    .enabled(if: StandaloneSetup.canIsolate, "hiding the toolchain needs root and unshare (a mount namespace)"),
    .enabled(if: StandaloneSetup.toolchain != nil, "the Swift toolchain is not in a folder of its own that can be hidden"))
struct StandaloneBinaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var binary: URL? { StandaloneSetup.binary }
    static var toolchain: String? { StandaloneSetup.toolchain }

    /// eSpeak NG's library files where the dynamic loader would find them.
    static func espeakLibraries() -> [String] {
        let folders =
            ["/usr/lib", "/usr/lib64", "/usr/local/lib", "/lib"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []).filter { $0.hasSuffix("-linux-gnu") }
            .map { "/usr/lib/\($0)" }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("libespeak-ng.so") }
                .map { URL(fileURLWithPath: "\(folder)/\($0)").resolvingSymlinksInPath().path }
        }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Runs `command` with `environment` (else this process's), reading nothing.
    static func run(_ command: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> ChildProcess.Result {
        try ChildProcess.run(
            URL(fileURLWithPath: command[0]), Array(command.dropFirst()), in: folder,
            environment: environment.map { .replaced($0) } ?? .inherited, input: .nothing)
    }

    /// A copy of the binary in a folder of its own, with a working folder and a home beside it.
    struct Install {
        let root: URL
        var binary: URL { root.appendingPathComponent("bin/earshot") }
        var work: URL { root.appendingPathComponent("work") }
        var home: URL { root.appendingPathComponent("home") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-install-\(UUID().uuidString)")
            for folder in ["bin", "work", "home"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(at: try #require(StandaloneBinaryTests.binary), to: binary)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Runs the copy with the toolchain and the source tree hidden, and eSpeak NG's library
        /// files too unless `espeak`; no `EARSHOT_*`, `LD_LIBRARY_PATH` or cache settings.
        func run(_ arguments: [String], espeak: Bool) throws -> ChildProcess.Result {
            let hidden = try [#require(StandaloneBinaryTests.toolchain), StandaloneBinaryTests.repository.path]
            let libraries = espeak ? [] : StandaloneBinaryTests.espeakLibraries()
            let script = """
                set -e
                for folder in \(hidden.map { "'\($0)'" }.joined(separator: " ")); do mount -t tmpfs none "$folder"; done
                for file in \(libraries.map { "'\($0)'" }.joined(separator: " ")); do mount --bind /dev/null "$file"; done
                exec "$@"
                """
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("EARSHOT_") }
            for key in ["LD_LIBRARY_PATH", "XDG_CACHE_HOME", "ESPEAK_DATA_PATH"] { environment[key] = nil }
            environment["HOME"] = home.path
            environment["PATH"] = "/usr/bin:/bin"
            return try StandaloneBinaryTests.run(
                ["/usr/bin/unshare", "-m", "/bin/sh", "-c", script, "sh", binary.path] + arguments, in: work, environment: environment)
        }
    }

    @Test("The toolchain is really out of reach: the build's own debug binary cannot start there")
    func toolchainIsHidden() throws {
        let debug = Self.repository.appendingPathComponent(".build/debug/earshot")
        try #require(FileManager.default.isExecutableFile(atPath: debug.path), "no debug build to compare with")
        let install = try Install()
        defer { install.remove() }
        try FileManager.default.removeItem(at: install.binary)
        try FileManager.default.copyItem(at: debug, to: install.binary)
        let result = try install.run(["--version"], espeak: true)
        #expect(result.status != 0)
        #expect(result.error.contains("libswift"), "\(result.error)")
    }

    @Test("Alone, without the toolchain, with eSpeak NG: listen, test, audit and --wav work")
    func withEspeak() throws {
        let install = try Install()
        defer { install.remove() }
        let version = try install.run(["--version"], espeak: true)
        #expect(version.status == 0, "\(version.error)")
        #expect(version.output.hasPrefix("earshot "))
        let listen = try install.run(["listen"], espeak: true)
        #expect(listen.status == 0, "\(listen.error)")
        #expect(listen.output.hasPrefix("Notes, Button\nNew observation, Heading\n"))
        try Data(#"{"earshot": 1, "root": {"Button": "Save"}, "name": "Save"}"#.utf8).write(
            to: install.work.appendingPathComponent("save.screen.json"))
        try Data(#"{"earshot": 1, "screen": "save.screen.json", "expect": ["Save, Button"]}"#.utf8)
            .write(to: install.work.appendingPathComponent("save.scenario.json"))
        let test = try install.run(["test", "."], espeak: true)
        #expect(test.status == 0, "\(test.output)\(test.error)")
        #expect(test.output.contains("1 passed, 0 failed"), "\(test.output)")
        let audit = try install.run(["audit", "save.screen.json", "--format", "sarif"], espeak: true)
        #expect(audit.status == 0, "\(audit.error)")
        let wav = try install.run(["listen", "save.screen.json", "--wav", "save.wav"], espeak: true)
        #expect(wav.status == 0, "\(wav.error)")
        let audio = try Data(contentsOf: install.work.appendingPathComponent("save.wav"))
        #expect(audio.count > 1000 && audio.prefix(4) == Data("RIFF".utf8))
    }

    @Test("Alone, without the toolchain or eSpeak NG: listen works, and --wav says what to install")
    func withoutEspeak() throws {
        try #require(!Self.espeakLibraries().isEmpty, "eSpeak NG is not installed, so there is nothing to hide")
        let install = try Install()
        defer { install.remove() }
        let listen = try install.run(["listen"], espeak: false)
        #expect(listen.status == 0, "\(listen.error)")
        #expect(listen.output.hasPrefix("Notes, Button\n"))
        let wav = try install.run(["listen", "--wav", "demo.wav"], espeak: false)
        #expect(wav.status != 0)
        #expect(wav.error.contains("eSpeak NG is unavailable"), "\(wav.error)")
        #expect(wav.error.contains("apt-get install libespeak-ng1"), "\(wav.error)")
        // The loader's own reason (the hidden library reads as an empty file), copied before the
        // next dlopen reuses its buffer: it once came out as bytes that were not UTF-8.
        #expect(wav.error.contains("file too short") || wav.error.contains("cannot open shared object file"), "\(wav.error)")
        #expect(!wav.error.contains("\u{FFFD}"), "\(wav.error)")
        #expect(wav.error.split(separator: "\n").count == 1, "\(wav.error)")
        #expect(!FileManager.default.fileExists(atPath: install.work.appendingPathComponent("demo.wav").path))
    }

}

/// What decides whether `StandaloneBinaryTests` can run (a suite's traits cannot name the suite's own members).
enum StandaloneSetup {
    static let binary: URL? = ProcessInfo.processInfo.environment["EARSHOT_STANDALONE_BINARY"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    /// The folder the toolchain's `swift` lives in, three levels up (`/opt/swift` for
    /// `/opt/swift/usr/bin/swift`); nil when that is a system folder that cannot be hidden.
    static let toolchain: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let root = real.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        return ["/", "/usr", "/usr/local", ""].contains(root) ? nil : root
    }()

    static let canIsolate: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? StandaloneBinaryTests.run(["/usr/bin/unshare", "-m", "true"]).status) == 0
    }()
}

/// The install block (`Documentation/INSTALLING.md`) is what `Scripts/check-install` builds and checks (run everywhere).
@Suite("The install recipe")
struct InstallRecipeTests {
    @Test("The install recipe is the build Scripts/check-install checks")
    func readmeRecipeIsChecked() throws {
        let install = try DocumentationSample.all().filter { $0.kind == "install" }
        #expect(install.count == 1)
        let build = try #require(install.first?.text.split(separator: "\n").first.map(String.init))
        #expect(build.contains("--static-swift-stdlib"))
        let script = try String(
            contentsOf: StandaloneBinaryTests.repository.appendingPathComponent("Scripts/check-install"), encoding: .utf8)
        #expect(script.split(separator: "\n").contains { $0 == build }, "Scripts/check-install does not run '\(build)'")
    }
}
