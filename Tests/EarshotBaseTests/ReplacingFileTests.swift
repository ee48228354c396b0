import EarshotTestSupport
import Foundation
import Testing

@testable import EarshotBase

/// Outputs written whole or not at all (issue: writes that lose data): a file beside the
/// target, renamed over it when complete.
@Suite("Replacing files")
struct ReplacingFileTests {
    let folder: URL

    init() throws {
        folder = scratchFolder.appendingPathComponent("replacing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ text: String, _ file: ReplacingFile) throws {
        try Array(text.utf8).withUnsafeBytes { try file.write($0) }
    }

    /// The names in the folder, temporary files included.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test("Until the commit the old file is whole; an abandoned write leaves it and no temporary file")
    func oldFileStaysWhole() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(toFile: path("out.txt"), atomically: true, encoding: .utf8)
        let file = try ReplacingFile(path: path("out.txt"))
        try write("new and longer", file)
        #expect(try String(contentsOfFile: path("out.txt"), encoding: .utf8) == "old")
        file.abandon()
        #expect(try String(contentsOfFile: path("out.txt"), encoding: .utf8) == "old")
        #expect(try names() == ["out.txt"])

        let second = try ReplacingFile(path: path("out.txt"))
        try write("new", second)
        try second.commit()
        #expect(try String(contentsOfFile: path("out.txt"), encoding: .utf8) == "new")
        #expect(try names() == ["out.txt"])
    }

    @Test("Two runs writing one name at the same time leave one whole file, never a mix")
    func twoWriters() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ReplacingFile(path: path("out.wav"))
        let second = try ReplacingFile(path: path("out.wav"))
        try write("AAAAAAAA", first)
        try write("BB", second)
        try write("AAAAAAAA", first)
        try second.commit()
        try first.commit()
        #expect(try String(contentsOfFile: path("out.wav"), encoding: .utf8) == "AAAAAAAAAAAAAAAA")
        #expect(try names() == ["out.wav"])
    }

    @Test("A symbolic link put at the name while the run writes is replaced, not written through")
    func linkPutThereMeanwhile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "precious".write(toFile: path("elsewhere.txt"), atomically: true, encoding: .utf8)
        let file = try ReplacingFile(path: path("out.wav"))
        try FileManager.default.createSymbolicLink(atPath: path("out.wav"), withDestinationPath: path("elsewhere.txt"))
        try write("audio", file)
        try file.commit()
        #expect(try String(contentsOfFile: path("elsewhere.txt"), encoding: .utf8) == "precious")
        // attributesOfItem does not follow a link: the name is a file of its own now.
        #expect(try FileManager.default.attributesOfItem(atPath: path("out.wav"))[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: path("out.wav"), encoding: .utf8) == "audio")
    }

    @Test("A device is written where it is; a folder that is not there is the system's error")
    func devicesAndErrors() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = try ReplacingFile(path: "/dev/null")
        try write("nothing", null)
        try null.commit()
        #expect(throws: ReplacingFile.Failure.self) { _ = try ReplacingFile(path: path("missing/out.txt")) }
        do {
            _ = try ReplacingFile(path: path("missing/out.txt"))
        } catch {
            #expect(error.reason == "no such file or directory")
        }
    }
}

/// A signal while `--wav` is written (issue 52, item 3).
@Suite(
    "Signals during --wav", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/env"), "no /usr/bin/env"))
struct SignalDuringWAVTests {
    @Test("SIGTERM while the WAV is written: the process ends by the signal, the old file intact, nothing left beside it")
    func termination() throws {
        let binary = try #require(EarshotBinary.url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Labels no run spoke before, so voicing takes time (the speech cache has none of them).
        let salt = UUID().uuidString
        let texts = (0..<3_000).map { #"{"Text": "Row \#($0) of the signal test \#(salt)"}"# }.joined(separator: ", ")
        let scenario = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [\#(texts)]}}, "steps": ["readAll"]}"#
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("long.scenario.json"))
        // The file that was there: a WAV of an earlier run (`--wav` replaces only a WAV).
        let short = #"{"earshot": 1, "root": {"Text": "Before"}}"#
        try Data(short.utf8).write(to: folder.appendingPathComponent("short.screen.json"))
        let before = try EarshotBinary.run(["listen", "short.screen.json", "--wav", "out.wav"], in: folder)
        try #require(before.status == 0, "\(before.error)")
        let old = try Data(contentsOf: folder.appendingPathComponent("out.wav"))
        // A test runner may start its children with SIGTERM ignored (and an ignored signal stays
        // ignored): coreutils' env gives the run SIGTERM's default, as a shell would.
        let child = try ChildProcess.start(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["--default-signal=TERM", binary.path, "listen", "long.scenario.json", "--wav", "out.wav"], in: folder, output: .discarded)
        // Signalled once the file beside out.wav exists: the moment a signal once left it there.
        // No deadline: on a loaded machine voicing may start minutes later, and a run that ends
        // without the file ends the loop.
        var writing = false
        while child.isRunning, !writing {
            writing = (try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains { $0.hasSuffix(".tmp") }
            if !writing { usleep(2_000) }
        }
        try #require(writing, "the run wrote no file beside out.wav before it ended")
        kill(child.processIdentifier, SIGTERM)
        let ended = try child.wait()
        #expect(ended.signalled && ended.status == SIGTERM)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.wav")) == old)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "long.scenario.json", "out.wav", "short.screen.json",
            ])
    }
}
