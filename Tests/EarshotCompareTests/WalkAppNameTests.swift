import Testing

@testable import Earshot
@testable import EarshotCompare

/// A recorded walk that starts with the app's name (VOICEOVER.md §7): lined up with Earshot's
/// walk, the name is left out and said so.
@Suite("Parity with recorded walks: the app's name")
struct WalkAppNameTests {
    @Test("The app's name before the first utterance is recognised when the rest differs too, and a shared first word is not a name")
    func appNameWhenTheRestDiffers() throws {
        let document = try DocumentLoader.load(
            bytes: Array(
                #"{"earshot": 1, "root": {"VStack": [{"Text": "Fixture repeated", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Go"}]}}"#
                    .utf8),
            name: "s.screen.json")
        func compare(_ walk: String) throws -> WalkComparison {
            try WalkComparison.run(
                document.scenario, walk: try RecordedWalk.read(bytes: Array(walk.utf8), name: "walk.txt", capture: nil),
                screenName: "s.screen.json")
        }
        let differs = try compare("VoiceOverFixture Fixture repeated Header\nGo Button\n")
        #expect(differs.notes.first == "line 1: the app's name \"VoiceOverFixture\" comes first; left out", "\(differs.text)")
        #expect(differs.pairs.first?.onlyVoiceOverWords == ["header"])
        let noName = try compare("Fixture repeated Header\nGo Button\n")
        #expect(!noName.notes.contains { $0.contains("app's name") })
    }
}
