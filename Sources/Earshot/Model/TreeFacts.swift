/// What one walk over a node tree tells: how deep it goes, its largest serial number, and
/// whether a node has none yet. One walk instead of three, reading the nodes where they are.
package struct TreeFacts {
    /// The depth, counted up to one level past the limit (the walk goes no deeper).
    private(set) var depth = 0
    private(set) var largestSerial = 0
    private(set) var hasUnnumbered = false

    init(_ root: Node, limit: Int) {
        // A long list at the root is walked in pieces at the same time.
        guard limit >= 1, let pieces = root.walkChildrenInPieces({ TreeFacts() }, { $0.visit($1, level: 2, limit: limit) }) else {
            withUnsafePointer(to: root) { visit($0, level: 1, limit: limit) }
            return
        }
        depth = 1
        largestSerial = max(0, root.serial)
        hasUnnumbered = root.serial == 0
        for piece in pieces {
            depth = max(depth, piece.depth)
            largestSerial = max(largestSerial, piece.largestSerial)
            hasUnnumbered = hasUnnumbered || piece.hasUnnumbered
        }
    }

    private init() {}

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

extension Node {
    /// What a walk gathers from this view's children, when they are many (at least 8,192): the
    /// children in pieces of consecutive ones, each walked on a thread of its own at the same
    /// time (`Parallelism.inPieces`), `start` the piece's empty result and `visit` adding one
    /// child, handed by its address. The pieces' results in order; nil for fewer children, which
    /// the caller walks itself.
    func walkChildrenInPieces<Result>(_ start: () -> Result, _ visit: (inout Result, UnsafePointer<Node>) -> Void) -> [Result]? {
        guard children.count >= 2 * Self.childrenPerWalkPiece else { return nil }
        return children.withUnsafeBufferPointer { children in
            Parallelism.inPieces(children.count, minimum: Self.childrenPerWalkPiece) { range in
                var result = start()
                guard let first = children.baseAddress else { return result }
                for index in range { visit(&result, first + index) }
                return result
            }
        }
    }

    /// Children a piece of a walk takes at the least.
    static let childrenPerWalkPiece = 4_096
}
