import EarshotBase

/// How a line of text is written for people: in the text transcript, a `.transcript` file, the
/// element dump, diffs and error messages (FORMAT.md §3.1). A label can hold characters a
/// terminal acts on instead of showing: control characters (ESC starts sequences that set the
/// window title or write the clipboard, OSC 52) and the Unicode bidirectional controls that
/// reverse the text after them (Unicode Standard Annex #9, "Explicit Directional Formatting";
/// CVE-2021-42574, "Trojan Source"). Those are written escaped, so that every line is one line
/// and reads as it is:
///
/// - a line feed as `\n`, a carriage return as `\r`, a tab as `\t`;
/// - any other C0 control (U+0000–U+001F), DEL (U+007F), C1 control (U+0080–U+009F) and bidi
///   control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as `\u{HEX}` (`\u{1B}`);
/// - a backslash as `\\`, but only where it would otherwise start one of these escapes: before
///   `\`, `n`, `r`, `t` or `u`, or before an escaped character. Everywhere else it stays as it
///   is (`C:\Users`, `a \ b`), so text without such characters is written unchanged.
///
/// `unescaped` reverses it: the text form of a golden transcript reads back as it was heard.
/// The JSON form escapes with JSON's own rules instead.
public enum TranscriptText {
    /// True for a character written as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { TerminalControls.contains(scalar) }

    /// The ASCII bytes that need an escape, or are the backslash.
    private static let escapedBytes = ASCIIBytes { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }

    /// Whether the UTF-8 text `utf8` is ASCII that `escaped(_:)` leaves as it is (no control
    /// character, DEL or backslash): a writer then copies its bytes.
    static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        escapedBytes.scan(utf8) == false
    }

    /// `text` with its control and bidi characters escaped; one line.
    public static func escaped(_ text: String) -> String {
        // The common case: nothing to escape, no copy. ASCII (most lines) is decided by its
        // bytes: only the C0 controls, DEL and the backslash need anything.
        let ascii = text.asciiContains(escapedBytes)
        if ascii == false { return text }
        guard ascii == true || text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\\" }) else { return text }
        // Appended to a String with room for it: a UnicodeScalarView's `append(contentsOf:)`
        // copied the whole text so far for each escape (a label of N line feeds cost N²).
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 2)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\\" {
                out.unicodeScalars.append("\\")
                if index + 1 < scalars.count {
                    let next = scalars[index + 1]
                    if next == "\\" || next == "n" || next == "r" || next == "t" || next == "u" || needsEscape(next) {
                        out.unicodeScalars.append("\\")
                    }
                }
                continue
            }
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            out += escape(of: scalar)
        }
        return out
    }

    /// The escape a character is written as when ``needsEscape(_:)`` holds for it: `\n`, `\r`,
    /// `\t`, or `\u{HEX}` (`\u{1B}`, `\u{202E}`). Every output form that shows text to people
    /// (the text form, Markdown, the HTML report, XML) writes these characters with it.
    public static func escape(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// The character above U+007F that ``needsEscape(_:)`` holds for (a C1 control, a bidi
    /// control) encoded at `index` of UTF-8 text, and the number of its bytes; nil for any other.
    /// Writers that work on bytes (JSON, HTML) find these without decoding the whole text: each
    /// begins with the byte 0xC2, 0xD8 or 0xE2.
    package static func escapedScalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = utf8[index]
        let length: Int
        let value: UInt32
        switch lead {
        case 0xC2, 0xD8:
            guard index + 1 < utf8.count else { return nil }
            length = 2
            value = UInt32(lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
        case 0xE2:
            guard index + 2 < utf8.count else { return nil }
            length = 3
            value = UInt32(lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        default:
            return nil
        }
        guard let scalar = Unicode.Scalar(value), needsEscape(scalar) else { return nil }
        return (scalar, length)
    }

    /// A message of several lines, each escaped; its line feeds stay line feeds.
    public static func escapedLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && $0 != "\n" }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// The text an escaped line stands for. A backslash that starts no escape is itself.
    public static func unescaped(_ line: String) -> String {
        guard line.unicodeScalars.contains("\\") else { return line }
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                out.append(scalar)
                index += 1
                continue
            }
            switch scalars[index + 1] {
            case "\\": out.append("\\")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                if let (decoded, length) = hexEscape(scalars, from: index + 2) {
                    out.append(decoded)
                    index += 2 + length
                    continue
                }
                out.append("\\")
                index += 1
                continue
            default:
                out.append("\\")
                index += 1
                continue
            }
            index += 2
        }
        return String(out)
    }

    /// `{HEX}` at `start`: the scalar and the escape's length.
    private static func hexEscape(_ scalars: [Unicode.Scalar], from start: Int) -> (Unicode.Scalar, Int)? {
        guard start < scalars.count, scalars[start] == "{" else { return nil }
        var end = start + 1
        var digits = ""
        while end < scalars.count, scalars[end] != "}", digits.count < 8 {
            digits.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "}", let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, end - start + 1)
    }
}

extension String {
    /// The text with control and bidi characters written as escapes (`TranscriptText`), so a
    /// message naming what the user wrote (a key with a line break in it) stays on one line and
    /// cannot drive a terminal.
    package var oneLine: String { TranscriptText.escaped(self) }
}
