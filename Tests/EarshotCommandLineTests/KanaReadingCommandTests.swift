import EarshotTestSupport
import Foundation
import Testing

/// Japanese audio without KAKASI (`libkakasi2`): the kanji of an app's text cannot be given
/// their kana reading, and `earshot listen --wav` says so on standard error, once.
@Suite("KAKASI missing")
struct KanaReadingCommandTests {
    @Test("Voicing Japanese kanji without KAKASI warns once on standard error and still writes the WAV")
    func warnsWithoutKakasi() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-kakasi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = #"{"earshot": 1, "language": "ja", "root": {"VStack": [{"Button": "保存"}, {"Text": "設定を開く"}]}}"#
        try Data(screen.utf8).write(to: folder.appendingPathComponent("ja.screen.json"))
        let binary = try #require(EarshotBinary.url, "the earshot binary is not built")
        let env = URL(fileURLWithPath: "/usr/bin/env")
        for (setting, warns) in [("off", true), ("on", false)] {
            let result = try EarshotBinary.run(
                env,
                [
                    "EARSHOT_KAKASI=\(setting)", "EARSHOT_CACHE_DIR=\(folder.path)/cache", binary.path, "listen", "ja.screen.json", "--wav",
                    "ja.wav",
                ],
                in: folder)
            #expect(result.status == 0, "\(result.error)")
            let warnings = result.error.components(separatedBy: "KAKASI (libkakasi2) is not installed").count - 1
            #expect(warnings == (warns ? 1 : 0), "EARSHOT_KAKASI=\(setting): \(result.error)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ja.wav").path))
        }
    }
}
