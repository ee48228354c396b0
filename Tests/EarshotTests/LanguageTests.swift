import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

// VoiceOver in nine languages (two of them Chinese): every voice file is complete and graded, numbers follow the
// language's data (never the machine's locale), the user's language is checked, and a
// right-to-left language lays out right to left.

/// The phrase table of a shipped voice file, read as plain JSON.
private func rawPhrases(_ language: String) throws -> [String: Any] {
    let bytes = try #require(try VoiceLibrary.shared.voiceFile(named: language)).bytes
    let file = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    return try #require(file["phrases"] as? [String: Any])
}

@Suite("Languages: voice files, numbers, the user's language, right to left")
struct LanguageTests {
    static let shipped = ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans", "zh-Hant"]

    @Test("Voices/ holds the nine languages")
    func nineLanguages() {
        #expect(VoiceLibrary.shared.languages == Self.shipped)
    }

    @Test("Every voice file loads cleanly and has every key en.json has, each phrase and sound with a text", arguments: shipped)
    func everyFileIsComplete(_ language: String) throws {
        let book = try VoiceLibrary.shared.phrasebook(for: language)
        #expect(book.language == language)
        let english = Set(try rawPhrases("en").keys.filter { !$0.hasPrefix("_") })
        let own = Set(try rawPhrases(language).keys.filter { !$0.hasPrefix("_") })
        #expect(own == english, "\(language): missing \(english.subtracting(own).sorted()), extra \(own.subtracting(english).sorted())")
        for key in Phrase.allCases {
            #expect(!book.phrase(key).isEmpty, "\(language) \(key.rawValue)")
        }
        for sound in Sound.allCases { #expect(!book.sound(sound).isEmpty) }
        #expect(book.speech.espeakVoice?.isEmpty == false)
    }

    @Test("Each new language grades every phrase inline, so a guess reads as a guess in the file", arguments: shipped.filter { $0 != "en" })
    func everyPhraseIsGraded(_ language: String) throws {
        for (key, value) in try rawPhrases(language) where !key.hasPrefix("_") {
            let graded = value as? [String: Any]
            let grade = graded?["grade"] as? String
            #expect(grade.flatMap(PhraseGrade.init(rawValue:)) != nil, "\(language) \(key): \(value)")
        }
    }

    @Test(
        "Grades follow the survey: Russian's Button is device-backed, its custom-actions-free words library-backed, Arabic's Heading a guess"
    )
    func gradesAreRead() throws {
        let ru = try VoiceLibrary.shared.phrasebook(for: "ru")
        #expect(ru.grade(.traitButton) == .device)
        #expect(ru.grade(.traitHeading) == .library)
        let ar = try VoiceLibrary.shared.phrasebook(for: "ar")
        #expect(ar.grade(.traitHeading) == .guess)
        #expect(ar.grade(.traitButton) == .developer)
        #expect(ar.gradeCounts[.device] == nil)
        let counts = ru.gradeCounts.values.reduce(0, +)
        #expect(counts == Phrase.allCases.count)
    }

    @Test("A phrase with an unknown grade, or with none and no default, is an error naming the key")
    func badGradesAreErrors() throws {
        let folder = scratchFolder.appendingPathComponent("earshot-grades-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let english = Data(try #require(try VoiceLibrary.shared.voiceFile(named: "en")).bytes)
        var file = try #require(try JSONSerialization.jsonObject(with: english) as? [String: Any])
        var phrases = try #require(file["phrases"] as? [String: Any])
        phrases["trait.button"] = ["text": "Button", "grade": "rumour"]
        file["phrases"] = phrases
        try JSONSerialization.data(withJSONObject: file).write(to: folder.appendingPathComponent("en.json"))
        #expect(throws: VoiceError.self) { try VoiceLibrary(directory: folder).phrasebook(for: "en") }
        do {
            _ = try VoiceLibrary(directory: folder).phrasebook(for: "en")
        } catch {
            #expect(error.message.contains("trait.button") && error.message.contains("rumour"), "\(error.message)")
        }

        phrases["trait.button"] = "Button"
        file["phrases"] = phrases
        file["grade"] = nil
        let second = folder.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: file).write(to: second.appendingPathComponent("en.json"))
        do {
            _ = try VoiceLibrary(directory: second).phrasebook(for: "en")
            Issue.record("an ungraded phrase loaded")
        } catch {
            #expect(error.message.contains("says nothing of how it is known"), "\(error.message)")
        }
    }

    @Test("Plural forms follow each language's CLDR rules: Russian one/few/many, Arabic's six forms, Japanese none")
    func plurals() throws {
        let ru = try VoiceLibrary.shared.phrasebook(for: "ru")
        #expect(ru.plural(.badge, count: 1) == "1 объект")
        #expect(ru.plural(.badge, count: 3) == "3 объекта")
        #expect(ru.plural(.badge, count: 5) == "5 объектов")
        #expect(ru.plural(.badge, count: 11) == "11 объектов")
        #expect(ru.plural(.badge, count: 21) == "21 объект")
        let ar = try VoiceLibrary.shared.phrasebook(for: "ar")
        #expect(ar.plurals.definedCategories == ["zero", "one", "two", "few", "many", "other"])
        #expect(ar.plural(.badge, count: 2) == "٢ عنصران")
        #expect(ar.plural(.badge, count: 3) == "٣ عناصر")
        #expect(ar.plural(.badge, count: 11) == "١١ عنصرًا")
        #expect(ar.plural(.badge, count: 100) == "١٠٠ عنصر")
        let ja = try VoiceLibrary.shared.phrasebook(for: "ja")
        #expect(ja.plurals.definedCategories == ["other"])
        for chinese in ["zh-Hans", "zh-Hant"] {
            #expect(try VoiceLibrary.shared.phrasebook(for: chinese).plurals.definedCategories == ["other"])
        }
        #expect(try VoiceLibrary.shared.phrasebook(for: "zh-Hans").plural(.badge, count: 1) == "1个项目")
        let fr = try VoiceLibrary.shared.phrasebook(for: "fr")
        #expect(fr.plural(.badge, count: 0) == "0 élément")
        #expect(fr.plural(.badge, count: 1_000_000) == "1000000 d’éléments")
    }

    @Test("Numbers are written in the language's digits and decimal sign, whatever the machine's locale")
    func numbers() throws {
        #expect(try VoiceLibrary.shared.phrasebook(for: "en").number(2.5) == "2.5")
        #expect(try VoiceLibrary.shared.phrasebook(for: "fr").number(2.5) == "2,5")
        #expect(try VoiceLibrary.shared.phrasebook(for: "de").number(-3) == "-3")
        let ar = try VoiceLibrary.shared.phrasebook(for: "ar")
        #expect(ar.number(50) == "٥٠")
        #expect(ar.number(2.5) == "٢٫٥")
        #expect(NumberStyle(digits: "٠١٢٣٤٥٦٧٨٩").localize("1 of 3") == "١ of ٣")
    }

    @Test(
        "A slider's percentage follows its language's CLDR pattern",
        arguments: [
            ("en", "50%"), ("fr", "50\u{202F}%"), ("de", "50\u{A0}%"), ("es", "50\u{A0}%"), ("ru", "50\u{A0}%"), ("ja", "50%"),
            ("ar", "٥٠٪"), ("zh-Hans", "50%"), ("zh-Hant", "50%"),
        ])
    func percentages(_ language: String, _ expected: String) throws {
        let document = try DocumentLoader.load(
            bytes: Array(#"{"earshot": 1, "language": "\#(language)", "root": {"Slider": "Volume", "value": 0.5}}"#.utf8))
        let transcript = try ScenarioRunner.run(document.scenario)
        let line = try #require(transcript.events.first?.text)
        #expect(line.contains(expected), "\(line)")
    }

    @Test("settings.language with no voice file, or not a language tag, is an error that lists the languages there are")
    func userLanguageIsChecked() throws {
        for language in ["sv", "x y", "pt-BR"] {
            var scenario = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "root": {"Button": "Save"}}"#.utf8)).scenario
            scenario.settings.language = language
            do {
                _ = try ScenarioRunner.run(scenario)
                Issue.record("\(language) ran")
            } catch {
                #expect(error.description.contains("ar, de, en, es, fr, ja, ru"), "\(error.description)")
                #expect(error.description.contains("\"\(language)\""))
            }
            #expect(throws: ScenarioError.self) { _ = try ScenarioRunner.dump(scenario.screen, settings: scenario.settings) }
        }
        // A region subtag of a language there is a voice for is that voice.
        var regional = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "root": {"Button": "Save"}}"#.utf8)).scenario
        regional.settings.language = "fr-CA"
        #expect(try ScenarioRunner.run(regional).events.first?.text == "Save, bouton")
    }

    @Test("A screen in a language without a voice file still runs, with English words for VoiceOver and a warning naming them")
    func screenLanguageFallsBack() throws {
        let document = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "language": "sv", "root": {"Button": "Spara"}}"#.utf8))
        var warnings: [InputWarning] = []
        #expect(try ScenarioRunner.run(document.scenario, warnings: &warnings).events.first?.text == "Spara, Button")
        let warning = try #require(warnings.first)
        #expect(warning.path == "language")
        #expect(warning.message.hasPrefix(#"Earshot has no phrasebook for the screen's language "sv" (no Voices/sv.json)"#), "\(warning)")
        #expect(warning.message.contains("spoken in English (en), the fallback"), "\(warning)")
        // A language the user set, or one with a voice file, warns of nothing.
        var chosen = document.scenario
        chosen.settings.language = "en"
        for scenario in [
            chosen, try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "language": "zh-TW", "root": {"Button": "x"}}"#.utf8)).scenario,
        ] {
            var none: [InputWarning] = []
            _ = try ScenarioRunner.run(scenario, warnings: &none)
            #expect(none.isEmpty, "\(none)")
        }
    }

    @Test(
        "Chinese tags take the phrasebook of their script: Simplified for zh, CN and SG, Traditional for TW, HK and MO",
        arguments: [
            ("zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"),
            ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
            ("ZH-tw", "zh-Hant"),
        ])
    func chineseTagsResolve(_ tag: String, _ phrasebook: String) throws {
        #expect(VoiceLibrary.voiceFileName(for: tag) == phrasebook)
        #expect(try VoiceLibrary.shared.userPhrasebook(for: tag).language == phrasebook)
        #expect(try VoiceLibrary.shared.phrasebook(for: tag).language == phrasebook)
        let button = phrasebook == "zh-Hans" ? "按钮" : "按鈕"
        // The screen's language (the app set to Chinese), and the user's (--language).
        let screen = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "language": "\#(tag)", "root": {"Button": "OK"}}"#.utf8))
        #expect(try ScenarioRunner.run(screen.scenario).events.first?.text == "OK，\(button)")
        var english = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "root": {"Button": "OK"}}"#.utf8)).scenario
        english.settings.language = tag
        #expect(try ScenarioRunner.run(english).events.first?.text == "OK，\(button)")
    }

    @Test("VoiceOver's own words follow the app's language unless the user sets one: 标题 in a zh-CN app, Heading under --language en")
    func chineseWordsFollowTheApp() throws {
        let text =
            #"{"earshot": 1, "language": "zh-CN", "root": {"VStack": [{"Text": "设置", "accessibilityHeading": "h1"}, {"Button": "保存"}]}}"#
        var scenario = try DocumentLoader.load(bytes: Array(text.utf8)).scenario
        #expect(try ScenarioRunner.run(scenario).lines == ["设置，标题", "保存，按钮"])
        scenario.settings.language = "en"
        #expect(try ScenarioRunner.run(scenario).lines == ["设置, Heading", "保存, Button"])
        scenario.settings.language = "zh-Hant"
        #expect(try ScenarioRunner.run(scenario).lines == ["设置，標題", "保存，按鈕"])
    }

    @Test(
        "Under --language zh-Hans or zh-Hant, VoiceOver's own words on a heading, a button, a switch, a slider and a text field hold no Latin letter",
        arguments: ["zh-Hans", "zh-Hant"])
    func chineseWordsHaveNoLatinLetters(_ language: String) throws {
        let text = #"""
            {"earshot": 1, "root": {"VStack": [{"Text": "Settings", "accessibilityHeading": "h1"}, {"Button": "Save"},
              {"Toggle": "Sync", "isOn": true}, {"Slider": "Volume", "value": 0.5}, {"TextField": "Name"}]}}
            """#
        var scenario = try DocumentLoader.load(bytes: Array(text.utf8)).scenario
        scenario.settings.language = language
        let transcript = try ScenarioRunner.run(scenario)
        #expect(transcript.events.count >= 5)
        var own = 0
        for event in transcript.events {
            for part in event.parts where part.language == language {
                own += 1
                #expect(part.text.range(of: "[A-Za-z]", options: .regularExpression) == nil, "\(language): \(part.text) in \(event.text)")
            }
        }
        #expect(own >= 8, "\(language): only \(own) parts in VoiceOver's language")
    }

    @Test("Arabic, Hebrew, Persian and Urdu lay out right to left unless the screen says otherwise")
    func rightToLeftLanguages() throws {
        for language in ["ar", "he", "fa", "ur", "ar-EG", "HE"] {
            #expect(LayoutDirection.natural(forLanguage: language) == .rightToLeft, "\(language)")
            let document = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "language": "\#(language)", "root": {"Text": "x"}}"#.utf8))
            #expect(document.scenario.screen.layoutDirection == .rightToLeft)
        }
        for language in ["en", "ja", "ru", "arn"] { #expect(LayoutDirection.natural(forLanguage: language) == .leftToRight, "\(language)") }
        let forced = try DocumentLoader.load(
            bytes: Array(#"{"earshot": 1, "language": "ar", "layoutDirection": "leftToRight", "root": {"Text": "x"}}"#.utf8))
        #expect(forced.scenario.screen.layoutDirection == .leftToRight)
        #expect(Screen(language: "he", root: Node(.text, title: "x")).layoutDirection == .rightToLeft)
        #expect(Screen(language: "he", layoutDirection: .leftToRight, root: Node(.text, title: "x")).layoutDirection == .leftToRight)
    }

    @Test("On a right-to-left device the steps shown name the mirrored swipe; next stays next")
    func mirroredSwipes() {
        #expect(Step.gesture(.next).summary(rightToLeft: true) == "next (swipe left)")
        #expect(Step.gesture(.previous).summary(rightToLeft: true) == "previous (swipe right)")
        #expect(Step.gesture(.next).summary(rightToLeft: false) == "next")
        #expect(Step.gesture(.first).summary(rightToLeft: true) == "first")
    }

    @Test("An element's parts carry their languages: the label the element's, VoiceOver's words the user's")
    func partLanguages() throws {
        var scenario = try DocumentLoader.load(
            bytes: Array(
                #"{"earshot": 1, "language": "fr", "root": {"VStack": [{"Toggle": "Wi-Fi", "isOn": true}, {"Button": "Save", "accessibilityLanguage": "en"}]}}"#
                    .utf8)
        ).scenario
        scenario.settings.language = "ru"
        let transcript = try ScenarioRunner.run(scenario)
        let first = try #require(transcript.events.first)
        #expect(first.parts.map(\.language) == ["fr", "ru", "ru"])
        #expect(first.text == "Wi-Fi, Кнопка-переключатель, Вкл.")
        let save = try #require(transcript.events.first { $0.text.hasPrefix("Save") })
        #expect(save.parts.map(\.language) == ["en", "ru"])
    }
}
