/// What one walk over a node tree tells: how deep it goes, its largest serial number, and
/// whether a node has none yet. One walk instead of three, reading the nodes where they are.
package struct TreeFacts {
    /// The depth, counted up to one level past the limit (the walk goes no deeper).
    private(set) var depth = 0
    private(set) var largestSerial = 0
    private(set) var hasUnnumbered = false

    init(_ root: Node, limit: Int) {
        withUnsafePointer(to: root) { visit($0, level: 1, limit: limit) }
    }

    /// Visits the node `node` points at. Through a pointer, not by value: a child handed to a
    /// call from its array's buffer is copied whole first (the compiler cannot prove the call
    /// leaves the buffer alone), and a tree of a million views would be copied view by view.
    private mutating func visit(_ node: UnsafePointer<Node>, level: Int, limit: Int) {
        depth = max(depth, level)
        largestSerial = max(largestSerial, node.pointee.serial)
        if node.pointee.serial == 0 { hasUnnumbered = true }
        guard level <= limit else { return }
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { visit(first + index, level: level + 1, limit: limit) }
        }
    }
}
