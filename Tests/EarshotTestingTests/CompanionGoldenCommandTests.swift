import Foundation
import Testing

/// `earshot test` gates every golden file a folder holds, not only transcripts: `.reach`,
/// `.keyboard`, `.switch-control` beside a screen and `.focus` beside a scenario, with the same
/// record modes and failure output (Documentation/FORMAT.md, `earshot test`).
@Suite("earshot test checks every golden kind")
struct CompanionGoldenCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A temporary folder holding copies of the repository's files `names` (paths under Scenarios/).
    static func copies(_ names: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in names {
            let text = try String(contentsOf: repository.appendingPathComponent("Scenarios/" + name), encoding: .utf8)
            try folder.write(text, to: "Suite/" + URL(fileURLWithPath: name).lastPathComponent)
        }
        return folder
    }

    static let reachFiles = ["Reach/account-settings-save-at-the-bottom.screen.json", "Reach/account-settings-save-at-the-bottom.reach"]

    @Test(
        "A changed golden of each kind fails the run with its diff; the unchanged ones pass",
        arguments: [
            ("Reach/account-settings-save-at-the-bottom", ".screen.json", ".reach", "the reach"),
            ("Keyboard/settings-without-focus-groups", ".screen.json", ".keyboard", "the keyboard focus order"),
            ("SwitchControl/plain-list-scanned-one-by-one", ".screen.json", ".switch-control", "the Switch Control scan"),
            ("Reach/row-deleted-focus-leaves-the-list", ".scenario.json", ".focus", "where focus lands"),
        ])
    func changedGoldenFails(stem: String, source: String, golden: String, what: String) throws {
        let folder = try Self.copies([stem + source, stem + golden])
        defer { folder.remove() }
        let name = URL(fileURLWithPath: stem).lastPathComponent
        let passing = try runEarshot(["test", "Suite"], in: folder.url)
        #expect(passing.status == 0, "\(passing.output)")
        // A scenario with no expectation is skipped; the golden beside it passes.
        #expect(passing.output.contains("1 passed, 0 failed"), "\(passing.output)")

        let file = folder.file("Suite/" + name + golden)
        let text = try String(contentsOf: file, encoding: .utf8)
        try ("changed first line\n" + text).write(to: file, atomically: true, encoding: .utf8)
        let failing = try runEarshot(["test", "Suite"], in: folder.url)
        #expect(failing.status == 1)
        #expect(failing.output.contains("FAIL Suite/\(name)\(golden): \(what) of Suite/\(name)\(source) differs from the golden file"))
        #expect(failing.output.contains("- 1   changed first line"), "\(failing.output)")
        #expect(failing.output.contains("0 passed, 1 failed"))
    }

    @Test("--record failed rewrites a differing golden and fails; then it passes; --record never writes nothing")
    func recording() throws {
        let folder = try Self.copies(Self.reachFiles)
        defer { folder.remove() }
        let file = folder.file("Suite/account-settings-save-at-the-bottom.reach")
        let original = try String(contentsOf: file, encoding: .utf8)
        try original.replacingOccurrences(of: "12 swipes", with: "13 swipes").write(to: file, atomically: true, encoding: .utf8)

        let never = try runEarshot(["test", "Suite", "--record", "never"], in: folder.url)
        #expect(never.status == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) != original)

        let recorded = try runEarshot(["test", "Suite", "--record", "failed"], in: folder.url)
        #expect(recorded.status == 1)
        #expect(recorded.output.contains("RECORDED Suite/account-settings-save-at-the-bottom.reach"), "\(recorded.output)")
        #expect(recorded.output.contains("Recorded 1 golden file; check it and run again."))
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(try runEarshot(["test", "Suite"], in: folder.url).status == 0)
    }

    @Test("A screen given by name brings only the goldens beside it that exist; a recording makes no new kind")
    func screenByName() throws {
        let folder = try Self.copies(Self.reachFiles)
        defer { folder.remove() }
        let run = try runEarshot(["test", "Suite/account-settings-save-at-the-bottom.screen.json", "--record", "all"], in: folder.url)
        #expect(run.output.contains("RECORDED Suite/account-settings-save-at-the-bottom.reach"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("Suite").path)
        #expect(!names.contains { $0.hasSuffix(".keyboard") || $0.hasSuffix(".switch-control") || $0.hasSuffix(".focus") }, "\(names)")
    }

    @Test("The JUnit report names a differing golden a GoldenMismatch failure")
    func junit() throws {
        let folder = try Self.copies(Self.reachFiles)
        defer { folder.remove() }
        let file = folder.file("Suite/account-settings-save-at-the-bottom.reach")
        try "nothing\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try runEarshot(["test", "Suite", "--junit", "report.xml"], in: folder.url)
        #expect(run.status == 1)
        let xml = try String(contentsOf: folder.file("report.xml"), encoding: .utf8)
        #expect(xml.contains("type=\"GoldenMismatch\""))
        #expect(xml.contains("account-settings-save-at-the-bottom.screen.json: the reach"))
    }
}
