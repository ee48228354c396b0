import Foundation
import Testing

@testable import Earshot

/// `Table` (FORMAT.md §1.1, VOICEOVER.md §2): what a cell says as focus moves across rows and
/// columns, and what the reader refuses.
@Suite("Data table: headers and positions that change")
struct DataTableTests {
    static let standings = #"{"Table": null, "columns": ["Team", "Points"], "rows": [["Otters", "12"], ["Herons", "9"]]}"#

    @Test(
        "A table without columns, with a row of too few or too many cells, or with rows that are no lists is refused with its place",
        arguments: [
            (#"{"Table": null, "rows": [["a"]]}"#, "root", "needs \"columns\""),
            (#"{"Table": null, "columns": [], "rows": []}"#, "root.columns", "at least one column"),
            (#"{"Table": null, "columns": ["A", "B"], "rows": [["1", "2"], ["3"]]}"#, "root.rows[1]", "row 1 has 1 cells"),
            (#"{"Table": null, "columns": ["A"], "rows": [["1", "2"]]}"#, "root.rows[0]", "1 columns (\"A\")"),
            (#"{"Table": null, "columns": ["A"], "rows": ["1"]}"#, "root.rows[0]", "a row"),
            (#"{"Table": null, "columns": ["A"], "rows": [[{"Txt": "1"}]]}"#, "root.rows[0][0]", "did you mean"),
            (#"{"VStack": [], "columns": ["A"]}"#, "root.columns", "belongs to Table"),
        ])
    func badTables(root: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.rootError(root))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test("Swiping through says the table once, each column's header and number, and the row only as it changes")
    func swipeThrough() throws {
        #expect(
            try TestScreens.heard(Self.standings) == [
                "Table, Team, Row 1, Column 1", "Points, Column 2", "Team, Otters, Row 2, Column 1", "Points, 12, Column 2",
                "Team, Herons, Row 3, Column 1", "Points, 9, Column 2",
            ])
    }

    @Test("Moving back into the row above says that row; a read-all says the same as swipes")
    func movingBack() throws {
        let back = try TestScreens.heard(Self.standings, steps: #"["last", "previous", "previous"]"#)
        #expect(Array(back.suffix(2)) == ["Team, Herons, Column 1", "Points, 12, Row 2, Column 2"])
        let readAll = try TestScreens.heard(Self.standings, steps: #"["readAll"]"#)
        #expect(Array(readAll.suffix(5)) == Array(try TestScreens.heard(Self.standings).suffix(5)))
    }

    @Test("A title or an accessibility label is spoken in place of \"Table\"")
    func description() throws {
        #expect(
            try TestScreens.heard(#"{"Table": "Standings", "columns": ["Team"], "rows": []}"#) == ["Standings, Team, Row 1, Column 1"])
        #expect(
            try TestScreens.heard(#"{"Table": null, "accessibilityLabel": "Scores", "columns": ["Team"], "rows": []}"#) == [
                "Scores, Team, Row 1, Column 1"
            ])
    }

    @Test("The DSL's Table and TableRow say what their JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen {
            Table(columns: ["Team", "Points"]) {
                TableRow("Otters", "12")
                TableRow {
                    Text("Herons")
                    Text("9")
                }
            }
        }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: nil)).lines
        #expect(fromDSL == (try TestScreens.heard(Self.standings)))
    }
}
