/// Text written into XML (the JUnit reports of `earshot test` and `earshot compare`): markup and
/// quotes escaped, and characters XML 1.0 does not allow replaced.
///
/// XML 1.0 (§2.2, "Characters") allows no C0 control other than tab, line feed and carriage
/// return, not even as a character reference, and not U+FFFE or U+FFFF. Every other control
/// character (C0, DEL, C1) and every bidi control is written as the text form writes it
/// (`\u{1B}`, ``TranscriptText/escape(of:)``), so a report shown in a terminal or a CI page
/// cannot drive it and shows what the label held; U+FFFE and U+FFFF are written as U+FFFD
/// REPLACEMENT CHARACTER. In an attribute value a parser turns a literal tab, line feed
/// or carriage return into a space (§3.3.3, "Attribute-Value Normalization"), so there they are
/// written as character references; in element content they stay as they are, so a multi-line
/// diff reads as lines in the file.
public enum XMLText {
    /// `text` escaped for an attribute value (`inAttribute`, the default) or for element content.
    public static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r":
                if inAttribute {
                    out += "&#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            default:
                if TranscriptText.needsEscape(scalar) {
                    out += TranscriptText.escape(of: scalar)
                } else if (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
