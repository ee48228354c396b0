import Earshot
import Foundation

/// The benchmark's captures: one screen of `elements` rows, written in every capture format
/// Earshot imports (the shapes of the fixtures in Tests/EarshotTests/Captures), so that
/// `earshot listen CAPTURE` can be timed beside `earshot listen` on the same screen as a screen
/// file.
///
/// The screen: an application, its main window, a container, then `elements` rows stacked 44
/// points apart: every 20th a heading, every 10th (from the 5th) a switch, every 3rd a button
/// with an identifier, the rest static text.
enum CaptureInputs {
    struct Row {
        enum Kind { case heading, text, button, toggle }
        var kind: Kind
        var label: String
        var id: String?
        var isOn = false
        var y: Int
    }

    static func rows(_ count: Int) -> [Row] {
        (0..<max(1, count)).map { i in
            let y = 100 + 44 * i
            if i % 20 == 0 { return Row(kind: .heading, label: "Section \(i / 20 + 1)", y: y) }
            if i % 10 == 5 { return Row(kind: .toggle, label: "Notify me about thread \(i)", id: "toggle-\(i)", isOn: i % 3 == 0, y: y) }
            if i % 3 == 1 { return Row(kind: .button, label: "Reply to message \(i)", id: "reply-\(i)", y: y) }
            return Row(kind: .text, label: "Message \(i) from Maya Lin, Re: the field notes for Tuesday", y: y)
        }
    }

    /// The formats, by file name: what `earshot listen` is given.
    static let formats: [(name: String, file: String)] = [
        ("XCUITest debugDescription", "bench.xcuitest.txt"),
        ("Appium XML", "bench.appium.xml"),
        ("Appium JSON", "bench.appium.json"),
        ("dictionaryRepresentation", "bench.snapshot.json"),
        ("idb describe-all", "bench.idb.json"),
        ("AccessibilitySnapshot", "bench.accessibilitysnapshot.json"),
    ]

    static func capture(_ file: String, rows: [Row]) -> String {
        switch file {
        case "bench.xcuitest.txt": return xcuitest(rows)
        case "bench.appium.xml": return appiumXML(rows)
        case "bench.appium.json": return appiumJSON(rows)
        case "bench.snapshot.json": return snapshotDictionary(rows)
        case "bench.idb.json": return idb(rows)
        default: return accessibilitySnapshot(rows)
        }
    }

    static func height(_ rows: [Row]) -> Int { 100 + 44 * rows.count + 100 }

    // MARK: XCUITest debugDescription

    static func xcuitest(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 110)
        let h = height(rows)
        out += "Attributes: Application, 0x600000c00000, pid: 4242, label: 'Bench'\n"
        out += "Element subtree:\n"
        out += " →Application, 0x600000c00000, pid: 4242, label: 'Bench'\n"
        out += "    Window (Main), 0x600000c00001, {{0.0, 0.0}, {375.0, \(h).0}}\n"
        out += "      Other, 0x600000c00002, {{0.0, 0.0}, {375.0, \(h).0}}\n"
        for (i, row) in rows.enumerated() {
            let type: String
            switch row.kind {
            case .heading, .text: type = "StaticText"
            case .button: type = "Button"
            case .toggle: type = "Switch"
            }
            out += "        \(type), 0x\(String(0x6000_00d0_0000 + i, radix: 16)), {{16.0, \(row.y).0}, {343.0, 44.0}}"
            if let id = row.id { out += ", identifier: '\(id)'" }
            out += ", label: '\(row.label)'"
            if row.kind == .toggle { out += ", value: \(row.isOn ? 1 : 0)" }
            out += "\n"
        }
        return out
    }

    // MARK: Appium / WebDriverAgent

    static func wdaType(_ row: Row) -> String {
        switch row.kind {
        case .heading, .text: return "XCUIElementTypeStaticText"
        case .button: return "XCUIElementTypeButton"
        case .toggle: return "XCUIElementTypeSwitch"
        }
    }

    static func wdaTraits(_ row: Row) -> String {
        switch row.kind {
        case .heading: return "Header, StaticText"
        case .text: return "StaticText"
        case .button: return "Button"
        case .toggle: return "Button"
        }
    }

    static func appiumXML(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 260)
        let h = height(rows)
        out += #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>\n"
        out +=
            #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="\#(h)" index="0" traits="">"#
            + "\n"
        out +=
            #"  <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="\#(h)" index="0" traits="">"#
            + "\n"
        out +=
            #"    <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="\#(h)" index="0" traits="">"#
            + "\n"
        for (i, row) in rows.enumerated() {
            let type = wdaType(row)
            out += #"      <\#(type) type="\#(type)""#
            if row.kind == .toggle { out += #" value="\#(row.isOn ? 1 : 0)""# }
            out += #" name="\#(row.id ?? row.label)" label="\#(row.label)" enabled="true" visible="true" accessible="true""#
            out += #" x="16" y="\#(row.y)" width="343" height="44" index="\#(i)" traits="\#(wdaTraits(row))"/>"# + "\n"
        }
        out += "    </XCUIElementTypeOther>\n  </XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
        return out
    }

    static func appiumJSON(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 280)
        let h = height(rows)
        func container(_ type: String, _ name: String?) -> String {
            let label = name.map { "\"\($0)\"" } ?? "null"
            return
                #"{"type": "\#(type)", "rawIdentifier": null, "name": \#(label), "label": \#(label), "value": null, "rect": {"x": 0, "y": 0, "width": 375, "height": \#(h)}, "isEnabled": "1", "isVisible": "1", "isAccessible": "0", "traits": "", "children": ["#
        }
        out += #"{"value": "# + container("Application", "Bench") + "\n" + container("Window", nil) + "\n" + container("Other", nil) + "\n"
        for (i, row) in rows.enumerated() {
            if i > 0 { out += ",\n" }
            let type = String(wdaType(row).dropFirst("XCUIElementType".count))
            let id = row.id.map { "\"\($0)\"" } ?? "null"
            let value = row.kind == .toggle ? "\"\(row.isOn ? 1 : 0)\"" : "null"
            out +=
                #"{"type": "\#(type)", "rawIdentifier": \#(id), "name": "\#(row.id ?? row.label)", "label": "\#(row.label)", "value": \#(value), "#
            out +=
                #""rect": {"x": 16, "y": \#(row.y), "width": 343, "height": 44}, "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "traits": "\#(wdaTraits(row))"}"#
        }
        out += "\n]}]}]}}\n"
        return out
    }

    // MARK: XCUIElementSnapshot.dictionaryRepresentation

    static func snapshotDictionary(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 220)
        let h = height(rows)
        func container(_ type: Int, _ label: String) -> String {
            #"{"identifier": "", "frame": {"X": 0, "Y": 0, "Width": 375, "Height": \#(h)}, "title": "", "label": "\#(label)", "elementType": \#(type), "enabled": true, "selected": false, "hasFocus": false, "children": ["#
        }
        out += container(2, "Bench") + "\n" + container(4, "") + "\n" + container(1, "") + "\n"
        for (i, row) in rows.enumerated() {
            if i > 0 { out += ",\n" }
            let type: Int
            switch row.kind {
            case .heading, .text: type = 48
            case .button: type = 9
            case .toggle: type = 40
            }
            out +=
                #"{"identifier": "\#(row.id ?? "")", "frame": {"X": 16, "Y": \#(row.y), "Width": 343, "Height": 44}, "title": "", "label": "\#(row.label)", "#
            if row.kind == .toggle { out += #""value": "\#(row.isOn ? 1 : 0)", "# }
            out += #""elementType": \#(type), "enabled": true, "selected": false, "hasFocus": false, "children": []}"#
        }
        out += "\n]}]}]}\n"
        return out
    }

    // MARK: idb describe-all (flat)

    static func idb(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 400)
        let h = height(rows)
        out +=
            #"[{"AXFrame":"{{0, 0}, {375, \#(h)}}","AXUniqueId":null,"frame":{"y":0,"x":0,"width":375,"height":\#(h)},"role_description":"application","AXLabel":"Bench","content_required":false,"type":"Application","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXApplication","subrole":null,"pid":4242,"traits":[]}"#
        for row in rows {
            let (type, role, description, subrole, traits): (String, String, String, String, String)
            switch row.kind {
            case .heading:
                (type, role, description, subrole, traits) = ("Heading", "AXHeading", "heading", "null", #"["Header","StaticText"]"#)
            case .text: (type, role, description, subrole, traits) = ("StaticText", "AXStaticText", "text", "null", #"["StaticText"]"#)
            case .button: (type, role, description, subrole, traits) = ("Button", "AXButton", "button", "null", #"["Button"]"#)
            case .toggle:
                (type, role, description, subrole, traits) = ("CheckBox", "AXCheckBox", "switch", #""AXSwitch""#, #"["Button","Toggle"]"#)
            }
            let id = row.id.map { "\"\($0)\"" } ?? "null"
            let value = row.kind == .toggle ? "\"\(row.isOn ? 1 : 0)\"" : "null"
            out += ",\n"
            out +=
                #"{"AXFrame":"{{16, \#(row.y)}, {343, 44}}","AXUniqueId":\#(id),"frame":{"y":\#(row.y),"x":16,"width":343,"height":44},"role_description":"\#(description)","#
            out +=
                #""AXLabel":"\#(row.label)","content_required":false,"type":"\#(type)","title":null,"help":null,"custom_actions":[],"AXValue":\#(value),"#
            out += #""enabled":true,"role":"\#(role)","subrole":\#(subrole),"traits":\#(traits)}"#
        }
        out += "]\n"
        return out
    }

    // MARK: AccessibilitySnapshot

    static func accessibilitySnapshot(_ rows: [Row]) -> String {
        var out = String()
        out.reserveCapacity(rows.count * 330)
        out += "["
        for (i, row) in rows.enumerated() {
            if i > 0 { out += ",\n" }
            let traits: String
            let description: String
            var value = ""
            switch row.kind {
            case .heading: (traits, description) = (#"["header"]"#, "\(row.label), Heading")
            case .text: (traits, description) = (#"["staticText"]"#, row.label)
            case .button: (traits, description) = (#"["button"]"#, "\(row.label). Button.")
            case .toggle:
                (traits, description) = (#"["button","switchButton"]"#, "\(row.label): \(row.isOn ? "On" : "Off"). Switch Button.")
                value = #""value":"\#(row.isOn ? 1 : 0)","#
            }
            let interactive = row.kind == .button || row.kind == .toggle
            out += #"{"element":{"_0":{"description":"\#(description)","label":"\#(row.label)",\#(value)"traits":\#(traits),"#
            if let id = row.id { out += #""identifier":"\#(id)","# }
            out +=
                #""shape":{"type":"frame","frame":[[16,\#(row.y)],[343,44]]},"activationPoint":[187,\#(row.y + 22)],"usesDefaultActivationPoint":true,"#
            out +=
                #""customActions":[],"customContent":[],"customRotors":[],"respondsToUserInteraction":\#(interactive)},"traversalIndex":\#(i)}}"#
        }
        out += "]\n"
        return out
    }

    // MARK: Long lines

    /// XCUITest texts with one long element line, `bytes` long, in the shapes that made the
    /// line parser super-linear: each must take about ten times as long at ten times the length.
    static let longLines: [(name: String, make: @Sendable (Int) -> String)] = [
        (
            "label of `', ` pairs",
            { bytes in
                "Window, {{0.0, 0.0}, {390.0, 844.0}}\n  Other, {{0.0, 0.0}, {10.0, 10.0}}, label: '"
                    + String(repeating: "', ", count: bytes / 3) + "'\n"
            }
        ),
        (
            "value, then flags",
            { bytes in
                "Window, {{0.0, 0.0}, {390.0, 844.0}}\n  TextField, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Name', value: Ada"
                    + String(repeating: ", Selected", count: bytes / 10) + "\n"
            }
        ),
        (
            "quote open over many lines",
            { bytes in
                "Window, {{0.0, 0.0}, {390.0, 844.0}}\n  StaticText, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Terms"
                    + String(repeating: "\n  and conditions", count: bytes / 18) + "'\n"
            }
        ),
    ]
}
