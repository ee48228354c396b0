/// A data table (SwiftUI `Table`, a UIKit `dataTable` container): its column headers, then its
/// rows; moving across the cells speaks the headers and positions that change ("Age, 34,
/// Column 2").
///
/// ```swift
/// Table(columns: ["Name", "Age"]) {
///     TableRow("Alice", "34")
///     TableRow { Button("Bob"); Text("27") }
/// }
/// ```
public struct Table: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A table with these column headers and rows (`TableRow`s; another view is a row of one
    /// cell). `title`, when given, is spoken in place of "Table" as focus enters it.
    public init(_ title: String? = nil, columns: [String], @ViewBuilder rows: () -> [Node]) {
        var node = Node(.dataTable, title: title)
        node.control.columns = columns
        node.children = rows().map { $0.kind == .hStack ? $0 : Node(.hStack, children: [$0]) }
        self.node = node
    }
}

/// One row of a `Table`: its cells, in column order.
public struct TableRow: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A row of views, one a cell.
    public init(@ViewBuilder cells: () -> [Node]) {
        node = Node(.hStack, children: cells())
    }

    /// A row of texts, one a cell.
    public init(_ cells: String...) {
        node = Node(.hStack, children: cells.map { Node(.text, title: $0) })
    }
}
