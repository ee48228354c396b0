import Foundation
import Testing

@testable import Earshot

/// Shapes of input that once cost the square of their size (issue 52, item 1): ten times the
/// input costs about ten times the time. Each is timed on this thread's CPU clock (not the wall
/// clock, which other tests running at once stretch), the faster of two runs at each size, with
/// room for a loaded machine: a square grows 100× per 10×, the goal is 11×, the test fails past 30×.
@Suite("Input shape growth")
struct InputShapeGrowthTests {
    /// This thread's CPU seconds running `body`.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        try body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// How many times longer the scenario `make(10 × count)` runs than `make(count)`.
    static func growth(_ count: Int, _ make: (Int) -> String) throws -> Double {
        var times: [Double] = []
        for size in [count, count * 10] {
            let scenario = try DocumentLoader.load(bytes: Array(make(size).utf8), name: "growth.scenario.json").scenario
            var best = Double.infinity
            for _ in 0..<2 { best = min(best, try cpuSeconds { _ = try ScenarioRunner.run(scenario) }) }
            times.append(best)
        }
        return times[1] / max(times[0], 1e-6)
    }

    @Test("Queued announcements: each one's start looks at the waiting low ones, not the whole queue")
    func queuedAnnouncements() throws {
        let ratio = try Self.growth(800) { count in
            let steps = (0..<count).map { #"{"announce": "Message \#($0)", "queue": true}"# }.joined(separator: ", ")
            return #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Button": "Go"}}, "steps": [\#(steps)]}"#
        }
        #expect(ratio < 30, "10× the queued announcements took \(ratio)× the time")
    }

    @Test("A UIKit accessibilityElements list of N ids finds its views in one walk, not one each")
    func accessibilityElementsList() throws {
        let ratio = try Self.growth(600) { count in
            let views = (0..<count).map { #"{"Text": "Item \#($0)", "id": "t\#($0)"}"# }.joined(separator: ", ")
            let ids = (0..<count).reversed().map { #""t\#($0)""# }.joined(separator: ", ")
            return #"""
                {"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [\#(views)], "accessibilityElements": [\#(ids)]}},
                 "steps": ["next", "last"]}
                """#
        }
        #expect(ratio < 30, "10× the listed ids took \(ratio)× the time")
    }

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

    @Test("A label of many line feeds and control characters is escaped for the text form in time linear in its length")
    func manyLineFeeds() {
        var times: [Double] = []
        for count in [20_000, 200_000] {
            let label = String(repeating: "a\n\u{1B}", count: count)
            var best = Double.infinity
            for _ in 0..<2 {
                var escaped = ""
                best = min(best, Self.cpuSeconds { escaped = TranscriptText.escaped(label) })
                #expect(escaped.utf8.count == count * 9)
            }
            times.append(best)
        }
        let ratio = times[1] / max(times[0], 1e-6)
        #expect(ratio < 30, "10× the line feeds took \(ratio)× the time")
    }

    @Test("The focus-lost rule over a scenario of many app steps looks at each focus landing once, not at every later one")
    func manyFocusLandings() throws {
        var times: [Double] = []
        for count in [800, 8_000] {
            let rows = (0..<count).map { #"{"Text": "Row \#($0)", "id": "r\#($0)"}"# }.joined(separator: ", ")
            let steps = (0..<count).map { #"{"layoutChanged": "r\#($0)"}, {"wait": 0.5}"# }.joined(separator: ", ")
            let text = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [\#(rows)]}}, "steps": [\#(steps)]}"#
            let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "landings.scenario.json").scenario
            let run = try ScenarioRunner.perform(scenario, voices: .shared, marksSteps: false, keepingViews: true, extent: .whole)
            #expect(run.landings.count >= count)
            var best = Double.infinity
            for _ in 0..<2 {
                best = min(best, try Self.cpuSeconds { _ = try Audit.run(run, rules: [.focusLostAfterChange]) })
            }
            times.append(best)
        }
        let ratio = times[1] / max(times[0], 1e-6)
        #expect(ratio < 30, "10× the focus landings took \(ratio)× the time")
    }
}
