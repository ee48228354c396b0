import Earshot

// Rules about what happens after a step, found from the run (`Run.journal` and its
// transcript): text the app shows that nobody announces, and focus the app leaves nowhere.
// Each finding is placed at the app step that caused it: a step of the scenario, or a step of
// a view's reaction (`onActivate[0]`).

extension AuditRule {
    /// A message the app inserts (a validation error, a status) that is neither announced nor
    /// given focus: the user hears nothing happen.
    static let changeNotAnnounced = AuditRule(
        "change-not-announced", .warning,
        "Text the app shows after a step (a validation message) is never announced, and focus does not go to it.",
        source:
            "W3C, WCAG 2.2 success criterion 4.1.3 Status Messages; Apple, UIAccessibility.Notification.layoutChanged and .announcement documentation; VOICEOVER.md §5"
    ) { context in
        guard let transcript = context.transcript else { return [] }
        let events = transcript.heardEvents
        return context.journal.entries.compactMap { entry -> AuditFinding.Draft? in
            guard case .insertedText(let texts) = entry.kind else { return nil }
            let window = RunWindow(after: entry, in: context, events: events)
            let heard = window.events.contains { event in
                guard event.status != .dropped else { return false }
                return event.kind == .announcement || (event.kind == .speech && texts.contains { event.text.contains($0) })
            }
            guard !heard else { return nil }
            let message = texts.joined(separator: " ")
            return AuditFinding.Draft(
                place: .appStep(entry.source, step: entry.step), heard: window.lines,
                message:
                    "The app shows \(message.quotedForAudit)\(window.when), and nothing says so: no announcement, and focus does not move to it. A VoiceOver user hears nothing happen, and has to look for the message by swiping.",
                fix: .init(
                    swiftUI:
                        "AccessibilityNotification.Announcement(\(message.quotedForAudit)).post(), or move focus to it: @AccessibilityFocusState, set once the message is shown",
                    uiKit:
                        "UIAccessibility.post(notification: .layoutChanged, argument: messageLabel), or .announcement with \(message.quotedForAudit)"
                ))
        }
    }

    /// A notification whose focus reaches nothing, or focus left on a view the app removed or
    /// covered with no notification before the user's next gesture.
    static let focusNotMoved = AuditRule(
        "focus-not-moved", .warning,
        "After the screen changes, focus does not go where the app meant: its element is not there, or no notification moves it.",
        source:
            "Apple, UIAccessibility.Notification.screenChanged and .layoutChanged documentation (the element VoiceOver moves to); W3C, WCAG 2.2 success criterion 2.4.3 Focus Order; VOICEOVER.md §4 and §5"
    ) { context in
        guard let transcript = context.transcript else { return [] }
        let events = transcript.heardEvents
        return context.journal.entries.compactMap { entry -> AuditFinding.Draft? in
            let window = RunWindow(after: entry, in: context, events: events)
            let message: String
            switch entry.kind {
            case .insertedText:
                return nil
            case .focusMissed(let notification, let target, let reason):
                let named = target.map { " for \($0.quotedForAudit)" } ?? ""
                message =
                    "The app posts \(notification)\(named)\(window.when), but \(reason): the user does not hear what the app meant to show."
            case .focusLost(let label, let covered):
                let name = label.isEmpty ? "the focused element" : label.quotedForAudit
                message =
                    covered
                    ? "A view is presented over \(name)\(window.when) and no screenChanged follows: focus stays on \(name), behind it, and the user hears nothing of what appeared."
                    : "The app removes \(name)\(window.when) while it has focus, and no notification says where focus goes: VoiceOver puts it on whatever now stands there."
            }
            return AuditFinding.Draft(
                place: .appStep(entry.source, step: entry.step), heard: window.lines, message: message,
                fix: .init(
                    swiftUI:
                        "AccessibilityNotification.ScreenChanged(nil).post() once the new view is there (LayoutChanged for a part of the screen), or @AccessibilityFocusState set after the update that inserts the view, not in it",
                    uiKit:
                        "UIAccessibility.post(notification: .screenChanged, argument: firstElementOfTheNewView), or .layoutChanged with the element focus should go to"
                ))
        }
    }
}

/// What was heard in the update an app step belongs to: its scenario step and the app steps
/// after it, up to the user's next gesture.
struct RunWindow {
    var events: [TranscriptEvent]
    /// The lines heard then, at most four; `(nothing is heard)` for silence.
    var lines: [String]
    /// Where, for a message: ` after step 3 (activate)`, or ` at the start`.
    var when: String

    init(after entry: AppStepJournal.Entry, in context: AuditContext, events all: [TranscriptEvent]) {
        let steps = context.scenario.steps ?? []
        if let first = entry.step {
            var last = first
            while last + 1 < steps.count, case .app = steps[last + 1].step { last += 1 }
            events = all.filter { event in event.stepIndex.map { $0 >= first && $0 <= last } ?? false }
            let summary = steps.indices.contains(first) ? steps[first].step.summary(rightToLeft: false) : "?"
            when = " after step \(first + 1) (\(summary))"
        } else {
            events = all.filter { $0.stepIndex == nil }
            when = " at the start"
        }
        let heard = events.prefix(4).map(TranscriptRenderer.line)
        lines = heard.isEmpty ? ["(nothing is heard)"] : Array(heard)
    }
}
