import Foundation
import Testing

@testable import Earshot

/// The views and rules added for parity with recorded VoiceOver walks (VOICEOVER.md §1–3, §7):
/// what the file format refuses, and the tricky parts of the rules the scenarios under
/// `Scenarios/` pin as whole transcripts.
@Suite("Parity with recorded walks: menus, symbols, read-only text, scopes, the written form")
struct WaveFourParityTests {
    @Test(
        "A Menu without items, with an empty list or with a view that is no button is refused with its place",
        arguments: [
            (#"{"Menu": "More"}"#, "root", "a Menu needs \"items\""),
            (#"{"Menu": "More", "items": []}"#, "root.items", "at least one item"),
            (#"{"Menu": "More", "items": [{"Text": "Copy"}]}"#, "root.items[0]", "found a Text"),
            (#"{"Button": "More", "items": ["Copy"]}"#, "root.items", "belongs to Menu"),
        ])
    func badMenus(root: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.loadError(#"{"earshot": 1, "root": \#(root)}"#))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test(
        "An SF Symbol name spelled as no symbol is (capitals, spaces, empty words, another key) is refused",
        arguments: ["Checkmark", "check mark", "square..arrow", ".trash", "", "trash."])
    func badSymbolNames(name: String) throws {
        let error = try #require(TestScreens.loadError(#"{"earshot": 1, "root": {"Image": {"systemName": "\#(name)"}}}"#))
        #expect(error.path == "root.Image.systemName")
        #expect(error.description.contains("SF Symbol name"))
        let other = try #require(TestScreens.loadError(#"{"earshot": 1, "root": {"Image": {"symbol": "trash"}}}"#))
        #expect(other.description.contains("symbol"))
    }

    @Test("A symbol beside text in a button says nothing; beside another symbol, or alone, it names the button")
    func symbolsInButtons() throws {
        let root = #"""
            {"VStack": [
              {"Button": [{"HStack": [{"Text": "Done"}, {"Image": {"systemName": "checkmark"}}]}]},
              {"Button": [{"Image": {"systemName": "trash"}}, {"Image": {"systemName": "xmark"}}]},
              {"Button": [{"Image": "ic_flag"}, {"Text": "Flag"}]}
            ]}
            """#
        #expect(try TestScreens.lines(TestScreens.scenario(root)) == ["Done, Button", "trash, xmark, Button", "ic_flag, Flag, Button"])
    }

    @Test("The DSL's Menu, Image(systemName:) and read-only TextEditor say what their JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen {
            VStack {
                Menu("More") {
                    Button("Copy result")
                }
                Button {
                    Text("Done")
                    Image(systemName: "checkmark")
                }
                TextEditor("Result", text: "結果", isEditable: false)
            }
        }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: nil)).lines
        let json = TestScreens.scenario(
            #"{"VStack": [{"Menu": "More", "items": ["Copy result"]}, {"Button": [{"Text": "Done"}, {"Image": {"systemName": "checkmark"}}]}, {"TextEditor": "Result", "text": "結果", "isEditable": false}]}"#
        )
        #expect(fromDSL == (try TestScreens.lines(json)))
        #expect(fromDSL.first == "More, Button, Pop up button")
        #expect(fromDSL.last == "結果")
    }

    @Test("Sort priority inside a scroll view stays inside it; in a plain stack it reaches the whole container")
    func scrollViewScope() throws {
        func heard(_ container: String) throws -> [String] {
            try TestScreens.lines(
                TestScreens.scenario(
                    #"{"VStack": [{"Text": "Top"}, {"\#(container)": [{"Text": "Low", "accessibilitySortPriority": 1}, {"Text": "High", "accessibilitySortPriority": 2}]}]}"#
                ))
        }
        for scroll in ["ScrollView", "List", "Form"] {
            #expect(try heard(scroll) == ["Top", "High", "Low"], "\(scroll)")
        }
        #expect(try heard("HStack") == ["High", "Low", "Top"])
    }

    @Test("The written form keeps the app's punctuation and lowers state words; the spoken form names the signs")
    func writtenForm() throws {
        let text = TestScreens.scenario(
            #"{"VStack": [{"Button": "Save result…", "disabled": true}, {"Slider": "Pane sizes", "value": 0.5, "accessibilityAddTraits": ["isSelected"]}]}"#
        )
        #expect(
            try TestScreens.lines(text) == [
                "Save result ellipsis, Dimmed, Button", "Selected, Pane sizes, 50%, Adjustable",
                "[hint] Swipe up or down with one finger to adjust the value",
            ])
        #expect(
            try TestScreens.lines(text, style: .voiceover) == [
                "Save result… dimmed Button", "selected Pane sizes 50% adjustable Swipe up or down with one finger to adjust the value.",
            ])
    }

    @Test("A menu's items are not stops until a double tap presents them; escape closes them and focus returns")
    func menuPresentsItems() throws {
        let root = #"{"VStack": [{"Menu": "More", "id": "more", "items": ["Copy", "Share"]}, {"Button": "Done"}]}"#
        #expect(
            try TestScreens.lines(TestScreens.scenario(root)) == [
                "More, Button, Pop up button", "[hint] Double tap to activate the picker", "Done, Button",
            ])
        let opened = try TestScreens.lines(TestScreens.scenario(root, steps: #"["activate", "next", "next", "escape"]"#))
        #expect(
            opened == [
                "More, Button, Pop up button", "[hint] Double tap to activate the picker", "[sound] screen changed", "Copy, Button",
                "Share, Button", "[sound] boundary", "[sound] screen changed", "More, Button, Pop up button",
                "[hint] Double tap to activate the picker",
            ])
    }

    @Test("A pasted SwiftUI body keeps its styling modifiers and is heard as without them; navigationTitle is the bar's heading")
    func stylingModifiersAndNavigationTitle() throws {
        let styled = Screen {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Lunch with Maya").font(.headline).foregroundStyle(.secondary).lineLimit(1).padding(.horizontal, 16)
                    Button("Reply") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.blue).frame(maxWidth: .infinity)
                    Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical).opacity(0.5)
                    Toggle("Pinned", isOn: true).toggleStyle(.switch).padding()
                }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .background(Color("Brand").opacity(0.2))
            }
        }
        let plain = Screen {
            NavigationStack {
                NavigationBar { Text("Inbox") }
                VStack {
                    Text("Lunch with Maya")
                    Button("Reply") {}
                    Image(systemName: "star")
                    Toggle("Pinned", isOn: true)
                }
            }
        }
        let heard = try ScenarioRunner.run(Scenario(name: "Styled", screen: styled, steps: nil)).lines
        #expect(heard == (try ScenarioRunner.run(Scenario(name: "Plain", screen: plain, steps: nil)).lines))
        #expect(heard.first == "Inbox, Heading")
        #expect(heard.contains("star, Image"))
    }

    @Test("The DSL's DatePicker with a date that does not exist warns and is heard at the reference date; it never stops the program")
    func dslDatePickerWithoutADate() throws {
        let screen = Screen { DatePicker("Date", date: "2026-02-30") }
        var warnings: [InputWarning] = []
        let lines = try ScenarioRunner.run(Scenario(name: "Date", screen: screen, steps: nil), warnings: &warnings).lines
        #expect(lines == ["Date, 1 January 2001, Button"])
        #expect(warnings.contains { $0.message.contains("has no date that exists") }, "\(warnings)")
    }
}
