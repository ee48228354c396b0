import Testing

@testable import Earshot

/// The tricky parts of editing text fields and of the rotor's Actions setting; the behaviour
/// itself is shown by scenarios in `Scenarios/Gestures/`.
@Suite("Typing and the rotor")
struct TypingAndRotorTests {
    static func run(_ root: String, framework: String = "swiftui", steps: String) throws -> [String] {
        let text = """
            {"earshot": 1, "name": "t", "settings": {"speakHints": false},
             "screen": {"earshot": 1, "name": "t", "framework": "\(framework)", "root": \(root)},
             "steps": \(steps)}
            """
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "t.scenario.json").scenario
        return try ScenarioRunner.run(scenario).lines
    }

    static let form = #"{"VStack": [{"TextField": "Name", "text": "", "id": "name"}, {"Button": "Save", "id": "save"}]}"#

    @Test("Typing with no field being edited is a run error that says how to start editing")
    func typeWithoutEditing() throws {
        do {
            _ = try Self.run(Self.form, steps: #"[{"type": "Ada"}]"#)
            Issue.record("expected a run error")
        } catch let error as ScenarioError {
            #expect(error.step == 0)
            #expect(error.message.contains("type \"Ada\": cannot type: no text field is being edited (the focus is on \"name\")"))
            #expect(error.message.contains("double tap a text field first"))
        }
    }

    @Test("Moving focus away ends editing: typing afterwards is an error")
    func focusAwayEndsEditing() throws {
        do {
            _ = try Self.run(Self.form, steps: #"["activate", "next", "previous", {"type": "A"}]"#)
            Issue.record("expected a run error")
        } catch let error as ScenarioError {
            #expect(error.step == 3)
            #expect(error.message.contains("no text field is being edited"))
        }
    }

    @Test("Typing echoes letters, names signs and spaces, and the field then reads the new text")
    func echoes() throws {
        let lines = try Self.run(Self.form, steps: #"["activate", {"type": "a, b"}, "next", "previous"]"#)
        #expect(
            lines == [
                "Name, Text field", "Text field, Is editing, Name, Character mode, Insertion point at start",
                "a", "comma", "space", "b", "Save, Button", "Name, a, b, Text field",
            ])
    }

    @Test("A secure field echoes its mask character, never what was typed, and reads masked")
    func secureEcho() throws {
        let root = #"{"VStack": [{"SecureField": "Password", "text": "ab"}, {"Button": "Sign in"}]}"#
        let lines = try Self.run(root, steps: #"["activate", {"type": "c"}, "next", "previous"]"#)
        #expect(
            lines == [
                "Password, ••, Secure text field",
                "Secure text field, Is editing, Password, ••, Character mode, Insertion point at end",
                "•", "Sign in, Button", "Password, •••, Secure text field",
            ])
    }

    static let contact = #"""
        {"VStack": [
          {"Button": "Maya Lin", "accessibilityActions": [{"name": "Call", "do": [{"announce": "Calling"}]}]},
          {"Text": "Recent", "accessibilityAddTraits": ["isHeader"]}
        ]}
        """#

    @Test("Turning the rotor on an element with actions takes it off Actions there")
    func turningTheRotorOverridesActions() throws {
        let lines = try Self.run(Self.contact, steps: #"[{"rotor": "headings"}, "rotorNext"]"#)
        #expect(lines == ["Maya Lin, Button, Actions available", "Headings", "Recent, Heading"])
    }

    static let mixer = #"""
        {"VStack": [
          {"Text": "Sound", "accessibilityAddTraits": ["isHeader"]},
          {"Slider": "Volume", "value": 0.5, "accessibilityActions": [{"name": "Mute", "do": [{"announce": "Muted"}]}]},
          {"Button": "Help"}
        ]}
        """#

    @Test("On an adjustable element a rotor setting that moves focus moves it, up and down alike; Actions and no setting adjust")
    func adjustableFollowsAMovingRotor() throws {
        #expect(
            try Self.run(Self.mixer, steps: #"["next", {"rotor": "formControls"}, "decrement", "previous", "increment", "increment"]"#) == [
                "Sound, Heading", "Volume, 50%, Adjustable, Actions available", "Form controls", "Help, Button",
                "Volume, 50%, Adjustable, Actions available", "[sound] boundary", "[sound] boundary",
            ])
        #expect(
            try Self.run(Self.mixer, steps: #"["next", "increment", {"rotor": "actions"}, "rotorNext", "increment"]"#) == [
                "Sound, Heading", "Volume, 50%, Adjustable, Actions available", "60%", "Actions", "Mute", "70%",
            ])
    }

    @Test("Without any rotor setting, swipe down on an element with actions picks the first")
    func actionsWithoutRotor() throws {
        let lines = try Self.run(Self.contact, steps: #"["rotorNext", "activate"]"#)
        #expect(lines == ["Maya Lin, Button, Actions available", "Call", "[announcement] Calling"])
    }
}
