import Foundation

/// Reads a screen or scenario file in one pass through a ``JSONCursor``: lists of views are read
/// view by view, and only each view's own keys become JSON values, so a screen of a million views
/// needs no memory for a million-view tree of JSON values.
///
/// Errors are the readers' own (`NodeReader`, `ScreenReader`, `ScenarioReader`), made where the
/// value is read. What is reported when a file has several problems stays what reading the whole
/// tree first gave:
/// - a syntax error anywhere comes first (after a problem of meaning, the rest of the file is
///   still read through, as JSON only);
/// - in a screen or scenario object, the version and unknown keys come before the tree;
/// - in a view, a second kind key comes before anything else, the kind key's value before the
///   other keys, and the other keys in the order written.
struct DocumentReader {
    private var cursor: JSONCursor
    private let json: JSONReader
    /// The node reader of the screen being read (each screen numbers its views from 1).
    private var nodes: NodeReader
    /// Told how far the reader has come, after each view of a list: the bytes before are done with.
    private let progress: ((Int) -> Void)?

    /// What the file must be.
    enum Expected {
        /// A screen, whatever its keys.
        case screen
        /// A screen or a scenario, told apart by their keys (`root` without `screen`: a screen).
        case either
    }

    /// The document in `buffer`, or the first problem with it.
    ///
    /// - Parameters:
    ///   - defaultName: the name of a screen or scenario that gives none.
    ///   - file: the file, against which a scenario's relative paths are resolved.
    ///   - progress: told the offset reached after each view of a list.
    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, json: JSONReader, expected: Expected, defaultName: String, file: URL,
        progress: ((Int) -> Void)? = nil
    ) throws(InputError) -> Document {
        guard buffer.count > 0 else { throw InputError(file: json.file, message: "the file is empty", line: 1, column: 1) }
        var reader = DocumentReader(
            cursor: JSONCursor(buffer, maxDepth: DocumentLoader.maximumDepth), json: json, nodes: NodeReader(json: json),
            progress: progress)
        do {
            return try reader.document(expected: expected, defaultName: defaultName, file: file)
        } catch let error as InputError {
            throw error
        } catch let error as JSONSyntaxError {
            throw InputError(file: json.file, message: error.message, line: error.line, column: error.column)
        } catch {
            throw InputError(file: json.file, message: "\(error)")
        }
    }

    private mutating func document(expected: Expected, defaultName: String, file: URL) throws -> Document {
        try cursor.start()
        guard cursor.peek() == Byte.openBrace else {
            let value = try cursor.value()
            try cursor.finish()
            throw InputError(
                file: json.file, message: "expected an object with \"earshot\": 1 at the top level, found \(value.typeDescription)")
        }
        let top = try object(at: .top, readsScreen: expected == .either, defaultName: defaultName)
        try cursor.finish()
        if expected == .screen || (top.root != nil && top.object["screen"] == nil) {
            return .screen(try ScreenReader(json: json).screen(top.object, defaultName: defaultName, root: top.root))
        }
        return .scenario(
            try ScenarioReader(json: json, file: file).scenario(top.object, defaultName: defaultName, inlineScreen: top.screen))
    }

    /// A screen or scenario object: its `root` read as a tree of nodes, an inline `screen` as a
    /// screen, the other keys as values. The root and the screen stand as `null` in `object`
    /// (their keys count for the checks of keys); their problems wait in `root` and `screen`.
    private struct TopObject {
        var object: JSONObject
        var root: Result<Node, InputError>?
        var screen: Result<Screen, InputError>?
    }

    private mutating func object(at path: JSONPath, readsScreen: Bool, defaultName: String) throws -> TopObject {
        try cursor.enter()
        let depth = cursor.depth
        var entries: [(key: String, value: JSONValue)] = []
        var top = TopObject(object: JSONObject())
        while let key = try cursor.nextKey() {
            if key == "root" {
                nodes = NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues())
                do {
                    top.root = .success(try node(at: path.appending("root")))
                } catch let error as InputError {
                    top.root = .failure(error)
                    try cursor.unwind(to: depth)
                }
                entries.append((key, .null))
            } else if key == "screen", readsScreen, cursor.peek() == Byte.openBrace {
                let screenPath = path.appending("screen")
                do {
                    let inline = try object(at: screenPath, readsScreen: false, defaultName: defaultName)
                    top.screen = .success(
                        try ScreenReader(json: json).screen(inline.object, defaultName: defaultName, at: screenPath, root: inline.root))
                } catch let error as InputError {
                    top.screen = .failure(error)
                    try cursor.unwind(to: depth)
                }
                entries.append((key, .null))
            } else {
                entries.append((key, try cursor.value()))
            }
        }
        top.object = JSONObject(entries)
        return top
    }

    /// One view, at the cursor.
    private mutating func node(at path: JSONPath) throws -> Node {
        guard cursor.peek() == Byte.openBrace else {
            let value = try cursor.value()
            throw nodes.json.mismatch(path, expected: "a node (an object with one kind key such as \"Text\" or \"VStack\")", found: value)
        }
        try cursor.enter()
        let depth = cursor.depth
        var node = Node(.view)
        var kindKey: String?
        /// Keys written before the kind key: read once the kind value is.
        var before: [(key: String, value: JSONValue)] = []
        /// The first problem: the rest of the view is then only read through, for a second kind key.
        var failure: InputError?
        while let key = try cursor.nextKey() {
            if let kind = Self.kind(named: key) {
                if let first = kindKey { throw nodes.twoKinds(first, key, at: path) }
                kindKey = key
                do {
                    node = Node(kind)
                    try nodes.number(&node, at: path)
                    if kind.takesChildList || kind.takesTitleOrContent, cursor.peek() == Byte.openBracket {
                        node.children = try nodeList(at: path.appending(key))
                    } else {
                        try nodes.readKindValue(try cursor.value(), of: &node, at: path.appending(key))
                    }
                    for (key, value) in before { try nodes.apply(key, value, to: &node, at: path.appending(key), checkKind: true) }
                } catch let error as InputError {
                    failure = error
                    try cursor.unwind(to: depth)
                }
            } else if failure != nil {
                try cursor.skipValue()
            } else if kindKey == nil {
                before.append((key, try cursor.value()))
            } else {
                // After the kind key: each key in the order written, as it comes.
                do {
                    if key == "children", cursor.peek() == Byte.openBracket {
                        node.children += try nodeList(at: path.appending(key))
                    } else {
                        try nodes.apply(key, try cursor.value(), to: &node, at: path.appending(key), checkKind: true)
                    }
                } catch let error as InputError {
                    failure = error
                    try cursor.unwind(to: depth)
                }
            }
        }
        if let failure { throw failure }
        guard kindKey != nil else { throw nodes.noKind(keys: before.map(\.key), at: path) }
        return node
    }

    /// The kind named by `key`, looked up only for keys that begin as a kind name does.
    private static func kind(named key: String) -> NodeKind? {
        guard let first = key.utf8.first, kindInitials[Int(first)] else { return nil }
        return NodeKind.named[key]
    }

    private static let kindInitials: [Bool] = {
        var initials = [Bool](repeating: false, count: 256)
        for name in NodeReader.kindNames { name.utf8.first.map { initials[Int($0)] = true } }
        return initials
    }()

    /// A list of views, at the cursor.
    private mutating func nodeList(at path: JSONPath) throws -> [Node] {
        try cursor.enter()
        var list: [Node] = []
        while try cursor.nextElement() {
            list.append(try node(at: path.appending(list.count)))
            progress?(cursor.offset)
        }
        return list
    }
}
