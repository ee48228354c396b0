import Earshot

// A rule about SF Symbols: an icon-only control VoiceOver can only call by its symbol's name.

extension AuditRule {
    /// A control named by the raw name of its SF Symbol: "trash, Button", "square.and.arrow.up, Button".
    static let symbolNameAsLabel = AuditRule(
        "symbol-name-as-label", .error,
        "An icon-only control is named by its SF Symbol's name, which VoiceOver reads as it is written.",
        source:
            "VOICEOVER.md §1 (recorded XCUIVoiceOverService walks, iOS 27.0: an icon-only button heard as `lamp.desk.fill`); Apple, Image(systemName:) and accessibilityLabel(_:) documentation; WWDC19 session 254"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.isActionable, let symbol = context.rawSymbolName(of: element) else { return nil }
            return context.draft(
                element: index,
                "VoiceOver reads the \(element.kindName)'s SF Symbol name \(symbol.quotedForAudit): with no label, an icon-only control is named by its symbol, a code name, not what it does.",
                swiftUI:
                    "Label(\"<what it does>\", systemImage: \(symbol.quotedForAudit)).labelStyle(.iconOnly), or .accessibilityLabel(\"<what it does>\")",
                uiKit: "button.accessibilityLabel = \"<what it does>\"")
        }
    }
}

extension AuditContext {
    /// The SF Symbol name the element is called by, when its name is nothing but the raw name of
    /// a symbol it shows (`Image(systemName:)` in its content, or the image itself) and the app
    /// gave it no label of its own; nil otherwise.
    func rawSymbolName(of element: AccessibilityElement) -> String? {
        guard !element.label.isEmpty, let node = node(of: element), node.accessibility.label == nil else { return nil }
        var stack = [node]
        while let view = stack.popLast() {
            if view.kind == .image, view.control.systemName == element.label, view.accessibility.label == nil { return element.label }
            stack.append(contentsOf: view.children)
        }
        return nil
    }
}
