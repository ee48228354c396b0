extension Explanation.Context {
    /// Why `element` is the dismiss region the present step put before a form sheet's or
    /// popover's content (`Session.withRegion`): nil for any other element. The place is the
    /// present step, or the reaction of a view of the screen that presented it. `layers`: how
    /// many layers state `state` has; `top`: its top layer's root, as it is in that state.
    ///
    /// - Complexity: O(n) in the screen's views, for the region's lines only.
    func dismissRegion(_ element: AccessibilityElement, layers: Int, top: Node, state: Int) -> Explanation.Reason? {
        guard run.states.indices.contains(state), layers > 1, top.kind == .vStack, top.children.count == 2 else { return nil }
        let region = top.children[0]
        let phrase = speech.book(for: element.language).phrase(.dismissRegion)
        guard region.serial == element.sourceSerial, region.kind == .button, region.title == phrase,
            let onActivate = region.reactions.onActivate, onActivate.count == 1,
            case .app(.dismiss(nil)) = onActivate[0].step
        else { return nil }
        // The state that first showed this layer holds the step that presented it.
        let shown = run.states[...state].first { $0.layers.last?.root.serial == top.serial }
        let content = top.children[1]
        var style: PresentationStyle?
        var place = stepPlace(shown?.step)
        if case .app(.present(let presentation))? = step(shown?.step) {
            style = presentation.style
        } else if let reaction = reactionPlace(
            preferring: activated(shown?.step),
            where: { event in
                guard case .present(let presentation) = event, presentation.showsDismissRegion else { return false }
                let matches =
                    presentation.root.kind == content.kind && presentation.root.id == content.id && presentation.root.title == content.title
                if matches { style = presentation.style }
                return matches
            })
        {
            place = reaction
        }
        let what =
            style.map { $0 == .popover ? "a popover" : $0 == .formSheet ? "a form sheet" : "what is presented" } ?? "what is presented"
        return Explanation.Reason(
            .modalDismissRegion, place,
            "\(what) begins with the system's dismiss region, \"\(phrase)\": no app labels it, and a double tap dismisses what is presented"
        )
    }

    /// The view `{"activate": ID}` named in scenario step `index`, when it did.
    func activated(_ index: Int?) -> String? {
        if case .gesture(.activate(let id))? = step(index) { id } else { nil }
    }
}
