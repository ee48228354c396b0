extension Explanation {
    /// What the element's line says, in which order: its label and value and where they came
    /// from, its trait words, its hint (VOICEOVER.md §1).
    static func words(of element: AccessibilityElement, node: Node?, at place: Place?, speech: ElementSpeech) -> [Reason] {
        var reasons: [Reason] = []
        let promoted = speech.hintIsPromoted(element)
        let ownLabel = node.flatMap { $0.hasAccessibilityModifiers ? $0.accessibility.label : nil }
        let merges =
            node.map {
                $0.hasAccessibilityModifiers && $0.accessibility.childBehavior == .combine
                    || !$0.children.isEmpty && $0.kind.isTransparentContainer
            } ?? false
        let source =
            ownLabel != nil
            ? " from accessibilityLabel" : merges ? " from its children" : node.map { " from the \($0.kind.rawValue)" } ?? ""
        var parts: [String] = []
        if !element.label.isEmpty { parts.append("label \"\(element.label)\"\(source)") }
        if !element.value.isEmpty { parts.append("value \"\(element.value)\"") }
        reasons.append(
            Reason(
                .speechOrder, place,
                (parts.isEmpty ? "no label or value" : parts.joined(separator: ", ")) + ", then the trait words, then the hint"))
        let ownValue = node.flatMap { $0.hasAccessibilityModifiers ? $0.accessibility.value : nil }
        if ownLabel != nil || ownValue != nil {
            let set = [ownLabel.map { "accessibilityLabel \"\($0)\"" }, ownValue.map { "accessibilityValue \"\($0)\"" }].compactMap { $0 }
            reasons.append(Reason(.speechParts, place, "the app set " + set.joined(separator: " and ") + ": what it is, and its state"))
        }
        if let node { reasons += kindRules(node, element, at: place, speech: speech) }
        if let position = element.position {
            reasons.append(
                Reason(
                    .speechPosition, place, "\"\(position.index) of \(position.count)\" among its tabs or segments, after the trait words"))
        }
        if !element.customContent.isEmpty {
            let high = element.customContent.filter { $0.importance == .high }.map(\.label)
            let spoken = high.isEmpty ? "none of high importance" : "high importance spoken: " + high.joined(separator: ", ")
            reasons.append(Reason(.speechCustomContent, place, "custom content, \(spoken); the rest through the More Content rotor"))
        }
        if let appLanguage = speech.appLanguage, element.language != appLanguage {
            reasons.append(Reason(.textLanguage, place, "spoken in its own language, \(element.language), not the screen's \(appLanguage)"))
        }
        if promoted {
            reasons.append(Reason(.labelHintPromoted, place, "the label is empty, so the hint \"\(element.hint)\" takes its place"))
        }
        if let node, node.kind == .image, ownLabel == nil, !element.label.isEmpty {
            if let symbol = node.control.systemName {
                let how =
                    element.label == symbol
                    ? "read by its name, no label being cited for it in this language"
                    : "named by the label VoiceOver gives \"\(symbol)\", \"\(element.label)\""
                reasons.append(Reason(.labelSymbol, place, "an SF Symbol with no accessibilityLabel is " + how))
            } else {
                reasons.append(
                    Reason(.labelImageName, place, "an image with no accessibilityLabel is named by its asset name, \"\(element.label)\""))
            }
        }
        if element.traits.contains(.isSelected) {
            reasons.append(Reason(.traitsSelected, place, "\"Selected\" leads the line"))
        }
        var traitWords: [SpokenPart] = []
        speech.appendTraitWords(element, to: &traitWords)
        if !traitWords.isEmpty {
            let traits = element.traits.names.joined(separator: ", ")
            reasons.append(
                Reason(
                    .traitsOrder, place,
                    "trait words in their fixed order: " + traitWords.map(\.text).joined(separator: ", ") + " (traits \(traits))"))
        }
        reasons += hint(of: element, at: place, promoted: promoted, speech: speech)
        return reasons
    }

    /// Why the hint is spoken or not: whose it is, and the Speak Hints setting.
    private static func hint(of element: AccessibilityElement, at place: Place?, promoted: Bool, speech: ElementSpeech) -> [Reason] {
        var reasons: [Reason] = []
        let system = speech.systemHint(element, promoted: promoted)
        if system == .hintTextFieldWithText {
            reasons.append(Reason(.hintsRotor, place, "a field that holds text points to the rotor in its hint"))
        }
        if let system {
            reasons.append(Reason(.hintsSystem, place, "the system hint \"\(speech.phrases.phrase(system))\" of its kind"))
        } else if element.traits.contains(.notEnabled) {
            reasons.append(Reason(.hintsSystem, place, "dimmed: no system hint"))
        }
        let custom = !element.hint.isEmpty && !promoted
        if custom || system != nil {
            let setting = speech.settings.speakHints ? "spoken after a pause, as Speak Hints is on" : "not spoken, as Speak Hints is off"
            reasons.append(Reason(.hintsVerbosity, place, (custom ? "its hint \"\(element.hint)\" is " : "the hint is ") + setting))
        }
        if !element.actions.isEmpty, !element.traits.contains(.notEnabled) {
            let names = element.actions.map(\.name).joined(separator: ", ")
            let said =
                speech.settings.actions == .speak
                ? "\"Actions available\" is said (Verbosity > Actions: Speak)"
                : "Verbosity > Actions is \(speech.settings.actions.rawValue): no \"Actions available\""
            reasons.append(Reason(.hintsActionsAvailable, place, "custom actions \(names): \(said)"))
        }
        return reasons
    }

    /// The rules of one kind of view: a link, a switch, a field, a menu, a page
    /// control, a date picker, a symbol beside text.
    private static func kindRules(_ node: Node, _ element: AccessibilityElement, at place: Place?, speech: ElementSpeech) -> [Reason] {
        switch node.kind {
        case .link:
            return [Reason(.traitsLinkButton, place, "a SwiftUI Link is a button and a link, and says both")]
        case .textField, .secureField, .searchField:
            let field = Reason(.controlTextField, place, "a text field: its label, its text, else its placeholder")
            guard node.control.isFocused == true else { return [field] }
            return [field, Reason(.controlAlreadyEditing, place, "focused as the screen appears (\"focused\": true): it says Is editing")]
        case .textEditor where node.control.isEditable == false:
            return [Reason(.controlReadOnlyText, place, "a read-only text view is static text, heard by its label")]
        case .textEditor:
            return [Reason(.controlTextField, place, "a multi-line editor: its label and its text")]
        case .menu:
            return [Reason(.controlMenu, place, "a Menu is a pop-up button; a double tap presents its items")]
        case .pageControl:
            return [Reason(.controlPageControl, place, "a page control is named by its page and adjustable")]
        case .datePicker:
            return [Reason(.controlDatePicker, place, "a date picker, \(node.control.datePickerStyle?.rawValue ?? "compact") style")]
        case .button:
            let symbol = hasDescendant(of: node) { $0.kind == .image && $0.control.systemName != nil }
            let text = hasDescendant(of: node) { $0.kind == .text }
            return symbol && text
                ? [Reason(.labelSymbolBesideText, place, "an SF Symbol beside text in a button's content is not spoken")] : []
        case .text, .image, .toggle, .slider, .stepper, .picker, .progressView, .label, .tab, .dataTable, .alert, .vStack,
            .hStack, .zStack, .group, .list, .form, .section, .scrollView, .navigationStack, .view, .tabBar, .toolbar,
            .navigationBar:
            return []
        }
    }
}
