import EarshotBase
import Foundation
import Testing

@testable import Earshot

/// `earshot explain`: every line said by the rules of Documentation/VOICEOVER.md that made it,
/// by ids the document carries, and every view that is never heard said why.
@Suite("Explanations")
struct ExplanationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The rule ids written in VOICEOVER.md, `{#family.name}` (an id quoted in backticks is an
    /// example, not a rule).
    static func documentedIDs() throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("Documentation/VOICEOVER.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "(?<!`)\\{#([a-z]+\\.[a-z-]+)\\}")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// Every screen and scenario file of the repository and of the shared examples beside it.
    static func files() -> [URL] {
        var roots = [repository.appendingPathComponent("Scenarios")]
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? []
        roots += names.filter { $0.hasPrefix("examples") }.sorted().map { shared.appendingPathComponent($0) }
        var found: [URL] = []
        for root in roots {
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.path.hasSuffix(".scenario.json") || url.path.hasSuffix(".screen.json") {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func scenario(_ url: URL) throws -> Scenario {
        try DocumentLoader.load(url, displayName: url.lastPathComponent).scenario
    }

    @Test("Every rule id the code names is in VOICEOVER.md, and every id there is named or documented only, with a reason")
    func idsAgreeWithTheDocument() throws {
        let documented = Set(try Self.documentedIDs())
        let emitted = Set(ExplanationRule.emitted.map(\.id))
        let documentedOnly = Set(ExplanationRule.documentedOnly.map(\.id))
        #expect(emitted.count == ExplanationRule.emitted.count, "an id is listed twice")
        #expect(emitted.subtracting(documented).sorted() == [], "named by the code, missing from VOICEOVER.md")
        #expect(documented.subtracting(emitted).subtracting(documentedOnly).sorted() == [], "in VOICEOVER.md, named by no code")
        #expect(documentedOnly.intersection(emitted).sorted() == [], "documented only, yet named by the code")
        #expect(documentedOnly.subtracting(documented).sorted() == [], "documented only, yet not in VOICEOVER.md")
        #expect(ExplanationRule.documentedOnly.allSatisfy { !$0.reason.isEmpty })
    }

    @Test("Every rule of VOICEOVER.md §1-§7 carries an id on its line")
    func everyRuleHasAnID() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/VOICEOVER.md"), encoding: .utf8)
        var section = 0
        var unnamed: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = Int(line.dropFirst(3).prefix { $0.isNumber }) ?? 0 }
            guard (1...7).contains(section), line.hasPrefix("- ") else { continue }
            if !line.dropFirst(2).hasPrefix("{#") { unnamed.append(String(line.prefix(60))) }
        }
        #expect(unnamed == [])
    }

    @Test("Every line of every scenario and screen (the repository's and the shared examples') is explained by known rules")
    func everyLineExplained() throws {
        let known = Set(ExplanationRule.emitted.map(\.id))
        var named = Set<String>()
        var unexplained: [String] = []
        let files = Self.files()
        #expect(files.count > 100)
        for url in files {
            let scenario = try Self.scenario(url)
            let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
            let explanation = try Explanation(run: run)
            #expect(explanation.lines.count == run.transcript.heardEvents.count, "\(url.lastPathComponent)")
            for (number, line) in explanation.lines.enumerated() {
                if line.because.isEmpty || line.because.contains(where: { !known.contains($0.rule) }) {
                    unexplained.append("\(url.lastPathComponent):\(number + 1): \(line.text)")
                }
                named.formUnion(line.because.map(\.rule))
            }
            // Every view with an id: heard, or said why not.
            var stack = [run.scenario.screen.root]
            while let node = stack.popLast() {
                stack += node.children
                guard let id = node.id, let view = try explanation.view(named: id, in: run) else { continue }
                if view.heard.isEmpty, view.because.isEmpty { unexplained.append("\(url.lastPathComponent): view \(id)") }
                named.formUnion(view.because.map(\.rule))
            }
        }
        #expect(unexplained == [])
        // No id is dead code: each is named by some file's explanation.
        #expect(known.subtracting(named).sorted() == [])
    }

    @Test("A view never heard says why, and the fix: hidden, or behind a modal view")
    func unheardViews() throws {
        let text = TestScreens.scenario(
            #"""
            {"VStack": [
              {"Button": "Delete", "id": "delete", "accessibilityHidden": true},
              {"HStack": [{"Text": "Sighting 4", "id": "title"}, {"Text": "12 herons"}], "accessibilityElement": "combine"},
              {"VStack": [{"Text": "Behind", "id": "behind"}]},
              {"VStack": [{"Button": "OK"}], "accessibilityViewIsModal": true}
            ]}
            """#)
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "test.scenario.json").scenario
        let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
        let explanation = try Explanation(run: run)
        let delete = try #require(try explanation.view(named: "delete", in: run))
        #expect(delete.heard == [])
        #expect(delete.because.map(\.rule) == ["hiding.hidden"])
        #expect(delete.because.first?.place?.path == "screen.root.VStack[0]")
        #expect(delete.fix?.contains("remove accessibilityHidden(true)") == true)
        let title = try #require(try explanation.view(named: "screen.root.VStack[1].HStack[0]", in: run))
        #expect(title.because.map(\.rule) == ["modal.scope"])
        let behind = try #require(try explanation.view(named: "behind", in: run))
        #expect(behind.because.map(\.rule) == ["modal.scope"])
        #expect(behind.because.first?.place?.path == "screen.root.VStack[3]")
    }

    @Test("A view in a Section or a Table is placed at the JSON path the file writes: header, rows counted after it, footer, rows[r][c]")
    func pathsInSectionsAndTables() throws {
        let text = TestScreens.scenario(
            #"""
            {"VStack": [
              {"Text": "Intro"},
              {"Section": [{"Text": "Row one", "id": "one"}, {"Text": "Row two", "id": "two"}],
               "header": [{"Text": "Account", "id": "head"}, {"Text": "Details", "id": "details"}],
               "footer": [{"Text": "Syncs", "id": "foot"}]},
              {"Section": [{"Text": "Version"}], "header": "About", "footer": "Build 7"},
              {"Table": "Birds", "columns": ["Name", "Count"], "rows": [["Heron", {"Text": "12", "id": "count"}]]}
            ]}
            """#)
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "test.scenario.json").scenario
        let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
        let explanation = try Explanation(run: run)
        let paths = try ["head", "details", "one", "two", "foot", "count"].map { id in
            try #require(try explanation.view(named: id, in: run)).place?.path
        }
        #expect(
            paths == [
                "screen.root.VStack[1].header[0]", "screen.root.VStack[1].header[1]", "screen.root.VStack[1].Section[0]",
                "screen.root.VStack[1].Section[1]", "screen.root.VStack[1].footer[0]", "screen.root.VStack[3].rows[0][1]",
            ])
        // Views read from a header's, a footer's or a table's value have their line in the file too.
        for id in ["head", "foot", "count"] { #expect(try explanation.view(named: id, in: run)?.place?.line != nil, "\(id)") }
        // A header or footer written as a title is its one view, with no index.
        let about = try #require(explanation.lines.first { $0.text.hasPrefix("About") })
        #expect(about.because.contains { $0.rule == "speech.order" && $0.place?.path == "screen.root.VStack[2].header" })
        let build = try #require(explanation.lines.first { $0.text == "Build 7" })
        #expect(build.because.first { $0.rule == "speech.order" }?.place?.path == "screen.root.VStack[2].footer")
        let version = try #require(explanation.lines.first { $0.text == "Version" })
        #expect(version.because.first { $0.rule == "speech.order" }?.place?.path == "screen.root.VStack[2].Section[0]")
        // The transcript names the elements by the same paths.
        #expect(
            [about.element, version.element, build.element] == [
                "root.VStack[2].header", "root.VStack[2].Section[0]", "root.VStack[2].footer",
            ])
        // The path a line names finds the view again.
        #expect(try explanation.view(named: "screen.root.VStack[2].footer", in: run)?.heard.isEmpty == false)
    }

    @Test(
        "A value a swipe up or down changed is the adjust rule's, with the rotor on Adjust value named; a double tap's change is gesture.changed"
    )
    func adjustedValues() throws {
        let gestures = Self.repository.appendingPathComponent("Scenarios/Gestures")
        let rotor = try Explanation(
            try Self.scenario(gestures.appendingPathComponent("rotor-headings-on-an-adjustable-moves-between-headings.scenario.json")))
        let value = try #require(rotor.lines.last)
        #expect(value.text == "60%")
        #expect(value.because.map(\.rule).prefix(2) == ["gesture.adjust", "gesture.rotor-adjustable"])
        #expect(value.because.first?.place?.path == "steps[9]")
        #expect(value.because.dropFirst().first?.place?.path == "steps[8]")
        #expect(!value.because.contains { $0.rule == "notification.focus" })
        let limits = try Explanation(
            try Self.scenario(gestures.appendingPathComponent("increment-and-decrement-stop-at-the-limits.scenario.json")))
        let three = try #require(limits.lines.first { $0.text == "3" })
        #expect(three.because.first?.rule == "gesture.adjust")
        // No rotor turned: the adjust rule alone.
        #expect(!three.because.contains { $0.rule == "gesture.rotor-adjustable" })
        let switches = try Explanation(
            try Self.scenario(gestures.appendingPathComponent("activate-flips-switch-and-selects-tab-and-segment.scenario.json")))
        #expect(switches.lines.first { $0.text == "On" }?.because.first?.rule == "gesture.changed")
        #expect(switches.lines.first { $0.text == "Selected, Search, 2 of 2" }?.because.first?.rule == "gesture.changed")
        #expect(switches.lines.first { $0.text == "Tab bar, Search, Tab, 2 of 2" }?.because.first?.rule == "gesture.activate")
    }

    @Test("A double tap with no target cites the reaction of the element it was on, not the first view with the same reaction")
    func reactionOfTheFocusedElement() throws {
        let text = TestScreens.scenario(
            #"""
            {"VStack": [
              {"Button": "Save draft", "onActivate": [{"announce": "Saved"}]},
              {"Button": "Save copy", "onActivate": [{"announce": "Saved"}]}
            ]}
            """#, steps: #"["next", "activate"]"#)
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "test.scenario.json").scenario
        let explanation = try Explanation(scenario)
        let saved = try #require(explanation.lines.first { $0.text.hasSuffix("Saved") })
        #expect(saved.because.first?.rule == "announcement.priority")
        #expect(saved.because.first?.place?.path == "screen.root.VStack[1].onActivate[0]")
    }

    @Test("A child of a combined element says which element it joined")
    func mergedChild() throws {
        let text = TestScreens.scenario(
            #"{"HStack": [{"Text": "Sighting 4", "id": "title"}, {"Button": "Delete"}, {"Button": "Share"}], "accessibilityElement": "combine"}"#
        )
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "test.scenario.json").scenario
        let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
        let explanation = try Explanation(run: run)
        let title = try #require(try explanation.view(named: "title", in: run))
        #expect(title.because.map(\.rule) == ["grouping.combine"])
        #expect(title.because.first?.detail.contains("heard as \"Sighting 4\"") == true)
        #expect(title.fix?.contains(".contain") == true)
        let line = try #require(explanation.lines.first)
        #expect(line.because.map(\.rule).prefix(1) == ["grouping.combine"])
        #expect(line.because.first?.detail.contains("their controls became actions: Delete, Share") == true)
    }

    @Test("A dropped announcement says what VoiceOver was busy with, on the clock; a cut one what cut it")
    func announcements() throws {
        let timing = Self.repository.appendingPathComponent("Scenarios/Timing")
        let quick = try Explanation(
            try Self.scenario(timing.appendingPathComponent("three-quick-announcements-cut-each-other.scenario.json")))
        let cut = try #require(quick.lines.first { $0.text == "[announcement cut] Episode 1 down" })
        #expect(cut.because.map(\.rule) == ["announcement.priority", "announcement.interrupt", "announcement.pick-up"])
        #expect(cut.because[1].detail == "cut after 400 ms of 560, at 1090 ms, by the announcement \"Episode 2 downloaded\"")
        #expect(cut.because[0].place?.path == "screen.root.VStack[0].onActivate[0]")
        let busy = try Explanation(
            try Self.scenario(timing.appendingPathComponent("default-and-low-announcements-dropped-after-screen-change.scenario.json")))
        let dropped = try #require(busy.lines.first { $0.text == "[announcement dropped] Order placed" })
        #expect(dropped.because.map(\.rule) == ["announcement.priority", "announcement.focus-busy"])
        #expect(dropped.because.last?.detail.hasPrefix("dropped at 662 ms: VoiceOver was busy with a focus move") == true)
    }

    @Test("The JSON form gives each event its reasons, the rest of the event as it was")
    func json() throws {
        let scenario = try DocumentLoader.load(
            bytes: Array(TestScreens.scenario(#"{"VStack": [{"Button": "Go"}, {"Text": "Done"}]}"#).utf8), name: "test.scenario.json"
        ).scenario
        let run = try ScenarioRunner.perform(scenario, marksSteps: false, keepingViews: true)
        var plain = ""
        TranscriptRenderer.writeJSON(run.transcript) { plain += $0 }
        let explained = try #require(try Explanation(run: run).addingBecause(toJSON: plain))
        guard case .object(let top) = try JSONParser.parse(explained), case .array(let events)? = top["events"] else {
            Issue.record("not a transcript")
            return
        }
        guard case .object(let plainTop) = try JSONParser.parse(plain), case .array(let plainEvents)? = plainTop["events"] else {
            Issue.record("not a transcript")
            return
        }
        #expect(events.count == 2)
        #expect(events.count == plainEvents.count)
        for (event, original) in zip(events, plainEvents) {
            guard case .object(let object) = event, case .object(let before) = original, case .array(let because)? = object["because"]
            else {
                Issue.record("no because")
                continue
            }
            #expect(object.keys == before.keys + ["because"])
            #expect(Array(object.values.dropLast()) == before.values)
            #expect(!because.isEmpty)
        }
    }
}

/// The explanation goldens beside the repository's scenarios (`X.explain` beside
/// `X.scenario.json`), one or more a rule family: each is what `earshot explain` says now.
@Suite("Explanation goldens")
struct ExplanationGoldenTests {
    @Test("Each .explain file under Scenarios is what earshot explain says for its scenario")
    func goldens() throws {
        let pairs = CompanionGolden.pairs(under: [ExplanationTests.repository.appendingPathComponent("Scenarios")]).filter {
            $0.kind == .explain
        }
        #expect(pairs.count >= 10)
        var families = Set<String>()
        for pair in pairs {
            let scenario = try ExplanationTests.scenario(pair.source)
            let now = try CompanionGolden.text(.explain, of: scenario)
            let golden = try String(contentsOf: pair.golden, encoding: .utf8)
            #expect(now == golden, "\(pair.golden.lastPathComponent) differs: run earshot test --record failed Scenarios")
            for line in golden.split(separator: "\n") where line.hasPrefix("   because ") {
                families.insert(String(line.dropFirst("   because ".count).prefix { $0 != "." }))
            }
        }
        // A golden for every family of rules the code names.
        let all = Set(ExplanationRule.emitted.map { String($0.id.prefix { $0 != "." }) })
        #expect(all.subtracting(families).sorted() == [])
    }
}
