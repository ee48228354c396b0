/// One view of a screen as the app declares it, before VoiceOver processes it.
///
/// A node has one kind (`Text`, `Button`, `VStack` ...), the value its initializer takes
/// (`title` or `children`), the state of a control, and its accessibility modifiers.
/// Earshot's element-list stage turns a tree of nodes into what VoiceOver can focus.
public struct Node: Sendable {
    /// What view it is: `Text`, `Button`, `VStack` ...
    public var kind: NodeKind
    /// The kind key's string value: a `Text`'s string, an `Image`'s asset name, a control's title.
    public var title: String?
    /// Child views: a container's list, a `Button`'s content, an `Alert`'s buttons, a `Table`'s
    /// rows (each an `HStack` of its cells), `"children"`.
    public var children: [Node]
    /// The handle that steps and `accessibilityElements` use; never spoken.
    public var id: String?
    /// A number the runtime gives every node so focus survives insertions; never written in files.
    public var serial: Int = 0

    /// The state its initializer takes (`isOn`, `value`, `text` ...).
    public var control: ControlState {
        @inline(__always) _read { yield storedControl.value }
        _modify { yield &storedControl.value }
    }

    /// Its accessibility modifiers (`accessibilityLabel`, traits, grouping ...).
    public var accessibility: AccessibilityModifiers {
        @inline(__always) _read { yield storedAccessibility.value }
        _modify { yield &storedAccessibility.value }
    }

    /// What the app does when the user activates, adjusts or escapes it.
    public var reactions: Reactions {
        @inline(__always) _read { yield storedReactions.value }
        _modify { yield &storedReactions.value }
    }

    /// Whether any accessibility modifier is set: a test that reads nothing out of line, for
    /// the rules that look at every view (most views set none).
    package var hasAccessibilityModifiers: Bool { !storedAccessibility.isEmpty }

    /// Whether any of the state its initializer takes is set: a test that reads nothing out of
    /// line (most views set none).
    package var hasControlState: Bool { !storedControl.isEmpty }

    /// `body` of the address of the node's modifiers, nil when it has none (`OutOfLine.withStorage`).
    @inline(__always)
    package func withAccessibility<Result>(_ body: (UnsafePointer<AccessibilityModifiers>?) -> Result) -> Result {
        storedAccessibility.withStorage(body)
    }

    /// `withAccessibility` of the node `node` points at, for walks in other modules that read
    /// nodes through pointers: there, calling a method on `node.pointee` copies the whole node
    /// first (the call is not inlined across the module, and could change the node).
    package static func withAccessibility<Result>(
        of node: UnsafePointer<Node>, _ body: (UnsafePointer<AccessibilityModifiers>?) -> Result
    ) -> Result {
        node.pointee.storedAccessibility.withStorage(body)
    }

    // Most views set few of these; keeping them out of line makes a node about 90 bytes
    // instead of about 550, which matters for screens of a million elements.
    private var storedControl = OutOfLine<ControlState>()
    private var storedAccessibility = OutOfLine<AccessibilityModifiers>()
    private var storedReactions = OutOfLine<Reactions>()

    /// A node of a kind with its title and children; state and modifiers are set afterwards.
    public init(_ kind: NodeKind, title: String? = nil, children: [Node] = []) {
        self.kind = kind
        self.title = title
        self.children = children
    }
}

/// The state a control's initializer takes (`isOn`, `value`, `text` ...).
public struct ControlState: Sendable, Equatable, OutOfLineValue {
    /// A `Toggle`'s `isOn`.
    public var isOn: Bool?
    /// `value` of a `Slider`, `Stepper` or `ProgressView`.
    public var number: Double?
    /// The range of a `Slider` or `Stepper`.
    public var range: ClosedRange<Double>?
    /// The step a `Slider` or `Stepper` moves by on each swipe.
    public var step: Double?
    /// A `Picker`'s options, in order.
    public var options: [String]?
    /// A `Picker`'s selected option.
    public var selection: String?
    /// A `Picker`'s style, which decides whether it is one adjustable element or a row of buttons.
    public var pickerStyle: PickerStyle?
    /// The current text of a text input.
    public var text: String?
    /// `false` for a `TextEditor` the user cannot edit (UIKit `UITextView.isEditable`): static
    /// text, heard by its label when it has one, else by its text.
    public var isEditable: Bool?
    /// `true` for a text input already editing when the screen appears (SwiftUI `.focused`,
    /// UIKit `becomeFirstResponder()`): it says "Is editing", and typing goes into it.
    public var isFocused: Bool?
    /// How many of a `Section`'s first children are its header (`"header"`).
    public var sectionHeaderCount: Int?
    /// How many of a `Section`'s last children are its footer (`"footer"`).
    public var sectionFooterCount: Int?
    /// Whether a `Section`'s header was written as a title (`"header": "Account"`), not a list of
    /// views: its one view's path is then `header`, not `header[0]`.
    package var sectionHeaderIsTitle: Bool?
    /// Whether a `Section`'s footer was written as a title, as ``sectionHeaderIsTitle`` for the header.
    package var sectionFooterIsTitle: Bool?
    /// `false` keeps a `Section`'s header from being made a heading (`"addsHeaderTrait"`).
    public var addsHeaderTrait: Bool?
    /// A `Tab`'s selection.
    public var selected: Bool?
    /// A `Tab`'s badge, spoken after its name.
    public var badge: String?
    /// An `Alert`'s message.
    public var message: String?
    /// A `Label`'s icon (decoration) or an `Image(decorative:)`.
    public var icon: String?
    /// `true` for an `Image(decorative:)`, which VoiceOver skips.
    public var decorative: Bool?
    /// An `Image(systemName:)`'s SF Symbol name (its `title` too, read when it has no label).
    public var systemName: String?
    /// A scroll view's pages, for the three-finger scroll gesture ("Page 2 of 5").
    public var pages: Int?
    /// The scroll view's current page, 1-based.
    public var page: Int?
    /// A `PageControl`'s number of pages (UIKit `numberOfPages`), 1 or more.
    public var numberOfPages: Int?
    /// A `PageControl`'s current page, 0-based as UIKit's `currentPage`.
    public var currentPage: Int?
    /// A `DatePicker`'s date, as the ISO 8601 text gave it (its wall-clock time, offset dropped).
    public var date: PickerDate?
    /// What a `DatePicker` shows: the date, the time or both (nil: the date).
    public var displayedComponents: [DatePickerComponent]?
    /// How a `DatePicker` is drawn (nil: compact).
    public var datePickerStyle: DatePickerStyle?
    /// A `Table`'s column header titles; its rows are its children, each a row of cells.
    public var columns: [String]?

    /// No state.
    public init() {}

    static let outOfLineDefault = Self()
}

/// How a `Picker` is drawn.
public enum PickerStyle: String, Sendable, CaseIterable {
    /// `.wheel` is one adjustable element; `.segmented` is a row of buttons.
    case wheel, segmented
}

/// What the app does when VoiceOver performs an action on this view (FORMAT.md §1.2).
public struct Reactions: Sendable {
    /// Steps the app runs on a double tap.
    public var onActivate: [TimedStep]?
    /// Steps the app runs on a two-finger double tap (the magic tap).
    public var onMagicTap: [TimedStep]?
    /// Steps the app runs on the two-finger scrub (escape).
    public var onEscape: [TimedStep]?
    /// Steps the app runs when the user swipes up on an adjustable element.
    public var onIncrement: [TimedStep]?
    /// Steps the app runs when the user swipes down on an adjustable element.
    public var onDecrement: [TimedStep]?
    /// Earshot's extension: what the app does on a three-finger scroll, by direction.
    public var onScroll: [ScrollDirection: [TimedStep]] = [:]
    /// A `Menu`'s items (buttons), which a double tap presents as a list; empty when they are
    /// not known (`"items": null`, an imported pop-up button), nil for other views.
    public var menuItems: [Node]?

    /// No reactions.
    public init() {}
}

// Steps do not compare, so reactions, once set, keep their storage.
extension Reactions: OutOfLineValue {
    static let outOfLineDefault = Self()
    var isDefault: Bool { false }
}
