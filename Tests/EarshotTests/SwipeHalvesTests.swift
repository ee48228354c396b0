import Foundation
import Testing

@testable import Earshot

/// A swipe through played in two halves at the same time (`SwipeHalves`) must be heard exactly
/// as one played in order: every event, time and sequence number, every warning and state.
@Suite("Swipes through played in halves")
struct SwipeHalvesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The run of `scenario`, its swipe through in halves from two swipes, or never.
    static func run(_ scenario: Scenario, halves: Bool, marksSteps: Bool = true, keepingViews: Bool = false) throws -> Run {
        try ScenarioRunner.$swipeHalvesFrom.withValue(halves ? 2 : .max) {
            try ScenarioRunner.perform(scenario, marksSteps: marksSteps, keepingViews: keepingViews)
        }
    }

    /// Each event on a line: when, its sequence, step and element, and what it says.
    static func lines(_ events: [TranscriptEvent]) -> [String] {
        events.map {
            "\($0.time) #\($0.sequence) step \($0.stepIndex ?? -1) element \($0.element ?? -1) \($0.status) "
                + "\(TranscriptRenderer.line($0)) [\($0.parts.map(\.language).joined(separator: " "))]"
        }
    }

    /// Everything a run says: its events, its warnings, landings and states.
    static func summary(_ run: Run) -> [String] {
        lines(run.transcript.events) + run.warnings.map(\.description)
            + ["\(run.landings.count) landings, \(run.states.count) states, \(run.transcript.elements.endIndex) elements"]
    }

    /// `scenario` as it is, and under settings that change what a swipe says or plays.
    static func variants(_ scenario: Scenario) -> [Scenario] {
        var variants = [scenario]
        let changes: [(inout Settings) -> Void] = [
            { $0.speakHints = false }, { $0.actions = .sound }, { $0.actions = .pitch }, { $0.containerDescriptions = false },
            { $0.rate = 85 }, { $0.language = "ar" }, { $0.language = "ja" },
        ]
        for change in changes {
            var changed = scenario
            change(&changed.settings)
            variants.append(changed)
        }
        var silent = scenario
        silent.start = .silent
        variants.append(silent)
        return variants
    }

    static func expectSame(_ scenario: Scenario, _ name: String) throws {
        for variant in variants(scenario) {
            for (marks, keeps) in [(true, false), (false, false), (true, true)] {
                let serial = try run(variant, halves: false, marksSteps: marks, keepingViews: keeps)
                let halved = try run(variant, halves: true, marksSteps: marks, keepingViews: keeps)
                #expect(summary(halved) == summary(serial), "\(name), \(variant.settings), marks \(marks), keeps \(keeps)")
            }
        }
    }

    @Test("Every screen of the repository's and the shared scenarios is heard the same in halves")
    func repositoryScreens() throws {
        var folders = [Self.repository.appendingPathComponent("Scenarios")]
        let shared = Self.repository.deletingLastPathComponent().appendingPathComponent("shared")
        for name in ["examples", "examples-next", "examples-wave3"] { folders.append(shared.appendingPathComponent(name)) }
        var screens = 0
        for folder in folders {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.lastPathComponent.hasSuffix(".screen.json") {
                try Self.expectSame(try DocumentLoader.load(url).scenario, url.lastPathComponent)
                screens += 1
            }
        }
        // The repository's own screens alone are more than this.
        #expect(screens > 20)
    }

    @Test("Generated screens with containers, combined rows and sort priorities are heard the same in halves")
    func generatedScreens() throws {
        for seed in PropertyTests.seeds.prefix(40) {
            let text = ListCutTests.screen(seed: seed, rows: 10 + Int(seed % 9), pretty: false)
            let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "generated.screen.json").scenario
            try Self.expectSame(scenario, "seed \(seed)")
        }
    }

    /// A session on `scenario` as the runner starts one, and what it plays.
    static func started(_ scenario: Scenario) throws -> (Session, ScenarioRunner.Playing, count: Int) {
        let phrases = try VoiceLibrary.shared.voiceOverPhrasebook(settings: scenario.settings, screen: scenario.screen)
        var session = Session(scenario: scenario, phrases: phrases)
        try ScenarioRunner.start(&session, scenario.start)
        let count = session.list.elements.count - 1 - (session.focusedIndex ?? 0)
        return (session, ScenarioRunner.Playing(scenario: scenario, marksSteps: true, rightToLeft: false), count)
    }

    @Test("The runner takes the second half's work only when that half started where the first ended")
    func secondHalfChecked() throws {
        let rows = (0..<40).map { #"{"HStack": [{"Text": "Row \#($0)"}, {"Button": "Open"}], "accessibilityElement": "contain"}"# }
        let text = #"{"earshot": 1, "root": {"List": ["# + rows.joined(separator: ", ") + "]}}"
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "rows.screen.json").scenario
        let focused = try #require(try Self.started(scenario).0.focusedIndex)
        // Put where the first half leaves focus, the copy's work is taken; put one element
        // further, it is thrown away and the runner plays the second half itself.
        let outcomes = try DeepStack.run { () throws -> [(took: Bool, events: [TranscriptEvent], state: Session.StepState)] in
            try [nil, 0, 1].map { (offset: Int?) in
                var (session, playing, count) = try Self.started(scenario)
                guard let offset else {
                    try playing.play(0..<count, on: &session)
                    try playing.finish(on: &session)
                    return (false, session.channel.orderedEvents, session.stepState)
                }
                let second = focused + count / 2 + offset
                var took = false
                if let halves = SwipeHalves(session, count: count, playing: playing, from: 2, secondFocus: offset == 0 ? nil : second) {
                    took = try halves.play(&session, &playing)
                }
                try playing.finish(on: &session)
                return (took, session.channel.orderedEvents, session.stepState)
            }
        }
        let (serial, halved, redone) = (outcomes[0], outcomes[1], outcomes[2])
        #expect(serial.events.count > 80)
        #expect(halved.took)
        #expect(Self.lines(halved.events) == Self.lines(serial.events))
        #expect(halved.events == serial.events)
        #expect(halved.state == serial.state)
        #expect(!redone.took)
        #expect(Self.lines(redone.events) == Self.lines(serial.events))
        #expect(redone.state == serial.state)
    }

    @Test("A channel carries on with what a restarted one said only when both are quiet")
    func carryOn() {
        func say(_ text: String) -> Utterance { Utterance(SpokenPart(text, language: "en")) }
        var first = SpeechChannel(estimate: DurationEstimate(rates: SpeechRates(), rate: 50))
        first.speak(say("One"), hint: say("Double tap to open."))
        var later = first.restarted()
        later.speak(say("Two"), hint: say("Swipe up or down to adjust."))
        later.play(.actionsAvailable, name: "actions")
        // The first still speaks; then the later one does.
        let whileFirstSpeaks = first.carryOn(with: &later)
        #expect(!whileFirstSpeaks)
        #expect(first.events.count == 1 && later.events.count == 2)
        first.advance(to: first.silence())
        let whileLaterSpeaks = first.carryOn(with: &later)
        #expect(!whileLaterSpeaks)
        later.finishAll()
        var serial = first
        serial.speak(say("Two"), hint: say("Swipe up or down to adjust."))
        serial.play(.actionsAvailable, name: "actions")
        serial.finishAll()
        let carried = first.carryOn(with: &later)
        #expect(carried)
        #expect(Self.lines(first.orderedEvents) == Self.lines(serial.orderedEvents))
        #expect(first.orderedEvents == serial.orderedEvents)
        #expect(first.now == serial.now && first.nextSequence == serial.nextSequence && first.silence() == serial.silence())
    }

    @Test("Without enough swipes, or from the default with one processor, nothing is played in halves")
    func shortSwipes() throws {
        let text = #"{"earshot": 1, "root": {"VStack": [{"Text": "One"}, {"Text": "Two"}, {"Text": "Three"}]}}"#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "three.screen.json").scenario
        let (session, playing, count) = try Self.started(scenario)
        #expect(count == 2)
        #expect(SwipeHalves(session, count: count, playing: playing) == nil)
        #expect(SwipeHalves(session, count: count, playing: playing, from: 3) == nil)
        #expect(SwipeHalves(session, count: 1, playing: playing, from: 1) == nil)
    }

    @Test("The helper plays half a swipe through, and never more than its share of memory allows")
    func helpersShare() {
        #expect(SwipeHalves.split(2) == 1)
        #expect(SwipeHalves.split(100_001) == 50_000)
        #expect(SwipeHalves.split(2 * SwipeHalves.maximumSecondHalf) == SwipeHalves.maximumSecondHalf)
        #expect(SwipeHalves.split(1_000_000) == 1_000_000 - SwipeHalves.maximumSecondHalf)
    }
}
