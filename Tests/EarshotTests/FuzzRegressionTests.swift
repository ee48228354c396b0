import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// Every input the fuzzer (Scripts/fuzz) or a property test found that crashed, hung or broke
/// a property is kept in Tests/EarshotTests/Fuzz/ and replayed here.
///
/// Each file first runs in a child process (`earshot listen FILE --format json`, with a time
/// limit), so an input that still crashes or hangs fails its own test instead of taking the
/// whole test run down. Then, in process, it must give the same bytes twice, and its JSON must
/// survive a round trip through `JSONSerializer`.
@Suite("Fuzzer findings stay fixed")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Findings reported to the engine and not fixed yet: they run as known issues, so the suite
    /// stays green meanwhile and tells whoever fixes one to take it off this list.
    static let open: Set<String> = []

    /// The `earshot` command built beside this test bundle.
    static var earshot: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("earshot") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test("The fuzz folder holds inputs")
    func folderIsThere() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test("No input crashes, hangs or runs nondeterministically", arguments: inputs)
    func replay(_ name: String) throws {
        if Self.open.contains(name) {
            withKnownIssue("reported, not fixed yet") { try check(name) }
        } else {
            try check(name)
        }
    }

    func check(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        if let earshot = Self.earshot {
            let outcome = Self.run(earshot, ["listen", url.path, "--format", "json"], limit: 20)
            #expect(outcome.finished, "\(name): still running after 20 s")
            #expect(!outcome.signalled, "\(name): crashed (signal \(outcome.status))")
            #expect([0, 1, 65].contains(outcome.status), "\(name): exit status \(outcome.status)")
            guard outcome.finished, !outcome.signalled else { return }
        }
        let bytes = try [UInt8](Data(contentsOf: url))
        if let value = try? JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) {
            #expect(try JSONParser.parse(JSONSerializer.serialize(value), maxDepth: DocumentLoader.maximumDepth) == value)
        }
        func listen() -> String {
            do {
                let document = try DocumentLoader.load(bytes: bytes, name: name, baseDirectory: Self.folder)
                let transcript = try ScenarioRunner.run(document.scenario)
                return TranscriptRenderer.text(transcript, showSteps: true) + TranscriptRenderer.json(transcript, showSteps: true)
            } catch {
                return "\(error)"
            }
        }
        let first = listen()
        #expect(listen() == first, "\(name): two runs differ")
    }

    static func run(_ executable: URL, _ arguments: [String], limit: Double) -> (finished: Bool, signalled: Bool, status: Int32) {
        do {
            guard let run = try ChildProcess.start(executable, arguments, output: .discarded).wait(atMost: limit) else {
                return (false, false, -1)
            }
            return (true, run.signalled, run.status)
        } catch {
            return (true, false, -1)
        }
    }
}
