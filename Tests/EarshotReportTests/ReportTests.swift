import Testing

@testable import Earshot
@testable import EarshotAudit
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

    @Test("Written in pieces, the page is the same bytes, handed on a mebibyte at a time")
    func streamed() throws {
        let rows = (1...4_000).map { #"{"Button": "Row \#($0) <of> many", "accessibilityHint": "Opens row \#($0)"}"# }
        let json = #"{"earshot": 1, "name": "Long", "root": {"VStack": ["# + rows.joined(separator: ",") + "]}}"
        let sections = [try ReportSection(scenario: try Self.scenario(json))]
        let whole = ReportPage.html(sections)
        var pieces: [String] = []
        ReportPage.write(sections) { pieces.append($0) }
        #expect(whole.utf8.count > 2 * ReportHTML.chunk)
        #expect(pieces.count >= 2)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= ReportHTML.chunk && $0.utf8.count < 2 * ReportHTML.chunk })
        #expect(pieces.joined() == whole)
    }

    @Test("Escaping: the four marks become entities, control and bidi characters visible escapes; other text stays as it is")
    func escaping() {
        #expect(ReportPage.escape("Plain text, café 設定") == "Plain text, café 設定")
        #expect(ReportPage.escape("") == "")
        #expect(ReportPage.escape(#"a & b < c > d "e""#) == "a &amp; b &lt; c &gt; d &quot;e&quot;")
        #expect(ReportPage.escape("é<") == "é&lt;")
        #expect(ReportPage.escape("line\nnext\tcell\u{7}bell\r") == "line\nnext\tcell\\u{7}bell\\r")
        #expect(ReportPage.escape("\u{1}") == #"\u{1}"#)
        #expect(ReportPage.escape("a\u{9B}b\u{202E}<c\u{2069}\u{7F}") == #"a\u{9B}b\u{202E}&lt;c\u{2069}\u{7F}"#)
        let sharingFirstBytes = "\u{2014} \u{2019} \u{0627} \u{00A0} \u{00A9}"
        #expect(ReportPage.escape(sharingFirstBytes) == sharingFirstBytes, "other characters that share a first byte stay")
    }

    @Test("An element's label in the page is its description up to the first two spaces")
    func leadingPart() {
        func element(_ description: String) -> ReportElement {
            ReportElement(description: description, id: nil, box: Wireframe.Rect(x: 0, y: 0, width: 1, height: 1), containers: [])
        }
        #expect(element("Favourite  = Off  [isToggle]").leadingPart == "Favourite")
        #expect(element("Wi-Fi on").leadingPart == "Wi-Fi on")
        #expect(element("Café au lait  [isButton]").leadingPart == "Café au lait")
        #expect(element("  [isButton]").leadingPart == "")
        #expect(element("").leadingPart == "")
        #expect(element("end ").leadingPart == "end ")
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
                severity: .error, rule: "unlabelled-button", message: "The button says only its asset name.", event: 2, element: 1,
                location: "card.screen.json:4:5", heard: ["ic_trash, Button"], swiftUIFix: ".accessibilityLabel(\"Delete\")",
                uiKitFix: "button.accessibilityLabel = \"Delete\"")
        ]
        let html = ReportPage.html([section])
        #expect(
            html.contains(
                "<li class=\"finding error\"><p class=\"finding-head\"><span class=\"severity\">error</span> <span class=\"rule\">[unlabelled-button]</span> The button says only its asset name.</p>"
            ))
        #expect(html.contains("<code class=\"location\">card.screen.json:4:5</code>"))
        #expect(html.contains("data-el=\"1\" data-ev=\"2\" aria-label=\"Show element 2\">Show</button>"))
        #expect(html.contains("<span class=\"key-word\">heard:</span> <q>ic_trash, Button</q>"))
        #expect(html.contains("<dt>fix (SwiftUI)</dt><dd><code>.accessibilityLabel(&quot;Delete&quot;)</code></dd>"))
        #expect(html.contains("<dt>fix (UIKit)</dt><dd><code>button.accessibilityLabel = &quot;Delete&quot;</code></dd>"))
    }

    @Test("Several sections have a table of contents and ids of their own")
    func contents() throws {
        let section = try ReportSection(scenario: try Self.scenario(Self.card))
        let html = ReportPage.html([section, section])
        #expect(html.contains("<li><a href=\"#s1\">Card</a></li><li><a href=\"#s2\">Card</a></li>"))
        #expect(html.contains("id=\"s2-st1-arrow\""))
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

@Suite("Report page: every state the steps produce")
struct ReportStateTests {
    static let alert = #"""
        {"earshot": 1, "name": "Alert", "screen": {"earshot": 1, "root": {"VStack": [
          {"Button": "Delete note", "id": "delete",
           "onActivate": [{"present": {"Alert": "Delete note?", "buttons": ["Cancel", "Delete"]}}]}
        ]}}, "steps": ["activate", "next"]}
        """#

    @Test("A presented alert is drawn over the dimmed screen, and its lines are tied to its elements")
    func alert() throws {
        let section = try ReportSection(scenario: try ReportTests.scenario(Self.alert, name: "report.scenario.json"))
        #expect(section.transcript.lines == ["Delete note, Button", "[sound] screen changed", "Alert, Delete note?", "Cancel, Button"])
        let state = try #require(section.states.first)
        #expect(section.states.count == 1)
        #expect(state.title == "After steps[0] activate: an alert is presented")
        #expect(state.elements.map(\.description) == ["Delete note?  [isStaticText]", "Cancel  [isButton]", "Delete  [isButton]"])
        #expect(!state.wireframe.covered.isEmpty, "the screen under the alert is drawn")
        #expect(state.wireframe.presented != nil)
        // Each line: its state, its element in that state.
        let tied = section.transcript.events.indices.filter { section.transcript.events[$0].kind == .speech }.map {
            "\(section.eventStates[$0]) \(section.eventElements[$0].map(String.init) ?? "-")"
        }
        #expect(tied == ["0 0", "1 0", "1 1"])
        let html = ReportPage.html([section])
        #expect(html.contains("<h4 id=\"s1-st2-h\">State 2 · 0.53 s: After steps[0] activate: an alert is presented</h4>"))
        #expect(html.contains("<g class=\"box covered\">"))
        #expect(html.contains("<rect class=\"backdrop\""))
        // The alert's elements are numbered in the page after the screen's one: element 2 of state 2 is data-el 2.
        #expect(html.contains("data-ev=\"5\" data-el=\"2\" data-t=\"1464\""), "Cancel, Button is element 2 of state 2")
        #expect(html.contains("<span class=\"num\" aria-label=\"element 2 of state 2\">2</span>"))
        #expect(
            html.contains("<li class=\"state-mark\"><a href=\"#s1-st2\">State 2</a>: After steps[0] activate: an alert is presented</li>"))
        #expect(!html.contains("drawn in no state"))
        #expect(!ReportPage.html([try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))]).contains("State 1"))
    }

    @Test("A sheet dismissed leaves the screen as it was: drawn once, its lines tied to the first drawing")
    func dismissed() throws {
        let json = #"""
            {"earshot": 1, "name": "Sheet", "screen": {"earshot": 1, "root": {"id": "page", "VStack": [
              {"Text": "Sightings"},
              {"Button": "Filter", "id": "filter", "onActivate": [
                {"present": {"earshot": 1, "root": {"VStack": [{"Text": "Filters"}, {"Button": "Done", "onActivate": [{"dismiss": null}]}]}}},
                {"screenChanged": null}]}
            ]}}, "start": {"focus": "filter"}, "steps": ["activate", "next", "activate", {"insert": {"Text": "Saved"}, "into": "page"}, "last"]}
            """#
        let section = try ReportSection(scenario: try ReportTests.scenario(json, name: "report.scenario.json"))
        #expect(
            section.states.map(\.title) == [
                "After steps[0] activate: a sheet is presented", "After steps[3] insert Text into page: 1 element appears",
            ])
        let lines = section.transcript.events.indices.filter { section.transcript.events[$0].kind == .speech }.map {
            "\(section.eventStates[$0]):\(section.eventElements[$0].map(String.init) ?? "-") \(section.transcript.events[$0].text)"
        }
        #expect(lines == ["0:1 Filter, Button", "1:0 Filters", "1:1 Done, Button", "0:0 Sightings", "2:2 Saved"])
        // The sheet's elements are new by its presentation; the inserted text is marked new (the
        // screen's 2 elements and the sheet's 2 come before it in the page: data-el 4 + 2).
        #expect(section.states.map(\.added) == [[], [2]])
        let html = ReportPage.html([section])
        #expect(html.contains("<g class=\"el new\" data-el=\"6\"><title>3. Saved  [isStaticText] (new in this state)</title>"))
        #expect(html.contains("<span class=\"new-mark\">new </span><span class=\"desc\">Saved  [isStaticText]</span>"))
    }

    @Test("A removed element is named under the state it is gone from")
    func removed() throws {
        let json = #"""
            {"earshot": 1, "name": "Remove", "screen": {"earshot": 1, "root": {"VStack": [
              {"Text": "Inbox"}, {"Button": "Archive", "id": "archive", "onActivate": [{"remove": "archive"}]}
            ]}}, "start": {"focus": "archive"}, "steps": ["activate"]}
            """#
        let section = try ReportSection(scenario: try ReportTests.scenario(json, name: "report.scenario.json"))
        #expect(section.states.map(\.title) == ["After steps[0] activate: 1 element goes"])
        #expect(section.states.map(\.removed) == [["Archive  [isButton]  #archive"]])
        #expect(ReportPage.html([section]).contains("<p class=\"gone\">Gone since the state before: Archive  [isButton]  #archive</p>"))
    }

    @Test("The screen is drawn where frames lie outside it, and only then")
    func viewport() throws {
        let json = #"""
            {"earshot": 1, "framework": "uikit", "root": {"VStack": [
              {"Button": "Top", "frame": [16, 60, 200, 44]}, {"Button": "Below the fold", "frame": [16, 1200, 200, 44]}
            ]}}
            """#
        let section = try ReportSection(scenario: try ReportTests.scenario(json))
        #expect(section.wireframe.viewport == Wireframe.Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(ReportPage.html([section]).contains("<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"390\" height=\"844\""))
        let inside = try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))
        #expect(inside.wireframe.viewport == nil)
    }

    @Test("Labels are sized for the page: 13 pixels at any drawing's scale")
    func readable() throws {
        let phone = ReportPage.html([try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))])
        #expect(phone.contains("width=\"418\" style=\"font-size:13px\""))
        let pad = #"{"earshot": 1, "device": "pad", "root": {"VStack": [{"Button": "Save"}]}}"#
        // 848 points shown 440 pixels wide: text 13 × 848 / 440 points.
        #expect(
            ReportPage.html([try ReportSection(scenario: try ReportTests.scenario(pad))]).contains(
                "width=\"440\" style=\"font-size:25.1px\""))
    }

    @Test("What a capture could not carry is on the page: the notes, and inferred traits in the element list")
    func capture() throws {
        var section = try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))
        section.capture = ReportCapture(notes: ["hints are not in XCUITest captures"], inferredTraits: [0: ["isHeader"]])
        let html = ReportPage.html([section])
        #expect(
            html.contains("<h3 id=\"s1-cap-h\">What the capture could not carry</h3><ul><li>hints are not in XCUITest captures</li></ul>"))
        #expect(html.contains("<span class=\"inferred\">inferred from the element type, not in the capture: isHeader</span>"))
        #expect(!ReportPage.html([try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))]).contains("capture could not"))
    }

    @Test("A line's braille pan windows are a list under it, each marked and its position said; without windows the page is unchanged")
    func brailleWindows() throws {
        var section = try ReportSection(scenario: try ReportTests.scenario(ReportTests.card))
        // The card's first line, "Maya Lin, Heading", on a display of 8 cells, status cell on the left.
        section.braille = [0: (cells: "⠠⠍⠁⠽⠁⠀⠠⠇⠊⠝⠀⠓⠙⠛", print: "Maya Lin hdg")]
        let whole = ReportPage.html([section])
        section.brailleWindows = [
            0: [(cells: "⢀⠀⠠⠍⠁⠽⠁⠀", print: "Maya"), (cells: "⣀⠀⠠⠇⠊⠝⠀", print: "Lin"), (cells: "⡀⠀⠓⠙⠛", print: "hdg")]
        ]
        let html = ReportPage.html([section])
        #expect(
            html.contains(
                "<ol class=\"braille-windows\" aria-label=\"Line 1 on the braille display, 3 pan windows\"><li>"
                    + "<span class=\"window-mark\" aria-hidden=\"true\">1/3</span><span class=\"visually-hidden\">Window 1 of 3: </span>"
                    + "<span class=\"cells\">⢀⠀⠠⠍⠁⠽⠁⠀</span> <span class=\"braille-print\">Maya</span></li>"))
        #expect(html.contains("<span class=\"window-mark\" aria-hidden=\"true\">3/3</span>"))
        #expect(html.contains("<span class=\"cells\">⡀⠀⠓⠙⠛</span> <span class=\"braille-print\">hdg</span></li></ol></li>"))
        #expect(html.contains("<li class=\"line speech spoken panned\" data-ev=\"0\""))
        #expect(html.contains("ol.lines li.line.panned{flex-wrap:wrap}"))
        // The whole line stays in the line's button; the other lines have no windows.
        #expect(html.contains("<span class=\"braille-print\">Maya Lin hdg</span></span></button>"))
        #expect(html.components(separatedBy: "<ol class=\"braille-windows\"").count == 2)
        // Without windows: no list, no class, no styles for them.
        #expect(!whole.contains("braille-windows") && !whole.contains("panned"))
        section.brailleWindows = [:]
        #expect(ReportPage.html([section]) == whole)
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

    @Test("The same finding at several views is one entry naming each, with the heard lines and the fix as code")
    func oneEntryPerFinding() throws {
        let json = #"""
            {"earshot": 1, "root": {"VStack": [
              {"HStack": [{"Text": "Heron"}, {"Button": "Delete", "id": "a"}]},
              {"HStack": [{"Text": "Egret"}, {"Button": "Delete", "id": "b"}]}
            ]}}
            """#
        let scenario = try ReportTests.scenario(json, name: "two.screen.json")
        let section = try ReportSection(scenario: scenario).withFindings(try Audit.run(scenario))
        let findings = try #require(section.findings).filter { $0.rule == "duplicate-label" }
        #expect(findings.map(\.element) == [1, 3])
        #expect(findings.map(\.location) == ["two.screen.json:2:34", "two.screen.json:3:34"])
        let page = ReportPage.html([section])
        #expect(page.components(separatedBy: "[duplicate-label]").count == 2, "one entry")
        #expect(page.contains("<code class=\"location\">two.screen.json:2:34</code>"))
        #expect(page.contains("<code class=\"location\">two.screen.json:3:34</code>"))
        #expect(page.contains("<q>Delete, Button</q>"))
        #expect(page.contains("<dd><code>.accessibilityInputLabels"))
        #expect(!page.contains("Fix: SwiftUI"))
    }
}

/// The report's Reach section: the figures `earshot dump --reach` gives, for the screen as it
/// first appears; a screen past the limit says it was not measured.
@Suite("Report page: reach")
struct ReportReachTests {
    static let form = #"""
        {"earshot": 1, "name": "Form", "root": {"VStack": [
          {"Text": "Profile", "accessibilityAddTraits": ["isHeader"]},
          {"Text": "Your details"}, {"Text": "Kept private"},
          {"TextField": "Name", "text": "Ada", "id": "name"},
          {"Text": "Danger zone", "accessibilityAddTraits": ["isHeader"]},
          {"Text": "This cannot be undone"},
          {"Button": "Delete", "id": "delete"}
        ]}}
        """#

    @Test("Each actionable element with its swipes, time heard and faster rotor route, as dump --reach says")
    func section() throws {
        let scenario = try ReportTests.scenario(Self.form)
        let section = try ReportSection(scenario: scenario)
        let reach = try #require(section.reach)
        #expect(reach.entries.filter(\.isActionable).map(\.swipes) == [3, 6])
        let html = ReportPage.html([section])
        let delete = try #require(reach.entry(for: "delete"))
        let route = try #require(delete.route)
        #expect(html.contains("<section class=\"reach\" aria-labelledby=\"s1-re\"><h3 id=\"s1-re\">Reach</h3>"))
        #expect(html.contains("Delete, Button <code>#delete</code></th><td class=\"n\">6</td>"))
        #expect(html.contains(ReportPage.escape(route.summary)))
        #expect(html.contains("<span class=\"key-word\">Unreachable:</span> none"))
        #expect(html.contains("<span class=\"key-word\">Focus traps:</span> not looked for"))
        #expect(ReportPage.html([try ReportSection(scenario: scenario)]) == html, "the same page twice")
    }

    @Test("A screen past the limit is not measured, and the page says so")
    func pastTheLimit() throws {
        let rows = (0...ReportSection.reachElementLimit).map { #"{"Button": "Row \#($0)"}"# }.joined(separator: ",")
        let json = #"{"earshot": 1, "name": "Long", "root": {"VStack": ["# + rows + "]}}"
        let section = try ReportSection(scenario: try ReportTests.scenario(json))
        #expect(section.reach == nil)
        #expect(
            ReportPage.html([section]).contains(
                "Not measured: 1001 elements, more than 1000; earshot dump --reach measures any screen."))
    }
}
