import Foundation
import Testing

/// An output that is an input, or another output of the same run, is refused (exit 73) before
/// anything is written; a WAV file is replaced whole.
@Suite("Outputs that would destroy an input or each other")
struct OutputSafetyCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("import CAPTURE -o CAPTURE --force is refused and the capture is kept")
    func importOverItsInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let capture = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/EarshotTests/Captures/S5-login-table.txt"), encoding: .utf8)
        try folder.write(capture, to: "login.txt")
        let run = try runEarshot(["import", "login.txt", "-o", "login.txt", "--force"], in: folder.url)
        #expect(run.status == 73)
        #expect(run.output.contains("login.txt: error: -o would overwrite login.txt, which this run reads"))
        #expect(folder.read("login.txt") == capture)
    }

    @Test("--junit X --summary X is refused before either is written")
    func twoOutputsOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "name": "Hi", "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "expect": ["Hi"]}"#, to: "hi.scenario.json")
        let run = try runEarshot(["test", "hi.scenario.json", "--junit", "out.xml", "--summary", "out.xml"], in: folder.url)
        #expect(run.status == 73)
        #expect(run.output.contains("name the same file"))
        #expect(folder.read("out.xml") == nil)
    }

    @Test("--wav replaces the WAV that was there whole and leaves no temporary file beside it")
    func wavReplacedWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "name": "Hi", "screen": {"earshot": 1, "root": {"Text": "Hi"}}}"#, to: "hi.scenario.json")
        #expect(try runEarshot(["listen", "hi.scenario.json", "--wav", "hi.wav"], in: folder.url).status == 0)
        let first = try Data(contentsOf: folder.file("hi.wav"))
        #expect(try runEarshot(["listen", "hi.scenario.json", "--wav", "hi.wav"], in: folder.url).status == 0)
        #expect(try Data(contentsOf: folder.file("hi.wav")) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["hi.scenario.json", "hi.wav"])
    }
}
