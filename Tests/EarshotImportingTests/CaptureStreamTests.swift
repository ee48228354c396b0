import EarshotBase
import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// idb and AccessibilitySnapshot lists are read element by element (`CaptureStream`), without a
/// tree of the whole file: the capture must be the one the tree reader gives, line and column
/// included, and anything else must be left to the tree reader.
@Suite("Capture stream")
struct CaptureStreamTests {
    /// The capture as the tree reader reads it.
    static func fromTree(_ bytes: [UInt8], as format: CaptureFormat) throws -> Capture {
        let parsed = try #require(CaptureJSON.parse(bytes))
        return try CaptureJSON(file: "c.json", places: parsed.places).capture(parsed.value, as: format)
    }

    static func expectSame(_ text: String, _ format: CaptureFormat, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = Array(text.utf8)
        let streamed = try #require(CaptureStream.read(bytes, format: nil), sourceLocation: sourceLocation)
        #expect(streamed.format == format, sourceLocation: sourceLocation)
        #expect(streamed.isSame(as: try fromTree(bytes, as: format)), sourceLocation: sourceLocation)
    }

    @Test("Every JSON capture among the fixtures but an idb object streams to the capture the tree gives")
    func fixtures() throws {
        var streamed = 0
        for name in CaptureImportTests.captures where name.hasSuffix(".json") {
            let bytes = try [UInt8](Data(contentsOf: CaptureImportTests.folder.appendingPathComponent(name)))
            guard let capture = CaptureStream.read(bytes, format: nil) else { continue }
            #expect(capture.isSame(as: try Self.fromTree(bytes, as: capture.format)), "\(name)")
            #expect(capture.roots.first?.line != nil, "\(name)")
            streamed += 1
        }
        // Every JSON capture but idb's describe-point (an object): S12-idb-home-screen,
        // accessibilitysnapshot, idb-nested-traits, idb-popup-button-page-slider,
        // snapshot-dictionary, wda-modern-traits.
        #expect(streamed == 6)
    }

    @Test("idb: members in any order, null and numbers, nested children, items that are no objects, members never read")
    func idbShapes() throws {
        try Self.expectSame(
            """
            [{"AXFrame": "{{0, 0}, {390, 844}}", "type": "Application", "AXLabel": "Mail", "pid": 7, "extra": {"a": [1, {"b": "\\u00e9"}]}},
             17, "text", null,
             {"role_description": "heading", "AXLabel": null, "label": "Inbox", "frame": {"x": 16, "y": "100", "width": "NaN", "height": 44}},
             {"type": "Button", "AXLabel": 42, "AXValue": true, "traits": ["Button", 3, "Selected"], "custom_actions": ["Archive", 1],
              "children": [{"type": "StaticText", "AXLabel": "Zürich ünd ☃", "hidden": 1}, "x", {"type": "Image", "children": []}]},
             {"AXUniqueId": "id-1", "children": "none", "enabled": "yes", "help": "Opens it", "placeholder": "Search"}]
            """, .idb)
    }

    @Test("AccessibilitySnapshot: bodies with and without _0, containers, traversal order, an item that is both")
    func snapshotShapes() throws {
        try Self.expectSame(
            """
            [{"element": {"_0": {"label": "Second", "traits": ["button"], "shape": {"type": "frame", "frame": [[0, 50], [100, 44]]},
                "description": "Second. Button.", "activationPoint": [50, 72], "customActions": [{"name": "Delete"}, "Share"]},
                "traversalIndex": 1}},
             {"element": {"label": "First", "value": "3", "hint": "Opens it", "identifier": "first", "traversalIndex": 0}},
             {"container": {"_0": {"type": {"list": {}}, "frame": [[0, 100], [390, 200]]},
                "children": [{"element": {"_0": {"label": "Row 2"}, "traversalIndex": 5}}, {"element": {"_0": {"label": "Row 1"}, "traversalIndex": 4}}]}},
             {"container": {"type": {"semanticGroup": {"label": "Card"}}, "frame": [["nan", 300], [390, "1e400"]], "children": "none"}},
             {"element": {"_0": {"label": "Both"}, "traversalIndex": 9}, "container": {"children": []}},
             {"element": "not an object", "container": {"children": [{"element": {"_0": {"label": "Inside"}}}]}},
             [], {"neither": true}]
            """, .accessibilitysnapshot)
    }

    @Test("The snapshot dictionary: one root or a list of them, odd members, children that are no list")
    func dictionaryShapes() throws {
        try Self.expectSame(
            """
            {"identifier": "", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": "nan"}, "label": "App", "elementType": 2,
             "hasFocus": false, "horizontalSizeClass": 1, "children": [
              {"elementType": 9, "label": "Sign in", "identifier": "signin", "enabled": 0, "selected": "yes", "value": 3,
               "frame": {"X": 16, "Y": 100, "Width": 343, "Height": 44}, "children": "none"},
              "not an element",
              {"elementType": 1e300, "title": "T", "placeholderValue": "Search", "children": [{"elementType": 48, "label": "Nested"}]}]}
            """, .xcuitest)
        try Self.expectSame(#"[{"elementType": 9, "label": "A"}, 7, {"elementType": 48, "label": "B", "value": null}]"#, .xcuitest)
    }

    @Test("WebDriverAgent JSON: bare or inside its response's value, every attribute, a rect, traits only inside")
    func appiumShapes() throws {
        let element = """
            {"type": "XCUIElementTypeApplication", "name": "Mail", "label": "Mail", "rawIdentifier": null, "isEnabled": "1",
             "frame": "{{0, 0}, {390, 844}}", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "isAccessible": "0", "children": [
              {"type": "XCUIElementTypeButton", "label": "Back", "name": "back", "value": null, "rect": {"x": 0, "y": 47, "width": 80, "height": "44"},
               "isAccessible": true, "traits": "Button, Selected", "placeholderValue": "", "children": "none"},
              {"type": "XCUIElementTypeStaticText", "label": "Inbox", "value": "Inbox", "isEnabled": false, "x": "1", "children": [[], {"type": "Other"}]}]}
            """
        try Self.expectSame(element, .appium)
        try Self.expectSame(#"{"sessionId": "abc", "traits": "Button", "value": "# + element + "}", .appium)
        try Self.expectSame(#"{"value": "# + element + #", "sessionId": "abc", "isAccessible": true}"#, .appium)
    }

    /// Twenty items or so of every shape the readers pass over or read, one a line or several on
    /// one, with text that is not ASCII (columns count characters).
    static func repeated(_ item: (Int) -> String, count: Int = 24) -> String {
        (0..<count).map { index in item(index) + (index % 3 == 0 ? "\n " : " ") }.joined(separator: ",")
    }

    @Test("A long idb list streams to the list the tree gives: flat or nested, traits first seen late in it")
    func longIdbList() throws {
        let flat =
            "["
            + Self.repeated { index in
                switch index % 4 {
                case 0: return #"{"type": "Button", "AXLabel": "Zürich \#(index)", "AXFrame": "{{0, \#(index)}, {10, 10}}"}"#
                case 1: return "\(index)"
                case 2:
                    return
                        #"{"AXLabel": "☃ \#(index)", "frame": {"x": 1, "y": \#(index), "width": 5, "height": 5}, "extra": [1, {"a": ","}]}"#
                default: return index > 18 ? #"{"AXLabel": "late", "traits": ["Button"]}"# : #"{"AXLabel": "x\"],\#(index)"}"#
                }
            } + "]"
        try Self.expectSame(flat, .idb)
        let nested =
            "["
            + Self.repeated { index in
                index == 20
                    ? #"{"AXLabel": "row", "children": [{"AXLabel": "inner", "children": []}]}"#
                    : #"{"type": "StaticText", "AXLabel": "row \#(index)"}"#
            } + "]"
        try Self.expectSame(nested, .idb)
    }

    @Test("A long AccessibilitySnapshot list keeps VoiceOver's order, items without traversalIndex where they stand")
    func longSnapshotList() throws {
        let text =
            "["
            + Self.repeated(
                { index in
                    switch index % 5 {
                    case 0: return #"{"element": {"_0": {"label": "É \#(index)"}, "traversalIndex": \#(40 - index)}}"#
                    case 1: return #"{"element": {"label": "no index \#(index)"}}"#
                    case 2:
                        return
                            #"{"container": {"_0": {"type": {"list": {}}}, "children": [{"element": {"_0": {"label": "in \#(index)"}}}]}}"#
                    case 3: return #"{"container": {"children": []}}"#
                    default: return index % 2 == 0 ? "[]" : #"{"neither": ","}"#
                    }
                }, count: 30) + "]"
        try Self.expectSame(text, .accessibilitysnapshot)
    }

    @Test("Long lists of children: the snapshot dictionary's and WebDriverAgent's, inside their roots")
    func longListsOfChildren() throws {
        let dictionary =
            #"{"elementType": 2, "label": "App", "children": ["#
            + Self.repeated { index in
                #"{"elementType": 9, "label": "Zürich \#(index)", "frame": {"X": 0, "Y": \#(index), "Width": 9, "Height": 9}}"#
            } + "]}"
        try Self.expectSame(dictionary, .xcuitest)
        let appium =
            #"{"value": {"type": "XCUIElementTypeApplication", "name": "Mail", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": ["#
            + Self.repeated { index in
                index == 21
                    ? #"{"type": "XCUIElementTypeButton", "label": "late", "traits": "Button"}"#
                    : #"{"type": "XCUIElementTypeStaticText", "label": "☃ \#(index)", "isAccessible": "1"}"#
            } + #"]}, "traits": "Button", "sessionId": "s"}"#
        try Self.expectSame(appium, .appium)
    }

    @Test("A long list with an item late in it that is no JSON is left to the tree reader, as before")
    func badLateItem() throws {
        let items = (0..<30).map { #"{"AXLabel": "row \#($0)", "type": "StaticText"}"# }
        for bad in [#"{"AXLabel": "x",}"#, #"{"AXLabel": "x"} 7"#, #"{"AXLabel": "a", "AXLabel": "b"}"#, ""] {
            var broken = items
            broken[25] = bad
            let bytes = Array(("[" + broken.joined(separator: ",\n") + "]").utf8)
            #expect(CaptureStream.read(bytes, format: nil) == nil, "\(bad)")
        }
        // A trailing comma at the end.
        let trailing = Array(("[" + items.joined(separator: ",") + ",]").utf8)
        #expect(CaptureStream.read(trailing, format: nil) == nil)
    }

    @Test("Anything the stream does not read as the tree would is left to the tree reader, which reports it as before")
    func leftToTheTree() throws {
        let idb = #"[{"AXLabel": "A", "type": "Button"}, {"AXLabel": "B", "description": "x", "description": "y"}]"#
        let cases: [(text: String, forced: CaptureFormat?)] = [
            (#"{"elements": [{"AXLabel": "A"}], "screen": {}}"#, nil),  // idb --format complete: an object at the top
            (#"{"elements": [{"rect": {}}], "backend": "x", "rect": {}}"#, nil),  // the same, with a member that looks WebDriverAgent's
            (#"{"earshot": 1, "rect": {}, "root": {"Text": "A"}}"#, nil),  // a screen file
            (#"{"rect": {}, "value": [{"isAccessible": true}]}"#, nil),  // a response whose value is a list
            (#"{"elementType": 9, "value": {"elementType": 9}}"#, nil),  // a snapshot dictionary whose value is an object
            (#"{"rect": {}, "value": {"AXLabel": "A"}}"#, nil),  // a response around another format
            (#"{"label": "A", "note": "rect"}"#, nil),  // the guess from the first bytes, not borne out
            (#"[]"#, nil), (#"[{"elementType": 9}] x"#, nil),
            (#"[1, {"AXLabel": "A"}]"#, nil),  // the first item tells the format
            (#"[{"AXLabel": "A", "type": "Button"}, {"AXLabel": "B", "frame": {"x": 1,}}]"#, nil),  // a syntax error in the second
            (idb, nil),  // a duplicate key in a member never read
            (#"[{"AXLabel": "A"}] ]"#, nil),  // something after the list
            (#"[{"AXLabel": "A"}]"#, .accessibilitysnapshot),  // a format forced that the list is not
            (#"{"rect": {"x": 1}, "type": "Button"}"#, .xcuitest),
            (#"[{"elementType": 9}]"#, .appium),
        ]
        for (text, forced) in cases {
            #expect(CaptureStream.read(Array(text.utf8), format: forced) == nil, "\(text)")
        }
        // The duplicate is the tree reader's error, as it was: the file is no JSON, and read as idb
        // the parser's message says why.
        let unnamed = #expect(throws: InputError.self) { try CaptureImporter.read(Array(idb.utf8), name: "dup.json") }
        #expect(unnamed?.message.hasPrefix("is neither a screen, a scenario nor a capture Earshot knows") == true)
        let asIDB = #expect(throws: InputError.self) { try CaptureImporter.read(Array(idb.utf8), name: "dup.json", format: .idb) }
        #expect(asIDB?.message.contains("is not valid JSON (duplicate key \"description\")") == true, "\(String(describing: asIDB))")
    }

    @Test("Skipping a value finds the same syntax errors, at the same places, as reading it")
    func skipFindsTheSameErrors() throws {
        var texts = [
            #"{"a": [1, 2,], "b": 1}"#, #"{"a": {"x": 1, "x": 2}}"#, "{\"a\": \"tab\tin\"}", #"{"a": "\q"}"#, #"{"a": [01]}"#,
            #"{"a": "\ud800"}"#, #"{"a": [true, nul]}"#, #"{"a": {"b": [}"#, #"{"a": "fine", "b": [1, {"c": "ok"}], "d": "\u00e9\n"}"#,
        ].map { Array($0.utf8) }
        texts.append(Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8))  // invalid UTF-8
        for bytes in texts {
            let text = String(decoding: bytes, as: UTF8.self)
            func outcome(skipping: Bool) -> JSONSyntaxError? {
                bytes.withUnsafeBufferPointer { buffer -> JSONSyntaxError? in
                    var cursor = JSONCursor(buffer, maxDepth: 64)
                    do throws(JSONSyntaxError) {
                        try cursor.start()
                        try cursor.enter()
                        while try cursor.nextKey() != nil {
                            if skipping { try cursor.skipValue() } else { _ = try cursor.value() }
                        }
                        try cursor.finish()
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            #expect(outcome(skipping: true) == outcome(skipping: false), "\(text)")
            #expect((outcome(skipping: true) == nil) == text.contains("fine"), "\(text)")
        }
    }

    @Test("Two readings are the same with NaN in the same places, and not when a frame or label differs")
    func samenessSeesNaN() {
        func capture(_ x: Double, label: String = "A") -> Capture {
            var child = CapturedElement(type: "Button")
            child.label = label
            child.frame = Frame(x: x, y: 0, width: 10, height: 10)
            var root = CapturedElement(type: "Other")
            root.children = [child]
            return Capture(format: .idb, variant: "v", roots: [root], carriesHints: true, carriesTraits: false)
        }
        #expect(capture(.nan) != capture(.nan))
        #expect(capture(.nan).isSame(as: capture(.nan)))
        #expect(!capture(.nan).isSame(as: capture(1)))
        #expect(!capture(1).isSame(as: capture(1, label: "B")))
    }

    /// Members that record every name asked for, and have none.
    final class AskedMembers: CaptureMembers {
        var asked: Set<String> = []
        subscript(key: String) -> JSONValue? {
            asked.insert(key)
            return nil
        }
    }

    @Test("The stream keeps every member the element readers ask for: a member read but not kept would be lost")
    func keptMembersAreTheAskedOnes() {
        var carriesTraits = false
        let idb = AskedMembers()
        _ = CaptureJSON.idbElement(members: idb, carriesTraits: &carriesTraits)
        #expect(idb.asked == Set(CaptureJSON.idbMembers))
        let element = AskedMembers()
        _ = CaptureJSON.hierarchyElement(element)
        #expect(element.asked == Set(CaptureJSON.hierarchyElementMembers))
        let container = AskedMembers()
        _ = CaptureJSON.hierarchyContainer(container)
        #expect(container.asked == Set(CaptureJSON.hierarchyContainerMembers))
        let dictionary = AskedMembers()
        _ = CaptureJSON.snapshotElement(members: dictionary)
        #expect(dictionary.asked == Set(CaptureJSON.snapshotMembers))
        // WebDriverAgent's attributes: each name kept is one the attributes take, and others are not.
        for name in AppiumAttributes.names {
            var attributes = AppiumAttributes()
            attributes.set(name, "7")
            #expect(attributes != AppiumAttributes(), "\(name)")
            // The field of that name, and no other, holds what was set.
            let set = Mirror(reflecting: attributes).children.filter { "\($0.value)" != "nil" }.compactMap(\.label)
            #expect(set == [name], "\(name)")
        }
        var other = AppiumAttributes()
        for name in ["frame", "isVisible", "index", "children", "rect"] { other.set(name, "7") }
        #expect(other == AppiumAttributes())
    }
}
