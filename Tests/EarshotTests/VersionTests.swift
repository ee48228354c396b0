import Earshot
import EarshotTestSupport
import Foundation
import Testing

/// One version, written once (`EarshotVersion.current`): the newest release in CHANGELOG.md,
/// the one the testing guide's `.package(url:from:)` asks for, and what `earshot --version` prints.
@Suite("Version")
struct VersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ file: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
    }

    /// The `## ...` headings of CHANGELOG.md, in order.
    static func changelogSections() throws -> [String] {
        try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    @Test("The version is Semantic Versioning's MAJOR.MINOR.PATCH")
    func semanticVersion() {
        let parts = EarshotVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(EarshotVersion.current)")
    }

    @Test("CHANGELOG.md: Unreleased first, then releases `[X.Y.Z] - YYYY-MM-DD`, newest first, the newest being the version")
    func changelogNamesTheVersion() throws {
        let sections = try Self.changelogSections()
        #expect(sections.first == "Unreleased")
        let releases = sections.dropFirst()
        #expect(!releases.isEmpty)
        let pattern = #"^\[([0-9]+)\.([0-9]+)\.([0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$"#
        var versions: [[Int]] = []
        for heading in releases {
            #expect(
                heading.range(of: pattern, options: .regularExpression) != nil, "a release heading reads '## [X.Y.Z] - date': \(heading)")
            let number = heading.dropFirst().prefix { $0 != "]" }
            versions.append(number.split(separator: ".").compactMap { Int($0) })
        }
        #expect(releases.first?.hasPrefix("[\(EarshotVersion.current)]") == true, "newest release \(releases.first ?? "none")")
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) == false && $0 != $1 }, "\(versions)")
    }

    @Test("The testing guide and Getting started depend on main until a release is tagged, then on the version, beside `.package(path:)`")
    func readmeDependsOnTheVersion() throws {
        for file in ["Documentation/TESTING.md", "Sources/Earshot/Earshot.docc/GettingStarted.md"] {
            let text = try Self.text(file)
            // `Scripts/release` points `branch: "main"` at the tag it makes; until then no
            // version tag exists, and `from:` would find none.
            #expect(text.contains(#"branch: "main")"#) || text.contains(#"from: "\#(EarshotVersion.current)")"#), "\(file)")
            #expect(!text.contains(#"from: "0."#) || text.contains(#"from: "\#(EarshotVersion.current)")"#), "\(file)")
            #expect(text.contains(".package(url: "))
            #expect(text.contains(".package(path: "))
        }
    }

    @Test("`earshot --version` prints the version", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built"))
    func commandLinePrintsTheVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EarshotBinary.run(["--version"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == "earshot \(EarshotVersion.current) (format version 1)\n")
    }
}
