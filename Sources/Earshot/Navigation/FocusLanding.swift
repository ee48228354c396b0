/// Where VoiceOver focus is after an app step, and which rule put it there
/// (Documentation/REACH.md §2): `earshot listen --show-focus`, and the audit's
/// `focus-lost-after-change`.
public struct FocusLanding: Sendable, Equatable {
    /// Which rule put focus where it is.
    public enum Reason: String, Sendable {
        /// The element is still there: focus stays on it.
        case stayed
        /// The element is still there but no swipe reaches it (a presentation covers it); the
        /// next swipe starts at the first element.
        case stayedBehind
        /// The focused element is gone: focus is on the element now standing in its place.
        case inItsPlace
        /// A dismissal: focus is on the first element of what is now on top (SwiftUI returns it
        /// to no trigger).
        case firstAfterDismiss
        /// A UIKit alert was dismissed: focus is back where it was.
        case returnedAfterAlert
        /// The system focused an alert it presented.
        case systemAlert
        /// The app's notification or focus state moved it.
        case notification
        /// The app asked for focus and nothing happened (no reachable element of that id, or
        /// a focus state set in the update that inserts its element).
        case unchanged
        /// No element is left to focus.
        case nowhere
    }

    /// The scenario step it happened in (0-based; nil for the start).
    public var step: Int?
    /// The app step: `dismiss`, `remove`, `present`, `insert`, `update`, `screenChanged`,
    /// `layoutChanged`, `accessibilityFocus`.
    public var event: String
    /// Milliseconds on the speech clock.
    public var time: Int
    /// The element focus is on (its id and path, as the transcript names elements); nil when
    /// it is on none VoiceOver reaches.
    public var element: ElementReference?
    /// That element's label.
    public var label: String?
    /// Why focus is there.
    public var reason: Reason
    /// After a dismissal: the element that had focus when it was presented, when it is still
    /// reachable.
    public var trigger: ElementReference?
    /// After the focused element was removed: whether focus left the view that held it (out
    /// of the list its row was in).
    public var leftItsGroup = false

    /// The line `earshot listen --show-focus` writes:
    /// `steps[4] dismiss: focus on Title (#title): the first element of what is now on top, ...`.
    public var line: String {
        let place = step.map { "steps[\($0)]" } ?? "start"
        let target: String
        if let element {
            let name = label.map { $0.isEmpty ? "(no label)" : $0 } ?? "(no label)"
            target = "focus on \(name) (\(element.id.map { "#" + $0 } ?? element.path))"
        } else {
            target = "focus on no reachable element"
        }
        return TranscriptText.escaped("\(place) \(event): \(target): \(explanation)")
    }

    /// The rule, in words.
    public var explanation: String {
        switch reason {
        case .stayed: "it stays on its element"
        case .stayedBehind: "it stays behind what covers it, which no swipe reaches; the next swipe starts at the first element"
        case .inItsPlace:
            "the focused element is gone; VoiceOver moves to the element now in its place"
                + (leftItsGroup ? ", outside the view that held it" : "")
        case .firstAfterDismiss: "the first element of what is now on top (focus does not return to what opened it)"
        case .returnedAfterAlert: "back where it was before the alert (UIKit)"
        case .systemAlert: "the system focuses the alert it presents"
        case .notification: "the app moved it"
        case .unchanged: "the app asked, and nothing moved (no reachable element, or asked in the update that inserts it)"
        case .nowhere: "no element is left"
        }
    }
}
