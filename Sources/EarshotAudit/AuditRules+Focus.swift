import Earshot

// Rules about where VoiceOver focus lands after the app changes its views
// (Documentation/REACH.md §2): a user who closed a sheet or deleted a row needs focus near
// where they were, not at the top of the screen or out of the list.

extension AuditRule {
    /// After a dismissal, focus goes to the first element while what opened the presentation is
    /// still there; after the focused element is removed, focus leaves the view that held it.
    /// Only where the app does not move focus itself in the same step.
    static let focusLostAfterChange = AuditRule(
        "focus-lost-after-change", .warning,
        "After a dismissal or a deletion, VoiceOver focus lands far from where the user was.",
        source:
            "CVS Health iOS techniques, Sheets and Alerts (SwiftUI does not send focus back to the trigger); Adrian Roselli, Where to Put Focus When Deleting a Thing; MagentaA11y, table; Documentation/REACH.md §2"
    ) { context in
        guard let transcript = context.transcript else { return [] }
        let landings = context.landings
        // The app moving focus in the same step (a notification, a focus state) is the fix: the
        // steps with such a landing after each one, gathered from the end in one pass (a scan
        // of the later landings for each landing cost L²).
        var managed = [Bool](repeating: false, count: landings.count)
        var notifiedLater = Set<Int?>()
        for index in landings.indices.reversed() {
            managed[index] = notifiedLater.contains(landings[index].step)
            if landings[index].reason == .notification { notifiedLater.insert(landings[index].step) }
        }
        return landings.indices.compactMap { index -> AuditFinding.Draft? in
            let landing = landings[index]
            guard !managed[index] else { return nil }
            // What was heard there and where the step acted: looked up only for a finding.
            func place() -> (serial: Int, lines: [String])? {
                guard let serial = context.placeOfStep(landing.step) else { return nil }
                let heard = landing.element.flatMap { element in
                    transcript.events.first { $0.kind == .speech && $0.time >= landing.time && transcript.element(of: $0) == element }
                }
                return (serial, [heard.map(TranscriptRenderer.line)].compactMap { $0 })
            }
            let name = landing.label.flatMap { $0.isEmpty ? nil : $0.quotedForAudit } ?? "an element without a label"
            switch (landing.event, landing.reason) {
            case ("dismiss", .firstAfterDismiss):
                guard let trigger = landing.trigger, trigger != landing.element, let (serial, lines) = place() else { return nil }
                let opener = trigger.id.map { "\"\($0)\"" } ?? "the element that opened it"
                return context.draft(
                    serial, heard: lines,
                    "After the dismissal, focus goes to \(name), the first element of the screen, not back to \(opener), which opened what was dismissed: the user starts again from the top.",
                    swiftUI:
                        "@AccessibilityFocusState var focused: Bool on the trigger (.accessibilityFocused($focused)), set to true in the sheet's onDismiss",
                    uiKit:
                        "in the dismiss completion, UIAccessibility.post(notification: .layoutChanged, argument: triggerButton)")
            case (let event, .inItsPlace) where event.split(separator: " ").contains("remove") && landing.leftItsGroup:
                guard let (serial, lines) = place() else { return nil }
                return context.draft(
                    serial, heard: lines,
                    "The focused element was removed and focus jumps to \(name), outside the view that held it: the user is out of the list and has to find their place again.",
                    swiftUI:
                        "move focus to the row before (or the list's heading) with @AccessibilityFocusState, in the same update that removes the row",
                    uiKit: "after the deletion, UIAccessibility.post(notification: .layoutChanged, argument: previousCell)")
            default:
                return nil
            }
        }
    }
}

extension AuditContext {
    /// The view a finding about scenario step `step` is placed at: the view the step activated
    /// or performed an action on, the view an app step removed, else the screen's root.
    func placeOfStep(_ step: Int?) -> Int? {
        let root = scenario.screen.root.serial
        guard let step, let steps = scenario.steps, steps.indices.contains(step) else { return root }
        let id: String?
        switch steps[step].step {
        case .gesture(.activate(let target)): id = target
        case .app(.remove(let target)): id = target
        case .app(.dismiss(let target)): id = target
        default: id = nil
        }
        guard let id, let serial = nodes.first(where: { $0.node.id == id })?.serial else { return root }
        return serial
    }
}
