import Testing

@testable import Earshot

/// A run that keeps its views keeps each state the steps leave: the views, the element list
/// built from the top layer, and which events were posted in it.
@Suite("A run's states")
struct RunStateTests {
    static let sheet = #"""
        {"earshot": 1, "name": "Sheet", "screen": {"earshot": 1, "root": {"id": "page", "VStack": [
          {"Text": "Sightings"},
          {"Button": "Filter", "id": "filter", "onActivate": [
            {"present": {"earshot": 1, "name": "Filters", "root": {"VStack": [{"Text": "Filters"}, {"Button": "Done", "id": "done",
              "onActivate": [{"dismiss": null}]}]}}},
            {"screenChanged": null}]}
        ]}}, "start": {"focus": "filter"}, "steps": ["activate", "next", "activate", {"insert": {"Text": "Saved", "id": "saved"}, "into": "page"}]}
        """#

    static func run(keepingViews: Bool) throws -> Run {
        let scenario = try DocumentLoader.load(bytes: Array(sheet.utf8), name: "sheet.scenario.json").scenario
        return try ScenarioRunner.perform(scenario, keepingViews: keepingViews)
    }

    @Test("Presenting, dismissing and inserting each make a state; each line is posted in the state it speaks of")
    func states() throws {
        let run = try Self.run(keepingViews: true)
        #expect(run.states.map(\.layers.count) == [1, 2, 1, 1])
        #expect(
            run.states.map { $0.elements.elements.map(\.label) } == [
                ["Sightings", "Filter"], ["Filters", "Done"], ["Sightings", "Filter"], ["Sightings", "Filter", "Saved"],
            ])
        #expect(run.states.map(\.step) == [nil, 0, 2, 3])
        let lines = run.transcript.events.enumerated().filter { $0.element.kind == .speech }.map {
            "\(run.eventStates[$0.offset]): \($0.element.text)"
        }
        #expect(lines == ["0: Filter, Button", "1: Filters", "1: Done, Button", "2: Sightings"])
        // The element of each line is in the list of its state.
        for (index, event) in run.transcript.events.enumerated() {
            guard let element = event.element, let key = run.transcript.elements.key(of: element) else { continue }
            #expect(run.states[run.eventStates[index]].elements.index(of: key) != nil, "\(event.text)")
        }
    }

    @Test("A run that does not keep its views keeps no states")
    func none() throws {
        let run = try Self.run(keepingViews: false)
        #expect(run.states.isEmpty)
        #expect(run.eventStates.isEmpty)
    }
}
