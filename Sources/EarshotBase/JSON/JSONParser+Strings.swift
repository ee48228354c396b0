import Foundation

/// Strings and object keys: escapes, UTF-8 validation, interned keys.
extension JSONByteParser {
    // MARK: Strings

    /// Skips bytes that need no attention in a string: not `"`, `\`, a control byte or non-ASCII.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        pos = Self.plainStringWords(p, from: pos, end: end)
    }

    /// Where the first byte from `start` that needs attention in a string is, when it is
    /// within the groups of eight bytes read whole (else where fewer than eight are left), for
    /// `skipPlainStringBytes`.
    @inline(__always)
    static func plainStringWords(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var pos = start
        while end - pos >= 8 {
            let x = UInt64(littleEndian: UnsafeRawPointer(p + pos).loadUnaligned(as: UInt64.self))
            let quote = x ^ (ones &* 0x22)
            let backslash = x ^ (ones &* 0x5C)
            let special =
                ((quote &- ones) & ~quote)
                | ((backslash &- ones) & ~backslash)
                | (x &- ones &* 0x20)
                | x
            // The lowest flagged byte is the first that needs attention: a borrow of the
            // subtractions only flags bytes after it.
            let flagged = special & highs
            if flagged != 0 { return pos + flagged.trailingZeroBitCount >> 3 }
            pos += 8
        }
        return pos
    }

    /// Reads a string at `pos` (on its opening quote) and leaves `pos` after the closing quote.
    /// Strings of 16 to 128 bytes without escapes come from a small cache when seen before
    /// (shorter ones are stored inside the String itself and cost no memory of their own).
    /// Inlined: read once or twice for each view, a call of its own cost as much as a short scan.
    @inline(__always)
    mutating func parseString() throws(JSONSyntaxError) -> String {
        try readString(internedFrom: 16, upTo: 128)
    }

    /// Reads an object key, and its `KeyHash` into `keyHash`. A key without escapes that is one
    /// of `keyNames` is that name (its index goes to `keyIndex`); another comes from a small
    /// cache when seen before.
    mutating func parseKey() throws(JSONSyntaxError) -> String {
        if let key = try readKey() { return key }
        return keyNames.names[keyIndex ?? 0]
    }

    /// Reads an object key as `parseKey` does, but makes no String for a key that is one of
    /// `keyNames`: nil then, with its index in `keyIndex`.
    @inline(__always)
    mutating func readKey() throws(JSONSyntaxError) -> String? {
        keyIndex = nil
        let openQuote = pos
        pos += 1
        let start = pos
        guard try scanToQuoteOrEscape(openQuote: openQuote) else {
            let key = try parseEscapedString(openQuote: openQuote, start: start)
            keyHash = KeyHash.of(key)
            return key
        }
        let bytes = UnsafeBufferPointer(start: p + start, count: pos - 1 - start)
        if bytes.count <= 8, end - start >= 8 {
            // A short key, read as one word (the bytes after it shifted out): a known name is
            // found by it, and its hash is the name's.
            let unused = UInt64(64 - 8 * bytes.count)
            let word = (UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self)) << unused) >> unused
            if let index = keyNames.index(ofWord: word) {
                keyIndex = index
                keyHash = keyNames.hashes[index]
                return nil
            }
        }
        let (hash, ascii) = KeyHash.fold(bytes)
        keyHash = KeyHash.make(hash, ascii: ascii)
        if let index = keyNames.index(of: bytes, hash: hash) {
            keyIndex = index
            return nil
        }
        if bytes.count <= 64 { return interned(start: start, length: bytes.count, hash: hash) }
        return string(start: start, length: bytes.count)
    }

    @inline(__always)
    private mutating func readString(internedFrom shortest: Int, upTo longest: Int) throws(JSONSyntaxError) -> String {
        let openQuote = pos
        pos += 1
        let start = pos
        guard try scanToQuoteOrEscape(openQuote: openQuote) else { return try parseEscapedString(openQuote: openQuote, start: start) }
        let length = pos - 1 - start
        if length >= shortest, length <= longest {
            return interned(start: start, length: length, hash: Self.wordHash(p + start, count: length))
        }
        return string(start: start, length: length)
    }

    /// The String of the valid UTF-8 bytes `start..<start+length`. One short enough to be held
    /// inside the String (15 bytes on 64-bit platforms) is copied there as it is, checked again
    /// only when it is not ASCII, where `String(decoding:as:)` checks every String's bytes first.
    @inline(__always)
    func string(start: Int, length: Int) -> String {
        let bytes = p + start
        if length <= 15 {
            return String(unsafeUninitializedCapacity: length) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                base.initialize(from: bytes, count: length)
                return length
            }
        }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// A hash of `count` bytes at `bytes` (at least 8), read eight at a time, for the interning
    /// cache's slot: cheaper than `KeyHash.fold` on the longer strings it holds.
    @inline(__always)
    static func wordHash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
        }
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while count - offset > 8 {
            hash = (hash ^ word(offset)) &* 0x100_0000_01B3
            offset += 8
        }
        // The last eight bytes, overlapping the words before when the count is no multiple of 8.
        hash = (hash ^ word(count - 8)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        hash = hash &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Reads past a string at `pos` (on its opening quote), checking it as `parseString` does,
    /// without making it: only a string with escapes is decoded (into the scratch buffer).
    mutating func skipString() throws(JSONSyntaxError) {
        let openQuote = pos
        pos += 1
        let start = pos
        if try !scanToQuoteOrEscape(openQuote: openQuote) { _ = try parseEscapedString(openQuote: openQuote, start: start) }
    }

    /// Scans a string from `pos` (after its opening quote): true at its closing quote (`pos`
    /// after it), false at its first backslash (`pos` on it). Checks UTF-8 and control bytes.
    @inline(__always)
    private mutating func scanToQuoteOrEscape(openQuote: Int) throws(JSONSyntaxError) -> Bool {
        while true {
            skipPlainStringBytes()
            guard pos < end else { throw fail("unterminated string", at: openQuote) }
            let c = p[pos]
            if c == Byte.quote {
                pos += 1
                return true
            } else if c == Byte.backslash {
                return false
            } else if c < 0x20 {
                throw controlCharacter(c, openQuote: openQuote)
            } else if c >= 0x80 {
                let n = try utf8SequenceLength(at: pos)
                continuationBytes &+= n - 1
                pos += n
            } else {
                pos += 1
            }
        }
    }

    /// The String for the valid UTF-8 bytes `start..<start+length` (their `KeyHash.fold` hash is
    /// `hash`), shared with an earlier equal one when the cache still holds it. Compared with the
    /// cached String's own bytes: the file's earlier pages may have been let go (`MappedFile`).
    @inline(__always)
    mutating func interned(start: Int, length: Int, hash: UInt32) -> String {
        let slot = Int(hash) & (Self.internSlots - 1)
        guard internHashes[slot] == hash else {
            internHashes[slot] = hash
            return string(start: start, length: length)
        }
        if internLengths[slot] == length, let cached = internStrings[slot] {
            let same = cached.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress else { return length == 0 }
                return memcmp(base, p + start, length) == 0
            }
            if same == true { return cached }
        }
        let s = string(start: start, length: length)
        internStrings[slot] = s
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
                continuationBytes &+= n - 1
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
}

/// A key's hash for the duplicate check: FNV-1a of its bytes when it is ASCII (never 0), else
/// `unknown`, which matches any key (a non-ASCII key can equal another with different bytes).
enum KeyHash {
    static let unknown: UInt32 = 0

    @inline(__always)
    static func make(_ hash: UInt32, ascii: Bool) -> UInt32 {
        ascii ? (hash == unknown ? 1 : hash) : unknown
    }

    /// The hash of a key that was not interned (long, or with escapes).
    static func of(_ key: String) -> UInt32 {
        let (hash, ascii) = fold(key.utf8)
        return make(hash, ascii: ascii)
    }

    /// The FNV-1a hash of `bytes` (the interning cache's slot comes from it too), and whether
    /// they are all ASCII.
    @inline(__always)
    static func fold(_ bytes: some Sequence<UInt8>) -> (hash: UInt32, ascii: Bool) {
        var hash: UInt32 = 2_166_136_261
        var bits: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            bits |= byte
        }
        return (hash, bits < 0x80)
    }
}
