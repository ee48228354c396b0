extension ElementListBuilder {
    /// The items a node contributes to the container scope it stands in.
    mutating func collect(_ node: consuming Node, _ inherited: Inherited) -> [Item] {
        if isHidden(node) { return [] }
        var context = inherited
        if let language = node.accessibility.language { context.language = language }
        if node.accessibility.disabled == true { context.disabled = true }
        if let speech = node.accessibility.speech { context.speech = speech }
        let priority = node.accessibility.sortPriority ?? 0
        let modifiers = node.accessibility

        switch modifiers.childBehavior {
        case .ignore?:
            // A new element with no properties but its own; children are hidden (facts §4.1).
            var element = makeElement(node, context, label: "", value: "", traits: [])
            element.activationSerial = node.serial
            return [item(element, priority)]
        case .combine?:
            return [item(combined(&node, context, keepButtonLabels: false), priority)]
        case .contain?:
            return [group(&node, context, description: modifiers.label, priority: priority)]
        case nil:
            break
        }
        if framework == .uikit, modifiers.isAccessibilityElement == true, !node.children.isEmpty {
            // UIKit: the container is one element and its subviews are hidden; with no label of
            // its own it reads its subviews' text, as table cells do.
            return [item(combined(&node, context, keepButtonLabels: true), priority)]
        }
        switch node.kind {
        case .tabBar:
            return [group(&node, context, description: modifiers.label ?? phrases.phrase(.containerTabBar), priority: priority)]
        case .toolbar:
            return [group(&node, context, description: modifiers.label ?? phrases.phrase(.containerToolbar), priority: priority)]
        case .navigationBar:
            return [group(&node, context, description: modifiers.label, priority: priority)]
        default:
            break
        }
        if modifiers.containerType != nil || modifiers.groupsChildren == true || modifiers.elements != nil {
            let description: String? = modifiers.containerType == nil ? nil : modifiers.label
            return [group(&node, context, description: description, priority: priority, isContainer: modifiers.containerType != nil)]
        }
        if node.kind.isTransparentContainer {
            return transparent(&node, context, priority: priority)
        }
        return leafItems(&node, context, priority: priority)
    }

    /// A stack VoiceOver sees through: no stop, no description, its children read in its place.
    ///
    /// SwiftUI applies its modifiers to each element inside (CVS Health GroupingControls: a
    /// label on a stack without `.contain` "will incorrectly override the visible label text of
    /// the controls inside"), and sorts its children by priority among themselves: priority is
    /// "relative to other elements at the same level" (Apple), so a nested stack's C(2), D(3),
    /// E(1) after A and B read A, B, D, C, E (day-227). UIKit views pass on nothing and their
    /// subviews join the enclosing container's geometric order.
    mutating func transparent(_ node: inout Node, _ context: Inherited, priority: Double) -> [Item] {
        var inner = context
        if framework == .swiftui {
            let modifiers = node.accessibility
            inner.label = modifiers.label ?? context.label
            inner.value = modifiers.value ?? context.value
            inner.hint = modifiers.hint ?? context.hint
            inner.addTraits.formUnion(modifiers.addTraits.subtracting(.isModal))
            inner.removeTraits.formUnion(modifiers.removeTraits)
        }
        let items = collectChildren(of: &node, inner)
        guard framework == .swiftui, !items.isEmpty else { return items }
        let ordered = order(items, explicit: false)
        return [
            Item(
                content: .group(container: nil, items: ordered), priority: priority, frame: node.accessibility.frame ?? ordered.first?.frame
            )
        ]
    }

    /// A container: its children stay separate stops, are read together, and sort among
    /// themselves. `description` is spoken when focus first enters it (facts §4.2).
    mutating func group(_ node: inout Node, _ context: Inherited, description: String?, priority: Double, isContainer: Bool = true) -> Item
    {
        var inner = context
        inner.label = nil
        inner.value = nil
        inner.hint = nil
        var children: [Item] = []
        let explicit = node.accessibility.elements
        if let explicit {
            // UIKit `accessibilityElements`: this order exactly; views left out are unreachable.
            for id in explicit {
                guard let listed = NodeWalk.find(id, under: node) else { continue }
                children += collect(listed, inner)
            }
        } else {
            children = collectChildren(of: &node, inner)
        }
        let ordered = order(children, explicit: explicit != nil)
        if node.kind == .tabBar { numberTabs(ordered) }
        var container: Int?
        if isContainer {
            container = pool.add(ContainerInfo(serial: node.serial, description: description, language: context.language))
        }
        let frame = node.accessibility.frame ?? ordered.first?.frame
        return Item(content: .group(container: container, items: ordered), priority: priority, frame: frame)
    }

    /// Tabs say "N of M" among the tabs of their tab bar (facts §1.8).
    mutating func numberTabs(_ items: [Item]) {
        let count = pool.elements(of: items).filter { $0.control == .tab }.count
        var index = 0
        func visit(_ items: [Item], _ pool: inout ElementPool) {
            for item in items {
                switch item.content {
                case .element(let element) where pool[element].control == .tab:
                    index += 1
                    pool[element].position = .init(index: index, count: count)
                case .group(_, let children):
                    visit(children, &pool)
                default:
                    break
                }
            }
        }
        visit(items, &pool)
    }

    /// One element that merges its children (`.combine`, or a UIKit container element).
    ///
    /// Labels join with ", " in reading order, values likewise. On current iOS a child button
    /// stops being its own stop: the first gives the element its default action and the button
    /// trait, further ones become named actions, and their labels are not merged (facts §4.1, a
    /// device experiment and CVS Health). Seed 000 says a child button's label is merged; that
    /// older behaviour is what UIKit container elements keep (`keepButtonLabels`).
    mutating func combined(_ node: inout Node, _ context: Inherited, keepButtonLabels: Bool) -> AccessibilityElement {
        var inner = context
        inner.label = nil
        inner.value = nil
        inner.hint = nil
        // The parts merge into one element: they are not kept, and neither are their containers.
        let parts = aside { builder in
            let children = builder.collectChildren(of: &node, inner)
            return builder.pool.elements(of: builder.order(children, explicit: false))
        }
        var labels: [String] = []
        var values: [String] = []
        var traits: Traits = []
        var actions: [CustomAction] = []
        var activation: Int?
        var adjustable: AccessibilityElement?
        let merged: Traits = [.isHeader, .isSelected, .isLink, .isToggle, .adjustable, .updatesFrequently, .isSearchField]
        for part in parts {
            let isButton = part.traits.contains(.isButton) && !part.traits.contains(.isToggle)
            if isButton {
                traits.insert(.isButton)
                if activation == nil {
                    activation = part.activationSerial
                } else if !part.label.isEmpty {
                    actions.append(CustomAction(name: part.label, activates: part.activationSerial))
                }
                if !keepButtonLabels {
                    actions.append(contentsOf: part.actions)
                    continue
                }
            }
            // A child switch is the element's double-tap action when no button is; a child
            // slider or picker is what swipes up and down adjust.
            if part.control == .toggle, activation == nil { activation = part.activationSerial }
            if adjustable == nil, part.traits.contains(.adjustable) { adjustable = part }
            if !part.label.isEmpty { labels.append(part.label) }
            if !part.value.isEmpty { values.append(part.value) }
            traits.formUnion(part.traits.intersection(merged))
            actions.append(contentsOf: part.actions)
        }
        if keepButtonLabels { traits = [] }
        var element = makeElement(
            node, context, label: labels.joined(separator: ", "), value: values.joined(separator: ", "), traits: traits)
        // Own actions first, then what the children brought.
        element.actions += actions
        element.activationSerial = node.reactions.onActivate != nil ? node.serial : (activation ?? node.serial)
        element.frame = node.accessibility.frame ?? parts.first?.frame
        if let adjustable, node.reactions.onIncrement == nil, node.reactions.onDecrement == nil {
            element.control = adjustable.control
            element.adjustmentSerial = adjustable.adjustmentSerial ?? adjustable.sourceSerial
        }
        return element
    }
}

extension NodeWalk {
    /// The first node with this id under `node` (breadth first), not counting `node` itself.
    static func find(_ id: String, under node: Node) -> Node? {
        var queue = node.children
        var index = 0
        while index < queue.count {
            if queue[index].id == id { return queue[index] }
            queue.append(contentsOf: queue[index].children)
            index += 1
        }
        return nil
    }
}
