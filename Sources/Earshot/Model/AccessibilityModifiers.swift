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
    /// `accessibilityInputLabels`: names for Voice Control; never spoken by VoiceOver.
    public var inputLabels: [String]? {
        get { rare.value.inputLabels }
        set { rare.value.inputLabels = newValue }
    }
    /// The language (BCP 47) the element's text is spoken in, when it differs from the screen's.
    public var language: String? {
        get { rare.value.language }
        set { rare.value.language = newValue }
    }
    /// `accessibilityHeading`: the heading level (1-6), or `0` for a heading of unspecified level.
    public var headingLevel: Int? {
        get { rare.value.headingLevel }
        set { rare.value.headingLevel = newValue }
    }
    /// The `accessibilitySpeech*` attributes of the element's text.
    public var speech: SpeechAttributes? {
        get { rare.value.speech }
        set { rare.value.speech = newValue }
    }
    /// Where the view is on screen, for touch exploration and reading order.
    public var frame: Frame? {
        get { rare.value.frame }
        set { rare.value.frame = newValue }
    }
    /// UIKit `isAccessibilityElement`.
    public var isAccessibilityElement: Bool? {
        get { rare.value.isAccessibilityElement }
        set { rare.value.isAccessibilityElement = newValue }
    }
    /// UIKit `accessibilityElements`: the explicit order of this container, by id.
    public var elements: [String]? {
        get { rare.value.elements }
        set { rare.value.elements = newValue }
    }
    /// UIKit `accessibilityViewIsModal`.
    public var viewIsModal: Bool? {
        get { rare.value.viewIsModal }
        set { rare.value.viewIsModal = newValue }
    }
    /// UIKit `shouldGroupAccessibilityChildren`.
    public var groupsChildren: Bool? {
        get { rare.value.groupsChildren }
        set { rare.value.groupsChildren = newValue }
    }
    /// `accessibilityContainerType`: the kind of container VoiceOver announces on entering.
    public var containerType: ContainerType? {
        get { rare.value.containerType }
        set { rare.value.containerType = newValue }
    }
    /// Earshot's own key `earshotIgnore`: audit rules the developer has decided not to follow
    /// on this view and everything inside it (`earshot audit` lists them as suppressed).
    public var auditIgnore: [String]? {
        get { rare.value.auditIgnore }
        set { rare.value.auditIgnore = newValue }
    }

    // Modifiers most views never set live out of line, keeping the common ones small.
    private var rare = OutOfLine<RareModifiers>()

    /// No modifiers.
    public init() {}
}

// Actions hold steps, which do not compare: modifiers, once set, keep their storage.
extension AccessibilityModifiers: OutOfLineValue {
    var isDefault: Bool { false }
}

/// The modifiers few views set (UIKit structure, language, speech attributes, frames).
struct RareModifiers: Sendable, Equatable, OutOfLineValue {
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
    var auditIgnore: [String]?
}

/// `.accessibilityElement(children:)`.
public enum ChildBehavior: String, Sendable, CaseIterable {
    /// Combine the children into one element, keep them as separate elements, or hide them.
    case combine, contain, ignore
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
