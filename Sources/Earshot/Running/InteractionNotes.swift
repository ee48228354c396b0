/// The closing lines that `earshot dump --keyboard` and `--switch-control` share: what is
/// assumed, what no public source settles, and the elements the way in passes over
/// (Documentation/REACH.md §4–5).
enum InteractionNotes {
    /// What both ways in take as their items, and in which order.
    static let respondingElements =
        "the elements VoiceOver reaches that respond to user interaction (traits, actions, gestures; "
        + "accessibilityRespondsToUserInteraction), in VoiceOver's order"

    /// `Assumed: …`, `Not known: …`, the `extra` lines, then `<passedOver>: none` or
    /// `<passedOver> (no interaction): "a", "b"`.
    static func closing(assumed: String, notKnown: String, extra: [String] = [], passedOver: String, names: [String]) -> [String] {
        var output = ["Assumed: " + assumed, "Not known: " + notKnown] + extra
        if names.isEmpty {
            output.append(passedOver + ": none")
        } else {
            output.append(TranscriptText.escaped(passedOver + " (no interaction): " + names.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        return output
    }
}
