import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot
@testable import EarshotAudit

/// `earshot audit`: every rule fires on its screen under `Scenarios/Audit/` and stays silent on
/// the fixed one; good practice audits clean; the reports have the shapes tools read.
@Suite("Audit")
struct AuditTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Scenarios/Audit")
    static let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
    /// Whether the shared examples sit beside the repository (`../shared`); the tests that read
    /// them are skipped, saying so, when they do not (a clone of the repository alone).
    static let sharedExamplesPresent = FileManager.default.fileExists(atPath: shared.appendingPathComponent("examples").path)

    /// The audited file for `rule` (`<rule>.screen.json`, or a scenario when only a run shows it),
    /// or its fixed twin.
    static func file(for rule: String, fixed: Bool) -> URL {
        let base = rule + (fixed ? "-fixed" : "")
        let screen = folder.appendingPathComponent(base + ".screen.json")
        return FileManager.default.fileExists(atPath: screen.path) ? screen : folder.appendingPathComponent(base + ".scenario.json")
    }

    static func audit(_ url: URL, ignoring: Set<String> = []) throws -> AuditResult {
        let name = url.path.hasPrefix(repository.path + "/") ? String(url.path.dropFirst(repository.path.count + 1)) : url.lastPathComponent
        return try Audit.file(url, displayName: name, ignoring: ignoring)
    }

    @Test("Each rule finds its mistake in Scenarios/Audit/<rule>, and the fixed screen audits clean", arguments: AuditRule.all.map(\.id))
    func ruleFiresAndFixAuditsClean(_ rule: String) throws {
        let found = try Self.audit(Self.file(for: rule, fixed: false)).findings
        #expect(found.contains { $0.rule == rule }, "\(rule) did not fire: \(found.map(\.rule))")
        #expect(found.allSatisfy { !$0.heard.isEmpty && !$0.message.isEmpty && !$0.fix.swiftUI.isEmpty && !$0.fix.uiKit.isEmpty })
        let fixed = try Self.audit(Self.file(for: rule, fixed: true))
        #expect(fixed.findings.isEmpty, "\(rule)'s fixed screen: \(fixed.findings.map { "\($0.rule): \($0.heard)" })")
    }

    @Test("A UIKit container element hides its subviews' buttons; custom actions bring them back")
    func uikitContainerElement() throws {
        let found = try Self.audit(Self.folder.appendingPathComponent("group-hides-controls-uikit.screen.json")).findings
        #expect(found.map(\.rule) == ["group-hides-controls"])
        #expect(found.first?.message.contains("(\"Play\", \"Download\")") == true)
        #expect(try Self.audit(Self.folder.appendingPathComponent("group-hides-controls-uikit-fixed.screen.json")).findings.isEmpty)
    }

    @Test("duplicate-label: a back button and a text view both called Notes collide for Voice Control, yet VoiceOver hears them apart")
    func duplicateLabelOfDifferentKinds() throws {
        let demo = Self.repository.appendingPathComponent("Scenarios/Demo/field-notes.screen.json")
        let found = try Self.audit(demo).findings.filter { $0.rule == "duplicate-label" }
        #expect(found.count == 2, "\(found.map(\.heard))")
        #expect(found.allSatisfy { $0.message.contains("VoiceOver tells them apart by their kind (button, text field)") })
        let same = try Self.audit(Self.file(for: "duplicate-label", fixed: false)).findings.filter { $0.rule == "duplicate-label" }
        #expect(!same.isEmpty && same.allSatisfy { $0.message.contains("hears the same name for different things") })
    }

    @Test("Every rule has an id in kebab case, a source and a summary; ids are unique and the reader knows them")
    func rulesAreDescribed() {
        let ids = AuditRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == AuditRuleIDs.all, "the reader's earshotIgnore ids (Model/AuditRuleIDs.swift) are the rules' ids")
        for rule in AuditRule.all {
            #expect(rule.id.allSatisfy { $0 == "-" || ($0.isLetter && $0.isLowercase) }, "\(rule.id)")
            #expect(!rule.source.isEmpty && !rule.summary.isEmpty)
        }
    }

    /// Golden audits: `Scenarios/Audit/<name>.audit` beside each file, the text report, kept
    /// as every golden file is (``GoldenFile``, the record policy of `EARSHOT_RECORD`):
    /// `EARSHOT_RECORD=failed swift test --filter Audit` rewrites those that differ (and fails, to be reviewed).
    @Test("The text report of each file in Scenarios/Audit matches its .audit golden file")
    func goldenReports() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 2 * AuditRule.all.count)
        let record = try GoldenFile.recordMode()
        for name in files {
            let url = Self.folder.appendingPathComponent(name)
            let report = AuditReport.text([try Self.audit(url)])
            let base = name.replacingOccurrences(of: ".screen.json", with: "").replacingOccurrences(of: ".scenario.json", with: "")
            let golden = Self.folder.appendingPathComponent(base + ".audit")
            GoldenFile.expect(try GoldenFile.check(report, as: .text, at: golden, record: record), golden)
        }
    }

    /// The examples and scenarios that show how to do it right. A rule that accuses one of them
    /// is wrong, not the example.
    static let sharedGoodPractice: [String] = [
        "../shared/examples/favourite-card-after.scenario.json",
        "../shared/examples/modal-popup-fixed.scenario.json",
        "../shared/examples/announcement-after-screen-change-high.scenario.json",
        "../shared/examples/custom-rating-ignore.scenario.json",
        "../shared/examples/announcements-queued.scenario.json",
    ]

    /// The repository's own scenarios that model good practice.
    static let goodPractice: [String] = [
        "Scenarios/Device/wwdc14-210-accessibility-elements-keeps-title-with-value.scenario.json",
        "Scenarios/Device/wwdc16-202-double-tap-favorite-says-selected-first.scenario.json",
        "Scenarios/Device/wwdc18-230-custom-actions-on-a-container-element.scenario.json",
        "Scenarios/Device/wwdc24-10073-combine-turns-buttons-into-actions.scenario.json",
        "Scenarios/Grouping/combine-skips-hidden-children.scenario.json",
        "Scenarios/Grouping/combine-child-buttons-become-actions.scenario.json",
        "Scenarios/Grouping/contain-label-spoken-on-entry-only.scenario.json",
        "Scenarios/Grouping/uikit-should-group-children-keeps-column-together.scenario.json",
        "Scenarios/Modal/alert-traps-focus.scenario.json",
        "Scenarios/Modal/presented-sheet-hides-the-screen-below.scenario.json",
        "Scenarios/Order/uikit-accessibility-elements-sets-order-and-drops-the-rest.scenario.json",
        "Scenarios/Speech/decorative-and-hidden-views-are-not-in-the-tree.scenario.json",
        "Scenarios/Timing/high-announcement-survives-a-screen-change.scenario.json",
        "Scenarios/Timing/validation-error-focused-with-layout-changed.scenario.json",
    ]

    @Test("Good practice audits clean: the scenarios that model it", arguments: goodPractice)
    func goodPracticeAuditsClean(_ path: String) throws {
        try Self.expectClean(path)
    }

    // Skipped without ../shared: the examples are not in the repository.
    @Test(
        "Good practice audits clean: every after and fixed example of the shared examples", .enabled(if: sharedExamplesPresent),
        arguments: sharedGoodPractice)
    func sharedGoodPracticeAuditsClean(_ path: String) throws {
        try Self.expectClean(path)
    }

    static func expectClean(_ path: String) throws {
        let result = try audit(repository.appendingPathComponent(path).standardizedFileURL)
        #expect(result.findings.isEmpty, "\(path): \(result.findings.map { "\($0.rule) at \($0.path ?? "?"): \($0.heard)" })")
    }

    // Skipped without ../shared: there is no list of shared examples to compare with.
    @Test("Every after and fixed example of the shared examples is on the good-practice list", .enabled(if: sharedExamplesPresent))
    func everyFixedExampleIsListed() throws {
        let folder = Self.shared.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in names where ["-after", "-fixed", "-high"].contains(where: { name.hasSuffix($0 + ".scenario.json") }) {
            #expect(Self.sharedGoodPractice.contains("../shared/examples/" + name), "\(name) is not on the list")
        }
    }

    // Skipped without ../shared: the Field Notes editor is one of the shared examples.
    @Test(
        "The Field Notes editor: the required title is said only in a hint a text field never speaks (the Field Notes editor audit)",
        .enabled(if: sharedExamplesPresent))
    func fieldNotesEditor() throws {
        let url = Self.shared.appendingPathComponent("examples/field-notes-editor.screen.json")
        let result = try Audit.file(url, displayName: "field-notes-editor.screen.json")
        // The editor audit: "2. Note title label, value, and required status": the status is in the hint,
        // which the text field's own hint replaces, so no setting makes it heard.
        let expected = AuditFinding(
            rule: "hint-never-heard", severity: .error, file: "field-notes-editor.screen.json", elementID: "title",
            path: "root.VStack[1]", line: 13, column: 7, heard: ["Title, Text field", "[hint] Double tap to edit"],
            message: result.findings.first?.message ?? "", fix: result.findings.first?.fix ?? .init(swiftUI: "", uiKit: ""))
        #expect(result.findings.map { Located($0) } == [Located(expected)])
        #expect(result.findings.first?.message.contains("\"Required\" is never heard") == true)
        #expect(result.suppressed.isEmpty)
    }

    /// A finding without its prose, to compare where and what.
    struct Located: Equatable {
        var rule, file, id, path: String?
        var line, column: Int
        var heard: [String]
        init(_ finding: AuditFinding) {
            rule = finding.rule
            file = finding.file
            id = finding.elementID
            path = finding.path
            line = finding.line
            column = finding.column
            heard = finding.heard
        }
    }

    @Test("A dropped announcement is placed at the step that posted it, not at the first that says the same")
    func announcementAtItsOwnStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("twice.scenario.json")
        try Data(
            #"""
            {
              "earshot": 1,
              "name": "The same announcement twice: heard after the button, dropped after the screen change",
              "screen": {"earshot": 1, "root": {"VStack": [
                {"Button": "Save", "onActivate": [{"announce": "Saved", "priority": "high"}]},
                {"Text": "Draft"}
              ]}},
              "steps": [
                "activate",
                {"screenChanged": null},
                {"announce": "Saved"}
              ]
            }
            """#.utf8
        ).write(to: url)
        let findings = try Audit.file(url, displayName: "twice.scenario.json").findings.filter { $0.rule == "announcement-dropped" }
        #expect(findings.map(\.path) == ["steps[2]"])
        #expect(findings.map(\.line) == [11])
    }

    @Test("earshotIgnore on a view silences a rule on it and inside it; --ignore for the run; both are listed")
    func suppression() throws {
        let url = Self.folder.appendingPathComponent("label-is-file-name.screen.json")
        let run = try Self.audit(url, ignoring: ["label-is-file-name"])
        #expect(run.findings.isEmpty)
        #expect(run.suppressed.map(\.reason) == [.ignoring, .ignoring])
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"HStack": [{"Button": [{"Image": "ic_camera"}]}], "earshotIgnore": ["label-is-file-name"]},
              {"Button": [{"Image": "ic_share"}], "id": "share"}
            ]}}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(json.utf8), name: "ignore.screen.json").scenario
        let result = try Audit.run(scenario)
        #expect(result.findings.map(\.elementID) == ["share"])
        #expect(result.suppressed.map(\.reason) == [.earshotIgnore])
        #expect(result.suppressed.first?.finding.heard == ["ic_camera, Button"])
        #expect(AuditReport.text([result]).contains("note: [label-is-file-name] suppressed by earshotIgnore"))
    }

    @Test(
        "A control named by its SF Symbol is one symbol-name-as-label finding, never also a file name; a labelled symbol or a symbol beside text is none; an image alone keeps the file-name rule"
    )
    func symbolNames() throws {
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"Button": [{"Image": {"systemName": "square.and.arrow.up"}}], "id": "share"},
              {"Link": [{"Image": {"systemName": "safari"}}], "id": "web"},
              {"Button": [{"Image": {"systemName": "trash"}, "accessibilityLabel": "Delete"}]},
              {"Button": [{"Image": {"systemName": "trash"}}], "accessibilityLabel": "trash"},
              {"Button": [{"Text": "Done"}, {"Image": {"systemName": "checkmark"}}]},
              {"Image": {"systemName": "lamp.desk.fill"}}
            ]}}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(json.utf8), name: "symbols.screen.json").scenario
        let all = try Audit.run(scenario).findings
        let symbols = all.filter { $0.rule == "symbol-name-as-label" }
        #expect(symbols.map(\.elementID) == ["share", "web"])
        #expect(symbols.first?.message.contains("SF Symbol name \"square.and.arrow.up\"") == true)
        // Not a control: "lamp.desk.fill, Image" is named by a file, as any unlabelled image.
        #expect(all.filter { $0.rule == "label-is-file-name" }.map(\.heard) == [["lamp.desk.fill, Image"]])
    }

    @Test("The DSL's earshotIgnore reaches the audit like the file key")
    func dslSuppression() throws {
        let screen = Screen(name: "dsl") { VStack { Image("IMG_2041").earshotIgnore("label-is-file-name") } }
        let result = try Audit.run(Scenario(name: "dsl", screen: screen))
        #expect(result.findings.isEmpty)
        #expect(result.suppressed.map(\.finding.rule) == ["label-is-file-name"])
    }

    @Test("The DocC article's example gives the report it shows")
    func articleExample() throws {
        let screen = Screen(name: "Observation") {
            VStack {
                Button { Image("ic_camera") }
                Image("IMG_2041").earshotIgnore("label-is-file-name")
            }
        }
        let lines = AuditReport.text([try Audit.run(Scenario(name: "Observation", screen: screen))]).split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("<screen>:1:1: error: [label-is-file-name] VoiceOver reads the button's file name \"ic_camera\": ")
                == true)
        #expect(lines.dropFirst().first == "    heard: ic_camera, Button")
        #expect(lines.dropFirst(4).first == "<screen>:1:1: note: [label-is-file-name] suppressed by earshotIgnore")
        #expect(lines.last == "1 error, 1 suppressed")
    }

    @Test("The JSON report: earshot 1, findings with rule, severity, file, element id and path, heard, message, fix")
    func jsonShape() throws {
        let result = try Self.audit(Self.file(for: "modal-leaks", fixed: false))
        let value = try JSONParser.parse(AuditReport.json([result]))
        #expect(value["earshot"] == .number(1))
        let finding = try #require(value["findings"]?.arrayValue?.first)
        #expect(finding["rule"] == .string("modal-leaks"))
        #expect(finding["severity"] == .string("error"))
        #expect(finding["file"] == .string("Scenarios/Audit/modal-leaks.screen.json"))
        #expect(finding["element"]?["id"] == .string("popup"))
        #expect(finding["element"]?["path"] == .string("root.View[1].View[1]"))
        #expect(finding["heard"] == .string("Back, Button\nNotes"))
        #expect(finding["message"]?.stringValue?.isEmpty == false)
        #expect(finding["fix"]?["swiftUI"]?.stringValue?.contains(".isModal") == true)
        #expect(finding["fix"]?["uiKit"]?.stringValue?.contains("accessibilityViewIsModal") == true)
    }

    @Test("The SARIF report has the shape GitHub code scanning reads")
    func sarifShape() throws {
        let results = [
            try Self.audit(Self.file(for: "label-is-file-name", fixed: false)),
            try Self.audit(Self.folder.appendingPathComponent("suppressed-by-earshot-ignore.screen.json")),
        ]
        let value = try JSONParser.parse(AuditReport.sarif(results, version: "0.1.0"))
        #expect(value["version"] == .string("2.1.0"))
        #expect(value["$schema"]?.stringValue?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require(value["runs"]?.arrayValue?.first)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.compactMap { $0["id"]?.stringValue } == AuditRule.all.map(\.id))
        #expect(run["tool"]?["driver"]?["name"] == .string("earshot"))
        let sarifResults = try #require(run["results"]?.arrayValue)
        #expect(sarifResults.count == 3)
        for result in sarifResults {
            let id = try #require(result["ruleId"]?.stringValue)
            #expect(AuditRule.named(id) != nil)
            #expect(["error", "warning", "note"].contains(result["level"]?.stringValue ?? ""))
            #expect(result["message"]?["text"]?.stringValue?.isEmpty == false)
            let physical = try #require(result["locations"]?.arrayValue?.first?["physicalLocation"])
            #expect(physical["artifactLocation"]?["uri"]?.stringValue?.hasPrefix("Scenarios/Audit/") == true)
            #expect((physical["region"]?["startLine"]?.intValue ?? 0) >= 1)
            #expect((physical["region"]?["startColumn"]?.intValue ?? 0) >= 1)
        }
        let first = sarifResults[0]
        #expect(first["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"] == .number(6))
        #expect(sarifResults.last?["suppressions"]?.arrayValue?.first?["kind"] == .string("inSource"))
    }

    @Test("Text findings are compiler-style, at the line and column where the view starts")
    func textIsCompilerStyle() throws {
        let report = AuditReport.text([try Self.audit(Self.file(for: "missing-label", fixed: false))])
        let lines = report.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Scenarios/Audit/missing-label.screen.json:12:7: error: [missing-label] This button has no label: VoiceOver names only its kind, and Voice Control has nothing to call it."
        )
        #expect(lines.dropFirst().first == "    heard: Button")
        #expect(lines.last == "2 errors")
    }

    @Test("No false accusations: names that are not file names, states, kinds or capitals")
    func heuristicsStaySilentOnGoodNames() {
        for name in ["Wi-Fi", "e-mail", "iPhone", "Save", "Sign in", "Take photo", "Delete", "iOS 18"] {
            #expect(!AuditText.looksLikeFileName(name), "\(name)")
        }
        for name in ["ic_camera", "welcome-background", "IMG_2041", "photo.jpg", "square.and.arrow.up", "profileAvatar"] {
            #expect(AuditText.looksLikeFileName(name), "\(name)")
        }
        for name in ["Turn on", "Log off", "Sign in", "Enabled", "Add on"] {
            #expect(AuditText.state(in: name, isToggle: false) == nil, "\(name)")
        }
        #expect(AuditText.state(in: "Favourite button, on", isToggle: false) == "on")
        #expect(AuditText.state(in: "Wi-Fi on", isToggle: true) == "on")
        for name in ["NASA", "OK", "TV", "Sign in", "BBC News"] {
            #expect(!AuditText.isShouted(name), "\(name)")
        }
        #expect(AuditText.isShouted("SIGN IN"))
        #expect(AuditText.isShouted("CONTINUE"))
        // Capitals VoiceOver reads as words: long words, and short words that are no abbreviation.
        for name in ["CONTINUE", "VISION", "HEARING", "PHYSICAL AND MOTOR", "GENERAL"] {
            #expect(AuditText.spelledWord(in: name) == nil, "\(name)")
        }
        #expect(AuditText.spelledWord(in: "SIGN IN") == "IN")
        #expect(AuditText.spelledWord(in: "CONTACT US") == "US")
        #expect(AuditText.spelledWord(in: "EXPORT PDF") == "PDF")
        #expect(AuditText.spelledWord(in: "OPEN HTTPS LINK") == "HTTPS")
        #expect(AuditText.gesture(in: "Opens the note") == nil)
        #expect(AuditText.gesture(in: "Double-tap to open") == "double-tap")
        #expect(!AuditText.repeats("Plays the episode", label: "Play"))
        #expect(AuditText.repeats("Play button", label: "Play"))
    }

    @Test("A button that adds an image is not accused of naming its kind; an icon-only one called an icon is")
    func kindWordsNeedTheKind() throws {
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"Button": "Add image"}, {"Button": "Change app icon"}, {"Link": "Privacy policy link"},
              {"Button": [{"Image": "trash"}], "accessibilityLabel": "Trash icon"}
            ]}}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(json.utf8), name: "kinds.screen.json").scenario
        let found = try Audit.run(scenario, rules: [.traitInLabel]).findings
        #expect(found.map(\.heard) == [["Privacy policy link, Button, Link"], ["Trash icon, Button"]])
    }

    @Test("Apple's own section headers in capitals (VISION, HEARING) are heard as words: no all-caps finding")
    func sectionHeadersInCapitals() throws {
        // Settings › Accessibility as UIKit draws it: a grouped table whose section headers are
        // in capitals, beside a button whose short word may be spelled.
        let json = #"""
            {"earshot": 1, "framework": "uikit", "root": {"List": [
              {"Text": "VISION", "accessibilityAddTraits": ["isHeader"], "frame": [20, 100, 350, 20]},
              {"Button": "VoiceOver", "frame": [0, 124, 390, 44]},
              {"Text": "PHYSICAL AND MOTOR", "accessibilityAddTraits": ["isHeader"], "frame": [20, 190, 350, 20]},
              {"Button": "Touch", "frame": [0, 214, 390, 44]},
              {"Text": "HEARING", "accessibilityAddTraits": ["isHeader"], "frame": [20, 280, 350, 20]},
              {"Text": "GENERAL", "accessibilityAddTraits": ["isHeader"], "frame": [20, 370, 350, 20]},
              {"Button": "CONTACT US", "frame": [0, 394, 390, 44]}
            ]}}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(json.utf8), name: "accessibility.screen.json").scenario
        let found = try Audit.run(scenario, rules: [.allCapsLabel]).findings
        #expect(found.map(\.heard) == [["CONTACT US, Button"]])
        #expect(found.first?.message.contains("\"US\"") == true)
    }

    @Test("Scenario rules are placed at the app step that caused them: a scenario step, or a step of a view's reaction")
    func runRulesAtTheirStep() throws {
        let json = #"""
            {
              "earshot": 1,
              "name": "Inbox: a row removed under focus, then a layout change to a view that is not there",
              "screen": {"earshot": 1, "root": {"VStack": [
                {"Text": "Inbox", "accessibilityAddTraits": ["isHeader"]},
                {"Button": "Lunch plans", "id": "a1"},
                {"Button": "Weekly report", "id": "a2", "onActivate": [{"layoutChanged": "undo"}]},
                {"Button": "Undo", "id": "undo", "accessibilityHidden": true}
              ], "id": "inbox"}},
              "start": {"focus": "a1"},
              "steps": [
                {"remove": "a1"},
                "activate",
                {"insert": {"Text": "Archived"}, "into": "inbox"},
                {"remove": "a2"},
                {"layoutChanged": null},
                {"screenChanged": null}
              ]
            }
            """#
        let document = try DocumentLoader.load(bytes: Array(json.utf8), name: "inbox.scenario.json")
        let found = try Audit.run(document.scenario, rules: [.focusNotMoved, .changeNotAnnounced]).findings
        #expect(found.map(\.rule) == ["focus-not-moved", "focus-not-moved", "change-not-announced"])
        // The removal under focus, at its scenario step; the layout change, in the button's
        // reaction; the message, at its insert (the screen change after it speaks the heading).
        // The second removal is followed by a screen change: no finding.
        #expect(found.map(\.path) == ["steps[0]", "screen.root.VStack[2].onActivate[0]", "steps[2]"])
        #expect(found.map(\.line) == [12, 7, 14])
        #expect(found.first?.message.contains("removes \"Lunch plans\"") == true)
        #expect(found.dropFirst().first?.message.contains("layoutChanged for \"undo\"") == true)
        #expect(found.last?.message.contains("shows \"Archived\"") == true)
    }
}
