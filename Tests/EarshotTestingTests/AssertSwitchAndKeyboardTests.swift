import Earshot
import Foundation
import Testing

@testable import EarshotTesting

/// `assertKeyboardFocus`, `assertTabOrder`, `assertSwitchControlScan`, `assertSwitchControlOrder`:
/// what is within its budget passes and returns its keys or path; what is not fails saying
/// what was found.
@Suite("Full Keyboard Access and Switch Control assertions")
struct AssertSwitchAndKeyboardTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func screen(_ path: String) throws -> Screen {
        try DocumentLoader.loadScreen(repository.appendingPathComponent("Scenarios/" + path))
    }

    static func editor() throws -> Screen { try screen("Keyboard/editor-toolbar-is-one-focus-group.screen.json") }
    static func account() throws -> Screen { try screen("SwitchControl/account-form-scanned-by-groups.screen.json") }

    @Test("Keyboard focus within the budget and in its group passes, and returns the keys")
    func keyboardPasses() throws {
        let editor = try Self.editor()
        let italic = assertKeyboardFocus("italic", on: editor, withinTabs: 3, inGroup: "formatting")
        #expect(italic?.tabs == 3 && italic?.arrows == 1)
        #expect(assertKeyboardFocus("Done", on: editor)?.tabs == 5)
        assertTabOrder(["back", "group:sharing", "group:formatting", "note", "done"], on: editor)
    }

    @Test("Keyboard focus too far, in another group, not focusable or unknown: the failure says what was found")
    func keyboardFails() throws {
        let editor = try Self.editor()
        withKnownIssue {
            assertKeyboardFocus("done", on: editor, withinTabs: 3)
        } matching: { issue in
            issue.comments.first?.rawValue == "\"done\" takes 5 Tab presses in no focus group, more than 3 Tab presses."
        }
        withKnownIssue {
            assertKeyboardFocus("copy", on: editor, inGroup: "formatting")
        } matching: { issue in
            issue.comments.first?.rawValue
                == "\"copy\" is not in focus group \"formatting\": it takes 2 Tab presses and 1 arrow press in focus group \"sharing\"."
        }
        var focusFound = true
        withKnownIssue {
            focusFound = assertKeyboardFocus("Shopping list", on: editor) != nil
        } matching: { issue in
            issue.comments.first?.rawValue
                == "\"Shopping list\" takes no keyboard focus: \"Shopping list, Heading\" responds to no user interaction."
        }
        #expect(!focusFound)
        withKnownIssue {
            assertKeyboardFocus("Print", on: editor)
        } matching: { issue in
            issue.comments.first?.rawValue == "No element \"Print\" (by id or line) takes keyboard focus on \"\(editor.name)\"; "
                + "Tab stops: back, group:sharing, group:formatting, note, done"
        }
        withKnownIssue {
            assertTabOrder(["back", "group:formatting", "note", "done"], on: editor)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "The Tab stops differ at 2: found \"group:sharing\", expected \"group:formatting\"; "
                + "found: back, group:sharing, group:formatting, note, done"
        }
        withKnownIssue {
            assertTabOrder(["back", "group:sharing", "group:formatting", "note", "done", "print"], on: editor)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "The Tab stops differ at 6: found no more, expected \"print\"; found: back, group:sharing, group:formatting, note, done"
        }
    }

    @Test("A scan within the budget passes, and returns the highlights and groups")
    func scanPasses() throws {
        let account = try Self.account()
        let save = assertSwitchControlScan("save", on: account, withinHighlights: 6, enteringGroups: 0)
        #expect(save?.highlights == 6 && save?.groupsEntered == 0)
        #expect(assertSwitchControlScan("notify-push", on: account)?.highlights == 5)
        assertSwitchControlOrder(["group:NavigationBar", "group:profile", "group:notifications", "delete", "cancel", "save"], on: account)
    }

    @Test("A scan too long, an item not scanned or unknown, another order: the failure says what was found")
    func scanFails() throws {
        let account = try Self.account()
        withKnownIssue {
            assertSwitchControlScan("notify-push", on: account, withinHighlights: 4, enteringGroups: 0)
        } matching: { issue in
            [
                "\"notify-push\" takes 5 highlights, 1 group selected, more than 4 highlights.",
                "\"notify-push\" takes 5 highlights, 1 group selected, more than 0 groups.",
            ].contains(issue.comments.first?.rawValue ?? "")
        }
        var scanFound = true
        withKnownIssue {
            scanFound = assertSwitchControlScan("Account", on: account) != nil
        } matching: { issue in
            issue.comments.first?.rawValue
                == "\"Account\" is not scanned by Switch Control: \"Account, Heading\" responds to no user interaction."
        }
        #expect(!scanFound)
        withKnownIssue {
            assertSwitchControlScan("Sign out", on: account)
        } matching: { issue in
            issue.comments.first?.rawValue == "No element \"Sign out\" (by id or line) is scanned on \"\(account.name)\"; "
                + "items: back, help, name, email, notify-email, notify-push, delete, cancel, save"
        }
        withKnownIssue {
            assertSwitchControlOrder(["group:NavigationBar", "group:profile", "delete"], on: account)
        } matching: { issue in
            issue.comments.first?.rawValue
                == "The highlight steps differ at 3: found \"group:notifications\", expected \"delete\"; "
                + "found: group:NavigationBar, group:profile, group:notifications, delete, cancel, save"
        }
    }
}
