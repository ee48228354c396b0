/// How Voice Control names an element and reads a command (Documentation/REACH.md §3).
///
/// "Show names" displays each item's name beside it; "Tap <name>", or the name alone, activates
/// it (Apple, Voice Control's command list: "Tap <item name>", "<item name>"). The name is the
/// first of the element's `accessibilityInputLabels`, else its label; every input label is a
/// name the user may say (Apple, `accessibilityInputLabels(_:)`: "Provide labels in descending
/// order of importance ... If you don't specify any input labels, the user can still refer to
/// the view using the accessibility label").
package enum VoiceControl {
    /// The name a command says: `"Tap Delete"` and `"Delete"` both name `Delete`.
    package static func name(in command: String) -> String {
        let words = command.split(whereSeparator: \.isWhitespace)
        let rest = words.first?.lowercased() == "tap" ? words.dropFirst() : words[...]
        return rest.joined(separator: " ")
    }

    /// Whether `said` names `name`: the same words, whatever their case and spacing.
    package static func matches(_ said: String, _ name: String) -> Bool {
        let normalised = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() }
        return normalised(said) == normalised(name)
    }
}
