import EarshotTestSupport
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

    /// A folder with one scenario that passes, and `extra` made in it.
    static func suite(_ extra: (URL) throws -> Void) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let scenario = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Button": "Go"}}, "steps": [], "expect": ["Go, Button"]}"#
        try Data(scenario.utf8).write(to: root.appendingPathComponent("go.scenario.json"))
        try extra(root)
        return root
    }

    @Test("A symbolic link out of the folder's file system (to /dev, /proc) is not followed: a problem, and exit 65 (issue 52, item 5)")
    func linkOutOfTheFileSystem() throws {
        let root = try Self.suite {
            try FileManager.default.createSymbolicLink(atPath: $0.appendingPathComponent("dev").path, withDestinationPath: "/dev")
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let (files, problems) = FolderWalk.walk(under: root) { _, _ in true }
        #expect(files == ["go.scenario.json"])
        #expect(problems.map(\.path) == ["dev"])
        #expect(problems.first?.reason.contains("symbolic link out of the folder's file system (to /dev)") == true)
        #expect(throws: InputError.self) { try FolderWalk.checkedFiles(under: root, endingWith: [".scenario.json"]) }
        guard EarshotBinary.url != nil else { return }
        for command in ["test", "audit"] {
            let run = try EarshotBinary.run([command, root.path], in: root)
            #expect(run.status == 65, "earshot \(command): \(run.output) \(run.error)")
            #expect(run.error.contains("dev: error: is a symbolic link out of the folder's file system"), "\(run.error)")
        }
    }

    @Test("A folder that cannot be read is a problem, never a pass", .enabled(if: getuid() != 0, "root reads every folder"))
    func unreadableFolder() throws {
        let root = try Self.suite { root in
            let locked = root.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        }
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.appendingPathComponent("locked").path)
            try? FileManager.default.removeItem(at: root)
        }
        #expect(FolderWalk.walk(under: root) { _, _ in true }.problems.map(\.path) == ["locked/"])
        guard EarshotBinary.url != nil else { return }
        #expect(try EarshotBinary.run(["test", root.path], in: root).status == 65)
    }
}
