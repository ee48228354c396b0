import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// `assertReach`: an element within its budget of swipes or gestures passes; one too far, or
/// not reachable, fails saying how far it is and why.
@Suite("assertReach")
struct AssertReachTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func screen(_ name: String) throws -> Screen {
        try DocumentLoader.loadScreen(repository.appendingPathComponent("Scenarios/Reach/" + name))
    }

    @Test("Within the budget: passes and returns the element's reach")
    func withinBudget() throws {
        let screen = try Self.screen("account-settings-save-at-the-bottom.screen.json")
        let entry = assertReach("save", on: screen, withinSwipes: 12, withinGestures: 7)
        #expect(entry?.swipes == 12 && entry?.gestures == 7)
        #expect(assertReach("Delete account", on: screen, withinGestures: 6)?.id == "delete")
    }

    @Test("Too far: the failure says the swipes, the time and the rotor route")
    func tooFar() throws {
        let screen = try Self.screen("account-settings-save-at-the-bottom.screen.json")
        withKnownIssue {
            assertReach("save", on: screen, withinSwipes: 6)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "\"save\" takes 12 swipes, more than 6: Save, Button  #save: 12 swipes, heard by 16.7 s; by Headings: rotor, 4 down, 2 right (7 gestures), heard by 3.6 s."
        }
        withKnownIssue {
            assertReach("save", on: screen, withinGestures: 5)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("\"save\" takes 7 gestures at the fewest, more than 5: Save, Button") == true
        }
    }

    @Test("Not reachable: the failure says why; an unknown name lists what is reached")
    func notReached() throws {
        let modal = try Self.screen("modal-hides-controls-and-traps-focus.screen.json")
        withKnownIssue {
            assertReach("compose", on: modal, withinSwipes: 10)
        } matching: { issue in
            issue.comments.first?.rawValue == "\"compose\" is not reachable by swiping: behind the modal view #rating-card."
        }
        withKnownIssue {
            assertReach("Cancel", on: modal)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "No element \"Cancel\" (by id or label) on \"Rate this app: a modal card with no way out, controls behind it\"; reached: Enjoying Mail?, rate"
        }
    }
}
