extension Explanation {
    /// Why `element` (stop `index` of `list`) is heard as it is: how it came to be one element,
    /// where it stands in the order, and what its line says in which order.
    static func reasons(
        for element: AccessibilityElement, at index: Int, of list: ElementList, in layer: ExplainedLayer, speech: ElementSpeech
    ) -> [Reason] {
        let serial = element.sourceSerial
        let own = layer.place(of: serial)
        let node = layer.table[serial]
        let ancestors = layer.ancestors(of: serial)
        var reasons: [Reason] = []
        // Which element: grouping on the view itself, then what the views around it did.
        if let node { reasons += grouping(of: node, element, at: own, in: layer) }
        reasons += surroundings(ancestors, in: layer)
        reasons += order(of: element, at: index, of: list, node: node, ancestors: ancestors, in: layer)
        var said = words(of: element, node: node, at: own, speech: speech)
        // What made it a heading, though the app gave it no trait: named before its trait words.
        if let node,
            let heading = barTitle(node, element, ancestors: ancestors, at: own)
                ?? sectionHeading(of: node, element, ancestors: ancestors, in: layer)
        {
            said.insert(heading, at: said.firstIndex { $0.rule == ExplanationRule.traitsOrder.id } ?? said.endIndex)
        }
        reasons += said
        if layer.framework == .uikit, node?.kind == .toggle {
            reasons.append(
                Reason(.controlUIKitSwitch, own, "a UISwitch says On or Off from its state, whatever accessibilityValue the app sets"))
        }
        return reasons
    }

    /// Why `node` is a heading as its navigation bar's title (its first text, whatever traits
    /// the app gave it: `ElementListBuilder.barTitle(of:)`); nil for any other view.
    private static func barTitle(_ node: Node, _ element: AccessibilityElement, ancestors: [Node], at place: Place?) -> Reason? {
        guard node.kind == .text, element.traits.contains(.isHeader),
            let bar = ancestors.first(where: { $0.kind == .navigationBar }), ElementListBuilder.barTitle(of: bar) == node.serial
        else { return nil }
        return Reason(.traitsBarTitleHeading, place, "a navigation bar's title is a heading, though the app gave it no trait")
    }

    /// The `Section` that made `node` a heading, as one of its header's views (or a view inside
    /// a plain stack of them): nil when the element is no heading, or no section's header made it
    /// one (VOICEOVER.md §1, `Node.makeHeadings(ofSection:)`).
    private static func sectionHeading(of node: Node, _ element: AccessibilityElement, ancestors: [Node], in layer: ExplainedLayer)
        -> Reason?
    {
        guard element.traits.contains(.isHeader), !node.accessibility.removeTraits.contains(.isHeader) else { return nil }
        var current = node
        for ancestor in ancestors {
            if let count = ancestor.control.sectionHeaderCount {
                guard ancestor.control.addsHeaderTrait != false,
                    ancestor.children.prefix(count).contains(where: { $0.serial == current.serial })
                else { return nil }
                return Reason(
                    .traitsSectionHeader, layer.place(of: ancestor.serial),
                    "a view of this Section's header is a heading, though the app gave it no trait"
                        + " (.accessibilityRemoveTraits(.isHeader) or \"addsHeaderTrait\": false opts out)")
            }
            guard ancestor.kind.isTransparentContainer, ancestor.accessibility.childBehavior == nil else { return nil }
            current = ancestor
        }
        return nil
    }

    /// What the view that made the element did to make it one element.
    private static func grouping(of node: Node, _ element: AccessibilityElement, at place: Place?, in layer: ExplainedLayer) -> [Reason] {
        let modifiers = node.accessibility
        var reasons: [Reason] = []
        switch modifiers.childBehavior {
        case .combine?:
            var detail = ".combine made one element of its children: their labels joined in reading order"
            detail += element.label.isEmpty ? " (none had one)" : ", \"\(element.label)\""
            if !element.value.isEmpty { detail += ", their values likewise, \"\(element.value)\"" }
            if !element.actions.isEmpty {
                detail += "; their controls became actions: " + element.actions.map(\.name).joined(separator: ", ")
            }
            reasons.append(Reason(.groupingCombine, place, detail))
        case .ignore?:
            reasons.append(
                Reason(.groupingIgnore, place, ".ignore made one element with only its own label and traits; its children are hidden"))
        case .contain?, nil:
            if modifiers.isAccessibilityElement == true, !node.children.isEmpty {
                reasons.append(
                    Reason(.groupingViewElement, place, "isAccessibilityElement made one element of this view; its subviews are hidden"))
            }
        }
        if node.kind == .button, !element.actions.isEmpty, hasDescendant(of: node, where: { $0.kind == .button }) {
            let names = element.actions.map(\.name).joined(separator: ", ")
            reasons.append(
                Reason(.groupingButtonInLabel, place, "a button inside its label is no stop of its own: it became an action (\(names))"))
        }
        if let cell = element.tableCell {
            reasons.append(
                Reason(
                    .groupingDataTable, place,
                    "a cell of a data table, row \(cell.row), column \(cell.column): the header, row and column it moves into are said"))
        }
        reasons += hiddenInside(node, in: layer)
        return reasons
    }

    /// The hidden views inside a view that made one element of many: they add nothing to it.
    private static func hiddenInside(_ node: Node, in layer: ExplainedLayer) -> [Reason] {
        let behavior = node.hasAccessibilityModifiers ? node.accessibility.childBehavior : nil
        guard
            behavior == .combine || node.kind == .button
                || node.hasAccessibilityModifiers && node.accessibility.isAccessibilityElement == true
        else { return [] }
        var reasons: [Reason] = []
        var stack = Array(node.children.reversed())
        while let child = stack.popLast(), reasons.count < 8 {
            if child.kind == .image, child.control.decorative == true {
                let name = child.title ?? child.control.icon
                let what = name.map { "its decorative image \"\($0)\"" } ?? "its decorative image"
                reasons.append(
                    Reason(
                        .hidingDecorativeImage, layer.place(of: child.serial),
                        "\(what) (Image(decorative:)) is not in the tree and adds nothing to it"))
                continue
            }
            if child.hasAccessibilityModifiers, child.accessibility.hidden == true {
                let what = child.title.map { "\(child.kind.rawValue) \"\($0)\"" } ?? child.kind.rawValue
                reasons.append(
                    Reason(.hidingHidden, layer.place(of: child.serial), "its \(what) has accessibilityHidden(true) and adds nothing to it")
                )
                continue
            }
            stack += child.children.reversed()
        }
        return reasons
    }

    /// Whether a view inside `node` (not `node` itself) matches.
    static func hasDescendant(of node: Node, where matches: (Node) -> Bool) -> Bool {
        var stack = node.children
        while let child = stack.popLast() {
            if matches(child) { return true }
            stack += child.children
        }
        return false
    }

    /// What the views around the element did: containers it stands in, a modal view that
    /// scopes it, an alert, a plain stack that handed it modifiers, hidden views beside it.
    private static func surroundings(_ ancestors: [Node], in layer: ExplainedLayer) -> [Reason] {
        var reasons: [Reason] = []
        // Outermost first, as the file reads.
        for ancestor in ancestors.reversed() {
            let place = layer.place(of: ancestor.serial)
            if ancestor.kind == .alert {
                reasons.append(
                    Reason(.modalAlert, place, "inside a system alert: \"Alert\" is said as focus enters it, and focus stays in it"))
                continue
            }
            guard ancestor.hasAccessibilityModifiers else { continue }
            let modifiers = ancestor.accessibility
            if modifiers.viewIsModal == true || modifiers.addTraits.contains(.isModal) {
                reasons.append(Reason(.modalScope, place, "inside a modal view: its siblings are ignored, and only its siblings"))
            }
            if modifiers.childBehavior == .contain || modifiers.containerType != nil {
                let label = modifiers.label.map { ": its label \"\($0)\" is spoken as focus first enters it" } ?? ""
                reasons.append(Reason(.groupingContain, place, "inside a container, which keeps its children separate stops\(label)"))
                if modifiers.disabled == true {
                    reasons.append(
                        Reason(
                            .groupingDisabledContainer, place,
                            "the container is disabled: it says its state with its label as focus enters it"))
                }
            }
            if modifiers.groupsChildren == true {
                reasons.append(
                    Reason(
                        .groupingGroupsChildren, place, "shouldGroupAccessibilityChildren keeps this view's children together in the order")
                )
            }
            if ancestor.kind.isTransparentContainer, modifiers.childBehavior == nil,
                modifiers.label != nil || modifiers.value != nil || modifiers.hint != nil || !modifiers.addTraits.isEmpty
            {
                reasons.append(
                    Reason(
                        .groupingPlainStack, place,
                        "a plain stack is no element: its accessibility modifiers apply to each element inside it"))
            }
        }
        return reasons
    }
}
