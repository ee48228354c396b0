import Earshot
import EarshotTestSupport
import Foundation
import Testing

@testable import EarshotTesting

/// What was heard in a failing assertion is attached to the test result, as well as written to
/// the artifacts folder.
@Suite("Attachments")
struct AttachmentTests {
    /// Set when this test binary runs itself for the probe below.
    static let probe = ProcessInfo.processInfo.environment["EARSHOT_ATTACHMENT_PROBE"] != nil

    @Test("Probe: an assertion that fails (runs only inside attachesHeard)", .enabled(if: probe))
    func failingAssertion() {
        assertTranscript(of: Card.scenario, matches: ["Maya Lin, Heading", "Delete, Button"])
    }

    @Test("A failing assertion attaches the heard transcript to the Swift Testing result")
    func attachesHeard() throws {
        guard !Self.probe else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let attachments = folder.file("attachments")
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        let probe = try ChildProcess.run(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            [
                "--testing-library", "swift-testing", "--filter", "AttachmentTests/failingAssertion", "--attachments-path",
                attachments.path,
            ],
            environment: .merged(["EARSHOT_ATTACHMENT_PROBE": "1", "EARSHOT_ARTIFACTS": folder.file("artifacts").path]),
            output: .withErrors)
        let output = probe.output
        #expect(probe.status != 0, "the probe fails on purpose")
        #expect(output.contains("failingAssertion"), "the probe ran: \(output)")

        let heard = TranscriptFile.text(of: Card.heard)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: attachments.path)) ?? []
        let attached = files.filter {
            FileManager.default.contents(atPath: attachments.appendingPathComponent($0).path) == Data(heard.utf8)
        }
        #expect(attached.count == 1, "attachments: \(files)")
        #expect(attached.first?.contains("failingAssertion") == true, "named after the artifact: \(files)")
        #expect(
            FileManager.default.contents(atPath: folder.file("artifacts/AttachmentTests/failingAssertion.transcript").path)
                == Data(heard.utf8))
    }

    @Test("The attachment is named as the artifact file")
    func attachmentName() {
        var check = TranscriptCheck(outcome: .differed, heard: ["A"])
        #expect(TestFailure.attachmentName(for: check) == "heard.transcript")
        check.artifact = URL(fileURLWithPath: "/tmp/a/CardTests/favourite.2.transcript")
        #expect(TestFailure.attachmentName(for: check) == "favourite.2.transcript")
    }
}
