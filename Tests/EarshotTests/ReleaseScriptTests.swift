import Earshot
import EarshotTestSupport
import Foundation
import Testing

/// `Scripts/release`, run as a maintainer runs it, in a clone of this repository: the one way a
/// version is made (CHANGELOG section, the version in the binary, the documentation pointed at
/// the tag, the tag).
@Suite("Release script")
struct ReleaseScriptTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var hasGit: Bool {
        FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
    }

    /// Runs `command` with `arguments` in `folder` (as `EarshotBinary.run` runs a program), with a
    /// committer's name; its status and what it printed (both streams).
    @discardableResult
    static func run(_ command: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let committer = [
            "GIT_AUTHOR_NAME": "Maintainer", "GIT_AUTHOR_EMAIL": "maintainer@example.com", "GIT_COMMITTER_NAME": "Maintainer",
            "GIT_COMMITTER_EMAIL": "maintainer@example.com",
        ]
        let result = try EarshotBinary.run(URL(fileURLWithPath: command), arguments, in: folder, environment: committer)
        return (result.status, result.output + result.error)
    }

    /// A clone of this repository's committed main, on a branch named main.
    static func clone() throws -> URL {
        let folder = scratchFolder.appendingPathComponent("release-\(UUID().uuidString)")
        try run("/usr/bin/git", ["clone", "-q", "--no-hardlinks", repository.path, folder.path], in: scratchFolder)
        try run("/usr/bin/git", ["checkout", "-q", "-B", "main"], in: folder)
        return folder
    }

    static func text(_ file: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    @Test(
        "A release moves the notes under the version, writes it into the binary, points the docs at the tag and tags it",
        .enabled(if: hasGit, "no git checkout of the repository"))
    func release() throws {
        let folder = try Self.clone()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.run("/bin/bash", ["Scripts/release", "99.0.0", "--no-test"], in: folder)
        #expect(made.status == 0, "\(made.output)")
        #expect(try Self.text("Sources/Earshot/Support/EarshotVersion.swift", in: folder).contains(#"static let current = "99.0.0""#))
        let changelog = try Self.text("CHANGELOG.md", in: folder)
        #expect(changelog.contains("## Unreleased\n\n## [99.0.0] - "))
        for file in ["Documentation/TESTING.md", "Sources/Earshot/Earshot.docc/GettingStarted.md"] {
            let text = try Self.text(file, in: folder)
            #expect(text.contains(#"from: "99.0.0")"#), "\(file)")
            #expect(!text.contains(#"branch: "main")"#), "\(file)")
        }
        #expect(try Self.text("action.yml", in: folder).contains("Earshot@99.0.0"))
        #expect(try Self.text("README.md", in: folder).contains("Earshot@99.0.0"))
        #expect(try Self.text("Documentation/TESTING.md", in: folder).contains("Earshot@99.0.0"))
        #expect(try Self.run("/usr/bin/git", ["tag", "--list", "99.0.0"], in: folder).output == "99.0.0\n")
        #expect(try Self.run("/usr/bin/git", ["log", "-1", "--format=%s"], in: folder).output == "Release 99.0.0\n")
        #expect(try Self.run("/usr/bin/git", ["status", "--porcelain"], in: folder).output.isEmpty)

        // The same version again, an older one, or no version at all: refused, nothing changed.
        for arguments in [["99.0.0"], ["0.0.1"], ["1.2"], []] {
            let refused = try Self.run(
                "/bin/bash", ["Scripts/release"] + arguments + ["--no-test"].filter { _ in !arguments.isEmpty }, in: folder)
            #expect(refused.status == 64, "\(arguments): \(refused.output)")
        }
        #expect(try Self.run("/usr/bin/git", ["log", "-1", "--format=%s"], in: folder).output == "Release 99.0.0\n")
    }

    @Test("A dirty work tree is refused before anything is written", .enabled(if: hasGit, "no git checkout of the repository"))
    func dirtyTree() throws {
        let folder = try Self.clone()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "scratch\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try Self.run("/bin/bash", ["Scripts/release", "99.0.0", "--no-test"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.output.contains("uncommitted changes"))
        #expect(try Self.text("Sources/Earshot/Support/EarshotVersion.swift", in: folder).contains(EarshotVersion.current))
    }
}
