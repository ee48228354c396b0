import Foundation

/// Why a JSON text could not be read, and where: 1-based line and column, 0-based byte offset.
///
/// Columns count Unicode characters (scalars) from the start of the line; `offset` counts
/// bytes from the start of the input, a byte order mark included.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in words for people: `unterminated string`, `invalid number '01'`.
    package var message: String
    /// The line of the problem, from 1.
    package var line: Int
    /// The column of the problem within its line, from 1.
    package var column: Int
    /// The byte offset of the problem in the input, from 0.
    package var offset: Int

    /// Creates an error.
    package init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 3, column 7: unterminated string`.
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 JSON reader that keeps object member order.
///
/// Strict means: no comments, no trailing commas, no `NaN`/`Infinity`, no single quotes,
/// no leading zeros, no control characters inside strings, no lone surrogates, no invalid
/// UTF-8, no duplicate keys in one object and nothing but whitespace after the value. A
/// leading UTF-8 byte order mark is skipped.
///
/// The parser works on bytes with an explicit stack instead of recursion, so no input can
/// overflow the call stack; nesting deeper than `maxDepth` (at most
/// ``maximumSupportedDepth``) is refused with an error.
package enum JSONParser {
    /// The nesting limit used when none is given.
    package static let defaultMaxDepth = 256

    /// The highest nesting limit honoured; a larger `maxDepth` is lowered to it.
    ///
    /// The parser itself never recurses, but Swift destroys and compares nested values
    /// recursively, so a value tens of thousands of levels deep would overflow a thread's
    /// stack when released. A thousand levels stays well inside a 512 KiB stack.
    package static let maximumSupportedDepth = 1_000

    /// Parses a complete JSON text.
    ///
    /// - Complexity: O(n) in the size of the input.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                try parse(buffer: buffer, maxDepth: maxDepth)
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON text held in `data`.
    ///
    /// - Complexity: O(n) in the size of the input.
    package static func parse(_ data: Data, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                try parse(buffer: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON text, recording where each of its values starts (`JSONPlaces`),
    /// for readers that report problems about a value after the whole text is read.
    ///
    /// - Complexity: O(n) in the size of the input.
    package static func parsePlaced(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> (
        value: JSONValue, places: JSONPlaces
    ) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> (value: JSONValue, places: JSONPlaces) in
                guard buffer.count > 0 else {
                    throw JSONSyntaxError(message: "the file is empty", line: 1, column: 1, offset: 0)
                }
                var parser = JSONByteParser(buffer, maxDepth: maxDepth)
                parser.recordsPlaces = true
                let value = try parser.parseDocument()
                return (value, parser.placed)
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON text held in a string.
    package static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses a complete JSON text from raw bytes the caller keeps alive for the call.
    ///
    /// - Complexity: O(n) in the size of the input.
    package static func parse(buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        guard buffer.count > 0 else {
            throw JSONSyntaxError(message: "the file is empty", line: 1, column: 1, offset: 0)
        }
        var parser = JSONByteParser(buffer, maxDepth: maxDepth)
        return try parser.parseDocument()
    }
}

// MARK: - The parser

/// One open array or object on the parser's explicit stack: plain values only, so that opening,
/// changing and closing one copies, retains and destroys nothing.
struct OpenContainer {
    var isObject: Bool
    /// Where this container's values start on the value stack.
    var valueStart: Int
    /// Where this object's keys start on the key stack.
    var keyStart: Int
    /// Byte offset of the opening bracket, for "never closed" messages.
    var openOffset: Int
    /// Its key positions are in ``JSONByteParser/keyIndexes``: it grew past
    /// ``JSONObject/indexThreshold`` keys.
    var indexed = false
    /// For containers a ``JSONCursor`` entered: a member or element was read already.
    var started = false
    /// Its index in ``JSONByteParser/placed`` while places are recorded, else -1.
    var place = -1
    /// For objects a ``JSONCursor`` entered: the keys read that are among the first 128 of
    /// `keyNames`, a bit by index (they are not on the key stack).
    var knownLow: UInt64 = 0
    var knownHigh: UInt64 = 0
}

/// A growable stack whose top elements can be moved out into an array without copying.
final class MoveStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    func pop() -> Element {
        assert(count > 0, "pop of an empty MoveStack")
        count -= 1
        return (base + count).move()
    }

    /// The element at `i`, below `count`: read and changed in place, with no copy-on-write
    /// check (the parser's open containers are changed on every key).
    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "MoveStack index out of range")
            return base[i]
        }
        _modify {
            assert(i >= 0 && i < count, "MoveStack index out of range")
            yield &base[i]
        }
    }

    /// The top element, if any.
    @inline(__always)
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Drops the elements from `start` to the top.
    func drop(from start: Int) {
        guard count > start else { return }
        (base + start).deinitialize(count: count - start)
        count = start
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` as the top.
    func popArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            guard let destination = buffer.baseAddress else { return }
            destination.moveInitialize(from: source, count: n)
            initialized = n
        }
        count = start
        return result
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

package enum Byte {
    package static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    package static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, minus: UInt8 = 0x2D, plus: UInt8 = 0x2B
    package static let dot: UInt8 = 0x2E, zero: UInt8 = 0x30, nine: UInt8 = 0x39
    package static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    package static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    package static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
}

let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// The byte-level parser behind ``JSONParser``; one instance reads one document.
struct JSONByteParser {
    let p: UnsafePointer<UInt8>
    let end: Int
    /// The nesting limit, counting the containers a ``JSONCursor`` entered.
    let maxDepth: Int
    /// The containers a ``JSONCursor`` entered: `parseValues` reads one value inside them and
    /// returns once its own containers are closed.
    var floor = 0
    var pos = 0
    var bomLength = 0
    /// The line `pos` is on, from 1, and the offset where it starts: counted as whitespace is
    /// skipped, the only place JSON allows a line break.
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes read so far, and before `lineStart`: columns count characters.
    var continuationBytes = 0
    var lineContinuationBytes = 0
    /// Whether `parseValues` records where each value starts, into `placed`.
    var recordsPlaces = false
    /// Whether `parseValues` builds the value it reads; when false it only checks it (the same
    /// errors at the same places) and returns `.null` (`JSONCursor.skipValue`).
    var buildsValues = true
    var placed = JSONPlaces()

    let values = MoveStack<JSONValue>(capacity: 64)
    let keys = MoveStack<String>(capacity: 64)
    /// Beside each key, its `KeyHash`: the duplicate check compares these first.
    let keyHashes = MoveStack<UInt32>(capacity: 64)
    /// The `KeyHash` of the key `parseKey` read last.
    var keyHash: UInt32 = 0
    /// The keys a reader expects (`JSONCursor`), and the index among them of the key `parseKey`
    /// read last (nil: none of them, or written with escapes).
    var keyNames = JSONKeyNames.none
    var keyIndex: Int?
    let open = MoveStack<OpenContainer>(capacity: 16)
    /// The key positions of each open object that grew past ``JSONObject/indexThreshold`` keys,
    /// by its index in `open`.
    var keyIndexes: [Int: [String: Int]] = [:]
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    /// Recently seen keys and strings, so repeated ones share one String (a list of a million
    /// rows with the same hint holds the hint twice, its first two uses). A slot keeps the hash
    /// of the last string that came to it, and a String only once one of that hash came again:
    /// a string seen once (a row's own label) costs no store of a String.
    var internStrings: [String?]
    var internLengths: [Int]
    var internHashes: [UInt32]
    static let internSlots = 4096

    /// Starts reading `buffer`, which must not be empty.
    init(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        p = buffer.baseAddress!
        end = buffer.count
        self.maxDepth = min(max(0, maxDepth), JSONParser.maximumSupportedDepth)
        internStrings = Array(repeating: nil, count: Self.internSlots)
        internLengths = Array(repeating: -1, count: Self.internSlots)
        internHashes = Array(repeating: 0, count: Self.internSlots)
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipByteOrderMark()
        skipWhitespace()
        if pos == end { throw fail("the file is empty", at: pos) }
        let value = try parseValues()
        skipWhitespace()
        if pos != end {
            throw fail("unexpected \(found(at: pos)) after the JSON value; a file holds exactly one value", at: pos)
        }
        return value
    }

    /// Skips a leading UTF-8 byte order mark; columns on the first line count from after it.
    mutating func skipByteOrderMark() {
        if pos == 0 && end >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            bomLength = 3
            lineStart = 3
        }
    }

    /// The line and column of `pos`, counted while reading (no rescan of the text).
    var position: SourcePosition {
        SourcePosition(line: line, column: pos - lineStart - (continuationBytes - lineContinuationBytes) + 1)
    }

    /// Records a value starting at `pos`, while places are recorded.
    @inline(__always)
    mutating func recordPlace() -> Int {
        placed.open(line: line, column: pos - lineStart - (continuationBytes - lineContinuationBytes) + 1)
    }

    /// Reads one value, containers included, with an explicit stack.
    mutating func parseValues() throws(JSONSyntaxError) -> JSONValue {
        var commaOffset = -1
        nextValue: while true {
            let comma = commaOffset
            commaOffset = -1
            skipWhitespace()
            guard pos < end else { throw unexpectedEnd(expecting: "a value") }
            let c = p[pos]
            let place = recordsPlaces ? recordPlace() : -1
            switch c {
            case Byte.quote:
                if buildsValues { values.push(.string(try parseString())) } else { try skipString() }
            case Byte.openBrace:
                try openContainer(isObject: true, place: place)
                pos += 1
                skipWhitespace()
                if pos < end && p[pos] == Byte.closeBrace {
                    pos += 1
                    closeObject()
                } else {
                    try parseMemberName(afterComma: -1)
                    continue nextValue
                }
            case Byte.openBracket:
                try openContainer(isObject: false, place: place)
                pos += 1
                skipWhitespace()
                if pos < end && p[pos] == Byte.closeBracket {
                    pos += 1
                    closeArray()
                } else {
                    continue nextValue
                }
            case Byte.minus, Byte.zero...Byte.nine:
                let number = try parseNumber()
                if buildsValues { values.push(.number(number)) }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                if buildsValues { values.push(.bool(true)) }
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                if buildsValues { values.push(.bool(false)) }
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                if buildsValues { values.push(.null) }
            case Byte.closeBracket where comma >= 0:
                throw fail("trailing comma before ']'; JSON does not allow one", at: comma)
            case Byte.plus, Byte.dot:
                throw invalidNumber(from: pos)
            default:
                throw fail("expected a value, found \(found(at: pos))\(hint(at: pos))", at: pos)
            }

            // After a value: close containers until one wants another value.
            while true {
                guard open.count > floor, let top = open.last else { return buildsValues ? values.pop() : .null }
                skipWhitespace()
                guard pos < end else {
                    throw unexpectedEnd(expecting: top.isObject ? "',' or '}'" : "',' or ']'")
                }
                let c = p[pos]
                if top.isObject {
                    if c == Byte.comma {
                        let comma = pos
                        pos += 1
                        skipWhitespace()
                        try parseMemberName(afterComma: comma)
                        continue nextValue
                    }
                    if c == Byte.closeBrace {
                        pos += 1
                        closeObject()
                        continue
                    }
                    throw fail("expected ',' or '}' after an object member, found \(found(at: pos))\(hint(at: pos))", at: pos)
                } else {
                    if c == Byte.comma {
                        commaOffset = pos
                        pos += 1
                        continue nextValue
                    }
                    if c == Byte.closeBracket {
                        pos += 1
                        closeArray()
                        continue
                    }
                    throw fail("expected ',' or ']' after an array element, found \(found(at: pos))\(hint(at: pos))", at: pos)
                }
            }
        }
    }

    // MARK: Containers

    mutating func openContainer(isObject: Bool, place: Int = -1) throws(JSONSyntaxError) {
        if open.count >= maxDepth {
            throw fail("nesting deeper than \(maxDepth) levels (Earshot's limit)", at: pos)
        }
        open.push(
            OpenContainer(
                isObject: isObject, valueStart: values.count, keyStart: keys.count,
                openOffset: pos, place: place))
    }

    mutating func closeArray() {
        let top = open.pop()
        if top.place >= 0 { placed.close(top.place) }
        guard buildsValues else { return }
        values.push(.array(values.popArray(from: top.valueStart)))
    }

    mutating func closeObject() {
        let top = open.pop()
        if top.place >= 0 { placed.close(top.place) }
        guard buildsValues else {
            if top.indexed { keyIndexes[open.count] = nil }
            keys.drop(from: top.keyStart)
            keyHashes.drop(from: top.keyStart)
            return
        }
        let objectKeys = keys.popArray(from: top.keyStart)
        keyHashes.drop(from: top.keyStart)
        let objectValues = values.popArray(from: top.valueStart)
        let index = top.indexed ? keyIndexes.removeValue(forKey: open.count) : nil
        values.push(.object(JSONObject(uncheckedKeys: objectKeys, values: objectValues, index: index)))
    }

    /// Reads `"name" :` at `pos` (whitespace already skipped) and records the key.
    mutating func parseMemberName(afterComma commaOffset: Int) throws(JSONSyntaxError) {
        guard pos < end else { throw unexpectedEnd(expecting: "a member name in double quotes") }
        let c = p[pos]
        guard c == Byte.quote else {
            if c == Byte.closeBrace && commaOffset >= 0 {
                throw fail("trailing comma before '}'; JSON does not allow one", at: commaOffset)
            }
            throw fail("expected a member name in double quotes, found \(found(at: pos))\(hint(at: pos))", at: pos)
        }
        let keyOffset = pos
        let key = try parseKey()
        try recordKey(key, hash: keyHash, at: keyOffset)
        skipWhitespace()
        guard pos < end else { throw unexpectedEnd(expecting: "':'") }
        guard p[pos] == Byte.colon else {
            throw fail("expected ':' after the member name \(JSONValue.quoted(key)), found \(found(at: pos))\(hint(at: pos))", at: pos)
        }
        pos += 1
    }

    /// Pushes `key` (its `KeyHash` is `hash`) for the innermost object, refusing a duplicate.
    mutating func recordKey(_ key: String, hash: UInt32, at offset: Int) throws(JSONSyntaxError) {
        let top = open.count - 1
        let start = open[top].keyStart
        let memberCount = keys.count - start
        if open[top].indexed {
            // Changed in place through optional chaining; nil only if the index were missing.
            if case .some(.some) = keyIndexes[top]?.updateValue(memberCount, forKey: key) {
                throw fail("duplicate key \(JSONValue.quoted(key))", at: offset)
            }
        } else {
            // Two keys can be equal only when their hashes are, or when either is not ASCII
            // (Swift compares strings by canonical equivalence: "K" is the Kelvin sign's).
            var i = start
            while i < keys.count {
                let other = keyHashes[i]
                if other == hash || other == KeyHash.unknown || hash == KeyHash.unknown, keys[i] == key {
                    throw fail("duplicate key \(JSONValue.quoted(key))", at: offset)
                }
                i += 1
            }
            if memberCount + 1 > JSONObject.indexThreshold {
                var seen = [String: Int](minimumCapacity: 2 * (memberCount + 1))
                for j in start..<keys.count { seen[keys[j]] = j - start }
                seen[key] = memberCount
                keyIndexes[top] = seen
                open[top].indexed = true
            }
        }
        keys.push(key)
        keyHashes.push(hash)
    }

    /// `parseMemberName` for an object a ``JSONCursor`` entered: a key that is one of the first
    /// 128 `keyNames` is made no String (nil, its index in `keyIndex`) and is checked for a
    /// duplicate by its bit in the container's `knownLow`/`knownHigh`; another key is returned
    /// and recorded as `parseMemberName` records it. The same errors at the same places: its
    /// checks before the key and of the `:` after it are `parseMemberName`'s, written again on
    /// purpose (moved into shared helpers they cost 39 instructions a key, 12M on the lean
    /// 100,000-view screen).
    @inline(__always)
    mutating func parseCursorMemberName(afterComma commaOffset: Int) throws(JSONSyntaxError) -> String? {
        guard pos < end else { throw unexpectedEnd(expecting: "a member name in double quotes") }
        let c = p[pos]
        guard c == Byte.quote else {
            if c == Byte.closeBrace && commaOffset >= 0 {
                throw fail("trailing comma before '}'; JSON does not allow one", at: commaOffset)
            }
            throw fail("expected a member name in double quotes, found \(found(at: pos))\(hint(at: pos))", at: pos)
        }
        let keyOffset = pos
        let key = try readKey()
        if key == nil, let index = keyIndex, index < 128 {
            try recordKnownKey(index, at: keyOffset)
        } else {
            let key = key ?? keyNames.names[keyIndex ?? 0]
            try checkAgainstKnownKeys(key, hash: keyHash, at: keyOffset)
            try recordKey(key, hash: keyHash, at: keyOffset)
        }
        skipWhitespace()
        guard pos < end else { throw unexpectedEnd(expecting: "':'") }
        guard p[pos] == Byte.colon else {
            let shown = key ?? keyNames.names[keyIndex ?? 0]
            throw fail("expected ':' after the member name \(JSONValue.quoted(shown)), found \(found(at: pos))\(hint(at: pos))", at: pos)
        }
        pos += 1
        return key
    }

    /// Sets the bit of the known key `index` (below 128) in the innermost object, refusing a
    /// duplicate: the bit already set, or an equal key among the object's other keys.
    @inline(__always)
    private mutating func recordKnownKey(_ index: Int, at offset: Int) throws(JSONSyntaxError) {
        let top = open.count - 1
        let bit: UInt64 = 1 << UInt64(index & 63)
        let seen = (index < 64 ? open[top].knownLow : open[top].knownHigh) & bit != 0
        if seen || (keys.count > open[top].keyStart && isRecorded(keyNames.names[index], hash: keyHash)) {
            throw fail("duplicate key \(JSONValue.quoted(keyNames.names[index]))", at: offset)
        }
        if index < 64 { open[top].knownLow |= bit } else { open[top].knownHigh |= bit }
    }

    /// Whether `key` (its `KeyHash` is `hash`) is on the key stack of the innermost object.
    private func isRecorded(_ key: String, hash: UInt32) -> Bool {
        let top = open.count - 1
        if open[top].indexed, let seen = keyIndexes[top] { return seen[key] != nil }
        var i = open[top].keyStart
        while i < keys.count {
            let other = keyHashes[i]
            if other == hash || other == KeyHash.unknown || hash == KeyHash.unknown, keys[i] == key { return true }
            i += 1
        }
        return false
    }

    /// Refuses `key` (its `KeyHash` is `hash`) when it equals a known key the innermost object
    /// has (`recordKnownKey`).
    private func checkAgainstKnownKeys(_ key: String, hash: UInt32, at offset: Int) throws(JSONSyntaxError) {
        let top = open.count - 1
        var low = open[top].knownLow
        var high = open[top].knownHigh
        while low | high != 0 {
            let index: Int
            if low != 0 {
                index = low.trailingZeroBitCount
                low &= low - 1
            } else {
                index = 64 + high.trailingZeroBitCount
                high &= high - 1
            }
            let other = keyNames.hashes[index]
            if other == hash || other == KeyHash.unknown || hash == KeyHash.unknown, keyNames.names[index] == key {
                throw fail("duplicate key \(JSONValue.quoted(key))", at: offset)
            }
        }
    }

}
