extension ElementListBuilder {
    /// Whether a `DatePicker` is several elements: wheels, or a graphical one showing a date (a
    /// graphical picker of the time alone is a time button, as compact).
    static func isDatePickerGroup(_ node: Node) -> Bool {
        switch node.control.datePickerStyle ?? .compact {
        case .compact: false
        case .wheel: true
        case .graphical: node.control.displayedComponents?.contains(.date) != false
        }
    }

    /// A compact `DatePicker` (the default), or one showing only the time: one button, its title
    /// and what it shows, "Date, 7 December 2026, Button". The calendar or wheels a double tap
    /// presents are not modelled (VOICEOVER.md §1).
    func compactDatePicker(_ node: Node, _ context: Inherited) -> AccessibilityElement {
        let date = node.control.date ?? .reference
        let shown = DateWords(phrases: phrases).shown(date, node.control.displayedComponents ?? [.date])
        return makeElement(node, context, label: node.title ?? "", value: shown, traits: .isButton)
    }

    /// A wheel or graphical `DatePicker`: a group whose title is spoken as focus enters it, as a
    /// segmented picker's (VOICEOVER.md §1).
    mutating func datePickerGroup(_ node: Node, _ context: Inherited, priority: Double) -> Item {
        let date = node.control.date ?? .reference
        let components = node.control.displayedComponents ?? [.date]
        let words = DateWords(phrases: phrases)
        var elements: [AccessibilityElement] = []
        if node.control.datePickerStyle == .wheel {
            // One adjustable picker item per wheel: "December, Picker item, Adjustable" (Apple,
            // `UIDatePicker`: "2 o'clock. Picker item. Adjustable."; MagentaA11y, Date picker).
            for wheel in DateWheel.wheels(components) {
                let options = wheel.options(date, words)
                elements.append(
                    part(node, context, label: "", value: options[wheel.index(of: date)], traits: .adjustable, .wheel(options: options)))
            }
        } else {
            // Graphical: the month's heading, then the selected day, "Selected, 7 December, Button"
            // (Earshot's choice: the other days, and the month arrows, are not modelled).
            let arguments = words.arguments(date)
            elements.append(part(node, context, label: phrases.phrase(.dateMonthYear, arguments), value: "", traits: .isHeader))
            let day = phrases.phrase(.dateDayMonth, arguments)
            elements.append(part(node, context, label: day, value: "", traits: [.isButton, .isSelected]))
            if components.contains(.hourAndMinute) {
                elements.append(part(node, context, label: "", value: words.time(date), traits: .isButton))
            }
        }
        var items: [Item] = []
        for (index, var element) in elements.enumerated() {
            element.key = ElementKey(serial: node.serial, part: index)
            element.id = index == 0 ? node.id : nil
            items.append(item(element, 0))
        }
        let description = node.accessibility.label ?? node.title
        let container = made.pool.add(ContainerInfo(serial: node.serial, description: description, language: context.language))
        return Item(content: .group(container: container, items: items), priority: priority, frame: node.accessibility.frame)
    }

    /// One element of a date picker's group, with its own words (not the picker's label or value).
    private func part(
        _ node: Node, _ context: Inherited, label: String, value: String, traits: Traits, _ control: Control = .none
    ) -> AccessibilityElement {
        var element = makeElement(node, context, label: label, value: value, traits: traits, control: control)
        element.label = label
        element.value = value
        element.hint = node.accessibility.hint ?? ""
        return element
    }
}
