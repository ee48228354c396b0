import Foundation

/// Why a JSON text could not be read, and where: 1-based line and column, 0-based byte offset.
///
/// Columns count Unicode characters (scalars) from the start of the line; `offset` counts
/// bytes from the start of the input, a byte order mark included.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in words for people: `unterminated string`, `invalid number '01'`.
    public var message: String
    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem within its line, from 1.
    public var column: Int
    /// The byte offset of the problem in the input, from 0.
    public var offset: Int

    /// Creates an error.
    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 3, column 7: unterminated string`.
    public var description: String { "line \(line), column \(column): \(message)" }
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
public enum JSONParser {
    /// The nesting limit used when none is given.
    public static let defaultMaxDepth = 256

    /// The highest nesting limit honoured; a larger `maxDepth` is lowered to it.
    ///
    /// The parser itself never recurses, but Swift destroys and compares nested values
    /// recursively, so a value tens of thousands of levels deep would overflow a thread's
    /// stack when released. A thousand levels stays well inside a 512 KiB stack.
    public static let maximumSupportedDepth = 1_000

    /// Parses a complete JSON text.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
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
    public static func parse(_ data: Data, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                try parse(buffer: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON text held in a string.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses a complete JSON text from raw bytes the caller keeps alive for the call.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func parse(buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        guard buffer.count > 0 else {
            throw JSONSyntaxError(message: "the file is empty", line: 1, column: 1, offset: 0)
        }
        var parser = JSONByteParser(buffer, maxDepth: maxDepth)
        return try parser.parseDocument()
    }
}

// MARK: - The parser

/// One open array or object on the parser's explicit stack.
private struct OpenContainer {
    var isObject: Bool
    /// Where this container's values start on the value stack.
    var valueStart: Int
    /// Where this object's keys start on the key stack.
    var keyStart: Int
    /// Byte offset of the opening bracket, for "never closed" messages.
    var openOffset: Int
    /// Key positions, built once an object grows past ``JSONObject/indexThreshold``.
    var seen: [String: Int]?
}

/// A growable stack whose top elements can be moved out into an array without copying.
private final class MoveStack<Element> {
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
        count -= 1
        return (base + count).move()
    }

    @inline(__always)
    subscript(i: Int) -> Element { base[i] }

    /// Moves the elements from `start` to the top into a new array, leaving `start` as the top.
    func popArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: source, count: n)
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

private enum Byte {
    static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, minus: UInt8 = 0x2D, plus: UInt8 = 0x2B
    static let dot: UInt8 = 0x2E, zero: UInt8 = 0x30, nine: UInt8 = 0x39
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
}

private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// The byte-level parser behind ``JSONParser``; one instance reads one document.
private struct JSONByteParser {
    let p: UnsafePointer<UInt8>
    let end: Int
    let maxDepth: Int
    var pos = 0
    var bomLength = 0

    let values = MoveStack<JSONValue>(capacity: 64)
    let keys = MoveStack<String>(capacity: 64)
    var open: [OpenContainer] = []
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    /// Recently seen object keys, so repeated keys share one String.
    var internStrings: [String?]
    var internOffsets: [Int]
    var internLengths: [Int]
    static let internSlots = 1024

    /// Starts reading `buffer`, which must not be empty.
    init(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        p = buffer.baseAddress!
        end = buffer.count
        self.maxDepth = min(max(0, maxDepth), JSONParser.maximumSupportedDepth)
        internStrings = Array(repeating: nil, count: Self.internSlots)
        internOffsets = Array(repeating: 0, count: Self.internSlots)
        internLengths = Array(repeating: -1, count: Self.internSlots)
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if end >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            bomLength = 3
        }
        skipWhitespace()
        if pos == end { throw fail("the file is empty", at: pos) }
        let value = try parseValues()
        skipWhitespace()
        if pos != end {
            throw fail("unexpected \(found(at: pos)) after the JSON value; a file holds exactly one value", at: pos)
        }
        return value
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
            switch c {
            case Byte.quote:
                values.push(.string(try parseString()))
            case Byte.openBrace:
                try openContainer(isObject: true)
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
                try openContainer(isObject: false)
                pos += 1
                skipWhitespace()
                if pos < end && p[pos] == Byte.closeBracket {
                    pos += 1
                    closeArray()
                } else {
                    continue nextValue
                }
            case Byte.minus, Byte.zero...Byte.nine:
                values.push(.number(try parseNumber()))
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                values.push(.bool(true))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                values.push(.bool(false))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                values.push(.null)
            case Byte.closeBracket where comma >= 0:
                throw fail("trailing comma before ']'; JSON does not allow one", at: comma)
            case Byte.plus, Byte.dot:
                throw invalidNumber(from: pos)
            default:
                throw fail("expected a value, found \(found(at: pos))\(hint(at: pos))", at: pos)
            }

            // After a value: close containers until one wants another value.
            while true {
                guard let top = open.last else { return values.pop() }
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

    mutating func openContainer(isObject: Bool) throws(JSONSyntaxError) {
        if open.count >= maxDepth {
            throw fail("nesting deeper than \(maxDepth) levels (Earshot's limit)", at: pos)
        }
        open.append(
            OpenContainer(
                isObject: isObject, valueStart: values.count, keyStart: keys.count,
                openOffset: pos, seen: nil))
    }

    mutating func closeArray() {
        let top = open.removeLast()
        values.push(.array(values.popArray(from: top.valueStart)))
    }

    mutating func closeObject() {
        let top = open.removeLast()
        let objectKeys = keys.popArray(from: top.keyStart)
        let objectValues = values.popArray(from: top.valueStart)
        values.push(.object(JSONObject(uncheckedKeys: objectKeys, values: objectValues, index: top.seen)))
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
        try recordKey(key, at: keyOffset)
        skipWhitespace()
        guard pos < end else { throw unexpectedEnd(expecting: "':'") }
        guard p[pos] == Byte.colon else {
            throw fail("expected ':' after the member name \(JSONValue.quoted(key)), found \(found(at: pos))\(hint(at: pos))", at: pos)
        }
        pos += 1
    }

    /// Pushes `key` for the innermost object, refusing a duplicate.
    mutating func recordKey(_ key: String, at offset: Int) throws(JSONSyntaxError) {
        let top = open.count - 1
        let start = open[top].keyStart
        let memberCount = keys.count - start
        if open[top].seen != nil {
            if open[top].seen!.updateValue(memberCount, forKey: key) != nil {
                throw fail("duplicate key \(JSONValue.quoted(key))", at: offset)
            }
        } else {
            var i = start
            while i < keys.count {
                if keys[i] == key { throw fail("duplicate key \(JSONValue.quoted(key))", at: offset) }
                i += 1
            }
            if memberCount + 1 > JSONObject.indexThreshold {
                var seen = [String: Int](minimumCapacity: 2 * (memberCount + 1))
                for j in start..<keys.count { seen[keys[j]] = j - start }
                seen[key] = memberCount
                open[top].seen = seen
            }
        }
        keys.push(key)
    }

    // MARK: Strings

    /// Skips bytes that need no attention in a string: not `"`, `\`, a control byte or non-ASCII.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while end - pos >= 8 {
            let x = UnsafeRawPointer(p + pos).loadUnaligned(as: UInt64.self)
            let quote = x ^ (ones &* 0x22)
            let backslash = x ^ (ones &* 0x5C)
            let special =
                ((quote &- ones) & ~quote)
                | ((backslash &- ones) & ~backslash)
                | (x &- ones &* 0x20)
                | x
            if special & highs != 0 { break }
            pos += 8
        }
    }

    /// Reads a string at `pos` (on its opening quote) and leaves `pos` after the closing quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openQuote = pos
        pos += 1
        let start = pos
        while true {
            skipPlainStringBytes()
            guard pos < end else { throw fail("unterminated string", at: openQuote) }
            let c = p[pos]
            if c == Byte.quote {
                let s = String(decoding: UnsafeBufferPointer(start: p + start, count: pos - start), as: UTF8.self)
                pos += 1
                return s
            } else if c == Byte.backslash {
                return try parseEscapedString(openQuote: openQuote, start: start)
            } else if c < 0x20 {
                throw controlCharacter(c, openQuote: openQuote)
            } else if c >= 0x80 {
                pos += try utf8SequenceLength(at: pos)
            } else {
                pos += 1
            }
        }
    }

    /// Reads an object key; keys without escapes come from a small cache when seen before.
    mutating func parseKey() throws(JSONSyntaxError) -> String {
        let openQuote = pos
        pos += 1
        let start = pos
        while true {
            skipPlainStringBytes()
            guard pos < end else { throw fail("unterminated string", at: openQuote) }
            let c = p[pos]
            if c == Byte.quote {
                let length = pos - start
                pos += 1
                return internedKey(start: start, length: length)
            } else if c == Byte.backslash {
                return try parseEscapedString(openQuote: openQuote, start: start)
            } else if c < 0x20 {
                throw controlCharacter(c, openQuote: openQuote)
            } else if c >= 0x80 {
                pos += try utf8SequenceLength(at: pos)
            } else {
                pos += 1
            }
        }
    }

    /// The String for the valid UTF-8 bytes `start..<start+length`, shared with earlier equal keys.
    @inline(__always)
    mutating func internedKey(start: Int, length: Int) -> String {
        guard length <= 64 else {
            return String(decoding: UnsafeBufferPointer(start: p + start, count: length), as: UTF8.self)
        }
        var hash: UInt32 = 2_166_136_261
        for i in start..<(start + length) {
            hash = (hash ^ UInt32(p[i])) &* 16_777_619
        }
        let slot = Int(hash) & (Self.internSlots - 1)
        if internLengths[slot] == length, memcmp(p + internOffsets[slot], p + start, length) == 0,
            let cached = internStrings[slot]
        {
            return cached
        }
        let s = String(decoding: UnsafeBufferPointer(start: p + start, count: length), as: UTF8.self)
        internStrings[slot] = s
        internOffsets[slot] = start
        internLengths[slot] = length
        return s
    }

    /// Finishes a string that has escapes, starting over from `start` in the scratch buffer.
    mutating func parseEscapedString(openQuote: Int, start: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: p + start, count: pos - start))
        while pos < end {
            let c = p[pos]
            if c == Byte.quote {
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            } else if c == Byte.backslash {
                try appendEscape()
            } else if c < 0x20 {
                throw controlCharacter(c, openQuote: openQuote)
            } else if c >= 0x80 {
                let n = try utf8SequenceLength(at: pos)
                scratch.append(contentsOf: UnsafeBufferPointer(start: p + pos, count: n))
                pos += n
            } else {
                scratch.append(c)
                pos += 1
            }
        }
        throw fail("unterminated string", at: openQuote)
    }

    /// Decodes the escape at `pos` (on its backslash) into `scratch`.
    mutating func appendEscape() throws(JSONSyntaxError) {
        let escapeOffset = pos
        guard pos + 1 < end else { throw fail("unterminated string", at: escapeOffset) }
        let e = p[pos + 1]
        pos += 2
        switch e {
        case Byte.quote: scratch.append(Byte.quote)
        case Byte.backslash: scratch.append(Byte.backslash)
        case Byte.slash: scratch.append(Byte.slash)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4(escapeOffset: escapeOffset)
            if code >= 0xD800 && code <= 0xDBFF {
                guard pos + 1 < end, p[pos] == Byte.backslash, p[pos + 1] == UInt8(ascii: "u") else {
                    throw fail(
                        "lone surrogate \\u\(hexText(code)) in a string; a high surrogate must be followed by a low one", at: escapeOffset)
                }
                let lowOffset = pos
                pos += 2
                let low = try hex4(escapeOffset: lowOffset)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw fail(
                        "lone surrogate \\u\(hexText(code)) in a string; it is followed by \\u\(hexText(low)), not a low surrogate",
                        at: escapeOffset)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if code >= 0xDC00 && code <= 0xDFFF {
                throw fail("lone surrogate \\u\(hexText(code)) in a string; a low surrogate must follow a high one", at: escapeOffset)
            }
            appendUTF8(code)
        default:
            let shown = e >= 0x20 && e < 0x7F ? "\\\(Character(Unicode.Scalar(e)))" : "\\ followed by \(found(at: escapeOffset + 1))"
            throw fail("invalid escape '\(shown)' in a string", at: escapeOffset)
        }
    }

    /// Reads the four hex digits of a `\u` escape at `pos`.
    mutating func hex4(escapeOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for k in 0..<4 {
            guard pos + k < end else { throw fail("unterminated string", at: escapeOffset) }
            let h = p[pos + k]
            let digit: UInt8
            switch h {
            case Byte.zero...Byte.nine: digit = h - Byte.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = h - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = h - UInt8(ascii: "A") + 10
            default:
                throw fail("invalid \\u escape in a string: expected 4 hex digits, found \(found(at: pos + k))", at: escapeOffset)
            }
            code = code << 4 | UInt32(digit)
        }
        pos += 4
        return code
    }

    mutating func appendUTF8(_ code: UInt32) {
        switch code {
        case 0..<0x80:
            scratch.append(UInt8(code))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | code >> 6))
            scratch.append(UInt8(0x80 | code & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | code >> 12))
            scratch.append(UInt8(0x80 | (code >> 6) & 0x3F))
            scratch.append(UInt8(0x80 | code & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | code >> 18))
            scratch.append(UInt8(0x80 | (code >> 12) & 0x3F))
            scratch.append(UInt8(0x80 | (code >> 6) & 0x3F))
            scratch.append(UInt8(0x80 | code & 0x3F))
        }
    }

    /// The length of the valid UTF-8 sequence starting with the non-ASCII byte at `i`.
    func utf8SequenceLength(at i: Int) throws(JSONSyntaxError) -> Int {
        if let n = validUTF8Length(at: i) { return n }
        throw fail("invalid UTF-8 (byte 0x\(hexText(UInt32(p[i]), width: 2)))", at: i)
    }

    /// The length of the well-formed UTF-8 sequence at `i`, or nil (overlongs and surrogates refused).
    func validUTF8Length(at i: Int) -> Int? {
        let b0 = p[i]
        @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < end && p[i + k] >= low && p[i + k] <= high
        }
        switch b0 {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }

    // MARK: Numbers and literals

    /// Reads a number at `pos`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        var negative = false
        if p[pos] == Byte.minus {
            negative = true
            pos += 1
        }
        guard pos < end, isDigit(p[pos]) else { throw invalidNumber(from: start) }
        var mantissa: UInt64 = 0
        var significant = 0
        var exact = true
        var exponent = 0
        if p[pos] == Byte.zero {
            pos += 1
            if pos < end && isDigit(p[pos]) { throw invalidNumber(from: start) }
        } else {
            while pos < end, isDigit(p[pos]) {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(p[pos] - Byte.zero)
                    significant += 1
                } else {
                    exact = false
                }
                pos += 1
            }
        }
        if pos < end && p[pos] == Byte.dot {
            pos += 1
            guard pos < end, isDigit(p[pos]) else { throw invalidNumber(from: start) }
            while pos < end, isDigit(p[pos]) {
                let d = p[pos] - Byte.zero
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    if mantissa != 0 { significant += 1 }
                    exponent -= 1
                } else if d != 0 {
                    exact = false
                }
                pos += 1
            }
        }
        if pos < end && (p[pos] == UInt8(ascii: "e") || p[pos] == UInt8(ascii: "E")) {
            pos += 1
            var exponentNegative = false
            if pos < end && (p[pos] == Byte.plus || p[pos] == Byte.minus) {
                exponentNegative = p[pos] == Byte.minus
                pos += 1
            }
            guard pos < end, isDigit(p[pos]) else { throw invalidNumber(from: start) }
            var e = 0
            while pos < end, isDigit(p[pos]) {
                if e < 100_000 { e = e * 10 + Int(p[pos] - Byte.zero) }
                pos += 1
            }
            exponent += exponentNegative ? -e : e
        }
        if pos < end && isNumberTail(p[pos]) { throw invalidNumber(from: start) }

        if exact && mantissa <= 1 << 53 {
            let m = Double(mantissa)
            if mantissa == 0 { return negative ? -0.0 : 0.0 }
            if exponent == 0 { return negative ? -m : m }
            if exponent > 0 && exponent <= 22 { return negative ? -(m * powersOfTen[exponent]) : m * powersOfTen[exponent] }
            if exponent < 0 && exponent >= -22 { return negative ? -(m / powersOfTen[-exponent]) : m / powersOfTen[-exponent] }
        }
        let text = String(decoding: UnsafeBufferPointer(start: p + start, count: pos - start), as: UTF8.self)
        guard let d = Double(text) else { throw invalidNumber(from: start) }
        guard d.isFinite else {
            throw fail("number '\(clipped(text))' is too large to read", at: start)
        }
        return d
    }

    @inline(__always)
    func isDigit(_ c: UInt8) -> Bool { c &- Byte.zero < 10 }

    /// Bytes that may not directly follow a number or literal: letters, digits, `.`, `+`, `-`, `_`.
    func isNumberTail(_ c: UInt8) -> Bool {
        isWordByte(c) || c == Byte.dot || c == Byte.plus || c == Byte.minus
    }

    func isWordByte(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_")
    }

    /// Reads the literal `word` (true, false, null) at `pos`.
    mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        var matches = end - pos >= n
        if matches {
            for k in 0..<n where p[pos + k] != w[k] {
                matches = false
                break
            }
        }
        if matches && (pos + n == end || !isNumberTail(p[pos + n])) {
            pos += n
            return
        }
        throw fail("expected a value, found \(found(at: pos))\(hint(at: pos))", at: pos)
    }

    // MARK: Whitespace

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < end {
            let c = p[pos]
            guard c == Byte.space || c == Byte.newline || c == Byte.carriageReturn || c == Byte.tab else { return }
            pos += 1
        }
    }

    // MARK: Errors

    func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1
        var lineStart = bomLength
        let stop = min(offset, end)
        var i = bomLength
        while i < stop {
            if p[i] == Byte.newline {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var column = 1
        i = lineStart
        while i < stop {
            if p[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return JSONSyntaxError(message: message, line: line, column: column, offset: offset)
    }

    func unexpectedEnd(expecting what: String) -> JSONSyntaxError {
        if let top = open.last {
            let opened = fail("", at: top.openOffset)
            let kind = top.isObject ? "object" : "array"
            return fail(
                "unexpected end of the file: the \(kind) opened at line \(opened.line), column \(opened.column) is not closed (expected \(what))",
                at: end)
        }
        return fail("unexpected end of the file, expected \(what)", at: end)
    }

    func invalidNumber(from start: Int) -> JSONSyntaxError {
        var stop = start
        while stop < end && stop - start < 40 && (isNumberTail(p[stop])) { stop += 1 }
        if stop == start { stop = start + 1 }
        let text = String(decoding: UnsafeBufferPointer(start: p + start, count: stop - start), as: UTF8.self)
        return fail("invalid number '\(text)'", at: start)
    }

    func controlCharacter(_ c: UInt8, openQuote: Int) -> JSONSyntaxError {
        if c == Byte.newline || c == Byte.carriageReturn {
            return fail("line break inside a string (write it as \\n, or is a closing '\"' missing?)", at: pos)
        }
        let name: String
        switch c {
        case Byte.tab: name = "tab (write it as \\t)"
        case 0x08: name = "backspace (write it as \\b)"
        case 0x0C: name = "form feed (write it as \\f)"
        default: name = "U+\(hexText(UInt32(c))) (write it as \\u\(hexText(UInt32(c))))"
        }
        return fail("control character \(name) inside a string", at: pos)
    }

    /// Names what is at `i` for "found ..." messages: `'x'`, `'true'`, `a line break`, `the end of the file`.
    func found(at i: Int) -> String {
        guard i < end else { return "the end of the file" }
        let c = p[i]
        switch c {
        case Byte.newline: return "a line break"
        case Byte.carriageReturn: return "a carriage return"
        case Byte.tab: return "a tab"
        case UInt8(ascii: "'"): return "a single quote"
        case 0x00..<0x20, 0x7F: return "control character U+\(hexText(UInt32(c)))"
        case 0x80...0xFF:
            guard let n = validUTF8Length(at: i) else {
                return "invalid UTF-8 (byte 0x\(hexText(UInt32(c), width: 2)))"
            }
            let text = String(decoding: UnsafeBufferPointer(start: p + i, count: n), as: UTF8.self)
            return "'\(text)' (U+\(hexText(text.unicodeScalars.first!.value)))"
        default:
            guard isWordByte(c) else { return "'\(Character(Unicode.Scalar(c)))'" }
            var stop = i
            while stop < end && stop - i < 30 && isWordByte(p[stop]) { stop += 1 }
            let word = String(decoding: UnsafeBufferPointer(start: p + i, count: stop - i), as: UTF8.self)
            return stop < end && stop - i == 30 && isWordByte(p[stop]) ? "'\(word)…'" : "'\(word)'"
        }
    }

    /// A short hint for common non-JSON habits at `i`: comments, single quotes, NaN, Python literals.
    func hint(at i: Int) -> String {
        guard i < end else { return "" }
        switch p[i] {
        case Byte.slash, UInt8(ascii: "#"): return " (JSON has no comments)"
        case UInt8(ascii: "'"): return " (JSON strings use double quotes)"
        case UInt8(ascii: "N"), UInt8(ascii: "I"): return " (JSON has no NaN or Infinity)"
        case UInt8(ascii: "T"), UInt8(ascii: "F"): return " (JSON writes true and false in lower case)"
        case UInt8(ascii: "u"): return " (JSON has no undefined; use null)"
        default: return ""
        }
    }

    func hexText(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
