import Foundation
import Testing

/// VoiceOver's language on the command line, through the `earshot` executable `swift test`
/// builds: Chinese speaks no Latin letter of VoiceOver's own, and a screen whose language has
/// no phrasebook says which language speaks instead, on standard error and in `--format json`.
@Suite("Command line: VoiceOver's language")
struct LanguageCommandTests {
    let cli: CommandLineConventionsTests

    /// An app in Chinese with a heading, a button, a switch, a slider and a text field.
    static let chineseScreen = #"""
        {"earshot": 1, "language": "zh-Hans", "root": {"VStack": [{"Text": "设置", "accessibilityHeading": "h1"}, {"Button": "保存"},
          {"Toggle": "同步", "isOn": true}, {"Slider": "音量", "value": 0.5}, {"TextField": "名字"}]}}
        """#

    init() throws {
        cli = try CommandLineConventionsTests()
        try cli.folder.write(Self.chineseScreen, to: "settings.screen.json")
        try cli.folder.write(#"{"earshot": 1, "language": "ko", "root": {"Button": "저장"}}"#, to: "korean.screen.json")
    }

    @Test(
        "earshot listen --language zh-Hans (or zh-Hant) says no English word on a heading, a button, a switch, a slider and a text field",
        arguments: ["zh-Hans", "zh-Hant"])
    func chineseSpeaksNoEnglish(_ language: String) throws {
        let run = try cli.earshot("listen", "--language", language, "settings.screen.json")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.text.split(separator: "\n").count >= 8, "\(run.text)")
        // Every line, its "[hint]" mark aside (a mark of the transcript, not speech).
        let spoken = run.text.replacingOccurrences(of: "[hint] ", with: "")
        #expect(spoken.range(of: "[A-Za-z]", options: .regularExpression) == nil, "\(run.text)")
        #expect(run.text.contains(language == "zh-Hans" ? "设置，标题" : "设置，標題"), "\(run.text)")
    }

    @Test("A screen whose language has no phrasebook is heard with a warning naming the fallback, on standard error and in --format json")
    func fallbackIsNamed() throws {
        let text = try cli.earshot("listen", "korean.screen.json")
        #expect(text.status == 0)
        #expect(text.text == "저장, Button\n")
        #expect(
            text.errors.hasPrefix(
                #"earshot: warning: korean.screen.json: language: Earshot has no phrasebook for the screen's language "ko" (no Voices/ko.json); "#
                    + "VoiceOver's own words are spoken in English (en), the fallback."), "\(text.errors)")

        let json = try cli.earshot("listen", "--format", "json", "korean.screen.json")
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: String]], "\(json.text)")
        #expect(warnings.count == 1)
        #expect(warnings.first?["path"] == "language")
        #expect(warnings.first?["file"] == "korean.screen.json", "a warning names the file it is about")
        #expect(warnings.first?["message"]?.contains("spoken in English (en), the fallback") == true, "\(json.text)")

        // With VoiceOver's language set there is nothing to warn of, and no "warnings" key.
        let chosen = try cli.earshot("listen", "--format", "json", "--language", "en", "korean.screen.json")
        #expect(chosen.errors.isEmpty, "\(chosen.errors)")
        let quiet = try #require(try JSONSerialization.jsonObject(with: chosen.output) as? [String: Any])
        #expect(quiet["warnings"] == nil)
    }
}
