/// The accessibility traits a screen can declare, by their SwiftUI names.
///
/// `adjustable` and `notEnabled` are UIKit-only names; `notEnabled` is what `.disabled(true)` gives.
public struct Traits: OptionSet, Sendable, Hashable {
    /// The traits as bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `.isButton`: spoken "Button".
    public static let isButton = Traits(rawValue: 1 << 0)
    /// `.isHeader`: spoken "Heading"; the headings rotor stops on it.
    public static let isHeader = Traits(rawValue: 1 << 1)
    /// `.isSelected`: spoken "Selected" before the label.
    public static let isSelected = Traits(rawValue: 1 << 2)
    /// `.isLink`: spoken "Link".
    public static let isLink = Traits(rawValue: 1 << 3)
    /// `.isImage`: spoken "Image".
    public static let isImage = Traits(rawValue: 1 << 4)
    /// `.isStaticText`: plain text; not spoken.
    public static let isStaticText = Traits(rawValue: 1 << 5)
    /// `.isSearchField`: spoken "Search field".
    public static let isSearchField = Traits(rawValue: 1 << 6)
    /// `.isModal`: VoiceOver ignores the elements outside this view.
    public static let isModal = Traits(rawValue: 1 << 7)
    /// `.isToggle`: a toggle; VoiceOver speaks its on or off state.
    public static let isToggle = Traits(rawValue: 1 << 8)
    /// `.isKeyboardKey`: a key of a custom keyboard.
    public static let isKeyboardKey = Traits(rawValue: 1 << 9)
    /// `.isSummaryElement`: summarises the app's state when it starts.
    public static let isSummaryElement = Traits(rawValue: 1 << 10)
    /// `.isTabBar`: a container whose children are tabs ("Tab, 1 of 3").
    public static let isTabBar = Traits(rawValue: 1 << 11)
    /// `.updatesFrequently`: its label or value changes often.
    public static let updatesFrequently = Traits(rawValue: 1 << 12)
    /// `.startsMediaSession`: VoiceOver stays quiet after activating it.
    public static let startsMediaSession = Traits(rawValue: 1 << 13)
    /// `.allowsDirectInteraction`: touches go to the view itself.
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 14)
    /// `.causesPageTurn`: reading all turns the page when VoiceOver finishes reading this element.
    public static let causesPageTurn = Traits(rawValue: 1 << 15)
    /// `.playsSound`: it plays its own sound when activated.
    public static let playsSound = Traits(rawValue: 1 << 16)
    /// `.adjustable`: swipe up or down to change its value; spoken "Adjustable".
    public static let adjustable = Traits(rawValue: 1 << 17)
    /// `.notEnabled`: spoken "Dimmed".
    public static let notEnabled = Traits(rawValue: 1 << 18)
    /// Not a public trait name: a text field's own role, set by `TextField` and its relatives.
    public static let textField = Traits(rawValue: 1 << 19)
    /// Not a public trait name: `SecureField`.
    public static let secureTextField = Traits(rawValue: 1 << 20)
    /// Not a public trait name: a tab of a tab bar (`Tab`).
    public static let tab = Traits(rawValue: 1 << 21)
    /// Not a public trait name: a navigation bar's back button, spoken "Back button" instead of
    /// "Button" (UIKit gives the bar's back item a private trait; screen files may name it
    /// `backButton`).
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
        ("adjustable", .adjustable), ("notEnabled", .notEnabled), ("backButton", .backButton),
    ]

    /// The trait a name stands for, or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Traits.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The public names of the traits in this set, in FORMAT.md's order.
    public var names: [String] { Traits.named.filter { contains($0.trait) }.map(\.name) }
}
