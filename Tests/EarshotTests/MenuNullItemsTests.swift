import Foundation
import Testing

@testable import Earshot

/// A `Menu` whose items a capture could not see (`"items": null`, what `earshot import` writes
/// for a closed pop-up button, issue 50) is read; an empty list is still refused.
@Suite("Menu without known items")
struct MenuNullItemsTests {
    @Test("A screen file's Menu with \"items\": null is read; an empty list is still refused")
    func nullItemsInAFile() throws {
        let heard = try TestScreens.heard(#"{"Menu": "More", "items": null}"#)
        #expect(heard == ["More, Button, Pop up button", "[hint] Double tap to activate the picker"])
        let error = try #require(TestScreens.loadError(#"{"earshot": 1, "root": {"Menu": "More", "items": []}}"#))
        #expect(error.description.contains("at least one item"))
    }
}
