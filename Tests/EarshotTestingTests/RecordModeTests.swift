import Foundation
import Testing

@testable import Earshot
@testable import EarshotTesting

/// Each record mode against the three states a golden file can be in: missing, different,
/// matching. A recording is always a failure.
@Suite("Record modes")
struct RecordModeTests {
    let folder: TemporaryFolder
    let stale = "Maya Lin, Heading\nDelete, Button\n"

    init() throws { folder = try TemporaryFolder() }

    /// Runs the card against `golden.transcript` in the temporary folder.
    func check(_ mode: RecordMode) -> TranscriptCheck {
        TranscriptCheck.compare(
            Card.scenario, withGolden: folder.file("golden.transcript"), record: mode, artifact: folder.file("artifacts/golden.transcript"))
    }

    @Test("missing (the default): records a missing golden file and fails; compares an existing one")
    func missing() throws {
        defer { folder.remove() }
        let first = check(.missing)
        #expect(first.outcome == .recorded && !first.passed)
        #expect(folder.read("golden.transcript") == TranscriptFile.text(of: Card.heard))
        #expect(first.message?.contains("Recorded a new golden transcript (record mode missing") == true)
        #expect(first.message?.contains("A test that records always fails") == true)

        #expect(check(.missing).outcome == .matched)

        try folder.write(stale, to: "golden.transcript")
        let changed = check(.missing)
        #expect(changed.outcome == .differed)
        #expect(folder.read("golden.transcript") == stale, "missing never overwrites a golden file")
    }

    @Test("all: records every golden file, even a matching one, and fails")
    func all() throws {
        defer { folder.remove() }
        #expect(check(.all).outcome == .recorded)
        let again = check(.all)
        #expect(again.outcome == .recorded && !again.passed)
        #expect(again.message?.contains("Recorded the golden transcript again (unchanged)") == true)

        try folder.write(stale, to: "golden.transcript")
        let changed = check(.all)
        #expect(changed.outcome == .recorded)
        #expect(changed.message?.contains("- 2   Delete, Button") == true, "a re-recording shows what changed")
        #expect(folder.read("golden.transcript") == TranscriptFile.text(of: Card.heard))
    }

    @Test("failed: records golden files that are missing or differ, passes matching ones")
    func failed() throws {
        defer { folder.remove() }
        #expect(check(.failed).outcome == .recorded)
        #expect(check(.failed).outcome == .matched)

        try folder.write(stale, to: "golden.transcript")
        let changed = check(.failed)
        #expect(changed.outcome == .recorded)
        #expect(changed.message?.contains("Recorded a changed golden transcript") == true)
        #expect(folder.read("golden.transcript") == TranscriptFile.text(of: Card.heard))
    }

    @Test("never (the default on CI): writes no golden file; a missing one fails")
    func never() throws {
        defer { folder.remove() }
        let first = check(.never)
        #expect(first.outcome == .missing && !first.passed)
        #expect(folder.read("golden.transcript") == nil)
        #expect(first.message?.contains("no golden transcript at") == true)
        #expect(first.message?.contains("EARSHOT_RECORD=missing") == true)

        try folder.write(stale, to: "golden.transcript")
        #expect(check(.never).outcome == .differed)
        #expect(folder.read("golden.transcript") == stale)

        try folder.write(TranscriptFile.text(of: Card.heard), to: "golden.transcript")
        #expect(check(.never).outcome == .matched)
    }

    @Test("Every failure leaves the heard transcript in the artifacts folder")
    func artifacts() throws {
        defer { folder.remove() }
        try folder.write(stale, to: "golden.transcript")
        let failure = check(.never)
        #expect(failure.artifact == folder.file("artifacts/golden.transcript"))
        #expect(folder.read("artifacts/golden.transcript") == TranscriptFile.text(of: Card.heard))
        #expect(failure.message?.contains("heard:    ") == true)
    }

    @Test("The mode comes from the argument, then EARSHOT_RECORD, then CI, then missing")
    func resolution() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["CI": ""]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["EARSHOT_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(try RecordMode.resolve(nil, environment: ["EARSHOT_RECORD": "ALL"]) == .all)
        #expect(try RecordMode.resolve(.never, environment: ["EARSHOT_RECORD": "all"]) == .never)
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(nil, environment: ["EARSHOT_RECORD": "yes"]) }
        let error = RecordModeError(value: "yes")
        #expect(error.description == "EARSHOT_RECORD='yes' is not a record mode; expected one of missing, all, failed, never")
    }

    @Test("A recording fails the running test, through the public assertion")
    func recordingFailsTheTest() throws {
        defer { folder.remove() }
        try folder.write(#"{"earshot": 1, "name": "Card", "screen": "card.screen.json"}"#, to: "card.scenario.json")
        try folder.write(#"{"earshot": 1, "root": {"VStack": [{"Text": "Maya Lin"}, {"Button": "Delete"}]}}"#, to: "card.screen.json")
        let scenario = try DocumentLoader.load(folder.file("card.scenario.json")).scenario
        var check: TranscriptCheck?
        let issues = issuesRecorded { check = assertTranscript(of: scenario, record: .missing) }
        #expect(check?.outcome == .recorded)
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("Card: Recorded a new golden transcript (record mode missing, record: .missing):") == true)
        #expect(issues.first?.message.contains("A test that records always fails") == true)
        #expect(folder.read("card.transcript") == "Maya Lin\nDelete, Button\n")
        assertTranscript(of: scenario, record: .never)
    }

    @Test("EARSHOT_RECORD with a bad value fails the assertion with a message naming the modes")
    func badEnvironment() {
        let check = GoldenAssertion.check(
            Card.scenario, golden: "card", function: "badEnvironment()", record: nil, location: AssertionLocation(),
            environment: ["EARSHOT_RECORD": "yes"])
        #expect(check.outcome == .error)
        #expect(check.message?.contains("expected one of missing, all, failed, never") == true)
    }
}
