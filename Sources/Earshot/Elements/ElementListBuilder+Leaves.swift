extension ElementListBuilder {
    /// What a standard view gives VoiceOver by default (FORMAT.md §1.1), then its modifiers:
    /// its element, then its subviews' items, appended to `items` (no array of its own).
    mutating func leafItems(_ node: inout Node, _ context: Inherited, priority: Double, into items: inout [Item]) {
        if node.kind == .datePicker, node.control.date == nil {
            // A file's picker always has one (checked as it is read); the DSL's literal may not.
            warn("a DatePicker has no date that exists; it is heard showing 1 January 2001, the reference date")
        }
        switch node.kind {
        case .picker where node.control.pickerStyle == .segmented:
            items.append(segments(node, context, priority: priority))
            return
        case .alert:
            items.append(alert(node, context, priority: priority))
            return
        case .datePicker where Self.isDatePickerGroup(node):
            items.append(datePickerGroup(node, context, priority: priority))
            return
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField,
            .progressView, .label, .tab, .menu, .pageControl, .datePicker, .dataTable, .vStack, .hStack, .zStack, .group, .list, .form,
            .section, .scrollView, .navigationStack, .view, .tabBar, .toolbar, .navigationBar:
            break
        }
        // Made and handed over in one expression: the element is moved into the pool, not copied.
        items.append(item(leafElement(&node, context), priority))
        if !node.kind.takesTitleOrContent || node.title != nil, !node.children.isEmpty {
            // Subviews of a view that is not a container read after it.
            collectChildren(of: &node, context, into: &items)
        }
    }

    /// The one element of a standard view that makes one (not a segmented picker or an alert).
    private mutating func leafElement(_ node: inout Node, _ context: Inherited) -> AccessibilityElement {
        // Text, the view most screens have most of: made without the copies of the title below.
        if node.kind == .text || node.kind == .label { return textElement(node, context) }
        let title = node.title ?? ""
        // A button, link or toggle without a title reads what it shows; a button it shows is an
        // action of its own.
        var titleOrContent = title
        var contentActions: [CustomAction] = []
        if node.kind.takesTitleOrContent, node.title == nil { (titleOrContent, contentActions) = content(of: &node, context) }
        // Each kind's element made in one expression and returned as made: an element set
        // up in a variable and changed after is copied out whole (216 bytes, a dozen references).
        switch node.kind {
        case .text, .label:
            return textElement(node, context)
        case .image:
            // SwiftUI falls back to the asset name (WWDC19 session 238; CVS Health's
            // ios-swiftui-accessibility-techniques, Images); an SF Symbol to the label the
            // voice's table cites for it, else its name (VOICEOVER.md §1).
            let label = node.control.systemName.flatMap { phrases.symbolLabel($0) } ?? title
            return makeElement(node, context, label: label, value: "", traits: .isImage)
        case .button:
            return Self.adding(contentActions, to: makeElement(node, context, label: titleOrContent, value: "", traits: .isButton))
        case .link:
            // A SwiftUI `Link` is a button too: "Button, Link" (recorded XCUIVoiceOverService
            // walks, iOS 27; CVS Health's SwiftUI techniques, Links).
            let traits: Traits = framework == .swiftui ? [.isButton, .isLink] : .isLink
            return Self.adding(contentActions, to: makeElement(node, context, label: titleOrContent, value: "", traits: traits))
        case .menu:
            // A pop-up button: "More, Button, Pop up button" (VOICEOVER.md §1).
            return Self.adding(
                contentActions, to: makeElement(node, context, label: titleOrContent, value: "", traits: .isButton, control: .menu))
        case .toggle:
            let state = phrases.phrase(node.control.isOn == true ? .switchOn : .switchOff)
            let element = makeElement(node, context, label: titleOrContent, value: state, traits: .isToggle, control: .toggle)
            // A `UISwitch` says On or Off from its state, whatever `accessibilityValue` the app
            // set (recorded XCUIVoiceOverService walks, iOS 27); a SwiftUI `Toggle` keeps the app's.
            return Self.adding(contentActions, to: framework == .uikit ? Self.stating(state, element) : element)
        case .slider:
            let range = node.control.range ?? 0...1
            let value = node.control.number ?? range.lowerBound
            // UISlider moves by a tenth of its range when no step is set (accessibilityupto11.com, day 39).
            let step = node.control.step ?? (range.upperBound - range.lowerBound) / 10
            return makeElement(
                node, context, label: title, value: percent(value, of: range), traits: .adjustable,
                control: .stepped(range: range, step: step, percent: true), voicesValue: true,
                valueReading: percentReading(value, of: range))
        case .pageControl:
            return pageControl(node, context)
        case .datePicker:
            return compactDatePicker(node, context)
        case .stepper:
            let range = node.control.range ?? -1e15...1e15
            let value = phrases.number(node.control.number ?? 0)
            return makeElement(
                node, context, label: title, value: value, traits: .adjustable,
                control: .stepped(range: range, step: node.control.step ?? 1, percent: false), voicesValue: true)
        case .picker:
            let options = node.control.options ?? []
            return makeElement(
                node, context, label: title, value: node.control.selection ?? options.first ?? "", traits: .adjustable,
                control: .wheel(options: options))
        case .textEditor where node.control.isEditable == false:
            // A read-only text view is static text: its label, else its text; never a field
            // (VOICEOVER.md §1: `Result`, recorded walks, iOS 27.0).
            return makeElement(node, context, label: node.control.text ?? title, value: "", traits: .isStaticText)
        case .textField, .textEditor:
            return makeElement(
                node, context, label: fieldLabel(node), value: node.control.text ?? "", traits: editing(node, .textField),
                control: .textInput)
        case .secureField:
            let masked = String(repeating: phrases.phrase(.secureCharacter), count: (node.control.text ?? "").count)
            return makeElement(
                node, context, label: fieldLabel(node), value: masked, traits: editing(node, .secureTextField), control: .textInput)
        case .searchField:
            return makeElement(
                node, context, label: fieldLabel(node), value: node.control.text ?? "", traits: editing(node, .isSearchField),
                control: .textInput)
        case .progressView:
            let value =
                node.control.number.map { percent($0, of: 0...1) } ?? phrases.phrase(.progressIndeterminate)
            let reading = node.control.number.map { percentReading($0, of: 0...1) } ?? phrases.reading(.progressIndeterminate)
            return makeElement(
                node, context, label: title, value: value, traits: .updatesFrequently, voicesValue: true, valueReading: reading)
        case .tab:
            var traits: Traits = .tab
            if node.control.selected == true { traits.insert(.isSelected) }
            let count = Int(node.control.badge ?? "")
            return makeElement(
                node, context, label: title, value: badge(node.control.badge), traits: traits, control: .tab, voicesValue: count != nil,
                valueReading: count.flatMap { phrases.reading(.badge, count: Double($0)) })
        case .dataTable, .alert, .vStack, .hStack, .zStack, .group, .list, .form, .section, .scrollView, .navigationStack, .view, .tabBar,
            .toolbar, .navigationBar:
            return makeElement(node, context, label: title, value: "", traits: [])
        }
    }

    /// A text's or a label's element: static text, a heading when it is the title of the
    /// navigation bar being built.
    private func textElement(_ node: Node, _ context: Inherited) -> AccessibilityElement {
        makeElement(node, context, label: node.title ?? "", value: "", traits: Self.textTraits(node.serial, context))
    }

    /// A text's traits: static text, a heading when it is the title of the navigation bar being built.
    static func textTraits(_ serial: Int, _ context: Inherited) -> Traits {
        serial == context.barTitle ? [.isStaticText, .isHeader] : .isStaticText
    }

    /// The item of a text that sets no modifier and has no subviews (most views of a long list),
    /// as `collectItems` and `leafItems` make it: its element made at once, the node's title and
    /// id moved into it, not copied (the node is let go after).
    mutating func plainTextItem(_ node: consuming Node, _ context: Inherited, into items: inout [Item]) {
        let serial = node.serial
        if leafContexts != nil, asideDepth == 0, node.id != nil { leafContexts?[serial] = context }
        // Made and handed over in one expression: an element kept in a constant is copied into
        // the pool, then let go.
        items.append(
            item(
                Self.element(
                    serial: serial, id: node.id.take(), own: nil, context, label: node.title.take() ?? "", value: "",
                    traits: Self.textTraits(serial, context)), context.sortPriority ?? 0))
    }

    /// A text input's traits, with "Is editing" when it is already editing as the screen
    /// appears (`"focused": true`): the keyboard is up and the field is the first responder,
    /// which VoiceOver says after the field's word (AccessibilitySnapshot: "Text Field. Is
    /// editing."; WWDC14 session 210: "Text field is editing").
    func editing(_ node: Node, _ traits: Traits) -> Traits {
        node.control.isFocused == true ? traits.union(.isEditing) : traits
    }

    /// A page control: "Page 2 of 3, Adjustable", its title (if any) before it
    /// (a11yengineer.com and MagentaA11y, Pagination control: the page index "Page X of X",
    /// "adjustable", swipe up or down to change pages). An `accessibilityValue` the app set is
    /// spoken after the page, "Page 2 of 3, Beach" (issue 50: "with a custom value spoken too";
    /// Earshot's choice: no device record says whether UIKit's page words stay).
    func pageControl(_ node: Node, _ context: Inherited) -> AccessibilityElement {
        let count = max(1, node.control.numberOfPages ?? 1)
        let current = min(count - 1, max(0, node.control.currentPage ?? 0))
        let arguments = ["index": phrases.number(current + 1), "count": phrases.number(count)]
        let page = phrases.phrase(.page, arguments)
        var element = makeElement(
            node, context, label: node.title ?? "", value: page, traits: .adjustable, control: .page(count: count), voicesValue: true,
            valueReading: phrases.reading(.page, arguments))
        if !element.valueIsVoiceOvers, element.value != page {
            element.value = element.value.isEmpty ? page : page + phrases.phrase(.separator) + element.value
        }
        return element
    }

    /// A text input's label before its modifiers. In UIKit the title is the placeholder: it
    /// stands in for a missing label only while the field is empty, and a field with text says
    /// its label and its text, never the placeholder ("Hobbies", then "Music, swing dance,
    /// wine, Text field": WWDC14 session 210). In SwiftUI the title is the label.
    func fieldLabel(_ node: Node) -> String {
        if framework == .uikit, !(node.control.text ?? "").isEmpty { return "" }
        return node.title ?? ""
    }

    /// An element with the view's defaults, then inherited and own modifiers on top.
    ///
    /// - Parameters:
    ///   - control: what double tap, swipe up and swipe down do besides the app's reactions.
    ///   - voicesValue: `value` is a number Earshot wrote for the control (a slider's
    ///     percentage), spoken in VoiceOver's language and read as `valueReading` when that is
    ///     given; not when the app set a value of its own.
    func makeElement(
        _ node: Node, _ context: Inherited, label: String, value: String, traits: Traits, control: Control = .none,
        voicesValue: Bool = false, valueReading: String? = nil
    ) -> AccessibilityElement {
        // The modifiers read field by field where they are stored: a copy of them all costs
        // more than the element's own fields.
        node.withAccessibility { own in
            Self.element(
                serial: node.serial, id: node.id, own: own, context, label: label, value: value, traits: traits, control: control,
                voicesValue: voicesValue, valueReading: valueReading)
        }
    }

    /// `makeElement` of the view with `serial` and `id`, its own modifiers at `own` (nil: none).
    static func element(
        serial: Int, id: String?, own: UnsafePointer<AccessibilityModifiers>?, _ context: Inherited, label: String, value: String,
        traits: Traits, control: Control = .none, voicesValue: Bool = false, valueReading: String? = nil
    ) -> AccessibilityElement {
        var traits = traits
        traits.formUnion(context.addTraits)
        traits.subtract(context.removeTraits)
        let headingLevel = own?.pointee.headingLevel
        if let own {
            traits.formUnion(own.pointee.addTraits)
            traits.subtract(own.pointee.removeTraits)
        }
        if headingLevel != nil { traits.insert(.isHeader) }
        if context.disabled { traits.insert(.notEnabled) }
        let ownValue = own?.pointee.value
        let isVoiceOvers = voicesValue && ownValue == nil && context.value == nil
        var element = AccessibilityElement(
            key: ElementKey(serial: serial), id: id,
            label: own?.pointee.label ?? context.label ?? label,
            value: ownValue ?? context.value ?? value,
            hint: own?.pointee.hint ?? context.hint ?? "",
            traits: traits, headingLevel: headingLevel, language: context.language,
            speech: own?.pointee.speech ?? context.speech, actions: own?.pointee.actions ?? [],
            inputLabels: own?.pointee.inputLabels ?? [], position: nil, containers: [], frame: own?.pointee.frame, control: control,
            activationSerial: serial, sourceSerial: serial, adjustmentSerial: nil, valueIsVoiceOvers: isVoiceOvers,
            valueReading: isVoiceOvers ? valueReading : nil)
        if let content = own?.pointee.customContent, !content.isEmpty { element.customContent = content }
        return element
    }

    /// A button's label from its content: the labels of what it shows (an icon-only button
    /// reads its image's asset name). A button inside the content is no part of the label: it
    /// becomes a custom action of the outer one, named by its label, in reading order, its own
    /// actions after it (recorded XCUIVoiceOverService walks, iOS 27; VOICEOVER.md §2). A link or
    /// a switch there is an action too, as in a `.combine` element: no child's action is lost.
    /// An SF Symbol beside text says nothing: `HStack { Text, Spacer, Image(systemName:
    /// "checkmark") }` is heard `Traditional · OpenCC, Button` (VOICEOVER.md §1; recorded walks,
    /// iOS 27.0).
    mutating func content(of node: inout Node, _ context: Inherited) -> (label: String, actions: [CustomAction]) {
        var labels: [(text: String, isSymbol: Bool)] = []
        var actions: [CustomAction] = []
        var unnamed: String?
        let symbols = Self.symbolSerials(in: node.children)
        aside { builder in
            let all = node.children.indices
            builder.forEachChild(of: &node, in: all) { builder, child in
                let items = builder.collect(consume child, Inherited(language: context.language))
                for part in builder.made.pool.elements(of: items) {
                    if Self.isInteractive(part) {
                        if part.label.isEmpty { unnamed = Self.kindWord(part) }
                        actions.append(CustomAction(name: part.label, activates: part.activationSerial))
                        actions += part.actions
                    } else if !part.label.isEmpty {
                        labels.append((part.label, part.traits.contains(.isImage) && symbols.contains(part.sourceSerial)))
                    }
                }
            }
        }
        if let unnamed { warn("a \(unnamed) inside a button's label has no label, so its action has no name") }
        if !symbols.isEmpty, labels.contains(where: { !$0.isSymbol }) { labels.removeAll(where: \.isSymbol) }
        return (labels.map(\.text).joined(separator: ", "), actions)
    }

    /// The serials of the SF Symbol images among `nodes` and inside them (a button's content
    /// is a few views).
    static func symbolSerials(in nodes: [Node]) -> Set<Int> {
        var serials: Set<Int> = []
        var stack = nodes[...]
        while let node = stack.popLast() {
            if node.kind == .image, node.control.systemName != nil { serials.insert(node.serial) }
            stack.append(contentsOf: node.children)
        }
        return serials
    }

    /// `element` with its state as its value, in place of any value the app set.
    static func stating(_ state: String, _ element: consuming AccessibilityElement) -> AccessibilityElement {
        guard element.value != state else { return element }
        var element = element
        element.value = state
        return element
    }

    /// `element` with the actions its content brought after its own; as made when there are none.
    static func adding(_ actions: [CustomAction], to element: consuming AccessibilityElement) -> AccessibilityElement {
        guard !actions.isEmpty else { return element }
        var element = element
        element.actions += actions
        return element
    }

    /// A value as a whole percentage of its range, in VoiceOver's language: "50%", "50 %" in
    /// French (CLDR's percent pattern), "50 بالمائة" in Arabic. Every number Earshot writes
    /// itself (percentages, a stepper's value, a badge's count, "N of M") follows one rule:
    /// the listener's language, as VoiceOver's own words do, whatever the app's language. A
    /// value outside the range reads as the bound it is past, as UISlider sets "the minimum or
    /// maximum value instead" (Apple documentation, `UISlider.value`) and SwiftUI's
    /// `ProgressView(value:total:)` clamps to `0...total`.
    func percent(_ value: Double, of range: ClosedRange<Double>) -> String {
        phrases.phrase(.percent, ["number": phrases.number(Self.wholePercent(value, of: range))])
    }

    /// How `percent` reads aloud when that is not its text (see `Phrasebook.reading`).
    func percentReading(_ value: Double, of range: ClosedRange<Double>) -> String? {
        phrases.reading(.percent, ["number": phrases.number(Self.wholePercent(value, of: range))])
    }

    /// 0...100 for any value and range, however large, small or far apart (halved first so
    /// that a span of ±1e308 does not overflow to infinity).
    static func wholePercent(_ value: Double, of range: ClosedRange<Double>) -> Int {
        let low = range.lowerBound / 2
        let high = range.upperBound / 2
        let span = high - low
        guard !value.isNaN, span > 0, span.isFinite else { return 0 }
        let fraction = (value / 2 - low) / span
        guard !fraction.isNaN else { return 0 }
        return Int((min(1, max(0, fraction)) * 100).rounded())
    }

    /// A tab's badge as its value: a count reads "3 items" (iOS 17.5, in
    /// cashapp/AccessibilitySnapshot's tab bar reference snapshots), in the plural forms of
    /// VoiceOver's language (a number Earshot writes, see `percent`).
    func badge(_ badge: String?) -> String {
        guard let badge, !badge.isEmpty else { return "" }
        if let count = Int(badge) { return phrases.plural(.badge, count: Double(count)) }
        return badge
    }

    /// A segmented picker: one button per option with "N of M", the selected one "Selected";
    /// the picker's title is spoken when focus enters the segments (CVS SegmentedControls).
    mutating func segments(_ node: Node, _ context: Inherited, priority: Double) -> Item {
        let options = node.control.options ?? []
        var items: [Item] = []
        for (index, option) in options.enumerated() {
            var traits: Traits = .isButton
            if option == node.control.selection { traits.insert(.isSelected) }
            var element = makeElement(node, context, label: option, value: "", traits: traits)
            element.label = option
            element.value = ""
            element.hint = node.accessibility.hint ?? ""
            element.key = ElementKey(serial: node.serial, part: index)
            element.position = .init(index: index + 1, count: options.count)
            element.control = .segment(option: option)
            element.id = index == 0 ? node.id : nil
            items.append(item(element, 0))
        }
        let description = node.accessibility.label ?? node.title
        let container = made.pool.add(ContainerInfo(serial: node.serial, description: description, language: context.language))
        return Item(content: .group(container: container, items: items), priority: priority, frame: node.accessibility.frame)
    }

    /// A system alert: its title, its message, then its buttons. The title is not spoken as
    /// a heading (CVS Health Alerts).
    mutating func alert(_ node: Node, _ context: Inherited, priority: Double) -> Item {
        var items: [Item] = []
        var title = makeElement(node, context, label: node.title ?? "", value: "", traits: .isStaticText)
        title.hint = ""
        items.append(item(title, 0))
        if let message = node.control.message, !message.isEmpty {
            var element = makeElement(Node(.text, title: message), context, label: message, value: "", traits: .isStaticText)
            element.key = ElementKey(serial: node.serial, part: 1)
            element.sourceSerial = node.serial
            element.activationSerial = node.serial
            items.append(item(element, 0))
        }
        let key = ScreenReader.childKey(of: node)
        for (index, button) in node.children.enumerated() {
            made.trail.enter(index, serial: button.serial, key: key)
            items.append(contentsOf: collect(button, context))
            made.trail.leave()
        }
        let container = made.pool.add(ContainerInfo(serial: node.serial, description: nil, language: context.language, isAlert: true))
        return Item(content: .group(container: container, items: items), priority: priority, frame: node.accessibility.frame)
    }
}
