/// Builds the children of a view from a block of views, as SwiftUI's `@ViewBuilder` does.
///
/// Supports several statements, `if`/`else`, `switch`, optionals (`if let`), `for` loops and
/// `ForEach`; each produces nodes in declaration order, with no wrapper node of its own.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showBanner { Text("Banner") }
///     for i in 1...2 { Text("Row \(i)") }
/// }
/// // children: Text "Title", (Text "Banner"), Text "Row 1", Text "Row 2"
/// ```
@resultBuilder
public struct ViewBuilder {
    /// A view as its node.
    public static func buildExpression(_ view: some AccessibleView) -> [Node] { [view.node] }

    /// An array of views, e.g. `items.map { Text($0) }`.
    public static func buildExpression(_ views: [some AccessibleView]) -> [Node] { views.map(\.node) }

    /// `ForEach` contributes its nodes in place, as SwiftUI's does.
    public static func buildExpression(_ forEach: ForEach) -> [Node] { forEach.nodes }

    /// The block's parts, in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }

    /// An `if` without `else`: its part, or nothing.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }

    /// The `if` branch.
    public static func buildEither(first part: [Node]) -> [Node] { part }

    /// The `else` branch.
    public static func buildEither(second part: [Node]) -> [Node] { part }

    /// A `for` loop's parts, in order.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

/// One set of views per element of a collection, placed where the `ForEach` stands.
///
/// ```swift
/// List { ForEach(["Milk", "Eggs"], id: \.self) { Text($0) } }
/// // List children: Text "Milk", Text "Eggs"
/// ```
///
/// Unlike SwiftUI, the views carry no identity of their own: give them `.id(_:)` when a
/// step needs to find one.
public struct ForEach: Sendable {
    /// The nodes of every element, in order.
    public let nodes: [Node]

    /// The views `content` builds for each element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [Node]) {
        nodes = data.flatMap(content)
    }

    /// SwiftUI's `ForEach(_:id:content:)`; the key path is accepted and ignored.
    public init<Data: Sequence, ID>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> [Node]
    ) {
        nodes = data.flatMap(content)
    }
}
