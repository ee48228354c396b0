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
            guard !journal.isEmpty || !removals.isEmpty else { return storedLayers }
            var copy = self
            copy.settle()
            return copy.storedLayers
        }
        _modify {
            settle()
            // The caller may change anything: the ids are counted, and the views placed, again
            // when needed.
            idCounts = nil
            places = nil
            yield &storedLayers
        }
    }

    private var storedLayers: [Layer]
    private var nextSerial = 1
    /// Insertions not in place yet (see `insert`).
    private var journal = InsertionJournal()
    /// Removals not made yet (see `remove`): the layer and the path of each view, in the tree as
    /// it stands (nothing else changes it while they wait).
    private var removals: [(layer: Int, path: [Int])] = []
    /// How many nodes of all layers (and of the journal) have each id; nil until an insertion
    /// or a removal needs it, and after a change that did not keep it.
    private var idCounts: [String: Int]?
    /// Where each view is (`ViewPlaces`), once a few views were searched for; nil before and
    /// after a change that did not keep it.
    private var places: ViewPlaces?
    /// Searches for a view since `places` was last nil: past a few, the places are made.
    private var searches = 0

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
        settle()
        var root = presentation.root
        number(&root)
        count(root, by: 1)
        places?.record(root, parent: -1 - storedLayers.count, index: 0)
        storedLayers.append(
            Layer(
                root: root, language: presentation.language ?? language, isAlert: presentation.isAlert, returnFocus: returnFocus,
                pathName: pathName))
    }

    /// Removes the presented layer holding `id` (the top one for nil) and those above it.
    mutating func dismiss(_ id: String?) -> Layer? {
        settle()
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
        guard journal.isEmpty, removals.isEmpty else {
            var copy = self
            copy.settle()
            return copy.node(serial: serial)
        }
        guard let (layer, path) = place(ofSerial: serial) else { return nil }
        return Self.node(at: path, in: storedLayers[layer].root)
    }

    /// The nodes from the root of its layer down to the node with `serial`, root first.
    func ancestry(serial: Int) -> [Node] {
        guard journal.isEmpty, removals.isEmpty else {
            var copy = self
            copy.settle()
            return copy.ancestry(serial: serial)
        }
        guard let (layer, path) = place(ofSerial: serial) else { return [] }
        var chain = [storedLayers[layer].root]
        var node = storedLayers[layer].root
        for index in path {
            node = node.children[index]
            chain.append(node)
        }
        return chain
    }

    /// Applies `change` to the node with `id`; false when there is none.
    mutating func modify(id: String, _ change: (inout Node) -> Void) -> Bool {
        settle()
        guard let (layer, path) = locate(id: id) else { return false }
        var changed = Self.node(at: path, in: storedLayers[layer].root)
        count(changed, by: -1)
        change(&changed)
        if Self.hasUnnumbered(changed) { numberNew(&changed) }
        count(changed, by: 1)
        Self.modify(&storedLayers[layer].root, at: path[...]) { $0 = changed }
        replaced(changed, layer: layer, path: path)
        return true
    }

    mutating func modify(serial: Int, _ change: (inout Node) -> Void) {
        settle()
        guard let (layer, path) = locate(serial: serial) else { return }
        if idCounts != nil { count(Self.node(at: path, in: storedLayers[layer].root), by: -1) }
        Self.modify(&storedLayers[layer].root, at: path[...], change)
        let changed = Self.node(at: path, in: storedLayers[layer].root)
        if idCounts != nil { count(changed, by: 1) }
        replaced(changed, layer: layer, path: path)
    }

    /// The view `serial` as it now is, with its layer and its path of child indices from that
    /// layer's root; nil when there is none.
    mutating func located(serial: Int) -> (layer: Int, path: [Int], node: Node)? {
        guard let (layer, path) = locate(serial: serial) else { return nil }
        return (layer, path, Self.node(at: path, in: storedLayers[layer].root))
    }

    /// Records the view at `path` of `layer`, just changed, in the places: itself and its
    /// children (what lies deeper keeps its places, checked when used).
    private mutating func replaced(_ node: Node, layer: Int, path: [Int]) {
        guard places != nil else { return }
        let parent = path.isEmpty ? -1 - layer : Self.node(at: Array(path.dropLast()), in: storedLayers[layer].root).serial
        places?.recordOne(node, parent: parent, index: path.last ?? 0)
        places?.recordChildren(of: node)
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
        placeRemovals()
        var node = node
        number(&node)
        countIDs()
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
        guard let (layer, path) = locate(id: id) else { return }
        Self.modify(&storedLayers[layer].root, at: path[...]) { container in
            let position = min(max(0, index ?? container.children.count), container.children.count)
            container.children.insert(node, at: position)
        }
        recordChildren(layer: layer, path: path)
    }

    /// Removes the view with `id` (the first the search finds, top layer first); false when
    /// there is none.
    ///
    /// A view that is the only one with its id is taken out when the tree is next read or
    /// changed otherwise, with every other removal waiting then: each container's children are
    /// gone through once for all the views taken out of it, so a batch of n removals from one
    /// list costs n, not the n² of closing the gap after each.
    mutating func remove(id: String) -> Bool {
        placeInsertions()
        countIDs()
        guard let targets = idCounts?[id], targets > 0 else { return false }
        if targets > 1 { placeRemovals() }
        guard let (layer, path) = locate(id: id) else { return false }
        guard !path.isEmpty else {
            // Removing a layer's root removes what it shows.
            placeRemovals()
            for child in storedLayers[layer].root.children { count(child, by: -1) }
            storedLayers[layer].root.children = []
            storedLayers[layer].root.accessibility.hidden = true
            return true
        }
        count(Self.node(at: path, in: storedLayers[layer].root), by: -1)
        if targets > 1 {
            removeDirectly(layer: layer, path: path)
        } else {
            removals.append((layer, path))
        }
        return true
    }

    private mutating func removeDirectly(layer: Int, path: [Int]) {
        guard let last = path.last else { return }
        Self.modify(&storedLayers[layer].root, at: path.dropLast()) { $0.children.remove(at: last) }
        recordChildren(layer: layer, path: Array(path.dropLast()))
    }

    /// Records where the children of the container at `path` of `layer` are now.
    private mutating func recordChildren(layer: Int, path: [Int]) {
        guard places != nil else { return }
        places?.recordChildren(of: Self.node(at: path, in: storedLayers[layer].root))
    }

    /// Puts the tree in order: the waiting removals made, the journaled insertions in place.
    mutating func settle() {
        placeRemovals()
        placeInsertions()
    }

    // MARK: - Finding views

    /// The layer and path of the view with `id`: found through its place when only one view
    /// has the id, else (and when its place is not known) by the search of `path(to:in:)`, top
    /// layer first.
    private mutating func locate(id: String) -> (layer: Int, path: [Int])? {
        if idCounts?[id] == 1, let serial = places?.serial(of: id), let found = place(ofSerial: serial, searching: false),
            Self.node(at: found.path, in: storedLayers[found.layer].root).id == id
        {
            return found
        }
        searched()
        for layer in storedLayers.indices.reversed() {
            if let path = Self.path(to: id, in: storedLayers[layer].root) { return (layer, path) }
        }
        return nil
    }

    private mutating func locate(serial: Int) -> (layer: Int, path: [Int])? {
        if let found = place(ofSerial: serial, searching: false) { return found }
        searched()
        return place(ofSerial: serial)
    }

    /// The layer and path of the view `serial`: its place when it leads there, else searched
    /// for (when `searching`), top layer first.
    private func place(ofSerial serial: Int, searching: Bool = true) -> (layer: Int, path: [Int])? {
        if let (layer, path) = places?.path(toSerial: serial), storedLayers.indices.contains(layer),
            Self.leads(path, from: storedLayers[layer].root, to: serial)
        {
            return (layer, path)
        }
        guard searching else { return nil }
        for layer in storedLayers.indices.reversed() {
            if let path = Self.path(toSerial: serial, in: storedLayers[layer].root) { return (layer, path) }
        }
        return nil
    }

    /// A view was searched for: past a few searches, the places are made (one walk over the
    /// tree), so that the next views are found where they are.
    private mutating func searched() {
        searches += 1
        guard places == nil, searches > 8 else { return }
        countIDs()
        places = ViewPlaces(bound: nextSerial, nodes: Self.nodeCount(in: storedLayers))
        for index in storedLayers.indices { places?.record(storedLayers[index].root, parent: -1 - index, index: 0) }
        searches = 0
    }

    /// Whether `path` goes from `root` down to the view `serial`.
    private static func leads(_ path: [Int], from root: Node, to serial: Int) -> Bool {
        withUnsafePointer(to: root) { root in
            var node = root
            for index in path {
                guard node.pointee.children.indices.contains(index) else { return false }
                let next = node.pointee.children.withUnsafeBufferPointer { $0.baseAddress.map { $0 + index } }
                guard let next else { return false }
                node = next
            }
            return node.pointee.serial == serial
        }
    }

    // MARK: - The removals waiting

    /// Makes the waiting removals: the views out of each container in one pass over its
    /// children, the deepest containers first (so that a removal does not move a container a
    /// later one is in off its path).
    private mutating func placeRemovals() {
        guard !removals.isEmpty else { return }
        var byContainer: [ContainerPlace: [Int]] = [:]
        for removal in removals {
            guard let last = removal.path.last else { continue }
            byContainer[ContainerPlace(layer: removal.layer, path: Array(removal.path.dropLast())), default: []].append(last)
        }
        removals = []
        for (container, gone) in byContainer.sorted(by: { $0.key.path.count > $1.key.path.count }) {
            guard storedLayers.indices.contains(container.layer) else { continue }
            let gone = Set(gone)
            Self.modify(&storedLayers[container.layer].root, at: container.path[...]) { node in
                var kept: [Node] = []
                kept.reserveCapacity(max(0, node.children.count - gone.count))
                for (index, child) in node.takeChildren().enumerated() where !gone.contains(index) { kept.append(child) }
                node.children = kept
            }
            recordChildren(layer: container.layer, path: container.path)
        }
    }

    private struct ContainerPlace: Hashable {
        var layer: Int
        var path: [Int]
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
        // The places of what was inserted are recorded with the containers it went into.
        // Each container's id is the only one in the tree, so its first match is its match:
        // a few are searched for, many are found in one walk. Deepest first, so that putting
        // views into a container does not move a container inside it off its path.
        var targets: [(layer: Int, path: [Int], target: Int)] = []
        if journal.treeTargets.count <= 8 {
            for (target, entry) in journal.treeTargets.enumerated() {
                guard let (layer, path) = locate(id: entry.id) else { continue }
                targets.append((layer, path, target))
            }
        } else {
            var wanted: [String: Int] = [:]
            for (target, entry) in journal.treeTargets.enumerated() { wanted[entry.id] = target }
            for layer in storedLayers.indices.reversed() where !wanted.isEmpty {
                for (path, target) in Self.paths(to: &wanted, in: storedLayers[layer].root) { targets.append((layer, path, target)) }
            }
        }
        for place in targets.sorted(by: { $0.path.count > $1.path.count }) {
            let insertions = journal.treeTargets[place.target].insertions.map { (position: $0.position, node: nodes[$0.node].take()) }
            Self.modify(&storedLayers[place.layer].root, at: place.path[...]) { Self.place(insertions, into: &$0.children) }
            recordChildren(layer: place.layer, path: place.path)
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

    /// Counts the ids when they are not counted.
    private mutating func countIDs() {
        guard idCounts == nil else { return }
        settle()
        idCounts = Self.countIDs(in: storedLayers)
    }

    private static func nodeCount(in layers: [Layer]) -> Int {
        var count = 0
        var stack = layers.map(\.root)
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children)
        }
        return count
    }

    private static func ids(in node: Node) -> [String] {
        [node.id].compactMap { $0 } + NodeWalk.identifiers(under: node)
    }

    private static func countIDs(in layers: [Layer]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for layer in layers {
            // Room made once: grown by doubling, 100,000 ids cost a dozen copies of the table.
            let ids = ids(in: layer.root)
            counts.reserveCapacity(counts.count + ids.count)
            for id in ids { counts[id, default: 0] += 1 }
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
