import Testing

@testable import Earshot

/// A step's summary (shown by `--show-steps`, named in failures) comes from `Step.summary`
/// alone, so a step reads the same whether a screen file or the Swift DSL wrote it.
@Suite("Step summaries")
struct StepSummaryTests {
    /// Every kind of step, written in a scenario file.
    static let json = #"""
        {
          "earshot": 1, "name": "every step",
          "screen": {"earshot": 1, "name": "Form", "root": {"VStack": [
            {"Button": "Save", "id": "save"}, {"Text": "Title", "id": "title"}, {"VStack": [], "id": "form"}
          ]}},
          "steps": [
            "next", "previous", "first", "last", "readAll", "readFromFocus", "activate", {"activate": "save"},
            "magicTap", "escape", "increment", "decrement", {"rotor": "headings"}, "rotorNext", "rotorPrevious",
            {"action": "Favourite"}, {"touch": "save"}, {"touch": [40, 120.5]}, {"scroll": "down"},
            {"type": "Ada, 3"}, {"wait": 1}, {"wait": 0.5, "after": 2},
            {"announce": "Saved"}, {"announce": "Signed in", "priority": "high", "queue": true},
            {"screenChanged": "title"}, {"layoutChanged": null}, {"pageScrolled": "Page 2 of 3"},
            {"accessibilityFocus": "title"}, {"update": "save", "set": {"disabled": true}},
            {"insert": {"Text": "Title is required", "id": "title-error"}, "into": "form", "at": 0},
            {"remove": "title-error"}, {"present": {"Alert": "Delete note?", "buttons": ["Delete"]}},
            {"present": {"earshot": 1, "name": "Filters", "root": {"Toggle": "Unread"}}}, {"dismiss": null}
          ]
        }
        """#

    /// The same steps, written in Swift.
    static let swift: [TimedStep] = [
        .next, .previous, .first, .last, .readAll, .readFromFocus, .activate, .activate("save"),
        .magicTap, .escape, .increment, .decrement, .rotor(.headings), .rotorNext, .rotorPrevious,
        .action("Favourite"), .touch("save"), .touch(x: 40, y: 120.5), .scroll(.down),
        .type("Ada, 3"), .wait(1), TimedStep.wait(0.5).after(2),
        Announce("Saved").timedStep, Announce("Signed in", priority: .high, queue: true).timedStep,
        ScreenChanged("title").timedStep, LayoutChanged().timedStep, PageScrolled("Page 2 of 3").timedStep,
        AccessibilityFocus("title").timedStep, Update("save", disabled: true).timedStep,
        Insert(Text("Title is required").id("title-error"), into: "form", at: 0).timedStep,
        Remove("title-error").timedStep, Present(Alert("Delete note?", buttons: ["Delete"])).timedStep,
        Present(name: "Filters") { Toggle("Unread", isOn: false) }.timedStep, Dismiss().timedStep,
    ]

    static let expected = [
        "next", "previous", "first", "last", "readAll", "readFromFocus", "activate", "activate save",
        "magicTap", "escape", "increment", "decrement", "rotor headings", "rotorNext", "rotorPrevious",
        "action Favourite", "touch save", "touch [40, 120.5]", "scroll down", "type \"Ada, 3\"", "wait 1", "wait 0.5",
        "announce \"Saved\"", "announce \"Signed in\" priority high queued", "screenChanged title", "layoutChanged null",
        "pageScrolled \"Page 2 of 3\"", "accessibilityFocus title", "update save", "insert title-error into form",
        "remove title-error", "present Alert", "present Filters", "dismiss null",
    ]

    @Test("Steps read from a scenario file and written in Swift give the same summaries")
    func sameSummaries() throws {
        let read = try DocumentLoader.load(bytes: Array(Self.json.utf8), name: "every.scenario.json").scenario.steps ?? []
        #expect(read.map(\.summary) == Self.expected)
        #expect(Self.swift.map(\.summary) == Self.expected)
        #expect(read.map(\.step.isUserStep) == Self.swift.map(\.step.isUserStep))
        #expect(read.map(\.after) == Self.swift.map(\.after))
    }

    @Test("A reaction lists app steps; a gesture there is an error")
    func gestureInReaction() throws {
        let text = #"{"earshot": 1, "name": "x", "root": {"Button": "Save", "onActivate": ["next"]}}"#
        do {
            _ = try DocumentLoader.load(bytes: Array(text.utf8), name: "x.screen.json")
            Issue.record("expected an error for a gesture in onActivate")
        } catch {
            #expect(error.description.contains("root.onActivate[0]"))
            #expect(error.description.contains("\"next\" is a user gesture"))
        }
    }
}
