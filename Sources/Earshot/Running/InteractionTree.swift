/// The screen as Switch Control and Full Keyboard Access see it in Earshot's model: VoiceOver's
/// elements in VoiceOver's order, which of them respond to user interaction, and the views
/// around each (Documentation/REACH.md §4, §5).
struct InteractionTree {
    /// One element VoiceOver reaches.
    struct Element {
        var index: Int
        var id: String?
        var label: String
        /// The line VoiceOver says when focus lands on it by swiping.
        var line: String
        var sourceSerial: Int
        /// Whether Switch Control and Full Keyboard Access interact with it.
        var responds: Bool
    }

    /// Who holds whom, as ``Reach`` reads the views.
    private let views: ReachTree
    private(set) var elements: [Element] = []
    let framework: Framework

    /// Runs the screen's default walk (as ``Reach`` does) for the lines its elements say.
    init(_ scenario: Scenario, voices: VoiceLibrary) throws(ScenarioError) {
        let (run, heard) = try ReachMeasure.walk(scenario, voices: voices)
        framework = run.scenario.screen.framework
        views = ReachTree(run.scenario.screen.root)
        let list = run.elements
        for index in list.elements.indices {
            let element = list.elements[index]
            elements.append(
                Element(
                    index: index, id: element.id, label: element.label, line: heard[index]?.line ?? element.label,
                    sourceSerial: element.sourceSerial, responds: responds(element)))
        }
    }

    func node(_ serial: Int) -> Node? { views.node(serial) }

    /// The views around `serial`, nearest first.
    func ancestors(of serial: Int) -> [Int] { views.ancestors(of: serial) }

    /// `#id`, or the view's kind.
    func name(of serial: Int) -> String { views.name(of: serial) }

    /// Apple, `accessibilityRespondsToUserInteraction(_:)`: "If this is not set, the value is
    /// inferred from the traits of the Accessibility element, the presence of Accessibility
    /// actions on the element, or the presence of gestures on the element or containing views."
    /// Earshot's gestures are `onActivate` and `onMagicTap`.
    private func responds(_ element: AccessibilityElement) -> Bool {
        if let set = node(element.sourceSerial)?.accessibility.respondsToUserInteraction { return set }
        if element.doesSomething { return true }
        let chain = [element.sourceSerial] + ancestors(of: element.sourceSerial)
        return chain.contains { serial in
            guard let reactions = node(serial)?.reactions else { return false }
            return reactions.onActivate?.isEmpty == false || reactions.onMagicTap?.isEmpty == false
        }
    }

    /// Why Switch Control would scan the view's elements as one group, by the means the tree
    /// itself gives (REACH.md §5); nil for a view that forms no group.
    func scanGroupReason(_ serial: Int) -> String? {
        guard let node = node(serial) else { return nil }
        let modifiers = node.accessibility
        switch modifiers.navigationStyle {
        case .separate?: return nil
        case .combined?: return "accessibilityNavigationStyle combined"
        case .automatic?, nil: break
        }
        if modifiers.childBehavior == .contain { return "accessibilityElement(children: .contain)" }
        if modifiers.groupsChildren == true { return "shouldGroupAccessibilityChildren" }
        if modifiers.elements != nil { return "accessibilityElements" }
        if let type = modifiers.containerType { return "accessibilityContainerType \(type.rawValue)" }
        switch node.kind {
        case .tabBar: return "tab bar"
        case .toolbar: return "toolbar"
        case .navigationBar: return "navigation bar"
        case .list where framework == .uikit: return "UIKit table view"
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField,
            .progressView, .label, .tab, .menu, .pageControl, .datePicker, .dataTable, .alert, .vStack, .hStack, .zStack, .group, .list,
            .form, .section, .scrollView, .navigationStack, .view:
            return nil
        }
    }

    /// The element's focus group: the nearest `focusGroupIdentifier` on its view or around it.
    func focusGroup(of element: Element) -> String? {
        for serial in [element.sourceSerial] + ancestors(of: element.sourceSerial) {
            if let group = node(serial)?.accessibility.focusGroupIdentifier { return group }
        }
        return nil
    }
}
