/// One entry of `.accessibilityCustomContent(_:_:importance:)` (`AXCustomContent`): information
/// about an element beyond its label, value and hint ("Age", "34").
///
/// High importance is spoken with the element, after its trait words; default importance only
/// through the More Content rotor, and the element says "More content available" (VOICEOVER.md §1).
public struct CustomContent: Sendable, Equatable {
    /// What the entry is about: "Age".
    public var label: String
    /// The entry's value: "34".
    public var value: String
    /// When VoiceOver says it.
    public var importance: CustomContentImportance

    /// An entry with its label, value and importance.
    public init(label: String, value: String, importance: CustomContentImportance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}

/// `AXCustomContent.Importance`: high-importance content "gets read out immediately, while
/// default-importance information must be explicitly asked for by the user" (Apple,
/// `accessibilityCustomContent(_:_:importance:)`).
public enum CustomContentImportance: String, Sendable, CaseIterable {
    /// Reached through the More Content rotor; spoken with the element.
    case `default`, high
}

extension [CustomContent] {
    /// The entries with `entry` added: an entry with the same label replaces the earlier one's
    /// value and importance where it stands ("Calling `accessibilityCustomContent` repeatedly with
    /// the same label will instead replace the previous value and importance": Apple,
    /// `accessibilityCustomContent(_:_:importance:)`).
    func adding(_ entry: CustomContent) -> [CustomContent] {
        var result = self
        if let index = result.firstIndex(where: { $0.label == entry.label }) {
            result[index] = entry
        } else {
            result.append(entry)
        }
        return result
    }
}
