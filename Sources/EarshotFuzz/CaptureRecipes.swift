// Captures made from the fuzzer's bytes: libFuzzer's mutations rarely build a well-formed
// capture nested 500 deep, a 20 KB label or a frame of 1e300, so each input is also read as a
// recipe for one: a format (every importer: XCUITest text and its snapshot list, Appium XML
// and JSON, dictionaryRepresentation, idb, AccessibilitySnapshot), a depth around the limits,
// element types, numbers at the edges of Int and Double (NaN, infinity, -0, 1e300, huge
// integers), long labels and values of the units that made the text parser slow, and a byte
// order mark. The same bytes make the same capture, so a finding reproduces.

/// Reads the recipe's choices from the input's bytes, cycling; zeros when it is empty.
struct RecipeBytes {
    let bytes: [UInt8]
    var index = 0

    mutating func next() -> Int {
        guard !bytes.isEmpty else { return 0 }
        defer { index += 1 }
        return Int(bytes[index % bytes.count])
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[next() % choices.count] }
}

enum CaptureRecipes {
    enum Format: CaseIterable { case text, snapshotList, xml, wdaJSON, dictionary, idb, accessibilitySnapshot }

    static let depths = [1, 2, 3, 50, 126, 127, 128, 200, 499, 500, 501, 700]
    static let types = [
        "Other", "ScrollView", "Table", "Cell", "NavigationBar", "TabBar", "Toolbar", "Alert", "Sheet", "Button", "StaticText",
        "Switch", "Slider", "ProgressIndicator", "SegmentedControl", "Keyboard", "Key", "TextField", "Image", "PickerWheel", "Window",
        "Application", "StatusBar", "ScrollBar", "Group", "List", "Landmark", "DataTable", "SemanticGroup", "Heading",
    ]
    /// Numbers as text: what JSON can hold, and (for the text formats, or as JSON strings) what
    /// it cannot.
    static let jsonNumbers = [
        "0", "-0", "44", "2.5", "-5", "1e300", "-1e300", "1e19", "-1e19", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1.7976931348623157e308", "5e-324", "1e-300", "4294967296", "100000000000000000000000",
    ]
    static let otherNumbers = ["nan", "NaN", "inf", "-inf", "infinity", "1e400", "-1e400", "0x10", ""]
    static let units = ["', ", "'", ", Selected", ", Keyboard Focused", "x", "é", "\n  and", "&amp;", "\\n", ", label: '", " ", "%"]
    /// Units in a long label or value: up to about 50 KB, so that one input stays well inside
    /// the fuzzer's one-second limit.
    static let lengths = [0, 1, 10, 1_000, 5_000]

    struct Element {
        var type: String
        var label: String
        var value: String
        var numbers: [String]
        var numbersAreJSON: Bool
    }

    /// The capture the bytes describe.
    static func capture(_ bytes: [UInt8]) -> [UInt8] {
        var r = RecipeBytes(bytes: bytes)
        let format = r.pick(Format.allCases)
        let depth = r.pick(depths)
        let bom = r.next() % 4 == 0
        var elements: [Element] = []
        // Long labels and values at the deepest element and at one other.
        let longLevel = r.next() * 256 % max(1, depth)
        for level in 0...depth {
            // Most levels repeat the first type, so deep trees of one container type occur.
            let type = level == depth ? r.pick(types) : (r.next() % 8 == 0 ? r.pick(types) : (elements.first?.type ?? r.pick(types)))
            let long = level == depth || level == longLevel
            let label = long ? String(repeating: r.pick(units), count: r.pick(lengths)) + r.pick(["", "Done", "'"]) : "L\(level)"
            let value =
                r.next() % 4 == 0
                ? r.pick(jsonNumbers + otherNumbers + ["1", "0", "150%", "nan%"])
                    + (long ? String(repeating: r.pick(units), count: r.pick(lengths)) : "") : ""
            let special = r.next() % 3 == 0
            let numbersAreJSON = !special || r.next() % 2 == 0
            let numbers = (0..<4).map { index -> String in
                guard special else { return index < 2 ? "\(level)" : "\(2 * (depth - level) + 10)" }
                return numbersAreJSON ? r.pick(jsonNumbers) : r.pick(jsonNumbers + otherNumbers)
            }
            elements.append(Element(type: type, label: label, value: value, numbers: numbers, numbersAreJSON: numbersAreJSON))
        }
        let text: String
        switch format {
        case .text: text = xcuitest(elements)
        case .snapshotList: text = snapshotList(elements)
        case .xml: text = appiumXML(elements)
        case .wdaJSON: text = wdaJSON(elements)
        case .dictionary: text = dictionary(elements)
        case .idb: text = idb(elements)
        case .accessibilitySnapshot: text = accessibilitySnapshot(elements)
        }
        return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }

    static func frameText(_ e: Element) -> String {
        "{{\(e.numbers[0]), \(e.numbers[1])}, {\(e.numbers[2]), \(e.numbers[3])}}"
    }

    static func xcuitest(_ elements: [Element]) -> String {
        var out = "Attributes: Application, pid: 1, label: 'Fuzz'\nElement subtree:\n"
        for (level, e) in elements.enumerated() {
            out += String(repeating: " ", count: level) + "\(e.type), 0x\(level), \(frameText(e)), label: '\(e.label)'"
            if !e.value.isEmpty { out += ", value: \(e.value)" }
            out += "\n"
        }
        return out
    }

    static func snapshotList(_ elements: [Element]) -> String {
        var out = "{(\n"
        for (level, e) in elements.enumerated() {
            out +=
                "    \(e.type), 0x\(level), \(frameText(e)), label: '\(e.label)'" + (e.value.isEmpty ? "" : ", value: \(e.value)") + ",\n"
        }
        return out + ")}\n"
    }

    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(
            of: "<", with: "&lt;")
    }

    static func appiumXML(_ elements: [Element]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        for e in elements {
            let n = e.numbers
            out +=
                "<XCUIElementType\(e.type) type=\"XCUIElementType\(e.type)\" label=\"\(xmlEscaped(e.label))\" value=\"\(xmlEscaped(e.value))\""
            out += " x=\"\(n[0])\" y=\"\(n[1])\" width=\"\(n[2])\" height=\"\(n[3])\">\n"
        }
        for e in elements.reversed() { out += "</XCUIElementType\(e.type)>\n" }
        return out + "</AppiumAUT>\n"
    }

    /// A JSON string of `text`.
    static func string(_ text: String) -> String {
        var out = ""
        JSONSerializer.appendEscaped(text, to: &out)
        return "\"" + out + "\""
    }

    /// A number as JSON holds it: bare when JSON can, else as a string (the readers take both).
    static func number(_ e: Element, _ index: Int) -> String {
        e.numbersAreJSON ? e.numbers[index] : string(e.numbers[index])
    }

    static func nested(_ elements: [Element], children: String = "children", _ body: (Element) -> String) -> String {
        var out = ""
        for e in elements { out += "{" + body(e) + ", \(string(children)): [" }
        out += String(repeating: "]}", count: elements.count)
        return out
    }

    static func wdaJSON(_ elements: [Element]) -> String {
        "{\"value\": "
            + nested(elements) { e in
                "\"type\": \(string(e.type)), \"label\": \(string(e.label)), \"value\": \(string(e.value)), \"isAccessible\": \"1\", "
                    + "\"rect\": {\"x\": \(number(e, 0)), \"y\": \(number(e, 1)), \"width\": \(number(e, 2)), \"height\": \(number(e, 3))}"
            } + "}"
    }

    static func dictionary(_ elements: [Element]) -> String {
        nested(elements) { e in
            let type = e.numbersAreJSON ? e.numbers[0] : string(e.numbers[0])
            return "\"elementType\": \(type), \"label\": \(string(e.label)), \"value\": \(string(e.value)), "
                + "\"frame\": {\"X\": \(number(e, 0)), \"Y\": \(number(e, 1)), \"Width\": \(number(e, 2)), \"Height\": \(number(e, 3))}"
        }
    }

    static func idb(_ elements: [Element]) -> String {
        "["
            + nested(elements) { e in
                "\"type\": \(string(e.type)), \"AXLabel\": \(string(e.label)), \"AXValue\": \(string(e.value)), "
                    + "\"AXFrame\": \(string(frameText(e))), \"traits\": [\(string(e.type))], "
                    + "\"frame\": {\"x\": \(number(e, 0)), \"y\": \(number(e, 1)), \"width\": \(number(e, 2)), \"height\": \(number(e, 3))}"
            } + "]"
    }

    static func accessibilitySnapshot(_ elements: [Element]) -> String {
        var out = "["
        for e in elements.dropLast() {
            out +=
                "{\"container\": {\"_0\": {\"type\": {\"list\": {}}, \"frame\": [[\(number(e, 0)), \(number(e, 1))], [\(number(e, 2)), \(number(e, 3))]]}, "
            out += "\"children\": ["
        }
        if let e = elements.last {
            out += "{\"element\": {\"_0\": {\"label\": \(string(e.label)), \"value\": \(string(e.value)), \"traits\": [\"button\"], "
            out += "\"shape\": {\"frame\": [[\(number(e, 0)), \(number(e, 1))], [\(number(e, 2)), \(number(e, 3))]]}}, "
            out += "\"traversalIndex\": \(number(e, 0))}}"
        }
        out += String(repeating: "]}}", count: max(0, elements.count - 1))
        return out + "]"
    }
}
