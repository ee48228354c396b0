import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

#if canImport(Glibc)
    import Glibc
#endif

/// Every limit has a clear answer: the input works, or it is refused with an error that names
/// the limit and the file (Scripts/LIMITS.md).
@Suite("Limits")
struct LimitTests {
    /// A screen whose root is `levels` nested stacks around one `Text`: JSON depth 2 × levels + 2.
    static func nested(levels: Int) -> String {
        String(repeating: #"{"VStack": ["#, count: levels) + #"{"Text": "Deep inside"}"# + String(repeating: "]}", count: levels)
    }

    static func screen(root: String) -> [UInt8] {
        Array(#"{"earshot": 1, "root": \#(root)}"#.utf8)
    }

    static func temporaryFile(_ name: String) -> URL {
        let folder = scratchFolder.appendingPathComponent("earshot-limits")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    // MARK: Nesting depth

    @Test("JSON nested 256 levels deep is read; 257 is refused naming the limit and the file")
    func jsonDepth() throws {
        // The top object is level 1, the root node 2, its list 3, ...: 127 stacks reach 256.
        let deepest = Self.screen(root: Self.nested(levels: 127))
        let transcript = try ScenarioRunner.run(DocumentLoader.load(bytes: deepest, name: "deep.screen.json").scenario)
        #expect(transcript.lines == ["Deep inside"])

        let tooDeep = Self.screen(root: Self.nested(levels: 128))
        #expect(throws: InputError.self) { try DocumentLoader.load(bytes: tooDeep, name: "deep.screen.json") }
        do {
            _ = try DocumentLoader.load(bytes: tooDeep, name: "deep.screen.json")
        } catch {
            #expect(error.file == "deep.screen.json")
            #expect(error.description.hasPrefix("deep.screen.json:1:"))
            #expect(error.message.contains("nesting deeper than \(DocumentLoader.maximumDepth) levels"))
        }
    }

    @Test("Plain arrays nested past the limit are refused without overflowing the stack")
    func deepArrays() {
        let bytes = Array((#"{"earshot": 1, "root": "# + String(repeating: "[", count: 100_000)).utf8)
        do {
            _ = try DocumentLoader.load(bytes: bytes, name: "arrays.screen.json")
            Issue.record("a 100,000-deep document was accepted")
        } catch {
            #expect(error.description.contains("arrays.screen.json"))
            #expect(error.message.contains("\(DocumentLoader.maximumDepth)"))
        }
    }

    static func tree(_ levels: Int) -> Node {
        var node = Node(.text, title: "Deep inside")
        for _ in 0..<levels { node = Node(.vStack, children: [node]) }
        return node
    }

    @Test("Views built in Swift deeper than 512 levels are refused naming the limit and the scenario")
    func nodeDepth() throws {
        // As deep as a file can nest views (127 stacks and a Text).
        let fits = Scenario(name: "deep-dsl", screen: Screen(root: Self.tree(127)))
        #expect(try ScenarioRunner.run(fits).lines == ["Deep inside"])

        let tooDeep = Scenario(name: "deep-dsl", screen: Screen(root: Self.tree(ScenarioRunner.maximumNodeDepth)))
        do {
            _ = try ScenarioRunner.run(tooDeep)
            Issue.record("a tree deeper than the limit ran")
        } catch {
            #expect(error.file == "deep-dsl")
            #expect(error.message.contains("more than \(ScenarioRunner.maximumNodeDepth) levels"))
        }
    }

    @Test("Views nested just under the 512-level limit run, even on a test runner's small-stack thread")
    func nodeDepthJustUnderLimit() throws {
        let fits = Scenario(name: "deep-dsl", screen: Screen(root: Self.tree(ScenarioRunner.maximumNodeDepth - 1)))
        #expect(try ScenarioRunner.run(fits).lines == ["Deep inside"])
    }

    /// A scenario of `count` insertions, each into the view the one before inserted.
    static func nestedInsertions(_ count: Int) -> String {
        var text = #"{"earshot": 1, "name": "nested", "screen": {"earshot": 1, "root": {"VStack": [], "id": "v0"}}, "steps": ["#
        for n in 1...count {
            text += #"{"insert": {"HStack": [{"Button": "Open \#(n)"}], "id": "v\#(n)"}, "into": "v\#(n - 1)", "at": 0}, "#
        }
        return text + #""next"]}"#
    }

    @Test("Insertions that nest the views past 10,000 levels are refused at the step, not a stack overflow")
    func insertionDepth() throws {
        let limit = Session.maximumRunDepth
        // The first screen is 1 level deep: the view each insertion makes lies one deeper.
        let fits = try DocumentLoader.load(bytes: Array(Self.nestedInsertions(limit - 2).utf8), name: "nested.scenario.json").scenario
        // Each insertion goes first in the view before: the swipe reaches the innermost.
        #expect(try ScenarioRunner.run(fits).lines == ["Open \(limit - 2), Button"])

        let past = try DocumentLoader.load(bytes: Array(Self.nestedInsertions(limit + 5).utf8), name: "nested.scenario.json").scenario
        do {
            _ = try ScenarioRunner.run(past)
            Issue.record("insertions nested past the limit ran")
        } catch {
            #expect(error.file.hasSuffix("nested.scenario.json"))
            #expect(error.step == limit - 2)
            #expect(error.message.contains("more than \(limit) levels deep (Earshot's limit)"))
        }
    }

    // MARK: File size

    @Test("A file over 1 GiB is refused before it is read, naming the limit and the file")
    func fileSize() throws {
        let url = Self.temporaryFile("huge.screen.json")
        // Sparse: the size is there, the disk space is not used.
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        #expect(truncate(url.path, off_t(DocumentLoader.maximumFileBytes + 1)) == 0)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try DocumentLoader.load(url, displayName: "huge.screen.json")
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.file == "huge.screen.json")
            #expect(error.message.contains("\(DocumentLoader.maximumFileBytes + 1) bytes"))
            #expect(error.message.contains("up to \(DocumentLoader.maximumFileBytes) bytes (1 GiB)"))
        }
    }

    @Test("A scenario naming a screen file over 1 GiB is refused naming that file")
    func referencedFileSize() throws {
        let screen = Self.temporaryFile("big.screen.json")
        #expect(FileManager.default.createFile(atPath: screen.path, contents: Data("{".utf8)))
        #expect(truncate(screen.path, off_t(DocumentLoader.maximumFileBytes + 1)) == 0)
        defer { try? FileManager.default.removeItem(at: screen) }
        let scenario = Array(#"{"earshot": 1, "screen": "big.screen.json"}"#.utf8)
        do {
            _ = try DocumentLoader.load(bytes: scenario, name: "big.scenario.json", baseDirectory: screen.deletingLastPathComponent())
            Issue.record("a screen over the limit was read")
        } catch {
            #expect(error.description.hasPrefix("big.scenario.json:1:26: error: at screen:"))
            #expect(error.message.contains("big.screen.json"))
            #expect(error.message.contains("(1 GiB)"))
        }
    }

    // MARK: Label length

    @Test("A label of a million characters is spoken in full; a cut one keeps whole characters")
    func labelLength() throws {
        let label = String(repeating: "Field notes é 🎧 ", count: 62_500)  // 1,000,000 characters
        #expect(label.count == 1_000_000)
        let bytes = Self.screen(root: #"{"VStack": [{"Text": "\#(label)"}, {"Button": "Save"}]}"#)
        let transcript = try ScenarioRunner.run(DocumentLoader.load(bytes: bytes, name: "long.screen.json").scenario)
        #expect(transcript.lines.count == 2)
        #expect(transcript.lines.first == label)
        #expect(transcript.lines.last == "Save, Button")

        // Interrupted after a second: the heard part is a prefix of whole characters.
        let cut = Array(
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [{"Text": "\#(label)"}, {"Button": "Save"}]}}, "steps": [{"next": null, "after": 1}]}"#
                .utf8)
        let heard = try ScenarioRunner.run(DocumentLoader.load(bytes: cut, name: "long.scenario.json").scenario).lines
        #expect(heard.first?.hasPrefix("[cut] Field notes") == true)
        #expect(heard.first.map { label.hasPrefix(String($0.dropFirst(6))) } == true)
    }

    // MARK: Element count

    @Test("A screen of 50,000 elements loads, builds and runs")
    func elementCount() throws {
        let count = 50_000
        var root = #"{"List": ["#
        for index in 0..<count { root += (index == 0 ? "" : ",") + #"{"Text": "Row \#(index)"}"# }
        root += "]}"
        let scenario = try DocumentLoader.load(bytes: Self.screen(root: root), name: "many.screen.json").scenario
        var withSteps = scenario
        withSteps.steps = [TimedStep(.gesture(.last)), TimedStep(.gesture(.previous))]
        #expect(try ScenarioRunner.run(withSteps).lines == ["Row 0", "Row 49999", "Row 49998"])
    }

    // MARK: Scenario length

    @Test("A scenario of 5,000 steps runs")
    func scenarioLength() throws {
        let steps = (0..<5_000).map { $0 % 2 == 0 ? #""next""# : #""previous""# }.joined(separator: ",")
        let bytes = Array(
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"VStack": [{"Text": "A"}, {"Text": "B"}]}}, "steps": [\#(steps)]}"#.utf8)
        let transcript = try ScenarioRunner.run(DocumentLoader.load(bytes: bytes, name: "long.scenario.json").scenario)
        #expect(transcript.lines.count == 5_001)
        #expect(transcript.lines.suffix(2) == ["B", "A"])
    }

    @Test("Times are bounded: a step waits at most a day")
    func waitLimit() {
        let bytes = Array(#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "A"}}, "steps": [{"wait": 86401}]}"#.utf8)
        do {
            _ = try DocumentLoader.load(bytes: bytes, name: "wait.scenario.json")
            Issue.record("a wait over a day was accepted")
        } catch {
            #expect(error.description.hasPrefix("wait.scenario.json:1:84: error: at steps[0].wait:"))
        }
    }
}

@Suite("Limits: deep files on small stacks")
struct DeepFileTests {
    @Test("A file nesting views as deep as JSON allows loads and runs on a test thread")
    func deepestFile() throws {
        var json = #"{"Text": "Deep inside"}"#
        for _ in 0..<126 { json = #"{"VStack": ["# + json + "]}" }
        let screen = #"{"earshot": 1, "root": "# + json + "}"
        let document = try DocumentLoader.load(bytes: Array(screen.utf8), name: "deep.screen.json")
        #expect(try ScenarioRunner.run(document.scenario).lines == ["Deep inside"])
    }
}

@Suite("Limits: views and steps")
struct CountLimitTests {
    @Test("The real limits fit a million list rows and a million steps")
    func realLimits() {
        #expect(DocumentLoader.maximumViews >= 5_000_000)
        #expect(DocumentLoader.maximumSteps == 1_000_000)
        #expect(DocumentLoader.limits.views == DocumentLoader.maximumViews)
    }

    @Test("A scenario with more steps than the limit is refused, naming the limit and the place")
    func tooManySteps() throws {
        let steps = Array(repeating: #""next""#, count: 101).joined(separator: ",")
        let json = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "A"}}, "steps": ["# + steps + "]}"
        try DocumentLoader.$limits.withValue(DocumentLoader.Limits(steps: 100)) {
            do {
                _ = try DocumentLoader.load(bytes: Array(json.utf8), name: "long.scenario.json")
                Issue.record("a scenario over the step limit was read")
            } catch let error as InputError {
                #expect(error.file == "long.scenario.json")
                #expect(error.path == "steps")
                #expect(error.message == "101 steps; Earshot runs up to 100 steps in one scenario (Earshot's limit)")
            }
        }
    }

    @Test("A screen with more views than the limit is refused, naming the limit, whichever reader reads it")
    func tooManyViews() throws {
        let views = Array(repeating: #"{"Text":"a"}"#, count: 100).joined(separator: ",")
        let json = #"{"earshot": 1, "root": {"VStack": ["# + views + "]}}"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-views-\(UUID().uuidString).screen.json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try DocumentLoader.$limits.withValue(DocumentLoader.Limits(views: 100)) {
            for load in [
                { try DocumentLoader.load(bytes: Array(json.utf8), name: "huge.screen.json") },
                { try DocumentLoader.load(url, displayName: "huge.screen.json") },
            ] {
                do {
                    _ = try load()
                    Issue.record("a screen over the view limit was read")
                } catch let error as InputError {
                    #expect(error.file == "huge.screen.json")
                    #expect(error.path == "root.VStack[99]")
                    #expect(error.message == "the screen has more than 100 views; Earshot reads up to 100 (Earshot's limit)")
                }
            }
        }
    }

    @Test(
        "A --wav longer than a WAV file holds (4 GiB) is refused from the speech clock, before voicing",
        .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built"))
    func wavLength() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-wav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario =
            #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "steps": [{"wait": 86400}, {"wait": 11100}, {"announce": "Done"}]}"#
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("long.scenario.json"))
        let cache = folder.appendingPathComponent("speech-cache")
        let result = try EarshotBinary.run(
            ["listen", "long.scenario.json", "--wav", "long.wav"], in: folder, environment: ["EARSHOT_CACHE_DIR": cache.path])
        #expect(result.status == 65)
        #expect(
            result.error == "long.scenario.json: error: --wav long.wav: the audio would last 97501 s; a WAV file holds at most 4 GiB, "
                + "97391 s of 16-bit audio at 22050 Hz (Earshot's limit)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("long.wav").path))
        // Refused up front, not after voicing: nothing was synthesized, so nothing reached the
        // speech cache (voicing first would have stored "Hi" and "Done" there).
        let cached = FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?.allObjects ?? []
        #expect(cached.isEmpty, "voiced before it was refused: \(cached)")
    }
}
