import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit

/// Where audit findings point: each at its own view or step, as the reader recorded it while
/// it read the file (no second read): an announcement at the step that posted it (a capture's
/// finding at the capture's own line: `CaptureAuditTests`, where the audit meets the importer).
@Suite("Audit positions")
struct AuditPositionTests {
    /// The findings of `rule` in the scenario `text`, read as `name`.
    func findings(_ rule: String, in text: String, name: String = "s.scenario.json") throws -> [AuditFinding] {
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: name)
        return try Audit.run(document.scenario).findings.filter { $0.rule == rule }
    }

    @Test("Two announcements that say the same in different steps: the dropped one is placed at its own step")
    func sameAnnouncementTwice() throws {
        let text = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"VStack": [{"Text": "Draft"}, {"Button": "Save"}]}},
             "start": "silent",
             "steps": [
               {"announce": "Saved"},
               "next",
               {"screenChanged": null},
                 {"announce": "Saved"}
             ]}
            """
        let found = try findings("announcement-dropped", in: text)
        #expect(found.map(\.path) == ["steps[3]"])
        #expect(found.map { "\($0.file ?? "-"):\($0.line):\($0.column)" } == ["s.scenario.json:8:6"])
    }

    @Test("An announcement a view's reaction posts is placed at its step in that view, the one the step activated")
    func announcementOfAReaction() throws {
        let text = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"VStack": [
               {"Button": "Save", "id": "save", "onActivate": [{"screenChanged": null}, {"announce": "Saved"}]},
               {"Button": "Keep", "id": "keep", "onActivate": [{"screenChanged": null}, {"announce": "Saved"}]}]}},
             "steps": [{"activate": "keep"}]}
            """
        let found = try findings("announcement-dropped", in: text)
        #expect(found.map(\.path) == ["screen.root.VStack[1].onActivate[1]"])
        #expect(found.map { "\($0.line):\($0.column)" } == ["4:77"])
    }

    @Test("A finding on a view of a screen file is at the view's line and column")
    func viewFinding() throws {
        let text = """
            {"earshot": 1, "root": {"VStack": [
              {"Text": "Notes"},
                {"Button": [{"Image": "ic_trash"}]}]}}
            """
        let found = try findings("label-is-file-name", in: text, name: "s.screen.json")
        #expect(found.map { "\($0.file ?? "-"):\($0.line):\($0.column) \($0.path ?? "-")" } == ["s.screen.json:3:5 root.VStack[1]"])
    }
}
