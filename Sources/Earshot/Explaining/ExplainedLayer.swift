/// The views of one layer of a run's state (the screen, or what a step presented), looked up by
/// serial for an explanation: each one's parent, its JSON path and its place in the file.
struct ExplainedLayer {
    private(set) var table: ViewTable
    /// `root`, or where a presented layer came from (`steps[3].present`).
    let rootName: String
    /// Where the screen's views are written; nil for a presented layer (its views came from a
    /// step, whose own place is known instead).
    let positions: SourcePositions?
    let framework: Framework
    /// The layer's top view.
    private(set) var root: Node

    init(root: Node, rootName: String, positions: SourcePositions?, framework: Framework, sources: [Int]) {
        table = ViewTable(root: root, elementSources: sources)
        self.root = root
        self.rootName = rootName
        self.positions = positions
        self.framework = framework
    }

    /// The layer with `views` put in place (each at its path of child indices from the root),
    /// in place: the table's views along each path are let go while the root changes, so
    /// nothing but the root holds them and it changes without copying, then taken again from
    /// it. O(the paths' lengths). False when a path leads elsewhere than the table knows (the
    /// layer is then half changed: make it again).
    mutating func replace(_ views: [(path: [Int], node: Node)]) -> Bool {
        for view in views {
            guard table.release(along: view.path, from: root) else { return false }
            RunStateWalk.replace(in: &root, at: view.path[...], with: view.node)
            guard table.replace(along: view.path, from: root) else { return false }
        }
        return true
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

/// A run's states whole, each with its top layer's views looked up (``ExplainedLayer``), made
/// as an explanation asks for them: lines come in order, so a state kept as changes
/// (``RunState/changes``) is the state before it changed in place, its table patched along the
/// changed views' paths, not built again. The last one made is kept.
final class ExplainedStates {
    private let run: Run
    private var walk: RunStateWalk
    private var index = -1
    private var layer: ExplainedLayer?

    init(run: Run) {
        self.run = run
        walk = RunStateWalk(run.states, changingViews: false)
    }

    /// The top layer of `state` looked up.
    func layer(of state: RunState) -> ExplainedLayer {
        let scenario = run.scenario
        return ExplainedLayer(
            root: state.layers.last?.root ?? scenario.screen.root, rootName: state.elements.paths.rootName,
            positions: state.layers.count == 1 ? scenario.screen.positions : nil, framework: scenario.screen.framework,
            sources: state.elements.elements.map(\.sourceSerial))
    }

    /// State `target` whole but for its views (its `layers` are those of the last state kept
    /// whole: its top layer's views are `layer`'s), and its top layer looked up.
    func state(_ target: Int) -> (state: RunState, layer: ExplainedLayer) {
        let state = walk.state(at: target)
        if target == index, let layer { return (state, layer) }
        let top = state.layers.count - 1
        if target == index + 1, let changes = run.states[target].changes, var patched = layer {
            layer = nil
            if patched.replace(changes.views.filter { $0.layer == top }.map { ($0.path, $0.node) }) {
                layer = patched
                index = target
                return (state, patched)
            }
        }
        let made = layer(of: state)
        layer = made
        index = target
        return (state, made)
    }
}
