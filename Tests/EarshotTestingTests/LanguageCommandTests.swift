import Foundation
import Testing

/// VoiceOver's language on the command line, through the `earshot` executable `swift test`
/// builds: Chinese speaks no Latin letter of VoiceOver's own.
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
}
