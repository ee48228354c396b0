import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// The one-pass reader (`DocumentReader` over a `JSONCursor`) must give exactly the screen that
/// reading the whole JSON tree first gives, and exactly the parser's syntax errors.
@Suite("Document reader")
struct DocumentReaderTests {
    /// The screen both ways: read in one pass, and through the whole JSON tree.
    static func bothWays(_ text: String) throws -> (streamed: Screen?, tree: Screen?) {
        let bytes = Array(text.utf8)
        let streamed = try? DocumentLoader.load(bytes: bytes, name: "s.screen.json").scenario.screen
        return (streamed, tree(bytes))
    }

    /// The screen read from the whole JSON tree (`NodeReader` on JSON values), or nil.
    static func tree(_ bytes: [UInt8]) -> Screen? {
        let json = JSONReader(file: "s.screen.json")
        guard case .object(let object)? = try? JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) else { return nil }
        let nodes = NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues())
        let root = object["root"].map { value in
            Result { () throws(InputError) in
                try DeepStack.run { () throws(InputError) in try nodes.node(value, at: JSONPath.top.appending("root")) }
            }
        }
        return try? ScreenReader(json: json).screen(object, defaultName: "s", root: root)
    }

    static func heard(_ screen: Screen) throws -> [String] {
        try ScenarioRunner.run(Scenario(name: "s", screen: screen)).lines + ScenarioRunner.dump(screen)
    }

    @Test("Generated screens read the same streamed and through the JSON tree, in any key order")
    func generatedScreens() throws {
        for seed in PropertyTests.seeds {
            var generator = GeneratedScreen(seed: seed)
            guard case .object(let screen)? = generator.scenario(withSteps: false)["screen"] else { continue }
            var shuffler = SplitMix64(seed: seed ^ 0x5151)
            for value in [JSONValue.object(screen), PropertyTests.shuffled(.object(screen), &shuffler)] {
                let (streamed, tree) = try Self.bothWays(JSONSerializer.serialize(value, pretty: seed % 2 == 0))
                let read = try #require(tree, "seed \(seed): reading the whole tree refused a generated screen")
                let stream = try #require(streamed, "seed \(seed): the one-pass reader refused a valid screen")
                #expect(try Self.heard(stream) == Self.heard(read), "seed \(seed)")
            }
        }
    }

    @Test("Every screen file of the project and the examples reads the same both ways")
    func screenFiles() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = [
            repository.appendingPathComponent("Scenarios"),
            repository.deletingLastPathComponent().appendingPathComponent("shared/examples"),
        ]
        var checked = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".screen.json") {
                let (streamed, tree) = try Self.bothWays(try String(contentsOf: url, encoding: .utf8))
                #expect(try Self.heard(try #require(streamed)) == Self.heard(try #require(tree)), "\(url.lastPathComponent)")
                checked += 1
            }
        }
        #expect(checked >= 1)
    }

    @Test("A file that is not JSON is refused with the parser's own message, line and column")
    func syntaxErrorsAreTheParsers() throws {
        let texts = [
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a"},]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "Text": "b"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "Te\u0078t": "b"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "i\u0064": "x", "id": "y"}]}}"#,
            #"{"earshot": 1, "root": {"Text": "a"}} x"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": 5}, {"Text": "b",}]}}"#,
            #"{"earshot": 2, "root": {"VStack": [{"Txt": "a"}]}, "name": 'x'}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a"}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a"} {"Text": "b"}]}}"#,
            #"{"earshot": 1, "screen": {"root": {"Text": 1}}, "steps": [next]}"#,
            "\u{FEFF}{\"earshot\": 1,\n \"root\": {\"Text\": \"é\"}, \"x\": tru}",
            "",
            "   ",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            var syntax: JSONSyntaxError?
            do { _ = try JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) } catch { syntax = error }
            let expected = try #require(syntax, "\(text)")
            for name in ["s.screen.json", "s.scenario.json"] {
                #expect(throws: InputError(file: name, message: expected.message, line: expected.line, column: expected.column), "\(text)")
                {
                    try DocumentLoader.load(bytes: bytes, name: name)
                }
            }
        }
        let deep = String(repeating: #"{"VStack": ["#, count: 128) + #"{"Text": "a"}"# + String(repeating: "]}", count: 128)
        let (streamed, tree) = try Self.bothWays(#"{"earshot": 1, "root": "# + deep + "}")
        #expect(streamed == nil && tree == nil, "nesting past the limit")
        let deepest = String(repeating: #"{"VStack": ["#, count: 126) + #"{"Text": "a"}"# + String(repeating: "]}", count: 126)
        let both = try Self.bothWays(#"{"earshot": 1, "root": "# + deepest + "}")
        #expect(both.streamed != nil && both.tree != nil, "nesting at the limit")
    }

    @Test("Keys written with escapes read as the same keys written plainly, known to the cursor or not")
    func escapedKeys() throws {
        let plain = #"{"earshot": 1, "root": {"VStack": [{"Toggle": "a", "id": "t", "isOn": true, "accessibilityLabel": "L"}]}}"#
        let escaped =
            #"{"earshot": 1, "root": {"VSt\u0061ck": [{"T\u006fggle": "a", "i\u0064": "t", "is\u004fn": true, "accessibilityL\u0061bel": "L"}]}}"#
        let screen = try #require(try Self.bothWays(plain).streamed)
        let both = try Self.bothWays(escaped)
        let streamed = try #require(both.streamed)
        #expect(try Self.heard(streamed) == Self.heard(screen))
        #expect(try Self.heard(try #require(both.tree)) == Self.heard(screen))
        let misplaced = #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "is\u004fn": true}]}}"#
        var message = ""
        do { _ = try DocumentLoader.load(bytes: Array(misplaced.utf8), name: "s.screen.json") } catch { message = "\(error)" }
        #expect(message.contains(#"root.VStack[0].isOn: "isOn" belongs to Toggle, not to Text"#), "\(message)")
    }

    @Test("Cut short or with a stray byte anywhere, a file fails as the parser says, wherever problems of meaning come first")
    func brokenAnywhere() throws {
        // Problems of meaning early on (a number as a title, an unknown key) and syntax after them.
        let text =
            #"{"earshot": 1, "root": {"VStack": [{"Text": 5, "accesibilityLabel": "a"}, {"Button": "b", "id": "x"}, "#
            + #"{"Toggle": "t", "isOn": true, "children": [{"Text": "c"}]}], "id": "top"}, "name": "n"}"#
        let bytes = Array(text.utf8)
        var checked = 0
        for cut in 0...bytes.count {
            for stray in [nil, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "\"")] {
                var broken = Array(bytes[..<cut])
                if let stray { broken += [stray] + bytes[cut...] }
                var syntax: JSONSyntaxError?
                do { _ = try JSONParser.parse(broken, maxDepth: DocumentLoader.maximumDepth) } catch { syntax = error }
                guard let syntax else { continue }
                #expect(
                    throws: InputError(file: "s.screen.json", message: syntax.message, line: syntax.line, column: syntax.column),
                    "cut at \(cut), stray \(stray.map { String(UnicodeScalar($0)) } ?? "none")"
                ) { try DocumentLoader.load(bytes: broken, name: "s.screen.json") }
                checked += 1
            }
        }
        #expect(checked > bytes.count * 2)
    }

    @Test("With several problems of meaning, the one reported is the one the whole tree gives")
    func orderOfProblems() throws {
        let cases: [(String, String)] = [
            (#"{"root": {"Text": 5}, "earshot": 1, "nmae": "x"}"#, "at nmae: unknown key \"nmae\" in a screen"),
            (#"{"root": {"Text": 5}}"#, "expected \"earshot\": 1 at the top of the file"),
            (#"{"earshot": 1, "root": {"Text": 5, "Button": "b"}}"#, "found both \"Text\" and \"Button\""),
            (#"{"earshot": 1, "root": {"VStack": [{"Text": 5}], "Button": "b"}}"#, "found both \"VStack\" and \"Button\""),
            (#"{"earshot": 1, "root": {"accessibilityLabel": 5, "Text": 6}}"#, "at root.Text: expected a title string"),
            (#"{"earshot": 1, "root": {"VStack": [], "accessibilityLabel": 5, "children": [{"Text": 1}]}}"#, "at root.accessibilityLabel:"),
            (#"{"earshot": 1, "root": {"VStack": [], "children": [{"Text": 1}], "accessibilityLabel": 5}}"#, "at root.children[0].Text:"),
            (#"{"earshot": 1, "root": {"VStack": [{"Text": 1}]}, "name": 5}"#, "at root.VStack[0].Text:"),
            (#"{"earshot": 1, "root": [1]}"#, "at root: expected a node"),
            (#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": 1}}, "stpes": []}"#, "unknown key \"stpes\" in a scenario"),
            (#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": 1}}}"#, "at screen.root.Text:"),
        ]
        for (text, message) in cases {
            var oneTrip: InputError?
            do { _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "s.json") } catch { oneTrip = error }
            let error = try #require(oneTrip, "no error for \(text)")
            #expect(error.description.contains(message), "\(text): \(error.description)")
            // A screen read from the whole tree fails the same way.
            guard text.contains("\"root\""), !text.contains("\"screen\""), case .object(let object) = try JSONParser.parse(text) else {
                continue
            }
            let json = JSONReader(file: "s.json")
            let nodes = NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues())
            let root = object["root"].map { value in
                Result { () throws(InputError) in try nodes.node(value, at: JSONPath.top.appending("root")) }
            }
            // The whole tree keeps no positions: it gives the same error without line:column.
            #expect(error.line != nil, "\(text): an error about meaning carries its line:column")
            var unplaced = error
            unplaced.line = nil
            unplaced.column = nil
            #expect(throws: unplaced, "\(text)") { try ScreenReader(json: json).screen(object, defaultName: "s", root: root) }
        }
    }

    @Test("A mapped file reads the same after its pages are let go, and a large screen streams through one")
    func mappedFileLetsPagesGo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2,000 rows of about 90 bytes with a long label each: 26 MB, more than three steps of 8 MB.
        let label = String(repeating: "field notes ", count: 1_000)
        let rows = (0..<2_000).map { #"{"Text": "Row \#($0) \#(label)"}"# }
        let text = #"{"earshot": 1, "root": {"VStack": ["# + rows.joined(separator: ",\n") + "]}}"
        let url = folder.appendingPathComponent("big.screen.json")
        try Data(text.utf8).write(to: url)

        let file = try #require(MappedFile(path: url.path))
        let before = Array(file.bytes)
        file.release(0..<file.bytes.count)
        #expect(Array(file.bytes) == before, "pages let go must read back from the file")
        #expect(MappedFile(path: folder.path) == nil, "a folder is not mapped")

        let screen = try DocumentLoader.loadScreen(url)
        #expect(screen.root.children.count == 2_000)
        #expect(screen.root.children.last?.title == "Row 1999 \(label)")
    }

    @Test("Rows with the same actions share them, and each row still has its own")
    func repeatedActions() throws {
        let same = #"["Archive", {"name": "Delete", "do": [{"announce": "Deleted"}]}]"#
        let text =
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "accessibilityActions": \#(same)}, "#
            + #"{"Text": "b", "accessibilityActions": \#(same)}, {"Text": "c", "accessibilityActions": ["Archive"]}]}}"#
        let (streamed, tree) = try Self.bothWays(text)
        for screen in [try #require(streamed), try #require(tree)] {
            var rows = screen.root.children
            #expect(rows.map { $0.accessibility.actions.map(\.name) } == [["Archive", "Delete"], ["Archive", "Delete"], ["Archive"]])
            rows[0].accessibility.actions.removeAll()
            #expect(rows[1].accessibility.actions.count == 2, "changing one row's actions leaves the others")
            #expect(rows[1].accessibility.actions.last?.steps.count == 1)
        }
    }
}
