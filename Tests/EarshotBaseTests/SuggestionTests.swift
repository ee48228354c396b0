import Testing

@testable import EarshotBase

private let modifiers = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityTraits"]
private let kinds = ["Button", "Text", "Toggle", "Slider", "Image", "Link"]

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test("suggests the intended name for common misspellings")
    func misspellings() {
        #expect(Suggestion.closest(to: "accesibilityLabel", among: modifiers) == "accessibilityLabel")
        #expect(Suggestion.closest(to: "accessibiltyHint", among: modifiers) == "accessibilityHint")
        #expect(Suggestion.closest(to: "accessibilityLable", among: modifiers) == "accessibilityLabel")
        #expect(Suggestion.closest(to: "Buton", among: kinds) == "Button")
        #expect(Suggestion.closest(to: "nxt", among: ["previous", "next", "first"]) == "next")
    }

    @Test("ignores case and returns the candidate as it is spelt")
    func caseInsensitive() {
        #expect(Suggestion.closest(to: "button", among: kinds) == "Button")
        #expect(Suggestion.closest(to: "ACCESSIBILITYHINT", among: modifiers) == "accessibilityHint")
    }

    @Test("counts a swap of two neighbouring letters as one edit")
    func transposition() {
        #expect(Suggestion.distance("Butotn", "Button") == 1)
        #expect(Suggestion.distance("ca", "abc") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.closest(to: "Tetx", among: kinds) == "Text")
    }

    @Test("suggests nothing when no candidate is close")
    func nothingClose() {
        #expect(Suggestion.closest(to: "banana", among: kinds) == nil)
        #expect(Suggestion.closest(to: "xy", among: ["on", "no"]) == nil)
        #expect(Suggestion.closest(to: "", among: kinds) == nil)
        #expect(Suggestion.closest(to: "Button", among: []) == nil)
    }

    @Test("prefers the nearest candidate, then the first listed")
    func ties() {
        #expect(Suggestion.closest(to: "Tost", among: ["Test", "Toast"]) == "Test")
        #expect(Suggestion.closest(to: "Tost", among: ["Toast", "Test"]) == "Toast")
        #expect(Suggestion.closest(to: "Linx", among: ["Lines", "Link"]) == "Link")
    }
}
