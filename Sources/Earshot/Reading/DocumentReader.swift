import EarshotBase
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
///
/// Where each view starts is recorded as it is read (`SourcePositions`, by serial), and where
/// each top-level value starts (a scenario's steps, each step inside them), so that errors about
/// meaning found later (a duplicate id, a step naming no view) and audit findings point at their
/// own line and column without reading the file again.
struct DocumentReader {
    var cursor: JSONCursor
    let json: JSONReader
    /// The node reader of the screen being read (each screen numbers its views from 1).
    var nodes: NodeReader
    /// Where the views of the screen being read start, by serial.
    var positions: SourcePositions
    /// Whether the ids of the screen being read are told all different by their bytes.
    var ids = DistinctIDs()
    /// Told how far the reader has come, after each view of a list: the file's pages before are
    /// let go (nil: the text is not a mapped file).
    var pagesBehind: PagesBehind?

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
    ///   - pagesBehind: told the offset reached after each view of a list.
    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, json: JSONReader, expected: Expected, defaultName: String, file: URL,
        pagesBehind: PagesBehind? = nil
    ) throws(InputError) -> Document {
        guard buffer.count > 0 else { throw InputError(file: json.file, message: "the file is empty", line: 1, column: 1) }
        var reader = DocumentReader(
            cursor: JSONCursor(buffer, maxDepth: DocumentLoader.maximumDepth, keyNames: ViewKey.keyNames), json: json,
            nodes: NodeReader(json: json), positions: SourcePositions(file: json.file), pagesBehind: pagesBehind)
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
        let top = try object(at: .top, readsScreen: expected == .either, inline: false, defaultName: defaultName)
        try cursor.finish()
        do throws(InputError) {
            if expected == .screen || (top.root != nil && top.object["screen"] == nil) {
                return .screen(
                    try ScreenReader(json: json).screen(
                        top.object, defaultName: defaultName, root: top.root, positions: top.positions, idsAreDistinct: top.idsAreDistinct))
            }
            var scenario = try ScenarioReader(json: json, file: file).scenario(
                top.object, defaultName: defaultName, inlineScreen: top.screen)
            scenario.stepPositions = top.stepPositions(file: json.file)
            return .scenario(scenario)
        } catch {
            throw top.placed(error, file: json.file)
        }
    }

    /// A screen or scenario object: its `root` read as a tree of nodes, an inline `screen` as a
    /// screen, the other keys as values. The root and the screen stand as `null` in `object`
    /// (their keys count for the checks of keys); their problems wait in `root` and `screen`.
    private struct TopObject {
        var object: JSONObject
        var root: Result<Node, InputError>?
        var screen: Result<Screen, InputError>?
        /// Where the object starts, and each of its values (the root and an inline screen by
        /// their start only).
        var start: SourcePosition
        var values: [String: PlacedValue] = [:]
        /// Where the root's views start, by serial.
        var positions: SourcePositions?
        /// The root's ids are all different, told by their bytes as they were read (`DistinctIDs`).
        var idsAreDistinct = false

        /// `error` with the line and column of its path, when it is about a value of this
        /// object (below `base`) and has none yet.
        func placed(_ error: InputError, file: String, below base: [JSONPath.Component] = []) -> InputError {
            guard error.line == nil, let rest = error.components(below: base) else { return error }
            guard case .key(let key)? = rest.first else { return error.placed(at: start, file: file) }
            guard let value = values[key] else { return error }
            return error.placed(at: value.position(of: rest.dropFirst()), file: file)
        }

        /// Where each step of `steps` starts, by index.
        func stepPositions(file: String) -> SourcePositions? {
            guard let steps = values["steps"], case .array(let items) = steps.value, let places = steps.places else { return nil }
            var positions = SourcePositions(file: file)
            for (number, index) in places.elementIndices(of: 0, count: items.count).enumerated() {
                positions[number] = places.position(index)
            }
            return positions
        }
    }

    /// A screen or scenario object at `path`; `inline` for a screen written inside a scenario.
    private mutating func object(at path: JSONPath, readsScreen: Bool, inline: Bool, defaultName: String) throws -> TopObject {
        let start = cursor.position()
        try cursor.enter()
        let depth = cursor.depth
        var entries: [(key: String, value: JSONValue)] = []
        var top = TopObject(object: JSONObject(), start: start)
        while let key = try cursor.nextKey() {
            if key == "root" {
                nodes = NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues())
                positions = SourcePositions(file: json.file, pathPrefix: inline ? "screen." : "")
                ids = DistinctIDs()
                top.values[key] = PlacedValue(value: .null, start: cursor.position())
                do {
                    top.root = .success(try node(at: path.appending("root")))
                } catch let error as InputError {
                    top.root = .failure(error)
                    try cursor.unwind(to: depth)
                }
                top.positions = positions
                top.idsAreDistinct = ids.areDistinct
                entries.append((key, .null))
            } else if key == "screen", readsScreen, cursor.peek() == Byte.openBrace {
                let screenPath = path.appending("screen")
                top.values[key] = PlacedValue(value: .null, start: cursor.position())
                do {
                    let inline = try object(at: screenPath, readsScreen: false, inline: true, defaultName: defaultName)
                    do throws(InputError) {
                        top.screen = .success(
                            try ScreenReader(json: json).screen(
                                inline.object, defaultName: defaultName, at: screenPath, root: inline.root, positions: inline.positions,
                                idsAreDistinct: inline.idsAreDistinct))
                    } catch {
                        top.screen = .failure(inline.placed(error, file: json.file, below: [.key("screen")]))
                    }
                } catch let error as InputError {
                    top.screen = .failure(error)
                    try cursor.unwind(to: depth)
                }
                entries.append((key, .null))
            } else {
                let value = try placedValue()
                top.values[key] = value
                entries.append((key, value.value))
            }
        }
        top.object = JSONObject(entries)
        return top
    }

    /// The value at the cursor, with where it starts and, for an object or array, where the
    /// values inside it start.
    private mutating func placedValue() throws -> PlacedValue {
        let start = cursor.position()
        switch cursor.peek() {
        case Byte.openBrace?, Byte.openBracket?:
            let (value, places) = try cursor.placedValue()
            return PlacedValue(value: value, start: start, places: places)
        default:
            return PlacedValue(value: try cursor.value(), start: start)
        }
    }

    /// `error` placed at its path in `value`, read at `path`, when it has no line yet.
    private func placed(_ error: InputError, in value: PlacedValue, at path: JSONPath) -> InputError {
        guard error.line == nil else { return error }
        return error.placed(at: value.position(of: error.components(below: path.components) ?? []), file: json.file)
    }

    /// One view, at the cursor.
    private mutating func node(at path: JSONPath) throws -> Node {
        var node = Node(.view)
        try read(&node, at: path)
        return node
    }

    /// Reads the view at the cursor into `node`, a new `Node(.view)`. The node is filled where
    /// it stands (in its list, for a list's views), never built aside and copied in: a node is
    /// about 90 bytes and several references, and a screen may have a million.
    private mutating func read(_ node: inout Node, at path: JSONPath) throws {
        let start = cursor.position()
        guard cursor.peek() == Byte.openBrace else {
            let value = try cursor.value()
            throw nodes.json.mismatch(path, expected: "a node (an object with one kind key such as \"Text\" or \"VStack\")", found: value)
                .placed(at: start, file: json.file)
        }
        let depth = try cursor.enter()
        var kindKey: String?
        /// Keys written before the kind key: read once the kind value is.
        var before: [(key: String, value: PlacedValue)] = []
        /// The first problem: the rest of the view is then only read through, for a second kind key.
        var failure: InputError?
        var failed = false
        while let index = try cursor.nextMember() {
            // What the key is: told by the cursor, which matched it as it read it (a known key
            // is made no String of the file's unless a message or a path needs it).
            let viewKey = index >= 0 ? ViewKey.keys[index] : ViewKey.table[cursor.key]
            if case .kind(let kind)? = viewKey {
                let key = keyName(index)
                if let first = kindKey { throw nodes.twoKinds(first, key, at: path).placed(at: start, file: json.file) }
                kindKey = key
                do {
                    // Nothing is set before the kind key (the keys before it wait in `before`).
                    node.kind = kind
                    try nodes.number(&node, at: path)
                    positions[node.serial] = start
                    if kind.takesChildList || kind.takesTitleOrContent, cursor.peek() == Byte.openBracket {
                        node.children = try nodeList(at: path.appending(key))
                    } else if !kind.takesChildList, let title = try cursor.stringValue() {
                        // What `readKindValue` makes of a string, for every kind but the lists'.
                        node.title = title
                    } else {
                        ids.giveUp()
                        let value = try placedValue()
                        do throws(InputError) {
                            try nodes.readKindValue(value.value, of: &node, at: path.appending(key))
                        } catch {
                            throw placed(error, in: value, at: path.appending(key))
                        }
                    }
                    for (key, value) in before {
                        do throws(InputError) {
                            try nodes.apply(key, value.value, to: &node, at: path.appending(key), checkKind: true)
                        } catch {
                            throw placed(error, in: value, at: path.appending(key))
                        }
                        recordSteps(key, value, of: node.serial)
                        recordViews(key, value, of: node)
                    }
                } catch let error as InputError {
                    failure = error.placed(at: start, file: json.file)
                    failed = true
                    try cursor.unwind(to: depth)
                }
            } else if failed {
                try cursor.skipValue()
            } else if kindKey == nil {
                ids.giveUp()
                before.append((keyName(index), try placedValue()))
            } else if let field = Self.stringField(viewKey), let text = try cursor.stringValue() {
                // A string for a key that takes any string: no value, path or place to make.
                switch field {
                case .id:
                    // Told first: the String then moves into the node, with no retain.
                    ids.add(cursor.writtenString, utf8Count: text.utf8.count)
                    node.id = text
                case .title: node.title = text
                case .accessibilityLabel: node.accessibility.label = text
                case .accessibilityValue: node.accessibility.value = text
                default: node.accessibility.hint = text
                }
            } else {
                // After the kind key: each key in the order written, as it comes.
                let key = keyName(index)
                do {
                    if case .field(.children, _)? = viewKey, cursor.peek() == Byte.openBracket {
                        node.children += try nodeList(at: path.appending(key))
                    } else {
                        ids.giveUp()
                        let value = try placedValue()
                        do throws(InputError) {
                            try nodes.apply(key, as: viewKey, value.value, to: &node, at: path.appending(key), checkKind: true)
                        } catch {
                            throw placed(error, in: value, at: path.appending(key))
                        }
                        recordSteps(key, value, of: node.serial)
                        recordViews(key, value, of: node)
                    }
                } catch let error as InputError {
                    failure = error.placed(at: start, file: json.file)
                    failed = true
                    try cursor.unwind(to: depth)
                }
            }
        }
        if let failure { throw failure }
        guard kindKey != nil else { throw nodes.noKind(keys: before.map(\.key), at: path).placed(at: start, file: json.file) }
        do throws(InputError) { try nodes.finish(&node, at: path) } catch { throw error.placed(at: start, file: json.file) }
    }

    /// The key the cursor read last, which `nextMember()` told is `ViewKey.all[index]` (-1: none).
    /// Mutating: a function that only reads `self` was handed a copy of the whole cursor first.
    private mutating func keyName(_ index: Int) -> String {
        index >= 0 ? ViewKey.all[index].name : cursor.key
    }

    /// The field of `viewKey` when it takes any string and nothing else is done with it
    /// (`NodeReader.apply` only stores it): a string value for it is read straight into the node.
    private static func stringField(_ viewKey: ViewKey?) -> FieldKey? {
        guard case .field(let field, isProperty: false)? = viewKey else { return nil }
        switch field {
        case .id, .title, .accessibilityLabel, .accessibilityValue, .accessibilityHint: return field
        default: return nil
        }
    }

    /// Records where each step of a reaction (`"onActivate": [...]`) starts: a finding about a
    /// step a view's reaction runs (a dropped announcement) points at that step.
    private mutating func recordSteps(_ key: String, _ value: PlacedValue, of serial: Int) {
        guard key.utf8.first == UInt8(ascii: "o"), let places = value.places, case .array(let items) = value.value,
            let list = SourcePositions.reactionLists.firstIndex(of: key)
        else { return }
        for (index, place) in places.elementIndices(of: 0, count: items.count).enumerated() {
            positions.setReactionStep(places.position(place), serial: serial, list: list, index: index)
        }
    }

    /// Records where the views of a section's `header` or `footer`, or a table's `rows`, are
    /// written: they are read from a parsed value, not at the cursor as other views are.
    private mutating func recordViews(_ key: String, _ value: PlacedValue, of node: Node) {
        guard node.kind == .section || node.kind == .dataTable else { return }
        let control = node.control
        let views: ArraySlice<Node>
        let isTitle: Bool
        switch key {
        case "header" where node.kind == .section:
            views = node.children.prefix(control.sectionHeaderCount ?? 0)
            isTitle = control.sectionHeaderIsTitle == true
        case "footer" where node.kind == .section:
            views = node.children.suffix(control.sectionFooterCount ?? 0)
            isTitle = control.sectionFooterIsTitle == true
        case "rows" where node.kind == .dataTable:
            views = node.children[...]
            isTitle = false
        default:
            return
        }
        for (index, view) in views.enumerated() {
            record(view, at: isTitle ? [] : [.index(index)], in: value, rowOfTable: node.kind == .dataTable)
        }
    }

    /// Records where `view` and the views inside it are, `components` below `value`
    /// (`rowOfTable`: `view` is a row of a `Table`, a bare list of cells).
    private mutating func record(_ view: Node, at components: [JSONPath.Component], in value: PlacedValue, rowOfTable: Bool) {
        positions[view.serial] = value.position(of: components)
        for (index, child) in view.children.enumerated() {
            let steps = ScreenReader.childSteps(of: view, at: index, inTableRow: rowOfTable)
            record(child, at: components + steps, in: value, rowOfTable: view.kind == .dataTable)
        }
    }

    private static let blankView = Node(.view)

    /// A list of views, at the cursor.
    private mutating func nodeList(at listPath: JSONPath) throws -> [Node] {
        try cursor.enter()
        var list: [Node] = []
        // Each view's path and its keys' paths are this one and a step or two: made without
        // allocating.
        let path = listPath.shared()
        while try cursor.nextElement() {
            // Room for a few children at the first: grown from empty, a row of five was
            // allocated four times over.
            if list.isEmpty { list.reserveCapacity(4) }
            // A copy of one blank view: `Node(.view)` here was made twice, one copied, the
            // other destroyed.
            list.append(Self.blankView)
            try read(&list[list.count - 1], at: path.appending(list.count - 1))
            pagesBehind?.reached(cursor.offset)
        }
        return list
    }
}

/// Whether the ids of a screen's views are all different, told from their bytes as the views are
/// read, so that a screen of unique ids needs no walk of its tree and no String hashed
/// (`ScreenReader.checkIdentifiers`).
///
/// It tells only while every view of the screen is read key by key at the cursor, each key's
/// value a string or a list of views: then every id of the tree came through `add`, and no view
/// names ids (`accessibilityElements`, a rotor's items), which only `NodeReader.apply` reads. A
/// view read any other way (a key before its kind key, a value `NodeReader` reads), an id not
/// ASCII or written with escapes, or two ids of the same hash, and it gives up: the screen's ids
/// are then checked on its tree, which finds the repeated id and says where.
struct DistinctIDs {
    private var hashes = ASCIIHashSet()
    /// True while the ids added are all different and every id so far was added.
    private(set) var areDistinct = true

    /// Adds an id of `utf8Count` bytes, whose bytes in the file are `written`.
    @inline(__always)
    mutating func add(_ written: UnsafeBufferPointer<UInt8>, utf8Count: Int) {
        guard areDistinct else { return }
        // As many bytes as the string has: no escapes, the bytes are its own.
        guard written.count == utf8Count, hashes.insert(written) == true else { return giveUp() }
    }

    /// Stops telling: the screen's tree is checked instead.
    mutating func giveUp() {
        guard areDistinct else { return }
        areDistinct = false
        hashes = ASCIIHashSet()
    }
}
