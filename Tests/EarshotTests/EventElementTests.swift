import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// Every event names the element it came from (issue 20): by id, else by the JSON path of the
/// view that made it; nil for what no element says.
@Suite("Each event names its element")
struct EventElementTests {
    @Test("A view's path is spelled as the reader's errors spell it, every index in decimal")
    func pathSpelling() {
        var paths = ViewPaths(rootName: "steps[3].present")
        let stack = paths.add(parent: ViewPaths.root, key: "VStack", index: 0)
        let row = paths.add(parent: stack, key: "VStack", index: 10)
        let deep = paths.add(parent: row, key: "children", index: 123_456)
        let last = paths.add(parent: deep, key: "buttons", index: Int(Int32.max))
        #expect(paths.path(of: ViewPaths.root) == "steps[3].present")
        #expect(paths.path(of: stack) == "steps[3].present.VStack[0]")
        #expect(paths.path(of: row) == "steps[3].present.VStack[0].VStack[10]")
        #expect(paths.path(of: deep) == "steps[3].present.VStack[0].VStack[10].children[123456]")
        #expect(paths.path(of: last) == "steps[3].present.VStack[0].VStack[10].children[123456].buttons[2147483647]")
        let negative = paths.add(parent: stack, key: "Text", index: -7)
        #expect(paths.path(of: negative) == "steps[3].present.VStack[0].Text[-7]")
        var bytes = Array("element: ".utf8)
        paths.appendPath(of: row, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "element: steps[3].present.VStack[0].VStack[10]", "appended after what is there")
    }

    @Test("Paths spelled one after another, each reusing its parent's, are spelled as each alone")
    func pathsReusingTheirParent() {
        var paths = ViewPaths(rootName: "root")
        var entries: [Int32] = [ViewPaths.root]
        var random = SplitMix64(seed: 11)
        for index in 0..<200 {
            let parent = entries[Int(random.next() % UInt64(entries.count))]
            entries.append(paths.add(parent: parent, key: ["VStack", "HStack", "children", "Text"][index % 4], index: index % 7))
        }
        // In order, in a random order, and entries past the end (spelled as the root).
        let order = entries + entries.shuffled(using: &random) + [Int32(entries.count + 5)]
        var parent = ViewPaths.ParentPath()
        for entry in order {
            var reused = Array("x: ".utf8)
            var alone = reused
            paths.appendPath(of: entry, to: &reused, reusing: &parent)
            paths.appendPath(of: entry, to: &alone)
            #expect(reused == alone, "entry \(entry)")
        }
    }

    static func scenario(_ json: String) throws -> Scenario {
        try DocumentLoader.load(bytes: Array(json.utf8), name: "elements.scenario.json").scenario
    }

    /// Each line the listener hears beside the name of the element it came from ("-" for none).
    static func named(_ transcript: Transcript) -> [String] {
        transcript.events.filter { $0.kind != .step }.map { event in
            TranscriptRenderer.line(event) + "  <- " + (transcript.element(of: event)?.description ?? "-")
        }
    }

    static let profile = #"""
        {"earshot": 1, "name": "Profile", "screen": {"earshot": 1, "root": {"VStack": [
          {"Text": "Profile", "accessibilityAddTraits": ["isHeader"]},
          {"HStack": [{"Text": "Ada"}, {"Button": "Edit", "accessibilityHint": "Changes the name"}]},
          {"Toggle": "Wi-Fi", "isOn": false, "id": "wifi"},
          {"Button": "Save", "id": "save", "onActivate": [{"announce": "Saved"}, {"screenChanged": null}]}
        ], "id": "top"}}, "steps": [%@]}
        """#

    static func profile(steps: String) throws -> Scenario {
        try scenario(profile.replacingOccurrences(of: "%@", with: steps))
    }

    @Test("Swipes, a double tap, an announcement and a read-all: each line names the element it came from")
    func swipesActivationAnnouncementReadAll() throws {
        let scenario = try Self.profile(steps: #""next", "next", "next", "activate", "next", "activate", "readAll""#)
        let transcript = try ScenarioRunner.run(scenario)
        #expect(
            Self.named(transcript) == [
                "Profile, Heading  <- root.VStack[0]",
                "Ada  <- root.VStack[1].HStack[0]",
                "Edit, Button  <- root.VStack[1].HStack[1]",
                "[hint] Changes the name  <- root.VStack[1].HStack[1]",
                "Wi-Fi, Switch button, Off  <- wifi",
                "[hint] Double tap to toggle setting  <- wifi",
                "On  <- wifi",
                "Save, Button  <- save",
                "[sound] screen changed  <- -",
                "[announcement dropped] Saved  <- -",
                "Profile, Heading  <- root.VStack[0]",
                "Profile, Heading  <- root.VStack[0]",
                "Ada  <- root.VStack[1].HStack[0]",
                "Edit, Button  <- root.VStack[1].HStack[1]",
                "Wi-Fi, Switch button, On  <- wifi",
                "Save, Button  <- save",
            ])
        // The views did not change shape: the elements are those of the list the screen
        // appeared with, by their place in focus order, and the switch's change is its own.
        let elements = transcript.events.filter { $0.kind == .speech }.map(\.element)
        #expect(elements == [0, 1, 2, 3, 3, 4, 0, 0, 1, 2, 3, 4])
        #expect(transcript.elements.count == 5)
    }

    @Test("A step's own marker, a sound and an announcement name no element")
    func nothingSaysThem() throws {
        let scenario = try Self.profile(steps: #"{"activate": "save"}"#)
        let transcript = try ScenarioRunner.run(scenario, marksSteps: true)
        for event in transcript.events where [.step, .sound, .announcement].contains(event.kind) {
            #expect(event.element == nil, "\(event.kind): \(event.text)")
            #expect(transcript.element(of: event) == nil)
        }
        #expect(transcript.events.contains { $0.kind == .announcement })
        #expect(transcript.events.contains { $0.kind == .step })
    }

    @Test("After the views change, an element is named by where it is now; one that did not move keeps its entry")
    func afterTheViewsChange() throws {
        let scenario = try Self.profile(
            steps: #"""
                {"insert": {"Text": "Offline"}, "into": "top", "at": 4}, "next", "last",
                {"insert": {"Text": "Banner"}, "into": "top", "at": 0}, "first", "next"
                """#)
        let transcript = try ScenarioRunner.run(scenario)
        #expect(
            Self.named(transcript) == [
                "Profile, Heading  <- root.VStack[0]",
                "Ada  <- root.VStack[1].HStack[0]",
                "Offline  <- root.VStack[4]",
                "Banner  <- root.VStack[0]",
                "Profile, Heading  <- root.VStack[1]",
            ])
        let elements = transcript.events.filter { $0.kind == .speech }.map(\.element)
        // Ada had not moved: the entry of the list the screen appeared with. The inserted
        // texts, and the heading once it moved, are entries of their own after the first five.
        #expect(elements == [0, 1, 5, 6, 7])
        #expect(transcript.elements.count == 8)
        #expect(transcript.elements.map(\.description).suffix(3) == ["root.VStack[4]", "root.VStack[0]", "root.VStack[1]"])
    }

    @Test("An element of what a step presented is named from that step")
    func presented() throws {
        let json = #"""
            {"earshot": 1, "name": "Alert", "screen": {"earshot": 1, "root": {"VStack": [
              {"Button": "Delete note", "onActivate": [{"present": {"Alert": "Delete note?", "buttons": ["Cancel", "Delete"]}}]}
            ]}}, "steps": ["activate", "next"]}
            """#
        let transcript = try ScenarioRunner.run(try Self.scenario(json))
        #expect(
            Self.named(transcript) == [
                "Delete note, Button  <- root.VStack[0]",
                "[sound] screen changed  <- -",
                "Alert, Delete note?  <- steps[0].present",
                "Cancel, Button  <- steps[0].present.buttons[0]",
            ])
    }

    @Test("The element of a view named in accessibilityElements is its own path, not its container's")
    func explicitOrder() throws {
        let json = #"""
            {"earshot": 1, "name": "Order", "screen": {"earshot": 1, "framework": "uikit", "root": {"VStack": [
              {"VStack": [{"HStack": [{"Text": "Second", "id": "b"}]}, {"Text": "First"}, {"Text": "Third", "id": "c"}],
               "accessibilityElements": ["c", "b"]}
            ]}}}
            """#
        let transcript = try ScenarioRunner.run(try Self.scenario(json))
        #expect(
            transcript.events.filter { $0.kind == .speech }.map { transcript.element(of: $0)?.path } == [
                "root.VStack[0].VStack[2]", "root.VStack[0].VStack[0].HStack[0]",
            ])
    }

    @Test("--format json gives every event its element: the id, else the path, null when no element said it")
    func json() throws {
        let json = #"""
            {"earshot": 1, "name": "Saved", "screen": {"earshot": 1, "root": {"VStack": [
              {"Text": "Notes"}, {"Button": "Save", "id": "save", "onActivate": [{"announce": "Saved"}]}
            ]}}, "settings": {"speakHints": false}, "steps": ["next", "activate"]}
            """#
        let transcript = try ScenarioRunner.run(try Self.scenario(json))
        let text = TranscriptRenderer.json(transcript)
        let parsed = try DocumentLoader.parseObject(Array(text.utf8), name: "transcript.json")
        guard case .array(let events)? = parsed["events"] else {
            Issue.record("no events in \(text)")
            return
        }
        let elements = events.map { event -> JSONValue? in
            guard case .object(let object) = event else { return nil }
            return object["element"]
        }
        #expect(elements == [.string("root.VStack[0]"), .string("save"), .null])
        #expect(text.contains(#""element": "save""#))
        #expect(text.contains(#""element": null"#))
    }

    @Test("An event keeps its element in four bytes: events stay small")
    func small() {
        #expect(MemoryLayout<TranscriptEvent>.stride <= 80)
        #expect(MemoryLayout<AccessibilityElement>.stride <= 216)
    }
}
