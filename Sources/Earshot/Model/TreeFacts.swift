/// What one walk over a node tree tells: how deep it goes, its largest serial number, and
/// whether a node has none yet. One walk instead of three, reading the nodes where they are.
package struct TreeFacts {
    /// The depth, counted up to one level past the limit (the walk goes no deeper).
    private(set) var depth = 0
    private(set) var largestSerial = 0
    private(set) var hasUnnumbered = false

    init(_ root: Node, limit: Int) {
        // A long list at the root is walked in pieces at the same time (`Parallelism.inPieces`).
        guard limit >= 1, root.children.count >= 2 * Self.childrenPerPiece else {
            withUnsafePointer(to: root) { visit($0, level: 1, limit: limit) }
            return
        }
        depth = 1
        largestSerial = max(0, root.serial)
        hasUnnumbered = root.serial == 0
        let pieces = root.children.withUnsafeBufferPointer { children in
            let shared = SharedBuffer(buffer: children)
            return Parallelism.inPieces(children.count, minimum: Self.childrenPerPiece) { range in
                var facts = TreeFacts()
                guard let first = shared.buffer.baseAddress else { return facts }
                for index in range { facts.visit(first + index, level: 2, limit: limit) }
                return facts
            }
        }
        for piece in pieces {
            depth = max(depth, piece.depth)
            largestSerial = max(largestSerial, piece.largestSerial)
            hasUnnumbered = hasUnnumbered || piece.hasUnnumbered
        }
    }

    private init() {}

    /// Children a piece of the walk takes at the least.
    static let childrenPerPiece = 4_096

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
