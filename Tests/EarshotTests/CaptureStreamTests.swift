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
        let reader = CaptureJSON(file: "c.json", places: parsed.places)
        switch format {
        case .idb: return try reader.idb(parsed.value)
        case .accessibilitysnapshot: return try reader.accessibilitySnapshot(parsed.value)
        case .xcuitest, .appium: throw CancellationError()
        }
    }

    static func expectSame(_ text: String, _ format: CaptureFormat, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = Array(text.utf8)
        let streamed = try #require(CaptureStream.read(bytes, format: nil), sourceLocation: sourceLocation)
        #expect(streamed.format == format, sourceLocation: sourceLocation)
        #expect(streamed.isSame(as: try fromTree(bytes, as: format)), sourceLocation: sourceLocation)
    }

    @Test("Every idb and AccessibilitySnapshot list among the captures streams to the capture the tree gives")
    func fixtures() throws {
        var streamed = 0
        for name in CaptureImportTests.captures where name.hasSuffix(".json") {
            let bytes = try [UInt8](Data(contentsOf: CaptureImportTests.folder.appendingPathComponent(name)))
            guard let capture = CaptureStream.read(bytes, format: nil) else { continue }
            #expect(capture.isSame(as: try Self.fromTree(bytes, as: capture.format)), "\(name)")
            #expect(capture.roots.first?.line != nil, "\(name)")
            streamed += 1
        }
        // S12-idb-home-screen, idb-nested-traits, accessibilitysnapshot.
        #expect(streamed == 3)
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

    @Test("Anything but a valid list of the format is left to the tree reader, which reports it as before")
    func leftToTheTree() throws {
        let idb = #"[{"AXLabel": "A", "type": "Button"}, {"AXLabel": "B", "description": "x", "description": "y"}]"#
        let cases: [(text: String, forced: CaptureFormat?)] = [
            (#"{"elements": [{"AXLabel": "A"}], "screen": {}}"#, nil),  // idb --format complete: an object at the top
            (#"[{"elementType": 9, "label": "A"}]"#, nil),  // the snapshot dictionary
            (#"[1, {"AXLabel": "A"}]"#, nil),  // the first item tells the format
            (#"[{"AXLabel": "A", "type": "Button"}, {"AXLabel": "B", "frame": {"x": 1,}}]"#, nil),  // a syntax error in the second
            (idb, nil),  // a duplicate key in a member never read
            (#"[{"AXLabel": "A"}] ]"#, nil),  // something after the list
            (#"[{"AXLabel": "A"}]"#, .accessibilitysnapshot),  // a format forced that the list is not
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
    }
}
