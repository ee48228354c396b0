// Text inputs: a title that doubles as placeholder, and the current text.

/// A text field: "Name, Text field".
///
/// ```swift
/// TextField("Name", text: "")
/// ```
public struct TextField: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A text field with placeholder `title` and current `text`.
    public init(_ title: String, text: String) {
        node = textInput(.textField, title: title, text: text)
    }
}

/// A secure text field; its text is masked when spoken.
///
/// ```swift
/// SecureField("Password", text: "secret")
/// ```
public struct SecureField: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A secure field with placeholder `title`; its text is masked when spoken.
    public init(_ title: String, text: String) {
        node = textInput(.secureField, title: title, text: text)
    }
}

/// A multi-line text editor. SwiftUI's has no title; Earshot's takes one as its placeholder.
///
/// ```swift
/// TextEditor("Body", text: "Heron at the north pond")
/// ```
public struct TextEditor: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A multi-line text editor with current `text`; `isEditable: false` is a read-only text
    /// view (UIKit `UITextView.isEditable`), heard as static text.
    public init(_ title: String? = nil, text: String, isEditable: Bool = true) {
        var node = textInput(.textEditor, title: title, text: text)
        if !isEditable { node.control.isEditable = false }
        self.node = node
    }
}

/// A search field (SwiftUI's `.searchable(text:prompt:)`, UIKit's `UISearchBar`).
///
/// ```swift
/// SearchField("Search notes", text: "")
/// ```
public struct SearchField: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A search field with placeholder `prompt` and current `text`.
    public init(_ prompt: String, text: String) {
        node = textInput(.searchField, title: prompt, text: text)
    }
}

private func textInput(_ kind: NodeKind, title: String?, text: String) -> Node {
    var node = Node(kind, title: title)
    node.control.text = text
    return node
}
