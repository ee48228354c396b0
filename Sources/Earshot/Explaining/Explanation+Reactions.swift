extension Explanation.Context {
    /// The place of the first reaction step of a view of the screen that `matches`: the view's
    /// path, then the reaction and the step (`screen.root.VStack[0].onActivate[1]`).
    ///
    /// The view whose `id` is `preferred` (the one a gesture named: `{"activate": "export"}`), or
    /// else the view `serial` (the focused element's, whose reaction a bare `activate` ran), is
    /// looked at first, so that of two views with the same reaction the one acted on is named.
    ///
    /// - Complexity: O(n) in the screen's views; for explaining an app step a gesture set off.
    func reactionPlace(preferring preferred: String? = nil, serial: Int? = nil, where matches: (AppEvent) -> Bool) -> Explanation.Place? {
        guard let layer = first else { return nil }
        let named = preferred.flatMap { id in layer.table.serials.first { layer.table[$0]?.id == id } } ?? serial
        for serial in (named.map { [$0] } ?? []) + Array(layer.table.serials) {
            guard let node = layer.table[serial] else { continue }
            let reactions = node.reactions
            var lists: [(String, [TimedStep])] = []
            for (name, steps) in [
                ("onActivate", reactions.onActivate), ("onMagicTap", reactions.onMagicTap), ("onEscape", reactions.onEscape),
                ("onIncrement", reactions.onIncrement), ("onDecrement", reactions.onDecrement),
            ] {
                if let steps { lists.append((name, steps)) }
            }
            for direction in ScrollDirection.allCases {
                if let steps = reactions.onScroll[direction] { lists.append(("onScroll.\(direction.rawValue)", steps)) }
            }
            for (name, steps) in lists {
                guard let index = steps.firstIndex(where: { if case .app(let event) = $0.step { matches(event) } else { false } }),
                    let view = layer.place(of: serial)
                else { continue }
                let position = layer.positions?.reactionStep(serial: serial, list: name, index: index)
                return Explanation.Place(
                    path: view.path + ".\(name)[\(index)]", line: position?.line ?? view.line, column: position?.column ?? view.column)
            }
        }
        return nil
    }

    /// The view whose reactions answer `gesture` of scenario step `step` on the element focused
    /// before it (the element of the last line an earlier step said), as the session picks it:
    /// a double tap's activation view (a combined element's default-action child), else the view
    /// that made the element; nil for other gestures or when no element was focused.
    func reactingSerial(of gesture: Gesture, before index: Int, step: Int?) -> Int? {
        let events = run.transcript.events
        guard index <= events.count,
            let focused = events[..<index].lastIndex(where: { $0.element != nil && $0.stepIndex != step }),
            let elementIndex = events[focused].element, let key = run.transcript.elements.key(of: elementIndex)
        else { return nil }
        let stateIndex = eventStates.indices.contains(focused) ? eventStates[focused] : 0
        guard run.states.indices.contains(stateIndex) else { return nil }
        let list = run.states[stateIndex].elements
        guard let found = list.index(of: key) else { return nil }
        let element = list.elements[found]
        switch gesture {
        case .activate: return element.activationSerial ?? element.sourceSerial
        case .increment, .decrement, .magicTap, .escape, .scroll: return element.sourceSerial
        case .next, .previous, .first, .last, .readAll, .readFromFocus, .rotor, .rotorNext, .rotorPrevious, .action, .touch, .type, .wait,
            .say:
            return nil
        }
    }

    /// Where focus landed for the element line `event` (the `index`th event), when an app step
    /// moved it there during the event's scenario step.
    func landing(for event: TranscriptEvent, named name: String?) -> FocusLanding? {
        landings[event.stepIndex]?.last { landing in
            landing.time <= event.time && landing.element?.description == name
                && landing.reason != .stayed && landing.reason != .unchanged
        }
    }

    /// The rule of a landing's app step (`screenChanged`, `accessibilityFocus` ...).
    static func rule(ofLanding landing: FocusLanding) -> ExplanationRule {
        switch landing.event {
        case "screenChanged": .notificationScreenChanged
        case "layoutChanged": .notificationLayoutChanged
        case "accessibilityFocus": .notificationFocusState
        case "present" where landing.reason == .systemAlert: .modalAlert
        default: .notificationFocus
        }
    }

    /// Why a swipe up or down (`increment`, `decrement`) made another element speak: the rotor
    /// was on a setting that moves focus, so it moved to the previous or next match and left the
    /// value alone (VOICEOVER.md §6). Nil when the element that spoke was the one focused before.
    func movedByAdjust(_ gesture: Gesture, event: TranscriptEvent, at index: Int) -> String? {
        let direction: String
        switch gesture {
        case .increment: direction = "up moved to the previous match"
        case .decrement: direction = "down moved to the next match"
        default: return nil
        }
        let events = run.transcript.events
        guard let element = event.element, events.indices.contains(index),
            let before = events[..<index].last(where: { $0.element != nil && $0.stepIndex != event.stepIndex })?.element,
            before != element
        else { return nil }
        return "the rotor is on a setting that moves focus, so the swipe \(direction) and left the value as it was"
    }
}
