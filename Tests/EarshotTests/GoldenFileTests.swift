import Foundation
import Testing

@testable import Earshot

/// The one golden-file strategy and record policy: `never` (and `CI` set) writes nothing.
@Suite("Golden files")
struct GoldenFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("never writes nothing: a missing golden file stays missing, a differing one unchanged")
    func never() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.audit")
        #expect(try GoldenFile.check("now\n", as: .text, at: missing, record: .never) == .missing)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let old = folder.appendingPathComponent("old.audit")
        try Data("before\n".utf8).write(to: old)
        #expect(try GoldenFile.check("now\n", as: .text, at: old, record: .never) == .differed("the text differs"))
        #expect(try String(contentsOf: old, encoding: .utf8) == "before\n")
        #expect(try GoldenFile.check("before\n", as: .text, at: old, record: .never) == .matched)
    }

    @Test("missing writes only missing files; failed also differing ones; all every one", arguments: RecordMode.allCases)
    func modes(_ mode: RecordMode) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.txt")
        let changed = folder.appendingPathComponent("changed.txt")
        let absent = folder.appendingPathComponent("sub/absent.txt")
        try Data("a".utf8).write(to: same)
        try Data("b".utf8).write(to: changed)
        let outcomes = try [(same, "a"), (changed, "c"), (absent, "d")].map { try GoldenFile.check($1, as: .text, at: $0, record: mode) }
        let recorded = outcomes.map { if case .recorded = $0 { return true } else { return false } }
        switch mode {
        case .missing: #expect(recorded == [false, false, true])
        case .failed: #expect(recorded == [false, true, true])
        case .all: #expect(recorded == [true, true, true])
        case .never: #expect(recorded == [false, false, false])
        }
        #expect(try String(contentsOf: changed, encoding: .utf8) == (recorded[1] ? "c" : "b"))
        #expect(FileManager.default.fileExists(atPath: absent.path) == recorded[2])
    }

    @Test("Without a mode of its own, a golden file follows EARSHOT_RECORD, else never under CI, else missing")
    func environment() throws {
        #expect(try GoldenFile.recordMode(environment: [:]) == .missing)
        #expect(try GoldenFile.recordMode(environment: ["CI": "1"]) == .never)
        #expect(try GoldenFile.recordMode(environment: ["EARSHOT_RECORD": "never"]) == .never)
        #expect(try GoldenFile.recordMode(environment: ["EARSHOT_RECORD": "failed", "CI": "1"]) == .failed)
        #expect(throws: RecordModeError.self) { try GoldenFile.recordMode(environment: ["EARSHOT_RECORD": "1"]) }
    }
}
