import Earshot
import Foundation

/// A fresh folder under the system's temporary folder, for tests that write files.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws {
        let file = self.file(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A card with a heading, an unlabelled icon button and a switch: what the tests listen to.
enum Card {
    static let screen = Screen(name: "Card") {
        Text("Maya Lin").accessibilityAddTraits(.isHeader)
        Button { Image("ic_trash") }
        Toggle("Favourite", isOn: false)
    }

    /// Swipes from the heading to the switch.
    static let scenario = Scenario(name: "Card", screen: screen, steps: [.next, .next])

    static let heard = [
        "Maya Lin, Heading",
        "ic_trash, Button",
        "Favourite, Switch button, Off",
        "[hint] Double tap to toggle setting",
    ]
}
