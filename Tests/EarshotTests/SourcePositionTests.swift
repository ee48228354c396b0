import Foundation
import Testing

@testable import Earshot
@testable import EarshotBase

@Suite("Where a value lies, as the reader recorded it while it read")
struct SourcePositionTests {
    /// Where the value at `path` starts, as the parser recorded it.
    func place(_ path: String, _ text: String) throws -> String? {
        guard let components = JSONPath.components(of: path) else { return nil }
        let (value, places) = try JSONParser.parsePlaced(Array(text.utf8))
        return places.position(of: components, in: value).map { "\($0.line):\($0.column)" }
    }

    @Test("A path as errors spell it reads back into its steps")
    func pathText() {
        #expect(
            JSONPath.components(of: "screen.root.VStack[2].Text") == [
                .key("screen"), .key("root"), .key("VStack"), .index(2), .key("Text"),
            ])
        #expect(JSONPath.components(of: "(top level)") == [])
        #expect(JSONPath.components(of: "root[x]") == nil)
    }

    @Test("A value is placed where it starts, across lines and nesting")
    func places() throws {
        let text = "{\"earshot\": 1,\n \"root\": {\"VStack\": [\n   {\"Text\": \"Hi\", \"accesibilityLabel\": \"x\"},\n   {\"Text\": 5}]}}"
        #expect(try place("root.VStack[0].accesibilityLabel", text) == "3:40")
        #expect(try place("root.VStack[1].Text", text) == "4:13")
        #expect(try place("root.VStack[1]", text) == "4:4")
        #expect(try place("(top level)", text) == "1:1")
        #expect(try place("root.HStack", text) == nil)
        #expect(try place("root.VStack[2]", text) == nil)
    }

    @Test("Columns count characters, through escapes and wide characters; a byte order mark is not one")
    func wideCharacters() throws {
        let text = "{\n  \"na\\\"me\": \"é\\u00e9 ✓\", \"root\": {\"VStack\": [\n    {\"Text\": \"a\"},  {\"Text\": \"[b]\"}]}}"
        #expect(try place("root.VStack[1]", text) == "3:21")
        #expect(try place("na\"me", text) == "2:13")
        // "é" is two bytes and "✓" three: columns count characters.
        #expect(try place("root", text) == "2:34")
        #expect(try place("root", "\u{FEFF}{\"root\": 1}") == "1:10")
    }

    @Test("An unknown key read from a file is reported with its line and column")
    func throughTheLoader() throws {
        let text = "{\"earshot\": 1,\n \"root\": {\"Text\": \"Hi\",\n  \"accesibilityLabel\": \"x\"}}"
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "s.screen.json")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.description.hasPrefix("s.screen.json:3:24: error: at root.accesibilityLabel: unknown key"))
        }
    }

    /// The error `text` gives, read as `name`.
    func error(_ text: String, name: String = "s.screen.json") -> String? {
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: name)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A wrong value deep inside a view's modifier is placed where that value starts")
    func deepInsideAView() {
        let text = """
            {"earshot": 1, "root": {"VStack": [
              {"Text": "a"},
              {"Button": "Save", "accessibilityCustomActions": [{"name": "Delete"},
                 {"name": 7}]}]}}
            """
        #expect(error(text)?.hasPrefix("s.screen.json:4:15: error: at root.VStack[1].accessibilityCustomActions[1].name:") == true)
        let before = """
            {"earshot": 1, "root": {"VStack": [
              {"accessibilityHint": 5, "Text": "a"}]}}
            """
        #expect(error(before)?.hasPrefix("s.screen.json:2:25: error: at root.VStack[0].accessibilityHint:") == true)
    }

    @Test("Errors about meaning found after reading point at their own view or step")
    func errorsAboutMeaning() {
        // The second view with the id, not the file's top.
        let twice = """
            {"earshot": 1, "root": {"VStack": [
              {"Button": "Save", "id": "save"},
                {"Button": "Save again", "id": "save"}]}}
            """
        #expect(error(twice)?.hasPrefix("s.screen.json:3:5: error: at root.VStack[1].id: the id \"save\" is used twice") == true)
        // The step that names no view, inside the scenario's list of steps.
        let scenario = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"Button": "Save", "id": "save"}},
             "steps": ["next",
                       {"activate": "sav"}]}
            """
        #expect(
            error(scenario, name: "s.scenario.json")?.hasPrefix(
                "s.scenario.json:4:12: error: at steps[1]: no view has the id \"sav\"") == true)
        // A key of a screen written inside a scenario.
        let inline = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"Text": "a"},
                        "framework": "flutter"}}
            """
        #expect(error(inline, name: "s.scenario.json")?.hasPrefix("s.scenario.json:3:26: error: at screen.framework:") == true)
    }

    @Test("The reader records where every view and step starts")
    func viewsAndSteps() throws {
        let text = """
            {"earshot": 1,
             "screen": {"earshot": 1, "root": {"VStack": [
                {"Text": "a"},
                  {"Button": "b"}]}},
             "steps": ["next", {"announce": "Hi"}]}
            """
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: "s.scenario.json")
        guard case .scenario(let scenario) = document else {
            Issue.record("not read as a scenario")
            return
        }
        let views = try #require(scenario.screen.positions)
        #expect(views.file == "s.scenario.json")
        #expect(views.pathPrefix == "screen.")
        #expect(views[scenario.screen.root.serial] == SourcePosition(line: 2, column: 35))
        #expect(
            scenario.screen.root.children.map { views[$0.serial] } == [
                SourcePosition(line: 3, column: 5), SourcePosition(line: 4, column: 7),
            ])
        let steps = try #require(scenario.stepPositions)
        #expect([steps[0], steps[1]] == [SourcePosition(line: 5, column: 12), SourcePosition(line: 5, column: 20)])
    }
}
