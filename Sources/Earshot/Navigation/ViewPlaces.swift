/// Where each view of a `LiveTree` is, by serial: its parent and its index among the parent's
/// children; and the serial of a view with each id. A view a step names is then found by walking
/// up from it (the depth of the tree), not by a search through the tree.
///
/// The places are a hint, not the truth: a change the tree does not record here (a patch written
/// in Swift that rebuilds a view's subviews) leaves some stale. `LiveTree.locate` checks every
/// path it gives against the tree, and searches when it does not lead to the view.
struct ViewPlaces: Sendable {
    /// By serial: the parent's serial (`-1 - layer` for a layer's root, `unknown` when not
    /// recorded) and the index among its children.
    private var parents: [Int] = []
    private var indices: [Int] = []
    /// A view with each id (the one recorded last).
    private var serials: [String: Int] = [:]
    private static let unknown = Int.min

    /// Places for serials below `bound`; nil when `bound` is too large for the `nodes` views to
    /// keep arrays of (serials given by hand far apart), and the tree is then searched.
    init?(bound: Int, nodes: Int) {
        guard bound >= 0, bound <= 16 * nodes + 4096 else { return nil }
        parents = Array(repeating: Self.unknown, count: bound)
        indices = Array(repeating: 0, count: bound)
    }

    /// The serial of the view with `id` recorded last, if any.
    func serial(of id: String) -> Int? { serials[id] }

    /// Whether the view `serial` has a place recorded.
    func knows(_ serial: Int) -> Bool {
        serial >= 0 && serial < parents.count && parents[serial] != Self.unknown
    }

    /// Records `node` at `index` of the view `parent` (`-1 - layer` for a layer's root), and
    /// everything inside it.
    mutating func record(_ node: Node, parent: Int, index: Int) {
        recordOne(node, parent: parent, index: index)
        var stack = [node]
        while let current = stack.popLast() {
            for (position, child) in current.children.enumerated() {
                recordOne(child, parent: current.serial, index: position)
                if !child.children.isEmpty { stack.append(child) }
            }
        }
    }

    /// Records where the children of `node` are now: their subviews keep their places under them.
    mutating func recordChildren(of node: Node) {
        for (position, child) in node.children.enumerated() {
            if knows(child.serial) {
                recordOne(child, parent: node.serial, index: position)
            } else {
                // A view new to the places (inserted): all of it.
                record(child, parent: node.serial, index: position)
            }
        }
    }

    /// Records `node` at `index` of the view `parent`, not what is inside it.
    mutating func recordOne(_ node: Node, parent: Int, index: Int) {
        let serial = node.serial
        if serial >= parents.count {
            // Numbered after the places were made (inserted, presented): room for it.
            guard serial < Int.max / 2 else { return }
            let count = max(serial + 1, parents.count * 2)
            parents += Array(repeating: Self.unknown, count: count - parents.count)
            indices += Array(repeating: 0, count: count - indices.count)
        }
        guard serial >= 0 else { return }
        parents[serial] = parent
        indices[serial] = index
        if let id = node.id { serials[id] = serial }
    }

    /// The layer and the child indices from its root down to the view `serial`, as recorded;
    /// nil when a place on the way is unknown (or the places loop, as stale ones could).
    func path(toSerial serial: Int) -> (layer: Int, path: [Int])? {
        var reversed: [Int] = []
        var cursor = serial
        while knows(cursor), reversed.count <= parents.count {
            let parent = parents[cursor]
            if parent < 0 { return (-1 - parent, reversed.reversed()) }
            reversed.append(indices[cursor])
            cursor = parent
        }
        return nil
    }
}
