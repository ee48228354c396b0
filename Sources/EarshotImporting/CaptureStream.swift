import Earshot
import EarshotBase

/// Reads the JSON captures (idb `describe-all`, AccessibilitySnapshot's hierarchy, the snapshot
/// dictionary, WebDriverAgent's JSON source) straight from their bytes with a `JSONCursor`, one
/// element at a time: no tree of JSON values is built for the whole file and let go again
/// (building and freeing that tree was over half of what reading such a capture cost). Members
/// Earshot does not read (`description`, `activationPoint`, `pid` ...) are checked and skipped,
/// never built.
///
/// Each element's members go through the same functions as when the capture is read as a tree
/// (`CaptureJSON.idbElement(members:carriesTraits:)`, `hierarchyElement`, `hierarchyContainer`,
/// `snapshotElement(members:)`, `appiumElement(_:rect:carriesTraits:)`, through
/// ``CaptureMembers``), so both readings give the same capture, line and column included. The
/// format is told as `CaptureJSON.format(of:)` tells it: from a list's first item, or from an
/// object's member names as they are read. A capture of another shape (idb's complete form,
/// `describe-point`), of a format other than the one forced, or that is no valid JSON is left to
/// the tree reader (nil), which reads it, or reports what is wrong with it, as before.
struct CaptureStream {
    private var cursor: JSONCursor
    /// Whether an element read so far carries traits (idb, WebDriverAgent).
    private var carriesTraits = false
    /// Whether an idb element read so far has children (`describe-all --nested`).
    private var nested = false

    private init(cursor: JSONCursor) {
        self.cursor = cursor
    }

    /// The capture in `bytes` (without a byte order mark), or nil when it is none this reader
    /// takes; `forced` is the format the caller asked for, if any.
    static func read(_ bytes: [UInt8], format forced: CaptureFormat?) -> Capture? {
        bytes.withUnsafeBufferPointer { buffer -> Capture? in
            var stream = CaptureStream(cursor: JSONCursor(buffer, maxDepth: JSONParser.maximumSupportedDepth))
            if let format = listFormat(buffer) {
                guard forced == nil || forced == format else { return nil }
                return try? stream.readList(format)
            }
            guard let format = objectFormat(buffer), forced == nil || forced == format else { return nil }
            return try? stream.readObject(format)
        }
    }

    /// The format a JSON object at the top of the text seems to be, from the member names in
    /// its first 4 KiB: the snapshot dictionary's `elementType`, WebDriverAgent's
    /// `rawIdentifier`, `isAccessible` or `rect`. Only a guess: `readObject` checks it against
    /// every member name of the object, as `CaptureJSON.format(of:)` tells formats apart.
    static func objectFormat(_ buffer: UnsafeBufferPointer<UInt8>) -> CaptureFormat? {
        let head = UnsafeBufferPointer(rebasing: buffer.prefix(4096))
        guard let first = head.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }), first == UInt8(ascii: "{")
        else { return nil }
        func holds(_ name: String) -> Bool {
            let needle = Array("\"\(name)\"".utf8)
            guard head.count >= needle.count else { return false }
            return (0...(head.count - needle.count)).contains { start in
                head[start] == needle[0] && head[start..<start + needle.count].elementsEqual(needle)
            }
        }
        if holds("elementType") { return .xcuitest }
        if holds("rawIdentifier") || holds("isAccessible") || holds("rect") { return .appium }
        return nil
    }

    /// The format of a JSON array whose first item is an object with idb's, AccessibilitySnapshot's
    /// or the snapshot dictionary's keys (as `CaptureJSON.format(of:)` tells them); nil otherwise.
    /// Only the first item is read.
    static func listFormat(_ buffer: UnsafeBufferPointer<UInt8>) -> CaptureFormat? {
        guard !buffer.isEmpty else { return nil }
        var cursor = JSONCursor(buffer, maxDepth: JSONParser.maximumSupportedDepth)
        var keys: [String] = []
        do {
            try cursor.start()
            guard cursor.peek() == UInt8(ascii: "[") else { return nil }
            try cursor.enter()
            guard try cursor.nextElement(), cursor.peek() == UInt8(ascii: "{") else { return nil }
            try cursor.enter()
            while let key = try cursor.nextKey() {
                keys.append(key)
                try cursor.skipValue()
            }
        } catch {
            return nil
        }
        switch CaptureJSON.format(ofKeys: keys) {
        case .idb?: return .idb
        case .accessibilitysnapshot?: return .accessibilitysnapshot
        case .xcuitest?: return .xcuitest
        case .appium?, nil: return nil
        }
    }

    private mutating func readList(_ format: CaptureFormat) throws(JSONSyntaxError) -> Capture? {
        try cursor.start()
        let capture: Capture
        switch format {
        case .xcuitest:
            let roots = try objects { stream throws(JSONSyntaxError) in try stream.snapshotElement(names: nil) }
            // No element at all is the tree reader's error to give.
            guard !roots.isEmpty else { return nil }
            capture = CaptureJSON.snapshotDictionaryCapture(roots)
        case .idb:
            let roots = try idbElements()
            capture = CaptureJSON.idbCapture(roots, variant: CaptureJSON.idbVariant, nested: nested, carriesTraits: carriesTraits)
        case .accessibilitysnapshot:
            capture = CaptureJSON.snapshotCapture(try snapshotItems().map(\.element))
        case .appium:
            return nil
        }
        try cursor.finish()
        return capture
    }

    /// The member names of an object as the cursor read them, and what its `value` member is:
    /// what `CaptureJSON.format(of:)` looks at in the object at the top, before the names of
    /// the element it probes.
    private final class ObjectNames {
        var names: [String] = []
        /// The first byte of the `value` member (`{` for WebDriverAgent's response around its source).
        var valueStart: UInt8?
        /// The element a WebDriverAgent response holds in `value`, its names, and whether it
        /// carries traits.
        var wrapped: (element: CapturedElement, names: ObjectNames, carriesTraits: Bool)?

        func record(_ key: String, next: UInt8?) {
            names.append(key)
            if key == "value" { valueStart = next }
        }

        /// The format the tree reader tells from these names: from the names of the element in
        /// `value` when that is an object; nil where it would look elsewhere.
        var format: CaptureFormat? {
            if names.contains("earshot") || valueStart == UInt8(ascii: "[") { return nil }
            if names.contains("elements"), names.contains("screen") || names.contains("backend") { return nil }
            if valueStart == UInt8(ascii: "{") { return wrapped.flatMap { CaptureJSON.format(ofKeys: $0.names.names) } }
            return CaptureJSON.format(ofKeys: names)
        }
    }

    /// A capture that is one JSON object: the snapshot dictionary's root element, or
    /// WebDriverAgent's JSON source, bare or as the `value` of its response. Nil when the
    /// object's names say it is another format than `format` (the guess from its first bytes).
    private mutating func readObject(_ format: CaptureFormat) throws(JSONSyntaxError) -> Capture? {
        try cursor.start()
        let top = ObjectNames()
        let capture: Capture
        switch format {
        case .xcuitest:
            // The snapshot dictionary is read as it is, never unwrapped.
            let root = try snapshotElement(names: top)
            guard top.valueStart != UInt8(ascii: "{"), top.format == .xcuitest else { return nil }
            capture = CaptureJSON.snapshotDictionaryCapture([root])
        case .appium:
            let outer = try appiumElement(names: top, unwrapping: true)
            guard top.format == .appium else { return nil }
            // The traits of the outer object's own members do not count when it is a response.
            let (root, traits) = top.wrapped.map { ($0.element, $0.carriesTraits) } ?? (outer, carriesTraits)
            capture = CaptureJSON.appiumCapture(root, carriesTraits: traits)
        case .idb, .accessibilitysnapshot:
            return nil
        }
        try cursor.finish()
        return capture
    }

    // MARK: The snapshot dictionary

    /// The element whose object the cursor is on, and the elements nested in it; `names`, when
    /// given, records the object's own member names.
    private mutating func snapshotElement(names: ObjectNames?) throws(JSONSyntaxError) -> CapturedElement {
        let start = cursor.position()
        try cursor.enter()
        var members = PickedMembers(CaptureJSON.snapshotMembers)
        var children: [CapturedElement] = []
        while let key = try cursor.nextKey() {
            names?.record(key, next: cursor.peek())
            if key == "children", cursor.peek() == UInt8(ascii: "[") {
                children = try objects { stream throws(JSONSyntaxError) in try stream.snapshotElement(names: nil) }
            } else if let index = members.index(of: key) {
                members.set(index, try cursor.value())
            } else {
                try cursor.skipValue()
            }
        }
        var element = CaptureJSON.snapshotElement(members: members)
        (element.line, element.column) = (start.line, start.column)
        element.children = children
        return element
    }

    // MARK: WebDriverAgent JSON

    /// The element whose object the cursor is on, and the elements nested in it; `names`, when
    /// given, records the object's own member names. `unwrapping` reads a `value` that is an
    /// object as the element a response wraps, into `names.wrapped`.
    private mutating func appiumElement(names: ObjectNames? = nil, unwrapping: Bool = false) throws(JSONSyntaxError) -> CapturedElement {
        let start = cursor.position()
        try cursor.enter()
        var attributes = AppiumAttributes()
        var rect: JSONValue?
        var children: [CapturedElement] = []
        while let key = try cursor.nextKey() {
            names?.record(key, next: cursor.peek())
            if unwrapping, let names, key == "value", cursor.peek() == UInt8(ascii: "{") {
                // The wrapped element's traits are its own: the outer object's do not count.
                let inner = ObjectNames()
                let outerTraits = carriesTraits
                carriesTraits = false
                let element = try appiumElement(names: inner)
                names.wrapped = (element, inner, carriesTraits)
                carriesTraits = outerTraits
                continue
            }
            switch key {
            case "children" where cursor.peek() == UInt8(ascii: "["):
                children = try objects { stream throws(JSONSyntaxError) in try stream.appiumElement() }
            case "rect": rect = try cursor.value()
            default:
                if PickedMembers.index(of: key, in: AppiumAttributes.names) != nil {
                    CaptureJSON.set(key, try cursor.value(), of: &attributes)
                } else {
                    try cursor.skipValue()
                }
            }
        }
        var element = CaptureJSON.appiumElement(attributes, rect: rect, carriesTraits: &carriesTraits)
        (element.line, element.column) = (start.line, start.column)
        element.children = children
        return element
    }

    // MARK: idb

    /// The idb elements of the array the cursor is on.
    private mutating func idbElements() throws(JSONSyntaxError) -> [CapturedElement] {
        try objects { stream throws(JSONSyntaxError) in try stream.idbElement() }
    }

    /// The idb element whose object the cursor is on, and the elements nested in it.
    private mutating func idbElement() throws(JSONSyntaxError) -> CapturedElement {
        let start = cursor.position()
        try cursor.enter()
        var members = PickedMembers(CaptureJSON.idbMembers)
        var children: [CapturedElement]?
        while let key = try cursor.nextKey() {
            if key == "children", cursor.peek() == UInt8(ascii: "[") {
                children = try idbElements()
            } else if let index = members.index(of: key) {
                members.set(index, try cursor.value())
            } else {
                try cursor.skipValue()
            }
        }
        var element = CaptureJSON.idbElement(members: members, carriesTraits: &carriesTraits)
        (element.line, element.column) = (start.line, start.column)
        if let children {
            nested = true
            element.children = children
        }
        return element
    }

    // MARK: AccessibilitySnapshot

    /// The items of the array the cursor is on, in VoiceOver's order, as
    /// `CaptureJSON.snapshotItems` reads them from a tree.
    private mutating func snapshotItems() throws(JSONSyntaxError) -> [(element: CapturedElement, order: Int)] {
        let items = try list { stream, offset throws(JSONSyntaxError) in try stream.snapshotItem(offset: offset) }
        return CaptureJSON.inTraversalOrder(items.map { ($0.element, $0.order) })
    }

    /// An item of AccessibilitySnapshot's list, and its place in VoiceOver's order: its
    /// `traversalIndex`, its first element's, or its offset in the list.
    private struct SnapshotItem {
        var element: CapturedElement
        var order: Int
    }

    /// The item the cursor is on, at `offset` in its list; nil for one that is neither an element
    /// nor a container (passed over).
    private mutating func snapshotItem(offset: Int) throws(JSONSyntaxError) -> SnapshotItem? {
        guard cursor.peek() == UInt8(ascii: "{") else {
            try cursor.skipValue()
            return nil
        }
        let start = cursor.position()
        try cursor.enter()
        var element: SnapshotItem?
        var container: SnapshotItem?
        while let key = try cursor.nextKey() {
            if key == "element", cursor.peek() == UInt8(ascii: "{") {
                element = try hierarchyElement(offset: offset)
            } else if key == "container", cursor.peek() == UInt8(ascii: "{") {
                container = try hierarchyContainer(offset: offset)
            } else {
                try cursor.skipValue()
            }
        }
        // An item that is both is read as its element, as from a tree.
        guard var item = element ?? container else { return nil }
        (item.element.line, item.element.column) = (start.line, start.column)
        return item
    }

    /// The element whose wrapper object (`{"_0": body, "traversalIndex": n}`) the cursor is on.
    private mutating func hierarchyElement(offset: Int) throws(JSONSyntaxError) -> SnapshotItem {
        try cursor.enter()
        var wrapper = PickedMembers(Self.elementWrapperMembers)
        var body: PickedMembers?
        while let key = try cursor.nextKey() {
            if key == "_0", cursor.peek() == UInt8(ascii: "{") {
                body = try members(CaptureJSON.hierarchyElementMembers)
            } else if let index = wrapper.index(of: key) {
                wrapper.set(index, try cursor.value())
            } else {
                try cursor.skipValue()
            }
        }
        let element = body.map(CaptureJSON.hierarchyElement) ?? CaptureJSON.hierarchyElement(wrapper)
        let order = CaptureJSON.integer(wrapper["traversalIndex"])
        return SnapshotItem(element: element, order: order ?? offset)
    }

    /// A wrapper without `_0` is its own body.
    private static let elementWrapperMembers = CaptureJSON.hierarchyElementMembers + ["traversalIndex"]

    /// The container whose wrapper object the cursor is on, with its items.
    private mutating func hierarchyContainer(offset: Int) throws(JSONSyntaxError) -> SnapshotItem {
        try cursor.enter()
        var wrapper = PickedMembers(CaptureJSON.hierarchyContainerMembers)
        var body: PickedMembers?
        var children: [(element: CapturedElement, order: Int)] = []
        while let key = try cursor.nextKey() {
            if key == "_0", cursor.peek() == UInt8(ascii: "{") {
                body = try members(CaptureJSON.hierarchyContainerMembers)
            } else if key == "children", cursor.peek() == UInt8(ascii: "[") {
                children = try snapshotItems()
            } else if let index = wrapper.index(of: key) {
                wrapper.set(index, try cursor.value())
            } else {
                try cursor.skipValue()
            }
        }
        var container = CaptureJSON.hierarchyContainer(body ?? wrapper)
        container.children = children.map(\.element)
        let order = children.map(\.order).min()
        return SnapshotItem(element: container, order: order ?? offset)
    }

    /// The objects of the array the cursor is on, each read by `read` (with the cursor on it);
    /// items that are no objects are passed over, as the tree readers' `compactMap`s do.
    private mutating func objects<T>(_ read: (inout CaptureStream) throws(JSONSyntaxError) -> T) throws(JSONSyntaxError) -> [T] {
        try list { stream, _ throws(JSONSyntaxError) -> T? in
            guard stream.cursor.peek() == UInt8(ascii: "{") else {
                try stream.cursor.skipValue()
                return nil
            }
            return try read(&stream)
        }
    }

    /// What `read` makes of each item of the array the cursor is on (with the cursor on the
    /// item, and the item's offset in the array), in order; `read` reads or skips the item, and
    /// gives nil for one passed over.
    private mutating func list<T>(_ read: (inout CaptureStream, Int) throws(JSONSyntaxError) -> T?) throws(JSONSyntaxError) -> [T] {
        try cursor.enter()
        var list: [T] = []
        var offset = 0
        while try cursor.nextElement() {
            if let item = try read(&self, offset) { list.append(item) }
            offset += 1
        }
        return list
    }

    /// The members named `names` of the object the cursor is on; the others are skipped.
    private mutating func members(_ names: [String]) throws(JSONSyntaxError) -> PickedMembers {
        try cursor.enter()
        var picked = PickedMembers(names)
        while let key = try cursor.nextKey() {
            if let index = picked.index(of: key) {
                picked.set(index, try cursor.value())
            } else {
                try cursor.skipValue()
            }
        }
        return picked
    }
}

/// The members of one object that a reader looks at, kept as the object is read.
struct PickedMembers: CaptureMembers {
    /// The names kept (a reader's static list).
    let names: [String]
    /// The value of each name, nil while the object has shown no member of that name.
    private var values: [JSONValue?]

    init(_ names: [String]) {
        self.names = names
        values = Array(repeating: nil, count: names.count)
    }

    /// Where `key` is among ``names``, or nil when it is not kept.
    func index(of key: String) -> Int? { Self.index(of: key, in: names) }

    /// Where `key` is among `names`. Names of another length are passed over without comparing
    /// them (comparing two unequal Strings is the costly case).
    static func index(of key: String, in names: [String]) -> Int? {
        let length = key.utf8.count
        for index in names.indices where names[index].utf8.count == length && names[index] == key { return index }
        return nil
    }

    mutating func set(_ index: Int, _ value: JSONValue) { values[index] = value }

    subscript(key: String) -> JSONValue? {
        guard let index = index(of: key) else { return nil }
        return values[index]
    }
}
