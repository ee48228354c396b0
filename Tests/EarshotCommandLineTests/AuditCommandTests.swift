import Foundation
import Testing

@testable import earshot

/// `earshot audit`'s options and exit statuses (FORMAT.md §4), run in process.
@Suite("earshot audit")
struct AuditCommandTests {
    static let audit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/Audit")

    static func run(_ arguments: [String]) -> Int32 {
        CommandLineTool(arguments: ["audit"] + arguments).run()
    }

    static func path(_ name: String) -> String { audit.appendingPathComponent(name).path }

    @Test("--format takes text, json and sarif for audit; listen's --format still takes text or json")
    func formats() throws {
        for format in AuditOptions.Format.allCases {
            #expect(try AuditOptions.parse(["--format", format.rawValue, "a.screen.json"], for: .audit).format == format)
        }
        #expect(
            OptionTableTests.usageError(["--format", "sarif"], for: .listen)
                == "The value 'sarif' is invalid for '--format'; expected text or json.")
        #expect(
            OptionTableTests.usageError(["--format", "xml"], for: .audit)
                == "The value 'xml' is invalid for '--format'; expected one of text, json, sarif.")
    }

    @Test("--ignore takes rule ids, repeated; an unknown id is a usage error naming the nearest rule")
    func ignore() throws {
        let options = try AuditOptions.parse(["--ignore", "modal-leaks", "--ignore=long-label", "a", "b"], for: .audit)
        #expect(options.ignore == ["modal-leaks", "long-label"])
        #expect(options.paths == ["a", "b"])
        #expect(
            OptionTableTests.usageError(["--ignore", "modal-leak"], for: .audit)
                == "Unknown rule 'modal-leak' for '--ignore'. Did you mean 'modal-leaks'? Run 'earshot help audit' for the rules.")
    }

    @Test("Exit 1 when a finding reaches --fail-on (default error), 0 when none does")
    func failOn() {
        #expect(Self.run([Self.path("modal-leaks.screen.json")]) == 1)
        #expect(Self.run([Self.path("modal-leaks.screen.json"), "--fail-on", "never"]) == 0)
        #expect(Self.run([Self.path("long-label.screen.json")]) == 0, "a warning does not fail by default")
        #expect(Self.run([Self.path("long-label.screen.json"), "--fail-on", "warning"]) == 1)
        #expect(Self.run([Self.path("modal-leaks.screen.json"), "--ignore", "modal-leaks"]) == 0)
        #expect(Self.run([Self.path("modal-leaks-fixed.screen.json"), "--fail-on", "warning", "--format", "sarif"]) == 0)
    }

    @Test("--write-baseline then --baseline: exit 0 on known findings, 1 on a new one; neither replaces a file that is not a baseline")
    func baseline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("card.screen.json").path
        let base = folder.appendingPathComponent("base.json").path
        try Data(#"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_trash"}]}]}}"#.utf8).write(to: URL(fileURLWithPath: screen))
        #expect(Self.run([screen]) == 1)
        #expect(Self.run([screen, "--write-baseline", base]) == 0)
        #expect(try String(contentsOfFile: base, encoding: .utf8).contains(#""heard": ["#))
        #expect(Self.run([screen, "--baseline", base]) == 0, "the one finding is known")
        #expect(Self.run([screen, "--baseline", base, "--format", "sarif"]) == 0)
        try Data(
            #"{"earshot": 1, "root": {"VStack": [{"Text": "Top"}, {"Button": [{"Image": "ic_trash"}]}, {"Button": [{"Image": "ic_x"}]}]}}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: screen))
        #expect(Self.run([screen, "--baseline", base]) == 1, "ic_x is new; ic_trash moved but is known")
        #expect(Self.run([screen, "--baseline", base, "--ignore", "label-is-file-name"]) == 0)
        #expect(Self.run([screen, "--write-baseline", screen]) == 73, "a screen file is not a baseline: never replaced")
        #expect(try String(contentsOfFile: screen, encoding: .utf8).contains("ic_x"))
        #expect(Self.run([screen, "--baseline", screen]) == 65, "a screen file is not a baseline")
        #expect(Self.run([screen, "--baseline", folder.appendingPathComponent("none.json").path]) == 65)
        #expect(Self.run([screen, "--baseline", base, "--write-baseline", base]) == 64)
    }

    @Test("A captured tree is imported and audited, as listen and dump read it")
    func capture() {
        let capture = Self.audit.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/EarshotTests/Captures/S3-login-po.txt").path
        #expect(Self.run([capture]) == 1, "two text fields with no label")
        #expect(Self.run([capture, "--ignore", "missing-label"]) == 0)
    }

    @Test("64 for a bad command line, 65 for a file that cannot be read")
    func errors() {
        #expect(Self.run([]) == 64)
        #expect(Self.run(["--fail-on", "sometimes", Self.path("modal-leaks.screen.json")]) == 64)
        #expect(Self.run([Self.path("no-such.screen.json")]) == 65)
    }
}
