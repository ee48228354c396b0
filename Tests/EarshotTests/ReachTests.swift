import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// Swipe cost (Documentation/REACH.md §1): swipes from the first element, rotor routes with
/// fewer gestures, times on the speech clock, what no swipe reaches and modal views with no way
/// out; each screen under `Scenarios/Reach/` against its `.reach` golden file.
@Suite("Reach")
struct ReachTests {
    static let folder = ExplanationTests.repository.appendingPathComponent("Scenarios/Reach")

    static func reach(_ name: String) throws -> Reach {
        try Reach(DocumentLoader.load(folder.appendingPathComponent(name)).scenario)
    }

    @Test("Each screen in Scenarios/Reach gives the reach of its .reach golden file")
    func goldenReach() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".screen.json") }.sorted()
        #expect(files.count >= 4)
        let record = try GoldenFile.recordMode()
        for name in files {
            let text = try Self.reach(name).lines.joined(separator: "\n") + "\n"
            let golden = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".screen.json", with: ".reach"))
            GoldenFile.expect(try GoldenFile.check(text, as: .text, at: golden, record: record), golden)
        }
    }

    @Test("Swipes count from the first element; a heading route is taken only when it is shorter")
    func swipesAndRoutes() throws {
        let reach = try Self.reach("account-settings-save-at-the-bottom.screen.json")
        #expect(reach.swipes(to: "back") == 0)
        #expect(reach.swipes(to: "save") == 12)
        #expect(reach.swipes(to: "Save") == 12)
        #expect(reach.swipes(to: "nowhere") == nil)
        let save = try #require(reach.entry(for: "save")?.route)
        #expect(save.rotor == .headings && save.down == 4 && save.across == 2 && save.gestures == 7)
        #expect(reach.gestures(to: "save") == 7)
        // The route is faster on the clock too, and the walk's time grows along the list.
        let walk = try #require(reach.entry(for: "save")?.heardBy)
        #expect(try #require(save.heardBy) < walk)
        let times = reach.entries.compactMap(\.heardBy)
        #expect(times.count == reach.entries.count && times == times.sorted())
        // The first elements are cheaper to swipe to than any route.
        #expect(reach.entry(for: "back")?.route == nil)
    }

    @Test("The route aims at the nearest match before or after the element")
    func routeChoice() {
        // Headings at 3 and 9: element 8 is 1 left of the second heading (1 + 2 + 1 gestures).
        let route = ReachMeasure.route(to: 8, matches: [(.headings, [3, 9])])
        #expect(route == Reach.RotorRoute(rotor: .headings, down: 2, across: -1))
        // Element 4: 1 right of the first heading: 3 gestures, fewer than 4 swipes.
        #expect(ReachMeasure.route(to: 4, matches: [(.headings, [3, 9])])?.gestures == 3)
        // Element 3 is the heading: 2 gestures against 3 swipes.
        #expect(ReachMeasure.route(to: 3, matches: [(.headings, [3, 9])])?.gestures == 2)
        // A match at the first element cannot be swiped down to; no match, no route.
        #expect(ReachMeasure.route(to: 2, matches: [(.headings, [0])]) == nil)
        #expect(ReachMeasure.route(to: 5, matches: [(.links, [])]) == nil)
    }

    @Test("Behind a modal view and left out of accessibilityElements: unreachable, with the reason")
    func unreachable() throws {
        let modal = try Self.reach("modal-hides-controls-and-traps-focus.screen.json")
        #expect(modal.unreachable.map(\.id) == [nil, "compose", "search"])
        #expect(modal.unreachable.allSatisfy { $0.reason == "behind the modal view #rating-card" })
        #expect(modal.swipes(to: "compose") == nil)
        let uikit = try Self.reach("uikit-accessibility-elements-leaves-out-a-button.screen.json")
        #expect(
            uikit.unreachable == [
                Reach.Unreachable(id: "apply", label: "Apply", isActionable: true, reason: "left out of accessibilityElements of View")
            ])
    }

    @Test("Of the modal views beside an element and the views around it, the first in the screen's order is named")
    func firstModalIsNamed() throws {
        let text = """
            {"earshot": 1, "name": "Two modals", "root": {"VStack": [
              {"Text": "Top"},
              {"VStack": [{"Button": "Stay", "accessibilityActions": [{"name": "Keep", "do": [{"announce": "Kept"}]}]}],
               "id": "first", "accessibilityAddTraits": ["isModal"]},
              {"VStack": [{"Text": "Deep"}, {"VStack": [{"Button": "Also"}], "id": "second", "accessibilityAddTraits": ["isModal"]}]}
            ]}}
            """
        let reach = try Reach(DocumentLoader.load(bytes: Array(text.utf8), name: "two.screen.json").scenario)
        #expect(reach.unreachable.map(\.label) == ["Top", "Deep", "Also"])
        #expect(reach.unreachable.allSatisfy { $0.reason == "behind the modal view #first" })
        #expect(reach.traps == [Reach.Trap(view: "#first", elementCount: 1)])
    }

    @Test("A modal view with nothing that leads out is a trap; one whose button removes it is not")
    func traps() throws {
        #expect(
            try Self.reach("modal-hides-controls-and-traps-focus.screen.json").traps == [Reach.Trap(view: "#rating-card", elementCount: 2)])
        #expect(try Self.reach("modal-with-a-way-out.screen.json").traps.isEmpty)
        // A screen that says nothing of what its views do is never called a trap.
        let silent = try Self.reach("account-settings-save-at-the-bottom.screen.json")
        #expect(!silent.declaresBehaviour && silent.traps.isEmpty)
    }

    @Test("An escape on the modal view is a way out")
    func escapeIsAWayOut() throws {
        var scenario = try DocumentLoader.load(Self.folder.appendingPathComponent("modal-hides-controls-and-traps-focus.screen.json"))
            .scenario
        func addEscape(_ node: inout Node) {
            if node.id == "rating-card" { node.reactions.onEscape = [TimedStep(.app(.remove("rating-card")))] }
            for index in node.children.indices { addEscape(&node.children[index]) }
        }
        addEscape(&scenario.screen.root)
        #expect(try Reach(scenario).traps.isEmpty)
    }

    @Test("Each scenario in Scenarios/Reach says where focus landed after each app step, as its .focus golden file")
    func goldenLandings() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".scenario.json") }.sorted()
        #expect(files.count >= 4)
        let record = try GoldenFile.recordMode()
        for name in files {
            let run = try ScenarioRunner.perform(DocumentLoader.load(Self.folder.appendingPathComponent(name)).scenario)
            // The Voice Control scenario changes no views: it has no landing, and no .focus file.
            if name.hasPrefix("voice-control") {
                #expect(run.landings.isEmpty)
                continue
            }
            let text = run.landings.map(\.line).joined(separator: "\n") + "\n"
            let golden = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".scenario.json", with: ".focus"))
            GoldenFile.expect(try GoldenFile.check(text, as: .text, at: golden, record: record), golden)
        }
    }

    @Test("A dismissal sends focus to the first element and remembers the trigger; a removal notes that focus left the list")
    func landings() throws {
        let sheet = try ScenarioRunner.perform(
            DocumentLoader.load(Self.folder.appendingPathComponent("sheet-dismissed-focus-goes-to-the-top.scenario.json")).scenario)
        let dismiss = try #require(sheet.landings.first { $0.event == "dismiss" })
        #expect(dismiss.reason == .firstAfterDismiss && dismiss.label == "Profile")
        #expect(dismiss.trigger?.id == "edit")
        #expect(sheet.landings.first?.reason == .stayedBehind)
        let row = try ScenarioRunner.perform(
            DocumentLoader.load(Self.folder.appendingPathComponent("row-deleted-focus-leaves-the-list.scenario.json")).scenario)
        #expect(row.landings == [row.landings[0]] && row.landings[0].reason == .inItsPlace && row.landings[0].leftItsGroup)
        #expect(row.landings[0].label == "Add item")
    }

    @Test("The same screen gives the same reach, byte for byte")
    func deterministic() throws {
        let first = try Self.reach("account-settings-save-at-the-bottom.screen.json").lines
        #expect(try Self.reach("account-settings-save-at-the-bottom.screen.json").lines == first)
    }
}

/// Voice Control (Documentation/REACH.md §3): the name "Show names" displays and the `say` step.
@Suite("Voice Control")
struct VoiceControlTests {
    static func run(_ root: String, steps: String) throws -> Run {
        let text = """
            {"earshot": 1, "name": "t", "screen": {"earshot": 1, "name": "t", "root": \(root)}, "settings": {"speakHints": false}, "steps": \(steps)}
            """
        return try ScenarioRunner.perform(DocumentLoader.load(bytes: Array(text.utf8), name: "t.scenario.json").scenario)
    }

    @Test("The name is the first input label, else the label; any input label may be said")
    func names() throws {
        #expect(VoiceControl.name(in: "Tap Delete") == "Delete" && VoiceControl.name(in: "  tap   Delete  draft ") == "Delete draft")
        #expect(VoiceControl.name(in: "Send") == "Send" && VoiceControl.name(in: "Tap").isEmpty)
        let run = try Self.run(
            #"{"VStack": [{"Button": "Delete draft", "accessibilityInputLabels": ["Delete", "Trash"], "onActivate": [{"announce": "Gone"}]}]}"#,
            steps: #"[{"say": "tap trash"}]"#)
        #expect(run.transcript.lines == ["Delete draft, Button", "[announcement] Gone"])
    }

    @Test("A name no control has fails with the names shown; two controls of one name fail as ambiguous")
    func errors() throws {
        let root = #"{"VStack": [{"Button": "Save"}, {"Button": "Delete"}, {"Button": "Delete"}]}"#
        #expect {
            try Self.run(root, steps: #"[{"say": "Tap Sav"}]"#)
        } throws: { error in
            "\(error)".contains(#"Voice Control shows no item named "Sav"; it shows "Save", "Delete", "Delete" (did you mean "Save"?)"#)
        }
        #expect {
            try Self.run(root, steps: #"[{"say": "Tap Delete"}]"#)
        } throws: { error in
            "\(error)".contains(#"2 controls are named "Delete": Voice Control would number them for the user to choose"#)
        }
        #expect {
            try Self.run(root, steps: #"[{"say": "Tap"}]"#)
        } throws: { error in
            "\(error)".contains(#"expected a Voice Control command naming an element, such as "Tap Delete"; found "Tap""#)
        }
    }
}
