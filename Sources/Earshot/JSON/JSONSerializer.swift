import Foundation

/// Writes ``JSONValue``s as JSON text, members in stored order.
package enum JSONSerializer {
    /// The JSON text of `value`, compact or pretty.
    ///
    /// Pretty output indents by two spaces, writes `"key": value` and ends with a newline,
    /// as a file should. Output is deterministic: integral numbers have no `.0`, other numbers use Swift's
    /// shortest round-tripping form, and non-finite numbers (which JSON cannot hold) are
    /// written as `null`.
    ///
    /// - Complexity: O(size of the output).
    package static func serialize(_ value: JSONValue, pretty: Bool = false) -> String {
        var out = ""
        write(value, to: &out, pretty: pretty, indent: 0)
        if pretty { out += "\n" }
        return out
    }

    /// A number as JSON writes it: `3`, `-0.5`, `1e+20`; `null` when not finite.
    package static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(.towardZero) && abs(d) < 1e17 {
            return String(Int64(d))
        }
        return "\(d)"
    }

    /// Appends the JSON escape of `s` (without quotes): `"`, `\` and control characters only.
    package static func appendEscaped(_ s: String, to out: inout String) {
        var needs = false
        for b in s.utf8 where b < 0x20 || b == 0x22 || b == 0x5C {
            needs = true
            break
        }
        guard needs else {
            out += s
            return
        }
        let hex: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00"
                    out.append(hex[Int(scalar.value >> 4)])
                    out.append(hex[Int(scalar.value & 0xF)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Appends `value` as it appears `indent` levels deep in a document (for writers that put
    /// a document together piece by piece).
    static func append(_ value: JSONValue, to out: inout String, pretty: Bool, indent: Int) {
        write(value, to: &out, pretty: pretty, indent: indent)
    }

    private static func write(_ value: JSONValue, to out: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += format(d)
        case .string(let s):
            out += "\""
            appendEscaped(s, to: &out)
            out += "\""
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                if pretty { newline(&out, indent + 1) }
                write(element, to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out += "]"
        case .object(let object):
            guard !object.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for i in object.keys.indices {
                if i > 0 { out += "," }
                if pretty { newline(&out, indent + 1) }
                out += "\""
                appendEscaped(object.keys[i], to: &out)
                out += pretty ? "\": " : "\":"
                write(object.values[i], to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }
}
