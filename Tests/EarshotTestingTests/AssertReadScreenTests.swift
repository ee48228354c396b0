import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// `assertTranscript(of:)` of a screen read from somewhere else (a live tree, a UI test's
/// snapshot): a reading that worked is heard as any screen, one that failed is the test's failure.
@Suite("assertTranscript of a reading")
struct AssertReadScreenTests {
    static let read: Result<Screen, InputError> = .success(
        Screen(framework: .uikit) {
            Text("General").accessibilityAddTraits(.isHeader)
            Button("About")
        })

    static let unreadable: Result<Screen, InputError> = .failure(
        InputError(
            file: "SettingsView", path: "root.subviews[1]", message: "this node is its own ancestor (root): the tree contains a cycle",
            suggestion: "an 'accessibilityElements' that points back up the tree"))

    @Test("A screen that was read is heard as the screen itself")
    func readScreenMatches() {
        let check = assertTranscript(of: Self.read, matches: ["General, Heading", "About, Button"])
        #expect(check.passed, "\(check.message ?? "")")
    }

    @Test("A screen that was read matches its golden file as any screen does")
    func readScreenMatchesGolden() {
        let check = assertTranscript(of: Self.read, golden: "live-settings", record: .never)
        #expect(check.passed, "\(check.message ?? "")")
        #expect(check.golden?.lastPathComponent == "live-settings.transcript")
    }

    @Test("A reading that failed fails the test with the reader's error: the file, the node's path and the fix")
    func failedReadingFails() {
        var check: TranscriptCheck?
        let issues = issuesRecorded { check = assertTranscript(of: Self.unreadable, matches: ["General, Heading"]) }
        #expect(check?.outcome == .error)
        #expect(issues.count == 1)
        #expect(
            issues.first?.message
                == "the screen could not be read: SettingsView: error: at root.subviews[1]: this node is its own ancestor (root): "
                + "the tree contains a cycle (an 'accessibilityElements' that points back up the tree)")
    }

    @Test("A failed reading compared with a golden file records nothing and names the reader's error")
    func failedReadingRecordsNothing() throws {
        var check: TranscriptCheck?
        let issues = issuesRecorded { check = assertTranscript(of: Self.unreadable, golden: "never-written", record: .all) }
        #expect(check?.outcome == .error && check?.golden == nil)
        #expect(issues.first?.message.hasPrefix("the screen could not be read: SettingsView: error: at root.subviews[1]") == true)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Transcripts__/AssertReadScreenTests/never-written.transcript")
        #expect(!FileManager.default.fileExists(atPath: golden.path))
    }
}
