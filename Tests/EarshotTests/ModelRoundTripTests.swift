import Testing

@testable import Earshot

/// Views, their modifiers and elements keep rare parts out of line; what is set reads back.
@Suite("Model round trips")
struct ModelRoundTripTests {
    private static let steps = [TimedStep(.gesture(.next), after: 0.5)]

    private static func modifiers() -> AccessibilityModifiers {
        var modifiers = AccessibilityModifiers()
        modifiers.label = "Save"
        modifiers.value = "Draft"
        modifiers.hint = "Saves the draft"
        modifiers.addTraits = [.isButton]
        modifiers.removeTraits = [.isHeader]
        modifiers.hidden = false
        modifiers.childBehavior = .combine
        modifiers.sortPriority = 2
        modifiers.actions = [CustomAction(name: "Delete", steps: steps, activates: 4)]
        modifiers.disabled = true
        modifiers.inputLabels = ["Save", "Keep"]
        modifiers.language = "fr-CA"
        modifiers.headingLevel = 3
        modifiers.speech = SpeechAttributes(punctuation: true, spellsOutCharacters: false, pitch: 1.2, ipa: "sɛv")
        modifiers.frame = Frame(x: 1, y: 2, width: 3, height: 4)
        modifiers.isAccessibilityElement = true
        modifiers.elements = ["a", "b"]
        modifiers.viewIsModal = true
        modifiers.groupsChildren = false
        modifiers.containerType = .list
        return modifiers
    }

    private static func expectModifiers(_ modifiers: AccessibilityModifiers, _ comment: Comment? = nil) {
        #expect(modifiers.label == "Save" && modifiers.value == "Draft" && modifiers.hint == "Saves the draft", comment)
        #expect(modifiers.addTraits == [.isButton] && modifiers.removeTraits == [.isHeader], comment)
        #expect(modifiers.hidden == false && modifiers.childBehavior == .combine && modifiers.sortPriority == 2, comment)
        #expect(modifiers.actions.map(\.name) == ["Delete"] && modifiers.actions.first?.activates == 4, comment)
        #expect(modifiers.actions.first?.steps.map(\.summary) == ["next"], comment)
        #expect(modifiers.disabled == true && modifiers.inputLabels == ["Save", "Keep"] && modifiers.language == "fr-CA", comment)
        #expect(modifiers.headingLevel == 3, comment)
        #expect(modifiers.speech == SpeechAttributes(punctuation: true, spellsOutCharacters: false, pitch: 1.2, ipa: "sɛv"), comment)
        #expect(modifiers.frame == Frame(x: 1, y: 2, width: 3, height: 4) && modifiers.isAccessibilityElement == true, comment)
        #expect(modifiers.elements == ["a", "b"] && modifiers.viewIsModal == true && modifiers.groupsChildren == false, comment)
        #expect(modifiers.containerType == .list, comment)
    }

    private static func control() -> ControlState {
        var control = ControlState()
        control.isOn = true
        control.number = 0.25
        control.range = -1...1
        control.step = 0.5
        control.options = ["One", "Two"]
        control.selection = "Two"
        control.pickerStyle = .segmented
        control.text = "typed"
        control.selected = false
        control.badge = "3"
        control.message = "Are you sure?"
        control.icon = "star"
        control.decorative = true
        control.pages = 5
        control.page = 2
        return control
    }

    @Test("Every modifier reads back as set, and unset reads back as unset")
    func modifiersRoundTrip() {
        var modifiers = Self.modifiers()
        Self.expectModifiers(modifiers)
        let copy = modifiers
        modifiers.inputLabels = nil
        modifiers.language = nil
        modifiers.headingLevel = nil
        modifiers.speech = nil
        modifiers.frame = nil
        modifiers.isAccessibilityElement = nil
        modifiers.elements = nil
        modifiers.viewIsModal = nil
        modifiers.groupsChildren = nil
        modifiers.containerType = nil
        Self.expectModifiers(copy, "a copy does not see changes")
        #expect(modifiers.inputLabels == nil && modifiers.language == nil && modifiers.headingLevel == nil && modifiers.speech == nil)
        #expect(modifiers.frame == nil && modifiers.isAccessibilityElement == nil && modifiers.elements == nil)
        #expect(modifiers.viewIsModal == nil && modifiers.groupsChildren == nil && modifiers.containerType == nil)
        #expect(modifiers.label == "Save", "the common modifiers stay")
        modifiers.headingLevel = Int.max
        modifiers.inputLabels = []
        #expect(modifiers.headingLevel == Int.max && modifiers.inputLabels == [])
    }

    @Test("A view's control state, modifiers and reactions read back as set, and its copies are its own")
    func nodeRoundTrip() {
        var node = Node(.button, title: "Save", children: [Node(.text, title: "Inside")])
        #expect(node.control == ControlState() && node.accessibility.label == nil && node.reactions.onActivate == nil)
        node.id = "save"
        node.serial = Int.max
        node.control = Self.control()
        node.accessibility = Self.modifiers()
        var reactions = Reactions()
        reactions.onActivate = Self.steps
        reactions.onMagicTap = Self.steps
        reactions.onEscape = Self.steps
        reactions.onIncrement = Self.steps
        reactions.onDecrement = Self.steps
        reactions.onScroll = [.up: Self.steps]
        node.reactions = reactions
        #expect(node.kind == .button && node.title == "Save" && node.children.map(\.title) == ["Inside"])
        #expect(node.id == "save" && node.serial == Int.max && node.control == Self.control())
        Self.expectModifiers(node.accessibility)
        let all = [\Reactions.onActivate, \.onMagicTap, \.onEscape, \.onIncrement, \.onDecrement]
        for path in all { #expect(node.reactions[keyPath: path]?.map(\.summary) == ["next"]) }
        #expect(node.reactions.onScroll[.up]?.first?.after == 0.5 && node.reactions.onScroll.count == 1)

        let copy = node
        node.control.isOn = false
        node.control = ControlState()
        node.accessibility.label = "Changed"
        node.reactions.onActivate = nil
        #expect(copy.control == Self.control() && copy.accessibility.label == "Save" && copy.reactions.onActivate != nil)
        #expect(node.control == ControlState() && node.accessibility.label == "Changed" && node.reactions.onActivate == nil)
    }

    @Test("An element's numbers read back as set, even the one its storage marks with")
    func elementRoundTrip() {
        var element = AccessibilityElement(
            key: ElementKey(serial: 1), id: nil, label: "Save", value: "", hint: "", traits: [], headingLevel: nil, language: "en",
            speech: nil, actions: [], inputLabels: [], position: nil, containers: [], frame: nil, control: .none,
            activationSerial: Int.min, sourceSerial: 1, adjustmentSerial: nil)
        #expect(element.activationSerial == Int.min)
        for serial in [nil, 0, -1, Int.max, Int.min] {
            element.activationSerial = serial
            #expect(element.activationSerial == serial)
        }
        element.adjustmentSerial = Int.min
        element.headingLevel = 0
        #expect(element.adjustmentSerial == Int.min && element.headingLevel == 0)
    }
}
