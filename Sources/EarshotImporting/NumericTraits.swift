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
        String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    /// The Earshot traits a set of captured trait names gives, and whether it makes a tab or a switch.
    static func traits(_ names: Set<String>) -> Traits {
        var traits: Traits = []
        let table: [(String, Traits)] = [
            ("button", .isButton), ("link", .isLink), ("image", .isImage), ("selected", .isSelected),
            ("playssound", .playsSound), ("keyboardkey", .isKeyboardKey), ("statictext", .isStaticText),
            ("summaryelement", .isSummaryElement), ("notenabled", .notEnabled), ("updatesfrequently", .updatesFrequently),
            ("searchfield", .isSearchField), ("startsmediasession", .startsMediaSession), ("adjustable", .adjustable),
            ("allowsdirectinteraction", .allowsDirectInteraction), ("causespageturn", .causesPageTurn), ("tabbar", .isTabBar),
            ("header", .isHeader), ("heading", .isHeader), ("toggle", .isToggle), ("togglebutton", .isToggle), ("switchbutton", .isToggle),
        ]
        for (name, trait) in table where names.contains(name) { traits.insert(trait) }
        return traits
    }
}
