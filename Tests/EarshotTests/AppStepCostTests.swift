import Foundation
import Testing

@testable import Earshot

/// App steps cost what they change: a run of insertions at one moment rebuilds VoiceOver's
/// element list once, not once per step (4,000 nested insertions once took minutes).
@Suite("App step cost")
struct AppStepCostTests {
    /// A scenario of `count` insertions, each into the view the previous one inserted when
    /// `nested`, else all into the root; then two swipes.
    static func insertions(_ count: Int, nested: Bool, extra: String = "") throws -> Scenario {
        var steps: [String] = []
        for index in 1...count {
            let into = nested ? index - 1 : 0
            steps.append(
                #"{"insert": {"VStack": [{"Text": "Row \#(index)", "id": "t\#(index)"}], "id": "v\#(index)"}, "into": "v\#(into)"}"#)
        }
        let text =
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [{"Text": "Start"}], "id": "v0"}}, "steps": ["#
            + (steps + [extra, #""next""#, #""next""#].filter { !$0.isEmpty }).joined(separator: ", ") + "]}"
        return try DocumentLoader.load(bytes: Array(text.utf8), name: "insertions.scenario.json").scenario
    }

    @Test("Insertions at one moment rebuild the element list once, when the next step needs it", arguments: [true, false])
    func onceForABatch(nested: Bool) throws {
        let scenario = try Self.insertions(200, nested: nested)
        var session = Session(scenario: scenario, phrases: try VoiceLibrary.shared.phrasebook(for: "en"))
        let before = session.listBuilds
        for step in scenario.steps ?? [] {
            guard case .app(let event) = step.step else { continue }
            session.perform(event)
        }
        #expect(session.listBuilds == before, "no rebuild while the views are still changing")
        session.settleViews()
        #expect(session.listBuilds == before + 1)
        #expect(session.list.elements.map(\.label) == ["Start"] + (1...200).map { "Row \($0)" })
    }

    @Test("The batched run says what one rebuild per step said: the swipes reach the inserted rows")
    func sameTranscript() throws {
        let lines = try ScenarioRunner.run(Self.insertions(3, nested: true)).lines
        #expect(lines == ["Start", "Row 1", "Row 2"])
    }

    @Test("A focus request after the insertions sees them")
    func focusAfterBatch() throws {
        let scenario = try Self.insertions(3, nested: false, extra: #"{"layoutChanged": "t2"}"#)
        let lines = try ScenarioRunner.run(scenario).lines
        // The notification cuts the first element's speech short, as it does without steps before.
        #expect(lines.dropFirst().prefix(2) == ["Row 2", "Row 3"])
    }
}
