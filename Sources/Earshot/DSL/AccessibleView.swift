/// Something the DSL can place in a view tree: a view such as `Text` or `VStack`, or a `Node`.
///
/// Every view type of the DSL is a small value that builds one `Node`; every modifier
/// (`.accessibilityLabel`, `.id`, `.onActivate` ...) returns the modified `Node`, so
/// modifiers chain as in SwiftUI.
///
/// ```swift
/// let node = Text("Edit note").accessibilityAddTraits(.isHeader).node
/// // node.kind == .text, node.title == "Edit note", node.accessibility.addTraits == .isHeader
/// ```
///
/// The protocol is not called `View` because `View` is the name of a kind (UIKit's generic
/// container, spelled `UIView` in the DSL).
public protocol AccessibleView: Sendable {
    /// The node this view stands for.
    var node: Node { get }
}

extension Node: AccessibleView {
    /// A node stands for itself.
    public var node: Node { self }
}

extension AccessibleView {
    /// This view's node with `change` applied: the one building block of every modifier.
    ///
    /// ```swift
    /// Text("Hi").modified { $0.accessibility.label = "Hello" }
    /// ```
    public func modified(_ change: (inout Node) -> Void) -> Node {
        var copy = node
        change(&copy)
        return copy
    }
}
