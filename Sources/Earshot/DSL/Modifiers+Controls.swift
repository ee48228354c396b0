// Modifiers that set a control's own state rather than an accessibility attribute.

extension AccessibleView {
    /// How a `Picker` shows its options: `.pickerStyle(.segmented)` gives one button per option.
    ///
    /// ```swift
    /// Picker("Size", selection: "M", options: ["S", "M", "L"]).pickerStyle(.segmented)
    /// ```
    public func pickerStyle(_ style: PickerStyle) -> Node {
        modified { $0.control.pickerStyle = style }
    }

    /// A tab's badge: `Tab("Inbox").badge(3)`; 0 shows none, as in SwiftUI.
    public func badge(_ count: Int) -> Node {
        modified { $0.control.badge = count == 0 ? nil : String(count) }
    }

    /// A tab's badge text: `Tab("Inbox").badge("New")`.
    public func badge(_ text: String?) -> Node {
        modified { $0.control.badge = text }
    }

    /// A text input already editing when the screen appears, as SwiftUI's `.focused(_:)` with
    /// its focus state set: it says "Is editing", and typing goes into it without a double tap.
    ///
    /// ```swift
    /// TextField("City", text: "").focused(true)
    /// // "City, Text field, Is editing"
    /// ```
    public func focused(_ isFocused: Bool) -> Node {
        modified { $0.control.isFocused = isFocused ? true : nil }
    }
}
