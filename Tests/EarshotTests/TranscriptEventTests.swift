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
