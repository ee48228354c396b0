/// The accessibility traits a screen can declare, by their SwiftUI names.
///
/// `adjustable` and `notEnabled` are UIKit-only names; `notEnabled` is what `.disabled(true)` gives.
public struct Traits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = Traits(rawValue: 1 << 0)
    public static let isHeader = Traits(rawValue: 1 << 1)
    public static let isSelected = Traits(rawValue: 1 << 2)
    public static let isLink = Traits(rawValue: 1 << 3)
    public static let isImage = Traits(rawValue: 1 << 4)
    public static let isStaticText = Traits(rawValue: 1 << 5)
    public static let isSearchField = Traits(rawValue: 1 << 6)
    public static let isModal = Traits(rawValue: 1 << 7)
    public static let isToggle = Traits(rawValue: 1 << 8)
    public static let isKeyboardKey = Traits(rawValue: 1 << 9)
    public static let isSummaryElement = Traits(rawValue: 1 << 10)
    public static let isTabBar = Traits(rawValue: 1 << 11)
    public static let updatesFrequently = Traits(rawValue: 1 << 12)
    public static let startsMediaSession = Traits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 14)
    public static let causesPageTurn = Traits(rawValue: 1 << 15)
    public static let playsSound = Traits(rawValue: 1 << 16)
    public static let adjustable = Traits(rawValue: 1 << 17)
    public static let notEnabled = Traits(rawValue: 1 << 18)
    /// Not a public trait name: a text field's own role, set by `TextField` and its relatives.
    public static let textField = Traits(rawValue: 1 << 19)
    /// Not a public trait name: `SecureField`.
    public static let secureTextField = Traits(rawValue: 1 << 20)
    /// Not a public trait name: a tab of a tab bar (`Tab`).
    public static let tab = Traits(rawValue: 1 << 21)
    /// Not a public trait name: a back button.
    public static let backButton = Traits(rawValue: 1 << 22)
    /// Not a public trait name: a text field that is being edited.
    public static let isEditing = Traits(rawValue: 1 << 23)

    /// The names a screen file may use, in the order FORMAT.md lists them.
    public static let named: [(name: String, trait: Traits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected),
        ("isLink", .isLink), ("isImage", .isImage), ("isStaticText", .isStaticText),
        ("isSearchField", .isSearchField), ("isModal", .isModal), ("isToggle", .isToggle),
        ("isKeyboardKey", .isKeyboardKey), ("isSummaryElement", .isSummaryElement),
        ("isTabBar", .isTabBar), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("playsSound", .playsSound),
        ("adjustable", .adjustable), ("notEnabled", .notEnabled),
    ]

    /// The trait a name stands for, or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Traits.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The public names of the traits in this set, in FORMAT.md's order.
    public var names: [String] { Traits.named.filter { contains($0.trait) }.map(\.name) }
}
