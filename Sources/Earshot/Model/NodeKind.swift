import EarshotBase

/// The kind of a view, named as in SwiftUI; the key that opens a node in a screen file.
public enum NodeKind: String, Sendable, CaseIterable {
    /// A `Text`.
    case text = "Text"
    /// An `Image`.
    case image = "Image"
    /// A `Button`.
    case button = "Button"
    /// A `Link`.
    case link = "Link"
    /// A `Toggle`.
    case toggle = "Toggle"
    /// A `Slider`.
    case slider = "Slider"
    /// A `Stepper`.
    case stepper = "Stepper"
    /// A `Picker`.
    case picker = "Picker"
    /// A `TextField`.
    case textField = "TextField"
    /// A `SecureField`.
    case secureField = "SecureField"
    /// A `TextEditor`.
    case textEditor = "TextEditor"
    /// A `SearchField`.
    case searchField = "SearchField"
    /// A `ProgressView`.
    case progressView = "ProgressView"
    /// A `Label`.
    case label = "Label"
    /// A `Tab`.
    case tab = "Tab"
    /// A `Menu` (UIKit: a button with a menu): a pop-up button whose `items` a double tap presents.
    case menu = "Menu"
    /// A page control (UIKit `UIPageControl`, SwiftUI's page index): "Page 2 of 3, Adjustable".
    case pageControl = "PageControl"
    /// A `DatePicker` (UIKit `UIDatePicker`): compact, a button with the date; wheel, one
    /// adjustable picker item per component; graphical, the month and the selected day.
    case datePicker = "DatePicker"
    /// A data table (SwiftUI `Table`, a UIKit `dataTable` container): column headers, then rows
    /// of cells; moving across them speaks the headers and positions that change.
    case dataTable = "Table"
    /// An `Alert`, which the system focuses when presented.
    case alert = "Alert"
    /// A `VStack`.
    case vStack = "VStack"
    /// A `HStack`.
    case hStack = "HStack"
    /// A `ZStack`.
    case zStack = "ZStack"
    /// A `Group`.
    case group = "Group"
    /// A `List`.
    case list = "List"
    /// A `Form`.
    case form = "Form"
    /// A `Section`.
    case section = "Section"
    /// A `ScrollView`.
    case scrollView = "ScrollView"
    /// A `NavigationStack`.
    case navigationStack = "NavigationStack"
    /// A UIKit `UIView` (`UIView` in the DSL).
    case view = "View"
    /// A tab bar (UIKit `UITabBar`).
    case tabBar = "TabBar"
    /// A toolbar.
    case toolbar = "Toolbar"
    /// A navigation bar.
    case navigationBar = "NavigationBar"

    /// The kinds by name, for one hash lookup per key when reading large screens.
    public static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Layout containers that VoiceOver sees through: their children read as if in their place.
    public var isTransparentContainer: Bool {
        switch self {
        case .vStack, .hStack, .zStack, .group, .list, .form, .section, .scrollView,
            .navigationStack, .view:
            return true
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField,
            .progressView, .label, .tab, .menu, .pageControl, .datePicker, .dataTable, .alert, .tabBar, .toolbar, .navigationBar:
            return false
        }
    }

    /// Scrollable containers (`ScrollView`, `List`, `Form`): in SwiftUI each is a scope for
    /// `accessibilitySortPriority` (VOICEOVER.md §3).
    public var isScrollable: Bool {
        self == .scrollView || self == .list || self == .form
    }

    /// Containers whose kind value is the list of their children.
    public var takesChildList: Bool {
        isTransparentContainer || self == .tabBar || self == .toolbar || self == .navigationBar
    }

    /// Views whose kind value may be a title string or a list of content nodes.
    public var takesTitleOrContent: Bool {
        self == .button || self == .link || self == .toggle || self == .menu
    }

    /// Text inputs: a title that doubles as placeholder, and the current `text`.
    public var isTextInput: Bool {
        self == .textField || self == .secureField || self == .textEditor || self == .searchField
    }
}
