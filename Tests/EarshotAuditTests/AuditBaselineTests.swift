import EarshotBase
import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit

/// `earshot audit --baseline`: the findings a team accepted are matched by what they are (rule,
/// file, element, heard lines), not by where they are; only new ones remain.
@Suite("Audit baselines")
struct AuditBaselineTests {
    static let card = #"""
        {"earshot": 1, "root": {"VStack": [
          {"Text": "Card", "accessibilityAddTraits": ["isHeader"]},
          {"Button": [{"Image": "ic_trash"}]},
          {"Image": "photo_2041"}
        ]}}
        """#

    static func audit(_ text: String, name: String = "card.screen.json") throws -> [AuditResult] {
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: name)
        return [try Audit.document(document)]
    }

    static func heard(_ findings: [AuditFinding]) -> [String] { findings.flatMap(\.heard) }

    @Test("A baseline of today's findings leaves none; its text reads back the same, sorted and byte-identical")
    func roundTrip() throws {
        let results = try Self.audit(Self.card)
        #expect(results[0].findings.count == 2)
        let baseline = AuditBaseline(results: results)
        let split = baseline.split(results)
        #expect(split.results.flatMap(\.findings).isEmpty && split.known.count == 2 && split.gone.isEmpty)
        let read = try AuditBaseline.read(Array(baseline.text.utf8), name: "base.json")
        #expect(read == baseline)
        #expect(read.text == baseline.text)
        #expect(AuditBaseline(entries: baseline.entries.reversed()).text == baseline.text, "order does not matter")
        #expect(baseline.text.hasPrefix("{\n  \"earshot-audit-baseline\": 1,"))
    }

    @Test("A view moved by an edit above it is still accepted; a new mistake and a changed label are new")
    func movedAndNew() throws {
        let baseline = AuditBaseline(results: try Self.audit(Self.card))
        let edited = #"""
            {"earshot": 1, "root": {"VStack": [
              {"Text": "New line above"},
              {"Text": "Card", "accessibilityAddTraits": ["isHeader"]},
              {"Button": [{"Image": "ic_trash"}]},
              {"Image": "photo_2042"},
              {"Button": [{"Image": "ic_share"}]}
            ]}}
            """#
        let split = baseline.split(try Self.audit(edited))
        #expect(Self.heard(split.known) == ["ic_trash, Button"], "moved from VStack[1] to VStack[2], same rule and words")
        #expect(Self.heard(split.results.flatMap(\.findings)) == ["photo_2042, Image", "ic_share, Button"])
        #expect(split.gone.map(\.heard) == [["photo_2041, Image"]], "the old file name is no longer heard")
        #expect(baseline.holds(try Self.audit(edited)) == [true, false, false])
    }

    @Test("Findings count: a baseline of one accepts one, and a second one like it is new")
    func counted() throws {
        let one = #"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_trash"}]}]}}"#
        let two = #"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_trash"}]}, {"Button": [{"Image": "ic_trash"}]}]}}"#
        let baseline = AuditBaseline(results: try Self.audit(one))
        let split = baseline.split(try Self.audit(two))
        #expect(split.known.count == 1)
        let fileNames = split.results.flatMap(\.findings).filter { $0.rule == "label-is-file-name" }
        #expect(fileNames.count == 1)
        #expect(fileNames.first?.path == "root.VStack[1]", "the one at its own place is the known one")
        #expect(split.results.flatMap(\.findings).contains { $0.rule != "label-is-file-name" }, "two same labels: a new kind of finding")
    }

    @Test("Another file's findings are not accepted by this file's baseline")
    func otherFile() throws {
        let baseline = AuditBaseline(results: try Self.audit(Self.card))
        let split = baseline.split(try Self.audit(Self.card, name: "other.screen.json"))
        #expect(split.known.isEmpty && split.results.flatMap(\.findings).count == 2 && split.gone.count == 2)
    }

    @Test("A file that is not a baseline is an input error with its JSON path")
    func badBaselines() {
        func error(_ text: String) -> String? {
            do {
                _ = try AuditBaseline.read(Array(text.utf8), name: "base.json")
                return nil
            } catch { return error.description }
        }
        #expect(error(#"{"earshot": 1}"#)?.contains("is not an audit baseline") == true)
        #expect(error(#"{"earshot-audit-baseline": 2, "findings": []}"#)?.contains("expected a whole number from 1 to 1, found 2") == true)
        #expect(
            error(#"{"earshot-audit-baseline": 1, "findings": [{"rule": "x"}]}"#)?.contains("at findings[0]: the finding has no \"file\"")
                == true)
        #expect(error(#"{"earshot-audit-baseline": 1, "findings": [], "extra": 1}"#)?.contains("unknown key \"extra\"") == true)
        #expect(
            error(#"{"earshot-audit-baseline": 1, "findings": [{"rule": "x", "file": "f", "element": "e", "heard": "one"}]}"#)?
                .contains("at findings[0].heard: expected a list of strings") == true)
        #expect(error("{") != nil)
        #expect(error(#"{"earshot-audit-baseline": 1, "findings": []}"#) == nil)
    }

    @Test("SARIF: a relative file against %SRCROOT%, and each finding's baselineState")
    func sarif() throws {
        let results = try Self.audit(Self.card)
        let baseline = AuditBaseline(entries: [AuditBaseline.Entry(results[0].findings[0])])
        let text = AuditReport.sarif(results, version: "0", baseline: baseline)
        let value = try JSONParser.parse(Array(text.utf8))
        let runs = value.objectValue?["runs"]?.arrayValue
        let found = runs?.first?.objectValue?["results"]?.arrayValue ?? []
        #expect(found.map { $0.objectValue?["baselineState"]?.stringValue } == ["unchanged", "new"])
        let location = found.first?.objectValue?["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue
        let artifact = location?["artifactLocation"]?.objectValue
        #expect(artifact?["uri"]?.stringValue == "card.screen.json" && artifact?["uriBaseId"]?.stringValue == "%SRCROOT%")
        #expect(!AuditReport.sarif(results, version: "0").contains("baselineState"), "no baseline, no state")
        #expect(AuditReport.artifactLocation("./Scenarios/a b.json")["uri"]?.stringValue == "Scenarios/a%20b.json")
        #expect(AuditReport.artifactLocation("/abs/a.json")["uriBaseId"] == nil)
    }
}
