import Foundation
import Testing

@testable import Earshot

/// `accessibilityRotor` (VOICEOVER.md §6): what the file format refuses, how a `rotor` step
/// names a custom rotor, and where its swipes go. `Scenarios/Gestures/custom-rotor-moves-through-its-items-in-order`
/// pins a whole walk.
@Suite("Custom rotors: turned to by name, swipes move through their items in order")
struct CustomRotorTests {
    static let messages = #"""
        {"List": [
            {"Text": "Lunch", "id": "m1"}, {"Text": "Shipped", "id": "m2"}, {"Text": "Photos", "id": "m3"}
        ], "id": "inbox", "accessibilityRotor": ROTORS}
        """#

    static func screen(rotors: String, extra: String = "") -> String {
        #"{"earshot": 1, "root": {"VStack": [\#(messages.replacingOccurrences(of: "ROTORS", with: rotors))\#(extra)]}}"#
    }

    @Test(
        "A rotor with an unknown item, an empty or system name, a name used twice, an item listed twice or no items is refused with its place",
        arguments: [
            (
                #"[{"name": "Unread", "items": ["m2", "m9"]}]"#, "", "root.VStack[0].accessibilityRotor[0].items[1]",
                "no view of this screen has the id \"m9\""
            ),
            (#"[{"name": "", "items": ["m2"]}]"#, "", "root.VStack[0].accessibilityRotor[0].name", "name is empty"),
            (#"[{"name": "  ", "items": ["m2"]}]"#, "", "root.VStack[0].accessibilityRotor[0].name", "name is empty"),
            (
                #"[{"name": "Unread", "items": ["m2"]}, {"name": "Unread", "items": ["m3"]}]"#, "",
                "root.VStack[0].accessibilityRotor[1].name", "two rotors are named \"Unread\""
            ),
            (
                #"[{"name": "Unread", "items": ["m2"]}]"#,
                #", {"Text": "Sent", "accessibilityRotor": [{"name": "Unread", "items": ["m1"]}]}"#,
                "root.VStack[1].accessibilityRotor[0].name", "two rotors are named \"Unread\""
            ),
            (#"[{"name": "headings", "items": ["m2"]}]"#, "", "root.VStack[0].accessibilityRotor[0].name", "system rotor setting"),
            (#"[{"name": "Unread", "items": ["m2", "m2"]}]"#, "", "root.VStack[0].accessibilityRotor[0].items[1]", "listed twice"),
            (#"[{"name": "Unread"}]"#, "", "root.VStack[0].accessibilityRotor[0]", "needs \"items\""),
            (#"[{"items": ["m2"]}]"#, "", "root.VStack[0].accessibilityRotor[0]", "needs a \"name\""),
            (#"[{"name": "Unread", "items": ["m2"], "label": "x"}]"#, "", "root.VStack[0].accessibilityRotor[0].label", "label"),
        ])
    func badRotors(rotors: String, extra: String, path: String, fragment: String) throws {
        let error = try #require(TestScreens.loadError(Self.screen(rotors: rotors, extra: extra)))
        #expect(error.path == path)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test("A rotor step naming no setting and no rotor of the screen lists both and suggests the nearest")
    func unknownRotorStep() throws {
        let screen = Self.screen(rotors: #"[{"name": "Unread", "items": ["m2"]}]"#)
        let text = #"{"earshot": 1, "screen": \#(screen), "steps": [{"rotor": "Unred"}]}"#
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "inbox.scenario.json")
            Issue.record("the unknown rotor was accepted")
        } catch {
            #expect(error.path == "steps[0].rotor")
            #expect(error.description.contains("unknown rotor setting \"Unred\""))
            #expect(error.description.contains("the screen's rotors: Unread"))
            #expect(error.description.contains("did you mean \"Unread\"?"))
        }
        let empty = #"{"earshot": 1, "screen": \#(screen), "steps": [{"rotor": ""}]}"#
        #expect(throws: InputError.self) { try DocumentLoader.load(bytes: Array(empty.utf8), name: "inbox.scenario.json") }
    }

    @Test("An item VoiceOver cannot focus is passed over; a rotor with no items gives the boundary sound")
    func unreachableItems() throws {
        let root = #"""
            {"VStack": [
                {"Text": "Lunch", "id": "m1"},
                {"Text": "Hidden", "id": "m2", "accessibilityHidden": true},
                {"Text": "Photos", "id": "m3"}
            ], "accessibilityRotor": [{"name": "Unread", "items": ["m2", "m3"]}, {"name": "Flagged", "items": []}]}
            """#
        let steps = #"[{"rotor": "Unread"}, "rotorNext", "rotorNext", {"rotor": "Flagged"}, "rotorPrevious"]"#
        let heard = try TestScreens.lines(TestScreens.scenario(root, steps: steps))
        #expect(heard == ["Lunch", "Unread", "Photos", "[sound] boundary", "Flagged", "[sound] boundary"])
    }

    @Test("On an adjustable element, a custom rotor's swipes move focus, as the Headings rotor's do")
    func onAdjustable() throws {
        let root = #"""
            {"VStack": [{"Slider": "Volume", "value": 0.5}, {"Text": "Bass", "id": "bass"}],
             "accessibilityRotor": [{"name": "Equaliser", "items": ["bass"]}]}
            """#
        let steps = #"[{"rotor": "Equaliser"}, "rotorNext"]"#
        let heard = try TestScreens.lines(TestScreens.scenario(root, steps: steps))
        #expect(heard.suffix(2) == ["Equaliser", "Bass"])
    }

    @Test("The DSL's accessibilityRotor and rotor step say what their JSON does")
    func dslMatchesJSON() throws {
        let dsl = Screen {
            VStack {
                Text("Lunch").id("m1")
                Text("Photos").id("m2")
            }
            .accessibilityRotor("Unread", entries: ["m2", "m1"])
        }
        let fromDSL = try ScenarioRunner.run(Scenario(name: "DSL", screen: dsl, steps: [.rotor("Unread"), .rotorPrevious, .rotorNext]))
            .lines
        let json = TestScreens.scenario(
            #"{"VStack": [{"Text": "Lunch", "id": "m1"}, {"Text": "Photos", "id": "m2"}], "accessibilityRotor": [{"name": "Unread", "items": ["m2", "m1"]}]}"#,
            steps: #"[{"rotor": "Unread"}, "rotorPrevious", "rotorNext"]"#)
        #expect(fromDSL == (try TestScreens.lines(json)))
        // Focus starts on "Lunch", the rotor's last item: up goes to the one before it.
        #expect(fromDSL == ["Lunch", "Unread", "Photos", "Lunch"])
    }
}
