import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// `CaptureImporter.read(snapshotDictionary:)`: the dictionary a UI test holds
/// (`XCUIApplication().snapshot().dictionaryRepresentation`) read as it is, and heard as the
/// same dictionary written as JSON.
@Suite("Snapshot dictionary values")
struct SnapshotDictionaryTests {
    /// A string-backed key, as `XCUIElement.AttributeName` is.
    struct AttributeName: RawRepresentable, Hashable {
        var rawValue: String
    }

    static func key(_ name: String) -> AnyHashable { AnyHashable(AttributeName(rawValue: name)) }

    /// A login screen as the snapshot holds it: `NSNumber`s, a `CGRect` and a frame's dictionary.
    static var dictionary: [AnyHashable: Any] {
        [
            key("elementType"): NSNumber(value: 2), key("label"): "Kuchi", key("frame"): CGRect(x: 0, y: 0, width: 390, height: 844),
            key("children"): [
                [
                    key("elementType"): NSNumber(value: 21), key("identifier"): "Log in",
                    key("frame"): ["X": 0.0, "Y": 47.0, "Width": 390.0, "Height": 44.0] as [String: Any],
                    key("children"): [
                        [key("elementType"): 48, key("label"): "Log in", key("frame"): CGRect(x: 160, y: 59, width: 70, height: 20)]
                            as [AnyHashable: Any]
                    ],
                ] as [AnyHashable: Any],
                [
                    key("elementType"): NSNumber(value: 49), key("label"): "Email", key("placeholderValue"): "you@example.com",
                    key("value"): "you@example.com", key("frame"): CGRect(x: 16, y: 120, width: 358, height: 44),
                ] as [AnyHashable: Any],
                [
                    key("elementType"): NSNumber(value: 9), key("label"): "Continue", key("enabled"): false,
                    key("frame"): CGRect(x: 16, y: 700, width: 358, height: 50),
                ] as [AnyHashable: Any],
            ],
        ]
    }

    /// The same snapshot written as JSON, as `earshot import` reads it.
    static let json = """
        {"elementType": 2, "label": "Kuchi", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}, "children": [
          {"elementType": 21, "identifier": "Log in", "frame": {"X": 0, "Y": 47, "Width": 390, "Height": 44}, "children": [
            {"elementType": 48, "label": "Log in", "frame": {"X": 160, "Y": 59, "Width": 70, "Height": 20}}]},
          {"elementType": 49, "label": "Email", "placeholderValue": "you@example.com", "value": "you@example.com",
           "frame": {"X": 16, "Y": 120, "Width": 358, "Height": 44}},
          {"elementType": 9, "label": "Continue", "enabled": false, "frame": {"X": 16, "Y": 700, "Width": 358, "Height": 50}}]}
        """

    static func heard(_ imported: ImportedScreen) throws -> [String] {
        try ScenarioRunner.run(Scenario(name: imported.screen.name, screen: imported.screen, steps: nil)).lines
    }

    @Test("The dictionary a UI test holds is heard as the same snapshot written as JSON")
    func dictionaryMatchesJSON() throws {
        let fromDictionary = try CaptureImporter.read(snapshotDictionary: Self.dictionary, name: "Login")
        let fromJSON = try CaptureImporter.read(Array(Self.json.utf8), name: "Login")
        let heard = try Self.heard(fromDictionary)
        #expect(heard == (try Self.heard(fromJSON)))
        #expect(heard.first == "Log in, Heading")
        #expect(heard.contains("Continue, Dimmed, Button"))
        #expect(fromDictionary.format == .xcuitest)
        #expect(fromDictionary.screen.framework == .uikit)
    }

    @Test("A dictionary with no element VoiceOver stops on is an error saying when to take the snapshot")
    func emptyDictionary() {
        #expect(throws: InputError.self) { try CaptureImporter.read(snapshotDictionary: [:], name: "Login") }
        do {
            _ = try CaptureImporter.read(snapshotDictionary: [Self.key("elementType"): 2], name: "Login")
            Issue.record("an application with no element was read")
        } catch {
            #expect(error.file == "Login")
            #expect(error.message == "the snapshot dictionary holds no element VoiceOver stops on")
        }
    }
}
