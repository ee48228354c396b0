/// Editing a text field: a double tap starts it, typing changes the text, moving focus away
/// ends it (VOICEOVER.md §1 text fields; FORMAT.md §2.1 `type`).
extension Session {
    /// A double tap on a text field: editing starts, and VoiceOver says so.
    mutating func startEditing(_ key: ElementKey) {
        guard list.index(of: key) != nil else { return }
        // The field that was editing as the screen appeared is editing no longer: one first
        // responder at a time.
        let before = list.elements.filter { $0.key != key && $0.traits.contains(.isEditing) }.map(\.sourceSerial)
        if !before.isEmpty {
            for serial in before { tree.modify(serial: serial) { $0.control.isFocused = nil } }
            rebuild()
        }
        guard let index = list.index(of: key) else { return }
        let element = list.elements[index]
        editing = key
        channel.speak(speech.editingStarted(element), hint: speech.editingHint(element), element: reference(index))
    }

    /// `{ "type": text }`: one key at a time on the on-screen keyboard, each when VoiceOver has
    /// fallen silent; each character is echoed (Typing feedback: Characters, the default) and
    /// added at the insertion point, the end of the text. The new text is not spoken as a
    /// value change: the echo stands for it.
    ///
    /// - Throws: `RunError.notEditing` when no field is being edited where focus is.
    mutating func type(_ text: String) throws(RunError) {
        // A field already editing as the screen appeared takes typing without a double tap.
        if editing != focus, let element = focusedElement, element.traits.contains(.isEditing) { editing = focus }
        guard let key = editing, key == focus, let element = focusedElement else {
            throw RunError.notEditing(focused: focusedElement.map { $0.id ?? $0.label })
        }
        for (offset, character) in text.enumerated() {
            if offset > 0 {
                waitForSilence()
                channel.gesture()
            }
            tree.modify(serial: element.sourceSerial) { $0.control.text = ($0.control.text ?? "") + String(character) }
            rebuild()
            guard let index = list.index(of: key) else {
                editing = nil
                return
            }
            observe(list.elements[index])
            channel.speak(speech.typedCharacter(character, in: list.elements[index]), element: reference(index))
        }
    }
}
