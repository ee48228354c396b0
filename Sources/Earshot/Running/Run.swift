/// One run of a scenario, and everything the commands need from it: the element list the
/// screen appeared with, what was heard (each event naming the element it came from), the
/// settings, and what Earshot could not model. `earshot listen`, `dump`, `audit` and `report`
/// each make one run of a scenario and read all they need from it.
///
///     let run = try ScenarioRunner.perform(scenario)
///     for event in run.transcript.events { print(run.transcript.element(of: event) ?? "-", event.text) }
public struct Run: Sendable {
    /// How far a run goes.
    public enum Extent: Sendable, Equatable {
        /// The screen appears and VoiceOver builds its element list; nothing is spoken (`earshot
        /// dump`, the audit of a screen).
        case appearing
        /// The start and every step, until everything asked for has been said.
        case whole
    }

    /// The scenario run. When the run kept the views, its screen's views are as they first
    /// appeared, numbered as the run numbered them (the elements' `sourceSerial`s name them);
    /// else they are gone (taken apart as the list was built).
    public let scenario: Scenario
    /// The listener's settings the run used.
    public var settings: Settings { scenario.settings }
    /// What was heard: empty for a run that stopped as the screen appeared.
    public var transcript: Transcript
    /// What Earshot could not model faithfully, placed in the scenario's file.
    public var warnings: [InputWarning]
    /// How far it went.
    public let extent: Extent
    /// Whether `scenario`'s views are kept (see ``ScenarioRunner/perform(_:voices:marksSteps:keepingViews:extent:)``).
    public let keptViews: Bool
    /// Where focus was after each app step, and why (Documentation/REACH.md §2).
    public var landings: [FocusLanding] = []

    /// What the app did that the audit judges: texts it inserted, notifications whose focus
    /// reached nothing, focus lost under a change of the views (a run that went to its end).
    package var journal = AppStepJournal()

    /// Each element list VoiceOver built, first the one the screen appeared with, with the views
    /// it was built from, when the run kept its views; empty when it did not. A step that
    /// presents, dismisses, inserts, removes or changes views makes a new one (changes at the
    /// same moment make one). A state an update step made by remaking elements alone is kept as
    /// its changes (``RunState/changes``): ``RunStateWalk`` reads each state whole.
    package let states: [RunState]

    package init(
        scenario: Scenario, transcript: Transcript, warnings: [InputWarning], extent: Extent, keptViews: Bool, states: [RunState] = [],
        landings: [FocusLanding] = []
    ) {
        self.scenario = scenario
        self.transcript = transcript
        self.warnings = warnings
        self.extent = extent
        self.keptViews = keptViews
        self.states = states
        self.landings = landings
    }

    /// For each event of the transcript, the index in ``states`` of the state it was posted in;
    /// empty when the run kept no states. - Complexity: O(e log s).
    package var eventStates: [Int] {
        guard !states.isEmpty else { return [] }
        let starts = states.map(\.firstSequence)
        return transcript.events.map { event in
            // The last state that started at or before the event's sequence.
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= event.sequence { low = middle } else { high = middle }
            }
            return low
        }
    }

    /// VoiceOver's element list as the screen first appeared: the first entries of
    /// `transcript.elements`, in focus order.
    package var elements: ElementList { transcript.elements.initial }

    /// The number of elements the screen first appeared with.
    public var elementCount: Int { elements.elements.count }

    /// The element list as the screen first appeared, drawn as a tree (`earshot dump`).
    public var dumpLines: [String] { ElementListDump.lines(elements) }
}

extension Run {
    /// The phrasebook of VoiceOver's language in this run (the settings', else the screen's),
    /// as the audit and the explanation read the run's words.
    ///
    /// - Throws: `ScenarioError` when the language has no phrasebook.
    package func phrasebook(in voices: VoiceLibrary) throws(ScenarioError) -> Phrasebook {
        do throws(VoiceError) {
            return try voices.phrasebook(for: scenario.settings.language ?? scenario.screen.language)
        } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.message)
        }
    }
}
