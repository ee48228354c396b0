import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// One test per scenario file in a folder, so one broken file fails alone.
@Suite("Scenario folders")
struct ScenarioFolderTests {
    @Test("Each scenario under Scenarios/ beside this file is a test case", arguments: try scenarios(in: "Scenarios"))
    func scenario(_ scenario: ScenarioCase) {
        assertScenario(scenario, record: .never)
    }

    @Test("Scenarios are found beside the test file, named by their path in the folder, sorted")
    func discovery() throws {
        let found = try scenarios(in: "Scenarios")
        #expect(found.map(\.name) == ["card-inline.scenario.json", "golden/card-golden.scenario.json"])
        #expect(found.map(\.testDescription) == found.map(\.name))
        #expect(found.allSatisfy { $0.file.path.hasPrefix("/") })
    }

    @Test("A missing folder is an error, unless it is optional")
    func missingFolder() throws {
        #expect(throws: InputError.self) { try scenarios(in: "NoSuchFolder") }
        #expect(try scenarios(in: "NoSuchFolder", required: false).isEmpty)
    }

    @Test("A broken scenario fails alone, naming its file and what differs")
    func brokenScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hello"}}, "expect": ["Hello"]}"#, to: "good.scenario.json")
        try folder.write(
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hello"}}, "expect": ["Goodbye"]}"#, to: "bad.scenario.json")
        try folder.write(#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Txet": "Hello"}}}"#, to: "typo.scenario.json")
        let cases = try scenarios(in: folder.url.path)
        #expect(cases.map(\.name) == ["bad.scenario.json", "good.scenario.json", "typo.scenario.json"])

        var checks: [TranscriptCheck] = []
        let issues = issuesRecorded {
            checks.append(assertScenario(cases[0], record: .never))
            checks.append(assertScenario(cases[1], record: .never))
            checks.append(assertScenario(cases[2], record: .never))
        }
        #expect(checks.map(\.outcome) == [.differed, .matched, .error])
        #expect(issues.count == 2, "one failure per broken file, none for the good one")
        #expect(issues.map(\.message) == checks.compactMap(\.message))
        let bad = issues.first?.message ?? ""
        #expect(bad.hasPrefix(folder.file("bad.scenario.json").path + " (bad): the transcript differs from the expected one"))
        #expect(bad.contains("- 1   Goodbye"))
        #expect(bad.contains("+ 1   Hello"))
        #expect(bad.contains(#"expected: the "expect" lines of "#))
        let typo = issues.last?.message ?? ""
        #expect(typo.hasPrefix(folder.file("typo.scenario.json").path + ":1:49: error: at screen.root: "))
        #expect(typo.contains(#"found keys "Txet" (did you mean "Text"?)"#))
    }
}
