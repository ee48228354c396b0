import EarshotBase

/// A scenario asks for something a VoiceOver user cannot do on this screen.
public enum RunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A step names an element VoiceOver cannot reach (hidden, outside a modal, not there yet).
    case unreachable(id: String, gesture: String, reachable: [String])
    /// `{ "action": name }` on an element without that action.
    case noAction(name: String, available: [String])
    /// The tree is deeper than Earshot follows.
    case tooDeep(limit: Int)
    /// `{ "type": text }` when no text field is being edited.
    case notEditing(focused: String?)
    /// `{ "say": command }` names no element Voice Control shows: the names it shows.
    case noVoiceControlName(name: String, names: [String])
    /// `{ "say": command }` names several controls: Voice Control would number them to choose.
    case ambiguousVoiceControlName(name: String, count: Int)

    /// The problem in one sentence, with what is reachable or available instead.
    public var description: String {
        switch self {
        case .unreachable(let id, let gesture, let reachable):
            let suggestion = Suggestion.closest(to: id, among: reachable).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "cannot \(gesture) \"\(id)\": VoiceOver cannot reach it now (hidden, outside a modal view, or not on screen)"
                + suggestion
        case .noAction(let name, let available):
            let list = available.isEmpty ? "it has no actions" : "it has " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            let suggestion = Suggestion.closest(to: name, among: available).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "the focused element has no action \"\(name)\"; \(list)" + suggestion
        case .tooDeep(let limit):
            return "the views are nested more than \(limit) levels deep (Earshot's limit)"
        case .notEditing(let focused):
            let here = focused.map { "the focus is on \"\($0)\"" } ?? "nothing is focused"
            return "cannot type: no text field is being edited (\(here)); double tap a text field first ({\"activate\": id}),"
                + " and type before focus moves away"
        case .noVoiceControlName(let name, let names):
            let suggestion = Suggestion.closest(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            return "Voice Control shows no item named \"\(name)\"; it shows "
                + (names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")) + suggestion
        case .ambiguousVoiceControlName(let name, let count):
            return "\(count) controls are named \"\(name)\": Voice Control would number them for the user to choose;"
                + " give each an accessibilityInputLabels entry of its own"
        }
    }
}
