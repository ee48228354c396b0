import Earshot
import Foundation

// Rules about what an element is called: no name, a file name, a trait word or state in the
// name, a placeholder as the only name, a name spelled out or too long to bear.

extension AuditRule {
    /// An element VoiceOver can only call by its kind: "Button", "Switch button, Off".
    static let missingLabel = AuditRule(
        "missing-label", .error, "An element has no name: VoiceOver says only what kind of thing it is.",
        source:
            "Apple, Accessibility Programming Guide for iOS: Crafting Useful Labels and Hints; WWDC19 session 254 (Writing Great Accessibility Labels)"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.label.trimmedForAudit.isEmpty else { return nil }
            // A UIKit field named only by its placeholder has its own rule.
            if let node = context.node(of: element), node.kind.isTextInput, context.scenario.screen.framework == .uikit,
                !(node.title ?? "").isEmpty
            {
                return nil
            }
            guard element.isActionable || element.traits.contains(.isImage) else { return nil }
            // A page control is named by its page, "Page 2 of 3" (a11yengineer.com, MagentaA11y:
            // "Name identifies as page index").
            if case .page = element.control { return nil }
            let stand = element.hint.isEmpty ? "" : " The hint stands in for the name, and only when hints are on."
            return context.draft(
                element: index,
                "This \(element.kindName) has no label: VoiceOver names only its kind, and Voice Control has nothing to call it.\(stand)",
                swiftUI:
                    ".accessibilityLabel(\"<what it does>\"), or a title: Label(\"Delete\", systemImage: \"trash\").labelStyle(.iconOnly)",
                uiKit: "view.accessibilityLabel = \"<what it does>\"")
        }
    }

    /// A name that is an asset or file name: "ic_camera", "welcome-background", "IMG_2041".
    static let labelIsFileName = AuditRule(
        "label-is-file-name", .error, "An element's name is an asset or file name, SwiftUI's fallback for an unlabelled image.",
        source: "Apple, Image(_:) and accessibilityLabel(_:) documentation; WWDC19 session 254"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard AuditText.looksLikeFileName(element.label) else { return nil }
            // An SF Symbol's name ("square.and.arrow.up") has its own rule.
            if element.isActionable, context.rawSymbolName(of: element) != nil { return nil }
            // Visible text is what the screen shows ("app.st", an app's name), not an asset's
            // name that SwiftUI fell back to: only images and controls are named by a file.
            if !element.traits.contains(.isImage), !element.isActionable { return nil }
            // An image that is only decoration has its own rule: hide it, do not name it.
            if element.traits.contains(.isImage), !element.isActionable, AuditText.looksDecorative(words: context.labelWords[index]) {
                return nil
            }
            let what = element.traits.contains(.isImage) && !element.isActionable ? "image" : element.kindName
            let name = what == "image" ? "<what it shows>" : "<what it does>"
            return context.draft(
                element: index,
                "VoiceOver reads the \(what)'s file name \(element.label.quotedForAudit): with no label, SwiftUI names an image by its asset. Name what it shows or does, not the picture.",
                swiftUI:
                    "Label(\(name.quotedForAudit), image: \(element.label.quotedForAudit)).labelStyle(.iconOnly), or .accessibilityLabel(\(name.quotedForAudit))",
                uiKit: "view.accessibilityLabel = \(name.quotedForAudit)")
        }
    }

    /// An image that looks like decoration but speaks: "welcome-background, Image".
    static let decorativeImage = AuditRule(
        "decorative-image", .warning, "An image that looks decorative is a stop of its own.",
        source: "Apple, Image(decorative:) documentation; Human Interface Guidelines, Accessibility (VoiceOver)"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.traits.contains(.isImage), !element.isActionable, AuditText.looksDecorative(words: context.labelWords[index])
            else { return nil }
            return context.draft(
                element: index,
                "This image looks like decoration (\(element.label.quotedForAudit)) but is a stop: every swipe past it costs the user time and says nothing.",
                swiftUI: "Image(decorative: \(element.label.quotedForAudit)), or .accessibilityHidden(true)",
                uiKit: "imageView.isAccessibilityElement = false")
        }
    }

    /// The element's kind in its name: "Close button, Button", "Delete icon".
    static let traitInLabel = AuditRule(
        "trait-in-label", .warning, "An element's name says what kind of element it is, which its traits already say.",
        source:
            "Apple, accessibilityLabel documentation (\"don't include the type of the control\"); Accessibility Programming Guide for iOS"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            let words = context.labelWords[index]
            // A file name has its own rule ("IMG_2041" is no kind word).
            guard words.count >= 2, !AuditText.looksLikeFileName(element.label),
                let word = AuditText.kindWord(in: words, of: element, node: context.node(of: element))
            else {
                return nil
            }
            let name = AuditText.removing(word, from: element.label)
            return context.draft(
                element: index,
                "The name says \"\(word)\", and VoiceOver adds the element's kind itself: the user hears it twice, or hears how it looks instead of what it does.",
                swiftUI: ".accessibilityLabel(\(name.quotedForAudit)); the trait (.isButton, .isImage ...) says the kind",
                uiKit: "view.accessibilityLabel = \(name.quotedForAudit); accessibilityTraits says the kind")
        }
    }

    /// State in the name instead of the value or the selected trait: "Favourite button, on".
    static let stateInLabel = AuditRule(
        "state-in-label", .warning, "An element's name carries its state, which belongs in its value or the selected trait.",
        source: "Apple, accessibilityValue and UIAccessibilityTraits.selected documentation; WWDC19 session 254"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            // The label as written on the view: a combined element's commas are joins, not state.
            guard let node = context.node(of: element), let written = node.accessibility.label ?? node.title, written == element.label,
                let state = AuditText.state(in: written, isToggle: element.traits.contains(.isToggle))
            else { return nil }
            let name = AuditText.removing(state, from: element.label)
            let selection = ["selected", "unselected", "not selected", "checked", "unchecked"].contains(state)
            return context.draft(
                element: index,
                "The state \"\(state)\" is part of the name: VoiceOver does not re-read it when it changes, Voice Control must say it, and the rotor and Switch Control cannot tell the state.",
                swiftUI: selection
                    ? ".accessibilityLabel(\(name.quotedForAudit)).accessibilityAddTraits(isSelected ? .isSelected : [])"
                    : ".accessibilityLabel(\(name.quotedForAudit)).accessibilityValue(isOn ? \"On\" : \"Off\"), or a Toggle",
                uiKit: selection
                    ? "view.accessibilityLabel = \(name.quotedForAudit); set or clear .selected in accessibilityTraits"
                    : "view.accessibilityLabel = \(name.quotedForAudit); view.accessibilityValue = isOn ? \"On\" : \"Off\", or a UISwitch")
        }
    }

    /// A UIKit text field whose only name is its placeholder: the name goes once text is typed.
    static let placeholderOnlyName = AuditRule(
        "placeholder-only-name", .warning,
        "A UIKit text field's only name is its placeholder, which VoiceOver reads only while it is empty.",
        source: "WWDC14 session 210 (Accessibility on iOS): a field with text says its label and text, never its placeholder"
    ) { context in
        guard context.scenario.screen.framework == .uikit else { return [] }
        return context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            // A search field is not: its role says what it is with text in it too ("Search
            // field"), and UIKit's search bar gives its placeholder as its label itself.
            guard let node = context.node(of: element), node.kind.isTextInput, node.kind != .searchField, node.accessibility.label == nil,
                let placeholder = node.title, !placeholder.isEmpty
            else { return nil }
            return context.draft(
                element: index,
                "The field is named only by its placeholder \(placeholder.quotedForAudit): once it holds text VoiceOver says the text and \"Text field\" with no name.",
                swiftUI: "TextField(\(placeholder.quotedForAudit), text: $text) is named by its title; keep a visible label too",
                uiKit: "textField.accessibilityLabel = \(placeholder.quotedForAudit) (and a visible label beside the field)")
        }
    }

    /// A name in capitals, which VoiceOver may spell letter by letter.
    static let allCapsLabel = AuditRule(
        "all-caps-label", .warning, "A name written in capitals, which VoiceOver may spell out letter by letter.",
        source: "VoiceOver reads capitalised non-words letter by letter (project notes, VOICEOVER.md §7); Apple, textCase(_:) documentation"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard AuditText.isShouted(element.label), let spelled = AuditText.spelledWord(in: element.label) else { return nil }
            let calm = AuditText.sentenceCase(element.label)
            return context.draft(
                element: index,
                "The name is written in capitals: VoiceOver may spell \(spelled.quotedForAudit) letter by letter, as it spells a short word or abbreviation in capitals, and the capitals are a visual style, not text.",
                swiftUI: "Text(\(calm.quotedForAudit)).textCase(.uppercase): the label stays \(calm.quotedForAudit)",
                uiKit:
                    "label.text = \(calm.quotedForAudit) with an uppercase font feature, or view.accessibilityLabel = \(calm.quotedForAudit)"
            )
        }
    }

    /// A control's name long enough to be tiring.
    static let longLabel = AuditRule(
        "long-label", .warning, "A control's name is long enough to tire: it is heard on every visit.",
        source: "Apple, accessibilityLabel documentation (\"a label should be concise\"); WWDC19 session 254"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard element.isActionable || element.traits.contains(.isImage) else { return nil }
            let words = context.labelWords[index].count
            guard element.label.count > AuditText.longLabelCharacters || words > AuditText.longLabelWords else { return nil }
            return context.draft(
                element: index,
                "The name is \(words) words long: it is heard on every swipe past, and Voice Control users must say it. Keep the name short and move detail to the value or a hint.",
                swiftUI: ".accessibilityLabel(\"<a few words>\"), detail in .accessibilityValue or .accessibilityHint",
                uiKit: "view.accessibilityLabel = \"<a few words>\"; detail in accessibilityValue or accessibilityHint")
        }
    }
}
