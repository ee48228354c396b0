import EarshotBase

/// Reads nodes (FORMAT.md §1.1) from parsed JSON.
///
/// A node is an object with exactly one kind key; every other key is a modifier or a
/// property (`NodeReader+Fields.swift`). Depth is bounded by the JSON parser's limit.
struct NodeReader: Sendable {
    var json: JSONReader
    /// Numbers the nodes of a screen as they are read, so running it needs no renumbered copy
    /// of the tree. Nil for nodes that the runtime numbers when they appear (insertions,
    /// presentations, views an update adds).
    var serials: SerialCounter?
    /// Values read before, shared when they come again (nil: every value is read afresh).
    var repeated: RepeatedValues?

    static let kindNames = NodeKind.allCases.map(\.rawValue)

    func node(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Node {
        let object = try json.object(value, at: path, expected: "a node (an object with one kind key such as \"Text\" or \"VStack\")")
        var kindKey: String?
        for key in object.keys where NodeKind.named[key] != nil {
            if let first = kindKey { throw twoKinds(first, key, at: path) }
            kindKey = key
        }
        guard let kindKey, let kind = NodeKind.named[kindKey], let kindValue = object[kindKey] else {
            throw noKind(keys: object.keys, at: path)
        }
        var node = Node(kind)
        try number(&node, at: path)
        try readKindValue(kindValue, of: &node, at: path.appending(kindKey))
        for (key, fieldValue) in object.entries where key != kindKey {
            try apply(key, fieldValue, to: &node, at: path.appending(key), checkKind: true)
        }
        try finish(&node, at: path)
        return node
    }

    /// Once all its keys are read: checks what its kind cannot do without, and makes a
    /// section's header headings (whichever of `header` and `addsHeaderTrait` came first).
    func finish(_ node: inout Node, at path: JSONPath) throws(InputError) {
        try checkComplete(node, at: path)
        if node.hasControlState, node.control.sectionHeaderCount != nil { Node.makeHeadings(ofSection: &node) }
    }

    /// What a view of its kind cannot do without, once all its keys are read.
    /// Inlined: most kinds need nothing, and a view of one is not handed over (80 bytes) to learn it.
    @inline(__always)
    func checkComplete(_ node: Node, at path: JSONPath) throws(InputError) {
        switch node.kind {
        case .menu where node.reactions.menuItems == nil:
            throw json.error(
                path, "a Menu needs \"items\": the buttons a double tap presents, found none", suggestion: "add \"items\": [\"Share\"]")
        case .pageControl: try checkPages(node, at: path)
        case .dataTable: try checkTable(node, at: path)
        case .datePicker where node.control.date == nil:
            throw json.error(
                path, "a DatePicker needs \"date\": the ISO 8601 date it shows, found none", suggestion: "add \"date\": \"2026-12-07\"")
        default: break
        }
    }

    /// A `Table` has its column headers, and every row one cell for each of them.
    func checkTable(_ node: Node, at path: JSONPath) throws(InputError) {
        guard let columns = node.control.columns else {
            throw json.error(
                path, "a Table needs \"columns\": its header titles, found none", suggestion: "add \"columns\": [\"Name\", \"Age\"]")
        }
        for (index, row) in node.children.enumerated() where row.children.count != columns.count {
            throw json.error(
                path.appending("rows").appending(index),
                "row \(index) has \(row.children.count) cells, but the table has \(columns.count) columns (\(Self.list(columns)))",
                suggestion: "give each row one cell for each column, \"\" for an empty one")
        }
    }

    /// A `PageControl` has pages, and its current page is one of them (UIKit's `currentPage` is
    /// 0-based and below `numberOfPages`).
    func checkPages(_ node: Node, at path: JSONPath) throws(InputError) {
        guard let count = node.control.numberOfPages else {
            throw json.error(
                path, "a PageControl needs \"numberOfPages\" (1 or more), found none", suggestion: "add \"numberOfPages\": 3")
        }
        let current = node.control.currentPage ?? 0
        guard current < count else {
            throw json.error(
                path.appending("currentPage"),
                "expected a page index from 0 to \(count - 1) (0-based, below numberOfPages \(count)), found \(current)",
                suggestion: "\"currentPage\" counts from 0: the first page is 0")
        }
    }

    /// A node's second kind key.
    func twoKinds(_ first: String, _ second: String, at path: JSONPath) -> InputError {
        json.error(
            path, "a node has exactly one kind key, found both \"\(first)\" and \"\(second)\"",
            suggestion: "put one of them in \"children\"")
    }

    /// A node without a kind key.
    func noKind(keys: [String], at path: JSONPath) -> InputError {
        let near = keys.lazy.compactMap { Suggestion.closest(to: $0, among: NodeReader.kindNames) }.first
        return json.error(
            path, "expected a node with one kind key (Text, Image, Button, VStack, ...), found keys " + Self.list(keys),
            suggestion: near.map { "did you mean \"\($0)\"?" })
    }

    /// Gives a node of a screen its serial number, within the views limit.
    func number(_ node: inout Node, at path: JSONPath) throws(InputError) {
        guard let serials else { return }
        node.serial = serials.next()
        if node.serial > json.limits.views {
            throw json.error(
                path, "the screen has more than \(json.limits.views) views; Earshot reads up to \(json.limits.views) (Earshot's limit)")
        }
    }

    func nodes(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [Node] {
        let items = try json.array(value, at: path, expected: "a list of nodes")
        var result: [Node] = []
        result.reserveCapacity(items.count)
        let listPath = path.shared()
        for (index, item) in items.enumerated() {
            result.append(try node(item, at: listPath.appending(index)))
        }
        return result
    }

    /// The value of the kind key: what the view's initializer takes.
    func readKindValue(_ value: JSONValue, of node: inout Node, at path: JSONPath) throws(InputError) {
        let kind = node.kind
        if kind.takesChildList {
            node.children = try nodes(value, at: path)
        } else if kind.takesTitleOrContent {
            switch value {
            case .string(let title): node.title = title
            case .array: node.children = try nodes(value, at: path)
            case .null, .bool, .number, .object:
                throw json.mismatch(path, expected: "a title string or a list of content nodes", found: value)
            }
        } else if kind == .image, case .object(let object) = value {
            // `{"Image": {"systemName": "checkmark"}}`: an SF Symbol.
            try json.checkKeys(object, allowed: ["systemName"], at: path, what: "an SF Symbol image")
            guard let name = object["systemName"] else {
                throw json.error(path, "expected {\"systemName\": NAME} for an SF Symbol, found no \"systemName\"")
            }
            let symbol = try json.string(name, at: path.appending("systemName"))
            guard Self.isSymbolName(symbol) else {
                throw json.error(
                    path.appending("systemName"),
                    "expected an SF Symbol name (lower-case letters and digits in dot-separated words, as \"square.and.arrow.up\"), found \"\(symbol)\""
                )
            }
            node.title = symbol
            node.control.systemName = symbol
        } else if kind == .slider || kind == .pageControl || kind == .dataTable {
            node.title = try json.optionalString(value, at: path)
        } else {
            node.title = try json.string(value, at: path, expected: kind == .image ? "an asset name" : "a title string")
        }
    }

    /// Whether `name` is spelled as SF Symbols' names are: dot-separated words of lower-case
    /// ASCII letters and digits (`person.crop.circle.badge.plus`).
    static func isSymbolName(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return name.utf8.count <= 100
            && words.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) } }
    }

    static func list(_ keys: [String]) -> String {
        keys.isEmpty ? "none" : keys.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ") + (keys.count > 6 ? ", ..." : "")
    }
}

/// Hands out node serial numbers 1, 2, 3 ... while one screen is read (on one thread).
final class SerialCounter: @unchecked Sendable {
    private var last = 0

    func next() -> Int {
        last += 1
        return last
    }
}

/// Modifier values read before, by their JSON: the rows of a list often carry the same actions,
/// and then share one array (with its steps) instead of holding a copy each.
final class RepeatedValues: @unchecked Sendable {
    private var actions: (json: JSONValue, value: [CustomAction])?

    /// The actions for `json`: the last ones read when `json` is the same, else `read()`.
    func actions(_ json: JSONValue, read: () throws(InputError) -> [CustomAction]) throws(InputError) -> [CustomAction] {
        if let last = actions, last.json == json { return last.value }
        let value = try read()
        actions = (json, value)
        return value
    }
}
