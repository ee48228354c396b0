import Foundation
import Testing

@testable import Earshot

/// The streaming reader must give exactly the screen the ordinary reader gives, or give up.
@Suite("Streaming screen reader")
struct StreamingScreenReaderTests {
    /// The screen both ways: streamed, and through the whole JSON tree.
    static func bothWays(_ text: String) throws -> (streamed: Screen?, tree: Screen?) {
        let bytes = Array(text.utf8)
        let streamed = bytes.withUnsafeBufferPointer {
            StreamingScreenReader.screen($0, json: JSONReader(file: "s.screen.json"), defaultName: "s")
        }
        let tree = try? DocumentLoader.load(bytes: bytes, name: "s.screen.json").scenario.screen
        return (streamed, tree)
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
                let read = try #require(tree, "seed \(seed): the ordinary reader refused a generated screen")
                let stream = try #require(streamed, "seed \(seed): the streaming reader gave up on a valid screen")
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

    @Test("On anything unexpected the streaming reader gives up, so the ordinary reader's message is the one shown")
    func givesUp() throws {
        let broken = [
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a"},]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "Text": "b"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Txt": "a"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "accesibilityLabel": "b"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": "a"}}"#,
            #"{"earshot": 2, "root": {"Text": "a"}}"#,
            #"{"earshot": 1, "root": {"Text": "a"}} x"#,
            #"{"earshot": 1}"#,
            #"{"earshot": 1, "root": {"VStack": [{"Text": "a", "id": "x"}, {"Text": "b", "id": "x"}]}}"#,
            "",
        ]
        for text in broken {
            let (streamed, tree) = try Self.bothWays(text)
            #expect(streamed == nil && tree == nil, "\(text)")
        }
        let deep = String(repeating: #"{"VStack": ["#, count: 128) + #"{"Text": "a"}"# + String(repeating: "]}", count: 128)
        let (streamed, tree) = try Self.bothWays(#"{"earshot": 1, "root": "# + deep + "}")
        #expect(streamed == nil && tree == nil, "nesting past the limit")
        let deepest = String(repeating: #"{"VStack": ["#, count: 126) + #"{"Text": "a"}"# + String(repeating: "]}", count: 126)
        let both = try Self.bothWays(#"{"earshot": 1, "root": "# + deepest + "}")
        #expect(both.streamed != nil && both.tree != nil, "nesting at the limit")
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
        file.release(upTo: file.bytes.count)
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
