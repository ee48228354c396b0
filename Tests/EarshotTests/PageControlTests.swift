import Foundation
import Testing

@testable import Earshot

/// `PageControl` (FORMAT.md §1.1, VOICEOVER.md §1): what it says, how swipes move it, and
/// what the reader refuses.
@Suite("Page control: Page 2 of 3, adjustable")
struct PageControlTests {
    @Test(
        "A page control without pages, with a current page past the last or a negative one is refused with its place",
        arguments: [
            (#"{"PageControl": null}"#, "root", "needs \"numberOfPages\""),
            (#"{"PageControl": null, "numberOfPages": 0}"#, "root.numberOfPages", "from 1"),
            (#"{"PageControl": null, "numberOfPages": 3, "currentPage": 3}"#, "root.currentPage", "from 0 to 2"),
            (#"{"PageControl": null, "numberOfPages": 3, "currentPage": -1}"#, "root.currentPage", "from 0"),
            (#"{"PageControl": null, "numberOfPages": 1.5}"#, "root.numberOfPages", "whole number"),
            (#"{"Slider": null, "currentPage": 1}"#, "root.currentPage", "belongs to PageControl"),
            (#"{"PageControl": 3, "numberOfPages": 3}"#, "root.PageControl", "string"),
        ])
    func badPageControls(root: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.rootError(root))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.hasPrefix("bad.screen.json:"))
    }

    @Test("Its page is counted from 1 in speech, from 0 in the file; the title comes first")
    func speech() throws {
        #expect(
            try TestScreens.heard(#"{"PageControl": "Photos", "numberOfPages": 5}"#) == [
                "Photos, Page 1 of 5, Adjustable", "[hint] Swipe up or down with one finger to adjust the value",
            ])
    }

    @Test("Swipes move one page, then run the app's reaction; past either end, the boundary sound, no change and no reaction")
    func swipes() throws {
        let root = #"""
            {"PageControl": null, "numberOfPages": 2, "onIncrement": [{"announce": "Next"}], "onDecrement": [{"announce": "Back"}]}
            """#
        #expect(
            try TestScreens.heard(root, steps: #"["decrement", "increment", "increment"]"#) == [
                "Page 1 of 2, Adjustable", "[hint] Swipe up or down with one finger to adjust the value", "[sound] boundary",
                "[cut] Page", "[announcement] Next", "[sound] boundary",
            ])
    }

    @Test("An update past the last page reads as the last page, as UIKit clamps currentPage")
    func updateClamps() throws {
        let root = #"{"PageControl": null, "id": "p", "numberOfPages": 2}"#
        #expect(try TestScreens.heard(root, steps: #"[{"update": "p", "set": {"currentPage": 9}}]"#).last == "Page 2 of 2")
    }

    @Test("The DSL's PageControl says what its JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen { PageControl(numberOfPages: 3, currentPage: 1) }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: nil)).lines
        #expect(fromDSL == (try TestScreens.heard(#"{"PageControl": null, "numberOfPages": 3, "currentPage": 1}"#)))
    }
}
