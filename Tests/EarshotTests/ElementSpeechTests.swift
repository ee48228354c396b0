import Testing

@testable import Earshot

// What one element says (VOICEOVER.md §1, §7; FORMAT.md §3.1), one rule per test.

/// The line and the hint of each element of a screen whose root is `root`, as focus landing on
/// it would speak them (with the descriptions of the containers it enters).
private struct Spoken {
    var lines: [String]
    var hints: [String?]
    var parts: [[SpokenPart]]

    init(_ root: String, _ extra: String = "", settings: Settings = Settings()) throws {
        let built = try BuiltScreen(root, extra)
        let speech = ElementSpeech(phrases: try VoiceLibrary.shared.phrasebook(for: "en"), settings: settings)
        var entered: Set<Int> = []
        var lines: [String] = []
        var parts: [[SpokenPart]] = []
        for element in built.list.elements {
            let containers = element.containers.filter { !entered.contains($0) }.map { built.list.containers[$0] }
            entered.formUnion(element.containers)
            let line = speech.line(element, entering: containers)
            lines.append(line.text)
            parts.append(line.parts)
        }
        self.lines = lines
        self.parts = parts
        self.hints = built.list.elements.map { speech.hint($0)?.text }
    }

    var line: String? { lines.first }
    var hint: String? { hints.first ?? nil }
}

private func settings(_ change: (inout Settings) -> Void) -> Settings {
    var settings = Settings()
    change(&settings)
    return settings
}

@Suite("Element speech: parts and trait words")
struct TraitWordTests {
    @Test("A button says its label, then Button")
    func button() throws {
        #expect(try Spoken(#"{"Button": "Sign in"}"#).line == "Sign in, Button")
    }

    @Test("Static text says only its label")
    func staticText() throws {
        #expect(try Spoken(#"{"Text": "Welcome to Kuchi"}"#).line == "Welcome to Kuchi")
    }

    @Test("Trait words come in VoiceOver's fixed order: Dimmed, Button, Heading, Link, Adjustable, Image, Search field")
    func traitOrder() throws {
        let root =
            #"{"Button": "Play", "disabled": true, "accessibilityAddTraits": ["isSearchField", "isImage", "adjustable", "isLink", "isHeader"]}"#
        #expect(try Spoken(root).line == "Play, Dimmed, Button, Heading, Link, Adjustable, Image, Search field")
    }

    @Test("Dimmed, never \"disabled\", comes first among the trait words")
    func dimmed() throws {
        #expect(try Spoken(#"{"Button": "Save", "disabled": true}"#).line == "Save, Dimmed, Button")
    }

    @Test("The value comes between the label and the trait words")
    func valueBeforeTraits() throws {
        #expect(try Spoken(#"{"Slider": "Volume", "value": 0.6}"#).line == "Volume, 60%, Adjustable")
        #expect(try Spoken(#"{"TextField": "Title", "text": "Heron"}"#).line == "Title, Heron, Text field")
    }

    @Test("A heading says Heading after its label")
    func heading() throws {
        #expect(try Spoken(#"{"Text": "Settings", "accessibilityHeading": "h2"}"#).line == "Settings, Heading")
    }

    @Test("Selected is a prefix on current iOS")
    func selectedPrefix() throws {
        #expect(try Spoken(#"{"Button": "Home", "accessibilityAddTraits": ["isSelected"]}"#).line == "Selected, Home, Button")
    }

    @Test("A switch says Switch button, then its state On or Off")
    func switchWording() throws {
        #expect(try Spoken(#"{"Toggle": "Remember me", "isOn": false}"#).line == "Remember me, Switch button, Off")
        #expect(try Spoken(#"{"Toggle": "Remember me", "isOn": true}"#).line == "Remember me, Switch button, On")
    }

    @Test("A switch never also says Button")
    func switchIsNotButton() throws {
        let line = try Spoken(#"{"Toggle": "Wi-Fi", "isOn": true, "accessibilityAddTraits": ["isButton"]}"#).line
        #expect(line == "Wi-Fi, Switch button, On")
    }

    @Test("A keyboard key says no Button")
    func keyboardKey() throws {
        #expect(try Spoken(#"{"Button": "Q", "accessibilityAddTraits": ["isKeyboardKey"]}"#).line == "Q")
    }

    @Test("Static text, updates frequently, plays sound, starts media session and summary say no word")
    func silentTraits() throws {
        let root =
            #"{"Text": "Now", "accessibilityAddTraits": ["isStaticText", "updatesFrequently", "playsSound", "startsMediaSession", "isSummaryElement", "allowsDirectInteraction", "causesPageTurn"]}"#
        #expect(try Spoken(root).line == "Now")
    }

    @Test("A secure field says Secure text field and masks its text")
    func secureField() throws {
        #expect(try Spoken(#"{"SecureField": "Password", "text": "abc"}"#).line == "Password, •••, Secure text field")
    }

    @Test("A selected tab: Selected, label, Tab, position; and Tab bar when focus enters the bar")
    func tab() throws {
        let spoken = try Spoken(#"{"TabBar": [{"Tab": "Home", "selected": true}, {"Tab": "Search"}]}"#)
        #expect(spoken.lines == ["Tab bar, Selected, Home, Tab, 1 of 2", "Search, Tab, 2 of 2"])
    }

    @Test("A contain container's label is spoken when focus first enters it, before the child")
    func containEntry() throws {
        let spoken = try Spoken(
            #"{"VStack": [{"Button": "Play"}, {"Button": "Fast-forward 30 seconds"}], "accessibilityElement": "contain", "accessibilityLabel": "Mini Player"}"#
        )
        #expect(spoken.lines == ["Mini Player, Play, Button", "Fast-forward 30 seconds, Button"])
    }

    @Test("Container descriptions are left out when the setting is off")
    func noContainerDescriptions() throws {
        let spoken = try Spoken(#"{"TabBar": [{"Tab": "Home"}]}"#, settings: settings { $0.containerDescriptions = false })
        #expect(spoken.line == "Home, Tab, 1 of 1")
    }

    @Test("A segment says Button and its position")
    func segment() throws {
        let spoken = try Spoken(#"{"Picker": "Filter", "options": ["Segment A", "B", "C"], "selection": "B", "pickerStyle": "segmented"}"#)
        #expect(spoken.lines == ["Filter, Segment A, Button, 1 of 3", "Selected, B, Button, 2 of 3", "C, Button, 3 of 3"])
    }

    @Test("Trait words are VoiceOver's; the label is in the element's language")
    func languages() throws {
        let spoken = try Spoken(#"{"Button": "保存", "accessibilityLanguage": "ja"}"#)
        #expect(spoken.parts.first?.map(\.language) == ["ja", "en"])
    }

    @Test("A control's number is VoiceOver's, in its language; a value the app set is the app's")
    func controlValues() throws {
        let written = try Spoken(#"{"Slider": "Lautstärke", "value": 0.6, "accessibilityLanguage": "de"}"#)
        #expect(written.line == "Lautstärke, 60%, Adjustable")
        #expect(written.parts.first?.map(\.language) == ["de", "en", "en"], "the percentage is VoiceOver's")
        let set = try Spoken(#"{"Slider": "Lautstärke", "value": 0.6, "accessibilityLanguage": "de", "accessibilityValue": "laut"}"#)
        #expect(set.line == "Lautstärke, laut, Adjustable")
        #expect(set.parts.first?.map(\.language) == ["de", "de", "en"], "the app's value is in the element's language")
        let stepper = try Spoken(#"{"Stepper": "Menge", "value": 3, "accessibilityLanguage": "de"}"#)
        #expect(stepper.parts.first?.map(\.language) == ["de", "en", "en"])
    }
}

@Suite("Element speech: hints")
struct HintTests {
    @Test("A switch has the system hint Double tap to toggle setting")
    func switchHint() throws {
        #expect(try Spoken(#"{"Toggle": "Remember me", "isOn": false}"#).hint == "Double tap to toggle setting")
    }

    @Test("A text field has the system hint Double tap to edit")
    func textFieldHint() throws {
        #expect(try Spoken(#"{"TextField": "Title"}"#).hint == "Double tap to edit")
        #expect(try Spoken(#"{"SearchField": "Search"}"#).hint == "Double tap to edit")
    }

    @Test("An adjustable element has the system hint about swiping up or down")
    func adjustableHint() throws {
        #expect(try Spoken(#"{"Slider": "Volume", "value": 0.5}"#).hint == "Swipe up or down with one finger to adjust the value")
    }

    @Test("A button has no system hint: no double tap to activate on iOS")
    func buttonNoHint() throws {
        #expect(try Spoken(#"{"Button": "Sign in"}"#).hint == nil)
    }

    @Test("A dimmed element gets no system hint")
    func dimmedNoSystemHint() throws {
        #expect(try Spoken(#"{"Toggle": "Remember me", "isOn": false, "disabled": true}"#).hint == nil)
        #expect(try Spoken(#"{"TextField": "Title", "disabled": true}"#).hint == nil)
    }

    @Test("A dimmed element keeps its custom hint")
    func dimmedKeepsCustomHint() throws {
        let spoken = try Spoken(#"{"TextField": "Title", "disabled": true, "accessibilityHint": "Unlock the note to edit"}"#)
        #expect(spoken.hint == "Unlock the note to edit")
    }

    @Test("A custom hint comes before a switch's system hint")
    func customThenSystem() throws {
        let spoken = try Spoken(#"{"Toggle": "Sync", "isOn": true, "accessibilityHint": "Uses mobile data"}"#)
        #expect(spoken.hint == "Uses mobile data, Double tap to toggle setting")
    }

    // cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift: a text field's system
    // hint replaces a custom hint.
    @Test("A text field's system hint replaces its custom hint")
    func textFieldReplacesCustomHint() throws {
        let spoken = try Spoken(#"{"TextField": "Title", "accessibilityHint": "Shown in the list"}"#)
        #expect(spoken.hint == "Double tap to edit")
    }

    @Test("Speak Hints off: no hint at all")
    func hintsOff() throws {
        let spoken = try Spoken(
            #"{"TextField": "Title", "accessibilityHint": "Shown in the list"}"#, settings: settings { $0.speakHints = false })
        #expect(spoken.hint == nil)
    }

    @Test("With no label and no value, the hint takes the label's place and is not repeated")
    func hintPromoted() throws {
        let spoken = try Spoken(#"{"Button": "", "accessibilityHint": "Opens settings"}"#)
        #expect(spoken.line == "Opens settings, Button")
        #expect(spoken.hint == nil)
    }

    @Test("A promoted hint does not take the text field's system hint with it")
    func promotedHintKeepsSystemHint() throws {
        // cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift: promotion clears the
        // custom hint, then the default hints are added; only the adjustable one is skipped for a
        // hint-only element.
        let spoken = try Spoken(#"{"TextField": "", "accessibilityHint": "Your full name"}"#)
        #expect(spoken.line == "Your full name, Text field")
        #expect(spoken.hint == "Double tap to edit")
    }

    @Test("A switch with no label promotes its hint; its state does not count as a value")
    func switchHintOnly() throws {
        // cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift: a switch's value is
        // suppressed, so the base is empty and the hint is promoted; the default hints then add the
        // switch hint.
        let spoken = try Spoken(#"{"Toggle": "", "isOn": false, "accessibilityHint": "Dark mode"}"#)
        #expect(spoken.line == "Dark mode, Switch button, Off")
        #expect(spoken.hint == "Double tap to toggle setting")
    }

    @Test("With a value but no label, the hint is not promoted")
    func hintNotPromotedWithValue() throws {
        let spoken = try Spoken(#"{"Text": "", "accessibilityValue": "3", "accessibilityHint": "Unread messages"}"#)
        #expect(spoken.line == "3")
        #expect(spoken.hint == "Unread messages")
    }
}

@Suite("Element speech: actions")
struct ActionsAvailableTests {
    @Test("Custom actions add Actions available when Verbosity > Actions is Speak")
    func speak() throws {
        #expect(try Spoken(#"{"Button": "Mail", "accessibilityActions": ["Delete", "Archive"]}"#).line == "Mail, Button, Actions available")
    }

    @Test("Actions available is the last part, after the position")
    func lastPart() throws {
        let spoken = try Spoken(
            #"{"TabBar": [{"Tab": "Inbox", "accessibilityActions": ["Mark all read"]}]}"#,
            settings: settings { $0.containerDescriptions = false })
        #expect(spoken.line == "Inbox, Tab, 1 of 1, Actions available")
    }

    @Test("Actions available is not spoken for Sound, Pitch or None", arguments: [ActionsVerbosity.sound, .pitch, .none])
    func notSpoken(verbosity: ActionsVerbosity) throws {
        let spoken = try Spoken(
            #"{"Button": "Mail", "accessibilityActions": ["Delete"]}"#, settings: settings { $0.actions = verbosity })
        #expect(spoken.line == "Mail, Button")
    }

    @Test("No custom actions, no Actions available")
    func none() throws {
        #expect(try Spoken(#"{"Button": "Mail"}"#).line == "Mail, Button")
    }

    @Test("A combined element with a second button says Actions available")
    func combinedButtons() throws {
        let spoken = try Spoken(
            #"{"VStack": [{"Text": "Episode 12"}, {"Button": "Play"}, {"Button": "Download"}], "accessibilityElement": "combine"}"#)
        #expect(spoken.line == "Episode 12, Button, Actions available")
    }
}

@Suite("Element speech: punctuation and spelling")
struct PunctuationTests {
    private func apply(_ text: String, _ level: PunctuationLevel) throws -> String {
        Punctuation(phrases: try VoiceLibrary.shared.phrasebook(for: "en")).apply(text, level: level)
    }

    @Test("At All, \"Hello, world\" becomes \"Hello comma world\"")
    func allComma() throws {
        let spoken = try Spoken(#"{"Text": "Hello, world"}"#, settings: settings { $0.punctuation = .all })
        #expect(spoken.line == "Hello comma world")
    }

    @Test("At Some, sentence punctuation is left as is (pauses)")
    func someLeavesComma() throws {
        #expect(try Spoken(#"{"Text": "Hello, world"}"#).line == "Hello, world")
        #expect(try apply("Done. Really?", .some) == "Done. Really?")
    }

    @Test("At Some, … is spoken as ellipsis")
    func ellipsis() throws {
        #expect(try apply("Loading…", .some) == "Loading ellipsis")
    }

    @Test("At Some, # is spoken as hashtag")
    func hashtag() throws {
        #expect(try apply("#1 in charts", .some) == "hashtag 1 in charts")
    }

    @Test("At Some, £ is spoken as pound sign")
    func pound() throws {
        #expect(try apply("£5", .some) == "pound sign 5")
    }

    @Test("At Some, - before a digit is spoken as minus")
    func minus() throws {
        #expect(try apply("-5", .some) == "minus 5")
        #expect(try apply("It is -5 outside", .some) == "It is minus 5 outside")
    }

    @Test("A hyphen between digits or words is not minus; between words it is a pause, like a comma")
    func hyphenNotMinus() throws {
        #expect(try apply("5-3", .some) == "5-3")
        #expect(try apply("COVID-19", .some) == "COVID-19")
        #expect(try apply("well-known", .some) == "well-known")
        #expect(try apply("well-known", .none) == "well-known")
        #expect(try apply("Loading… well-known", .some) == "Loading ellipsis well-known")
        #expect(try apply("well-known", .all) == "well dash known")
    }

    @Test("At Some, a run of one counted sign is its count, in the language's plural forms")
    func countedRuns() throws {
        #expect(try apply("Score ??? points", .some) == "Score 3 question marks points")
        #expect(try apply("Wow!!!", .some) == "Wow 3 exclamation marks")
        #expect(try apply("Really??", .some) == "Really 2 question marks")
        #expect(try apply("Really?", .some) == "Really?")
        #expect(try apply("Really?!", .some) == "Really?!")
    }

    @Test("At All, a single sign is named and a run counted; at None a run stays a pause")
    func countedRunsAtOtherLevels() throws {
        #expect(try apply("Really?", .all) == "Really question mark")
        #expect(try apply("Score ??? points", .all) == "Score 3 question marks points")
        #expect(try apply("Score ??? points", .none) == "Score ??? points")
    }

    @Test("The count's form follows the voice's plural rules, not a hard-coded English s")
    func countedPlural() throws {
        var phrases = try VoiceLibrary.shared.phrasebook(for: "en")
        phrases.countedPunctuation["?"] = ["one": "{count} Q", "other": "{count} Qs"]
        phrases.plurals = try PluralRules(rules: ["one": "i = 2"])
        #expect(Punctuation(phrases: phrases).apply("??", level: .some) == "2 Q")
        #expect(Punctuation(phrases: phrases).apply("???", level: .some) == "3 Qs")
    }

    @Test("Three dots are an ellipsis like …, and the middle dot is named")
    func asciiEllipsisAndMiddleDot() throws {
        #expect(try apply("Loading...", .some) == "Loading ellipsis")
        #expect(try apply("Loading...", .all) == "Loading ellipsis")
        #expect(try apply("Loading...", .none) == "Loading")
        #expect(try apply("Done.", .some) == "Done.")
        #expect(try apply("Tea · Coffee", .some) == "Tea middle dot Coffee")
        #expect(try apply("Tea · Coffee", .none) == "Tea Coffee")
    }

    @Test("At All, every sign is named")
    func allSigns() throws {
        #expect(try apply("Don't stop!", .all) == "Don apostrophe t stop exclamation mark")
        #expect(try apply("-5", .all) == "minus 5")
        #expect(try apply("Loading…", .all) == "Loading ellipsis")
    }

    @Test("At None, the signs Some would name are left out")
    func noneNamesNothing() throws {
        #expect(try apply("Loading…", .none) == "Loading")
        #expect(try apply("Hello, world", .none) == "Hello, world")
    }

    @Test("Punctuation applies to the app's text, not to the separators between parts")
    func separatorsUntouched() throws {
        let spoken = try Spoken(#"{"Button": "Sign in"}"#, settings: settings { $0.punctuation = .all })
        #expect(spoken.line == "Sign in, Button")
    }

    @Test("accessibilitySpeech punctuation reads that element at All")
    func elementPunctuation() throws {
        let spoken = try Spoken(#"{"Text": "a, b", "accessibilitySpeech": {"punctuation": true}}"#)
        #expect(spoken.line == "a comma b")
    }

    @Test("spellsOutCharacters reads one character at a time")
    func spellOut() throws {
        let spoken = try Spoken(#"{"Text": "AB12", "accessibilitySpeech": {"spellsOutCharacters": true}}"#)
        #expect(spoken.line == "A B 1 2")
        #expect(spoken.parts.first?.first?.spellsOutCharacters == true)
        #expect(Punctuation.spellOut("Code 42") == "C o d e 4 2")
    }

    @Test("pitch and IPA travel with the element's own parts only")
    func speechAttributes() throws {
        let spoken = try Spoken(#"{"Button": "Kuchi", "accessibilitySpeech": {"pitch": 1.5, "ipa": "ˈkuːtʃi"}}"#)
        let parts = try #require(spoken.parts.first)
        #expect(parts.map(\.pitch) == [1.5, nil])
        #expect(parts.map(\.ipa) == ["ˈkuːtʃi", nil])
    }
}

@Suite("Element speech: percentages of any size")
struct PercentTests {
    @Test(
        "Any value and range give a whole percentage from 0 to 100, never a trap",
        arguments: [
            (1e19, 0.0...1.0, 100), (0.5, 0.0...1e-300, 100), (-1e19, 0.0...1.0, 0), (0.25, 0.0...1.0, 25),
            (0.0, -1.7e308...1.7e308, 50), (1.7e308, -1.7e308...1.7e308, 100), (Double.nan, 0.0...1.0, 0),
            (Double.infinity, 0.0...1.0, 100), (-Double.infinity, 0.0...1.0, 0), (5e307, 0.0...1e308, 50), (3, 3.0...3.0, 0),
        ] as [(Double, ClosedRange<Double>, Int)])
    func wholePercent(value: Double, range: ClosedRange<Double>, expected: Int) {
        #expect(ElementListBuilder.wholePercent(value, of: range) == expected)
    }
}

@Suite("VoiceOver's words, made once")
struct SpeechWordTests {
    @Test("A word is the phrasebook's part of speech, in every language, made from the phrasebook the rules were given")
    func wordsFollowThePhrasebook() throws {
        let library = VoiceLibrary()
        for language in library.languages {
            let book = try library.phrasebook(for: language)
            let speech = ElementSpeech(phrases: book, settings: Settings())
            for key in Phrase.allCases { #expect(speech.word(key) == book.part(key), "\(language) \(key)") }
            // Japanese words carry kana readings, which the words keep.
            if language == "ja" { #expect(Phrase.allCases.contains { speech.word($0).voicing != nil }) }
            #expect(speech.word(.position, ["index": "2", "count": "5"]) == book.part(.position, ["index": "2", "count": "5"]))
            var changed = book
            changed.phrases[.traitButton] = "Knopf"
            #expect(ElementSpeech(phrases: changed, settings: Settings()).word(.traitButton).text == "Knopf")
            #expect(speech.word(.traitButton) == book.part(.traitButton), "rules made before keep their words")
        }
    }
}
