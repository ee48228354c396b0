import Testing

@testable import Earshot
@testable import EarshotReport

/// The report page as HTML, without a browser (ReportBrowserTests opens it in one).
@Suite("Report page")
struct ReportTests {
    static func scenario(_ json: String, name: String = "report.screen.json") throws -> Scenario {
        try DocumentLoader.load(bytes: Array(json.utf8), name: name).scenario
    }

    static let card = #"""
        {"earshot": 1, "name": "Card", "root": {"VStack": [
          {"Text": "Maya Lin", "accessibilityAddTraits": ["isHeader"]},
          {"Image": "banner", "decorative": true},
          {"Button": [{"Image": "ic_trash"}]},
          {"Text": "Secret <b>", "accessibilityHidden": true},
          {"Toggle": "Favourite", "isOn": false, "id": "favourite"}
        ]}}
        """#

    @Test("Every transcript line is in the page as the text form writes it, tied to the element it speaks about")
    func linesAndTies() throws {
        let section = try ReportSection(scenario: try Self.scenario(Self.card))
        #expect(
            section.elements.map(\.description) == [
                "Maya Lin  [isHeader, isStaticText]", "ic_trash  [isButton]", "Favourite  = Off  [isToggle]  #favourite",
            ])
        let lines = section.transcript.events.indices.filter { section.transcript.events[$0].kind != .step }
        #expect(lines.map { TranscriptRenderer.line(section.transcript.events[$0]) } == section.transcript.lines)
        // No view but the switch has an id: the report's own ids tie the others.
        #expect(lines.map { section.eventElements[$0] } == [0, 1, 2, 2])
        let html = ReportPage.html([section])
        for line in section.transcript.lines {
            let tagless = line.hasPrefix("[") ? String(line[line.index(after: line.firstIndex(of: "]")!)...]) : line
            #expect(html.contains(ReportPage.escape(tagless)), "\(line)")
        }
        #expect(html.contains("data-lines=\"\(section.transcript.lines.count)\""))
    }

    @Test("The same input gives the same bytes")
    func deterministic() throws {
        let first = ReportPage.html([try ReportSection(scenario: try Self.scenario(Self.card))], audio: [ReportAudio(wav: [1, 2, 3])])
        let second = ReportPage.html([try ReportSection(scenario: try Self.scenario(Self.card))], audio: [ReportAudio(wav: [1, 2, 3])])
        #expect(first == second)
        #expect(first.contains("src=\"data:audio/wav;base64,AQID\""))
    }

    @Test("The page fetches nothing and escapes the screen's text")
    func selfContained() throws {
        let html = ReportPage.html([try ReportSection(scenario: try Self.scenario(Self.card))])
        #expect(html.contains("default-src 'none'"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("Secret <b>"))
        #expect(html.contains("Secret &lt;b&gt;"))
    }

    @Test("Hidden views, decorative images, modal views and containers are drawn as such")
    func boxes() throws {
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"Text": "Behind the sheet"},
              {"VStack": [{"Text": "Sheet"}, {"Button": "Close"}], "accessibilityViewIsModal": true},
              {"Toolbar": [{"Button": "Done"}]}
            ]}}
            """#
        let section = try ReportSection(scenario: try Self.scenario(json))
        let roles = section.wireframe.boxes.map { "\($0.role.rawValue) \($0.label)" }
        #expect(roles.contains("unreachable Text Behind the sheet"))
        #expect(roles.contains("modal Modal: VStack"))
        #expect(roles.contains("container Toolbar"))
        let card = try ReportSection(scenario: try Self.scenario(Self.card))
        let hidden = card.wireframe.boxes.filter { $0.role == .hidden }.map(\.label)
        #expect(hidden == ["Image banner", "Text Secret <b>"])
    }

    @Test("A UIKit screen's elements are drawn at their frames, a view without one around its children")
    func frames() throws {
        let json = #"""
            {"earshot": 1, "framework": "uikit", "root": {"View": [
              {"Text": "Right", "frame": [200, 20, 100, 30]},
              {"Text": "Left", "frame": [10, 20, 100, 30]}
            ]}}
            """#
        let section = try ReportSection(scenario: try Self.scenario(json))
        #expect(section.elements.map(\.description) == ["Left  [isStaticText]", "Right  [isStaticText]"])
        // The view without a frame goes around its framed children.
        #expect(section.wireframe.boxes.first { $0.label == "View" }?.rect == Wireframe.Rect(x: 6, y: 16, width: 298, height: 38))
        #expect(
            section.elements.map(\.box) == [
                Wireframe.Rect(x: 10, y: 20, width: 100, height: 30), Wireframe.Rect(x: 200, y: 20, width: 100, height: 30),
            ])
    }

    @Test("Without an audit the page says none ran; findings are listed with their severity")
    func findings() throws {
        var section = try ReportSection(scenario: try Self.scenario(Self.card))
        #expect(ReportPage.html([section]).contains("No audit ran for this report."))
        section.findings = [
            ReportFinding(
                severity: .error, rule: "unlabelled-button", message: "The button says only its asset name.", event: 2, element: 1)
        ]
        let html = ReportPage.html([section])
        #expect(
            html.contains(
                "<li class=\"finding error\"><span class=\"severity\">error</span> <span class=\"rule\">unlabelled-button</span> The button says only its asset name."
            ))
        #expect(html.contains("data-el=\"1\" data-ev=\"2\">Show</button>"))
    }

    @Test("Several sections have a table of contents and ids of their own")
    func contents() throws {
        let section = try ReportSection(scenario: try Self.scenario(Self.card))
        let html = ReportPage.html([section, section])
        #expect(html.contains("<li><a href=\"#s1\">Card</a></li><li><a href=\"#s2\">Card</a></li>"))
        #expect(html.contains("id=\"s2-arrow\""))
    }

    @Test("Times and sizes are written the same on every machine")
    func numbers() {
        #expect(ReportPage.seconds(1254) == "1.25")
        #expect(ReportPage.seconds(5) == "0.01")
        #expect(ReportPage.number(12.0) == "12")
        #expect(ReportPage.number(-3.25) == "-3.3")
        #expect(ReportPage.percent(1, of: 3) == "33.333")
        #expect(ReportPage.percent(1, of: 0) == "0")
    }
}

@Suite("Report page audio")
struct ReportPageAudioTests {
    @Test("A line the voicer placed elsewhere than its clock time carries where it is in the audio")
    func spans() throws {
        let section = try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))
        let first = try #require(section.transcript.events.firstIndex { $0.kind == .speech })
        let event = section.transcript.events[first]
        let moved = ReportAudio.Span(start: event.time + 250, duration: event.heardDuration)
        let html = ReportPage.html([section], audio: [ReportAudio(wav: [0], spans: [first: moved])])
        #expect(
            html.contains(
                "data-ev=\"\(first)\" data-el=\"0\" data-t=\"\(event.time)\" data-d=\"\(event.heardDuration)\" data-at=\"\(event.time + 250)\""
            ))
        let inPlace = ReportPage.html(
            [section], audio: [ReportAudio(wav: [0], spans: [first: ReportAudio.Span(start: event.time, duration: event.heardDuration)])])
        #expect(!inPlace.contains("data-at="))
        #expect(inPlace.contains("aria-label=\"Play line 1\""))
    }
}

@Suite("Report page: what the drawing leaves out")
struct ReportDrawingNoteTests {
    @Test("Lines about an alert the steps present are counted as not drawn")
    func presented() throws {
        let json = #"""
            {"earshot": 1, "name": "Alert", "screen": {"earshot": 1, "root": {"VStack": [
              {"Button": "Delete note", "id": "delete",
               "onActivate": [{"present": {"Alert": "Delete note?", "buttons": ["Cancel", "Delete"]}}]}
            ]}}, "steps": ["activate", "next"]}
            """#
        let section = try ReportSection(scenario: try ReportTests.scenario(json, name: "report.scenario.json"))
        #expect(section.transcript.lines == ["Delete note, Button", "[sound] screen changed", "Alert, Delete note?", "Cancel, Button"])
        #expect(ReportPage.html([section]).contains("This is the screen as it first appears; 2 lines speak about views the steps present"))
        #expect(
            !ReportPage.html([try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))]).contains(
                "This is the screen as it first appears"))
    }
}

@Suite("The report's findings come from the audit")
struct ReportFindingsTests {
    @Test("An icon named by its file is a finding tied to its element and to the line that exposes it")
    func auditFindingsAreTied() throws {
        let json = #"{"earshot": 1, "root": {"VStack": [{"Text": "Photos"}, {"Button": [{"Image": "ic_camera"}], "id": "camera"}]}}"#
        let scenario = try ReportTests.scenario(json)
        let section = try ReportSection(scenario: scenario).withFindings(try Audit.run(scenario))
        let findings = try #require(section.findings)
        let finding = try #require(findings.first { $0.rule == "label-is-file-name" })
        #expect(finding.severity == .error)
        let element = try #require(finding.element)
        #expect(section.elements[element].id == "camera")
        let event = try #require(finding.event)
        #expect(TranscriptRenderer.line(section.transcript.events[event]) == "ic_camera, Button")
        let page = ReportPage.html([section], audio: [nil])
        #expect(page.contains("label-is-file-name"))
        #expect(!page.contains("No audit ran"))
    }
}
