import Earshot
import EarshotBase

/// The captures that list what assistive technology sees: idb and AccessibilitySnapshot.
extension CaptureJSON {
    // MARK: idb

    /// `idb ui describe-all` (flat, `--nested`, `--format complete`) and `describe-point`.
    func idb(_ value: JSONValue) throws(InputError) -> Capture {
        var top = value
        var place = self.top
        var variant = Self.idbVariant
        if let object = value.objectValue, let elements = object["elements"] {
            top = elements
            place = member("elements", of: object, at: place)
            variant += " (--format complete)"
        }
        let items: [(value: JSONValue, place: Int?)]
        switch top {
        case .array(let list): items = self.items(list, at: place)
        case .object:
            items = [(top, place)]
            variant = "idb describe-point"
        default: throw error("expected an idb element list (a JSON array of objects with \"AXLabel\" and \"frame\")")
        }
        var carriesTraits = false
        var nested = false
        let roots = items.compactMap { item -> CapturedElement? in
            guard let object = item.value.objectValue else { return nil }
            return idbElement(object, at: item.place, carriesTraits: &carriesTraits, nested: &nested)
        }
        return Self.idbCapture(roots, variant: variant, nested: nested, carriesTraits: carriesTraits)
    }

    static let idbVariant = "idb describe-all"

    /// An idb capture of these top elements.
    static func idbCapture(_ roots: [CapturedElement], variant: String, nested: Bool, carriesTraits: Bool) -> Capture {
        Capture(
            format: .idb, variant: nested ? variant + " (--nested)" : variant, roots: roots, carriesHints: true,
            carriesTraits: carriesTraits)
    }

    func idbElement(_ object: JSONObject, at place: Int?, carriesTraits: inout Bool, nested: inout Bool) -> CapturedElement {
        var element = Self.idbElement(members: object, carriesTraits: &carriesTraits)
        locate(&element, at: place)
        if object["children"]?.arrayValue != nil {
            nested = true
            element.children = items("children", of: object, at: place).compactMap { child in
                child.value.objectValue.map { idbElement($0, at: child.place, carriesTraits: &carriesTraits, nested: &nested) }
            }
        }
        return element
    }

    /// The members of an idb element that ``idbElement(members:carriesTraits:)`` reads.
    static let idbMembers = [
        "role_description", "role", "type", "traits", "AXLabel", "label", "AXValue", "value", "AXUniqueId", "identifier", "help",
        "placeholder", "frame", "AXFrame", "enabled", "custom_actions", "hidden",
    ]

    /// An idb element from its own members (``idbMembers``), its children aside.
    static func idbElement(members object: some CaptureMembers, carriesTraits: inout Bool) -> CapturedElement {
        let role = Self.string(object["role_description"])?.lowercased() ?? ""
        let axRole = Self.string(object["role"]) ?? ""
        var type = Self.string(object["type"]) ?? "Other"
        if type.hasPrefix("AX") { type.removeFirst(2) }
        var traits: Set<String>?
        if let list = object["traits"]?.arrayValue {
            carriesTraits = true
            traits = Set(list.compactMap { Self.string($0).map(TraitName.normalized) })
        }
        switch role {
        case "switch", "toggle": type = "Switch"
        case "tab": type = "Tab"
        case "text field": type = "TextField"
        case "secure text field": type = "SecureTextField"
        case "search field": type = "SearchField"
        case "heading":
            type = "StaticText"
            traits = (traits ?? []).union(["header"])
        default: break
        }
        if axRole == "AXHeading" || type == "Heading" {
            type = "StaticText"
            traits = (traits ?? []).union(["header"])
        }
        if type == "CheckBox" { type = "Switch" }
        // A pop-up button: the macOS role idb translates to (`AXPopUpButton`, "pop up button"),
        // or the private trait newer idb lists (`PopupButton`, FBAccessibilityTraits.swift).
        if axRole == "AXPopUpButton" || role == "pop up button" { type = "PopUpButton" }
        if let given = traits {
            if given.contains("header"), type == "Other" { type = "StaticText" }
            if given.contains("tabbutton") || given.contains("tabbaritem") { type = "Tab" }
            if given.contains("keyboardkey"), type == "Button" { type = "Key" }
            if given.contains("popupbutton"), type == "Button" { type = "PopUpButton" }
        }
        let value = Self.string(object["AXValue"] ?? object["value"])
        // A page control is a slider to idb, its value the page: `"Page 1 of 2"` (the home
        // screen's, `AXUniqueId` "Page control": facebook/idb, `website/docs/accessibility.mdx`).
        if type == "Slider", VoiceOverStops.pages(value) != nil { type = "PageIndicator" }
        var element = CapturedElement(type: type)
        element.isAssistiveView = true
        element.label = Self.string(object["AXLabel"] ?? object["label"])
        element.value = value
        element.identifier = Self.string(object["AXUniqueId"] ?? object["identifier"])
        element.hint = Self.string(object["help"])
        element.placeholder = Self.string(object["placeholder"])
        element.frame = Self.frame(object["frame"]) ?? Self.string(object["AXFrame"]).flatMap(Self.frameString)
        element.isEnabled = Self.bool(object["enabled"]) ?? true
        element.traits = traits
        if traits?.contains("selected") == true { element.isSelected = true }
        element.customActions = (object["custom_actions"]?.arrayValue ?? []).compactMap { Self.string($0) }
        if Self.bool(object["hidden"]) == true { element.type = "StatusBar" }
        return element
    }

    /// `NSStringFromRect`: `{{21.5, 28}, {72, 87.5}}`.
    static func frameString(_ text: String) -> Frame? {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    // MARK: AccessibilitySnapshot

    /// `[AccessibilityHierarchy]` as Swift's synthesized `Codable` writes it (cashapp/AccessibilitySnapshot,
    /// the `AccessibilitySnapshotModel` package: points and rects as unkeyed arrays, traits as names).
    func accessibilitySnapshot(_ value: JSONValue) throws(InputError) -> Capture {
        guard let items = value.arrayValue.map({ self.items($0, at: top) }) ?? (value.objectValue != nil ? [(value, top)] : nil) else {
            throw error("expected an AccessibilitySnapshot hierarchy (a JSON array of {\"element\": ...} and {\"container\": ...})")
        }
        return Self.snapshotCapture(snapshotItems(items).map(\.element))
    }

    /// An AccessibilitySnapshot capture of these top elements.
    static func snapshotCapture(_ roots: [CapturedElement]) -> Capture {
        Capture(
            format: .accessibilitysnapshot, variant: "AccessibilitySnapshot hierarchy", roots: roots, carriesHints: true,
            carriesTraits: true)
    }

    /// The items in VoiceOver's order (`traversalIndex`; a container where its first element is).
    func snapshotItems(_ items: [(value: JSONValue, place: Int?)]) -> [(element: CapturedElement, order: Int)] {
        var result: [(element: CapturedElement, order: Int)] = []
        result.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            guard let object = item.value.objectValue else { continue }
            if let wrapper = object["element"]?.objectValue {
                let body = wrapper["_0"]?.objectValue ?? wrapper
                let order = Self.integer(wrapper["traversalIndex"]) ?? offset
                var element = Self.hierarchyElement(body)
                locate(&element, at: item.place)
                result.append((element, order))
            } else if let wrapper = object["container"]?.objectValue {
                let children = snapshotItems(self.items("children", of: wrapper, at: member("container", of: object, at: item.place)))
                var container = Self.hierarchyContainer(wrapper["_0"]?.objectValue ?? wrapper)
                locate(&container, at: item.place)
                container.children = children.map(\.element)
                result.append((container, children.map(\.order).min() ?? offset))
            }
        }
        return Self.inTraversalOrder(result)
    }

    /// The members of an element's body that ``hierarchyElement(_:)`` reads, and of a
    /// container's that ``hierarchyContainer(_:)`` reads.
    static let hierarchyElementMembers = ["label", "value", "hint", "identifier", "traits", "shape", "customActions"]
    static let hierarchyContainerMembers = ["type", "frame"]

    /// A container of the hierarchy from its body's members, its children aside.
    static func hierarchyContainer(_ body: some CaptureMembers) -> CapturedElement {
        var container = CapturedElement(type: "Group")
        if let type = body["type"]?.objectValue, let name = type.keys.first {
            container.type =
                [
                    "list": "List", "landmark": "Landmark", "dataTable": "DataTable", "semanticGroup": "SemanticGroup",
                    "tabBar": "TabBar",
                ][name] ?? "Group"
            if let details = type[name]?.objectValue { container.label = Self.string(details["label"]) }
        }
        container.isAssistiveView = true
        container.frame = Self.pairFrame(body["frame"])
        return container
    }

    /// The items sorted by their `order` (`traversalIndex`), ties in the order given.
    static func inTraversalOrder(_ result: [(element: CapturedElement, order: Int)]) -> [(element: CapturedElement, order: Int)] {
        // Usually in order already: checked in one pass before sorting (a copy of every element).
        var inOrder = true
        for index in result.indices.dropFirst() where result[index - 1].order > result[index].order {
            inOrder = false
            break
        }
        if inOrder { return result }
        return result.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }

    static func hierarchyElement(_ body: some CaptureMembers) -> CapturedElement {
        let traits = Set((body["traits"]?.arrayValue ?? []).compactMap { Self.string($0).map(TraitName.normalized) })
        var element = CapturedElement(type: Self.snapshotType(traits))
        element.isAssistiveView = true
        element.label = Self.string(body["label"])
        element.value = Self.string(body["value"])
        // An adjustable element whose value is its page, UIKit's page control ("page 2 of 3").
        if element.type == "Slider", VoiceOverStops.pages(element.value) != nil { element.type = "PageIndicator" }
        element.hint = Self.string(body["hint"])
        element.identifier = Self.string(body["identifier"])
        element.traits = traits
        element.isSelected = traits.contains("selected")
        element.isEnabled = !traits.contains("notenabled")
        if let shape = body["shape"]?.objectValue { element.frame = Self.pairFrame(shape["frame"]) }
        element.customActions = (body["customActions"]?.arrayValue ?? []).compactMap {
            Self.string($0) ?? Self.string($0.objectValue?["name"])
        }
        return element
    }

    /// The element type its traits make, the first of these that applies: a switch, a secure
    /// text field, a search field, a text field, a tab, a key, a slider, a button, a link, an
    /// image; else `Other`. One look at each of the few trait names, not a search of the set for
    /// each type.
    static func snapshotType(_ traits: Set<String>) -> String {
        var best = snapshotTypes.count
        for name in traits {
            let rank: Int
            switch name {
            case "switchbutton": rank = 0
            case "securetextfield": rank = 1
            case "searchfield": rank = 2
            case "textentry", "textarea": rank = 3
            case "tabbaritem": rank = 4
            case "keyboardkey": rank = 5
            case "adjustable": rank = 6
            case "button", "backbutton": rank = 7
            case "link": rank = 8
            case "image": rank = 9
            default: continue
            }
            best = min(best, rank)
        }
        return best < snapshotTypes.count ? snapshotTypes[best] : "Other"
    }

    private static let snapshotTypes = [
        "Switch", "SecureTextField", "SearchField", "TextField", "Tab", "Key", "Slider", "Button", "Link", "Image",
    ]

    /// `[[x, y], [width, height]]`.
    static func pairFrame(_ value: JSONValue?) -> Frame? {
        guard let pairs = value?.arrayValue, pairs.count == 2, let origin = pairs[0].arrayValue, let size = pairs[1].arrayValue,
            origin.count == 2, size.count == 2, let x = number(origin[0]), let y = number(origin[1]), let w = number(size[0]),
            let h = number(size[1])
        else { return nil }
        return Frame(x: x, y: y, width: w, height: h)
    }
}

/// The members of one element object that a capture reader looks at: a whole `JSONObject`
/// (a capture read as a tree), or the members `CaptureStream` kept as it read the element.
protocol CaptureMembers {
    subscript(key: String) -> JSONValue? { get }
}

extension JSONObject: CaptureMembers {}
