import Testing

@testable import Earshot

@Suite("Transcript events")
struct TranscriptEventTests {
    @Test("An event keeps what it is given, and is small: a long transcript is millions of them")
    func compact() {
        #expect(MemoryLayout<TranscriptEvent>.stride <= 88)
        var event = TranscriptEvent(
            kind: .speech, text: "Sign in, Button", status: .interrupted, heard: "Sign in", time: 5_000_000_000, duration: 420,
            parts: [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "fr")], stepIndex: 3, sequence: 9)
        #expect(event.time == 5_000_000_000)
        #expect(event.duration == 420 && event.heardDuration == 420)
        #expect(event.heard == "Sign in" && event.stepIndex == 3 && event.sequence == 9)
        #expect(event.hasVariedParts && event.parts.map(\.language) == ["en", "fr"])
        let copy = event
        event.heard = "Sign"
        event.parts = [SpokenPart("Sign in, Button", language: "en")]
        event.stepIndex = nil
        #expect(copy.heard == "Sign in" && copy.hasVariedParts, "a copy does not see changes")
        #expect(event.heard == "Sign" && !event.hasVariedParts && event.language == "en" && event.stepIndex == nil)
        // Durations beyond 24 days saturate rather than trap.
        event.duration = Int.max
        #expect(event.duration == Int(Int32.max))
    }
}

@Suite("A scenario's source")
struct ScenarioSourceTests {
    @Test("is read from the file and named in the failure report")
    func sourceIsShownInFailures() throws {
        let text = #"""
            {"earshot": 1, "source": "WWDC14 session 210, 20:49",
             "screen": {"earshot": 1, "root": {"Text": "Hello"}}, "expect": ["Goodbye"]}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "s.scenario.json").scenario
        #expect(scenario.source == "WWDC14 session 210, 20:49")
        let comparison = TranscriptComparison(
            expected: scenario.expect?.lines ?? [], transcript: try ScenarioRunner.run(scenario), source: scenario.source)
        #expect(!comparison.matches)
        #expect(comparison.report(name: "s").contains("expected from: WWDC14 session 210, 20:49"))
    }
}
