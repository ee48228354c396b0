/// What one walk over a node tree tells: how deep it goes, its largest serial number, and
/// whether a node has none yet. One walk instead of three, reading the nodes where they are.
package struct TreeFacts {
    /// The depth, counted up to one level past the limit (the walk goes no deeper).
    private(set) var depth = 0
    private(set) var largestSerial = 0
    private(set) var hasUnnumbered = false

    init(_ root: Node, limit: Int) {
        visit(root, level: 1, limit: limit)
    }

    private mutating func visit(_ node: Node, level: Int, limit: Int) {
        depth = max(depth, level)
        largestSerial = max(largestSerial, node.serial)
        if node.serial == 0 { hasUnnumbered = true }
        guard level <= limit else { return }
        node.children.withUnsafeBufferPointer { children in
            for index in children.indices { visit(children[index], level: level + 1, limit: limit) }
        }
    }
}
