import EarshotBase

/// The keys a node may carry besides its kind key: SwiftUI modifiers, UIKit properties and
/// control state (FORMAT.md §1.2). The same code reads a node in a screen and the `set` of an
/// `update` step, so a state change accepts exactly what a screen does.
extension NodeReader {
    /// Every key `apply` knows, for "did you mean" suggestions.
    static let fieldNames: [String] = [
        "id", "children",
        "accessibilityLabel", "accessibilityValue", "accessibilityHint",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityTraits",
        "accessibilityHidden", "accessibilityElementsHidden", "accessibilityElement",
        "accessibilitySortPriority", "accessibilityActions", "accessibilityCustomActions",
        "accessibilityInputLabels", "accessibilityLanguage", "accessibilityHeading", "accessibilitySpeech",
        "disabled", "frame", "isAccessibilityElement", "accessibilityElements", "accessibilityViewIsModal",
        "shouldGroupAccessibilityChildren", "accessibilityContainerType", "accessibilityNavigationStyle",
        "accessibilityRespondsToUserInteraction", "focusGroupIdentifier", "accessibilityCustomContent", "accessibilityRotor",
        "onActivate", "onMagicTap", "onEscape", "onIncrement", "onDecrement", "onScroll",
        "isOn", "value", "range", "step", "options", "selection", "pickerStyle", "text", "selected", "badge",
        "message", "buttons", "icon", "decorative", "pages", "page", "items", "isEditable", "focused", "header", "footer",
        "addsHeaderTrait", "earshotIgnore",
        "numberOfPages", "currentPage", "columns", "rows", "date", "displayedComponents", "datePickerStyle",
    ]

    /// Kinds each control property belongs to; a property on another kind is an error.
    /// (A byte-hashed table: every key of every view is looked up in it.)
    static let propertyKinds = NameTable<Set<NodeKind>>([
        ("isOn", [.toggle]),
        ("value", [.slider, .stepper, .progressView]),
        ("range", [.slider, .stepper]),
        ("step", [.slider, .stepper]),
        ("options", [.picker]), ("selection", [.picker]), ("pickerStyle", [.picker]),
        ("text", [.textField, .secureField, .textEditor, .searchField]),
        ("selected", [.tab]), ("badge", [.tab]),
        ("message", [.alert]), ("buttons", [.alert]),
        ("icon", [.label]),
        ("decorative", [.image]),
        ("pages", [.scrollView, .list]), ("page", [.scrollView, .list]),
        ("items", [.menu]), ("isEditable", [.textEditor]),
        ("focused", [.textField, .secureField, .textEditor, .searchField]),
        ("header", [.section]), ("footer", [.section]), ("addsHeaderTrait", [.section]),
        ("numberOfPages", [.pageControl]), ("currentPage", [.pageControl]),
        ("columns", [.dataTable]), ("rows", [.dataTable]),
        ("date", [.datePicker]), ("displayedComponents", [.datePicker]), ("datePickerStyle", [.datePicker]),
    ])

    /// Reads one key into `node`. `checkKind` is off for `update` patches, whose target may not
    /// exist yet when the scenario is read.
    func apply(_ key: String, _ value: JSONValue, to node: inout Node, at path: JSONPath, checkKind: Bool) throws(InputError) {
        try apply(key, as: ViewKey.table[key], value, to: &node, at: path, checkKind: checkKind)
    }

    /// `apply` of a key already looked up: `viewKey` is what `ViewKey.table` holds for `key`.
    func apply(
        _ key: String, as viewKey: ViewKey?, _ value: JSONValue, to node: inout Node, at path: JSONPath, checkKind: Bool
    ) throws(InputError) {
        guard case .field(let field, let isProperty)? = viewKey else { throw unknownField(key, at: path, checkKind: checkKind) }
        if checkKind, isProperty, let kinds = Self.propertyKinds[key], !kinds.contains(node.kind) {
            let owners = kinds.map(\.rawValue).sorted().joined(separator: ", ")
            throw json.error(path, "\"\(key)\" belongs to \(owners), not to \(node.kind.rawValue)")
        }
        switch field {
        case .id: node.id = try json.string(value, at: path)
        case .title: node.title = try json.optionalString(value, at: path)
        case .children: node.children += try nodes(value, at: path)
        case .accessibilityLabel: node.accessibility.label = try json.optionalString(value, at: path)
        case .accessibilityValue: node.accessibility.value = try json.optionalString(value, at: path)
        case .accessibilityHint: node.accessibility.hint = try json.optionalString(value, at: path)
        case .accessibilityAddTraits, .accessibilityTraits:
            let traits = try self.traits(value, at: path)
            node.accessibility.addTraits.formUnion(traits)
            node.accessibility.removeTraits.subtract(traits)
        case .accessibilityRemoveTraits:
            let traits = try self.traits(value, at: path)
            node.accessibility.removeTraits.formUnion(traits)
            node.accessibility.addTraits.subtract(traits)
        case .accessibilityHidden, .accessibilityElementsHidden:
            node.accessibility.hidden = try json.bool(value, at: path)
        case .accessibilityElement:
            node.accessibility.childBehavior = try json.choice(value, at: path, as: ChildBehavior.self)
        case .accessibilitySortPriority:
            node.accessibility.sortPriority = try json.number(value, at: path)
        case .accessibilityActions, .accessibilityCustomActions:
            if let repeated {
                node.accessibility.actions = try repeated.actions(value) { () throws(InputError) in try actions(value, at: path) }
            } else {
                node.accessibility.actions = try actions(value, at: path)
            }
        case .accessibilityInputLabels: node.accessibility.inputLabels = try json.strings(value, at: path)
        case .accessibilityLanguage: node.accessibility.language = try languageTag(value, at: path)
        case .accessibilityHeading: node.accessibility.headingLevel = try headingLevel(value, at: path)
        case .accessibilitySpeech: node.accessibility.speech = try speech(value, at: path)
        case .disabled: node.accessibility.disabled = try json.bool(value, at: path)
        case .frame: node.accessibility.frame = try frame(value, at: path)
        case .isAccessibilityElement: node.accessibility.isAccessibilityElement = try json.bool(value, at: path)
        case .accessibilityElements:
            let ids = try json.strings(value, at: path)
            // UIKit reads the array in order; an element listed twice would be reached again
            // instead of the ones after it, so a repeated id is a mistake in the screen file.
            var listed = Set<String>()
            for (index, id) in ids.enumerated() where !listed.insert(id).inserted {
                let first = ids.firstIndex(of: id) ?? 0
                throw json.error(
                    path.appending(index), "the id \"\(id)\" is listed twice in accessibilityElements (first at index \(first))",
                    suggestion: "list each element once, in the order VoiceOver should read them")
            }
            node.accessibility.elements = ids
        case .accessibilityViewIsModal: node.accessibility.viewIsModal = try json.bool(value, at: path)
        case .shouldGroupAccessibilityChildren: node.accessibility.groupsChildren = try json.bool(value, at: path)
        case .accessibilityContainerType:
            node.accessibility.containerType = try json.choice(value, at: path, as: ContainerType.self)
        case .accessibilityNavigationStyle:
            node.accessibility.navigationStyle = try json.choice(value, at: path, as: NavigationStyle.self)
        case .accessibilityRespondsToUserInteraction:
            node.accessibility.respondsToUserInteraction = try json.bool(value, at: path)
        case .focusGroupIdentifier: node.accessibility.focusGroupIdentifier = try json.string(value, at: path)
        case .onActivate: node.reactions.onActivate = try appSteps(value, at: path)
        case .onMagicTap: node.reactions.onMagicTap = try appSteps(value, at: path)
        case .onEscape: node.reactions.onEscape = try appSteps(value, at: path)
        case .onIncrement: node.reactions.onIncrement = try appSteps(value, at: path)
        case .onDecrement: node.reactions.onDecrement = try appSteps(value, at: path)
        case .onScroll:
            let object = try json.object(
                value, at: path, expected: "an object of directions (\"up\", \"down\", \"left\", \"right\") to steps")
            for (direction, directionSteps) in object.entries {
                let scroll = try json.choice(.string(direction), at: path.appending(direction), as: ScrollDirection.self)
                node.reactions.onScroll[scroll] = try appSteps(directionSteps, at: path.appending(direction))
            }
        case .isOn: node.control.isOn = try json.bool(value, at: path)
        case .value:
            if case .null = value, node.kind == .progressView || !checkKind {
                node.control.number = nil
            } else if node.kind == .progressView && checkKind {
                // FORMAT.md §1.1: a ProgressView's value is 0...1. (An `update` does not know the
                // view's kind when it is read; the percentage rule clamps what it sets.)
                node.control.number = try json.number(value, at: path, in: 0...1)
            } else {
                node.control.number = try json.number(value, at: path)
            }
        case .range: node.control.range = try range(value, at: path)
        case .step:
            let step = try json.number(value, at: path)
            guard step > 0 else { throw json.error(path, "expected a step greater than 0, found \(format(step))") }
            node.control.step = step
        case .options: node.control.options = try json.strings(value, at: path)
        case .selection: node.control.selection = try json.string(value, at: path)
        case .pickerStyle: node.control.pickerStyle = try json.choice(value, at: path, as: PickerStyle.self)
        case .text: node.control.text = try json.string(value, at: path)
        case .selected: node.control.selected = try json.bool(value, at: path)
        case .badge: node.control.badge = try json.optionalString(value, at: path)
        case .message: node.control.message = try json.optionalString(value, at: path)
        case .buttons: node.children = try alertButtons(value, at: path)
        case .icon: node.control.icon = try json.string(value, at: path)
        case .decorative: node.control.decorative = try json.bool(value, at: path)
        case .pages: node.control.pages = try json.integer(value, at: path, in: 1...1_000_000)
        case .page: node.control.page = try json.integer(value, at: path, in: 1...1_000_000)
        case .items: node.reactions.menuItems = try menuItems(value, at: path)
        case .isEditable: node.control.isEditable = try json.bool(value, at: path)
        case .focused: node.control.isFocused = try json.bool(value, at: path)
        case .header, .footer, .addsHeaderTrait:
            try sectionPart(field, value, of: &node, at: path, checkKind: checkKind)
        case .earshotIgnore: node.accessibility.auditIgnore = try ruleIDs(value, at: path)
        case .accessibilityCustomContent: node.accessibility.customContent = try customContent(value, at: path)
        case .accessibilityRotor: node.accessibility.rotors = try rotors(value, at: path)
        case .numberOfPages:
            node.control.numberOfPages = try json.integer(value, at: path, in: 1...1_000_000)
        case .currentPage:
            node.control.currentPage = try json.integer(value, at: path, in: 0...999_999)
        case .date:
            let text = try json.string(value, at: path, expected: "an ISO 8601 date")
            guard let date = PickerDate(iso8601: text) else {
                throw json.error(
                    path, "expected an ISO 8601 date that exists (\"2026-12-07\" or \"2026-12-07T09:41\"), found \"\(text)\"",
                    suggestion: "write the date as YYYY-MM-DD, the time as THH:MM after it; 29 February only in a leap year")
            }
            node.control.date = date
        case .displayedComponents:
            let items = try json.array(value, at: path, expected: "a list of \"date\" and \"hourAndMinute\"")
            guard !items.isEmpty else {
                throw json.error(path, "expected \"date\", \"hourAndMinute\" or both, found an empty list", suggestion: "use [\"date\"]")
            }
            var components: [DatePickerComponent] = []
            for (index, item) in items.enumerated() {
                components.append(try json.choice(item, at: path.appending(index), as: DatePickerComponent.self))
            }
            node.control.displayedComponents = components
        case .datePickerStyle: node.control.datePickerStyle = try json.choice(value, at: path, as: DatePickerStyle.self)
        case .columns:
            let columns = try json.strings(value, at: path)
            guard !columns.isEmpty else {
                throw json.error(path, "a Table needs at least one column, found an empty list", suggestion: "list its headers: [\"Name\"]")
            }
            node.control.columns = columns
        case .rows: node.children = try tableRows(value, at: path)
        }
    }

    private func unknownField(_ key: String, at path: JSONPath, checkKind: Bool) -> InputError {
        let candidates = Self.fieldNames + (checkKind ? Self.kindNames : ["title"] + Self.patchShorthands.keys.sorted())
        let suggestion = Suggestion.closest(to: key, among: candidates).map { "did you mean \"\($0)\"?" }
        return json.error(path, "unknown key \"\(key)\"", suggestion: suggestion)
    }

    private func traits(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Traits {
        let names = Traits.named.map(\.name)
        var result: Traits = []
        for (index, item) in try json.array(value, at: path, expected: "a list of trait names").enumerated() {
            let name = try json.string(item, at: path.appending(index), expected: "a trait name")
            guard let trait = Traits(name: name) ?? Traits(name: "is" + name.prefix(1).uppercased() + name.dropFirst()) else {
                throw json.error(
                    path.appending(index), "unknown trait \"\(name)\"",
                    suggestion: Suggestion.closest(to: name, among: names).map { "did you mean \"\($0)\"?" })
            }
            result.insert(trait)
        }
        return result
    }

    private func actions(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [CustomAction] {
        var result: [CustomAction] = []
        for (index, item) in try json.array(value, at: path, expected: "a list of action names or {\"name\", \"do\"} objects").enumerated()
        {
            let itemPath = path.appending(index)
            switch item {
            case .string(let name):
                result.append(CustomAction(name: name))
            case .object(let object):
                try json.checkKeys(object, allowed: ["name", "do"], at: itemPath, what: "an action")
                guard let name = object["name"] else { throw json.error(itemPath, "an action needs a \"name\"") }
                let steps =
                    try object["do"].map { (value) throws(InputError) in try self.appSteps(value, at: itemPath.appending("do")) } ?? []
                result.append(CustomAction(name: try json.string(name, at: itemPath.appending("name")), steps: steps))
            case .null, .bool, .number, .array:
                throw json.mismatch(itemPath, expected: "an action name or {\"name\": ..., \"do\": [...]}", found: item)
            }
        }
        return result
    }

    /// `accessibilityCustomContent`: `{"label", "value", "importance"}` entries. A label given
    /// twice keeps one entry, the later value and importance where the first stood, as SwiftUI
    /// does (`[CustomContent].adding`).
    private func customContent(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [CustomContent] {
        let expected = "a list of {\"label\", \"value\", \"importance\"} objects"
        var result: [CustomContent] = []
        for (index, item) in try json.array(value, at: path, expected: expected).enumerated() {
            let itemPath = path.appending(index)
            let object = try json.object(item, at: itemPath, expected: "a {\"label\", \"value\", \"importance\"} object")
            try json.checkKeys(object, allowed: ["label", "value", "importance"], at: itemPath, what: "a custom content entry")
            guard let label = object["label"] else {
                throw json.error(
                    itemPath, "a custom content entry needs a \"label\"", suggestion: "e.g. {\"label\": \"Age\", \"value\": \"34\"}")
            }
            let text = try json.string(label, at: itemPath.appending("label"))
            guard !text.isEmpty else {
                throw json.error(
                    itemPath.appending("label"), "a custom content entry's label is empty", suggestion: "name what it holds: \"Age\"")
            }
            guard let entryValue = object["value"] else { throw json.error(itemPath, "a custom content entry needs a \"value\"") }
            var entry = CustomContent(label: text, value: try json.string(entryValue, at: itemPath.appending("value")))
            if let importance = object["importance"] {
                entry.importance = try json.choice(importance, at: itemPath.appending("importance"), as: CustomContentImportance.self)
            }
            result = result.adding(entry)
        }
        return result
    }

    /// `accessibilityRotor`: `{"name", "items"}` rotors. A name must say something, differ from
    /// the other rotors' and from the system settings' spellings (a `rotor` step names either);
    /// an item is an id, listed once. Whether the ids name views of the screen, and whether
    /// another view declares a rotor of the same name, is checked with the screen's ids
    /// (`ScreenReader.checkIdentifiers`).
    private func rotors(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [CustomRotor] {
        var result: [CustomRotor] = []
        for (index, item) in try json.array(value, at: path, expected: "a list of {\"name\", \"items\"} objects").enumerated() {
            let itemPath = path.appending(index)
            let object = try json.object(item, at: itemPath, expected: "a {\"name\", \"items\"} object")
            try json.checkKeys(object, allowed: ["name", "items"], at: itemPath, what: "a rotor")
            guard let nameValue = object["name"] else {
                throw json.error(
                    itemPath, "a rotor needs a \"name\"", suggestion: "e.g. {\"name\": \"Unread\", \"items\": [\"message-2\"]}")
            }
            let name = try json.string(nameValue, at: itemPath.appending("name"))
            if let problem = Self.rotorNameProblem(name, among: result.map(\.name)) {
                throw json.error(itemPath.appending("name"), problem.message, suggestion: problem.fix)
            }
            guard let itemsValue = object["items"] else { throw json.error(itemPath, "a rotor needs \"items\", the ids of its views") }
            let ids = try json.strings(itemsValue, at: itemPath.appending("items"))
            var listed = Set<String>()
            for (position, id) in ids.enumerated() where !listed.insert(id).inserted {
                throw json.error(
                    itemPath.appending("items").appending(position), "the id \"\(id)\" is listed twice in the rotor \"\(name)\"",
                    suggestion: "list each item once, in the order the rotor visits them")
            }
            result.append(CustomRotor(name: name, items: ids))
        }
        return result
    }

    /// What is wrong with a custom rotor's name, given the names of the rotors before it.
    static func rotorNameProblem(_ name: String, among earlier: [String]) -> (message: String, fix: String)? {
        if name.allSatisfy(\.isWhitespace) {
            return ("a rotor's name is empty", "name it as the rotor should say it: \"Unread\"")
        }
        if earlier.contains(name) {
            return ("two rotors are named \"\(name)\"", "give each rotor of a screen its own name: a rotor step names one")
        }
        if rotorNames.contains(name) {
            return (
                "a rotor may not be named \"\(name)\", Earshot's name for a system rotor setting",
                "name it as VoiceOver should say it, e.g. \"\(name.prefix(1).uppercased() + name.dropFirst())\""
            )
        }
        return nil
    }

    private func headingLevel(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Int {
        let text = try json.string(value, at: path, expected: "\"h1\" ... \"h6\"")
        guard text.count == 2, text.first == "h", let level = Int(text.dropFirst()), (1...6).contains(level) else {
            throw json.error(path, "expected \"h1\" ... \"h6\", found \"\(text)\"")
        }
        return level
    }

    private func speech(_ value: JSONValue, at path: JSONPath) throws(InputError) -> SpeechAttributes {
        let object = try json.object(value, at: path)
        try json.checkKeys(object, allowed: ["punctuation", "spellsOutCharacters", "pitch", "ipa"], at: path, what: "accessibilitySpeech")
        var speech = SpeechAttributes()
        if let v = object["punctuation"] { speech.punctuation = try json.bool(v, at: path.appending("punctuation")) }
        if let v = object["spellsOutCharacters"] {
            speech.spellsOutCharacters = try json.bool(v, at: path.appending("spellsOutCharacters"))
        }
        if let v = object["pitch"] { speech.pitch = try json.number(v, at: path.appending("pitch"), in: 0.5...2) }
        if let v = object["ipa"] { speech.ipa = try json.string(v, at: path.appending("ipa")) }
        return speech
    }

    /// `earshotIgnore`: ids of Earshot's audit rules; a mistyped one would suppress nothing, so
    /// it is refused with the nearest id, as `--ignore` refuses it.
    private func ruleIDs(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [String] {
        let ids = try json.strings(value, at: path)
        let known = AuditRuleIDs.all
        for (index, id) in ids.enumerated() where !known.contains(id) {
            let nearest = Suggestion.closest(to: id, among: known).map { "did you mean \"\($0)\"?" }
            throw json.error(
                path.appending(index), "unknown audit rule \"\(id)\"", suggestion: nearest ?? "`earshot help audit` lists the rules")
        }
        return ids
    }

    private func frame(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Frame {
        let items = try json.array(value, at: path, expected: "[x, y, width, height]")
        guard items.count == 4 else { throw json.error(path, "expected [x, y, width, height], found a list of \(items.count)") }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() { numbers.append(try json.number(item, at: path.appending(index))) }
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            throw json.error(path, "expected a width and height of 0 or more, found [\(numbers.map(format).joined(separator: ", "))]")
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func range(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ClosedRange<Double> {
        let items = try json.array(value, at: path, expected: "[min, max]")
        guard items.count == 2 else { throw json.error(path, "expected [min, max], found a list of \(items.count)") }
        let low = try json.number(items[0], at: path.appending(0))
        let high = try json.number(items[1], at: path.appending(1))
        guard low < high else { throw json.error(path, "expected min below max, found [\(format(low)), \(format(high))]") }
        return low...high
    }

    private func alertButtons(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [Node] {
        var result: [Node] = []
        for (index, item) in try json.array(value, at: path, expected: "a list of button titles or Button nodes").enumerated() {
            if case .string(let title) = item {
                var button = Node(.button, title: title)
                if let serials { button.serial = serials.next() }
                result.append(button)
            } else {
                let button = try node(item, at: path.appending(index))
                guard button.kind == .button else {
                    throw json.error(path.appending(index), "expected a button title or a Button node, found a \(button.kind.rawValue)")
                }
                result.append(button)
            }
        }
        return result
    }

    /// A `Table`'s rows: each a list of cells, strings (a `Text`) or nodes; each row is kept as an
    /// `HStack` of its cells, numbered as the screen's views are.
    private func tableRows(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [Node] {
        var rows: [Node] = []
        for (index, rowValue) in try json.array(value, at: path, expected: "a list of rows, each a list of cells").enumerated() {
            let rowPath = path.appending(index)
            let cells = try json.array(rowValue, at: rowPath, expected: "a row: a list of cells (strings or nodes)")
            var row = Node(.hStack)
            if let serials { row.serial = serials.next() }
            for (column, cell) in cells.enumerated() {
                if case .string(let text) = cell {
                    var node = Node(.text, title: text)
                    if let serials { node.serial = serials.next() }
                    row.children.append(node)
                } else {
                    row.children.append(try node(cell, at: rowPath.appending(column)))
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// A `Menu`'s items: button titles or Button nodes, at least one. They are views of the
    /// list a double tap presents, numbered when it appears, as a presentation's are. `null`
    /// says they are not known (what `earshot import` writes for a captured pop-up button,
    /// whose items a capture shows only while it is open): none, and a double tap presents nothing.
    private func menuItems(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [Node] {
        if case .null = value { return [] }
        guard case .array(let items) = value, items.isEmpty else {
            var reader = self
            reader.serials = nil
            return try reader.alertButtons(value, at: path)
        }
        throw json.error(path, "a Menu needs at least one item, found an empty list", suggestion: "list its buttons, e.g. [\"Share\"]")
    }

    /// A `Section`'s header (a title or views, placed before its rows and made headings once
    /// the section is read: `NodeReader.finish`), its footer (after its rows, plain) and
    /// `"addsHeaderTrait"`. They shape the section's views, so an `update` cannot set them.
    private func sectionPart(_ field: FieldKey, _ value: JSONValue, of node: inout Node, at path: JSONPath, checkKind: Bool)
        throws(InputError)
    {
        guard checkKind else {
            throw json.error(
                path, "\"\(field.rawValue)\" shapes a Section's views and cannot be changed by an update",
                suggestion: "insert or remove the header's views instead")
        }
        switch field {
        case .addsHeaderTrait: node.control.addsHeaderTrait = try json.bool(value, at: path)
        case .header:
            let views = try sectionViews(value, at: path)
            node.children.insert(contentsOf: views, at: 0)
            node.control.sectionHeaderCount = views.count
            if case .string = value { node.control.sectionHeaderIsTitle = true }
        default:
            let views = try sectionViews(value, at: path)
            node.children += views
            node.control.sectionFooterCount = views.count
            if case .string = value { node.control.sectionFooterIsTitle = true }
        }
    }

    /// A header's or footer's views: a title (a `Text`) or a list of nodes, at least one.
    private func sectionViews(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [Node] {
        switch value {
        case .string(let title):
            var text = Node(.text, title: title)
            try number(&text, at: path)
            return [text]
        case .array(let items) where !items.isEmpty:
            return try nodes(value, at: path)
        default:
            throw json.mismatch(path, expected: "a title string or a non-empty list of nodes", found: value)
        }
    }

    func languageTag(_ value: JSONValue, at path: JSONPath) throws(InputError) -> String {
        let tag = try json.string(value, at: path, expected: "a BCP 47 language tag such as \"en\" or \"ja\"")
        let valid =
            !tag.isEmpty && tag.count <= 35
            && tag.split(separator: "-", omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        guard valid else { throw json.error(path, "expected a BCP 47 language tag such as \"en\" or \"pt-BR\", found \"\(tag)\"") }
        return tag
    }
}

/// The keys `NodeReader.apply` reads, found by one hash lookup (`ViewKey.table`) instead of a
/// chain of string comparisons (screens of a million views read every key of every view).
enum FieldKey: String, CaseIterable {
    case id, title, children, accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityAddTraits, accessibilityTraits,
        accessibilityRemoveTraits, accessibilityHidden, accessibilityElementsHidden, accessibilityElement, accessibilitySortPriority,
        accessibilityActions, accessibilityCustomActions, accessibilityInputLabels, accessibilityLanguage, accessibilityHeading,
        accessibilitySpeech, disabled, frame, isAccessibilityElement, accessibilityElements, accessibilityViewIsModal,
        shouldGroupAccessibilityChildren, accessibilityContainerType, accessibilityNavigationStyle,
        accessibilityRespondsToUserInteraction, focusGroupIdentifier, onActivate, onMagicTap, onEscape, onIncrement, onDecrement, onScroll,
        isOn, value, range, step, options, selection, pickerStyle, text, selected, badge, message, buttons, icon, decorative, pages, page,
        items, isEditable, focused, header, footer, addsHeaderTrait, earshotIgnore, accessibilityCustomContent, accessibilityRotor,
        numberOfPages, currentPage, columns, rows,
        date, displayedComponents, datePickerStyle

}

/// What a key of a view is: its kind key, or a key `NodeReader.apply` reads. The reader looks
/// each key of each view up once, in `table`, and goes on with what it found.
enum ViewKey {
    case kind(NodeKind)
    /// `isProperty`: a control's property, which only some kinds take (`propertyKinds`).
    case field(FieldKey, isProperty: Bool)

    /// Every kind and field with its name (no name is both: kinds are capitalised, fields are not).
    static let all: [(name: String, key: ViewKey)] =
        NodeKind.allCases.map { ($0.rawValue, .kind($0)) }
        + FieldKey.allCases.map { ($0.rawValue, .field($0, isProperty: NodeReader.propertyKinds[$0.rawValue] != nil)) }

    /// `all`'s keys alone, by the same index: what the reader looks up for each key of each
    /// view, with no name to retain and release.
    static let keys = all.map(\.key)

    /// Every kind and field by name.
    static let table = NameTable<ViewKey>(all.map { ($0.name, $0.key) })

    /// The names, for the JSON cursor to match keys against as it reads them (its `keyIndex` is
    /// an index into `all`).
    static let keyNames = JSONKeyNames(all.map(\.name))
}
