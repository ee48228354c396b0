import EarshotBase

/// Runs a scenario: the screen appears, VoiceOver starts, the steps happen on the speech
/// clock, and what was heard comes out as a transcript.
///
///     let transcript = try ScenarioRunner.run(scenario)
///     print(transcript.lines.joined(separator: "\n"))
///
/// User steps wait for silence unless they carry `after`; app steps happen at once unless they
/// carry `after`; `wait` lets time pass (FORMAT.md §2).
public enum ScenarioRunner {
    /// The deepest nesting of views Earshot follows.
    public static let maximumNodeDepth = 512

    /// Told the scenario's name as each run starts, in this task only (`$runObserver.withValue`):
    /// how the tests see that a command runs each scenario once.
    @TaskLocal package static var runObserver: (@Sendable (String) -> Void)?

    /// Runs `scenario` and returns what was heard.
    ///
    /// A scenario whose steps only listen (swipes, read-alls, waits, announcements: a plain
    /// `earshot listen`) takes the screen's views apart while it builds the element list. Pass
    /// the scenario with `consume` when you no longer need it, and a large screen's views and
    /// its element list never both stand whole in memory.
    ///
    /// - Parameters:
    ///   - scenario: the scenario to run.
    ///   - voices: the phrasebooks VoiceOver's words come from.
    ///   - marksSteps: whether the transcript holds a `step` event for each step (shown
    ///     with `--show-steps`, named in test failures); a long run that never shows them saves
    ///     a third of its events.
    public static func run(
        _ scenario: consuming Scenario, voices: VoiceLibrary = .shared, marksSteps: Bool = true
    ) throws(ScenarioError) -> Transcript {
        var ignored: [InputWarning] = []
        return try run(scenario, voices: voices, marksSteps: marksSteps, warnings: &ignored)
    }

    /// Runs `scenario` and returns what was heard; `warnings` receives what Earshot could not
    /// model faithfully (never part of the transcript).
    public static func run(
        _ scenario: consuming Scenario, voices: VoiceLibrary = .shared, marksSteps: Bool = true, warnings: inout [InputWarning]
    ) throws(ScenarioError) -> Transcript {
        let run = try perform(scenario, voices: voices, marksSteps: marksSteps)
        warnings += run.warnings
        return run.transcript
    }

    /// Runs `scenario` once and returns the run: the element list the screen appeared with,
    /// the transcript (each event naming its element) and the warnings; everything a command
    /// needs, so that no command runs a scenario twice.
    ///
    /// - Parameters:
    ///   - scenario: the scenario to run; pass it with `consume` when you no longer need it.
    ///   - voices: the phrasebooks VoiceOver's words come from.
    ///   - marksSteps: whether the transcript holds a `step` event for each step.
    ///   - keepingViews: whether the run keeps the screen's views as they first appeared
    ///     (``Run/scenario``), and the views and element list of each state the steps left
    ///     (`Run.states`: a presented sheet or alert, inserted and removed views), for what reads
    ///     them beside the elements (the audit, the report's wireframes). Without, a run whose steps only listen takes the views apart as it builds
    ///     the element list, and a large screen's views and its list never both stand whole.
    ///   - extent: `.appearing` stops once the element list is built, before VoiceOver speaks.
    public static func perform(
        _ scenario: consuming Scenario, voices: VoiceLibrary = .shared, marksSteps: Bool = true, keepingViews: Bool = false,
        extent: Run.Extent = .whole
    ) throws(ScenarioError) -> Run {
        try perform(scenario, voices: voices, marksSteps: marksSteps, keepingViews: keepingViews, keepingStates: true, extent: extent)
    }

    /// `perform(_:voices:marksSteps:keepingViews:extent:)`, keeping the views without each
    /// state's element list when `keepingStates` is false (`Run.states` is then empty): for
    /// what reads the views and the last list but no state (the audit), so n app steps that
    /// each change a screen of n elements keep n elements, not n².
    package static func perform(
        _ scenario: consuming Scenario, voices: VoiceLibrary = .shared, marksSteps: Bool = true, keepingViews: Bool, keepingStates: Bool,
        extent: Run.Extent = .whole
    ) throws(ScenarioError) -> Run {
        var owned = consume scenario
        runObserver?(owned.name)
        return try DeepStack.run { () throws(ScenarioError) -> Run in
            try runHere(
                &owned, voices: voices, marksSteps: marksSteps, keepingViews: keepingViews, keepingStates: keepingStates, extent: extent)
        }
    }

    static func runHere(
        _ scenario: inout Scenario, voices: VoiceLibrary, marksSteps: Bool = true, keepingViews: Bool = false, keepingStates: Bool = true,
        extent: Run.Extent = .whole
    ) throws(ScenarioError) -> Run {
        let phrases: Phrasebook
        do { phrases = try voices.voiceOverPhrasebook(settings: scenario.settings, screen: scenario.screen) } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.message)
        }
        // VoiceOver's words in English for want of the screen's language: said, never silent.
        let languageWarning =
            fallbackWarning(settings: scenario.settings, screen: scenario.screen, phrases: phrases, voices: voices).map { [$0] } ?? []
        let facts = TreeFacts(scenario.screen.root, limit: maximumNodeDepth)
        if facts.depth > maximumNodeDepth {
            throw ScenarioError(scenario: scenario, step: nil, message: RunError.tooDeep(limit: maximumNodeDepth).description)
        }
        // A run that only listens never looks at the views again: the builder takes them apart.
        let onlyListens = scenario.steps?.allSatisfy(\.step.onlyListens) ?? true
        let takesApart = onlyListens && !keepingViews
        var screen = scenario.screen
        scenario.screen.root = Node(.vStack)
        let root = screen.root.take()
        var session = Session(
            screen: screen, root: consume root, facts: facts, settings: scenario.settings, phrases: phrases, voices: voices,
            reading: takesApart ? .takingApart : .inPlace, recordsStates: keepingViews && keepingStates)
        // The views as they first appeared, numbered: shared with the session's until a step
        // changes them.
        if keepingViews { scenario.screen.root = session.tree.layers[0].root }
        // A run made from the session without a closure that captures it: a captured `var` lives
        // in a heap box, and every step would copy the whole session out of it.
        func made(_ transcript: Transcript, _ session: borrowing Session) -> Run {
            Run(
                scenario: scenario, transcript: transcript, warnings: placed(languageWarning + session.warnings, in: scenario),
                extent: extent, keptViews: keepingViews, states: session.states ?? [], landings: session.landings)
        }
        if extent == .appearing { return made(Transcript(events: [], elements: session.referenced), session) }
        do {
            try start(&session, scenario.start)
        } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.description)
        }
        // Without steps, the user swipes right until every element has been spoken once.
        let count = scenario.steps?.count ?? max(0, session.list.elements.count - 1 - (session.focusedIndex ?? 0))
        var playing = Playing(scenario: scenario, marksSteps: marksSteps, rightToLeft: phrases.direction == .rightToLeft)
        session.channel.reserveCapacity(events: playing.eventRoom(steps: count))
        try playing.play(0..<count, on: &session)
        try playing.finish(on: &session)
        var run = made(Transcript(events: session.channel.orderedEvents, elements: session.referenced), session)
        run.journal = session.journal
        return run
    }

    /// Plays a scenario's steps on a session, one after another on the speech clock.
    struct Playing {
        let scenario: Scenario
        let marksSteps: Bool
        /// The device's direction follows VoiceOver's language: its swipes mirror right to left.
        let rightToLeft: Bool
        /// When the step before happened.
        var previous = 0

        /// Plays the steps at `indices` (swipes right, for a scenario without steps).
        mutating func play(_ indices: Range<Int>, on session: inout Session) throws(ScenarioError) {
            for index in indices {
                let step = step(index)
                // Changes of the views at the same moment are one update: the element list is
                // rebuilt once, before the next step of another kind (`Session.viewsChanged`).
                if !step.changesViewsAtOnce { session.settleViews() }
                let time = try arrive(at: step, on: &session)
                session.channel.stepIndex = index
                if marksSteps { session.channel.mark(step: step.step.summary(rightToLeft: rightToLeft)) }
                do {
                    switch step.step {
                    case .gesture(let gesture):
                        // The user acts again: focus the app lost since is the user's to find.
                        session.flushFocusLoss()
                        try session.perform(gesture)
                    case .app(let event):
                        session.performing = .scenario(step: index)
                        session.perform(event)
                        session.performing = nil
                    }
                } catch {
                    throw ScenarioError(scenario: scenario, step: index, message: "\(step.summary): \(error.description)")
                }
                // Looked at here first: nearly every step refuses nothing, and the call would be
                // handed a copy of the scenario (360 bytes) all the same.
                if session.refusal != nil { try refuse(session.refusal, scenario) }
                previous = time
            }
        }

        /// After the last step: the views settle, the app's reactions happen and everything
        /// waiting is said.
        func finish(on session: inout Session) throws(ScenarioError) {
            session.settleViews()
            session.runAgenda(upTo: .max)
            try refuse(session.refusal, scenario)
            session.flushFocusLoss()
            session.channel.finishAll()
        }

        /// Room for the events of `steps` steps: a step is usually marked, spoken and hinted. Made
        /// up front, so a long run's events are not copied into an array twice their size as
        /// they grow.
        func eventRoom(steps: Int) -> Int {
            (marksSteps ? 3 : 2) * steps + 16
        }

        /// The step at `index`: the scenario's, or a swipe right.
        func step(_ index: Int) -> TimedStep {
            scenario.steps?[index] ?? TimedStep(.gesture(.next))
        }

        /// Lets the clock run to when `step` happens, the app's reactions happening on the way,
        /// and returns that time.
        func arrive(at step: TimedStep, on session: inout Session) throws(ScenarioError) -> Int {
            let time = ScenarioRunner.time(of: step, after: previous, in: &session)
            session.runAgenda(upTo: time)
            try refuse(session.refusal, scenario)
            session.channel.advance(to: time)
            session.syncReadAll()
            return time
        }
    }

    /// The warning of a run whose VoiceOver words fall back to English: the user set no language
    /// and the screen's has no voice file. Such a run is never silently in English (issue 50).
    static func fallbackWarning(settings: Settings, screen: Screen, phrases: Phrasebook, voices: VoiceLibrary) -> InputWarning? {
        guard settings.language == nil, !VoiceLibrary.sameBase(screen.language, phrases.language) else { return nil }
        let file = VoiceLibrary.voiceFileName(for: screen.language)
        return InputWarning(
            path: "language",
            message: "Earshot has no phrasebook for the screen's language \"\(screen.language)\" (no Voices/\(file).json); "
                + "VoiceOver's own words are spoken in \(phrases.name) (\(phrases.language)), the fallback. "
                + "--language or settings.language sets VoiceOver's language: one of \(voices.languages.joined(separator: ", ")).")
    }

    /// Names the file the warnings come from; a scenario's inline screen is under `screen`.
    static func placed(_ warnings: [InputWarning], in scenario: Scenario) -> [InputWarning] {
        let file = scenario.file?.relativePath
        let inline = file?.hasSuffix(".scenario.json") ?? false
        return warnings.map { warning in
            var placed = warning
            placed.file = file
            if inline, let path = warning.path { placed.path = "screen." + path }
            return placed
        }
    }

    /// Fails the run at the step whose app step (or reaction) the session refused.
    static func refuse(_ refusal: (error: RunError, step: Int?)?, _ scenario: Scenario) throws(ScenarioError) {
        guard let refusal else { return }
        let summary = refusal.step.flatMap { scenario.steps?[$0].summary }.map { $0 + ": " } ?? ""
        throw ScenarioError(scenario: scenario, step: refusal.step, message: summary + refusal.error.description)
    }

    static func start(_ session: inout Session, _ start: Start) throws(RunError) {
        guard !session.list.elements.isEmpty else { return }
        switch start {
        case .speakFirst:
            session.focusAndSpeak(0)
        case .focus(let id):
            guard let index = session.reachableIndex(of: id) else {
                throw RunError.unreachable(id: id, gesture: "start on", reachable: session.list.elements.compactMap(\.id))
            }
            session.focusAndSpeak(index)
        case .silent:
            _ = session.land(on: 0)
        case .voiceOverOn:
            session.placeFocus(at: 0)
            session.channel.speak(Utterance(session.speech.word(.voiceOverOn)))
        case .appActivated(let app):
            session.focusAndSpeak(0, after: SpokenPart(app, language: session.screen.language))
        }
    }

    /// When a step happens on the clock.
    static func time(of step: TimedStep, after previous: Int, in session: inout Session) -> Int {
        let delay = clockMilliseconds(step.after ?? 0)
        if case .gesture(.wait(let seconds)) = step.step { return previous + clockMilliseconds(seconds) }
        guard step.step.isUserStep, step.after == nil else { return previous + delay }
        // Wait for silence, letting the app's pending reactions happen on the way.
        while true {
            let silence = max(previous, SpeechChannel.silence(of: &session.channel))
            guard let due = session.agenda.lazy.map(\.time).min(), due <= silence else { return silence }
            session.runAgenda(upTo: due)
        }
    }

}

extension TimedStep {
    /// An update, insertion or removal with no delay: it joins the change before it.
    var changesViewsAtOnce: Bool {
        guard case .app(let event) = step, (after ?? 0) == 0 else { return false }
        return event.changesViews
    }
}

/// A scenario could not run: names the scenario file, the step, and what went wrong.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    /// The scenario file, or the scenario's name when it has no file.
    public var file: String
    /// The index of the step that failed, when a step did.
    public var step: Int?
    /// What went wrong.
    public var message: String

    package init(scenario: Scenario, step: Int?, message: String) {
        self.file = scenario.file?.relativePath ?? scenario.name
        self.step = step
        self.message = message
    }

    /// The error on one line: `file: error: at steps[i]: message`.
    public var description: String {
        ("\(file): error: " + (step.map { "at steps[\($0)]: " } ?? "") + message).oneLine
    }
}
