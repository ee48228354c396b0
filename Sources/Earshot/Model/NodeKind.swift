/// The kind of a view, named as in SwiftUI; the key that opens a node in a screen file.
public enum NodeKind: String, Sendable, CaseIterable {
    case text = "Text"
    case image = "Image"
    case button = "Button"
    case link = "Link"
    case toggle = "Toggle"
    case slider = "Slider"
    case stepper = "Stepper"
    case picker = "Picker"
    case textField = "TextField"
    case secureField = "SecureField"
    case textEditor = "TextEditor"
    case searchField = "SearchField"
    case progressView = "ProgressView"
    case label = "Label"
    case tab = "Tab"
    case alert = "Alert"
    case vStack = "VStack"
    case hStack = "HStack"
    case zStack = "ZStack"
    case group = "Group"
    case list = "List"
    case form = "Form"
    case section = "Section"
    case scrollView = "ScrollView"
    case navigationStack = "NavigationStack"
    case view = "View"
    case tabBar = "TabBar"
    case toolbar = "Toolbar"
    case navigationBar = "NavigationBar"

    /// The kinds by name, for one hash lookup per key when reading large screens.
    public static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Layout containers that VoiceOver sees through: their children read as if in their place.
    public var isTransparentContainer: Bool {
        switch self {
        case .vStack, .hStack, .zStack, .group, .list, .form, .section, .scrollView,
            .navigationStack, .view:
            return true
        default:
            return false
        }
    }

    /// Containers whose kind value is the list of their children.
    public var takesChildList: Bool {
        isTransparentContainer || self == .tabBar || self == .toolbar || self == .navigationBar
    }

    /// Views whose kind value may be a title string or a list of content nodes.
    public var takesTitleOrContent: Bool {
        self == .button || self == .link || self == .toggle
    }

    /// Text inputs: a title that doubles as placeholder, and the current `text`.
    public var isTextInput: Bool {
        self == .textField || self == .secureField || self == .textEditor || self == .searchField
    }
}
