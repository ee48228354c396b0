import Earshot
import EarshotImporting
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
}
