import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// `update` steps that change only what a view says remake only that view's element
/// (`Session.splice`): after every step the list is the one built whole from the views as they
/// are, and the run hears what it hears when every step builds the list whole. Checked over
/// generated screens with random updates, some of which reach further (hidden, sort priority,
/// modal, a view that is a container) and build the list whole.
@Suite("Updates remake only the elements they change")
struct UpdateSpliceTests {
    static let seeds: [UInt64] = (0..<UInt64(120)).map { 0x5911_CE00 + $0 }

    /// A generated screen, then `count` updates of its views with a gesture after some; nil for
    /// a screen without ids.
    static func scenario(seed: UInt64, count: Int = 30) throws -> Scenario? {
        var generator = GeneratedScreen(seed: seed)
        var document = generator.scenario(withSteps: false)
        guard !generator.ids.isEmpty else { return nil }
        var random = SplitMix64(seed: seed ^ 0xA5A5)
        var steps: [JSONValue] = []
        for index in 0..<count {
            let set: JSONObject
            switch random.int(0...11) {
            case 0...2: set = ["accessibilityLabel": .string("Label \(index)")]
            case 3: set = ["accessibilityValue": .string("\(index)%")]
            case 4: set = ["accessibilityHint": .string("Does \(index)")]
            case 5: set = ["accessibilityLabel": .string("")]
            case 6: set = ["accessibilityAddTraits": .array([.string(random.pick(["isSelected", "isHeader", "isButton"]))])]
            case 7: set = ["accessibilityHidden": .bool(random.chance(0.5))]
            case 8: set = ["accessibilitySortPriority": .number(Double(random.int(-2...2)))]
            case 9: set = ["accessibilityViewIsModal": .bool(random.chance(0.5))]
            case 10: set = ["isOn": .bool(random.chance(0.5)), "text": .string("Typed \(index)")]
            default: set = ["accessibilityLabel": .string("Both \(index)"), "accessibilityValue": .string("Value \(index)")]
            }
            steps.append(.object(["update": .string(random.pick(generator.ids)), "set": .object(set)]))
            if random.chance(0.6) { steps.append(.string(random.pick(["next", "next", "previous", "activate", "readAll"]))) }
        }
        document["steps"] = .array(steps)
        return try PropertyTests.load(document).scenario
    }

    /// Everything an element list holds that a transcript, an audit or a report reads, one
    /// line an element.
    static func fingerprint(_ list: ElementList) -> [String] {
        list.elements.indices.map { index in
            let e = list.elements[index]
            let containers = e.containers.map { "\(list.containers[$0].serial):\(list.containers[$0].description ?? "-")" }
            return [
                "\(e.key.serial).\(e.key.part)", e.id ?? "-", e.label, e.value, e.hint, "\(e.traits.rawValue)", e.language,
                containers.joined(separator: ","), list.path(of: index), "\(String(describing: e.frame))", "\(e.control)",
                "\(e.sourceSerial)", "\(String(describing: e.activationSerial))", "\(String(describing: e.headingLevel))",
                "\(String(describing: e.position))", "\(String(describing: e.tableCell))", e.actions.map(\.name).joined(separator: ","),
                e.inputLabels.joined(separator: ","), "\(e.valueIsVoiceOvers)", e.valueReading ?? "-", "\(String(describing: e.speech))",
                "\(e.customContent.count)",
            ].joined(separator: " | ")
        }
    }

    /// The list built whole from the session's views as they are now.
    static func builtWhole(_ session: Session, _ scenario: Scenario) -> ElementList {
        var builder = ElementListBuilder(screen: session.screen, phrases: session.phrases, voices: session.voices)
        builder.pathRootName = session.tree.top.pathName
        return builder.build(session.tree.top.root, language: session.tree.top.language)
    }

    /// Plays `scenario` step by step, checking the list after each against the list built whole.
    static func play(_ scenario: Scenario, splicing: Bool, seed: UInt64) throws -> (Session, Transcript)? {
        let phrases = try VoiceLibrary.shared.voiceOverPhrasebook(settings: scenario.settings, screen: scenario.screen)
        var session = Session(scenario: scenario, phrases: phrases)
        session.splicesUpdates = splicing
        var playing = ScenarioRunner.Playing(scenario: scenario, marksSteps: true, rightToLeft: phrases.direction == .rightToLeft)
        do {
            try ScenarioRunner.start(&session, scenario.start)
            for index in (scenario.steps ?? []).indices {
                try playing.play(index..<index + 1, on: &session)
                session.settleViews()
                #expect(
                    fingerprint(session.list) == fingerprint(builtWhole(session, scenario)),
                    "seed \(seed), after steps[\(index)]: the list differs from the list built whole")
            }
            try playing.finish(on: &session)
        } catch {
            return nil
        }
        return (session, Transcript(events: session.channel.orderedEvents, elements: session.referenced))
    }

    @Test("After each update the list is the one built whole, and the transcript is the one heard building it whole each time")
    func sameAsBuiltWhole() throws {
        var spliced = 0
        var played = 0
        for seed in Self.seeds {
            guard let scenario = try Self.scenario(seed: seed),
                let (session, transcript) = try Self.play(scenario, splicing: true, seed: seed),
                let (whole, wholeTranscript) = try Self.play(scenario, splicing: false, seed: seed)
            else { continue }
            played += 1
            if session.listBuilds > session.wholeBuilds { spliced += 1 }
            #expect(whole.listBuilds == whole.wholeBuilds, "seed \(seed): a session that does not splice built every list whole")
            #expect(
                TranscriptRenderer.json(transcript, showSteps: true) == TranscriptRenderer.json(wholeTranscript, showSteps: true),
                "seed \(seed)")
            #expect(session.warnings == whole.warnings, "seed \(seed)")
            #expect(session.landings == whole.landings, "seed \(seed)")
        }
        // The check means something: most scenarios ran, and in many an update was spliced.
        #expect(played * 2 > Self.seeds.count, "only \(played) of \(Self.seeds.count) scenarios ran")
        #expect(spliced * 4 > played, "only \(spliced) of \(played) runs spliced an update")
    }

    @Test("n label updates of n rows, a swipe after each, build the list whole once after the first")
    func labelUpdatesSplice() throws {
        let rows = (0..<50).map { #"{"Text": "Row \#($0)", "id": "r\#($0)"}"# }.joined(separator: ", ")
        let steps = (0..<50).map { #"{"update": "r\#($0)", "set": {"accessibilityLabel": "ROW \#($0) READ"}}, "next""# }
        let text =
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [\#(rows)]}}, "steps": [\#(steps.joined(separator: ", "))]}"#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "rows.scenario.json").scenario
        let (session, transcript) = try #require(try Self.play(scenario, splicing: true, seed: 0))
        // The list the screen appeared with, and the one the first update built keeping contexts.
        #expect(session.wholeBuilds == 2)
        #expect(session.listBuilds == 51)
        #expect(session.list.elements.map(\.label) == (0..<50).map { "ROW \($0) READ" })
        let (_, whole) = try #require(try Self.play(scenario, splicing: false, seed: 0))
        #expect(TranscriptRenderer.text(transcript, showSteps: true) == TranscriptRenderer.text(whole, showSteps: true))
    }
}
