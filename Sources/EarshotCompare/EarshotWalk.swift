import Earshot

/// Earshot's walk over a recorded walk's moves: what it says at each step, and which element.
enum EarshotWalk {
    /// One entry per walk step: its line, or nil where Earshot says nothing (past the end, or a
    /// move it does not make). Also the moves it left out.
    struct Result {
        var lines: [WalkComparison.EarshotLine?]
        var unmodelled: [Int]
        /// The state and trait words of the walk's language, folded: the words VoiceOver may
        /// say in another place (`selected` first).
        var movable: Set<String> = []
    }

    /// The folded words of `language`'s state and trait phrases (`selected`, `dimmed`, `button`).
    static func movableWords(_ language: String) -> Set<String> {
        guard let phrases = (try? VoiceLibrary.shared.phrasebook(for: language)) ?? (try? VoiceLibrary.shared.phrasebook(for: "en"))
        else { return [] }
        let keys = Phrase.allCases.filter { $0.rawValue.hasPrefix("trait.") || $0.rawValue.hasPrefix("switch.") } + [.selected]
        return Set(keys.flatMap { WalkNormalisation.words(phrases.phrase($0)) })
    }

    static func run(_ scenario: Scenario, moves: [RecordedWalk.Move]) throws(ScenarioError) -> Result {
        var scenario = scenario
        var steps: [TimedStep] = []
        // The scenario step each walk step made, nil for the start and for moves with no step.
        var stepOf: [Int?] = []
        var unmodelled: [Int] = []
        for (index, move) in moves.enumerated() {
            switch move {
            case .current:
                if index != 0 { unmodelled.append(index) }
                stepOf.append(nil)
            case .forward:
                stepOf.append(steps.count)
                steps.append(TimedStep(.gesture(.next)))
            case .backward:
                stepOf.append(steps.count)
                steps.append(TimedStep(.gesture(.previous)))
            case .in, .out:
                unmodelled.append(index)
                stepOf.append(nil)
            }
        }
        if moves.first != .current { scenario.start = .silent }
        scenario.steps = steps
        let transcript = try ScenarioRunner.run(scenario, marksSteps: true)
        // Per scenario step (nil: the start): its first spoken speech and the hint after it.
        var speech: [Int?: TranscriptEvent] = [:]
        var hints: [Int?: String] = [:]
        for event in transcript.events where event.status == .spoken {
            switch event.kind {
            case .speech where speech[event.stepIndex] == nil: speech[event.stepIndex] = event
            case .hint where speech[event.stepIndex] != nil && hints[event.stepIndex] == nil: hints[event.stepIndex] = event.text
            case .speech, .hint, .announcement, .sound, .step: break
            }
        }
        var lines: [WalkComparison.EarshotLine?] = []
        for (index, move) in moves.enumerated() {
            let key: Int?? = move == .current && index == 0 ? .some(nil) : stepOf[index].map { .some($0) }
            guard let key, let event = speech[key] else {
                lines.append(nil)
                continue
            }
            let hint = hints[key]
            lines.append(
                WalkComparison.EarshotLine(
                    utterance: VoiceOverStyle.utterance(event, hint: hint), withoutHint: VoiceOverStyle.utterance(event),
                    line: TranscriptRenderer.line(event), hint: hint, element: transcript.element(of: event)?.id, step: index))
        }
        let language = transcript.events.first { $0.kind == .speech }?.language ?? "en"
        return Result(lines: lines, unmodelled: unmodelled, movable: movableWords(language))
    }
}
