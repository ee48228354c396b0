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
}
