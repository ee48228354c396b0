/// Messages for people: what was expected, what was found, and where.
extension JSONByteParser {
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
            return "'\(text)' (U+\(text.unicodeScalars.first.map { hexText($0.value) } ?? "?"))"
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
