import Earshot
import EarshotImporting
import EarshotTestSupport
import Foundation
import Testing

/// Captures carry no language: an import says which language fits a capture's script.
@Suite("Capture language")
struct CaptureLanguageTests {
    static func capture(_ labels: [String]) -> [UInt8] {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'App'", "Element subtree:", " →Application, 0x1, pid: 1, label: 'App'"]
        for (index, label) in labels.enumerated() {
            lines.append("    Button, 0x\(index + 10), {{0.0, \(index * 50).0}, {100.0, 44.0}}, label: '\(label)'")
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    @Test(
        "A capture in kana, Cyrillic or Arabic script suggests the language ja, ru or ar",
        arguments: [(["設定", "保存する", "ホーム"], "ja"), (["Настройки", "Сохранить"], "ru"), (["الإعدادات", "حفظ"], "ar")])
    func suggestsTheLanguage(labels: [String], language: String) throws {
        let imported = try CaptureImporter.read(Self.capture(labels), name: "c.txt")
        #expect(imported.suggestedLanguage == language)
        #expect(
            imported.notes.contains {
                $0.hasSuffix("unless the screen's language is \(language) (Screen.language; settings.language in a scenario)")
            }, "\(imported.notes)")
        #expect(!imported.notes.contains { $0.contains("--") }, "\(imported.notes)")
    }

    @Test("Latin text, or kanji with no kana (Chinese has no voice), suggests nothing")
    func latinSuggestsNothing() throws {
        for labels in [["Settings", "Save"], ["Réglages", "Enregistrer"], ["设置", "保存"], ["Settings", "Save", "Home", "Привет"]] {
            let imported = try CaptureImporter.read(Self.capture(labels), name: "c.txt")
            #expect(
                imported.suggestedLanguage == nil && !imported.notes.contains { $0.contains("language") }, "\(labels): \(imported.notes)")
        }
    }

    @Test("A published capture in Japanese (Calendar's day view) suggests ja, and heard in Japanese says VoiceOver's Japanese words")
    func publishedJapaneseCapture() throws {
        let name = "shirates-calendar-day-ja.xml"
        let bytes = try [UInt8](Data(contentsOf: CaptureImportTests.folder.appendingPathComponent(name)))
        var imported = try CaptureImporter.read(bytes, name: name)
        #expect(imported.suggestedLanguage == "ja")
        #expect(imported.notes.last?.contains("Japanese (kana and kanji) script") == true, "\(imported.notes)")
        imported.screen.language = try #require(imported.suggestedLanguage)
        let heard = try CaptureImportTests.transcript(imported.screen)
        // The English golden beside it (`CaptureImportTests.golden`) is the same capture heard
        // without the suggestion: the same stops, VoiceOver's words in English.
        let goldenURL = CaptureImportTests.folder.appendingPathComponent(name + ".ja.transcript")
        GoldenFile.expect(try GoldenFile.check(heard, as: .text, at: goldenURL, record: try GoldenFile.recordMode()), goldenURL)
        #expect(heard.hasPrefix("12月、戻るボタン\n"))
        #expect(heard.contains("ツールバー、今日、ボタン\n"))
    }
}
