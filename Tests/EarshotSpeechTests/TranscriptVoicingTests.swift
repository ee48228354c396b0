import Earshot
import Foundation
import Testing

@testable import EarshotSpeech

/// From a scenario to audio: the WAV holds what the transcript says was heard, at its times.
@Suite(.serialized) struct TranscriptVoicingTests {
    func transcript(_ json: String) throws -> Transcript {
        let document = try DocumentLoader.load(bytes: Array(json.utf8), name: "voicing.scenario.json")
        return try ScenarioRunner.run(document.scenario)
    }

    @Test("A known transcript voices to a WAV as long as the speech clock says, within 15%")
    func durationMatchesTheClock() throws {
        let heard = try transcript(
            """
            {"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [
              {"Text": "Edit note", "accessibilityAddTraits": ["isHeader"]},
              {"Toggle": "Remember me", "isOn": false},
              {"Button": "Save"}
            ]}}}
            """)
        #expect(
            heard.lines == [
                "Edit note, Heading", "Remember me, Switch button, Off", "[hint] Double tap to toggle setting", "Save, Button",
            ])
        let audio = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).render(VoicingScript(transcript: heard, rate: 50))
        #expect(abs(audio.duration - heard.endTime) / heard.endTime < 0.15, "WAV \(audio.duration) s, clock \(heard.endTime) s")
    }

    @Test("Dropped announcements are not voiced, cut ones only as far as they were heard, sounds become earcons")
    func droppedAndCutItems() throws {
        let heard = try transcript(
            """
            {"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [
              {"Button": "Sign in", "onActivate": [
                {"announce": "Episode 1 downloaded"},
                {"announce": "Episode 2 downloaded", "after": 0.4},
                {"screenChanged": null, "after": 0.2},
                {"announce": "Signed in"}
              ]}
            ]}}, "steps": ["activate"]}
            """)
        let script = VoicingScript(transcript: heard, rate: 50)
        let speech = script.items.compactMap { item -> (String, Double)? in
            if case .speech(let segments, _, _, let fraction) = item { return (segments.map(\.text).joined(), fraction) }
            return nil
        }
        #expect(!speech.contains { $0.0 == "Signed in" }, "a dropped announcement is silent")
        #expect(speech.contains { $0.0 == "Episode 1 downloaded" && $0.1 < 1 }, "a cut announcement is cut")
        #expect(script.items.contains { if case .earcon(.screenChanged, _) = $0 { return true } else { return false } })
    }

    @Test("A label that looks like SSML is read as text, never obeyed")
    func markupIsRead() throws {
        let heard = try transcript(
            """
            {"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "<break time=\\"20s\\"/>Hello"}}}
            """)
        let audio = try Voicer(voicesDirectory: repoVoices, cacheDirectory: nil).render(VoicingScript(transcript: heard, rate: 50))
        #expect(audio.duration < 8)
    }
}
