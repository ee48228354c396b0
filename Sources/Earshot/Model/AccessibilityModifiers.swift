/// The accessibility modifiers of a view, under their SwiftUI names (UIKit names where UIKit has
/// its own concept). `nil` means "not set": the view's default applies.
public struct AccessibilityModifiers: Sendable {
    /// `accessibilityLabel`: what the element is called, in place of its own text.
    public var label: String?
    /// `accessibilityValue`: the element's current value, spoken after its label.
    public var value: String?
    /// `accessibilityHint`: what activating the element does, spoken after a pause.
    public var hint: String?
    /// Traits added with `accessibilityAddTraits`.
    public var addTraits: Traits = []
    /// Traits removed with `accessibilityRemoveTraits`.
    public var removeTraits: Traits = []
    /// `accessibilityHidden`: `true` hides the view and its children from VoiceOver.
    public var hidden: Bool?
    /// `accessibilityElement(children:)`: whether the children are combined, contained or ignored.
    public var childBehavior: ChildBehavior?
    /// `accessibilitySortPriority`: higher goes first among its siblings.
    public var sortPriority: Double?
    /// `accessibilityAction(named:)`: the custom actions, in the order the actions rotor lists them.
    public var actions: [CustomAction] = []
    /// `disabled`: `true` makes VoiceOver say "dimmed".
    public var disabled: Bool?
    /// `accessibilityCustomContent`: entries beyond label, value and hint, in order; high
    /// importance is spoken with the element, the rest through the More Content rotor.
    public var customContent: [CustomContent] {
        get { rare.field({ $0.customContent }, else: []) }
        set { rare.set(newValue, isDefault: newValue.isEmpty) { $0.customContent = $1 } }
    }
    /// `accessibilityRotor`: rotors the app adds, each moving through the views it names.
    public var rotors: [CustomRotor] {
        get { rare.field({ $0.rotors }, else: []) }
        set { rare.set(newValue, isDefault: newValue.isEmpty) { $0.rotors = $1 } }
    }
    /// `accessibilityInputLabels`: names for Voice Control; never spoken by VoiceOver.
    public var inputLabels: [String]? {
        get { rare.field({ $0.inputLabels }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.inputLabels = $1 } }
    }
    /// The language (BCP 47) the element's text is spoken in, when it differs from the screen's.
    public var language: String? {
        get { rare.field({ $0.language }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.language = $1 } }
    }
    /// `accessibilityHeading`: the heading level (1-6), or `0` for a heading of unspecified level.
    public var headingLevel: Int? {
        get { rare.field({ $0.headingLevel }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.headingLevel = $1 } }
    }
    /// The `accessibilitySpeech*` attributes of the element's text.
    public var speech: SpeechAttributes? {
        get { rare.field({ $0.speech }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.speech = $1 } }
    }
    /// Where the view is on screen, for touch exploration and reading order.
    public var frame: Frame? {
        get { rare.field({ $0.frame }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.frame = $1 } }
    }
    /// UIKit `isAccessibilityElement`.
    public var isAccessibilityElement: Bool? {
        get { rare.field({ $0.isAccessibilityElement }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.isAccessibilityElement = $1 } }
    }
    /// UIKit `accessibilityElements`: the explicit order of this container, by id.
    public var elements: [String]? {
        get { rare.field({ $0.elements }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.elements = $1 } }
    }
    /// UIKit `accessibilityViewIsModal`.
    public var viewIsModal: Bool? {
        get { rare.field({ $0.viewIsModal }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.viewIsModal = $1 } }
    }
    /// UIKit `shouldGroupAccessibilityChildren`.
    public var groupsChildren: Bool? {
        get { rare.field({ $0.groupsChildren }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.groupsChildren = $1 } }
    }
    /// `accessibilityContainerType`: the kind of container VoiceOver announces on entering.
    public var containerType: ContainerType? {
        get { rare.field({ $0.containerType }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.containerType = $1 } }
    }
    /// UIKit `focusGroupIdentifier`: the focus group Full Keyboard Access's Tab moves between
    /// (inherited by subviews that set none; Documentation/REACH.md §4).
    public var focusGroupIdentifier: String? {
        get { rare.field({ $0.focusGroupIdentifier }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.focusGroupIdentifier = $1 } }
    }
    /// UIKit `accessibilityNavigationStyle`: whether Switch Control scans this view's elements
    /// as one group (`combined`) or one by one (`separate`; Documentation/REACH.md §5).
    public var navigationStyle: NavigationStyle? {
        get { rare.field({ $0.navigationStyle }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.navigationStyle = $1 } }
    }
    /// `accessibilityRespondsToUserInteraction`: whether Switch Control, Voice Control and Full
    /// Keyboard Access interact with the element; nil infers it from its traits, actions and
    /// gestures (Apple, `accessibilityRespondsToUserInteraction(_:)`).
    public var respondsToUserInteraction: Bool? {
        get { rare.field({ $0.respondsToUserInteraction }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.respondsToUserInteraction = $1 } }
    }
    /// Earshot's own key `earshotIgnore`: audit rules the developer has decided not to follow
    /// on this view and everything inside it (`earshot audit` lists them as suppressed).
    public var auditIgnore: [String]? {
        get { rare.field({ $0.auditIgnore }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.auditIgnore = $1 } }
    }

    // Modifiers most views never set live out of line, keeping the common ones small.
    private var rare = OutOfLine<RareModifiers>()

    /// No modifiers.
    public init() {}
}

// Actions hold steps, which do not compare: modifiers, once set, keep their storage.
extension AccessibilityModifiers: OutOfLineValue {
    static let outOfLineDefault = Self()
    var isDefault: Bool { false }
}

/// The modifiers few views set (UIKit structure, language, speech attributes, frames).
struct RareModifiers: Sendable, Equatable, OutOfLineValue {
    static let outOfLineDefault = Self()
    var inputLabels: [String]?
    var language: String?
    var headingLevel: Int?
    var speech: SpeechAttributes?
    var frame: Frame?
    var isAccessibilityElement: Bool?
    var elements: [String]?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var containerType: ContainerType?
    var focusGroupIdentifier: String?
    var navigationStyle: NavigationStyle?
    var respondsToUserInteraction: Bool?
    var auditIgnore: [String]?
    var customContent: [CustomContent] = []
    var rotors: [CustomRotor] = []
}

/// `.accessibilityElement(children:)`.
public enum ChildBehavior: String, Sendable, CaseIterable {
    /// Combine the children into one element, keep them as separate elements, or hide them.
    case combine, contain, ignore
}

/// UIKit's `UIAccessibilityNavigationStyle`.
public enum NavigationStyle: String, Sendable, CaseIterable {
    /// The assistive technology decides, the elements are navigated one by one, or combined
    /// and navigated as a single item.
    case automatic, separate, combined
}

/// UIKit's `UIAccessibilityContainerType`.
public enum ContainerType: String, Sendable, CaseIterable {
    /// The container types of `UIAccessibilityContainerType`.
    case semanticGroup, list, landmark, dataTable
}

/// A named action: `.accessibilityAction(named:)`, UIKit `accessibilityCustomActions`.
public struct CustomAction: Sendable {
    /// The name the actions rotor speaks.
    public var name: String
    /// What the app does when the action is performed.
    public var steps: [TimedStep]
    /// The serial of a view whose double tap this action performs: a button merged into a
    /// combined element becomes a named action (Apple, `AccessibilityChildBehavior.combine`).
    public var activates: Int?

    /// An action with its name, the steps it runs and the view whose activation it performs.
    public init(name: String, steps: [TimedStep] = [], activates: Int? = nil) {
        self.name = name
        self.steps = steps
        self.activates = activates
    }
}

/// The `accessibilitySpeech*` attributes of an element's text.
public struct SpeechAttributes: Sendable, Equatable {
    /// `accessibilitySpeechPunctuation`: speak every punctuation mark.
    public var punctuation: Bool?
    /// `accessibilitySpeechSpellsOutCharacters`: spell the text letter by letter.
    public var spellsOutCharacters: Bool?
    /// `accessibilitySpeechAdjustedPitch`: the pitch multiplier, 0.0 to 2.0 (1.0 is normal).
    public var pitch: Double?
    /// `accessibilitySpeechPhoneticNotation`: how to pronounce the text, in IPA.
    public var ipa: String?

    /// Speech attributes; `nil` leaves an attribute unset.
    public init(punctuation: Bool? = nil, spellsOutCharacters: Bool? = nil, pitch: Double? = nil, ipa: String? = nil) {
        self.punctuation = punctuation
        self.spellsOutCharacters = spellsOutCharacters
        self.pitch = pitch
        self.ipa = ipa
    }
}

/// A view's frame in screen points.
public struct Frame: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame from its origin and size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether the point is inside the frame (edges included), as a touch tests it.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}
