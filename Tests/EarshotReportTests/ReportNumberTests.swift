import Testing

@testable import Earshot
@testable import EarshotReport

/// The report takes every number `listen` takes: a frame 1e20 points wide (or 1e308), a
/// scenario that waits a day a step. Each conversion to a whole number is checked first.
@Suite("Report: numbers of any size")
struct ReportNumberTests {
    static func section(_ json: String, name: String = "big.screen.json") throws -> ReportSection {
        try ReportSection(scenario: DocumentLoader.load(bytes: Array(json.utf8), name: name).scenario)
    }

    @Test("Frames 1e20 and 1e308 points wide are drawn; a label is whole where the drawing's scale leaves it room")
    func hugeFrames() throws {
        let section = try Self.section(
            #"""
            {"earshot": 1, "framework": "uikit", "root": {"VStack": [
              {"Button": "Big", "frame": [0, 0, 1e20, 44]},
              {"Text": "Far", "frame": [1e308, 1e308, 1e308, 1e308]},
              {"VStack": [{"Text": "Inside"}], "frame": [-1e300, 0, 1e300, 1e300]}
            ]}}
            """#)
        let html = ReportPage.html([section])
        #expect(html.contains("<title>1. Big"))
        #expect(html.contains("</svg>"))
        // Text is sized for the page, whatever the drawing's scale: in a drawing 1e20 points
        // wide, a box as wide has room for its label.
        let wide = try Self.section(
            #"{"earshot": 1, "framework": "uikit", "root": {"VStack": [{"Button": "Big", "frame": [0, 0, 1e20, 44]}]}}"#)
        #expect(ReportPage.html([wide]).contains(">Big</text>"), "the label fits a box 1e20 points wide")
    }

    @Test("A caption is clipped to its box, for any width: huge, infinite, not a number, negative")
    func clip() {
        #expect(ReportSectionHTML.clip("Big button", width: 1e20, size: 6) == "Big button")
        #expect(ReportSectionHTML.clip("Big button", width: .infinity, size: 6) == "Big button")
        #expect(ReportSectionHTML.clip("Big button", width: .nan, size: 6) == "")
        #expect(ReportSectionHTML.clip("Big button", width: -1e300, size: 6) == "")
        #expect(ReportSectionHTML.clip("Big button", width: 30, size: 6) == "Big …")
    }

    @Test("The time line has at most 200 ticks, however long the scenario")
    func ticks() throws {
        let waits = Array(repeating: #"{"wait": 86400}"#, count: 10).joined(separator: ", ")
        let scenario = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hi"}}, "steps": [\#(waits)]}"#
        let section = try Self.section(scenario, name: "long.scenario.json")
        let html = ReportPage.html([section])
        let ticks = try #require(html.range(of: "<div class=\"ticks\">"))
        let end = try #require(html[ticks.upperBound...].range(of: "</div>"))
        let count = html[ticks.upperBound..<end.lowerBound].components(separatedBy: "<span").count - 1
        #expect(count > 1 && count <= 201, "\(count) ticks")
    }
}
