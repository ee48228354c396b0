import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// A scenario whose `expect` names a golden transcript not recorded yet: EarshotTesting reads
/// it and records the golden, as `earshot test --record` does, instead of failing to load it.
@Suite("A golden named by expect, not recorded yet")
struct MissingExpectTests {
    static let scenario = #"""
        {"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [{"Text": "Notes"}, {"Button": "Add"}]}},
         "expect": "__Transcripts__/save.transcript"}
        """#

    @Test("Record mode missing writes it; never fails, naming it")
    func recordsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.scenario, to: "save.scenario.json")
        let scenario = try ScenarioCase(file: folder.file("save.scenario.json")).load()
        let environment = ["EARSHOT_ARTIFACTS": folder.file("artifacts").path]
        let never = GoldenAssertion.check(
            scenario, golden: nil, function: "recordsIt()", record: .never, location: AssertionLocation(), environment: environment)
        #expect(never.outcome == .missing && never.message?.contains("save.transcript") == true, "\(never.message ?? "")")
        let recorded = GoldenAssertion.check(
            scenario, golden: nil, function: "recordsIt()", record: .missing, location: AssertionLocation(), environment: environment)
        #expect(recorded.outcome == .recorded, "\(recorded.message ?? "")")
        #expect(folder.read("__Transcripts__/save.transcript") == "Notes\nAdd, Button\n")
    }
}
