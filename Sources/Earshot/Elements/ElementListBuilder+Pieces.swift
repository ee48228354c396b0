/// The elements of a view with many children built in pieces at the same time, one thread a
/// piece: the rows of a long list are independent of one another until they are ordered.
///
/// Each piece after the first is built by a copy of the builder on a helper thread
/// (`ForkJoin`), with what it makes of its own (`Made.forPiece()`), while this builder builds
/// the first piece. The pieces are then put together as one builder would have made them
/// (`Made.merge(_:items:)`): elements, containers and view-path entries after this builder's,
/// the pieces' items moved to match, warnings kept in order. The entries of the views on the
/// way down are made before the pieces start, as the first element kept below them would have
/// made them (and forgotten again when no element is kept below).
///
/// Ordering, tab numbering and containers' frames come after, on the items put together.
extension ElementListBuilder {
    /// Appends the items of `node`'s children in `scope` to `items`, in pieces.
    mutating func collectInPieces(of node: inout Node, in scope: Range<Int>, _ context: Inherited, into items: inout [Item]) {
        let count = min(pieces, scope.count / childrenPerPiece)
        let bounds = (0...count).map { scope.lowerBound + scope.count * $0 / count }
        let kind = node.kind
        let key = ScreenReader.childKey(of: node)
        let entries = made.trail.makeEntries()
        let entriesMade = made.trail.paths.count
        // The children, taken out of the node when the tree is taken apart; each piece takes
        // (or copies) its own, and a child is let go as soon as its elements are made.
        let taking = reading == .takingApart
        var children = taking ? node.takeChildren() : []
        var parts = (1..<count).map { index in
            var builder = self
            builder.made = made.forPiece()
            builder.pieces = 1
            return (builder: builder, range: bounds[index]..<bounds[index + 1])
        }
        // The first piece here, the others each on a helper thread meanwhile.
        func run(_ source: Children) -> [[Item]] {
            ForkJoin.run(
                &parts,
                helper: { part in
                    var made: [Item] = []
                    part.builder.collect(from: source, in: part.range, kind: kind, key: key, context, into: &made)
                    return made
                },
                here: { collect(from: source, in: bounds[0]..<bounds[1], kind: kind, key: key, context, into: &items) }
            ).helpers
        }
        var pieceItems =
            taking
            ? children.withUnsafeMutableBufferPointer { buffer in run(Children(taking: buffer)) }
            : node.children.withUnsafeBufferPointer { buffer in run(Children(copying: buffer)) }
        for index in parts.indices {
            // Taken out, so that renumbering them changes them where they are.
            var taken: [Item] = []
            swap(&taken, &pieceItems[index])
            made.merge(&parts[index].builder.made, items: &taken)
            items.append(moving: &taken, blank: Item(content: .element(0), priority: 0))
        }
        // No element below after all: the entries made for the way down were never needed.
        if entries > 0, made.trail.paths.count == entriesMade { made.trail.forgetEntries(entries) }
    }

    /// Appends the items of the children in `range` of a view of `kind` (whose list is `key`),
    /// handed out by `source`, as `forEachChild` would.
    private mutating func collect(
        from source: Children, in range: Range<Int>, kind: NodeKind, key: String, _ context: Inherited, into items: inout [Item]
    ) {
        for index in range {
            within(index, source.child(index), of: kind, key: key) { builder, child in
                builder.collect(consume child, context, into: &items)
            }
        }
    }

    /// The children of a view, for builders on several threads: each touches its own.
    fileprivate struct Children {
        private let taken: UnsafeMutableBufferPointer<Node>?
        private let shared: UnsafeBufferPointer<Node>?

        init(taking buffer: UnsafeMutableBufferPointer<Node>) {
            taken = buffer
            shared = nil
        }

        init(copying buffer: UnsafeBufferPointer<Node>) {
            taken = nil
            shared = buffer
        }

        /// The child at `index`: moved out (an empty view left in its place), or a copy.
        func child(_ index: Int) -> Node {
            if let taken { return taken[index].take() }
            return shared.map { $0[index] } ?? Node(.vStack)
        }
    }
}

extension Item {
    /// Numbers the item's elements and containers `elements` and `containers` further on, in
    /// place: a group's items are renumbered in their own array, not copied into a new one.
    mutating func move(elements: Int, containers: Int) {
        switch content {
        case .element(let index):
            content = .element(index + elements)
        case .group(let container, var children):
            // Let go of here first, so that the array is the copy's alone and changes in place.
            content = .element(0)
            for index in children.indices { children[index].move(elements: elements, containers: containers) }
            content = .group(container: container.map { $0 + containers }, items: children)
        }
    }
}
