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

        withKnownIssue("bad.scenario.json expects the wrong line") {
            let check = assertScenario(cases[0], record: .never)
            #expect(check.outcome == .differed)
            #expect(
                check.message?.contains("bad.scenario.json (bad.scenario.json)") == true
                    || check.message?.contains("bad.scenario.json") == true)
            #expect(check.message?.contains(#"expected: the "expect" lines of"#) == true)
        }
        #expect(assertScenario(cases[1], record: .never).passed)
        withKnownIssue("typo.scenario.json has an unknown kind key") {
            let check = assertScenario(cases[2], record: .never)
            #expect(check.outcome == .error)
            #expect(check.message?.contains("typo.scenario.json") == true)
        }
    }
}
