import Foundation
import Testing

@testable import Earshot

/// What users hear that no developer labels (VOICEOVER.md §1, §4; issue 50, item 7): a form
/// sheet's or popover's dismiss region, a text field already editing, a section's header made
/// a heading; each with its opt-out, its DSL and the reader's refusals.
@Suite("System elements: dismiss region, Is editing, section headers")
struct SystemElementTests {
    /// The error loading a scenario around a button whose double tap runs `steps`.
    static func stepError(_ steps: String) -> InputError? {
        let text = TestScreens.scenario(#"{"Button": "Open", "id": "open"}"#, steps: steps)
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "bad.scenario.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "A present step's unknown style, a dismiss region that is no bool, either key beside a bare node or on an alert is refused with its place",
        arguments: [
            (#"[{"present": {"root": {"Text": "x"}, "style": "sheets"}}]"#, "steps[0].present.style", "did you mean \"sheet\"?"),
            (#"[{"present": {"root": {"Text": "x"}, "dismissRegion": "no"}}]"#, "steps[0].present.dismissRegion", "true or false"),
            (#"[{"present": {"Text": "x", "style": "popover"}}]"#, "steps[0].present.style", "beside its \"root\""),
            (
                #"[{"present": {"root": {"Alert": "Delete?", "buttons": ["OK"]}, "style": "popover"}}]"#, "steps[0].present.style",
                "an Alert is presented by the system"
            ),
            (
                #"[{"present": {"root": {"Alert": "Delete?", "buttons": ["OK"]}, "dismissRegion": true}}]"#,
                "steps[0].present.dismissRegion", "an Alert is presented by the system"
            ),
        ])
    func badPresentations(steps: String, path: String, fragment: String) throws {
        let error = try #require(Self.stepError(steps))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test(
        "focused off a text input, a header off a section, an empty header, a bool that is not one are refused with their place",
        arguments: [
            (#"{"Text": "Title", "focused": true}"#, "root.focused", "belongs to SearchField, SecureField, TextEditor, TextField"),
            (#"{"TextField": "Title", "focused": "yes"}"#, "root.focused", "true or false"),
            (#"{"VStack": [], "header": "Account"}"#, "root.header", "belongs to Section"),
            (#"{"Section": [], "header": []}"#, "root.header", "a title string or a non-empty list of nodes"),
            (#"{"Section": [], "footer": 3}"#, "root.footer", "a title string or a non-empty list of nodes"),
            (#"{"Section": [], "header": "A", "addsHeaderTrait": "false"}"#, "root.addsHeaderTrait", "write false without quotes"),
            (#"{"Section": [], "header": [{"Txt": "A"}]}"#, "root.header[0]", "did you mean \"Text\"?"),
        ])
    func badFields(root: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.rootError(root))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.hasPrefix("bad.screen.json:"))
    }

    @Test("An update cannot set a section's header, footer or addsHeaderTrait: they shape its views")
    func updateCannotReshapeASection() throws {
        let error = try #require(Self.stepError(#"[{"update": "open", "set": {"header": "Account"}}]"#))
        #expect(error.path == "steps[0].set.header")
        #expect(error.description.contains("cannot be changed by an update"), "\(error.description)")
    }

    @Test("A popover begins with the dismiss region; its double tap closes the popover, and escape does too")
    func dismissRegion() throws {
        let root = #"""
            {"Button": "Filter", "onActivate": [{"present": {"root": {"Text": "Filters"}, "style": "popover"}}, {"screenChanged": null}]}
            """#
        #expect(
            try TestScreens.heard(root, steps: #"["activate", "activate", "activate", "next", "escape"]"#) == [
                "Filter, Button", "[sound] screen changed", "Activate to dismiss pop-up window, Button", "[sound] screen changed",
                "Filter, Button", "[sound] screen changed", "Activate to dismiss pop-up window, Button", "Filters",
                "[sound] screen changed", "Filter, Button",
            ])
    }

    @Test("A sheet and a full-screen cover have no dismiss region; dismissRegion true gives one, false takes a form sheet's away")
    func dismissRegionByStyle() throws {
        func firstInside(_ presentation: String) throws -> String? {
            let root = #"{"Button": "Open", "onActivate": [{"present": \#(presentation)}, {"screenChanged": null}]}"#
            return try TestScreens.heard(root, steps: #"["activate"]"#).dropFirst(2).first
        }
        let region = "Activate to dismiss pop-up window, Button"
        #expect(try firstInside(#"{"root": {"Text": "Inside"}}"#) == "Inside")
        #expect(try firstInside(#"{"root": {"Text": "Inside"}, "style": "sheet"}"#) == "Inside")
        #expect(try firstInside(#"{"root": {"Text": "Inside"}, "style": "fullScreenCover"}"#) == "Inside")
        #expect(try firstInside(#"{"root": {"Text": "Inside"}, "style": "formSheet"}"#) == region)
        #expect(try firstInside(#"{"root": {"Text": "Inside"}, "style": "formSheet", "dismissRegion": false}"#) == "Inside")
        #expect(try firstInside(#"{"root": {"Text": "Inside"}, "dismissRegion": true}"#) == region)
    }

    @Test("The dismiss region speaks the app's language: a German screen's is the German voice's")
    func dismissRegionIsLocalised() throws {
        let text = #"""
            {"earshot": 1, "screen": {"earshot": 1, "language": "de", "root": {"Button": "Filter", "onActivate":
              [{"present": {"root": {"Text": "Filter"}, "style": "popover"}}, {"screenChanged": null}]}}, "steps": ["activate"]}
            """#
        let heard = try TestScreens.lines(text)
        #expect(heard.last == "Zum Schließen des Pop-up-Fensters aktivieren, Taste")
    }

    @Test("A focused text field says Is editing where focus lands, takes typing at once; a secure one has no editing hint")
    func focusedField() throws {
        #expect(
            try TestScreens.heard(#"{"TextField": "City", "text": "Oslo", "focused": true}"#, steps: #"[{"type": "a"}]"#) == [
                "City, Oslo, Text field, Is editing", "[hint] Use the rotor to access Misspelled Words", "a",
            ])
        #expect(try TestScreens.heard(#"{"SecureField": "PIN", "text": "", "focused": true}"#) == ["PIN, Secure text field, Is editing"])
        #expect(
            try TestScreens.heard(#"{"TextField": "City", "text": "", "focused": false}"#) == [
                "City, Text field", "[hint] Double tap to edit",
            ])
    }

    @Test("A double tap on another field ends the focused one's editing: one first responder at a time")
    func oneFieldEditsAtATime() throws {
        let root = #"{"VStack": [{"TextField": "City", "text": "", "focused": true}, {"TextField": "Street", "text": ""}]}"#
        #expect(
            try TestScreens.heard(root, steps: #"["next", "activate", "previous"]"#) == [
                "City, Text field, Is editing", "[hint] Use the rotor to access Misspelled Words", "Street, Text field",
                "[hint] Double tap to edit", "Text field, Is editing, Street, Character mode, Insertion point at start",
                "[hint] Use the rotor to access Misspelled Words", "City, Text field", "[hint] Double tap to edit",
            ])
    }

    @Test("The DSL's Present(style:dismissRegion:), .focused(true), Section header and addsHeaderTrait say what their JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen {
            VStack {
                Section("Account") { TextField("City", text: "").focused(true) }
                Section {
                    Text("Kestrel")
                } header: {
                    Text("Recent").accessibilityRemoveTraits(.isHeader)
                }
                Section("About", addsHeaderTrait: false) { Text("Version 2.1") }
                Button("Filter")
                    .onActivate {
                        Present(style: .popover) { Text("Filters") }
                        ScreenChanged()
                    }
            }
        }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: [.last, .activate]))
        let json = #"""
            {"VStack": [
              {"Section": [{"TextField": "City", "text": "", "focused": true}], "header": "Account"},
              {"Section": [{"Text": "Kestrel"}], "header": [{"Text": "Recent", "accessibilityRemoveTraits": ["isHeader"]}]},
              {"Section": [{"Text": "Version 2.1"}], "header": "About", "addsHeaderTrait": false},
              {"Button": "Filter", "onActivate": [{"present": {"root": {"Text": "Filters"}, "style": "popover"}}, {"screenChanged": null}]}
            ]}
            """#
        let fromJSON = try TestScreens.heard(json, steps: #"["last", "activate"]"#)
        #expect(fromDSL.lines == fromJSON)
        #expect(
            fromJSON == [
                "Account, Heading", "Filter, Button", "[sound] screen changed", "Activate to dismiss pop-up window, Button",
            ])
        var quiet = Settings()
        quiet.speakHints = false
        let swipedDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, settings: quiet, steps: nil))
        let swiped = try TestScreens.lines(
            #"{"earshot": 1, "settings": {"speakHints": false}, "screen": {"earshot": 1, "root": \#(json)}}"#)
        #expect(swipedDSL.lines == swiped)
        #expect(
            swiped == [
                "Account, Heading", "City, Text field, Is editing", "Recent", "Kestrel", "About", "Version 2.1", "Filter, Button",
            ])
    }
}
