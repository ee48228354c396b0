import Earshot

/// What each stop is: the node a captured element becomes (rule 2 of `VoiceOverStops`, and
/// traits from element types, as `ImportingCaptures.md` lists what a capture cannot say).
extension VoiceOverStops {
    /// The node of an element VoiceOver stops on; nil when it has nothing to say.
    mutating func stop(_ element: CapturedElement, _ context: Context) -> Node? {
        if element.type == "Cell", let control = Self.onlySwitch(in: element) {
            // Rule 5: a settings row is its switch, labelled by the row: "Auto-Correction,
            // Switch button, Off", never the row's own 0 or 1 (WebDriverAgent writes the
            // switch's value on the cell, S10).
            var row = control
            row.label = element.spokenLabel ?? control.spokenLabel
            row.frame = element.frame
            row.identifier = element.identifier ?? control.identifier
            (row.line, row.column) = (element.line, element.column)
            if row.value == nil { row.value = element.value }
            return stop(row, context)
        }
        if element.type == "Other", element.identifier == Self.popoverDismissRegion {
            // UIKit's dismiss region before a popover or form sheet: XCUITest reads its label,
            // "dismiss popup", but VoiceOver speaks "Activate to dismiss pop-up window, Button"
            // (VOICEOVER.md §4), in English as every VoiceOver word of an import is. UIKit's region
            // is an "Other"; an app's own button or text given that identifier keeps its label.
            count("popover dismiss regions")
            let phrase = (try? VoiceLibrary.shared.phrasebook(for: "en"))?.phrase(.dismissRegion)
            return finish(Node(.button, title: phrase ?? element.spokenLabel ?? ""), element, typeTraits: .isButton)
        }
        let label = element.spokenLabel
        var node: Node
        var typeTraits: Traits
        switch element.type {
        case "Button", "MenuItem", "MenuButton", "ToolbarButton", "RadioButton", "DisclosureTriangle", "ComboBox",
            "IncrementArrow", "DecrementArrow", "ColorWell":
            if context.inTabBar {
                node = Node(.tab, title: label ?? "")
                node.control.selected = element.isSelected
                typeTraits = .tab
            } else {
                node = Node(.button, title: label ?? "")
                typeTraits = .isButton
                if element.isSelected { node.accessibility.addTraits.insert(.isSelected) }
            }
        case "PopUpButton":
            // A pop-up button is what a `Menu` (a UIKit button with a menu) is: "More, Button,
            // Pop up button" (VOICEOVER.md §1). Its items are in a capture only while it is open.
            node = Node(.menu, title: label ?? "")
            node.reactions.menuItems = menuItems(in: element)
            typeTraits = .isButton
        case "Tab":
            node = Node(.tab, title: label ?? "")
            node.control.selected = element.isSelected
            typeTraits = .tab
        case "Key":
            node = Node(.button, title: label ?? "")
            node.accessibility.addTraits.insert(.isKeyboardKey)
            typeTraits = [.isButton, .isKeyboardKey]
        case "Link":
            node = Node(.link, title: label ?? "")
            typeTraits = .isLink
        case "Image", "Icon":
            node = Node(.image, title: label ?? "")
            typeTraits = .isImage
        case "TextField", "TextView", "SecureTextField", "SearchField":
            node = textInput(element)
            typeTraits = node.kind == .secureField ? .secureTextField : (node.kind == .searchField ? .isSearchField : .textField)
        case "Switch", "Toggle", "CheckBox":
            node = Node(.toggle, title: label ?? "")
            node.control.isOn = ["1", "true", "on"].contains((element.value ?? "").lowercased())
            typeTraits = .isToggle
        case "Slider", "ProgressIndicator":
            node = Node(element.type == "Slider" ? .slider : .progressView, title: label)
            if let fraction = Self.percent(element.value) {
                // A progress view's value is 0...1 in a screen file (FORMAT.md §1.1).
                node.control.number = node.kind == .progressView ? min(1, max(0, fraction)) : fraction
                if node.kind == .slider { node.control.range = 0...1 }
            } else if let value = element.value, !value.isEmpty {
                if node.kind == .slider { node.control.number = 0 }
                node.accessibility.value = value
            }
            typeTraits = node.kind == .slider ? .adjustable : .updatesFrequently
        case "PickerWheel":
            node = Node(.picker, title: label ?? "")
            let value = element.value ?? ""
            node.control.options = [value]
            node.control.selection = value
            typeTraits = .adjustable
        case "PageIndicator":
            if let pages = Self.pages(element.value) {
                // UIKit's page control gives its page as its accessibility value (idb's `Page 1
                // of 2`: facebook/idb, `website/docs/accessibility.mdx`; read in any case): a
                // `PageControl` on that page, which says VoiceOver's "Page 2 of 3" in any case.
                node = Node(.pageControl, title: label)
                node.control.numberOfPages = pages.count
                node.control.currentPage = pages.current
            } else {
                node = Node(.text, title: label ?? "")
                node.accessibility.addTraits.insert(.adjustable)
                node.accessibility.removeTraits.insert(.isStaticText)
                if let value = element.value, !value.isEmpty { node.accessibility.value = value }
            }
            typeTraits = .adjustable
        case "StaticText":
            guard let label else { return nil }
            node = Node(.text, title: label)
            if let value = element.value, !value.isEmpty, value != label { node.accessibility.value = uncut(value) }
            typeTraits = .isStaticText
        default:
            // A cell or an `Other` with a label: it says its label (and value), no trait word.
            guard label != nil || !(element.value ?? "").isEmpty else { return nil }
            node = Node(.text, title: label ?? "")
            if let value = element.value, !value.isEmpty, value != label { node.accessibility.value = uncut(value) }
            if element.isSelected { node.accessibility.addTraits.insert(.isSelected) }
            typeTraits = []
        }
        if let title = context.navigationTitle, label == title, node.kind == .text {
            node.accessibility.addTraits.insert(.isHeader)
            typeTraits.insert(.isHeader)
            headings.append(title)
        }
        return finish(node, element, typeTraits: typeTraits)
    }

    /// The identifier UIKit gives the dismiss region of a popover or form sheet (public UI tests
    /// tap `otherElements["PopoverDismissRegion"]`, which Xcode's recorder also writes as
    /// `otherElements["dismiss popup"]`).
    static let popoverDismissRegion = "PopoverDismissRegion"

    /// Frame, id, state and the capture's own traits; records what was inferred.
    mutating func finish(_ node: consuming Node, _ element: CapturedElement, typeTraits: Traits) -> Node {
        var node = node
        node.serial = nextSerial(for: element)
        // A frame a screen file cannot hold (XCTest prints `inf` for some) is left out.
        node.accessibility.frame = Self.screenFrame(element.frame)
        if !element.isEnabled { node.accessibility.disabled = true }
        if let hint = element.hint, !hint.isEmpty { node.accessibility.hint = hint }
        if !element.customActions.isEmpty { node.accessibility.actions = element.customActions.map { CustomAction(name: $0) } }
        if let identifier = element.identifier, !identifier.isEmpty {
            var id = identifier
            var suffix = 2
            while identifiers.contains(id) {
                id = "\(identifier)-\(suffix)"
                suffix += 1
            }
            identifiers.insert(id)
            node.id = id
        }
        if let given = element.traits {
            // The capture states the traits: add those the type did not give; nothing is inferred.
            var traits = TraitName.traits(given).subtracting([.notEnabled, .isToggle])
            if given.contains("notenabled") { node.accessibility.disabled = true }
            if node.kind == .tab { traits.remove(.isSelected) }
            traits.subtract(typeTraits)
            if node.kind == .text { traits.remove(.isStaticText) }
            node.accessibility.addTraits.formUnion(traits)
        } else if !typeTraits.isEmpty {
            inferred[node.serial] = typeTraits
        }
        return node
    }

    /// A text field (UIKit: the placeholder is the title, the label wins over it, the text is the value).
    mutating func textInput(_ element: CapturedElement) -> Node {
        let kind: NodeKind
        switch element.type {
        case "SecureTextField": kind = .secureField
        case "SearchField": kind = .searchField
        case "TextView": kind = .textEditor
        default: kind = .textField
        }
        let placeholder = element.placeholder.flatMap { $0.isEmpty ? nil : $0 }
        var node = Node(kind, title: placeholder ?? "")
        if let label = element.spokenLabel, label != placeholder { node.accessibility.label = label }
        // XCTest and WebDriverAgent give an empty field's placeholder as its value.
        if let value = element.value, !value.isEmpty, value != placeholder, value != element.label {
            node.control.text = uncut(value)
        }
        // Being edited as the capture was taken (XCUITest's `Keyboard Focused`, the
        // `isEditing` trait): it says "Is editing" (VOICEOVER.md §1).
        if element.hasKeyboardFocus || element.traits?.contains("isediting") == true { node.control.isFocused = true }
        return node
    }

    /// Rule 5: a cell without a label.
    mutating func cell(_ element: CapturedElement, _ context: Context) -> Node? {
        var texts: [CapturedElement] = []
        var controls: [CapturedElement] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            if !next.hasSize || Self.isScrollBar(next) {
                stack.append(contentsOf: next.children.reversed())
                continue
            }
            switch next.type {
            case "Switch", "Toggle", "Slider", "CheckBox", "PickerWheel", "PageIndicator":
                controls.append(next)
            case "Button", "Link", "TextField", "SecureTextField", "SearchField", "TextView", "Key", "Cell", "MenuItem", "Tab",
                "RadioButton":
                return nil
            default:
                if next.spokenLabel != nil, ["StaticText", "Image", "Other"].contains(next.type) {
                    texts.append(next)
                } else {
                    stack.append(contentsOf: next.children.reversed())
                }
            }
        }
        guard controls.count <= 1 else { return nil }
        let ordered = GeometricOrder.sort(
            texts, frame: { $0.frame ?? Frame(x: 0, y: 0, width: 0, height: 0) }, direction: .leftToRight, rowTolerance: 8)
        var labels: [String] = []
        for text in ordered { if let label = text.spokenLabel, !labels.contains(label) { labels.append(label) } }
        if var control = controls.first {
            if let label = control.spokenLabel, !labels.contains(label) { labels.append(label) }
            control.label = labels.joined(separator: ", ")
            control.frame = element.frame
            control.identifier = control.identifier ?? element.identifier
            return stop(control, context)
        }
        guard !labels.isEmpty else { return nil }
        var combined = element
        combined.label = labels.joined(separator: ", ")
        combined.value = nil
        return stop(combined, context)
    }

    /// The one switch inside a cell that holds no other control; nil otherwise.
    static func onlySwitch(in cell: CapturedElement) -> CapturedElement? {
        var found: CapturedElement?
        var stack = cell.children
        while let next = stack.popLast() {
            switch next.type {
            case "Switch", "Toggle", "CheckBox":
                if found != nil { return nil }
                found = next
            case "Button", "Link", "TextField", "SecureTextField", "SearchField", "TextView", "Slider", "Cell":
                return nil
            default:
                stack.append(contentsOf: next.children)
            }
        }
        return found
    }

    /// A segmented control: a segmented picker of its buttons' labels ("N of M" is spoken).
    mutating func segmented(_ element: CapturedElement) -> Node? {
        let buttons = element.children.filter { $0.type == "Button" && $0.spokenLabel != nil }
        guard !buttons.isEmpty, buttons.count == element.children.count else { return nil }
        var node = Node(.picker, title: element.spokenLabel ?? "")
        node.control.pickerStyle = .segmented
        node.control.options = buttons.compactMap(\.spokenLabel)
        node.control.selection = buttons.first(where: \.isSelected)?.spokenLabel
        return finish(node, element, typeTraits: .isButton)
    }

    /// The items shown inside a captured pop-up button (its `MenuItem`s and `Button`s, a macOS
    /// `PopUpButton`'s open `Menu`), as a menu's buttons; none when the capture shows none, as
    /// a closed menu's: then the note says so and a double tap presents nothing.
    mutating func menuItems(in element: CapturedElement) -> [Node] {
        var items: [Node] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            if next.type == "MenuItem" || next.type == "Button", let label = next.spokenLabel {
                items.append(Node(.button, title: label))
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
        if items.isEmpty { count("pop-up buttons whose items are not in the capture") }
        return items
    }

    /// The page and the page count of a page control's value, `"page 2 of 3"` (any case) as
    /// `(current: 1, count: 3)`: the page 0-based; nil for any other value, or a page past the count.
    static func pages(_ value: String?) -> (current: Int, count: Int)? {
        guard let value else { return nil }
        let words = value.split(separator: " ")
        guard words.count == 4, words[0].lowercased() == "page", words[2] == "of", let page = Int(words[1]),
            let count = Int(words[3]), (1...1_000_000).contains(count), (1...count).contains(page)
        else { return nil }
        return (page - 1, count)
    }

    /// A value without the `...` XCTest puts where it cut it (`truncatedValueString`): the
    /// mark is the capture's, not the app's, so VoiceOver would not say "ellipsis"; a note says
    /// the rest is missing.
    mutating func uncut(_ value: String) -> String {
        guard value.hasSuffix("..."), value.count > 3, capture.format == .xcuitest else { return value }
        count("values cut by the capture")
        return String(value.dropLast(3))
    }

    /// `"50%"` as 0.5; nil for a number JSON cannot hold (`nan%`, `1e400%`).
    static func percent(_ value: String?) -> Double? {
        guard let value, value.hasSuffix("%"), let number = Double(value.dropLast()), number.isFinite else { return nil }
        return number / 100
    }
}
