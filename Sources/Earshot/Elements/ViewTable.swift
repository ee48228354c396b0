/// Every view of a screen by serial, with the serial of the view around it, its place among
/// its parent's children, and the elements it made: what the audit's rules look up on every
/// element and every finding.
///
/// The views sit in one array. Serials the reader numbered (dense, from 1) index a second
/// array straight to them; other serials go through a dictionary. The elements each view made
/// are one list grouped by view (compressed rows), not an array per view: a screen of a
/// million views makes three arrays here, not a million.
package struct ViewTable: Sequence {
    /// The views, and beside each the serial of the view around it (nil for the root): two
    /// arrays, so that a lookup copies a view, never a (view, parent) tuple, which Swift copies
    /// through its generic runtime (3% of an audit's instructions went to those copies).
    private var views: [Node] = []
    private var parents: [Int?] = []
    /// Each view's index in its parent's children; -1 for the root.
    private var childIndices: [Int] = []
    /// By serial: the view's index in `entries` plus one, 0 for none (dense serials).
    private var slots: [Int] = []
    /// By serial: the view's index in `entries` (serials too large or negative for `slots`).
    private var sparse: [Int: Int] = [:]
    /// Element indices grouped by the view that made them, in element order within a view.
    private var madeElements: [Int] = []
    /// Where each view's elements start in `madeElements`; one more than `entries`.
    private var madeStarts: [Int] = []
    /// Every serial, ascending.
    package let serials: [Int]

    /// The views of the tree at `root`, and the elements each made (`sources[i]` is the serial
    /// of the view that made element `i`). A serial met twice keeps the view met last, in the
    /// walk's order (children pushed in order, the last popped first).
    package init(root: Node, elementSources sources: [Int]) {
        var count = 0
        var largest = 0
        var smallest = 0
        var counting = [root]
        while let node = counting.popLast() {
            count += 1
            largest = Swift.max(largest, node.serial)
            smallest = Swift.min(smallest, node.serial)
            counting.append(contentsOf: node.children)
        }
        let dense = smallest >= 0 && largest <= 4 * count + 64
        views.reserveCapacity(count)
        parents.reserveCapacity(count)
        childIndices.reserveCapacity(count)
        if dense { slots = Array(repeating: 0, count: largest + 1) }
        var stack: [(node: Node, parent: Int?, index: Int)] = [(root, nil, -1)]
        while let (node, parent, index) = stack.popLast() {
            if let existing = Self.entryIndex(node.serial, slots: slots, sparse: sparse, dense: dense) {
                // A serial met again replaces the view it named, as a dictionary would.
                views[existing] = node
                parents[existing] = parent
                childIndices[existing] = index
            } else {
                if dense {
                    slots[node.serial] = views.count + 1
                } else {
                    sparse[node.serial] = views.count
                }
                views.append(node)
                parents.append(parent)
                childIndices.append(index)
            }
            for (offset, child) in node.children.enumerated() { stack.append((child, node.serial, offset)) }
        }
        let filled = slots
        serials = dense ? filled.indices.filter { filled[$0] > 0 } : sparse.keys.sorted()
        // Counting sort of the elements by the index of their view: stable, so each view's
        // elements stay in element order.
        var starts = Array(repeating: 0, count: views.count + 1)
        var owners = Array(repeating: -1, count: sources.count)
        for (element, serial) in sources.enumerated() {
            guard let owner = Self.entryIndex(serial, slots: slots, sparse: sparse, dense: dense) else { continue }
            owners[element] = owner
            starts[owner + 1] += 1
        }
        for index in views.indices { starts[index + 1] += starts[index] }
        var next = starts
        var made = Array(repeating: 0, count: starts[views.count])
        for (element, owner) in owners.enumerated() where owner >= 0 {
            made[next[owner]] = element
            next[owner] += 1
        }
        madeElements = made
        madeStarts = starts
    }

    /// An empty table.
    package init() { serials = [] }

    /// The views along `path` (child indices from the root) taken from `root`, a root the same
    /// as the table's but for those views: in place, O(the path's length). False, with the
    /// views before the first that differs replaced, when a view on the path has another serial
    /// or sits elsewhere than the table says.
    mutating func replace(along path: [Int], from root: Node) -> Bool {
        var node = root
        var parent: Int?
        var offset = -1
        var step = 0
        while true {
            guard let index = entryIndex(node.serial), parents[index] == parent, childIndices[index] == offset else { return false }
            views[index] = node
            guard step < path.count, node.children.indices.contains(path[step]) else { return step == path.count }
            parent = node.serial
            offset = path[step]
            node = node.children[offset]
            step += 1
        }
    }

    /// Lets go of the views along `path` (child indices from `root`, a root the same as the
    /// table's), each left as an empty view, so that `root` alone holds them; false when a view
    /// on the path is not where the table says.
    mutating func release(along path: [Int], from root: Node) -> Bool {
        var indices: [Int] = []
        var node = root
        var parent: Int?
        var offset = -1
        for step in 0...path.count {
            guard let index = entryIndex(node.serial), parents[index] == parent, childIndices[index] == offset else { return false }
            indices.append(index)
            guard step < path.count, node.children.indices.contains(path[step]) else { break }
            parent = node.serial
            offset = path[step]
            node = node.children[offset]
        }
        guard indices.count == path.count + 1 else { return false }
        for index in indices { views[index] = Node(.vStack) }
        return true
    }

    private static func entryIndex(_ serial: Int, slots: [Int], sparse: [Int: Int], dense: Bool) -> Int? {
        guard dense else { return sparse[serial] }
        guard serial >= 0, serial < slots.count, slots[serial] > 0 else { return nil }
        return slots[serial] - 1
    }

    private func entryIndex(_ serial: Int) -> Int? {
        Self.entryIndex(serial, slots: slots, sparse: sparse, dense: !slots.isEmpty)
    }

    /// How many views there are.
    package var count: Int { views.count }

    /// The view `serial`.
    package subscript(serial: Int) -> Node? {
        guard let index = entryIndex(serial) else { return nil }
        return views[index]
    }

    /// Whether the table holds the view `serial`.
    package func contains(_ serial: Int) -> Bool { entryIndex(serial) != nil }

    /// The serial of the view around `serial`; nil for the root or a serial not in the table.
    package func parent(of serial: Int) -> Int? {
        guard let index = entryIndex(serial) else { return nil }
        return parents[index]
    }

    /// The last steps of the view's JSON path from its parent, as the file writes them
    /// (`VStack[2]`, a section's `header[0]` or `footer`, a table's `rows[1]`:
    /// `ScreenReader.childSteps`); nil for the root or a serial not in the table.
    package func pathSteps(of serial: Int) -> [JSONPath.Component]? {
        guard let index = entryIndex(serial), let parent = parents[index], let parentIndex = entryIndex(parent) else {
            return nil
        }
        let inTableRow = parents[parentIndex].flatMap(entryIndex).map { views[$0].kind == .dataTable } ?? false
        return ScreenReader.childSteps(of: views[parentIndex], at: childIndices[index], inTableRow: inTableRow)
    }

    /// The indices of the elements the view `serial` made, in element order.
    package func elements(madeBy serial: Int) -> ArraySlice<Int> {
        guard let index = entryIndex(serial) else { return [] }
        return madeElements[madeStarts[index]..<madeStarts[index + 1]]
    }

    /// Every view with its serial, in no promised order.
    package func makeIterator() -> LazyMapSequence<[Node], (serial: Int, node: Node)>.Iterator {
        views.lazy.map { (serial: $0.serial, node: $0) }.makeIterator()
    }
}
