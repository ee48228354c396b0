/// Insertions waiting to be put in place in a `LiveTree`: the inserted views, what was
/// inserted into each of them, and what into each container of the tree.
struct InsertionJournal: Sendable {
    struct Insertion: Sendable {
        /// Where in the container, as the step says (nil: at the end).
        var position: Int?
        /// The inserted view: its index in `nodes`.
        var node: Int
    }

    /// The inserted views, in the order of their insertion.
    var nodes: [Node] = []
    /// What was inserted into each of `nodes`, in order.
    var into: [[Insertion]] = []
    /// Containers of the tree, in the order of their first insertion, with what was inserted
    /// into each.
    private(set) var treeTargets: [(id: String, insertions: [Insertion])] = []
    private var treeTargetIndex: [String: Int] = [:]
    /// The inserted view with each id (the views inserted, not those inside them).
    private var rootIndex: [String: Int] = [:]
    /// The ids of the views inside inserted views.
    private var innerIDs: Set<String> = []

    var isEmpty: Bool { nodes.isEmpty }

    /// Whether `id` is that of a view inside an inserted view (not one inserted itself).
    func holdsBelowItsRoots(_ id: String) -> Bool { innerIDs.contains(id) }

    /// Journals `node`'s insertion into the container with `id`: an inserted view when one has
    /// that id, else a container of the tree.
    mutating func add(_ node: Node, into id: String, at position: Int?) {
        let index = nodes.count
        let insertion = Insertion(position: position, node: index)
        if let root = rootIndex[id] {
            into[root].append(insertion)
        } else if let target = treeTargetIndex[id] {
            treeTargets[target].insertions.append(insertion)
        } else {
            treeTargetIndex[id] = treeTargets.count
            treeTargets.append((id, [insertion]))
        }
        if let own = node.id { rootIndex[own] = index }
        for inner in NodeWalk.identifiers(under: node) { innerIDs.insert(inner) }
        nodes.append(node)
        into.append([])
    }
}

/// The free slots of an array being filled, by rank: a Fenwick tree over the slots, each 1
/// while free, so the slot with a given number of free slots before it is found, and taken,
/// in log n.
struct FreeSlots {
    private var tree: [Int]
    private let size: Int
    private var topBit = 1

    /// `count` slots, all free.
    init(count: Int) {
        size = max(0, count)
        // Each node of a Fenwick tree over ones holds its range's length: its lowest bit.
        tree = (0...size).map { $0 & -$0 }
        while topBit * 2 <= size { topBit *= 2 }
    }

    /// Takes the free slot with `rank` free slots before it and returns its index; `rank` must
    /// be less than the number of free slots.
    mutating func take(_ rank: Int) -> Int {
        var position = 0
        var remaining = rank + 1
        var step = topBit
        while step > 0 {
            let next = position + step
            if next <= size, tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        var index = position + 1
        while index <= size {
            tree[index] -= 1
            index += index & -index
        }
        return position
    }
}
