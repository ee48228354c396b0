import Earshot
import EarshotBase

extension ReportSection {
    /// Runs `scenario` once (its steps marked on the clock, its views kept for the wireframe)
    /// and draws it: ``init(run:source:)`` of that run, with the screen's reach
    /// (``withReach(of:voices:)``).
    /// - Throws: ``ScenarioError`` as ``ScenarioRunner/perform(_:voices:marksSteps:keepingViews:extent:)`` does.
    public init(scenario: Scenario, source: String? = nil, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let run = try ScenarioRunner.perform(scenario, voices: voices, marksSteps: true, keepingViews: true)
        try self.init(run: run, source: source)
        self = try withReach(of: run, voices: voices)
    }

    /// The section of a run that kept its views (`keepingViews: true`) and ran whole: its
    /// screen drawn as it appeared, then each state the steps produced (a presented sheet or
    /// alert over the dimmed screen, views inserted or removed), and each transcript line tied
    /// to the state it was heard in and to the element it came from, by the event's own element
    /// (``TranscriptEvent/element``). The run's `step` events, if marked, are listed with the
    /// transcript.
    /// - Throws: ``ScenarioError`` for a run without its views.
    public init(run: Run, source: String? = nil) throws(ScenarioError) {
        let scenario = run.scenario
        guard run.keptViews else {
            throw ScenarioError(scenario: scenario, step: nil, message: "the report needs the run's views: run it keeping them")
        }
        let list = run.elements
        let device = scenario.screen.device
        // Deep trees on a deep stack.
        let drawing = DeepStack.run { () -> WireframeDrawing in
            let root = scenario.screen.root
            var drawing = WireframeDrawing(root: root, list: list, layout: Wireframe.Layout(root, device: device))
            drawing.showViewport(of: device, root: root)
            return drawing
        }
        let transcript = run.transcript
        self.init(
            title: scenario.name, source: source, hasOwnSteps: scenario.steps != nil, wireframe: drawing.wireframe,
            elements: drawing.elements, transcript: transcript,
            eventElements: transcript.events.map { $0.element.flatMap(transcript.elements.initialIndex) })
        elementSources = list.elements.map(\.sourceSerial)
        // Each line's rules, for its "Why" panel.
        if let explanation = try? Explanation(run: run) {
            let lines = transcript.events.indices.filter { transcript.events[$0].kind != .step }
            for (index, line) in zip(lines, explanation.lines) {
                because[index] = Explanation.reasonLines(line.because).map { String($0.dropFirst("   because ".count)) }
            }
        }
        guard run.states.count > 1 else { return }
        drawStates(of: run)
    }

    /// Which views and elements a state has: a state the app comes back to is the same state.
    private struct Shape: Hashable {
        var layers: Int
        var top: Int
        var keys: [ElementKey]

        init(_ state: RunState) {
            layers = state.layers.count
            top = state.layers.last?.root.serial ?? 0
            keys = state.elements.elements.map(\.key)
        }
    }

    /// Draws each state of `run` after the first whose views differ from every state drawn,
    /// and ties each event to the state it was heard in and to that state's element.
    private mutating func drawStates(of run: Run) {
        let device = run.scenario.screen.device
        var drawnShapes: [Shape: Int] = [Shape(run.states[0]): 0]
        // By run state: the state drawn for it.
        var drawnOf = [0]
        for (index, state) in run.states.enumerated().dropFirst() {
            // A state kept as changes has the views and keys of the state before it, so its
            // drawing (what the page shows of a state is its views and its elements' places).
            if state.changes != nil {
                drawnOf.append(drawnOf[index - 1])
                continue
            }
            let shape = Shape(state)
            if let drawn = drawnShapes[shape] {
                drawnOf.append(drawn)
                continue
            }
            let drawing = DeepStack.run { WireframeDrawing(layers: state.layers, list: state.elements, device: device) }
            // What changed since the state before, within the same layer (a presentation's
            // elements are all new, and say so by the state's title).
            let previous = run.states[index - 1]
            var added: Set<Int> = []
            var removed: [String] = []
            if previous.layers.count == state.layers.count {
                let before = Set(previous.elements.elements.map(\.key))
                let now = Set(state.elements.elements.map(\.key))
                added = Set(state.elements.elements.indices.filter { !before.contains(state.elements.elements[$0].key) })
                removed = previous.elements.elements.filter { !now.contains($0.key) }.map { ElementListDump.describe($0) }
            }
            states.append(
                ReportState(
                    title: Self.title(of: state, after: previous, in: run), time: state.time, wireframe: drawing.wireframe,
                    elements: drawing.elements, added: added, removed: removed))
            drawnShapes[shape] = states.count
            drawnOf.append(states.count)
        }
        guard !states.isEmpty else { return }
        let posted = run.eventStates
        let elements = run.transcript.elements
        eventStates = posted.map { drawnOf[$0] }
        for (index, event) in run.transcript.events.enumerated() {
            guard let element = event.element, let key = elements.key(of: element) else { continue }
            // The element in the state the event was posted in; a hint posted as the views
            // changed speaks of the element of the state before.
            var state = posted[index]
            var found: Int?
            while found == nil, state >= max(0, posted[index] - 2) {
                found = run.states[state].elements.index(of: key)
                if found == nil { state -= 1 }
            }
            if let found {
                eventStates[index] = drawnOf[state]
                eventElements[index] = found
            } else {
                eventStates[index] = 0
            }
        }
    }

    /// `After steps[0] activate: a sheet is presented`.
    private static func title(of state: RunState, after previous: RunState, in run: Run) -> String {
        let change: String
        if state.layers.count > previous.layers.count {
            change = state.layers.last?.isAlert == true ? "an alert is presented" : "a sheet is presented"
        } else if state.layers.count < previous.layers.count {
            change = state.layers.count == 1 ? "the presentation is dismissed" : "a presentation is dismissed"
        } else {
            let before = Set(previous.elements.elements.map(\.key))
            let now = Set(state.elements.elements.map(\.key))
            let added = now.subtracting(before).count
            let gone = before.subtracting(now).count
            var parts: [String] = []
            if added > 0 { parts.append("\(added) element\(added == 1 ? " appears" : "s appear")") }
            if gone > 0 { parts.append("\(gone) element\(gone == 1 ? " goes" : "s go")") }
            change = parts.isEmpty ? "the views change" : parts.joined(separator: ", ")
        }
        guard let step = state.step else { return "At the start: " + change }
        let summary = run.transcript.events.first { $0.kind == .step && $0.stepIndex == step }?.text
        return "After steps[\(step)]" + (summary.map { " " + $0 } ?? "") + ": " + change
    }
}
