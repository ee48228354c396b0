import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// A label can hold what a terminal acts on: ESC, an OSC 52 clipboard write, a CSI sequence,
/// U+009B (the one-character CSI) and the bidi overrides. Every output form writes them escaped
/// (issue 52, item 4): the text form and Markdown as `\u{1B}`, JSON and SARIF as `\u001b`,
/// JUnit and the HTML report as visible text; none carries one raw.
@Suite(
    "Raw control bytes in every output form",
    .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
struct RawControlBytesTests {
    /// ESC, OSC 52 (write "hi" to the clipboard), CSI (clear the screen), U+009B, DEL, and the
    /// bidi overrides and isolates.
    static let hostile = "Pay\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}evil\u{202C}\u{2066}x\u{2069}"

    /// The characters no output may hold raw: every control character but a line feed, and the
    /// bidi controls.
    static func rawCharacters(_ text: String) -> [String] {
        text.unicodeScalars.filter { TranscriptText.needsEscape($0) && $0 != "\n" }.map { "U+" + String($0.value, radix: 16) }
    }

    /// A folder with a scenario whose label, name and expectation hold the hostile text, and a
    /// file name with an ESC in it.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-raw-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var label = ""
        JSONSerializer.appendEscaped(hostile, to: &label)
        let screen = #"{"earshot": 1, "name": "Pay", "root": {"VStack": [{"Button": "\#(label) button"}, {"Text": "SIGN IN"}]}}"#
        try Data(screen.utf8).write(to: folder.appendingPathComponent("pay.screen.json"))
        let scenario = #"""
            {"earshot": 1, "name": "\#(label)", "screen": \#(screen), "steps": ["next"], "expect": ["\#(label) ok"]}
            """#
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("pay\u{1B}[2J.scenario.json"))
        return folder
    }

    @Test("earshot test: --summary - (Markdown on the terminal), --junit and what it prints hold no raw control or bidi character")
    func testOutputs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let run = try EarshotBinary.run(["test", folder.path, "--summary", "-", "--junit", junit.path], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("# Earshot test"))
        #expect(Self.rawCharacters(run.output) == [], "the summary on standard output")
        #expect(Self.rawCharacters(run.error) == [], "what the run prints")
        #expect(run.output.contains(#"\\u{1B}\]52;c;aGk=\\u{7}"#), "the OSC 52 sequence is shown, escaped for Markdown")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(Self.rawCharacters(xml.replacingOccurrences(of: "\t", with: "")) == [], "the JUnit report")
        #expect(xml.contains(#"\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}evil\u{202C}"#))
    }

    @Test("earshot audit: JSON and SARIF escape control and bidi characters as \\uXXXX; the text form as \\u{HEX}")
    func auditOutputs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("pay.screen.json").path
        for format in ["json", "sarif", "text"] {
            let run = try EarshotBinary.run(["audit", screen, "--format", format], in: folder)
            #expect(run.status == 0 || run.status == 1, "\(format): \(run.error)")
            #expect(run.output.contains("trait-in-label"), "\(format) names the finding")
            #expect(Self.rawCharacters(run.output) == [], "\(format)")
            #expect(Self.rawCharacters(run.error) == [], "\(format), standard error")
            if format != "text" {
                #expect(run.output.contains(#"\u001b]52;c;aGk=\u0007\u001b[2J\u009b31m\u007f\u202eevil\u202c\u2066x\u2069"#), "\(format)")
                let parsed = try JSONParser.parse(Array(run.output.utf8))
                #expect(JSONSerializer.serialize(parsed).contains(#"\u202e"#), "\(format) reads back and writes the same escapes")
            }
        }
        let listen = try EarshotBinary.run(["listen", screen, "--format", "json"], in: folder)
        #expect(listen.status == 0, "\(listen.error)")
        #expect(Self.rawCharacters(listen.output) == [])
        #expect(listen.output.contains(#"\u001b]52;c;aGk=\u0007"#))
    }

    @Test("earshot report: the page shows control and bidi characters escaped, visibly")
    func reportPage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let run = try EarshotBinary.run(["report", folder.appendingPathComponent("pay.screen.json").path, "-o", page.path], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(Self.rawCharacters(html.replacingOccurrences(of: "\t", with: "")) == [])
        #expect(html.contains(#"Pay\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}evil\u{202C}\u{2066}x\u{2069}"#))
    }
}
