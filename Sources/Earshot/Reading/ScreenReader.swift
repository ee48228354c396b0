import EarshotBase

/// Reads a screen object (FORMAT.md §1) and checks what spans the whole tree: unique ids,
/// `accessibilityElements` that name ids of the same screen, and custom rotors of their own names
/// whose items are views of the screen.
struct ScreenReader: Sendable {
    var json: JSONReader
    static let keys = ["$schema", "earshot", "name", "language", "framework", "layoutDirection", "device", "root"]

    /// `object` holds the screen's keys; its root node was read from the file as it went
    /// (`DocumentReader`), and is nil when there is no `root` key. Checked in this order: the
    /// version, unknown keys, the tree, then the other keys. `positions` are where the views
    /// start, by serial: the screen keeps them, and errors about a view point there.
    /// `idsAreDistinct`: the reader told, as it read the tree, that its ids are all different and
    /// that no view names ids (`DistinctIDs`), which leaves nothing to check on the tree.
    func screen(
        _ object: JSONObject, defaultName: String, at path: JSONPath = .top, root: Result<Node, InputError>?,
        positions: SourcePositions? = nil, idsAreDistinct: Bool = false
    ) throws(InputError) -> Screen {
        try json.checkVersion(object, at: path)
        try json.checkKeys(object, allowed: Self.keys, at: path, what: "a screen")
        guard let root else { throw json.error(path, "a screen needs a \"root\" node") }
        let rootNode = try root.get()
        let nodes = NodeReader(json: json)
        var screen = Screen(name: defaultName, root: rootNode)
        screen.positions = positions
        if let v = object["name"] { screen.name = try json.string(v, at: path.appending("name")) }
        if let v = object["language"] { screen.language = try nodes.languageTag(v, at: path.appending("language")) }
        if let v = object["framework"] { screen.framework = try json.choice(v, at: path.appending("framework"), as: Framework.self) }
        if let v = object["layoutDirection"] {
            screen.layoutDirection = try json.choice(v, at: path.appending("layoutDirection"), as: LayoutDirection.self)
        } else {
            screen.layoutDirection = .natural(forLanguage: screen.language)
        }
        if let v = object["device"] { screen.device = try json.choice(v, at: path.appending("device"), as: Device.self) }
        // Ids told all different as they were read come with no view that names ids (`DistinctIDs`).
        if !idsAreDistinct { try checkIdentifiers(screen.root, at: path.appending("root"), positions: positions) }
        return screen
    }

    /// The key under which a node's children were written, for paths in messages.
    static func childKey(of node: Node) -> String {
        if node.kind == .alert { return "buttons" }
        if node.kind.takesChildList || (node.kind.takesTitleOrContent && node.title == nil) { return node.kind.rawValue }
        return "children"
    }

    /// The steps of the path from `node` to its child `index`, as the file writes them:
    /// `VStack[2]`; in a `Section`, `header[0]` (`header` for a title), `Section[1]` for its
    /// second row (rows counted from the first, the header's views left out), `footer[0]`
    /// (`footer` for a title); a `Table`'s row `rows[1]`, and a cell of that row `[0]` after it
    /// (`inTableRow`: `node` is a row of a `Table`, which the file writes as a bare list).
    static func childSteps(of node: Node, at index: Int, inTableRow: Bool = false) -> [JSONPath.Component] {
        if inTableRow { return [.index(index)] }
        if node.kind == .dataTable { return [.key("rows"), .index(index)] }
        guard node.kind == .section else { return [.key(childKey(of: node)), .index(index)] }
        let control = node.control
        let header = control.sectionHeaderCount ?? 0
        if index < header { return control.sectionHeaderIsTitle == true ? [.key("header")] : [.key("header"), .index(index)] }
        let footerStart = Swift.max(header, node.children.count - (control.sectionFooterCount ?? 0))
        if index >= footerStart {
            return control.sectionFooterIsTitle == true ? [.key("footer")] : [.key("footer"), .index(index - footerStart)]
        }
        return [.key(node.kind.rawValue), .index(index - header)]
    }

    /// Ids are unique, every id in `accessibilityElements` names a view inside that container, and
    /// custom rotors (`accessibilityRotor`) have names of their own and items that are views of
    /// the screen.
    ///
    /// The walk keeps no paths (a screen may hold a million views); a path is worked out only
    /// for a message.
    /// Each error points at the view it is about (`positions`).
    func checkIdentifiers(_ root: Node, at rootPath: JSONPath, positions: SourcePositions? = nil) throws(InputError) {
        // The ids counted first (the views are read where they are, not copied), so that one set
        // is made big enough at once: a screen may hold millions of ids. Then each id goes into
        // it in reading order, up to the first used twice.
        var seen = StringSet(minimumCapacity: withUnsafePointer(to: root) { Self.countIDs($0) })
        var ordered: [Node] = []
        var twice: (id: String, serial: Int)?
        _ = withUnsafePointer(to: root) { Self.collect($0, into: &seen, ordered: &ordered, twice: &twice) }
        if let (id, serial) = twice {
            let path = Self.path(toSerial: serial, in: root, at: rootPath) ?? rootPath
            throw json.error(path.appending("id"), "the id \"\(id)\" is used twice in one screen")
                .placed(at: positions?[serial], file: json.file)
        }
        var rotorNames = Set<String>()
        for container in ordered {
            for (index, rotor) in container.accessibility.rotors.enumerated() {
                let at = (Self.path(toSerial: container.serial, in: root, at: rootPath) ?? rootPath)
                    .appending("accessibilityRotor").appending(index)
                if !rotorNames.insert(rotor.name).inserted {
                    throw json.error(
                        at.appending("name"), "two rotors are named \"\(rotor.name)\"",
                        suggestion: "give each rotor of a screen its own name: a rotor step names one"
                    ).placed(at: positions?[container.serial], file: json.file)
                }
                for (position, id) in rotor.items.enumerated() where !seen.contains(id) {
                    throw json.error(
                        at.appending("items").appending(position), "no view of this screen has the id \"\(id)\"",
                        suggestion: Suggestion.closest(to: id, among: seen.inserted).map { "did you mean \"\($0)\"?" }
                    ).placed(at: positions?[container.serial], file: json.file)
                }
            }
            guard container.withAccessibility({ $0?.pointee.elements != nil }) else { continue }
            let inside = Set(NodeWalk.identifiers(under: container))
            for (index, id) in (container.accessibility.elements ?? []).enumerated() where !inside.contains(id) {
                let path = Self.path(toSerial: container.serial, in: root, at: rootPath) ?? rootPath
                throw json.error(
                    path.appending("accessibilityElements").appending(index),
                    "\"\(id)\" is not the id of a view inside this container",
                    suggestion: Suggestion.closest(to: id, among: Array(inside)).map { "did you mean \"\($0)\"?" }
                ).placed(at: positions?[container.serial], file: json.file)
            }
        }
    }

    /// How many views under `node` (itself included) have an id.
    private static func countIDs(_ node: UnsafePointer<Node>) -> Int {
        var count = node.pointee.id == nil ? 0 : 1
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { count += countIDs(first + index) }
        }
        return count
    }

    /// Puts the ids under `node` into `ids` in reading order, up to the first that is there
    /// already (`twice`, with its view's serial), and the views that list `accessibilityElements`
    /// into `ordered`; false once an id came twice.
    /// Recursive: a tree read from JSON is at most 128 views deep (the nesting limit).
    /// Through a pointer, not by value, as `TreeFacts` walks: a child handed to a call from its
    /// array's buffer would be copied whole first.
    private static func collect(
        _ node: UnsafePointer<Node>, into ids: inout StringSet, ordered: inout [Node], twice: inout (id: String, serial: Int)?
    ) -> Bool {
        if let id = node.pointee.id, !ids.insert(id) {
            twice = (id, node.pointee.serial)
            return false
        }
        // Through the modifiers' address: reading `accessibility` of `pointee` copies the node.
        if namesIDs(node.pointee) { ordered.append(node.pointee) }
        return node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return true }
            for index in children.indices where !collect(first + index, into: &ids, ordered: &ordered, twice: &twice) { return false }
            return true
        }
    }

    /// Whether the view's modifiers name ids of the screen: `accessibilityElements` or a custom rotor.
    private static func namesIDs(_ node: Node) -> Bool {
        node.withAccessibility { $0.map { $0.pointee.elements != nil || !$0.pointee.rotors.isEmpty } ?? false }
    }

    /// The JSON path of the node with `serial` (nodes are numbered as they are read).
    static func path(toSerial serial: Int, in root: Node, at rootPath: JSONPath) -> JSONPath? {
        var stack: [(node: Node, path: JSONPath, inTableRow: Bool)] = [(root, rootPath, false)]
        while let (node, path, inTableRow) = stack.popLast() {
            if node.serial == serial { return path }
            for (index, child) in node.children.enumerated().reversed() {
                var childPath = path
                for step in childSteps(of: node, at: index, inTableRow: inTableRow) {
                    switch step {
                    case .key(let key): childPath = childPath.appending(key)
                    case .index(let number): childPath = childPath.appending(number)
                    }
                }
                stack.append((child, childPath, node.kind == .dataTable))
            }
        }
        return nil
    }
}
