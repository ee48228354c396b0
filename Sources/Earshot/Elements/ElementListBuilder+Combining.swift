extension ElementListBuilder {
    /// `.combine`: one element that merges its children (VOICEOVER.md §2).
    ///
    /// Labels join with ", " in reading order, values likewise (a button's value too: a device
    /// experiment, accessibilityupto11.com, day 229); some traits merge. No child's action is
    /// ever lost:
    /// - one interactive child (button, link, switch): the element takes its trait words and
    ///   state, and double tap performs its action ("Alarm 7:00, Switch button, Off");
    /// - two or more: each becomes a named action, named by its label, in reading order, the
    ///   first one too; the element says "Button", double tap performs the first one's action,
    ///   and their labels are not merged (WWDC24 session 10073: "Unread, Looks like a wonderful
    ///   time, Nick, button", swipe down: "Favorite", "Reply"). A switch's state stays in the
    ///   value, and its action toggles it.
    /// A child button's label is never merged (Apple: "a default action may become a named
    /// action"; CVS Health CombiningFocus). Adjustable children are not actions: the first one
    /// is what swipes up and down adjust, whatever else the element does; a later one cannot be
    /// reached, and says so in a warning.
    mutating func combined(_ node: inout Node, _ context: Inherited) -> AccessibilityElement {
        // The parts are read where they stand, by index: each is about 200 bytes and a dozen
        // references, too much to copy for a few of its fields.
        let parts = mergedParts(of: &node, context)
        let interactive = parts.indices.filter { Self.isInteractive(parts[$0]) }
        let many = interactive.count > 1
        // Room for a label, a value and an action a part, made once: grown from empty, each
        // array is allocated again as it grows.
        var labels: [String] = []
        labels.reserveCapacity(parts.count)
        var values: [String] = []
        values.reserveCapacity(parts.count)
        var traits: Traits = many ? .isButton : []
        var actions: [CustomAction] = []
        actions.reserveCapacity(parts.count)
        var adjustable: Int?
        let merged: Traits = [.isHeader, .isSelected, .isLink, .isToggle, .adjustable, .updatesFrequently, .isSearchField]
        for index in parts.indices {
            let partTraits = parts[index].traits
            let isButton = partTraits.contains(.isButton) && !partTraits.contains(.isToggle)
            if Self.isInteractive(parts[index]), many {
                let label = parts[index].label
                if label.isEmpty { warn("a combined child \(Self.kindWord(parts[index])) has no label, so its action has no name") }
                actions.append(CustomAction(name: label, activates: parts[index].activationSerial))
                if !parts[index].value.isEmpty { values.append(parts[index].value) }
                traits.formUnion(partTraits.intersection(merged).subtracting([.isLink, .isToggle]))
                actions += parts[index].actions
                continue
            }
            if isButton { traits.insert(.isButton) } else if !parts[index].label.isEmpty { labels.append(parts[index].label) }
            if partTraits.contains(.adjustable) {
                if adjustable == nil {
                    adjustable = index
                } else {
                    warn("a combined element adjusts its first adjustable child only; \"\(parts[index].label)\" cannot be adjusted")
                }
            }
            if !parts[index].value.isEmpty { values.append(parts[index].value) }
            traits.formUnion(partTraits.intersection(merged))
            actions += parts[index].actions
        }
        var element = makeElement(
            node, context, label: labels.joined(separator: ", "), value: values.joined(separator: ", "), traits: traits)
        // Own actions first, then what the children brought; custom content likewise, an entry
        // with a label already there replacing it (`[CustomContent].adding`).
        element.actions += actions
        for part in parts.indices where !parts[part].customContent.isEmpty {
            element.customContent = parts[part].customContent.reduce(element.customContent) { $0.adding($1) }
        }
        let defaultAction = interactive.first.flatMap { parts[$0].activationSerial }
        element.activationSerial = node.reactions.onActivate != nil ? node.serial : (defaultAction ?? node.serial)
        element.frame = node.accessibility.frame ?? (parts.isEmpty ? nil : parts[0].frame)
        if let adjustable, node.reactions.onIncrement == nil, node.reactions.onDecrement == nil {
            element.control = parts[adjustable].control
            element.adjustmentSerial = parts[adjustable].adjustmentSerial ?? parts[adjustable].sourceSerial
        }
        return element
    }

    /// A view with `isAccessibilityElement`: one element, whether or not it has subviews (a
    /// control that draws itself has none). Its subviews are hidden: with no label of its own it
    /// reads their text, as table cells do, but their traits and actions stay theirs; its only
    /// actions are its own (VOICEOVER.md §2; Apple: `isAccessibilityElement`).
    mutating func viewElement(_ node: inout Node, _ context: Inherited) -> AccessibilityElement {
        let parts = mergedParts(of: &node, context)
        let labels = parts.map(\.label).filter { !$0.isEmpty }
        let values = parts.map(\.value).filter { !$0.isEmpty }
        var element = makeElement(
            node, context, label: labels.joined(separator: ", "), value: values.joined(separator: ", "), traits: [])
        element.frame = node.accessibility.frame ?? (parts.isEmpty ? nil : parts[0].frame)
        return element
    }

    /// The elements `node`'s children would make, in reading order, made aside: they merge
    /// into one element, and neither they nor their containers are kept.
    mutating func mergedParts(of node: inout Node, _ context: Inherited) -> [AccessibilityElement] {
        var inner = context
        inner.label = nil
        inner.value = nil
        inner.hint = nil
        inner.sortPriority = nil
        return aside { builder in
            // An element a child, most often: room made once, not grown from empty.
            builder.made.pool.reserve(node.children.count)
            let children = builder.collectChildren(of: &node, inner)
            return builder.made.pool.take(builder.order(children, explicit: false))
        }
    }

    /// Whether a merged child has an action of its own that double tap performs: a button, a
    /// link or a switch.
    static func isInteractive(_ part: AccessibilityElement) -> Bool {
        part.traits.contains(.isButton) || part.traits.contains(.isLink) || part.traits.contains(.isToggle)
    }

    static func kindWord(_ part: AccessibilityElement) -> String {
        part.traits.contains(.isToggle) ? "switch" : part.traits.contains(.isLink) ? "link" : "button"
    }
}
