/// The views of one layer of a run's state (the screen, or what a step presented), looked up by
/// serial for an explanation: each one's parent, its JSON path and its place in the file.
struct ExplainedLayer {
    let table: ViewTable
    /// `root`, or where a presented layer came from (`steps[3].present`).
    let rootName: String
    /// Where the screen's views are written; nil for a presented layer (its views came from a
    /// step, whose own place is known instead).
    let positions: SourcePositions?
    let framework: Framework
    /// The layer's top view.
    let root: Node

    init(root: Node, rootName: String, positions: SourcePositions?, framework: Framework, sources: [Int]) {
        table = ViewTable(root: root, elementSources: sources)
        self.root = root
        self.rootName = rootName
        self.positions = positions
        self.framework = framework
    }

    /// The views around `serial`, nearest first, the view itself left out.
    func ancestors(of serial: Int) -> [Node] {
        var found: [Node] = []
        var cursor = table.parent(of: serial)
        while let current = cursor, let node = table[current], found.count <= table.count {
            found.append(node)
            cursor = table.parent(of: current)
        }
        return found
    }

    /// The place of the view `serial`: its path, and its line and column in the screen's file.
    func place(of serial: Int) -> Explanation.Place? {
        guard table.contains(serial) else { return nil }
        var reversed: [[JSONPath.Component]] = []
        var cursor: Int? = serial
        while let current = cursor, let steps = table.pathSteps(of: current), reversed.count <= table.count {
            reversed.append(steps)
            cursor = table.parent(of: current)
        }
        let components: [JSONPath.Component] = [.key(rootName)] + reversed.reversed().flatMap { $0 }
        let described = JSONPath.describe(components)
        let position = positions?[serial]
        return Explanation.Place(path: (positions?.pathPrefix ?? "") + described, line: position?.line, column: position?.column)
    }

    /// The view whose path is `path` (`root.VStack[2]`, with or without the scenario's
    /// `screen.`), or whose `id` is `path`.
    func view(named path: String) -> Node? {
        for (serial, node) in table where node.id == path { return table[serial] }
        let bare = path.hasPrefix("screen.") ? String(path.dropFirst("screen.".count)) : path
        for (serial, _) in table {
            guard let place = place(of: serial) else { continue }
            let own = (positions?.pathPrefix).map { place.path.hasPrefix($0) ? String(place.path.dropFirst($0.count)) : place.path }
            if (own ?? place.path) == bare { return table[serial] }
        }
        return nil
    }
}
