import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is not a regular file (a FIFO, a device, a folder) is refused by name before it is
/// opened, wherever Earshot reads a file; and the 1 GiB limit holds for every file it reads.
/// Each case runs the `earshot` binary with a time limit, so a read that blocks on a FIFO fails
/// its test instead of hanging the run.
@Suite(
    "Files that are not regular files", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
final class NonRegularFileTests {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["pipe.screen.json", "pipe.transcript", "suite/pipe.scenario.json", "suite/golden.transcript"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0)
        }
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try write("names-pipe.scenario.json", #"{"earshot": 1, "screen": "pipe.screen.json"}"#)
        try write(
            "expects-pipe.scenario.json", #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "expect": "pipe.transcript"}"#)
        try write(
            "expects-huge.scenario.json", #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "expect": "huge.transcript"}"#)
        try write("suite/golden.scenario.json", #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}}"#)
        try write("suite/good.scenario.json", #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "expect": ["Hi"]}"#)
        // A sparse file one byte past 1 GiB: no disk space, and refused before a byte is read.
        let huge = open(folder.appendingPathComponent("huge.transcript").path, O_WRONLY | O_CREAT, 0o644)
        #expect(huge >= 0 && ftruncate(huge, off_t(DocumentLoader.maximumFileBytes + 1)) == 0)
        close(huge)
    }

    /// Runs `earshot arguments` in the folder; nil when it is still running after 20 s.
    func run(_ arguments: [String]) throws -> EarshotBinary.Result? {
        try ChildProcess.start(try #require(EarshotBinary.url), arguments, in: folder).wait(atMost: 20)
    }

    static let fifo = "is a FIFO (a named pipe), not a regular file; Earshot reads only regular files"

    @Test("A FIFO as a screen is refused by name, not waited on")
    func fifoScreen() throws {
        let result = try #require(try run(["listen", "pipe.screen.json"]), "blocked on the FIFO")
        #expect(result.status == 65)
        #expect(result.error == "pipe.screen.json: error: \(Self.fifo)\n")
    }

    @Test("A FIFO named as a scenario's screen is refused by name")
    func fifoScreenOfScenario() throws {
        let result = try #require(try run(["listen", "names-pipe.scenario.json"]), "blocked on the FIFO")
        #expect(result.status == 65)
        #expect(result.error.contains("at screen: the screen \"pipe.screen.json\" \(Self.fifo)"), "\(result.error)")
    }

    @Test("A FIFO as an expect transcript file is refused by name")
    func fifoTranscript() throws {
        let result = try #require(try run(["listen", "expects-pipe.scenario.json"]), "blocked on the FIFO")
        #expect(result.status == 65)
        #expect(result.error.contains("at expect: the transcript file \"pipe.transcript\" \(Self.fifo)"), "\(result.error)")
    }

    @Test("An expect transcript file past 1 GiB is refused, with its size and the limit")
    func hugeTranscript() throws {
        let result = try #require(try run(["listen", "expects-huge.scenario.json"]))
        #expect(result.status == 65)
        #expect(
            result.error.contains(
                "at expect: the transcript file \"huge.transcript\" is 1073741825 bytes; Earshot reads files up to 1073741824 bytes (1 GiB)"
            ),
            "\(result.error)")
    }

    @Test("earshot test reports a FIFO scenario and a FIFO golden transcript and runs the rest")
    func fifoInTestRun() throws {
        let result = try #require(try run(["test", "suite"]), "blocked on a FIFO")
        #expect(result.status == 65)
        #expect(result.output.contains("ERROR suite/pipe.scenario.json: error: \(Self.fifo)"), "\(result.output)")
        #expect(result.output.contains("ERROR suite/golden.transcript: error: \(Self.fifo)"), "\(result.output)")
        #expect(result.output.contains("1 passed"), "\(result.output)")
    }

    @Test("A device is refused as a device, a folder as a folder, a missing file as missing")
    func otherKinds() throws {
        let device = try #require(try run(["listen", "/dev/null"]))
        #expect(device.status == 65)
        #expect(device.error == "/dev/null: error: is a device, not a regular file; Earshot reads only regular files\n")
        let folder = try #require(try run(["listen", "suite"]))
        #expect(folder.error == "suite: error: is a folder, expected a .screen.json or .scenario.json file\n")
        let missing = try #require(try run(["listen", "gone.screen.json"]))
        #expect(missing.error == "gone.screen.json: error: no such file\n")
    }

    @Test("The shared check names each kind and the size limit")
    func checkedRegularFileNamesTheCause() throws {
        #expect(throws: FileProblem.self) { try checkedRegularFile(at: self.folder.appendingPathComponent("pipe.transcript")) }
        for (path, kind) in [
            ("pipe.transcript", FileProblem.Kind.fifo), ("suite", .folder), ("gone", .missing), ("huge.transcript", .tooLarge),
        ] {
            do {
                _ = try checkedRegularFile(at: folder.appendingPathComponent(path))
                Issue.record("\(path) passed the check")
            } catch {
                #expect(error.kind == kind, "\(path): \(error.message)")
            }
        }
        do {
            _ = try checkedRegularFile(at: URL(fileURLWithPath: "/dev/zero"))
            Issue.record("/dev/zero passed the check")
        } catch {
            #expect(error.kind == .device)
        }
        try Data("Hi\n".utf8).write(to: folder.appendingPathComponent("small.transcript"))
        #expect(try checkedRegularFile(at: folder.appendingPathComponent("small.transcript")) == 3)
        #expect(try readRegularFile(at: folder.appendingPathComponent("small.transcript")) == Array("Hi\n".utf8))
    }
}
