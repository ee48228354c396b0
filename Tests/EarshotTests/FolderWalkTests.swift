import Foundation
import Testing

@testable import Earshot

/// The one folder walk that `earshot test`, `audit` and `report` and the scenario suites share.
@Suite("Folder walk")
struct FolderWalkTests {
    @Test("Files under a folder in name order, relative to it, through linked folders, a link back up walked once")
    func walk() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("earshot-walk-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared")
        let suite = root.appendingPathComponent("suite")
        try manager.createDirectory(at: shared, withIntermediateDirectories: true)
        try manager.createDirectory(at: suite.appendingPathComponent("b"), withIntermediateDirectories: true)
        for file in ["suite/b/z.scenario.json", "suite/a.screen.json", "suite/notes.txt", "shared/s.scenario.json"] {
            try Data("{}".utf8).write(to: root.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(at: suite.appendingPathComponent("linked"), withDestinationURL: shared)
        try manager.createSymbolicLink(at: shared.appendingPathComponent("up"), withDestinationURL: suite)
        #expect(
            FolderWalk.files(under: suite, endingWith: FolderWalk.documentSuffixes)
                == ["a.screen.json", "b/z.scenario.json", "linked/s.scenario.json"])
        #expect(FolderWalk.files(under: suite, endingWith: [".scenario.json"]) == ["b/z.scenario.json", "linked/s.scenario.json"])
    }
}
