import Foundation
import Testing

@testable import Earshot

/// Shapes of input that once cost the square of their size (issue 52, item 1) are measured where
/// speed is, in the benchmarks: `earshot-bench --growth` times each (queued announcements, an
/// `accessibilityElements` list, many line feeds, many focus landings, golden diffs, compare,
/// reach) at n and 10n in CPU time (Benchmarks/README.md), never in a timed test. What the
/// faster code must still do the same is tested here.
@Suite("Input shapes")
struct InputShapeGrowthTests {
    @Test("Low announcements waiting behind a queued one are dropped when a newer one starts, as before")
    func lowAnnouncementsDropped() throws {
        let text = #"""
            {"earshot": 1, "screen": {"earshot": 1, "root": {"Button": "Go"}}, "steps": [
              {"announce": "First", "queue": true}, {"announce": "Low one", "priority": "low"},
              {"announce": "Low two", "priority": "low"}, {"announce": "Default"}]}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "low.scenario.json").scenario
        // As before the waiting low ones were kept apart: the first low one starts and is cut,
        // the second, still waiting when a newer one starts, is dropped.
        let lines = try ScenarioRunner.run(scenario).lines
        #expect(
            lines == [
                "Go, Button", "[announcement] First", "[announcement cut] Low", "[announcement dropped] Low two", "[announcement] Default",
            ])
    }
}
