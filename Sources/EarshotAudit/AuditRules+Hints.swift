import Earshot

// Rules about hints and dimmed controls: what is said after the pause, and what is never said.

extension AuditRule {
    /// A hint that says the label again.
    static let hintRepeatsLabel = AuditRule(
        "hint-repeats-label", .warning, "A hint repeats the element's name.",
        source: "Apple, Accessibility Programming Guide for iOS: Guidelines for Creating Hints (\"don't repeat the label\")"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard !element.hint.isEmpty, !element.label.isEmpty, AuditText.repeats(element.hint, labelWords: context.labelWords[index])
            else { return nil }
            return context.draft(
                element.sourceSerial, heard: [context.lines[index]] + [context.hintLine(element)].compactMap { $0 },
                "The hint \(element.hint.quotedForAudit) says the name again after a pause: time spent on every visit for nothing new. A hint says what happens, as a verb: \"Saves the note\".",
                swiftUI: ".accessibilityHint(\"<what happens>\"), or no hint", uiKit: "view.accessibilityHint = \"<what happens>\", or nil")
        }
    }

    /// A hint that names the gesture: "Double tap to open".
    static let hintNamesGesture = AuditRule(
        "hint-names-gesture", .warning, "A hint names the gesture (\"Double tap to ...\").",
        source:
            "Apple, Accessibility Programming Guide for iOS: Guidelines for Creating Hints (\"don't include the name of the action or gesture\")"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard !element.hint.isEmpty, let gesture = AuditText.gesture(in: element.hint) else { return nil }
            return context.draft(
                element.sourceSerial, heard: [context.lines[index]] + [context.hintLine(element)].compactMap { $0 },
                "The hint names the gesture (\"\(gesture)\"): VoiceOver users know it, and Voice Control, Switch Control and keyboard users do not double tap at all. Say what happens: \"Opens the note\".",
                swiftUI: ".accessibilityHint(\"<what happens, as a verb>\")",
                uiKit: "view.accessibilityHint = \"<what happens, as a verb>\"")
        }
    }

    /// A custom hint that VoiceOver's own hint replaces, so it is never heard.
    static let hintNeverHeard = AuditRule(
        "hint-never-heard", .error, "A hint is never spoken: VoiceOver's own hint for the element replaces it.",
        source: "cashapp/AccessibilitySnapshot's VoiceOver model (tuned on devices): a text field's system hint replaces a custom one"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard !element.hint.isEmpty, !context.hintSpeech.hintIsPromoted(element) else { return nil }
            var silent = element
            silent.hint = ""
            guard context.hintSpeech.hint(element) == context.hintSpeech.hint(silent) else { return nil }
            return context.draft(
                element.sourceSerial, heard: [context.lines[index]] + [context.hintLine(element)].compactMap { $0 },
                "The hint \(element.hint.quotedForAudit) is never heard, even with hints on: VoiceOver speaks its own hint for a \(element.kindName) instead. Put what it says in the label or the value.",
                swiftUI: ".accessibilityLabel(\"<name>, \(element.hint)\"), or .accessibilityValue(\(element.hint.quotedForAudit))",
                uiKit: "view.accessibilityLabel = \"<name>, \(element.hint)\", or view.accessibilityValue = \(element.hint.quotedForAudit)")
        }
    }

    /// A hint that carries information the user needs, which users who turn hints off never hear.
    static let hintCarriesInformation = AuditRule(
        "hint-carries-information", .warning, "A hint carries information the user needs; many users turn hints off.",
        source:
            "Apple, accessibilityHint documentation (hints describe results); Settings › VoiceOver › Verbosity › Speak Hints"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard !element.hint.isEmpty else { return nil }
            // A dimmed control's hint is why it is dimmed (what `dimmed-without-reason` asks for):
            // information, whatever its words, when nothing else says it.
            let reason = element.traits.contains(.notEnabled) && element.isActionable && element.value.isEmpty
            let word = AuditText.information(in: element.hint)
            guard reason || word != nil else { return nil }
            var silent = element
            silent.hint = ""
            // A hint never heard at all is the stronger finding.
            guard context.hintSpeech.hint(element) != context.hintSpeech.hint(silent) else { return nil }
            let what =
                word.map { "The hint carries information (\"\($0)\") that is said nowhere else" }
                ?? "The only reason this dimmed \(element.kindName) gives is its hint, \(element.hint.quotedForAudit)"
            return context.draft(
                element.sourceSerial, heard: [context.lines[index]] + [context.hintLine(element)].compactMap { $0 },
                "\(what): users who turn Speak Hints off, and those who swipe on before the pause ends, never hear it.",
                swiftUI: ".accessibilityValue(\(element.hint.quotedForAudit)), or put it in the label",
                uiKit: "view.accessibilityValue = \(element.hint.quotedForAudit), or put it in the label")
        }
    }

    /// A dimmed control that never says why.
    static let dimmedWithoutReason = AuditRule(
        "dimmed-without-reason", .warning, "A dimmed control never says why it is dimmed or what would enable it.",
        source: "Apple, UIAccessibilityTraits.notEnabled documentation; Human Interface Guidelines, Accessibility"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.traits.contains(.notEnabled), element.isActionable, element.hint.isEmpty, element.value.isEmpty,
                !Self.isFormStep(index, in: context)
            else {
                return nil
            }
            // Not a hint: a reason only in the hint is `hint-carries-information`.
            return context.draft(
                element: index,
                "The \(element.kindName) is dimmed and nothing says why: the user cannot tell what to do to enable it without seeing the screen.",
                swiftUI: ".accessibilityValue(\"Enter a title first\"), or a visible Text that explains it next to the control",
                uiKit: "view.accessibilityValue = \"Enter a title first\", or a visible label that explains it")
        }
    }
}

extension AuditRule {
    /// Whether element `index` is the Previous or Next of a toolbar that holds the other one
    /// too: the keyboard's toolbar (the system's, or an app's input accessory bar), whose
    /// Previous is dimmed on the first field and Next on the last; where it is says why.
    static func isFormStep(_ index: Int, in context: AuditContext) -> Bool {
        let elements = context.list.elements
        let words = context.labelWords[index]
        guard words == ["previous"] || words == ["next"],
            let bar = context.ancestors(of: elements[index].sourceSerial).first(where: { context.nodes[$0]?.kind == .toolbar })
        else { return false }
        let other = words == ["previous"] ? ["next"] : ["previous"]
        return context.elements(inside: bar).contains { context.labelWords[$0] == other }
    }
}
