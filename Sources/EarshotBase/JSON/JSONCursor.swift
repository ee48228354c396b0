/// A pull reader over one JSON text: the caller asks for the next key of an object, the next
/// element of an array, or a whole value, and decides at each step what to build.
///
/// It scans with ``JSONByteParser`` (the same strings, numbers, nesting limit, duplicate-key
/// check and messages), so a syntax error found through the cursor reads exactly as the parser
/// would report it: the first one in the file, at its line and column. The containers the
/// cursor entered sit on the parser's own stack, which gives "the object opened at line 3 is not
/// closed" its line and the nesting limit its count.
///
/// A reader that finds a value it cannot use goes on to the end of the text (`unwind`,
/// `finish`) so that a syntax error later in the file is still the one reported, as RFC 8259
/// reading would: the text must be JSON before its meaning is checked.
package struct JSONCursor {
    private(set) var parser: JSONByteParser
    /// A key or element was announced and its value has not been read yet.
    private var valuePending = false
    /// The key `nextMember()` read last, when it is none of `keyNames` (else nil: `keyIndex`).
    private var unknownKey: String?
    /// The offset of the opening quote of the string `stringValue()` read last.
    private var stringStart = 0

    /// Starts reading `buffer`, which must not be empty; `start()` comes next. `keyNames`: the
    /// keys the reader looks for (`keyIndex`).
    package init(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, keyNames: JSONKeyNames = .none) {
        parser = JSONByteParser(buffer, maxDepth: maxDepth)
        parser.keyNames = keyNames
    }

    /// The containers entered and not yet left.
    package var depth: Int { parser.open.count }
    /// The byte offset reached: everything before it has been read. A mutating get, as
    /// `writtenString` is: asked once a view, a plain get copied the whole cursor.
    package var offset: Int {
        mutating get { parser.pos }
    }
    /// The index in `keyNames` of the key `nextKey()` returned last; nil when it is none of them
    /// or is written with escapes (`"Te\u0078t"`), which the reader then looks up itself.
    package var keyIndex: Int? { parser.keyIndex }

    /// Skips a byte order mark and refuses a text of nothing but whitespace.
    package mutating func start() throws(JSONSyntaxError) {
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        if parser.pos == parser.end { throw parser.fail("the file is empty", at: parser.pos) }
        valuePending = true
    }

    /// The first byte of what comes next, after whitespace (nil at the end).
    package mutating func peek() -> UInt8? {
        parser.skipWhitespace()
        return parser.pos < parser.end ? parser.p[parser.pos] : nil
    }

    /// Enters the object or array that `peek()` showed starts here; returns the new `depth`.
    @discardableResult
    package mutating func enter() throws(JSONSyntaxError) -> Int {
        parser.skipWhitespace()
        try parser.openContainer(isObject: parser.p[parser.pos] == Byte.openBrace)
        parser.pos += 1
        valuePending = false
        return parser.open.count
    }

    /// The next key of the object entered last, with the cursor on its value; nil once the
    /// object is closed (and left).
    package mutating func nextKey() throws(JSONSyntaxError) -> String? {
        try nextMember() != nil ? key : nil
    }

    /// The key `nextMember()` read last.
    package var key: String { unknownKey ?? parser.keyNames.names[parser.keyIndex ?? 0] }

    /// Reads the next key of the object entered last, with the cursor on its value: its index
    /// in `keyNames` (`keyIndex`), or -1 when it is none of them (`key` tells it); nil once the
    /// object is closed (and left). A key that is one of `keyNames` is made no String.
    package mutating func nextMember() throws(JSONSyntaxError) -> Int? {
        let top = parser.open.count - 1
        parser.skipWhitespace()
        var comma = -1
        if parser.open[top].started {
            guard parser.pos < parser.end else { throw parser.unexpectedEnd(expecting: "',' or '}'") }
            let c = parser.p[parser.pos]
            if c == Byte.closeBrace {
                parser.pos += 1
                leave()
                return nil
            }
            guard c == Byte.comma else {
                throw parser.fail(
                    "expected ',' or '}' after an object member, found \(parser.found(at: parser.pos))\(parser.hint(at: parser.pos))",
                    at: parser.pos)
            }
            comma = parser.pos
            parser.pos += 1
            parser.skipWhitespace()
        } else {
            parser.open[top].started = true
            if parser.pos < parser.end, parser.p[parser.pos] == Byte.closeBrace {
                parser.pos += 1
                leave()
                return nil
            }
        }
        unknownKey = try parser.parseCursorMemberName(afterComma: comma)
        valuePending = true
        return parser.keyIndex ?? -1
    }

    /// Whether the array entered last has another element (the cursor is then on it); false
    /// once the array is closed (and left).
    package mutating func nextElement() throws(JSONSyntaxError) -> Bool {
        let top = parser.open.count - 1
        parser.skipWhitespace()
        if parser.open[top].started {
            guard parser.pos < parser.end else { throw parser.unexpectedEnd(expecting: "',' or ']'") }
            let c = parser.p[parser.pos]
            if c == Byte.closeBracket {
                parser.pos += 1
                leave()
                return false
            }
            guard c == Byte.comma else {
                throw parser.fail(
                    "expected ',' or ']' after an array element, found \(parser.found(at: parser.pos))\(parser.hint(at: parser.pos))",
                    at: parser.pos)
            }
            let comma = parser.pos
            parser.pos += 1
            parser.skipWhitespace()
            if parser.pos < parser.end, parser.p[parser.pos] == Byte.closeBracket {
                throw parser.fail("trailing comma before ']'; JSON does not allow one", at: comma)
            }
        } else {
            parser.open[top].started = true
            if parser.pos < parser.end, parser.p[parser.pos] == Byte.closeBracket {
                parser.pos += 1
                leave()
                return false
            }
        }
        valuePending = true
        return true
    }

    /// The whole value the cursor is on, as a tree of JSON values.
    package mutating func value() throws(JSONSyntaxError) -> JSONValue {
        parser.skipWhitespace()
        if parser.pos < parser.end, parser.p[parser.pos] == Byte.quote {
            // Most values of a view are strings: read them without the container machinery.
            let text = try parser.parseString()
            valuePending = false
            return .string(text)
        }
        parser.floor = parser.open.count
        let value = try parser.parseValues()
        valuePending = false
        return value
    }

    /// The string the cursor is on, read as `value()` reads it; nil (and the cursor stays) when
    /// the value is not a string.
    package mutating func stringValue() throws(JSONSyntaxError) -> String? {
        parser.skipWhitespace()
        guard parser.pos < parser.end, parser.p[parser.pos] == Byte.quote else { return nil }
        stringStart = parser.pos
        let text = try parser.parseString()
        valuePending = false
        return text
    }

    /// The bytes between the quotes of the string `stringValue()` read last, as the file writes
    /// them (escapes not decoded: they are the string's own UTF-8 when there are as many as it
    /// has). Valid until the cursor reads on. A mutating get: a reader in another module would
    /// otherwise copy the whole cursor to ask.
    package var writtenString: UnsafeBufferPointer<UInt8> {
        mutating get {
            UnsafeBufferPointer(start: parser.p + stringStart + 1, count: parser.pos - stringStart - 2)
        }
    }

    /// Where what comes next starts (after whitespace): counted as the cursor reads, so it
    /// costs no scan of the text.
    package mutating func position() -> SourcePosition {
        parser.skipWhitespace()
        return parser.position
    }

    /// The whole value the cursor is on, with where each value inside it starts.
    package mutating func placedValue() throws(JSONSyntaxError) -> (value: JSONValue, places: JSONPlaces) {
        parser.skipWhitespace()
        parser.placed = JSONPlaces()
        parser.recordsPlaces = true
        defer { parser.recordsPlaces = false }
        parser.floor = parser.open.count
        let value = try parser.parseValues()
        valuePending = false
        let places = parser.placed
        parser.placed = JSONPlaces()
        return (value, places)
    }

    /// Reads past the value the cursor is on, checking it as `value()` does without building it.
    package mutating func skipValue() throws(JSONSyntaxError) {
        parser.skipWhitespace()
        parser.floor = parser.open.count
        parser.buildsValues = false
        defer { parser.buildsValues = true }
        _ = try parser.parseValues()
        valuePending = false
    }

    /// Reads on, past everything left in the containers deeper than `depth`, wherever the
    /// reader stopped (on a value, or after one).
    package mutating func unwind(to depth: Int) throws(JSONSyntaxError) {
        if valuePending { try skipValue() }
        while parser.open.count > depth {
            if parser.open[parser.open.count - 1].isObject {
                if try nextMember() != nil { try skipValue() }
            } else {
                if try nextElement() { try skipValue() }
            }
        }
    }

    /// Reads to the end of the text, which must hold nothing after the one value.
    package mutating func finish() throws(JSONSyntaxError) {
        try unwind(to: 0)
        parser.skipWhitespace()
        if parser.pos != parser.end {
            throw parser.fail(
                "unexpected \(parser.found(at: parser.pos)) after the JSON value; a file holds exactly one value", at: parser.pos)
        }
    }

    /// Leaves the container just closed, forgetting its keys.
    private mutating func leave() {
        let top = parser.open.pop()
        if top.indexed { parser.keyIndexes[parser.open.count] = nil }
        while parser.keys.count > top.keyStart { _ = parser.keys.pop() }
        parser.keyHashes.drop(from: top.keyStart)
        valuePending = false
    }
}
