import Foundation
import Testing

@testable import Earshot
@testable import EarshotCompare

/// Recorded walks of real VoiceOver (Xcode 27's XCUIVoiceOverService): reading every shape,
/// and comparing them with Earshot's walk (`earshot compare`).
@Suite("Real VoiceOver walks")
struct RealVoiceOverTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/RealVoiceOver")

    static func walk(_ text: String, name: String = "walk.txt", capture: String? = nil) throws -> RecordedWalk {
        try RecordedWalk.read(bytes: Array(text.utf8), name: name, capture: capture)
    }

    static func error(_ text: String, name: String = "walk.txt", capture: String? = nil) -> String? {
        do {
            _ = try walk(text, name: name, capture: capture)
            return nil
        } catch {
            return (error as? InputError)?.description ?? "\(error)"
        }
    }

    static func compare(_ screen: String, _ walk: String) throws -> WalkComparison {
        let document = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "root": \#(screen)}"#.utf8), name: "s.screen.json")
        return try WalkComparison.run(document.scenario, walk: try Self.walk(walk), screenName: "s.screen.json")
    }

    // MARK: Reading

    @Test("Plain lines, a JSON list, WebDriverAgent replies line by line and aloud's steps read the same walk")
    func shapes() throws {
        let plain = try Self.walk("A Button\r\n\nB Heading\n")
        #expect(plain.steps.map(\.utterance) == ["A Button", "B Heading"])
        #expect(plain.steps.map(\.move) == [.current, .forward])
        #expect(plain.steps.map(\.place) == ["line 1", "line 3"])
        let list = try Self.walk(#"["A Button", null, "B Heading"]"#, name: "w.json")
        #expect(list.steps.map(\.utterance) == ["A Button", nil, "B Heading"])
        let replies = try Self.walk("{\"utterance\": \"A Button\"}\n{\"value\": {\"utterance\": \"B Heading\"}}\n", name: "w.jsonl")
        #expect(replies.steps.map(\.utterance) == ["A Button", "B Heading"])
        #expect(replies.steps.map(\.place) == ["line 1", "line 2"])
        let aloud = try Self.walk(
            #"{"steps": [{"action": "current", "utterance": "A"}, {"action": "backward", "utterance": "B"}, {"action": "forward", "utterance": null, "error": {"code": 3}}]}"#,
            name: "w.json")
        #expect(aloud.steps.map(\.move) == [.current, .backward, .forward])
        #expect(aloud.steps.map(\.place) == ["steps[0]", "steps[1]", "steps[2]"])
    }

    @Test("aloud's fixture file of several captures: one is picked by name; none named is an error listing them")
    func captures() throws {
        let text = #"{"captures": {"modal": {"steps": [{"action": "current", "utterance": "X"}]}, "scroll": {"steps": ["Y"]}}}"#
        #expect(try Self.walk(text, name: "f.json", capture: "scroll").steps.map(\.utterance) == ["Y"])
        #expect(
            Self.error(text, name: "f.json")
                == "f.json:1:14: error: at captures: the file holds 2 captures (modal, scroll); pick one (name the capture to compare)")
        #expect(Self.error(text, name: "f.json", capture: "scrol")?.contains("did you mean 'scroll'?") == true)
    }

    @Test("A bad or empty walk is an input error naming the file and the line or JSON path")
    func badWalks() {
        #expect(Self.error("") == "walk.txt: error: the walk is empty (write one utterance per line)")
        #expect(Self.error("[null]", name: "w.json")?.hasPrefix("w.json: error: the walk holds no utterance") == true)
        #expect(Self.error("[\n \"a\",\n 3\n]", name: "w.json")?.hasPrefix("w.json:3:2: error: at [1]: expected an utterance") == true)
        #expect(
            Self.error("{\"utterance\": \"a\"}\n{\"utterance\": 5}\n", name: "w.jsonl")
                == "w.jsonl:2: error: expected a string or null, found a number 5")
        #expect(
            Self.error(#"{"steps": [{"action": "sideways", "utterance": "x"}]}"#, name: "w.json")
                == #"w.json:1:23: error: at steps[0].action: expected one of current, forward, backward, in, out, found "sideways""#)
        #expect(Self.error("[1,", name: "w.json")?.hasPrefix("w.json:1:4: error:") == true)
        let notUTF8 = Result { try RecordedWalk.read(bytes: Array("ok\n".utf8) + [0xFF, 0x0A], name: "walk.txt") }
        #expect((notUTF8.failure as? InputError)?.description == "walk.txt:2: error: line 2 is not UTF-8 text")
    }

    // MARK: Comparing

    @Test("Done with priority -1 read first by the walk and last by Earshot is one pair out of order")
    func outOfOrder() throws {
        let comparison = try Self.compare(
            #"{"VStack": [{"HStack": [{"Button": "Done", "id": "done", "accessibilitySortPriority": -1}]}, {"Text": "Title"}, {"Text": "Card"}], "accessibilityElement": "contain"}"#,
            "Done Button\nTitle\nCard\nCard\n")
        #expect(comparison.pairs.map(\.verdict) == [.same, .same, .outOfOrder])
        #expect(comparison.pairs.last?.earshot?.element == "done")
        #expect(comparison.pairs.last?.voiceOver?.place == "line 1")
        #expect(comparison.paritySummary == "66.7% (2 of 3 pairs the same)")
        #expect(comparison.notes.contains { $0.hasPrefix("end of screen: \"Card\" came back 1 more time") })
    }

    @Test("Other words for the same stop, a stop on one side only, the 64-character cut and a hint left out")
    func verdicts() throws {
        let long = String(repeating: "word ", count: 20)
        let cut = String(("Card " + long).prefix(64))
        let comparison = try Self.compare(
            #"{"VStack": [{"Button": "Save draft"}, {"Text": "Card \#(long)"}, {"Toggle": "Wi-Fi", "isOn": false}, {"Text": "Footer"}]}"#,
            "Save draft now Button\n\(cut)\nWi-Fi Switch button off\nExtra line here\n")
        #expect(comparison.pairs.map(\.verdict) == [.wordsDiffer, .same, .same, .onlyVoiceOver, .onlyEarshot])
        #expect(comparison.pairs[0].onlyVoiceOverWords == ["now"])
        #expect(comparison.pairs[1].notes == ["cut at 64 characters"])
        #expect(comparison.pairs[2].notes == ["hint not in the walk"])
    }

    @Test("A 64-character cut that ends in a space is a cut, trimmed to 63 or not; 63 characters that end mid-word are not")
    func cutEndingInASpace() throws {
        let label = String(repeating: "abcdefg ", count: 12)
        let screen = #"{"VStack": [{"Text": "\#(label)"}, {"Button": "Go"}]}"#
        let cut = String(label.prefix(64))
        #expect(cut.last == " ")
        for walk in ["\(cut)\nGo Button\n", #"["\#(cut)", "Go Button"]"#] {
            let comparison = try Self.compare(screen, walk)
            #expect(comparison.pairs.map(\.verdict) == [.same, .same], "\(comparison.text)")
            #expect(comparison.pairs.first?.notes == ["cut at 64 characters"])
        }
        let short = try Self.compare(screen, "\(label.prefix(62))\nGo Button\n")
        #expect(short.pairs.first?.verdict != .same)
    }

    @Test("A word said in another place is a reorder naming the word, not a bag of differing words")
    func reorderedWords() throws {
        let comparison = try Self.compare(
            #"{"VStack": [{"Button": "Set 1", "accessibilityAddTraits": ["isSelected"]}, {"Button": "Go"}]}"#,
            "Set 1 selected Button\nGo Button\n")
        #expect(comparison.pairs.map(\.verdict) == [.reordered, .same])
        #expect(comparison.pairs[0].movedWords == ["selected"])
        #expect(comparison.pairs[0].onlyEarshotWords.isEmpty && comparison.pairs[0].onlyVoiceOverWords.isEmpty)
        #expect(comparison.text.contains("reordered      E selected Set 1 Button"))
        #expect(comparison.text.contains(#"moved: "selected""#))
        #expect(comparison.json.contains(#""moved": ["#))

        // Issue 49's disabled container: `selected` moved to the front, and one `dimmed` more.
        let earshot = [
            WalkComparison.EarshotLine(
                utterance: "Variant Selected OpenCC Standard Dimmed Button", withoutHint: "", line: "", element: nil, step: 0)
        ]
        let voiceOver = [
            WalkComparison.VoiceOverLine(
                raw: "selected Variant dimmed OpenCC Standard dimmed Button",
                utterance: "selected Variant dimmed OpenCC Standard dimmed Button", place: "line 1", step: 0)
        ]
        let pairs = WalkAlignment.align(earshot, voiceOver, movable: EarshotWalk.movableWords("en"))
        #expect(pairs.map(\.verdict) == [.wordsDiffer])
        #expect(pairs.first?.movedWords == ["selected"])
        #expect(pairs.first?.onlyVoiceOverWords == ["dimmed"])
        #expect(WalkTexts.moved(["a", "b", "c"], ["c", "a", "b"], movable: []) == ["c"])
    }

    @Test("moveIn and moveOut, as aloud's actions or the service's calls, are shown in the walk's order, not compared")
    func containerMoves() throws {
        let calls = try Self.walk(
            #"{"steps": [{"action": "currentSpeech()", "utterance": "A"}, {"action": "moveIn()", "utterance": "B"}, {"action": "voiceOver.moveOut()", "utterance": "C"}, {"action": "OUT", "utterance": "D"}]}"#,
            name: "w.json")
        #expect(calls.steps.map(\.move) == [.current, .in, .out, .out])
        let walk = #"""
            {"steps": [{"action": "current", "utterance": "Title"}, {"action": "forward", "utterance": "A Button"},
              {"action": "in", "utterance": "Inside A"}, {"action": "forward", "utterance": "B Button"},
              {"action": "out", "utterance": "Outside"}]}
            """#
        let comparison = try Self.compare(#"{"VStack": [{"Text": "Title"}, {"Button": "A"}, {"Button": "B"}]}"#, walk)
        #expect(comparison.pairs.map(\.verdict) == [.same, .same, .containerMove, .same, .containerMove], "\(comparison.text)")
        #expect(comparison.pairs[2].voiceOver?.raw == "Inside A" && comparison.pairs[2].earshot == nil)
        #expect(comparison.pairs[2].notes == ["moveIn(): Earshot has no step into a container; shown, not compared"])
        #expect(comparison.pairs[4].notes == ["moveOut(): Earshot has no step out of a container; shown, not compared"])
        #expect(comparison.parity == 1)
        #expect(comparison.paritySummary == "100% (3 of 3 pairs the same; 2 container moves not compared)")
        #expect(comparison.junit.contains(#"failures="0" errors="0" skipped="2""#))
        #expect(comparison.junit.contains(#"<skipped message="moveIn(): Earshot has no step into a container; shown, not compared"/>"#))
        #expect(comparison.text.contains("container-move V Inside A  (steps[2])"))
    }

    @Test("A leading VoiceOver on drops Earshot's first line with it; an app name before the first utterance is left out")
    func preambles() throws {
        let on = try Self.compare(#"{"VStack": [{"Text": "Title"}, {"Button": "Go"}]}"#, "VoiceOver on\nGo Button\n")
        #expect(on.pairs.map(\.verdict) == [.same])
        let named = try Self.compare(#"{"VStack": [{"Text": "Title"}, {"Button": "Go"}]}"#, "MyApp Title\nGo Button\n")
        #expect(named.pairs.map(\.verdict) == [.same, .same])
        #expect(named.pairs.first?.voiceOver?.raw == "MyApp Title")
        #expect(named.notes.first == "line 1: the app's name \"MyApp\" comes first; left out")
    }

    @Test("Lines ended by CR alone are utterances of their own; runs of spaces in an app-name prefix still mark the name")
    func spacesAndOldLineEnds() throws {
        let old = try Self.walk("A Button\rB Heading\r\nC\rD\n")
        #expect(old.steps.map(\.utterance) == ["A Button", "B Heading", "C", "D"])
        #expect(old.steps.map(\.place) == ["line 1", "line 2", "line 3", "line 4"])
        let screen = #"{"VStack": [{"Text": "Fixture repeated"}, {"Button": "Go"}]}"#
        for walk in [
            "My  App Fixture  repeated\nGo Button\n", "My  App Fixture  repeated\rGo Button\r", "My App\tFixture repeated  \nGo Button",
        ] {
            let named = try Self.compare(screen, walk)
            #expect(named.pairs.map(\.verdict) == [.same, .same], "\(named.text)")
            #expect(named.notes.first == "line 1: the app's name \"My App\" comes first; left out")
        }
    }

    /// `earshot listen SCENARIO > walk.transcript; earshot compare SCENARIO walk.transcript`.
    @Test(
        "A walk written in Earshot's own text form compares as the same as the scenario it came from",
        arguments: [
            "RealVoiceOver/aloud-repeated.scenario.json", "RealVoiceOver/aloud-dynamic.scenario.json", "Demo/field-notes.screen.json",
        ])
    func earshotTextForm(_ path: String) throws {
        let url = Self.folder.deletingLastPathComponent().appendingPathComponent(path)
        let scenario = try DocumentLoader.load(url, displayName: url.lastPathComponent).scenario
        let text = TranscriptRenderer.text(try ScenarioRunner.run(scenario))
        let walk = try RecordedWalk.read(bytes: Array(text.utf8), name: "earshot.transcript")
        let comparison = try WalkComparison.run(scenario, walk: walk, screenName: url.lastPathComponent)
        #expect(comparison.parity == 1, "\(comparison.text)")
        #expect(comparison.pairs.count == walk.steps.count)
    }

    @Test("Earshot's text form: a [hint] line joins the line before; sounds, announcements and cut lines are no move")
    func earshotTextFormReading() throws {
        let walk = try Self.walk(
            "Notifications, Switch button, On\n[hint] Double tap to toggle setting\n[sound] boundary\n[announcement cut] Sav\nSave, Button\n"
        )
        #expect(walk.steps.map(\.utterance) == ["Notifications, Switch button, On", "Save, Button"])
        #expect(walk.steps.map(\.hint) == ["Double tap to toggle setting", nil])
        #expect(
            walk.notes == [
                "Earshot's text form: 1 [hint] line joined to the line before",
                "Earshot's text form: no move says line 3 (sound), line 4 (announcement cut); left out",
            ])
        let comparison = try Self.compare(
            #"{"VStack": [{"Toggle": "Notifications", "isOn": true}, {"Button": "Save"}]}"#,
            "Notifications, Switch button, On\n[hint] Double tap to toggle setting\nSave, Button\n")
        #expect(comparison.pairs.map(\.verdict) == [.same, .same])
        #expect(comparison.pairs.map(\.notes) == [["in Earshot's text form"], ["in Earshot's text form"]])
        let service = try Self.compare(
            #"{"VStack": [{"Toggle": "Notifications", "isOn": true}, {"Button": "Save"}]}"#,
            "Notifications Switch button on Double tap to toggle setting.\nSave Button\n")
        #expect(service.pairs.allSatisfy { $0.verdict == .same && $0.notes.isEmpty })
    }

    /// aloud's four public walks beside their app's source: every pair the same.
    @Test("IRS-Public/aloud's walks compare at full parity with their screens", arguments: ["repeated", "modal", "scroll", "dynamic"])
    func aloud(_ name: String) throws {
        let scenario = Self.folder.appendingPathComponent("aloud-\(name).scenario.json")
        let document = try DocumentLoader.load(scenario, displayName: "aloud-\(name).scenario.json")
        let walk = try RecordedWalk.read(Self.folder.appendingPathComponent("aloud-\(name).walk.json"))
        let comparison = try WalkComparison.run(document.scenario, walk: walk, screenName: "aloud-\(name)")
        let expected = ["repeated": 5, "modal": 2, "scroll": 12, "dynamic": 2]
        #expect(comparison.pairs.count == expected[name])
        #expect(comparison.pairs.allSatisfy { $0.verdict == .same }, "\(comparison.text)")
        #expect(comparison.parity == 1)
        #expect(comparison.notes.count == (name == "scroll" ? 1 : 2), "\(comparison.notes)")
    }

    /// The golden files in VoiceOver's words are the walks themselves: `earshot test` passes on
    /// them (`expectStyle: voiceover`), and here each of their lines is checked against the
    /// walk's utterance for the same move, word for word.
    @Test(
        "aloud's golden files in VoiceOver's words are its walks' utterances, word for word",
        arguments: ["repeated", "modal", "scroll", "dynamic"])
    func voiceOverStyleGoldens(_ name: String) throws {
        let file = Self.folder.appendingPathComponent("aloud-\(name).voiceover.scenario.json")
        let scenario = try DocumentLoader.load(file, displayName: file.lastPathComponent).scenario
        #expect(scenario.expectStyle == .voiceover)
        let expectation = try #require(try ScenarioSuite.expectation(for: scenario))
        let transcript = try ScenarioRunner.run(scenario)
        #expect(TranscriptComparison(expected: expectation.lines, transcript: transcript, style: scenario.expectStyle).matches)
        #expect(!TranscriptComparison(expected: expectation.lines, transcript: transcript).matches, "the Earshot style differs")

        let walk = try RecordedWalk.read(Self.folder.appendingPathComponent("aloud-\(name).walk.json"))
        let utterances = walk.steps.compactMap(\.utterance)
        let lines = expectation.lines
        try #require(lines.count == (scenario.steps?.count ?? 0) + 1 && lines.count <= utterances.count)
        // Every move, the first too: the scenario's `start` begins the walk as the service's began
        // ("VoiceOver on", or the app's name before the first element).
        #expect(Array(utterances[0..<lines.count]) == lines)
        #expect(scenario.start == .voiceOverOn || scenario.start == .appActivated("VoiceOverFixture"))
        // What the walk says after the golden file ends is its last utterance again: the end of the screen.
        #expect(utterances[lines.count...].allSatisfy { $0 == lines.last })
    }

    @Test("The comparison's JSON and JUnit say the verdicts; the same input gives the same bytes")
    func reports() throws {
        let screen = #"{"VStack": [{"Button": "Done", "id": "done", "accessibilitySortPriority": -1}, {"Text": "Title"}]}"#
        let one = try Self.compare(screen, "Done Button\nTitle\n")
        let two = try Self.compare(screen, "Done Button\nTitle\n")
        #expect(one.json == two.json && one.junit == two.junit && one.text == two.text)
        #expect(one.json.contains(#""verdict": "out-of-order""#))
        #expect(
            one.junit.contains(
                #"<failure type="out-of-order" message="Earshot: &quot;Done Button&quot;; VoiceOver: &quot;Done Button&quot; (line 1)"/>"#))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
