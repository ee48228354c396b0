/// The app's views as they are now: the screen and what is presented over it, changed by app
/// steps. Every node carries a serial number so VoiceOver's focus survives insertions.
package struct LiveTree: Sendable {
    package struct Layer: Sendable {
        package var root: Node
        package var language: String
        package var isAlert: Bool
        /// The element focused when this layer was presented (alerts return focus there).
        var returnFocus: ElementKey?
        /// What its views' paths start with (`ViewPaths`): `root` for the screen, the step
        /// that presented it (`steps[3].present`) for a presentation.
        var pathName = "root"
    }

    /// The layers, bottom first, with every insertion in place.
    package var layers: [Layer] {
        get {
            guard !journal.isEmpty else { return storedLayers }
            var copy = self
            copy.placeInsertions()
            return copy.storedLayers
        }
        _modify {
            placeInsertions()
            // The caller may change anything: the ids are counted again when needed.
            idCounts = nil
            yield &storedLayers
        }
    }

    private var storedLayers: [Layer]
    private var nextSerial = 1
    /// Insertions not in place yet (see `insert`).
    private var journal = InsertionJournal()
    /// How many nodes of all layers (and of the journal) have each id; nil until an insertion
    /// needs it, and after a change that did not keep it.
    private var idCounts: [String: Int]?

    init(screen: Screen) {
        self.init(root: screen.root, language: screen.language)
    }

    /// - Parameter facts: a walk over `root` already made (it then is not walked again).
    package init(root: consuming Node, language: String, facts: TreeFacts? = nil) {
        storedLayers = []
        if root.serial == 0 {
            number(&root)
        } else {
            // Numbered while it was read: use it as it is, without copying the tree.
            nextSerial = (facts?.largestSerial ?? Self.largestSerial(in: root)) + 1
            if facts?.hasUnnumbered ?? Self.hasUnnumbered(root) { numberNew(&root) }
        }
        storedLayers = [Layer(root: consume root, language: language, isAlert: false)]
    }

    static func largestSerial(in root: Node) -> Int {
        var largest = root.serial
        var stack = root.children
        while let node = stack.popLast() {
            largest = max(largest, node.serial)
            stack.append(contentsOf: node.children)
        }
        return largest
    }

    /// Numbers the nodes an update added (they arrive with serial 0).
    mutating func numberNew(_ node: inout Node) {
        if node.serial == 0 {
            node.serial = nextSerial
            nextSerial += 1
        }
        for index in node.children.indices where Self.hasUnnumbered(node.children[index]) {
            numberNew(&node.children[index])
        }
    }

    package static func hasUnnumbered(_ node: Node) -> Bool {
        if node.serial == 0 { return true }
        return node.children.contains(where: hasUnnumbered)
    }

    /// Gives `node` and everything inside it fresh serial numbers.
    mutating func number(_ node: inout Node) {
        node.serial = nextSerial
        nextSerial += 1
        for index in node.children.indices { number(&node.children[index]) }
    }

    var top: Layer { layers[layers.count - 1] }

    mutating func present(_ presentation: Presentation, language: String, returnFocus: ElementKey?, pathName: String) {
        placeInsertions()
        var root = presentation.root
        number(&root)
        count(root, by: 1)
        storedLayers.append(
            Layer(
                root: root, language: presentation.language ?? language, isAlert: presentation.isAlert, returnFocus: returnFocus,
                pathName: pathName))
    }

    /// Removes the presented layer holding `id` (the top one for nil) and those above it.
    mutating func dismiss(_ id: String?) -> Layer? {
        placeInsertions()
        guard storedLayers.count > 1 else { return nil }
        var index = storedLayers.count - 1
        if let id {
            guard
                let found = storedLayers.indices.dropFirst().last(where: {
                    storedLayers[$0].root.id == id || Self.path(to: id, in: storedLayers[$0].root) != nil
                })
            else { return nil }
            index = found
        }
        let removed = storedLayers[index]
        for layer in storedLayers[index...] { count(layer.root, by: -1) }
        storedLayers.removeSubrange(index...)
        return removed
    }

    /// The node with `id` or `serial`, searched in every layer, top first.
    func node(id: String) -> Node? {
        for layer in layers.reversed() {
            if let path = Self.path(to: id, in: layer.root) { return Self.node(at: path, in: layer.root) }
        }
        return nil
    }

    func node(serial: Int) -> Node? {
        for layer in layers.reversed() {
            if let path = Self.path(toSerial: serial, in: layer.root) { return Self.node(at: path, in: layer.root) }
        }
        return nil
    }

    /// The nodes from the root of its layer down to the node with `serial`, root first.
    func ancestry(serial: Int) -> [Node] {
        for layer in layers.reversed() {
            guard let path = Self.path(toSerial: serial, in: layer.root) else { continue }
            var chain = [layer.root]
            var node = layer.root
            for index in path {
                node = node.children[index]
                chain.append(node)
            }
            return chain
        }
        return []
    }

    /// Applies `change` to the node with `id`; false when there is none.
    mutating func modify(id: String, _ change: (inout Node) -> Void) -> Bool {
        placeInsertions()
        for layerIndex in storedLayers.indices.reversed() {
            guard let path = Self.path(to: id, in: storedLayers[layerIndex].root) else { continue }
            var changed = Self.node(at: path, in: storedLayers[layerIndex].root)
            count(changed, by: -1)
            change(&changed)
            if Self.hasUnnumbered(changed) { numberNew(&changed) }
            count(changed, by: 1)
            Self.modify(&storedLayers[layerIndex].root, at: path[...]) { $0 = changed }
            return true
        }
        return false
    }

    mutating func modify(serial: Int, _ change: (inout Node) -> Void) {
        placeInsertions()
        for layerIndex in storedLayers.indices.reversed() {
            guard let path = Self.path(toSerial: serial, in: storedLayers[layerIndex].root) else { continue }
            if idCounts != nil { count(Self.node(at: path, in: storedLayers[layerIndex].root), by: -1) }
            Self.modify(&storedLayers[layerIndex].root, at: path[...], change)
            if idCounts != nil { count(Self.node(at: path, in: storedLayers[layerIndex].root), by: 1) }
            return
        }
    }

    /// Inserts `node` into the container with id `into` at `index` (the end when nil); false
    /// when no view has that id.
    ///
    /// An insertion into a container that is the only one with its id waits in a journal and
    /// is put in place with the others when the tree is next read or changed otherwise: all
    /// the insertions into one container at once, and those into an inserted view before it is
    /// placed. So neither a deep container (the walk down to it) nor a long list of children
    /// (moving them up for each insertion at the front) is paid once an insertion: a batch of
    /// n insertions costs n log n. An id that more than one view has is searched for as it
    /// always was (the top layer first, then the search order of `path(to:in:)`), with the
    /// journal put in place first.
    mutating func insert(_ node: Node, into id: String, at index: Int?) -> Bool {
        var node = node
        number(&node)
        if idCounts == nil {
            placeInsertions()
            idCounts = Self.countIDs(in: storedLayers)
        }
        guard let targets = idCounts?[id], targets > 0 else { return false }
        // A new view with an id already present could be found in place of a journaled
        // container when the journal is put in place: put it in place before.
        if !journal.isEmpty, Self.ids(in: node).contains(where: { (idCounts?[$0] ?? 0) > 0 }) { placeInsertions() }
        if targets == 1, journal.isEmpty || !journal.holdsBelowItsRoots(id) {
            journal.add(node, into: id, at: index)
        } else {
            placeInsertions()
            insertDirectly(node, into: id, at: index)
        }
        count(node, by: 1)
        return true
    }

    /// Inserts `node` where the first container with id `into` is now (the search of
    /// `path(to:in:)`, top layer first).
    private mutating func insertDirectly(_ node: Node, into id: String, at index: Int?) {
        for layerIndex in storedLayers.indices.reversed() {
            guard let path = Self.path(to: id, in: storedLayers[layerIndex].root) else { continue }
            Self.modify(&storedLayers[layerIndex].root, at: path[...]) { container in
                let position = min(max(0, index ?? container.children.count), container.children.count)
                container.children.insert(node, at: position)
            }
            return
        }
    }

    mutating func remove(id: String) -> Bool {
        placeInsertions()
        for layerIndex in storedLayers.indices.reversed() {
            guard let path = Self.path(to: id, in: storedLayers[layerIndex].root) else { continue }
            guard let last = path.last else {
                // Removing a layer's root removes what it shows.
                for child in storedLayers[layerIndex].root.children { count(child, by: -1) }
                storedLayers[layerIndex].root.children = []
                storedLayers[layerIndex].root.accessibility.hidden = true
                return true
            }
            if idCounts != nil { count(Self.node(at: path, in: storedLayers[layerIndex].root), by: -1) }
            Self.modify(&storedLayers[layerIndex].root, at: path.dropLast()) { $0.children.remove(at: last) }
            return true
        }
        return false
    }

    // MARK: - The journal of insertions

    /// Puts every journaled insertion in place: the inserted views receive theirs, last
    /// inserted first (a view can only be inserted into one inserted before it), then each
    /// container of the tree all of its own, found once.
    private mutating func placeInsertions() {
        guard !journal.isEmpty else { return }
        var journal = InsertionJournal()
        swap(&journal, &self.journal)
        var nodes = journal.nodes
        for index in nodes.indices.reversed() where !journal.into[index].isEmpty {
            let insertions = journal.into[index].map { (position: $0.position, node: nodes[$0.node].take()) }
            Self.place(insertions, into: &nodes[index].children)
        }
        // Each container's id is the only one in the tree, so its first match is its match:
        // a few are searched for, many are found in one walk. Deepest first, so that putting
        // views into a container does not move a container inside it off its path.
        var places: [(layer: Int, path: [Int], target: Int)] = []
        if journal.treeTargets.count <= 8 {
            for (target, entry) in journal.treeTargets.enumerated() {
                for layer in storedLayers.indices.reversed() {
                    guard let path = Self.path(to: entry.id, in: storedLayers[layer].root) else { continue }
                    places.append((layer, path, target))
                    break
                }
            }
        } else {
            var wanted: [String: Int] = [:]
            for (target, entry) in journal.treeTargets.enumerated() { wanted[entry.id] = target }
            for layer in storedLayers.indices.reversed() where !wanted.isEmpty {
                for (path, target) in Self.paths(to: &wanted, in: storedLayers[layer].root) { places.append((layer, path, target)) }
            }
        }
        for place in places.sorted(by: { $0.path.count > $1.path.count }) {
            let insertions = journal.treeTargets[place.target].insertions.map { (position: $0.position, node: nodes[$0.node].take()) }
            Self.modify(&storedLayers[place.layer].root, at: place.path[...]) { Self.place(insertions, into: &$0.children) }
        }
    }

    /// The paths to the nodes with the ids in `wanted` (each taken out of it when found), in one
    /// walk over the tree under `root`, with the target each stands for.
    private static func paths(to wanted: inout [String: Int], in root: Node) -> [(path: [Int], target: Int)] {
        var found: [(path: [Int], target: Int)] = []
        var path: [Int] = []
        func visit(_ node: UnsafePointer<Node>) {
            if let id = node.pointee.id, let target = wanted.removeValue(forKey: id) { found.append((path, target)) }
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices where !wanted.isEmpty {
                    path.append(index)
                    visit(first + index)
                    path.removeLast()
                }
            }
        }
        withUnsafePointer(to: root) { visit($0) }
        return found
    }

    /// Inserts each node at its position, in order, as `Array.insert` one by one would (a
    /// position past the end is the end), in n log n for n children: the last insertion takes
    /// its position among all the slots, each earlier one its position among the slots the
    /// later ones left, and the children that were there fill the rest in order.
    static func place(_ insertions: [(position: Int?, node: Node)], into children: inout [Node]) {
        let base = children.count
        func position(_ index: Int) -> Int {
            min(max(0, insertions[index].position ?? (base + index)), base + index)
        }
        if insertions.indices.allSatisfy({ position($0) == base + $0 }) {
            children.append(contentsOf: insertions.map(\.node))
            return
        }
        if insertions.count == 1 {
            children.insert(insertions[0].node, at: position(0))
            return
        }
        var free = FreeSlots(count: base + insertions.count)
        var slots = [Node?](repeating: nil, count: base + insertions.count)
        for index in insertions.indices.reversed() {
            let slot = free.take(position(index))
            slots[slot] = insertions[index].node
        }
        var old = children.makeIterator()
        for slot in slots.indices where slots[slot] == nil { slots[slot] = old.next() }
        children = slots.compactMap { $0 }
    }

    // MARK: - Counting ids

    private static func ids(in node: Node) -> [String] {
        [node.id].compactMap { $0 } + NodeWalk.identifiers(under: node)
    }

    private static func countIDs(in layers: [Layer]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for layer in layers {
            for id in ids(in: layer.root) { counts[id, default: 0] += 1 }
        }
        return counts
    }

    /// Adds (`delta` 1) or takes away (-1) the ids of `node` and the views inside it.
    private mutating func count(_ node: Node, by delta: Int) {
        guard idCounts != nil else { return }
        for id in Self.ids(in: node) { idCounts?[id, default: 0] += delta }
    }

    // MARK: - Paths (child indices from a root)

    static func path(to id: String, in root: Node) -> [Int]? {
        findPath(in: root, .id(id))
    }

    static func path(toSerial serial: Int, in root: Node) -> [Int]? {
        findPath(in: root, .serial(serial))
    }

    private enum Target {
        case id(String)
        case serial(Int)

        /// Reads only the field it compares, not a copy of the node.
        func matches(_ node: UnsafePointer<Node>) -> Bool {
            switch self {
            case .id(let id): return node.pointee.id == id
            case .serial(let serial): return node.pointee.serial == serial
            }
        }
    }

    /// The first match: the root, else a node's children (last first) before what lies under
    /// them (first child first). One path is kept and extended as the walk goes down, and the
    /// nodes are read where they are, not copied: a search costs the nodes it visits.
    private static func findPath(in root: Node, _ target: Target) -> [Int]? {
        withUnsafePointer(to: root) { root in
            if target.matches(root) { return [] }
            var path: [Int] = []
            return search(root, target, path: &path) ? path : nil
        }
    }

    /// Recursive, as deep as the tree: runs on `DeepStack`'s large stack with the session.
    private static func search(_ node: UnsafePointer<Node>, _ target: Target, path: inout [Int]) -> Bool {
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return false }
            for index in children.indices.reversed() where target.matches(first + index) {
                path.append(index)
                return true
            }
            for index in children.indices {
                path.append(index)
                if search(first + index, target, path: &path) { return true }
                path.removeLast()
            }
            return false
        }
    }

    static func node(at path: [Int], in root: Node) -> Node {
        var node = root
        for index in path { node = node.children[index] }
        return node
    }

    private static func modify(_ node: inout Node, at path: ArraySlice<Int>, _ change: (inout Node) -> Void) {
        guard let first = path.first else {
            change(&node)
            return
        }
        modify(&node.children[first], at: path.dropFirst(), change)
    }
}
