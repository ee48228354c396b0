/// One element made again alone: an app step that changes only what a view says (its label,
/// value, hint, traits, text or state) changes that view's element and nothing else of the
/// list, so the session puts the element made again in place of the old one instead of
/// building the whole list again (`Session.splice`), and n such steps cost n, not n².
///
/// The builder keeps, as it builds the list, the context each view with an id that makes a
/// plain element of its own was read in (`leafContexts`); a change qualifies when the view
/// makes one plain element before and after it, and keeps everything the rest of the list reads
/// of it (`keepsItsPlace`). Anything else, or a warning, and the whole list is built again.
extension ElementListBuilder {
    /// The element `node` makes read in `context` (the context it was read in when the list was
    /// built), in `old`'s place in the list; nil when it would make anything but one plain
    /// element, make another key, or warn.
    mutating func element(remaking node: Node, in context: Inherited, replacing old: AccessibilityElement) -> AccessibilityElement? {
        guard Self.makesOnePlainElement(node), !isHidden(node), old.tableCell == nil, old.position == nil else { return nil }
        // What `collect` says of the view's own modifiers before it makes its element.
        if node.hasAccessibilityModifiers { warnAboutForeignKeys(node.accessibility) }
        var node = node
        let remade: AccessibilityElement? = aside { builder in
            var items: [Item] = []
            builder.leafItems(&node, context, priority: 0, into: &items)
            guard items.count == 1, case .element(let index) = items[0].content else { return nil }
            return builder.made.pool[index]
        }
        guard var element = remade, element.containers.isEmpty, element.position == nil, element.tableCell == nil else { return nil }
        warnIfSilent(element)
        guard made.warnings.isEmpty, element.key == old.key, element.id == old.id, element.sourceSerial == old.sourceSerial else {
            return nil
        }
        element.pathEntry = old.pathEntry
        element.containers = old.containers
        return element
    }

    /// Whether `node` makes exactly one element of its own through `leafItems`, with no
    /// subview, no container, nothing numbered or grouped with others.
    static func makesOnePlainElement(_ node: Node) -> Bool {
        guard node.children.isEmpty, !node.kind.isTransparentContainer, !node.kind.isScrollable else { return false }
        switch node.kind {
        case .alert, .datePicker, .tab, .tabBar, .toolbar, .dataTable, .navigationBar, .list: return false
        case .picker where node.control.pickerStyle == .segmented: return false
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor,
            .searchField, .progressView, .label, .menu, .pageControl, .vStack, .hStack, .zStack, .group, .form, .section,
            .scrollView, .navigationStack, .view:
            break
        }
        if node.kind.takesTitleOrContent, node.title == nil { return false }
        return node.withAccessibility { modifiers in
            guard let modifiers else { return true }
            return modifiers.pointee.childBehavior == nil && modifiers.pointee.isAccessibilityElement != true
                && modifiers.pointee.containerType == nil && modifiers.pointee.groupsChildren != true && modifiers.pointee.elements == nil
        }
    }

    /// Whether `after` stands where `before` stood for everything the rest of the list reads of
    /// a view: whether it is there, its order (sort priority, frame), modal scoping, and the
    /// context it reads its element in (language, disabled, speech).
    func keepsItsPlace(_ before: Node, _ after: Node) -> Bool {
        guard before.serial == after.serial, before.kind == after.kind, before.id == after.id, before.children.isEmpty,
            after.children.isEmpty, isHidden(before) == isHidden(after), isModal(before) == isModal(after),
            before.control.decorative == after.control.decorative, before.control.pickerStyle == after.control.pickerStyle
        else { return false }
        let a = before.accessibility
        let b = after.accessibility
        return a.sortPriority == b.sortPriority && a.frame == b.frame && a.language == b.language && a.disabled == b.disabled
            && a.speech == b.speech && a.hidden == b.hidden && a.isAccessibilityElement == b.isAccessibilityElement
            && a.childBehavior == b.childBehavior && a.containerType == b.containerType && a.groupsChildren == b.groupsChildren
            && a.elements == b.elements && a.viewIsModal == b.viewIsModal
    }
}
