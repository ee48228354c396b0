extension ElementListBuilder {
    /// Whether VoiceOver never sees this view or anything inside it.
    ///
    /// `accessibilityHidden(true)`, `Image(decorative:)`, and UIKit's
    /// `isAccessibilityElement = false` on a leaf (Apple's documentation of each).
    func isHidden(_ node: Node) -> Bool {
        if node.kind == .image, node.control.decorative == true { return true }
        // The modifiers are read through their address: reading `accessibility` copies the node.
        return node.withAccessibility { modifiers in
            guard let modifiers else { return false }
            return modifiers.pointee.hidden == true || modifiers.pointee.isAccessibilityElement == false && node.children.isEmpty
        }
    }

    func isModal(_ node: Node) -> Bool {
        node.withAccessibility { modifiers in
            guard let modifiers else { return false }
            return modifiers.pointee.viewIsModal == true || modifiers.pointee.addTraits.contains(.isModal)
        }
    }

    /// The children VoiceOver considers: when a visible sibling is modal, only the last modal
    /// sibling remains; its siblings, and only its siblings, are ignored. Elements beside the
    /// modal view's parent stay reachable (Apple, `AccessibilityTraits.isModal`; Orange's iOS
    /// accessibility guidelines, "Modal view"; cashapp/AccessibilitySnapshot,
    /// AccessibilityHierarchyParser.swift).
    func scopedChildren(_ children: [Node]) -> Range<Int> {
        // Through the buffer: `children[index]` handed to a call is copied whole first.
        children.withUnsafeBufferPointer { buffer in
            var index = buffer.endIndex
            while index > buffer.startIndex {
                index -= 1
                guard buffer[index].hasAccessibilityModifiers else { continue }
                if isModal(buffer[index]), !isHidden(buffer[index]) { return index..<index + 1 }
            }
            return children.indices
        }
    }

    /// The items of the children VoiceOver considers (`scopedChildren`).
    mutating func collectChildren(of node: inout Node, _ context: Inherited) -> [Item] {
        var items: [Item] = []
        // Usually one item a child: room for them up front, not grown by doubling from one.
        items.reserveCapacity(node.children.count)
        collectChildren(of: &node, context, into: &items)
        return items
    }

    /// Appends the items of the children VoiceOver considers to `items`.
    mutating func collectChildren(of node: inout Node, _ context: Inherited, into items: inout [Item]) {
        let scope = scopedChildren(node.children)
        // Usually an element a child: the pool's room made once, not grown by doubling.
        made.pool.reserve(scope.count)
        forEachChild(of: &node, in: scope) { builder, child in builder.collect(consume child, context, into: &items) }
    }
}
