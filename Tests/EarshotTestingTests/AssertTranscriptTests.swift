import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// `assertTranscript` from Swift Testing: expected lines in the test, and golden files beside it.
@Suite("assertTranscript")
struct AssertTranscriptTests {
    @Test("A scenario that says what the test expects passes")
    func linesMatch() {
        let check = assertTranscript(of: Card.scenario, matches: Card.heard)
        #expect(check.passed && check.message == nil)
    }

    @Test("A screen is heard by swiping through it once, with the settings given")
    func screenSwipeThrough() {
        var quiet = Settings()
        quiet.speakHints = false
        assertTranscript(
            of: Card.screen, settings: quiet,
            matches: [
                "Maya Lin, Heading",
                "ic_trash, Button",
                "Favourite, Switch button, Off",
            ])
    }

    @Test("style: .voiceover compares lines in VoiceOver's words; a difference names the step of its first line")
    func voiceOverStyle() {
        let check = assertTranscript(
            of: Card.screen, style: .voiceover,
            matches: ["Maya Lin Heading", "ic_trash Button", "Favourite Switch button off Double tap to toggle setting."])
        #expect(check.passed, "\(check.message ?? "")")
        var scenario = Card.scenario
        scenario.expectStyle = .voiceover
        var differed: TranscriptCheck?
        let issues = issuesRecorded {
            differed = assertTranscript(of: scenario, matches: ["Maya Lin Heading", "ic_trash Button", "Favourite Switch button on"])
        }
        #expect(differed?.outcome == .differed && issues.count == 1)
        let message = issues.first?.message ?? ""
        #expect(message.contains("first difference at line 3, at step 2 (next):"), "\(message)")
        #expect(message.contains("+ 3   Favourite Switch button off Double tap to toggle setting."), "\(message)")
    }

    @Test("A difference fails with a line diff that names the step of the first difference")
    func linesDiffer() {
        var check: TranscriptCheck?
        let line = #line + 2
        let issues = issuesRecorded {
            check = assertTranscript(
                of: Card.scenario,
                matches: [
                    "Maya Lin, Heading",
                    "Delete, Button",
                    "Favourite, Switch button, Off",
                    "[hint] Double tap to toggle setting",
                ])
        }
        #expect(check?.outcome == .differed)
        #expect(issues.count == 1)
        #expect(issues.first?.fileName == "AssertTranscriptTests.swift")
        #expect(issues.first?.line == line)
        let message = issues.first?.message ?? ""
        #expect(message == check?.message, "the test gets the check's message")
        #expect(message.hasPrefix("Card: the transcript differs from the expected one"))
        #expect(message.contains("first difference at line 2, at step 1 (next):"))
        #expect(message.contains("- 2   Delete, Button"))
        #expect(message.contains("+ 2   ic_trash, Button"))
        #expect(message.contains("expected: the lines written in the test"))
        #expect(message.contains(#""ic_trash, Button","#), "the heard lines, ready to paste")
        #expect(check?.artifact?.path.hasSuffix("earshot-artifacts/AssertTranscriptTests/linesDiffer.transcript") == true)
    }

    @Test("A golden file beside the test, named after the test function")
    func cardGolden() {
        // Tests/EarshotTestingTests/__Transcripts__/AssertTranscriptTests/cardGolden.transcript
        assertTranscript(of: Card.scenario)
    }

    @Test("A golden file with a name of its own")
    func namedGolden() {
        assertTranscript(of: Card.screen, golden: "card swipe-through")
        let golden = TranscriptPaths.goldenFile(named: "card swipe-through", besideTest: "\(#filePath)")
        #expect(golden.lastPathComponent == "card-swipe-through.transcript")
        #expect(golden.deletingLastPathComponent().lastPathComponent == "AssertTranscriptTests")
    }

    @Test("A scenario that cannot run fails with the runner's message")
    func scenarioError() {
        let broken = Scenario(name: "Broken", screen: Card.screen, steps: [.activate("missing")])
        var check: TranscriptCheck?
        let issues = issuesRecorded { check = assertTranscript(of: broken, matches: []) }
        #expect(check?.outcome == .error)
        #expect(issues.count == 1)
        #expect(issues.first?.message == check?.message)
        #expect(issues.first?.message.hasPrefix("Broken: error: at steps[0]: activate missing: cannot activate \"missing\"") == true)
    }

    @Test("Golden names come from the test function; unsafe characters become dashes")
    func names() {
        #expect(TranscriptPaths.goldenName(forFunction: "cardGolden()") == "cardGolden")
        #expect(TranscriptPaths.goldenName(forFunction: "scenario(_:)") == "scenario")
        #expect(TranscriptPaths.goldenName(forFunction: "testRegister") == "testRegister")
        #expect(TranscriptPaths.fileName(for: "modal/popup: leaks") == "modal-popup--leaks")
        let golden = TranscriptPaths.goldenFile(named: "x", besideTest: "/app/Tests/AppTests/CardTests.swift")
        #expect(golden.path == "/app/Tests/AppTests/__Transcripts__/CardTests/x.transcript")
    }

    @Test("Artifacts go to EARSHOT_ARTIFACTS, else .build/earshot-artifacts in the test's package")
    func artifactsFolder() {
        let here = "\(#filePath)"
        let package = URL(fileURLWithPath: here).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(TranscriptPaths.artifactsFolder(forTest: here, environment: [:]).path == package.path + "/.build/earshot-artifacts")
        #expect(
            TranscriptPaths.artifactsFolder(forTest: here, environment: ["EARSHOT_ARTIFACTS": "/tmp/ci-artifacts"]).path
                == "/tmp/ci-artifacts")
    }
}

/// Golden files of assertions named after their test: one file per assertion, never shared.
@Suite("Golden file names")
struct GoldenFileNameTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Transcripts__/AssertTranscriptTests")

    static func screen(_ text: String) -> Screen { Screen(name: text) { Text(text) } }

    @Test("Two assertions in one test each have their own golden file; the second is numbered")
    func twoAssertions() {
        let first = assertTranscript(of: Self.screen("First"))
        let second = assertTranscript(of: Self.screen("Second"))
        #expect(first.passed && second.passed)
        #expect(first.golden?.path == Self.folder.appendingPathComponent("GoldenFileNameTests/twoAssertions.transcript").path)
        #expect(second.golden?.path == Self.folder.appendingPathComponent("GoldenFileNameTests/twoAssertions.2.transcript").path)
    }

    @Test("Each case of a parameterised test has its own golden file, named after its scenario", arguments: ["Alpha", "Beta", "Gamma"])
    func parameterised(text: String) {
        let check = assertTranscript(of: Self.screen(text))
        #expect(check.passed)
        #expect(check.golden?.lastPathComponent == "parameterised.\(text).transcript")
    }

    @Test("A test's first assertion keeps the plain name; the next one is numbered")
    func plainName() {
        let check = assertTranscript(of: Card.scenario, matches: Card.heard)
        #expect(check.passed)
        let name = AssertionName.next(function: #function, testFile: "\(#filePath)", scenario: "Card")
        #expect(name == AssertionName(suite: ["GoldenFileNameTests"], name: "plainName.2"))
    }
}

/// Two suites with a test of the same name in one file.
@Suite("Golden files of suite A")
struct GoldenSuiteA {
    @Test("SuiteA.same has its own golden file")
    func same() {
        let check = assertTranscript(of: GoldenFileNameTests.screen("Suite A"))
        #expect(check.passed)
        #expect(check.golden?.path == GoldenFileNameTests.folder.appendingPathComponent("GoldenSuiteA/same.transcript").path)
    }
}

@Suite("Golden files of suite B")
struct GoldenSuiteB {
    @Test("SuiteB.same has its own golden file")
    func same() {
        let check = assertTranscript(of: GoldenFileNameTests.screen("Suite B"))
        #expect(check.passed)
        #expect(check.golden?.path == GoldenFileNameTests.folder.appendingPathComponent("GoldenSuiteB/same.transcript").path)
    }
}

@Suite("assertWalk")
struct AssertWalkTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/RealVoiceOver")

    @Test("A recorded walk at full parity passes; one below the minimum fails naming the parity and the pair")
    func walkParity() throws {
        let scenario = try DocumentLoader.load(Self.folder.appendingPathComponent("aloud-repeated.scenario.json")).scenario
        let walk = Self.folder.appendingPathComponent("aloud-repeated.walk.json")
        #expect(assertWalk(walk, matches: scenario)?.parity == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = folder.appendingPathComponent("changed.walk.txt")
        try "VoiceOverFixture Fixture repeated Heading\nSame label Button\nOther Button\n".write(
            to: changed, atomically: true, encoding: .utf8)
        withKnownIssue {
            assertWalk(changed, matches: scenario, minimumParity: 0.9)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Real VoiceOver and Earshot agree on 50% (2 of 4 pairs the same), below 90%") == true
        }
        let empty = folder.appendingPathComponent("empty.walk.txt")
        try "".write(to: empty, atomically: true, encoding: .utf8)
        withKnownIssue {
            assertWalk(empty, matches: scenario)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "The walk could not be compared: empty.walk.txt: error: the walk is empty (write one utterance per line)"
        }
    }
}
