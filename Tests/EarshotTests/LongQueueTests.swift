import Testing

@testable import Earshot

/// Long queues are heard in order and whole: the speech channel's queue (`FrontQueue`, tested
/// in EarshotBaseTests) under a read-all of thousands of rows.
@Suite("Long queues")
struct LongQueueTests {
    @Test("A read-all of many rows and many announcements posted at once are heard in order")
    func longQueues() throws {
        let rows = (1...3_000).map { #"{"Text": "Row \#($0)"}"# }.joined(separator: ", ")
        let text = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [\#(rows)]}}, "steps": ["readAll"]}"#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "read-all.scenario.json").scenario
        let lines = try ScenarioRunner.run(scenario).lines
        #expect(lines.suffix(2) == ["Row 2999", "Row 3000"])
        #expect(lines.filter { $0.hasPrefix("Row ") }.count >= 3_000)
    }
}
