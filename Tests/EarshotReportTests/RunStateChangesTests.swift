import Testing

@testable import Earshot
@testable import EarshotReport

/// A state an update step made by remaking elements alone is kept as its changes against the
/// state before it, sharing the list and views of the last state kept whole; the report and
/// the explanation read each state whole through ``RunStateWalk``, as they read it when every
/// state was kept whole.
@Suite("A run's states kept as changes")
struct RunStateChangesTests {
    /// 30 rows, each updated then swiped to, with a row inserted and a sheet presented on the way:
    /// states kept as changes, and states kept whole between them.
    static func scenario() throws -> Scenario {
        let rows = (0..<30).map { #"{"Text": "Row \#($0)", "id": "r\#($0)"}"# }.joined(separator: ", ")
        var steps = (0..<30).map { #"{"update": "r\#($0)", "set": {"accessibilityLabel": "ROW \#($0) READ"}}, "next""# }
        steps.insert(#"{"insert": {"Text": "Inserted", "id": "new"}, "into": "page"}, "next""#, at: 12)
        steps.insert(#"{"activate": "open"}, {"update": "note", "set": {"accessibilityLabel": "Note read"}}, "next""#, at: 20)
        steps.insert(#"{"activate": "close"}, "next""#, at: 21)
        let open = #"""
            {"Button": "Open", "id": "open", "onActivate": [{"present": {"style": "formSheet", "root": {"VStack": [
              {"Text": "Note", "id": "note"}, {"Button": "Close", "id": "close", "onActivate": [{"dismiss": null}]}]}}}]}
            """#
        let text = #"""
            {"earshot": 1, "screen": {"earshot": 1, "root": {"id": "page", "VStack": [\#(open), \#(rows)]}},
             "steps": [\#(steps.joined(separator: ", "))]}
            """#
        return try DocumentLoader.load(bytes: Array(text.utf8), name: "rows.scenario.json").scenario
    }

    /// `run` with each of its states whole, as runs kept them before states were kept as changes.
    static func keptWhole(_ run: Run) -> Run {
        var walk = RunStateWalk(run.states)
        let states = run.states.indices.map { index in
            var state = walk.state(at: index)
            state.changes = nil
            return state
        }
        return Run(
            scenario: run.scenario, transcript: run.transcript, warnings: run.warnings, extent: run.extent, keptViews: run.keptViews,
            states: states, landings: run.landings)
    }

    @Test("Update steps keep their states as changes, sharing the list of the last state kept whole")
    func shared() throws {
        let run = try ScenarioRunner.perform(try Self.scenario(), keepingViews: true)
        let changed = run.states.indices.filter { run.states[$0].changes != nil }
        #expect(changed.count >= 25, "only \(changed.count) of \(run.states.count) states kept as changes")
        #expect(run.states.count > changed.count + 2, "no state kept whole between them")
        func storage(_ state: RunState) -> UnsafeRawPointer? {
            state.elements.elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        for index in changed {
            // The last state kept whole before it: its list is the one this state holds.
            guard let whole = run.states[..<index].lastIndex(where: { $0.changes == nil }) else {
                Issue.record("state \(index) has no state kept whole before it")
                continue
            }
            #expect(storage(run.states[index]) == storage(run.states[whole]), "state \(index)")
        }
        // Walked whole, each state says what its step made it say.
        var walk = RunStateWalk(run.states)
        let last = walk.state(at: run.states.count - 1)
        #expect(last.elements.elements.filter { $0.label.hasSuffix(" READ") }.count == 30)
    }

    @Test("The report and the explanation of states kept as changes are those of the states kept whole, byte for byte")
    func sameAsWhole() throws {
        let run = try ScenarioRunner.perform(try Self.scenario(), keepingViews: true)
        let whole = Self.keptWhole(run)
        #expect(whole.states.allSatisfy { $0.changes == nil })
        let page = ReportPage.html([try ReportSection(run: run)])
        let wholePage = ReportPage.html([try ReportSection(run: whole)])
        #expect(page == wholePage)
        #expect(page.contains("ROW 18 READ"))
        let explanation = try Explanation(run: run)
        let wholeExplanation = try Explanation(run: whole)
        #expect(explanation.lines.map(\.because) == wholeExplanation.lines.map(\.because))
        #expect(explanation.lines.count > 30)
    }
}
