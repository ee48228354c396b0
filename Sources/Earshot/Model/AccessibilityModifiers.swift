/// The accessibility modifiers of a view, under their SwiftUI names (UIKit names where UIKit has
/// its own concept). `nil` means "not set": the view's default applies.
public struct AccessibilityModifiers: Sendable {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var addTraits: Traits = []
    public var removeTraits: Traits = []
    public var hidden: Bool?
    public var childBehavior: ChildBehavior?
    public var sortPriority: Double?
    public var actions: [CustomAction] = []
    public var disabled: Bool?
    public var inputLabels: [String]? {
        get { rare.value.inputLabels }
        set { rare.value.inputLabels = newValue }
    }
    public var language: String? {
        get { rare.value.language }
        set { rare.value.language = newValue }
    }
    public var headingLevel: Int? {
        get { rare.value.headingLevel }
        set { rare.value.headingLevel = newValue }
    }
    public var speech: SpeechAttributes? {
        get { rare.value.speech }
        set { rare.value.speech = newValue }
    }
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
    public var containerType: ContainerType? {
        get { rare.value.containerType }
        set { rare.value.containerType = newValue }
    }

    // Modifiers most views never set live out of line, keeping the common ones small.
    private var rare = OutOfLine<RareModifiers>()

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
}

/// `.accessibilityElement(children:)`.
public enum ChildBehavior: String, Sendable, CaseIterable {
    case combine, contain, ignore
}

/// UIKit's `UIAccessibilityContainerType`.
public enum ContainerType: String, Sendable, CaseIterable {
    case semanticGroup, list, landmark, dataTable
}

/// A named action: `.accessibilityAction(named:)`, UIKit `accessibilityCustomActions`.
public struct CustomAction: Sendable {
    public var name: String
    public var steps: [TimedStep]
    /// The serial of a view whose double tap this action performs: a button merged into a
    /// combined element becomes a named action (facts §4.1).
    public var activates: Int?

    public init(name: String, steps: [TimedStep] = [], activates: Int? = nil) {
        self.name = name
        self.steps = steps
        self.activates = activates
    }
}

/// The `accessibilitySpeech*` attributes of an element's text.
public struct SpeechAttributes: Sendable, Equatable {
    public var punctuation: Bool?
    public var spellsOutCharacters: Bool?
    public var pitch: Double?
    public var ipa: String?

    public init(punctuation: Bool? = nil, spellsOutCharacters: Bool? = nil, pitch: Double? = nil, ipa: String? = nil) {
        self.punctuation = punctuation
        self.spellsOutCharacters = spellsOutCharacters
        self.pitch = pitch
        self.ipa = ipa
    }
}

/// A view's frame in screen points.
public struct Frame: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}
