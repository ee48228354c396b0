import Testing

@testable import Earshot
@testable import EarshotAudit

/// `PageControl` in the audit (its speech and reading: `PageControlTests`).
@Suite("Page control in the audit")
struct PageControlAuditTests {
    @Test("The audit does not call an untitled page control unlabelled: its page names it")
    func auditKnowsItsName() throws {
        let screen = try DocumentLoader.load(
            bytes: Array(#"{"earshot": 1, "root": {"VStack": [{"Text": "Tour"}, {"PageControl": null, "numberOfPages": 3}]}}"#.utf8),
            name: "tour.screen.json")
        let report = try Audit.run(screen.scenario)
        #expect(!report.findings.contains { $0.rule == "missing-label" })
    }
}
