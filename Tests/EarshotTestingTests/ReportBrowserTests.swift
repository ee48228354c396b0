import Earshot
import EarshotBraille
import EarshotTestSupport
import Foundation
import Testing

/// `earshot report` in a real browser: Debian's `chromium`, headless, which
/// `Scripts/install-dependencies` installs. The page checks itself when opened with `#selftest`
/// and writes what it found into the page, read back with `--dump-dom`; a screenshot of the
/// bundled demo's page is kept in `.build/earshot-artifacts/` and compared with the reference
/// in `__Screenshots__/`. Without chromium the tests are skipped, and say why.
@Suite("earshot report in a browser", .enabled(if: Browser.path != nil, Browser.missingReason), .serialized)
struct ReportBrowserTests {
    /// The package's folder (where `Scenarios/Demo` is).
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let artifacts = package.appendingPathComponent(".build/earshot-artifacts")

    /// Runs the built `earshot` in the package's folder.
    static func earshot(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("earshot")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path), "build the earshot executable first: \(executable.path)")
        return try Browser.run(executable.path, arguments, in: package)
    }

    /// The demo's report, written once into the artifacts folder.
    static func demoReport() throws -> URL {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let page = artifacts.appendingPathComponent("demo-report.html")
        let run = try earshot(["report", "Scenarios/Demo/field-notes.screen.json", "-o", page.path])
        try #require(run.status == 0, "earshot report failed: \(run.errors)")
        return page
    }

    /// What the page's self-test wrote into it.
    static func selfTest(_ page: URL) throws -> [String: Any] {
        let dom = try Browser.dumpDOM(page, fragment: "selftest")
        let start = try #require(
            dom.range(of: "<pre id=\"selftest\">"), "the page's self-test wrote nothing; the DOM was:\n\(dom.prefix(2000))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = Browser.unescape(String(dom[start.upperBound..<end.lowerBound]))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("The demo's page shows every transcript line, as the text form says it, in the browser")
    func everyLine() throws {
        let page = try Self.demoReport()
        let listen = try Self.earshot(["listen", "Scenarios/Demo/field-notes.screen.json"])
        let expected = listen.output.split(separator: "\n").map(String.init)
        #expect(expected.count > 10)
        let dom = try Browser.dumpDOM(page, fragment: nil)
        let shown = Browser.texts(of: "line-text", in: dom)
        #expect(shown == expected)
    }

    @Test("Selecting a line selects its element and the reverse; the audio lasts as long as the speech clock; nothing is fetched")
    func selfTest() throws {
        let result = try Self.selfTest(try Self.demoReport())
        let section = try #require((result["sections"] as? [[String: Any]])?.first)
        #expect(section["lines"] as? Int == section["expectedLines"] as? Int)
        #expect(section["elements"] as? Int == 13)
        #expect(section["boxes"] as? Int == 13)
        #expect(section["lineSelectsElement"] as? Bool == true)
        #expect(section["elementSelectsLine"] as? Bool == true)
        let clock = try #require(section["clockEnd"] as? Double)
        let audio = try #require(section["audioDuration"] as? Double, "the audio's duration is unknown: \(section)")
        #expect(clock > 5)
        #expect(abs(audio - clock) < 0.1, "audio \(audio) s, clock \(clock) s")
        #expect(result["resources"] as? Int == 0)
        #expect(result["landmarks"] as? Bool == true)
        #expect(result["unnamedButtons"] as? Int == 0)
        #expect(result["linesAreButtons"] as? Bool == true)
        #expect(result["arrowKeys"] as? Bool == true)
        #expect((result["headings"] as? Int ?? 0) >= 6)
    }

    @Test("The page asks for nothing from a network: a default-src 'none' policy and no http(s) address")
    func offline() throws {
        let html = try String(contentsOf: try Self.demoReport(), encoding: .utf8)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(html.contains("src=\"data:audio/wav;base64,"))
        #expect(html.utf8.count < 2_000_000, "the demo's page is \(html.utf8.count) bytes")
    }

    @Test("Audio past 30 seconds is µ-law, and the browser plays it for as long as the speech clock")
    func longAudio() throws {
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let scenario = Self.artifacts.appendingPathComponent("long.scenario.json")
        try Data(
            #"{"earshot": 1, "name": "Long", "screen": {"earshot": 1, "root": {"Text": "Start"}}, "steps": [{"wait": 31}, {"announce": "Done"}]}"#
                .utf8
        ).write(to: scenario)
        let page = Self.artifacts.appendingPathComponent("long-report.html")
        let run = try Self.earshot(["report", scenario.path, "-o", page.path])
        try #require(run.status == 0, "earshot report failed: \(run.errors)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(html.range(of: "data:audio/wav;base64,"))
        let header = try #require(Data(base64Encoded: String(html[start.upperBound...].prefix(48))))
        #expect(header.count >= 36 && header[20] == 7 && header[34] == 8, "not an 8-bit µ-law WAV header")
        let section = try #require((try Self.selfTest(page)["sections"] as? [[String: Any]])?.first)
        let clock = try #require(section["clockEnd"] as? Double)
        let audio = try #require(section["audioDuration"] as? Double, "the browser could not read the audio: \(section)")
        #expect(clock > 31)
        #expect(abs(audio - clock) < 0.1, "audio \(audio) s, clock \(clock) s")
    }

    /// The modal scenarios' report: a sheet presented over a screen, and an alert.
    static func modalReport() throws -> URL {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let page = artifacts.appendingPathComponent("modal-report.html")
        let run = try earshot([
            "report", "Scenarios/Modal/presented-sheet-hides-the-screen-below.scenario.json",
            "Scenarios/Modal/alert-traps-focus.scenario.json",
            "--no-audio", "-o", page.path,
        ])
        try #require(run.status == 0, "earshot report failed: \(run.errors)")
        return page
    }

    @Test("The modal scenarios' pages draw the sheet and the alert: a line about one selects its box in its state's drawing")
    func modalStates() throws {
        let sections = try #require(try Self.selfTest(try Self.modalReport())["sections"] as? [[String: Any]])
        #expect(sections.count == 2)
        for section in sections {
            #expect(section["states"] as? Int == 2, "\(section)")
            #expect(section["lineSelectsElement"] as? Bool == true)
            #expect(section["lastLineState"] as? Int == 2, "the last line is about the sheet or the alert: \(section)")
            #expect(section["lines"] as? Int == section["expectedLines"] as? Int)
        }
        // Filters' three stops and the screen's two; the alert's four and the screen's two.
        #expect(sections.map { $0["boxes"] as? Int } == [5, 6])
    }

    @Test(
        "With --braille-cells each line's pan windows are a list under it, marked 1/2, 2/2, their print texts the line's; the page checks itself as before",
        .enabled(
            if: Liblouis.loadError == nil, "liblouis cannot be opened (\(Liblouis.loadError ?? "")); install liblouis20 and liblouis-data"))
    func brailleWindows() throws {
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let page = Self.artifacts.appendingPathComponent("braille-windows-report.html")
        let screen = "Scenarios/Braille/en-labels-traits-and-a-value.screen.json"
        let run = try Self.earshot([
            "report", screen, "--braille-cells", "14", "--braille-status-cell", "left", "--no-audio", "-o", page.path,
        ])
        try #require(run.status == 0, "earshot report failed: \(run.errors)")
        let result = try Self.selfTest(page)
        let section = try #require((result["sections"] as? [[String: Any]])?.first)
        #expect(section["lines"] as? Int == section["expectedLines"] as? Int)
        #expect(section["lineSelectsElement"] as? Bool == true)
        #expect(result["unnamedButtons"] as? Int == 0)
        #expect(result["linesAreButtons"] as? Bool == true)
        #expect(result["arrowKeys"] as? Bool == true)
        // The DOM the browser built: a list of windows under each of the seven focus moves.
        let dom = try Browser.dumpDOM(page, fragment: nil)
        var lists: [(label: String, marks: [String], prints: [String])] = []
        var rest = dom[...]
        while let start = rest.range(of: "<ol class=\"braille-windows\" aria-label=\"") {
            let labelEnd = try #require(rest.range(of: "\"", range: start.upperBound..<rest.endIndex))
            let end = try #require(rest.range(of: "</ol>", range: labelEnd.upperBound..<rest.endIndex))
            let list = String(rest[labelEnd.upperBound..<end.lowerBound])
            lists.append(
                (
                    String(rest[start.upperBound..<labelEnd.lowerBound]),
                    list.matches(of: /<span class="window-mark" aria-hidden="true">([^<]*)<\/span>/).map { String($0.output.1) },
                    Browser.texts(of: "braille-print", in: list)
                ))
            rest = rest[end.upperBound...]
        }
        #expect(lists.count == 7)
        #expect(lists.first?.label == "Line 1 on the braille display, 2 pan windows")
        #expect(lists.first?.marks == ["1/2", "2/2"])
        #expect(lists.first?.prints == ["Settings", "hdg"])
        // Every window is marked n/m in order, and the windows' print texts make the whole line's.
        let wholes = Browser.texts(of: "braille", in: dom)
        #expect(wholes.count == lists.count)
        for (list, whole) in zip(lists, wholes) {
            #expect(list.marks == list.prints.indices.map { "\($0 + 1)/\(list.prints.count)" }, "\(list)")
            #expect(whole.hasSuffix(" " + list.prints.joined(separator: " ")), "\(list) under \(whole)")
        }
    }

    @Test("A screenshot of the modal scenarios' page shows the sheet and the alert over the dimmed screen")
    func modalScreenshot() throws {
        try checkScreenshot(of: try Self.modalReport(), named: "modal-report.png", height: 4300)
    }

    @Test("A screenshot of the demo's page matches the reference within a tolerance")
    func screenshot() throws {
        try checkScreenshot(of: try Self.demoReport(), named: "demo-report.png", height: 1900)
    }

    /// Compares a screenshot of `page`, 1280 pixels wide, with the reference `name` in `__Screenshots__/`.
    func checkScreenshot(of page: URL, named name: String, height: Int) throws {
        let shot = Self.artifacts.appendingPathComponent(name)
        try Browser.screenshot(page, to: shot, height: height)
        let reference = Self.package.appendingPathComponent("Tests/EarshotTestingTests/__Screenshots__/" + name)
        // Kept as every golden file is (GoldenFile, EARSHOT_RECORD's record policy), compared in a browser.
        let outcome = try GoldenFile.check(
            try Data(contentsOf: shot), as: Self.screenshot, at: reference, record: try GoldenFile.recordMode())
        switch outcome {
        case .matched: break
        case .differed(let why): Issue.record("\(why); screenshot \(shot.path), reference \(reference.path)")
        case .missing: Issue.record("no reference screenshot at \(reference.path) (EARSHOT_RECORD=missing records it)")
        case .recorded: Issue.record("Recorded the reference screenshot \(reference.path); look at it, then run the tests again.")
        }
    }

    /// A PNG screenshot, the same when its pixels are. The same chromium and fonts give the same
    /// pixels (checked: two runs, the same PNG); 0.5% of the pixels may differ for anti-aliasing.
    /// Moving the transcript down one line changes 1.7%, so a change of layout fails.
    static let screenshot = GoldenFormat<Data>.bytes { golden, now in
        let reference = artifacts.appendingPathComponent("reference.png")
        let shot = artifacts.appendingPathComponent("now.png")
        try golden.write(to: reference)
        try now.write(to: shot)
        let difference = try Browser.compare(shot, reference, scratch: artifacts)
        guard difference.sameSize else { return "the screenshot and the reference differ in size: \(difference)" }
        guard difference.fraction < 0.005 else { return "\(Int(difference.fraction * 1000) / 10)% of the pixels differ" }
        return nil
    }
}

/// `earshot report`'s command line, without a browser.
@Suite("earshot report on the command line")
struct ReportCommandTests {
    @Test("Without -o it is a usage error; it replaces only a page it wrote; --no-audio leaves the audio out")
    func output() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let demo = ReportBrowserTests.package.appendingPathComponent("Scenarios/Demo/field-notes.screen.json").path
        #expect(try ReportBrowserTests.earshot(["report", demo]).status == 64)
        try folder.write("keep me", to: "notes.txt")
        let refused = try ReportBrowserTests.earshot(["report", demo, "-o", folder.file("notes.txt").path])
        #expect(refused.status == 73)
        #expect(refused.errors.contains("exists and is not an Earshot report"))
        #expect(folder.read("notes.txt") == "keep me")
        let page = folder.file("page.html").path
        #expect(try ReportBrowserTests.earshot(["report", demo, "--no-audio", "-o", page]).status == 0)
        #expect(try ReportBrowserTests.earshot(["report", demo, "--no-audio", "-o", page]).status == 0)  // its own page: replaced
        let html = try #require(folder.read("page.html"))
        #expect(!html.contains("<audio"))
        #expect(html.contains("No audio in this report."))
    }

    @Test("A capture's page says what the capture could not carry, and marks the inferred traits in the element list")
    func capture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = folder.file("capture.html").path
        let run = try ReportBrowserTests.earshot(["report", "Tests/EarshotTests/Captures/S3-login-po.txt", "--no-audio", "-o", page])
        #expect(run.status == 0, "\(run.errors)")
        let html = try #require(folder.read("capture.html"))
        #expect(html.contains("What the capture could not carry</h3>"))
        #expect(html.contains("<li>hints are not in XCUITest debugDescription captures: custom hints are not heard"))
        #expect(html.contains("Home  [isButton, backButton]"))
        #expect(html.contains("<span class=\"inferred\">inferred from the element type, not in the capture: isButton, backButton</span>"))
        // A screen file has no such notes.
        let screen = folder.file("screen.html").path
        let demo = ReportBrowserTests.package.appendingPathComponent("Scenarios/Demo/field-notes.screen.json").path
        #expect(try ReportBrowserTests.earshot(["report", demo, "--no-audio", "-o", screen]).status == 0)
        #expect(folder.read("screen.html")?.contains("could not carry") == false)
    }
}

/// Headless chromium, run as a command.
enum Browser {
    /// `$CHROMIUM`, else the first of `chromium`, `chromium-browser`, `google-chrome` on the path.
    static let path: String? = {
        if let given = ProcessInfo.processInfo.environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }()

    static let missingReason: Comment =
        "chromium is not installed (Scripts/install-dependencies installs Debian's chromium; set CHROMIUM to another one)"

    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let run = try ChildProcess.run(URL(fileURLWithPath: executable), arguments, in: folder)
        return (run.status, run.output, run.error)
    }

    static let flags = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--mute-audio", "--no-first-run"]

    /// The page's DOM after its scripts ran (and its audio's metadata loaded).
    static func dumpDOM(_ page: URL, fragment: String?) throws -> String {
        let address = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
        let run = try run(try #require(path), flags + ["--virtual-time-budget=10000", "--dump-dom", address])
        try #require(run.status == 0, "chromium failed: \(run.errors.suffix(2000))")
        return run.output
    }

    static func screenshot(_ page: URL, to png: URL, height: Int = 1900) throws {
        _ = try? FileManager.default.removeItem(at: png)
        let run = try run(try #require(path), flags + ["--window-size=1280,\(height)", "--screenshot=\(png.path)", page.absoluteString])
        try #require(FileManager.default.fileExists(atPath: png.path), "chromium wrote no screenshot: \(run.errors.suffix(2000))")
    }

    struct Difference: CustomStringConvertible {
        var sameSize: Bool
        var fraction: Double
        var description: String
    }

    /// Compares two PNG files pixel by pixel in chromium itself (a canvas decodes both): the
    /// fraction of pixels whose colour differs by more than 48 in any channel.
    static func compare(_ a: URL, _ b: URL, scratch: URL) throws -> Difference {
        let first = try Data(contentsOf: a).base64EncodedString()
        let second = try Data(contentsOf: b).base64EncodedString()
        let page = """
            <!DOCTYPE html><html><body><pre id="out"></pre><script>
            function load(src){return new Promise(function(done){var i=new Image();i.onload=function(){done(i);};i.src=src;});}
            Promise.all([load('data:image/png;base64,\(first)'),load('data:image/png;base64,\(second)')]).then(function(images){
              var a=images[0],b=images[1];
              if(a.width!==b.width||a.height!==b.height){document.getElementById('out').textContent=JSON.stringify({sameSize:false,fraction:1,a:[a.width,a.height],b:[b.width,b.height]});return;}
              function pixels(img){var c=document.createElement('canvas');c.width=img.width;c.height=img.height;var g=c.getContext('2d');g.drawImage(img,0,0);return g.getImageData(0,0,img.width,img.height).data;}
              var p=pixels(a),q=pixels(b),n=0;
              for(var k=0;k<p.length;k+=4){if(Math.abs(p[k]-q[k])>48||Math.abs(p[k+1]-q[k+1])>48||Math.abs(p[k+2]-q[k+2])>48){n++;}}
              document.getElementById('out').textContent=JSON.stringify({sameSize:true,fraction:n/(p.length/4),differing:n});});
            </script></body></html>
            """
        let file = scratch.appendingPathComponent("compare-screenshots.html")
        try Data(page.utf8).write(to: file)
        let dom = try dumpDOM(file, fragment: nil)
        let start = try #require(dom.range(of: "<pre id=\"out\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = unescape(String(dom[start.upperBound..<end.lowerBound]))
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "no comparison: \(dom.suffix(500))")
        return Difference(sameSize: result["sameSize"] as? Bool ?? false, fraction: result["fraction"] as? Double ?? 1, description: json)
    }

    /// The text of every `<span class="NAME">` in `html`, tags inside it removed, entities decoded.
    static func texts(of className: String, in html: String) -> [String] {
        var texts: [String] = []
        let opening = "<span class=\"\(className)\">"
        var rest = html[...]
        while let start = rest.range(of: opening) {
            // The span may hold one level of spans (the tag of a line).
            var depth = 1
            var index = start.upperBound
            var text = ""
            var inTag = false
            var tag = ""
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if character == "<" {
                    inTag = true
                    tag = ""
                } else if character == ">", inTag {
                    inTag = false
                    if tag.hasPrefix("/span") { depth -= 1 } else if tag.hasPrefix("span") { depth += 1 }
                } else if inTag {
                    tag.append(character)
                } else {
                    text.append(character)
                }
                index = rest.index(after: index)
            }
            texts.append(unescape(text))
            rest = rest[index...]
        }
        return texts
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
