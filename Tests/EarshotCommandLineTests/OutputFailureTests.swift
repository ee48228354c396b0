import EarshotTestSupport
import Foundation
import Testing

/// Output that cannot be written (a full disk, a reader that went away) is an error that says
/// why and exits 74 (EX_IOERR), never a trap in `FileHandle.write`.
@Suite(
    "Output that cannot be written", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
final class OutputFailureTests {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let screen = #"{"earshot": 1, "root": {"VStack": [{"Text": "Hello"}, {"Button": "Save"}]}}"#
        try Data(screen.utf8).write(to: folder.appendingPathComponent("s.screen.json"))
    }

    static let full = "/dev/full"

    @Test(
        "Standard output on a full disk: one line with the system's reason, exit 74",
        .enabled(if: FileManager.default.isWritableFile(atPath: full), "no /dev/full on this system"),
        arguments: [
            (["listen", "s.screen.json"], "the transcript"), (["listen", "s.screen.json", "--format", "json"], "the transcript"),
            (["dump", "s.screen.json"], "the element list"), (["help"], "the help"), (["test", "."], "the output"),
        ])
    func fullDisk(arguments: [String], what: String) throws {
        try Data(#"{"earshot": 1, "screen": "s.screen.json", "expect": ["Hello", "Save, Button"]}"#.utf8)
            .write(to: folder.appendingPathComponent("s.scenario.json"))
        let result = try EarshotBinary.run(arguments, in: folder, standardOutput: Self.full)
        #expect(result.status == 74)
        #expect(result.error == "earshot: cannot write \(what): no space left on device\n")
    }

    @Test("A pipe whose reader has gone, with SIGPIPE ignored: broken pipe, exit 74")
    func brokenPipe() throws {
        let binary = try #require(EarshotBinary.url)
        // The reader (`true`) is gone before earshot starts writing; `trap '' PIPE` is inherited.
        let script =
            #"trap '' PIPE; { sleep 1; "$0" listen s.screen.json 2>.pipe-error; echo $? >.pipe-status; } | true; cat .pipe-status .pipe-error"#
        let result = try EarshotBinary.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, binary.path], in: folder)
        #expect(result.output == "74\nearshot: cannot write the transcript: broken pipe\n")
    }

    @Test("Standard output closed (>&-): one line, exit 74, and no WAV voiced into a socket that took descriptor 1 (issue 52, item 3)")
    func closedStandardOutput() throws {
        let binary = try #require(EarshotBinary.url)
        let wav = folder.appendingPathComponent("closed.wav")
        let run = try EarshotBinary.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" listen s.screen.json --wav closed.wav >&-"#, binary.path], in: folder)
        #expect(run.status == 74, "\(run.error)")
        #expect(run.error == "earshot: error: standard output is closed; nothing was run (give it a file or /dev/null: > /dev/null)\n")
        #expect(!FileManager.default.fileExists(atPath: wav.path))
        let closedInput = try EarshotBinary.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" --version <&- 2>&-"#, binary.path], in: folder)
        #expect(closedInput.status == 0, "closed standard input and error are taken by /dev/null; the run goes on")
        #expect(closedInput.output.hasPrefix("earshot "))
    }
}
