import Earshot

// Rules about the names Voice Control users say (Documentation/REACH.md §3): what they see on
// a control must be part of a name they can say.

extension AuditRule {
    /// A control whose visible title is in none of the names Voice Control knows it by (its
    /// input labels, else its label): "Tap <what the user sees>" does nothing.
    static let labelNotInName = AuditRule(
        "label-not-in-name", .warning,
        "A control's visible text is not part of its name, so a Voice Control user who says what they see cannot reach it.",
        source:
            "W3C, WCAG 2.2 SC 2.5.3 Label in Name (techniques G208, G211, failure F96); Apple, accessibilityInputLabels(_:) (Voice Control uses the input labels, else the label); Documentation/REACH.md §3"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.isActionable, let node = context.node(of: element), let visible = VisibleText.of(node) else { return nil }
            let names = element.voiceControlNames
            guard !names.isEmpty, !names.contains(where: { VisibleText.contains($0, visible) }) else { return nil }
            let said = names.map(\.quotedForAudit).joined(separator: ", ")
            return context.draft(
                element: index,
                "The \(element.kindName) shows \(visible.quotedForAudit), but Voice Control knows it only as \(said): \"Tap \(visible)\" does not reach it.",
                swiftUI:
                    ".accessibilityLabel(\"\(visible) <more>\") that starts with the visible text, or .accessibilityInputLabels([\"\(visible)\", ...])",
                uiKit: "view.accessibilityLabel = \"\(visible) <more>\", or view.accessibilityUserInputLabels = [\"\(visible)\", ...]")
        }
    }
}

/// The text a control shows on screen, as the screen file declares it.
enum VisibleText {
    /// The view's own title (`"Button": "Send"`), else the titles of the text inside it,
    /// joined; nil for a control that shows no text (an icon).
    static func of(_ node: Node) -> String? {
        if let title = node.title?.trimmedForAudit, !title.isEmpty,
            [.button, .link, .toggle, .tab, .label].contains(node.kind)
        {
            return title
        }
        guard [.button, .link].contains(node.kind) else { return nil }
        let texts = node.children.filter { $0.kind == .text }.compactMap(\.title).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    /// Whether `name` holds every word of `visible`, in order (case and punctuation aside).
    static func contains(_ name: String, _ visible: String) -> Bool {
        let words = visible.auditWords
        guard !words.isEmpty else { return true }
        let said = name.auditWords
        guard said.count >= words.count else { return false }
        return (0...(said.count - words.count)).contains { start in Array(said[start..<(start + words.count)]) == words }
    }
}
