/// Reads a screen file straight into nodes, without building the whole JSON tree first: lists
/// of child views are read view by view, and only each view's own keys become JSON values.
/// A screen of a million views then needs no memory for a million-view tree of JSON values.
///
/// It reads valid files only. On anything unexpected it gives up (returns nil) and the ordinary
/// reader reads the file again, so every error message is the ordinary reader's.
struct StreamingScreenReader {
    private var parser: JSONByteParser
    private let nodes: NodeReader
    private let limit: Int
    /// JSON nesting entered so far, counted as the ordinary parser counts it.
    private var depth = 0
    /// Told how far the reader has come, after each view of a list: the bytes before are done with.
    private var progress: ((Int) -> Void)?

    private struct GiveUp: Error {}

    /// The screen in `buffer`, or nil when the ordinary reader must read it.
    static func screen(
        _ buffer: UnsafeBufferPointer<UInt8>, json: JSONReader, defaultName: String, progress: ((Int) -> Void)? = nil
    ) -> Screen? {
        guard buffer.count > 0 else { return nil }
        var reader = StreamingScreenReader(
            parser: JSONByteParser(buffer, maxDepth: DocumentLoader.maximumDepth),
            nodes: NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues()), limit: DocumentLoader.maximumDepth,
            progress: progress)
        do {
            let (object, root) = try reader.document()
            return try ScreenReader(json: json).screen(object, defaultName: defaultName, root: root)
        } catch {
            return nil
        }
    }

    private mutating func document() throws -> (JSONObject, Node) {
        if parser.end >= 3, parser.p[0] == 0xEF, parser.p[1] == 0xBB, parser.p[2] == 0xBF { parser.pos = 3 }
        var others: [(key: String, value: JSONValue)] = []
        var root: Node?
        try members { reader, key in
            if key == "root" {
                root = try reader.node(at: JSONPath.top.appending("root"))
            } else {
                others.append((key, try reader.value()))
            }
        }
        parser.skipWhitespace()
        guard parser.pos == parser.end, let root else { throw GiveUp() }
        return (JSONObject(others), root)
    }

    /// One view: its kind value and `children` read view by view, its other keys as values.
    private mutating func node(at path: JSONPath) throws -> Node {
        enum Field {
            case value(String, JSONValue)
            case children([Node])
        }
        var made: Node?
        var fields: [Field] = []
        try members { reader, key in
            if let kind = NodeKind.named[key] {
                guard made == nil else { throw GiveUp() }
                var node = Node(kind)
                node.serial = reader.nodes.serials?.next() ?? 0
                guard node.serial <= reader.nodes.json.limits.views else { throw GiveUp() }
                if reader.peek() == Byte.openBracket, kind.takesChildList || kind.takesTitleOrContent {
                    node.children = try reader.nodeList(at: path.appending(key))
                } else {
                    try reader.nodes.readKindValue(try reader.value(), of: &node, at: path.appending(key))
                }
                made = node
            } else if key == "children", reader.peek() == Byte.openBracket {
                fields.append(.children(try reader.nodeList(at: path.appending(key))))
            } else {
                fields.append(.value(key, try reader.value()))
            }
        }
        guard var node = made else { throw GiveUp() }
        // The ordinary reader's order: the kind value first, then the other keys as written.
        for field in fields {
            switch field {
            case .value(let key, let value): try nodes.apply(key, value, to: &node, at: path.appending(key), checkKind: true)
            case .children(let children): node.children += children
            }
        }
        return node
    }

    private mutating func nodeList(at path: JSONPath) throws -> [Node] {
        try enter(Byte.openBracket)
        var list: [Node] = []
        parser.skipWhitespace()
        if parser.pos < parser.end, parser.p[parser.pos] == Byte.closeBracket {
            parser.pos += 1
            depth -= 1
            return list
        }
        while true {
            list.append(try node(at: path.appending(list.count)))
            progress?(parser.pos)
            parser.skipWhitespace()
            guard parser.pos < parser.end else { throw GiveUp() }
            let c = parser.p[parser.pos]
            parser.pos += 1
            if c == Byte.comma { continue }
            guard c == Byte.closeBracket else { throw GiveUp() }
            depth -= 1
            return list
        }
    }

    /// Reads `{ "key": ..., ... }`, handing each key to `body` with the reader on its value.
    private mutating func members(_ body: (inout StreamingScreenReader, String) throws -> Void) throws {
        try enter(Byte.openBrace)
        // A view has a handful of keys: looking through them beats hashing each one.
        var seen: [String] = []
        parser.skipWhitespace()
        if parser.pos < parser.end, parser.p[parser.pos] == Byte.closeBrace {
            parser.pos += 1
            depth -= 1
            return
        }
        while true {
            parser.skipWhitespace()
            guard parser.pos < parser.end, parser.p[parser.pos] == Byte.quote else { throw GiveUp() }
            let key = try parser.parseKey()
            guard !seen.contains(key), seen.count < 64 else { throw GiveUp() }
            seen.append(key)
            parser.skipWhitespace()
            guard parser.pos < parser.end, parser.p[parser.pos] == Byte.colon else { throw GiveUp() }
            parser.pos += 1
            try body(&self, key)
            parser.skipWhitespace()
            guard parser.pos < parser.end else { throw GiveUp() }
            let c = parser.p[parser.pos]
            parser.pos += 1
            if c == Byte.comma { continue }
            guard c == Byte.closeBrace else { throw GiveUp() }
            depth -= 1
            return
        }
    }

    /// One JSON value at the current position, within what is left of the nesting limit.
    private mutating func value() throws -> JSONValue {
        parser.maxDepth = limit - depth
        return try parser.parseValues()
    }

    private mutating func enter(_ opening: UInt8) throws {
        parser.skipWhitespace()
        guard parser.pos < parser.end, parser.p[parser.pos] == opening else { throw GiveUp() }
        depth += 1
        guard depth <= limit else { throw GiveUp() }
        parser.pos += 1
    }

    private mutating func peek() -> UInt8? {
        parser.skipWhitespace()
        return parser.pos < parser.end ? parser.p[parser.pos] : nil
    }
}
