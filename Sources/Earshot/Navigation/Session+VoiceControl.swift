/// Voice Control commands in a scenario (`{ "say": "Tap Delete" }`, Documentation/REACH.md §3).
extension Session {
    /// Activates the element the command names: among the elements on screen, those one of
    /// whose names is said; of several, the one control among them. VoiceOver's focus moves
    /// there first, as for `{ "activate": id }`: whether VoiceOver's cursor follows a Voice
    /// Control tap no public source found says (REACH.md §3).
    mutating func say(_ command: String) throws(RunError) {
        let name = VoiceControl.name(in: command)
        let named = list.elements.indices.filter { index in
            list.elements[index].voiceControlNames.contains { VoiceControl.matches(name, $0) }
        }
        let controls = named.filter { list.elements[$0].isVoiceControlTarget }
        guard let index = controls.count == 1 ? controls[0] : (controls.isEmpty ? named.first : nil) else {
            if controls.count > 1 { throw RunError.ambiguousVoiceControlName(name: name, count: controls.count) }
            throw RunError.noVoiceControlName(
                name: name, names: list.elements.filter(\.isVoiceControlTarget).compactMap(\.voiceControlName))
        }
        if focusedIndex != index { focusAndSpeak(index) }
        waitForSilence()
        channel.gesture()
        activate()
    }
}

extension AccessibilityElement {
    /// The name Voice Control's "Show names" displays: the first input label, else the label;
    /// nil when it has neither.
    var voiceControlName: String? { voiceControlNames.first }

    /// Every name a user may say for it: its input labels, else its label.
    package var voiceControlNames: [String] {
        let labels = inputLabels.filter { !$0.isEmpty }
        return labels.isEmpty ? (label.isEmpty ? [] : [label]) : labels
    }

    /// What Voice Control shows a name for in Earshot's model: what can be tapped to act
    /// (which items get a name on a device, no public source found says; REACH.md §3).
    var isVoiceControlTarget: Bool {
        !traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .adjustable, .textField, .secureTextField, .isSearchField, .tab])
            || control != .none || !actions.isEmpty
    }
}
