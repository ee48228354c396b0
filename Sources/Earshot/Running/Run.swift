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

    /// VoiceOver's element list as the screen first appeared: the first entries of
    /// `transcript.elements`, in focus order.
    package var elements: ElementList { transcript.elements.initial }

    /// The number of elements the screen first appeared with.
    public var elementCount: Int { elements.elements.count }

    /// The element list as the screen first appeared, drawn as a tree (`earshot dump`).
    public var dumpLines: [String] { ElementListDump.lines(elements) }
}
