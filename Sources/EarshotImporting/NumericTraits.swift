import Earshot

/// `UIAccessibilityTraits` bits, as Xcode 9 printed them (`traits: 8589934593`) and as
/// cashapp/AccessibilitySnapshot's model names them (public bits 0-16: Apple, `UIAccessibilityTraits`).
enum NumericTraits {
    static let bits: [(bit: Int, name: String)] = [
        (0, "button"), (1, "link"), (2, "image"), (3, "selected"), (4, "playssound"), (5, "keyboardkey"),
        (6, "statictext"), (7, "summaryelement"), (8, "notenabled"), (9, "updatesfrequently"), (10, "searchfield"),
        (11, "startsmediasession"), (12, "adjustable"), (13, "allowsdirectinteraction"), (14, "causespageturn"),
        (15, "tabbar"), (16, "header"), (18, "textentry"), (21, "isediting"), (24, "securetextfield"),
        (27, "backbutton"), (28, "tabbaritem"), (47, "textarea"), (53, "switchbutton"),
    ]

    /// The names of the known bits set in `value`; other (private) bits are left out.
    static func names(_ value: UInt64) -> Set<String> {
        Set(bits.filter { value & (1 << UInt64($0.bit)) != 0 }.map(\.name))
    }
}

/// Trait names as the formats spell them (`Header`, `KeyboardKey`, `backButton`, `Tab Button`),
/// folded to one spelling: lower case, no spaces or underscores.
enum TraitName {
    static func normalized(_ name: String) -> String {
        // Trait names are ASCII: folded byte by byte, and kept as they are when already folded
        // (most are). Anything else goes the Unicode way, character by character.
        var folded = true
        for byte in name.utf8 {
            if byte >= 0x80 { return String(name.lowercased().filter { !($0.asciiValue.map(isSeparator) ?? false) }) }
            if isSeparator(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) { folded = false }
        }
        if folded { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 where !isSeparator(byte) {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The Earshot traits a set of captured trait names gives, and whether it makes a tab or a switch.
    ///
    /// Walks the few names a capture gives (a switch over each), not a table of every name
    /// looked up in the set: that built the table and hashed 21 names an element.
    static func traits(_ names: Set<String>) -> Traits {
        var traits: Traits = []
        for name in names {
            switch name {
            case "button": traits.insert(.isButton)
            case "link": traits.insert(.isLink)
            case "image": traits.insert(.isImage)
            case "selected": traits.insert(.isSelected)
            case "playssound": traits.insert(.playsSound)
            case "keyboardkey": traits.insert(.isKeyboardKey)
            case "statictext": traits.insert(.isStaticText)
            case "summaryelement": traits.insert(.isSummaryElement)
            case "notenabled": traits.insert(.notEnabled)
            case "updatesfrequently": traits.insert(.updatesFrequently)
            case "searchfield": traits.insert(.isSearchField)
            case "startsmediasession": traits.insert(.startsMediaSession)
            case "adjustable": traits.insert(.adjustable)
            case "allowsdirectinteraction": traits.insert(.allowsDirectInteraction)
            case "causespageturn": traits.insert(.causesPageTurn)
            case "tabbar": traits.insert(.isTabBar)
            case "header", "heading": traits.insert(.isHeader)
            case "toggle", "togglebutton", "switchbutton": traits.insert(.isToggle)
            default: break
            }
        }
        return traits
    }
}
