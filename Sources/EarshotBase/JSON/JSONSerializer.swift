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

    /// Appends the JSON escape of `s` (without quotes): `"`, `\` and control characters, and
    /// the other characters a terminal acts on (DEL, C1 controls, bidi controls: those
    /// `TerminalControls` names) as `\uXXXX`, so that a JSON file shown in a
    /// terminal or a diff cannot drive it and reads back as the same text.
    package static func appendEscaped(_ s: String, to out: inout String) {
        // Text with none of these bytes needs nothing: every such character starts with one.
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 })
        else {
            out += s
            return
        }
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
                if TerminalControls.contains(scalar) {
                    out += unicodeEscape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// `\u001b`: a character of the Basic Multilingual Plane as JSON's escape writes it, four
    /// lower-case hexadecimal digits.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
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
