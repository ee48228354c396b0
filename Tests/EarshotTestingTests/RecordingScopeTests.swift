import Foundation
import Testing

@testable import Earshot
@testable import EarshotTesting

/// A record mode set once for a suite (`.earshotRecord(_:)`) or a block (`withEarshotRecording`):
/// between an assertion's own `record:` and `EARSHOT_RECORD`.
@Suite("Record mode for a whole suite", .earshotRecord(.never))
struct RecordingScopeTests {
    /// The golden assertion's check of a scenario file in `folder` against the golden file beside
    /// it, `golden.transcript`, with no `EARSHOT_RECORD` and no `CI` (so without a scope the
    /// default, `missing`, records).
    static func check(_ folder: TemporaryFolder, record: RecordMode? = nil) throws -> TranscriptCheck {
        let file = folder.file("golden.scenario.json")
        if !FileManager.default.fileExists(atPath: file.path) {
            try folder.write(
                #"{"earshot": 1, "name": "Card", "screen": {"earshot": 1, "root": {"VStack": [{"Text": "Maya Lin", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Delete"}]}}}"#,
                to: "golden.scenario.json")
        }
        let scenario = try DocumentLoader.load(file).scenario
        return GoldenAssertion.check(
            scenario, golden: nil, function: "scoped()", record: record, location: AssertionLocation(), environment: [:])
    }

    static let heard = "Maya Lin, Heading\nDelete, Button\n"

    @Test("The suite's trait is in effect in its tests: a missing golden file is not recorded")
    func suiteTrait() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(EarshotRecording.mode == .never)
        let check = try Self.check(folder)
        #expect(check.outcome == .missing)
        #expect(check.message?.contains("earshotRecord(.never) of the suite or scope") == true, "\(check.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder.file("golden.transcript").path))
    }

    @Test("An assertion's own record: wins over the suite's")
    func explicitWins() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.check(folder, record: .missing).outcome == .recorded)
        #expect(FileManager.default.fileExists(atPath: folder.file("golden.transcript").path))
    }

    @Test("withEarshotRecording sets the mode for its block only; a test's trait overrides the suite's", .earshotRecord(.failed))
    func block() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(EarshotRecording.mode == .failed)
        try folder.write("Maya Lin, Heading\n", to: "golden.transcript")
        let inside = try withEarshotRecording(.never) { try Self.check(folder) }
        #expect(inside.outcome == .differed)
        #expect(try Self.check(folder).outcome == .recorded)
        #expect(folder.read("golden.transcript") == Self.heard)
    }

    @Suite("A suite inside it")
    struct Inner {
        @Test("The trait reaches the suites inside")
        func inherited() { #expect(EarshotRecording.mode == .never) }
    }
}

@Test("Outside any scope, no mode is set and the environment decides")
func noScope() {
    #expect(EarshotRecording.mode == nil)
}
