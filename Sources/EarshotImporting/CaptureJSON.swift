import Earshot
import EarshotBase

/// Reads the JSON captures: WebDriverAgent's JSON source, `snapshot().dictionaryRepresentation`,
/// idb `describe-all` / `describe-point`, and AccessibilitySnapshot's encoded hierarchy
/// (appium/WebDriverAgent `XCUIApplication+FBHelpers.m`; Apple, `XCUIElementSnapshot`;
/// facebook/idb `FBSimulatorAccessibilityCommands.m`; cashapp/AccessibilitySnapshot's model).
/// Unknown keys are ignored: each tool adds keys over time.
struct CaptureJSON {
    var file: String
    /// Where each value of the capture starts, as the parser saw it: each element's line and column.
    var places: JSONPlaces?

    init(file: String, places: JSONPlaces? = nil) {
        self.file = file
        self.places = places
    }

    /// The capture's JSON, with where each of its values starts; nil when it is no JSON.
    static func parse(_ bytes: [UInt8]) -> (value: JSONValue, places: JSONPlaces)? {
        let text = bytes.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        guard let first = text.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
        return try? JSONParser.parsePlaced(bytes, maxDepth: JSONParser.maximumSupportedDepth)
    }

    // MARK: Places

    /// The place of the whole capture's value: 0, when places are known.
    var top: Int? { places == nil ? nil : 0 }

    /// The place of the member `key` of the object at place `index` (nil when not known).
    func member(_ key: String, of object: JSONObject, at index: Int?) -> Int? {
        guard let index, let places else { return nil }
        return places.index(ofMember: key, of: index, in: object)
    }

    /// The places of the elements of the array at place `index`, which has `count` elements.
    func elements(of index: Int?, count: Int) -> [Int?] {
        guard let index, let places else { return Array(repeating: nil, count: count) }
        let found = places.elementIndices(of: index, count: count)
        return found.count == count ? found : Array(repeating: nil, count: count)
    }

    /// The items of `list` (the array at place `index`), each with its place.
    func items(_ list: [JSONValue], at index: Int?) -> [(value: JSONValue, place: Int?)] {
        Array(zip(list, elements(of: index, count: list.count)))
    }

    /// The items of `object[key]`, an array, each with its place (none when it is no array).
    func items(_ key: String, of object: JSONObject, at index: Int?) -> [(value: JSONValue, place: Int?)] {
        items(object[key]?.arrayValue ?? [], at: member(key, of: object, at: index))
    }

    /// Sets the element's line and column to those of the value at place `index`.
    func locate(_ element: inout CapturedElement, at index: Int?) {
        guard let index, let places, index < places.count else { return }
        let position = places.position(index)
        element.line = position.line
        element.column = position.column
    }

    /// Which capture a JSON value is, from its keys.
    static func format(of value: JSONValue) -> CaptureFormat? {
        var probe = value
        if case .object(let object) = probe {
            if object["earshot"] != nil { return nil }
            if let elements = object["elements"], object["screen"] != nil || object["backend"] != nil {
                probe = elements
            } else if let wrapped = object["value"], wrapped.objectValue != nil || wrapped.arrayValue != nil {
                probe = wrapped
            }
        }
        let first: JSONObject?
        switch probe {
        case .array(let items): first = items.first?.objectValue
        case .object(let object): first = object
        default: first = nil
        }
        guard let keys = first?.keys else { return nil }
        return format(ofKeys: keys)
    }

    /// Which capture an element with these member names is from.
    static func format(ofKeys keys: [String]) -> CaptureFormat? {
        if keys.contains("element") || keys.contains("container") { return .accessibilitysnapshot }
        if keys.contains("AXLabel") || keys.contains("AXFrame") || keys.contains("role_description") { return .idb }
        if keys.contains("elementType") { return .xcuitest }
        if keys.contains("isAccessible") || keys.contains("rawIdentifier") || keys.contains("rect") { return .appium }
        return nil
    }

    /// The capture `value` is, read as `format`: each format's JSON reader.
    func capture(_ value: JSONValue, as format: CaptureFormat) throws(InputError) -> Capture {
        switch format {
        case .xcuitest: return try snapshotDictionary(value)
        case .appium: return try appium(value)
        case .idb: return try idb(value)
        case .accessibilitysnapshot: return try accessibilitySnapshot(value)
        }
    }

    func error(_ message: String) -> InputError { InputError(file: file, message: message) }

    static func string(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s)?: return s
        case .number(let d)?: return JSONSerializer.format(d)
        case .bool(let b)?: return b ? "1" : "0"
        case .null?, .array?, .object?, nil: return nil
        }
    }

    static func bool(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let b)?: return b
        case .number(let d)?: return d != 0
        case .string(let s)?: return ["1", "true", "yes"].contains(s.lowercased())
        case .null?, .array?, .object?, nil: return nil
        }
    }

    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let d)?: return d
        case .string(let s)?: return Double(s)
        case .null?, .bool?, .array?, .object?, nil: return nil
        }
    }

    /// A whole number that fits an `Int`, from a number or a string; nil for anything else
    /// (1e300, NaN, infinity, 2.5), which `Int(_:)` would trap on.
    static func integer(_ value: JSONValue?) -> Int? {
        guard let d = number(value), d == d.rounded(), d >= -9.223372036854775e18, d < 9.223372036854775e18 else { return nil }
        return Int(d)
    }

    static func frame(_ value: JSONValue?, x: String = "x", y: String = "y", width: String = "width", height: String = "height") -> Frame? {
        guard let object = value?.objectValue, let fx = number(object[x]), let fy = number(object[y]), let w = number(object[width]),
            let h = number(object[height])
        else { return nil }
        return Frame(x: fx, y: fy, width: w, height: h)
    }

    // MARK: snapshot dictionary

    /// `XCUIElementSnapshot.dictionaryRepresentation` as JSON (Maestro's `AXElement`).
    func snapshotDictionary(_ value: JSONValue) throws(InputError) -> Capture {
        let tops = value.arrayValue.map { items($0, at: top) } ?? [(value, top)]
        let roots = tops.compactMap { item in item.value.objectValue.map { snapshotElement($0, at: item.place) } }
        guard !roots.isEmpty else { throw error("expected a snapshot dictionary (an object with \"elementType\" and \"children\")") }
        return Self.snapshotDictionaryCapture(roots)
    }

    /// A snapshot dictionary capture of these top elements.
    static func snapshotDictionaryCapture(_ roots: [CapturedElement]) -> Capture {
        Capture(
            format: .xcuitest, variant: "XCUIElementSnapshot dictionaryRepresentation", roots: roots, carriesHints: false,
            carriesTraits: false)
    }

    func snapshotElement(_ object: JSONObject, at place: Int?) -> CapturedElement {
        var element = Self.snapshotElement(members: object)
        locate(&element, at: place)
        element.children = items("children", of: object, at: place).compactMap { child in
            child.value.objectValue.map { snapshotElement($0, at: child.place) }
        }
        return element
    }

    /// The members of a snapshot dictionary's element that ``snapshotElement(members:)`` reads.
    static let snapshotMembers = [
        "elementType", "identifier", "label", "title", "value", "placeholderValue", "frame", "enabled", "selected",
    ]

    /// A snapshot dictionary's element from its own members (``snapshotMembers``), its children aside.
    static func snapshotElement(members object: some CaptureMembers) -> CapturedElement {
        let raw = Self.integer(object["elementType"]) ?? 1
        var element = CapturedElement(type: ElementTypes.name(raw))
        element.identifier = Self.string(object["identifier"]).flatMap { $0.isEmpty ? nil : $0 }
        element.label = Self.string(object["label"])
        element.title = Self.string(object["title"])
        element.value = Self.string(object["value"])
        element.placeholder = Self.string(object["placeholderValue"])
        element.frame = Self.frame(object["frame"], x: "X", y: "Y", width: "Width", height: "Height")
        element.isEnabled = Self.bool(object["enabled"]) ?? true
        element.isSelected = Self.bool(object["selected"]) ?? false
        return element
    }

    // MARK: WebDriverAgent JSON

    func appium(_ value: JSONValue) throws(InputError) -> Capture {
        var top = value
        var place = self.top
        if let outer = value.objectValue, let wrapped = outer["value"], wrapped.objectValue != nil {
            top = wrapped
            place = member("value", of: outer, at: place)
        }
        guard let object = top.objectValue else {
            throw error("expected a WebDriverAgent JSON source (an object with \"type\" and \"children\")")
        }
        var carriesTraits = false
        let root = appiumElement(object, at: place, carriesTraits: &carriesTraits)
        return Self.appiumCapture(root, carriesTraits: carriesTraits)
    }

    /// A WebDriverAgent JSON capture of this root.
    static func appiumCapture(_ root: CapturedElement, carriesTraits: Bool) -> Capture {
        Capture(format: .appium, variant: "WebDriverAgent JSON source", roots: [root], carriesHints: false, carriesTraits: carriesTraits)
    }

    func appiumElement(_ object: JSONObject, at place: Int?, carriesTraits: inout Bool) -> CapturedElement {
        var attributes = AppiumAttributes()
        var rect: JSONValue?
        // The parallel arrays, not `entries`: a generic collection across the module boundary
        // costs a witness call per member.
        for (key, value) in zip(object.keys, object.values) {
            switch key {
            case "children": continue
            case "rect": rect = value
            default: Self.set(key, value, of: &attributes)
            }
        }
        var element = Self.appiumElement(attributes, rect: rect, carriesTraits: &carriesTraits)
        locate(&element, at: place)
        element.children = items("children", of: object, at: place).compactMap { child in
            child.value.objectValue.map { appiumElement($0, at: child.place, carriesTraits: &carriesTraits) }
        }
        return element
    }

    /// Sets the attribute `key` from a member's value: what it says as text, if anything.
    static func set(_ key: String, _ value: JSONValue, of attributes: inout AppiumAttributes) {
        if let text = Self.string(value) { attributes.set(key, text) }
    }

    /// A WebDriverAgent element from its attributes and its `rect`, its children aside.
    static func appiumElement(_ attributes: AppiumAttributes, rect: JSONValue?, carriesTraits: inout Bool) -> CapturedElement {
        var attributes = attributes
        if let frame = Self.frame(rect) {
            (attributes.x, attributes.y, attributes.width, attributes.height) = (frame.x, frame.y, frame.width, frame.height)
        }
        let element = attributes.element
        if element.traits != nil { carriesTraits = true }
        return element
    }
}

/// `XCUIElement.ElementType` raw values 0-82 (Apple, `XCUIElement.ElementType`; the list in
/// appium/WebDriverAgent's `FBElementTypeTransformer.m`).
enum ElementTypes {
    static let names = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button", "RadioButton", "RadioGroup",
        "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton", "ToolbarButton", "Popover", "Keyboard", "Key",
        "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn", "Outline", "OutlineRow",
        "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker",
        "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField",
        "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView", "IncrementArrow",
        "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell",
        "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle",
        "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// The case name of a raw value; `Other` for one this table does not know.
    static func name(_ raw: Int) -> String {
        names.indices.contains(raw) ? names[raw] : "Other"
    }
}

/// One WebDriverAgent element from its attributes, XML or JSON (appium/WebDriverAgent,
/// `+[FBElementAttribute supportedAttributes]` and `XCUIElement+FBWebDriverAttributes.m`):
/// `value` is synthesized by WebDriverAgent, so it is kept only where it is a real value.
///
/// The attributes Earshot reads are fields, set as each attribute is read (a repeated one
/// replaces the earlier, as in a dictionary): no table of every attribute is built and then
/// looked up (hashing each name twice was a sixth of an Appium JSON capture's instructions).
struct AppiumAttributes: Equatable {
    var type: String?
    var rawIdentifier: String?
    var name: String?
    var label: String?
    var value: String?
    var placeholderValue: String?
    var enabled: String?
    var isEnabled: String?
    var accessible: String?
    var isAccessible: String?
    var traits: String?
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?

    /// The attributes ``set(_:_:)`` keeps; every other is let go.
    static let names = [
        "type", "rawIdentifier", "name", "label", "value", "placeholderValue", "enabled", "isEnabled", "accessible", "isAccessible",
        "traits", "x", "y", "width", "height",
    ]

    /// The attributes Earshot reads, named as in the page source.
    enum Field: String, CaseIterable {
        case type, rawIdentifier, name, label, value, placeholderValue, enabled, isEnabled, accessible, isAccessible, traits
        case x, y, width, height

        /// Whether the attribute is a number: a coordinate of the element's frame.
        var isNumber: Bool { self == .x || self == .y || self == .width || self == .height }

        /// The field of the attribute named `name` (its UTF-8 bytes), nil for one Earshot does not
        /// read. Told apart by length first: a page source has a dozen attributes on each of its
        /// elements, and comparing a name with every field's was most of reading it.
        init?<Name: Collection<UInt8>>(_ name: Name) {
            let length = name.count
            guard length < Self.byLength.count else { return nil }
            for (field, bytes) in Self.byLength[length] where name.elementsEqual(bytes) {
                self = field
                return
            }
            return nil
        }

        /// The fields and their names' bytes, by the length of the name.
        private static let byLength: [[(Field, [UInt8])]] = {
            let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0
            var table = [[(Field, [UInt8])]](repeating: [], count: longest + 1)
            for field in allCases { table[field.rawValue.utf8.count].append((field, Array(field.rawValue.utf8))) }
            return table
        }()
    }

    /// Sets the attribute `key` (the attributes Earshot does not read are let go).
    @inline(__always)
    mutating func set(_ key: String, _ text: String) {
        if let field = Field(key.utf8) { set(field, text) }
    }

    /// Sets the number of a coordinate field (`x`, `y`, `width`, `height`); other fields are left alone.
    mutating func set(_ field: Field, number: Double?) {
        switch field {
        case .x: x = number
        case .y: y = number
        case .width: width = number
        case .height: height = number
        default: break
        }
    }

    /// Sets the attribute of `field`.
    mutating func set(_ field: Field, _ text: String) {
        switch field {
        case .type: type = text
        case .rawIdentifier: rawIdentifier = text
        case .name: name = text
        case .label: label = text
        case .value: value = text
        case .placeholderValue: placeholderValue = text
        case .enabled: enabled = text
        case .isEnabled: isEnabled = text
        case .accessible: accessible = text
        case .isAccessible: isAccessible = text
        case .traits: traits = text
        case .x: x = DecimalText.double(text)
        case .y: y = DecimalText.double(text)
        case .width: width = DecimalText.double(text)
        case .height: height = DecimalText.double(text)
        }
    }

    var element: CapturedElement {
        var texts = AttributeTexts()
        return element(texts: &texts)
    }

    /// The element these attributes describe; `texts` reads each distinct `traits` text once.
    func element(texts: inout AttributeTexts) -> CapturedElement {
        let type = Self.shortType(type ?? "XCUIElementTypeOther")
        var element = CapturedElement(type: type.isEmpty ? "Other" : type)
        element.label = label
        if let identifier = rawIdentifier ?? name, !identifier.isEmpty, identifier != label {
            element.identifier = identifier
        }
        if let placeholderValue, !placeholderValue.isEmpty { element.placeholder = placeholderValue }
        if let value, !value.isEmpty {
            switch type {
            case "StaticText" where value == label: break
            case "Button" where value == "1" && traits == nil: element.isSelected = true
            default: element.value = value
            }
        }
        let enabled = enabled ?? isEnabled ?? "true"
        element.isEnabled = enabled != "false" && enabled != "0"
        if let accessible = accessible ?? isAccessible {
            element.isAccessible = accessible == "true" || accessible == "1"
        }
        if let x, let y, let width, let height {
            element.frame = Frame(x: x, y: y, width: width, height: height)
        }
        if let traits {
            element.traits = texts.traitNames(traits)
            if element.traits?.contains("selected") == true { element.isSelected = true }
        }
        return element
    }

    /// The element type without `XCUIElementType` (`XCUIElementTypeButton`: `Button`).
    private static func shortType(_ text: String) -> String {
        // ASCII, as types are: the prefix's bytes are its characters, and the rest is taken as it is.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.starts(with: AppiumXML.typePrefix), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[AppiumXML.typePrefix.count...]), as: UTF8.self)
        }
        if let ascii = ascii ?? nil { return ascii }
        var type = text
        if type.hasPrefix("XCUIElementType") { type.removeFirst("XCUIElementType".count) }
        return type
    }
}

/// What the texts of WebDriverAgent attributes say: the trait lists a reading has seen are read
/// once each, for a page source repeats a handful of them on thousands of elements.
struct AttributeTexts {
    private var traits: [String: Set<String>] = [:]

    /// A capture that writes a new list on every element keeps no more than these.
    private static let limit = 1024

    /// The trait names in a `traits` text (`"Button, Selected"`), folded
    /// (`TraitName.normalized`), the empty ones left out.
    mutating func traitNames(_ text: String) -> Set<String> {
        if let names = traits[text] { return names }
        let names = Set(text.split(separator: ",").map { TraitName.normalized(String($0)) }.filter { !$0.isEmpty })
        if traits.count < Self.limit { traits[text] = names }
        return names
    }
}
