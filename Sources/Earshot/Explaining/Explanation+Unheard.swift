extension Explanation {
    /// Why a view of the screen is heard as it is, or never heard: the lines its elements said,
    /// or the rules that keep VoiceOver from reaching it, with the fix as the audit gives one.
    package struct View: Sendable, Equatable {
        /// Where the view is written.
        package var place: Place?
        /// The numbers (1-based) of the lines its elements said, in ``Explanation/lines``.
        package var heard: [Int]
        /// Why it is never heard; empty when it is heard.
        package var because: [Reason]
        /// How to make it heard, when it is not and the fix is known.
        package var fix: String?
    }

    /// Why the view `name` (its `id`, or its JSON path as errors write it) of the screen as it
    /// first appeared is heard as it is or not heard; nil when no view is so named.
    package func view(named name: String, in run: Run, voices: VoiceLibrary = .shared) throws(ScenarioError) -> View? {
        let context = try Context(run: run, voices: voices)
        guard let layer = context.first, let list = run.states.first?.elements, let node = layer.view(named: name) else {
            return nil
        }
        let names = Set(
            list.elements.indices.filter { list.elements[$0].sourceSerial == node.serial }.map { list.elements[$0].id ?? list.path(of: $0) }
        )
        let heard = lines.indices.filter { lines[$0].element.map(names.contains) ?? false }.map { $0 + 1 }
        var view = View(place: layer.place(of: node.serial), heard: heard, because: [], fix: nil)
        if names.isEmpty {
            (view.because, view.fix) = Self.unheard(node, in: layer, list: list)
        } else if heard.isEmpty, let stop = list.elements.firstIndex(where: { $0.sourceSerial == node.serial }) {
            let place = layer.place(of: node.serial)
            view.because = [
                Reason(
                    .gestureSwipe, place, "it is stop \(stop + 1) of \(list.elements.count), but this walk's steps never moved focus there")
            ]
        }
        return view
    }

    /// Why `node` made no element, and the fix: hidden, merged, left out, behind a modal view,
    /// or a view that is no stop of its own.
    static func unheard(_ node: Node, in layer: ExplainedLayer, list: ElementList) -> ([Reason], String?) {
        let ancestors = layer.ancestors(of: node.serial)
        // Hiding first, then modal scoping, then grouping; outermost first within each: the
        // first rule that removes it is the one to fix.
        for pass in 0..<3 {
            for (offset, view) in ([node] + ancestors).enumerated().reversed() {
                if let found = unheard(node, through: view, at: offset, ancestors: ancestors, pass: pass, in: layer, list: list) {
                    return found
                }
            }
        }
        if node.kind.isTransparentContainer || isSortScope(node) {
            return (
                [
                    Reason(
                        .groupingContain, layer.place(of: node.serial),
                        "a \(node.kind.rawValue) is no stop of its own: the elements inside it are the stops")
                ], nil
            )
        }
        return (
            [Reason(.speechOrder, layer.place(of: node.serial), "it has nothing to say: no label, value or traits")],
            "give it an accessibilityLabel"
        )
    }

    /// What `view` (the view explained, `offset` 0, or one around it) does to keep `node` from
    /// VoiceOver, by the rules of one pass: 0 hiding, 1 modal scoping, 2 grouping.
    private static func unheard(
        _ node: Node, through view: Node, at offset: Int, ancestors: [Node], pass: Int, in layer: ExplainedLayer, list: ElementList
    ) -> ([Reason], String?)? {
        let place = layer.place(of: view.serial)
        let itself = offset == 0
        let whose = itself ? "it" : "the view around it at \(place?.path ?? "?")"
        switch pass {
        case 0:
            if view.kind == .image, view.control.decorative == true {
                return (
                    [Reason(.hidingDecorativeImage, place, "\(whose) is a decorative image (Image(decorative:)), not in the tree")],
                    "if it carries meaning, use Image(_:) with an accessibilityLabel (UIKit: isAccessibilityElement = true and an accessibilityLabel)"
                )
            }
            guard view.hasAccessibilityModifiers else { return nil }
            let modifiers = view.accessibility
            if modifiers.hidden == true {
                return (
                    [Reason(.hidingHidden, place, "\(whose) has accessibilityHidden(true), which removes a view and everything inside it")],
                    "remove accessibilityHidden(true) (UIKit: accessibilityElementsHidden / isAccessibilityElement)"
                )
            }
            if modifiers.isAccessibilityElement == false, view.children.isEmpty {
                return (
                    [Reason(.hidingNotElement, place, "\(whose) sets isAccessibilityElement = false")],
                    "set isAccessibilityElement = true and give it a label"
                )
            }
            return nil
        case 1:
            guard let blocker = modalSibling(of: view, in: layer) else { return nil }
            return (
                [
                    Reason(
                        .modalScope, layer.place(of: blocker.serial),
                        "\(whose) is a sibling of this modal view, and VoiceOver ignores a modal view's siblings")
                ],
                "put it inside the modal view, or present the modal view so that it is no sibling of the screen (accessibilityViewIsModal only scopes siblings)"
            )
        default:
            guard !itself, view.hasAccessibilityModifiers else { return nil }
            let modifiers = view.accessibility
            let merged = list.elements.firstIndex { $0.sourceSerial == view.serial }
            let heardAs = merged.map { " heard as \"\(list.elements[$0].label)\"" } ?? ""
            switch modifiers.childBehavior {
            case .combine?:
                return (
                    [
                        Reason(
                            .groupingCombine, place,
                            "inside a combined element\(heardAs): its label joins that element's, and it is no stop of its own")
                    ],
                    "if it must be a stop of its own, use .accessibilityElement(children: .contain) on the view around it"
                )
            case .ignore?:
                return (
                    [Reason(.groupingIgnore, place, "inside an .ignore element\(heardAs): its children are hidden")],
                    "use .accessibilityElement(children: .combine) to keep its text, or .contain to keep it a stop"
                )
            case .contain?, nil:
                break
            }
            if modifiers.isAccessibilityElement == true, !view.children.isEmpty {
                return (
                    [
                        Reason(
                            .groupingViewElement, place,
                            "inside a view that is one element (isAccessibilityElement)\(heardAs): its subviews are hidden")
                    ],
                    "set isAccessibilityElement = false on the view around it, and make its subviews elements"
                )
            }
            if let ids = modifiers.elements, !([node] + ancestors.prefix(offset - 1)).contains(where: { $0.id.map(ids.contains) ?? false })
            {
                return (
                    [
                        Reason(
                            .orderExplicit, place,
                            "the container's accessibilityElements lists \(ids.joined(separator: ", ")) and not it: it is unreachable")
                    ],
                    "add its id to the container's accessibilityElements"
                )
            }
            return nil
        }
    }

    /// The modal sibling that hides `view`: the last visible modal view among its siblings, when
    /// it is another view (VOICEOVER.md §4).
    private static func modalSibling(of view: Node, in layer: ExplainedLayer) -> Node? {
        guard let parentSerial = layer.table.parent(of: view.serial), let parent = layer.table[parentSerial] else { return nil }
        let modal = parent.children.last { sibling in
            guard sibling.hasAccessibilityModifiers else { return false }
            let modifiers = sibling.accessibility
            let isModal = modifiers.viewIsModal == true || modifiers.addTraits.contains(.isModal)
            return isModal && modifiers.hidden != true
        }
        guard let modal, modal.serial != view.serial else { return nil }
        return modal
    }

}

extension Explanation.Context {
    /// The views of the screen as it appeared that make no element and say why: each view hidden
    /// itself (a hidden view's insides are not listed again) and each view with an `id`.
    func neverHeard() -> [Explanation.View] {
        guard let layer = first, let list = run.states.first?.elements else { return [] }
        let made = Set(list.elements.map(\.sourceSerial))
        var found: [Explanation.View] = []
        var stack = [layer.root]
        while let node = stack.popLast(), found.count < 1_000 {
            let hidden =
                node.kind == .image && node.control.decorative == true
                || node.hasAccessibilityModifiers && node.accessibility.hidden == true
            if hidden || node.id != nil && !made.contains(node.serial) && !made.isEmpty {
                let (because, fix) = Explanation.unheard(node, in: layer, list: list)
                // A view with an id inside a stack that makes no stop says nothing worth a line.
                if hidden
                    || because.first.map({ $0.rule != ExplanationRule.groupingContain.id && $0.rule != ExplanationRule.speechOrder.id })
                        ?? false
                {
                    found.append(Explanation.View(place: layer.place(of: node.serial), heard: [], because: because, fix: fix))
                }
                if hidden { continue }
            }
            stack += node.children.reversed()
        }
        return found
    }
}
