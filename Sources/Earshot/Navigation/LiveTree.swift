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

    package var layers: [Layer]
    private var nextSerial = 1

    init(screen: Screen) {
        self.init(root: screen.root, language: screen.language)
    }

    /// - Parameter facts: a walk over `root` already made (it then is not walked again).
    package init(root: consuming Node, language: String, facts: TreeFacts? = nil) {
        layers = []
        if root.serial == 0 {
            number(&root)
        } else {
            // Numbered while it was read: use it as it is, without copying the tree.
            nextSerial = (facts?.largestSerial ?? Self.largestSerial(in: root)) + 1
            if facts?.hasUnnumbered ?? Self.hasUnnumbered(root) { numberNew(&root) }
        }
        layers = [Layer(root: consume root, language: language, isAlert: false)]
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
        var root = presentation.root
        number(&root)
        layers.append(
            Layer(
                root: root, language: presentation.language ?? language, isAlert: presentation.isAlert, returnFocus: returnFocus,
                pathName: pathName))
    }

    /// Removes the presented layer holding `id` (the top one for nil) and those above it.
    mutating func dismiss(_ id: String?) -> Layer? {
        guard layers.count > 1 else { return nil }
        var index = layers.count - 1
        if let id {
            guard
                let found = layers.indices.dropFirst().last(where: {
                    layers[$0].root.id == id || Self.path(to: id, in: layers[$0].root) != nil
                })
            else { return nil }
            index = found
        }
        let removed = layers[index]
        layers.removeSubrange(index...)
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
        for layerIndex in layers.indices.reversed() {
            guard let path = Self.path(to: id, in: layers[layerIndex].root) else { continue }
            var changed = Self.node(at: path, in: layers[layerIndex].root)
            change(&changed)
            if Self.hasUnnumbered(changed) { numberNew(&changed) }
            Self.modify(&layers[layerIndex].root, at: path[...]) { $0 = changed }
            return true
        }
        return false
    }

    mutating func modify(serial: Int, _ change: (inout Node) -> Void) {
        for layerIndex in layers.indices.reversed() {
            guard let path = Self.path(toSerial: serial, in: layers[layerIndex].root) else { continue }
            Self.modify(&layers[layerIndex].root, at: path[...], change)
            return
        }
    }

    /// Inserts `node` into the container with id `into` at `index` (the end when nil). The
    /// container is changed where it is: its siblings and the views around are neither copied
    /// nor walked again, so an insertion costs the path down to the container.
    mutating func insert(_ node: Node, into id: String, at index: Int?) -> Bool {
        var node = node
        number(&node)
        for layerIndex in layers.indices.reversed() {
            guard let path = Self.path(to: id, in: layers[layerIndex].root) else { continue }
            Self.modify(&layers[layerIndex].root, at: path[...]) { container in
                let position = min(index ?? container.children.count, container.children.count)
                container.children.insert(node, at: position)
            }
            return true
        }
        return false
    }

    mutating func remove(id: String) -> Bool {
        for layerIndex in layers.indices.reversed() {
            guard let path = Self.path(to: id, in: layers[layerIndex].root) else { continue }
            guard let last = path.last else {
                // Removing a layer's root removes what it shows.
                layers[layerIndex].root.children = []
                layers[layerIndex].root.accessibility.hidden = true
                return true
            }
            Self.modify(&layers[layerIndex].root, at: path.dropLast()) { $0.children.remove(at: last) }
            return true
        }
        return false
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
