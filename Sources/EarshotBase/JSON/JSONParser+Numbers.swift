/// Numbers, the literals true, false and null, and white space.
extension JSONByteParser {
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
            if c == Byte.space || c == Byte.carriageReturn || c == Byte.tab {
                pos += 1
            } else if c == Byte.newline {
                pos += 1
                line += 1
                lineStart = pos
                lineContinuationBytes = continuationBytes
            } else {
                return
            }
        }
    }
}
