extension Explanation {
    /// Runs `scenario` keeping its views, and explains every line it made.
    /// - Throws: ``ScenarioError`` as the run does, or when VoiceOver's language has no phrasebook.
    package init(_ scenario: Scenario, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let run = try ScenarioRunner.perform(scenario, voices: voices, marksSteps: true, keepingViews: true)
        try self.init(run: run, voices: voices)
    }

    /// Explains every line of `run`, a run that kept its views.
    package init(run: Run, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let context = try Context(run: run, voices: voices)
        var lines: [Line] = []
        for (index, event) in run.transcript.events.enumerated() where event.kind != .step {
            lines.append(context.line(of: event, at: index))
        }
        self.lines = lines
        neverHeard = context.neverHeard()
    }

    /// What explaining a run looks things up in: the run, its states' views, VoiceOver's words.
    struct Context {
        let run: Run
        let speech: ElementSpeech
        let eventStates: [Int]
        /// The first state's views looked up (nil for a run that kept no state).
        let first: ExplainedLayer?
        /// Each later state, whole, with its views looked up, made as the lines ask for it.
        let states: ExplainedStates
        /// The run's landings by step, in order: a line looks among its own step's only.
        let landings: [Int?: [FocusLanding]]

        init(run: Run, voices: VoiceLibrary) throws(ScenarioError) {
            let scenario = run.scenario
            guard run.keptViews else {
                throw ScenarioError(scenario: scenario, step: nil, message: "an explanation needs the run's views: run it keeping them")
            }
            let phrases = try run.phrasebook(in: voices)
            self.run = run
            speech = ElementSpeech(phrases: phrases, settings: scenario.settings, voices: voices, appLanguage: scenario.screen.language)
            eventStates = run.eventStates
            landings = Dictionary(grouping: run.landings, by: \.step)
            let states = ExplainedStates(run: run)
            self.states = states
            first = run.states.first.map { states.layer(of: $0) }
        }

        /// State `index` whole, and its views looked up.
        func state(_ index: Int) -> (state: RunState, layer: ExplainedLayer)? {
            guard run.states.indices.contains(index) else { return nil }
            if index == 0, let first { return (run.states[0], first) }
            return states.state(index)
        }

        /// The place of scenario step `index`.
        func stepPlace(_ index: Int?) -> Place? {
            guard let index else { return nil }
            let position = run.scenario.stepPositions?[index]
            return Place(path: "steps[\(index)]", line: position?.line, column: position?.column)
        }

        /// Scenario step `index`, when there is one.
        func step(_ index: Int?) -> Step? {
            guard let index, let steps = run.scenario.steps, steps.indices.contains(index) else { return nil }
            return steps[index].step
        }

        func line(of event: TranscriptEvent, at index: Int) -> Line {
            let transcript = run.transcript
            var line = Line(text: TranscriptRenderer.line(event), element: nil, because: [])
            if let elementIndex = event.element, transcript.elements.indices.contains(elementIndex) {
                line.element = transcript.elements.name(of: elementIndex)
                line.because = elementReasons(of: event, elementIndex: elementIndex, at: index)
            } else {
                line.because = sourceReasons(of: event, at: index)
            }
            line.because += cutReasons(of: event, at: index)
            return line
        }

        /// Why an element's line (or hint) is as it is, from the state it was spoken in.
        private func elementReasons(of event: TranscriptEvent, elementIndex: Int, at index: Int) -> [Reason] {
            var reasons: [Reason] = []
            if let key = run.transcript.elements.key(of: elementIndex) {
                let stateIndex = eventStates.indices.contains(index) ? eventStates[index] : 0
                let candidates = [stateIndex] + (stateIndex == 0 ? [] : [0])
                for candidate in candidates {
                    // The keys of a state kept as changes are those of the list it keeps.
                    guard let found = run.states.indices.contains(candidate) ? run.states[candidate].elements.index(of: key) : nil,
                        let (state, layer) = state(candidate)
                    else { continue }
                    let list = state.elements
                    reasons = Explanation.reasons(for: list.elements[found], at: found, of: list, in: layer, speech: speech)
                    if let region = dismissRegion(list.elements[found], layers: state.layers.count, top: layer.root, state: candidate) {
                        reasons.insert(region, at: reasons.firstIndex { $0.rule.hasPrefix("speech.") } ?? reasons.endIndex)
                    }
                    break
                }
            }
            if event.kind == .hint { reasons = reasons.filter { $0.rule.hasPrefix("hints.") } }
            // What brought focus there, or made the element speak again.
            if event.kind != .hint, let cause = stepReason(of: event, at: index, saidByElement: true) {
                reasons.insert(cause, at: 0)
                if cause.rule == ExplanationRule.gestureAdjust.id, let turned = rotorTurnedToAdjustValue(before: event.stepIndex) {
                    reasons.insert(
                        Reason(.gestureRotorAdjustable, stepPlace(turned), "the rotor is on Adjust value, so a swipe up or down adjusts"),
                        at: 1)
                }
            }
            if reasons.isEmpty {
                reasons.append(Reason(.speechOrder, stepPlace(event.stepIndex), "said by the element as it was when spoken"))
            }
            return reasons
        }

        /// Why a line no element said was heard: the step or the start that made it.
        private func sourceReasons(of event: TranscriptEvent, at index: Int) -> [Reason] {
            if let cause = stepReason(of: event, at: index, saidByElement: false) { return [cause] }
            if event.kind == .announcement {
                let priority = event.priority?.rawValue ?? "default"
                return [Reason(.announcementPriority, stepPlace(event.stepIndex), "announced by the app's reaction, priority \(priority)")]
            }
            if event.stepIndex == nil { return [Reason(.walkStart, nil, "said as the walk starts, before the first element")] }
            return [Reason(.gestureSwipe, stepPlace(event.stepIndex), "VoiceOver's own feedback as the step ran")]
        }

        /// The rule of the step that made `event` (the `index`th): the gesture, or the app's
        /// notification, or the app's reaction to a gesture.
        private func stepReason(of event: TranscriptEvent, at index: Int, saidByElement: Bool) -> Reason? {
            let place = stepPlace(event.stepIndex)
            if event.kind == .sound, let sound = event.sound { return soundReason(sound, step: step(event.stepIndex), place: place) }
            switch step(event.stepIndex) {
            case .gesture(let gesture)?:
                let target: String? = if case .activate(let id) = gesture { id } else { nil }
                // The view whose reaction ran: the one the gesture names, else the focused one's.
                let actedOn = target == nil ? reactingSerial(of: gesture, before: index, step: event.stepIndex) : nil
                if event.kind == .announcement {
                    let priority = event.priority?.rawValue ?? "default"
                    let reaction = reactionPlace(
                        preferring: target, serial: actedOn,
                        where: { if case .announce(let text, _, _) = $0 { text == event.text } else { false } })
                    return Reason(
                        .announcementPriority, reaction ?? place,
                        "posted by the app's reaction to the gesture \(gesture.summary), priority \(priority)")
                }
                if event.kind == .speech, !saidByElement, case .scroll = gesture,
                    let reaction = reactionPlace(
                        preferring: target, serial: actedOn,
                        where: { if case .pageScrolled(let text) = $0 { text == event.text } else { false } })
                {
                    return Reason(
                        .notificationPageScrolled, reaction,
                        "the app's reaction to the gesture \(gesture.summary) posted pageScrolled, which speaks its position string")
                }
                let name = event.element.flatMap {
                    run.transcript.elements.indices.contains($0) ? run.transcript.elements.name(of: $0) : nil
                }
                if saidByElement, let landing = landing(for: event, named: name) {
                    let reaction =
                        reactionPlace(preferring: target, serial: actedOn, where: { Step.app($0).summary.hasPrefix(landing.event) })
                        ?? place
                    return Reason(
                        Self.rule(ofLanding: landing), reaction,
                        "the app's \(landing.event) during the gesture \(gesture.summary) moved focus here: \(landing.explanation)")
                }
                // The element focused before, when the same one speaks again: what changed, not a move.
                let stayed = saidByElement && event.element != nil && event.element == elementBefore(index)
                let stateIndex = eventStates.indices.contains(index) ? eventStates[index] : 0
                if saidByElement, !stayed, stateIndex > 0, run.states[stateIndex].step == event.stepIndex {
                    return Reason(
                        .notificationFocus, place,
                        "the app's reaction to the gesture \(gesture.summary) changed the views and moved focus here; spoken once the move settled"
                    )
                }
                if saidByElement, let moved = movedByAdjust(gesture, event: event, at: index) {
                    return Reason(.gestureRotorAdjustable, place, moved)
                }
                if stayed, let changed = Self.changeSpoken(by: gesture, place: place) { return changed }
                if saidByElement, !stayed, case .activate(let id?) = gesture, name == id {
                    return Reason(
                        .gestureActivate, place,
                        "the gesture \(gesture.summary) moves focus to \(id) before the double tap, and it is spoken")
                }
                guard let rule = Self.rule(of: gesture, saidByElement: saidByElement) else { return nil }
                let what = saidByElement ? "spoken for the gesture" : "VoiceOver's own feedback to the gesture"
                return Reason(rule, place, "\(what) \(gesture.summary)")
            case .app(let appEvent)?:
                return appReason(appEvent, event: event, place: place)
            case nil:
                return nil
            }
        }

        /// Why an earcon played.
        private func soundReason(_ sound: Sound, step: Step?, place: Place?) -> Reason {
            switch sound {
            case .screenChanged:
                return Reason(.notificationScreenChanged, place, "a screen change plays its sound at once, before focus moves")
            case .boundary:
                if case .gesture(let gesture)? = step, case .increment = gesture {
                    return Reason(.gestureAdjust, place, "the value is at the end of its range: the boundary sound")
                }
                if case .gesture(let gesture)? = step, case .decrement = gesture {
                    return Reason(.gestureAdjust, place, "the value is at the end of its range: the boundary sound")
                }
                return Reason(.gestureSwipe, place, "nothing further that way: the boundary sound, and no speech")
            case .pageTurn:
                return Reason(.gestureRotor, place, "a three-finger scroll turns the page")
            case .noElement:
                return Reason(.gestureSwipe, place, "the touch found no element")
            case .actionsAvailable:
                return Reason(.hintsActionsAvailable, place, "Verbosity > Actions is Play Sound: a sound instead of \"Actions available\"")
            }
        }

        private func appReason(_ appEvent: AppEvent, event: TranscriptEvent, place: Place?) -> Reason? {
            let summary = Step.app(appEvent).summary
            switch appEvent {
            case .announce(_, let priority, let queue):
                let queued = queue ? ", queued behind current speech" : ""
                let what: String =
                    switch priority {
                    case .high: "high: interrupts other speech and cannot be interrupted once started"
                    case .default: "default: interrupts other speech and can be interrupted"
                    case .low: "low: waits until other speech completes"
                    }
                guard event.kind == .announcement else {
                    return Reason(.announcementPriority, place, "spoken after the announcement (\(what))")
                }
                return Reason(.announcementPriority, place, "announced with priority \(what)\(queued)")
            case .screenChanged:
                let what =
                    event.kind == .sound ? "the screen-changed sound plays at once" : "focus moved here, spoken once the move settled"
                return Reason(.notificationScreenChanged, place, "\(what) (\(summary))")
            case .layoutChanged:
                return Reason(.notificationLayoutChanged, place, "focus moved here, with no sound, once the layout settled (\(summary))")
            case .pageScrolled:
                return Reason(.notificationPageScrolled, place, "the pageScrolled notification speaks its position string")
            case .accessibilityFocus:
                return Reason(.notificationFocusState, place, "the app set its accessibility focus state (\(summary))")
            case .update:
                return Reason(
                    .notificationValueChange, place, "the focused element changed, and VoiceOver speaks what changed (\(summary))")
            case .insert, .remove, .present, .dismiss:
                return Reason(.notificationFocus, place, "the views changed and focus moved, spoken once the move settled (\(summary))")
            }
        }

        /// Why the focused element spoke again after `gesture` while focus stayed: the new value
        /// of a swipe up or down, what changed after a double tap; nil for any other gesture.
        static func changeSpoken(by gesture: Gesture, place: Place?) -> Reason? {
            switch gesture {
            case .increment, .decrement:
                let way = if case .increment = gesture { "up" } else { "down" }
                return Reason(
                    .gestureAdjust, place, "the swipe \(way) (\(gesture.summary)) changed the value, and only the new value is spoken")
            case .activate:
                return Reason(
                    .gestureChanged, place, "after the double tap (\(gesture.summary)) VoiceOver speaks what changed, without trait words")
            case .next, .previous, .first, .last, .readAll, .readFromFocus, .magicTap, .escape, .rotor, .rotorNext, .rotorPrevious, .action,
                .touch, .scroll, .type, .wait, .say:
                return nil
            }
        }

        /// The step that last turned the rotor before step `step`, when it turned it to Adjust value.
        func rotorTurnedToAdjustValue(before step: Int?) -> Int? {
            guard let step, let steps = run.scenario.steps else { return nil }
            for index in stride(from: Swift.min(step, steps.count) - 1, through: 0, by: -1) {
                guard case .gesture(.rotor(let option)) = steps[index].step else { continue }
                return option == .adjustValue ? index : nil
            }
            return nil
        }

        /// The element of the last line said before event `index`; nil when none was.
        func elementBefore(_ index: Int) -> Int? {
            let events = run.transcript.events
            guard index <= events.count else { return nil }
            return events[..<index].last { $0.element != nil }?.element
        }

        /// The rule of VOICEOVER.md §6 behind what a gesture made heard.
        static func rule(of gesture: Gesture, saidByElement: Bool) -> ExplanationRule? {
            switch gesture {
            case .next, .previous, .first, .last, .readAll, .readFromFocus, .touch: return .gestureSwipe
            case .activate: return saidByElement ? .gestureChanged : .gestureActivate
            case .magicTap, .escape, .say: return .gestureActivate
            case .increment, .decrement: return .gestureAdjust
            case .rotor(.custom): return .gestureCustomRotor
            case .rotor, .rotorNext, .rotorPrevious, .scroll: return .gestureRotor
            case .action: return .gestureActions
            case .type: return .controlTextField
            case .wait: return nil
            }
        }

        /// Why a line was cut or dropped: what started then, on the speech clock.
        private func cutReasons(of event: TranscriptEvent, at index: Int) -> [Reason] {
            guard event.status != .spoken else { return [] }
            let events = run.transcript.events
            let place = stepPlace(event.stepIndex)
            if event.status == .dropped, event.duration == 0, event.kind == .announcement {
                let newer = events[(index + 1)...].first { $0.kind == .announcement && $0.time == event.time && $0.status != .dropped }
                if event.priority == .low, let newer {
                    return [
                        Reason(
                            .announcementLowDropped, place,
                            "dropped at \(event.time) ms: the newer announcement \"\(newer.text)\" started then")
                    ]
                }
                let next = events[(index + 1)...].first { $0.kind == .speech && $0.element != nil }
                let followed = next.map { ", and \"\($0.text)\" was spoken at \($0.time) ms" } ?? ""
                return [
                    Reason(.announcementFocusBusy, place, "dropped at \(event.time) ms: VoiceOver was busy with a focus move\(followed)")
                ]
            }
            let cutAt = event.time + event.heardDuration
            let cutter = events[(index + 1)...].first { $0.kind != .step && $0.kind != .sound && $0.time == cutAt }
            let heard =
                event.status == .dropped ? "cut before a word was heard" : "cut after \(event.heardDuration) ms of \(event.duration)"
            if event.status == .dropped, event.kind == .announcement, let cutter, cutter.kind == .announcement {
                return [
                    Reason(
                        .announcementPickUp, stepPlace(cutter.stepIndex),
                        "replaced at \(cutAt) ms, before it started, by the announcement \"\(cutter.text)\"")
                ]
            }
            if let cutter, cutter.kind == .announcement {
                var reasons = [
                    Reason(
                        .announcementInterrupt, stepPlace(cutter.stepIndex),
                        "\(heard), at \(cutAt) ms, by the announcement \"\(cutter.text)\"")
                ]
                if event.kind == .announcement, cutter.stepIndex == event.stepIndex {
                    reasons.append(
                        Reason(
                            .announcementPickUp, stepPlace(cutter.stepIndex),
                            "both were posted in the same step: VoiceOver picks each up a moment after the one before, so each cuts the last"
                        ))
                }
                return reasons
            }
            if case .gesture(let gesture)? = step(cutter?.stepIndex) {
                return [Reason(.gestureCuts, stepPlace(cutter?.stepIndex), "\(heard), at \(cutAt) ms, by the gesture \(gesture.summary)")]
            }
            let by = cutter.map { " by \"\($0.text)\"" } ?? ""
            return [Reason(.announcementInterrupt, stepPlace(cutter?.stepIndex), "\(heard), at \(cutAt) ms\(by), which started then")]
        }
    }
}
