// System containers that VoiceOver describes ("Tab bar", "Toolbar"), tabs and alerts.

/// A tab bar; VoiceOver says "Tab bar" when focus first enters it.
///
/// ```swift
/// TabBar { Tab("Home", selected: true); Tab("Search"); Tab("Inbox", badge: "3") }
/// ```
public struct TabBar: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A tab bar of `Tab`s.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.tabBar, children: content())
    }
}

/// A toolbar; VoiceOver says "Toolbar" when focus first enters it.
///
/// ```swift
/// Toolbar { Button("Share"); Button("Delete") }
/// ```
public struct Toolbar: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A toolbar of buttons.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.toolbar, children: content())
    }
}

/// A navigation bar with its back button, title and items.
///
/// ```swift
/// NavigationBar { Button("Back"); Text("Notes").accessibilityAddTraits(.isHeader) }
/// ```
public struct NavigationBar: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A navigation bar.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.navigationBar, children: content())
    }
}

/// A tab of a `TabBar`: "Home, Tab, 1 of 3", with "Selected" and its badge.
///
/// ```swift
/// Tab("Inbox", systemImage: "tray", selected: false, badge: "3")
/// ```
public struct Tab: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// - Parameters:
    ///   - title: the tab's name, its label.
    ///   - systemImage: the tab's icon, decoration only.
    ///   - selected: `nil` leaves it unset, as a screen file that does not say.
    ///   - badge: the tab's badge (`.badge(_:)`), which VoiceOver reads with the tab; `nil` for none.
    public init(_ title: String, systemImage: String? = nil, selected: Bool? = nil, badge: String? = nil) {
        var node = Node(.tab, title: title)
        node.control.icon = systemImage
        node.control.selected = selected
        node.control.badge = badge
        self.node = node
    }
}

/// A system alert: modal, focused by the system when presented; title, message, buttons.
///
/// ```swift
/// Present(Alert("Delete note?", message: "This cannot be undone.", buttons: ["Delete", "Cancel"]))
/// Alert("Delete note?") {
///     Button("Delete") { Dismiss("alert"); Remove("note") }
///     Button("Cancel") { Dismiss("alert") }
/// }
/// ```
public struct Alert: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// An alert whose buttons are plain titled buttons.
    public init(_ title: String, message: String? = nil, buttons: [String] = []) {
        self.init(title, message: message) { buttons.map(Button.init(_:)) }
    }

    /// An alert whose buttons are written out, with what each does.
    public init(_ title: String, message: String? = nil, @ViewBuilder buttons: () -> [Node]) {
        var node = Node(.alert, title: title, children: buttons())
        node.control.message = message
        self.node = node
    }
}
