import Earshot

extension ReportSection {
    /// Runs `scenario` once (its steps marked on the clock, its views kept for the wireframe)
    /// and draws it: ``init(run:source:)`` of that run.
    /// - Throws: ``ScenarioError`` as ``ScenarioRunner/perform(_:voices:marksSteps:keepingViews:extent:)`` does.
    public init(scenario: Scenario, source: String? = nil, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        try self.init(run: ScenarioRunner.perform(scenario, voices: voices, marksSteps: true, keepingViews: true), source: source)
    }

    /// The section of a run that kept its views (`keepingViews: true`) and ran whole: its
    /// screen drawn as it appeared, and each transcript line tied to the element it came from
    /// by the event's own element (``TranscriptEvent/element``), the same element when the views
    /// have changed since. The run's `step` events, if marked, are listed with the transcript.
    /// - Throws: ``ScenarioError`` for a run without its views.
    public init(run: Run, source: String? = nil) throws(ScenarioError) {
        let scenario = run.scenario
        guard run.keptViews else {
            throw ScenarioError(scenario: scenario, step: nil, message: "the report needs the run's views: run it keeping them")
        }
        let list = run.elements
        // Deep trees on a deep stack.
        let drawing = DeepStack.run { () -> WireframeDrawing in
            let root = scenario.screen.root
            return WireframeDrawing(root: root, list: list, layout: Wireframe.Layout(root, device: scenario.screen.device))
        }
        let transcript = run.transcript
        self.init(
            title: scenario.name, source: source, hasOwnSteps: scenario.steps != nil, wireframe: drawing.wireframe,
            elements: drawing.elements, transcript: transcript,
            eventElements: transcript.events.map { $0.element.flatMap(transcript.elements.initialIndex) })
        elementSources = list.elements.map(\.sourceSerial)
    }
}
