/// The characters a terminal acts on instead of showing: C0 controls (U+0000–U+001F), DEL
/// (U+007F), C1 controls (U+0080–U+009F) and the Unicode bidirectional controls (U+061C,
/// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). The core's `TranscriptText` writes them as
/// `\u{HEX}` in text, `JSONSerializer` as `\uXXXX` in JSON: one list for both.
package enum TerminalControls {
    /// True for a character a terminal acts on.
    @inlinable
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
