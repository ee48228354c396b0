import EarshotBase

extension Explanation {
    /// Where the element stands in the order: the order its container reads in, and the sort
    /// priority or explicit list that moved it (VOICEOVER.md §3).
    static func order(
        of element: AccessibilityElement, at index: Int, of list: ElementList, node: Node?, ancestors: [Node], in layer: ExplainedLayer
    ) -> [Reason] {
        let stop = "stop \(index + 1) of \(list.elements.count)"
        let scopeIndex = ancestors.firstIndex(where: isSortScope)
        let scope = scopeIndex.map { ancestors[$0] }
        let scopePlace = scope.flatMap { layer.place(of: $0.serial) }
        let scopeName = scope.flatMap { scope in scopePlace.map { "the \(scope.kind.rawValue) at \($0.path)" } } ?? "the screen's root"
        var reasons: [Reason] = []
        if let scope, let ids = scope.accessibility.elements {
            let position = element.id.flatMap { ids.firstIndex(of: $0) }.map { " at \($0 + 1) of \(ids.count)" } ?? ""
            reasons.append(
                Reason(
                    .orderExplicit, scopePlace,
                    "accessibilityElements sets the order of this container\(position); anything left out is unreachable; \(stop)"))
        } else if layer.framework == .uikit {
            let frame = element.frame.map { " (its frame's top at \(format($0.y)), leading edge at \(format($0.x)))" } ?? ""
            reasons.append(
                Reason(
                    .orderGeometric, layer.place(of: element.sourceSerial),
                    "UIKit reads in geometric order, rows top to bottom\(frame); \(stop)"))
        } else {
            reasons.append(
                Reason(.orderDeclaration, layer.place(of: element.sourceSerial), "SwiftUI reads siblings in declaration order; \(stop)"))
        }
        // The priority: the view's own, else a plain stack's between it and its scope.
        let between = ancestors.prefix(scopeIndex ?? ancestors.count)
        if let node, let priority = node.hasAccessibilityModifiers ? node.accessibility.sortPriority : nil {
            reasons.append(
                Reason(
                    .orderSortPriority, layer.place(of: node.serial),
                    "sort priority \(format(priority)) sorts it among the elements of \(scopeName), higher first"))
        } else if let stack = between.first(where: { $0.hasAccessibilityModifiers && $0.accessibility.sortPriority != nil }),
            let priority = stack.accessibility.sortPriority
        {
            reasons.append(
                Reason(
                    .orderSortPriority, layer.place(of: stack.serial),
                    "the plain stack's sort priority \(format(priority)) reaches it, sorting it among the elements of \(scopeName)"))
        }
        if reasons.contains(where: { $0.rule == ExplanationRule.orderSortPriority.id }) {
            let kind = scope.map { " (a \($0.kind.rawValue) is a scope for sort priority)" } ?? ""
            reasons.append(
                Reason(
                    .orderSortScope, scopePlace,
                    "a sort priority competes only with the elements of its nearest container, \(scopeName)\(kind)"))
        }
        // Containers that sort as one among their siblings.
        for container in ancestors where isSortScope(container) {
            guard container.hasAccessibilityModifiers, let priority = container.accessibility.sortPriority else { continue }
            reasons.append(
                Reason(
                    .orderSortPriority, layer.place(of: container.serial),
                    "its container sorts as one among its siblings by its priority \(format(priority))"))
        }
        return reasons
    }

    /// Whether sort priorities inside `node` sort among themselves: an accessibility container,
    /// a bar, a combined element's parts, a SwiftUI scroll view or list (VOICEOVER.md §3).
    static func isSortScope(_ node: Node) -> Bool {
        switch node.kind {
        case .tabBar, .toolbar, .navigationBar, .dataTable, .alert, .scrollView, .list, .form: return true
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor,
            .searchField, .progressView, .label, .tab, .menu, .pageControl, .datePicker, .vStack, .hStack, .zStack, .group,
            .section, .navigationStack, .view:
            break
        }
        guard node.hasAccessibilityModifiers else { return false }
        let modifiers = node.accessibility
        return modifiers.childBehavior == .contain || modifiers.childBehavior == .combine || modifiers.containerType != nil
            || modifiers.groupsChildren == true || modifiers.elements != nil
    }
}
