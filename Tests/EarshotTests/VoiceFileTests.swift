import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

// Voice files (`Voices/<language>.json`) are read and checked whole: every phrase the code
// speaks is a declared `Phrase`, and a missing or broken one is an error naming file and key.

/// A private Voices folder holding English as shipped, changed by `edit`, plus `others`.
private func voices(editing edit: (inout [String: Any]) -> Void = { _ in }, others: [String: String] = [:]) throws -> VoiceLibrary {
    let shipped = try #require(try VoiceLibrary().voiceFile(named: "en")).bytes
    var english = try #require(try JSONSerialization.jsonObject(with: Data(shipped)) as? [String: Any])
    edit(&english)
    let folder = scratchFolder.appendingPathComponent("earshot-voices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: english, options: [.sortedKeys]).write(to: folder.appendingPathComponent("en.json"))
    for (name, text) in others { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return VoiceLibrary(directory: folder)
}

private func editPhrases(_ change: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
    { file in
        var phrases = file["phrases"] as? [String: Any] ?? [:]
        change(&phrases)
        file["phrases"] = phrases
    }
}

/// The error loading `language` gives, or nil when it loads.
private func loadError(_ library: VoiceLibrary, _ language: String = "en") -> VoiceError? {
    do {
        _ = try library.phrasebook(for: language)
        return nil
    } catch {
        return error
    }
}

@Suite("Voice files: read and checked whole")
struct VoiceFileTests {
    @Test("Every Voices/*.json of the repository is built in, byte for byte, and nothing else")
    func everyVoiceFileIsBuiltIn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Voices")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.contains("en.json"))
        #expect(EmbeddedVoices.files.keys.sorted() == names.map { String($0.dropLast(".json".count)) }.sorted())
        for name in names {
            let onDisk = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(EmbeddedVoices.files[String(name.dropLast(".json".count))].map { Array($0.utf8) } == onDisk, "\(name)")
        }
        let builtIn = VoiceLibrary(directory: nil)
        if builtIn.directory == nil {  // EARSHOT_VOICES is not set
            #expect(builtIn.languages == names.map { String($0.dropLast(".json".count)) }.sorted())
            #expect(try builtIn.voiceFile(named: "en")?.name == "Voices/en.json (built in)")
        }
    }

    @Test("The shipped English voice gives every phrase and every sound a text")
    func englishIsComplete() throws {
        let english = try VoiceLibrary.shared.phrasebook(for: "en")
        for key in Phrase.allCases {
            #expect(!english.phrase(key).isEmpty, "\(key.rawValue)")
        }
        for sound in Sound.allCases {
            #expect(english.sound(sound) != "", "\(sound.rawValue)")
        }
    }

    @Test("Phrases are equal exactly when they are the same case, and hash as such")
    func phrasesCompareByCase() throws {
        let all = Phrase.allCases
        #expect(Set(all.map(\.caseNumber)).count == all.count)
        for (i, a) in all.enumerated() {
            #expect(Phrase(rawValue: a.rawValue) == a)
            for (j, b) in all.enumerated() { #expect((a == b) == (i == j), "\(a) and \(b)") }
        }
        let table = Dictionary(uniqueKeysWithValues: all.map { ($0, $0.rawValue) })
        #expect(all.allSatisfy { table[$0] == $0.rawValue })
    }

    @Test("A phrase reads the book's text of that phrase, and follows a change of the book")
    func phraseTextsFollowTheBook() throws {
        var book = try VoiceLibrary().phrasebook(for: "en")
        for key in Phrase.allCases {
            #expect(book.phrase(key) == book.phrases[key] ?? book.pluralPhrases[key]?["other"], "\(key)")
        }
        #expect(book.phrase(.traitButton) == "Button")
        book.phrases[.traitButton] = "Knopf"
        #expect(book.phrase(.traitButton) == "Knopf")
        #expect(book.phrase(.position, ["index": "2", "count": "5"]) == "2 of 5")
    }

    @Test("Every system rotor option is spoken by its own phrase, named after it; a custom rotor by its name")
    func rotorNames() {
        for option in RotorOption.system {
            #expect(Phrase.rotor(option)?.rawValue == "rotor." + option.rawValue)
        }
        #expect(Phrase.rotor(.custom("Unread")) == nil)
        #expect(RotorOption(rawValue: "Unread") == .custom("Unread"))
        #expect(RotorOption(rawValue: "headings") == .headings)
    }

    @Test("A phrase missing from a voice file is an error naming the file and the key")
    func missingPhrase() throws {
        let library = try voices(editing: editPhrases { $0["trait.button"] = nil })
        let error = try #require(loadError(library))
        #expect(error.description.contains("en.json"))
        #expect(error.description.contains("\"trait.button\""))
        #expect(error.input?.path == "phrases")
    }

    @Test("A symbol's label is cited: an entry without a source, a guessed one or a name no symbol has is an error")
    func symbolLabelsAreCited() throws {
        let english = try VoiceLibrary.shared.phrasebook(for: "en")
        #expect(english.symbolLabel("plus") == "Add")
        #expect(english.symbolGrades["plus"] == .developer)
        #expect(english.symbolLabel("trash") == nil)
        let broken: [(String, [String: Any], String, String)] = [
            ("plus", ["text": "Add", "grade": "developer"], #"found no "source""#, ""),
            ("plus", ["grade": "developer"], #"found no "text" and no "source""#, ""),
            ("plus", ["text": "  ", "grade": "device", "source": "a walk"], "found a string of only spaces", ".text"),
            ("plus", ["text": "Add", "grade": "device", "source": " \n"], "found a string of only spaces", ".source"),
            ("plus", ["text": "Add", "grade": "guess", "source": "none"], #"grade other than "guess""#, ".grade"),
            ("Plus", ["text": "Add", "grade": "device", "source": "a walk"], "SF Symbol name", ""),
            // Each part of a citation named with what was found (all three were one message).
            ("plus", ["text": "", "grade": "device", "source": "a walk"], "found an empty string", ".text"),
            ("plus", ["text": "Add", "grade": "device", "source": ""], "found an empty string", ".source"),
        ]
        for (name, entry, words, part) in broken {
            let library = try voices(editing: { $0["symbols"] = [name: entry] })
            let error = try #require(loadError(library))
            #expect(error.description.contains(words), "\(error.description)")
            #expect(error.input?.path == "symbols.\(name)\(part)")
        }
    }

    @Test("A voice file's syntax error, as a symbol named twice, says its line and column")
    func duplicateSymbolHasAPlace() throws {
        let duplicated = #"{"earshot": 1, "language": "fr", "symbols": {"plus": {}, "plus": {}}}"#
        let library = try voices(others: ["fr.json": duplicated])
        let error = try #require(loadError(library, "fr"))
        #expect(error.description.contains(#"duplicate key "plus""#))
        #expect(error.description.contains("fr.json:1:"), "the place, as for a screen file: \(error.description)")
    }

    @Test("A misspelt phrase key is an error with a suggestion")
    func unknownPhrase() throws {
        let library = try voices(
            editing: editPhrases {
                $0["trait.buton"] = $0["trait.button"]
                $0["trait.button"] = nil
            })
        let error = try #require(loadError(library))
        #expect(error.input?.path == "phrases.trait.buton")
        #expect(error.input?.suggestion?.contains("trait.button") == true)
    }

    @Test("A plural phrase lacking a form the language's rules use is an error")
    func missingPluralForm() throws {
        let library = try voices(editing: editPhrases { $0["badge"] = ["other": "{count} items"] })
        let error = try #require(loadError(library))
        #expect(error.input?.path == "phrases.badge")
        #expect(error.description.contains("\"one\""))
    }

    @Test("A phrase without its placeholder is an error")
    func missingPlaceholder() throws {
        let library = try voices(editing: editPhrases { $0["position"] = "{index} of many" })
        let error = try #require(loadError(library))
        #expect(error.input?.path == "phrases.position")
        #expect(error.description.contains("{count}"))
    }

    @Test("A missing sound name, punctuation table or counted form is an error")
    func missingTables() throws {
        let noSound = try voices { file in
            var sounds = file["sounds"] as? [String: Any] ?? [:]
            sounds["boundary"] = nil
            file["sounds"] = sounds
        }
        #expect(loadError(noSound)?.description.contains("\"boundary\"") == true)
        let noCounted = try voices { file in
            var punctuation = file["punctuation"] as? [String: Any] ?? [:]
            punctuation["counted"] = nil
            file["punctuation"] = punctuation
        }
        #expect(loadError(noCounted)?.description.contains("\"counted\"") == true)
        let noCount = try voices { file in
            var punctuation = file["punctuation"] as? [String: Any] ?? [:]
            punctuation["counted"] = ["?": ["one": "a question mark", "other": "{count} question marks"]]
            file["punctuation"] = punctuation
        }
        #expect(loadError(noCount)?.input?.path == "punctuation.counted.?")
    }

    @Test("A broken voice file is an error, not a silent fallback to English")
    func brokenFileIsAnError() throws {
        let library = try voices(others: ["fr.json": #"{"earshot": 1, "language": "fr", "phrases": {"#])
        let error = try #require(loadError(library, "fr-FR"))
        #expect(error.description.contains("fr.json"))
        let incomplete = try voices(others: ["fr.json": #"{"earshot": 1, "language": "fr", "phrases": {"selected": "Sélectionné"}}"#])
        #expect(loadError(incomplete, "fr")?.description.contains("fr.json") == true)
    }

    @Test("A language without a voice file is spoken with the English voice")
    func noFileMeansEnglish() throws {
        let library = try voices()
        #expect(try library.phrasebook(for: "sv").language == "en")
    }

    @Test("A scenario run with a broken voice fails with the voice file's error")
    func scenarioRunFails() throws {
        let library = try voices(editing: editPhrases { $0["hint.join"] = nil })
        let document = try DocumentLoader.load(bytes: Array(#"{"earshot": 1, "root": {"Button": "Save"}}"#.utf8))
        #expect {
            _ = try ScenarioRunner.run(document.scenario, voices: library)
        } throws: { error in
            String(describing: error).contains("\"hint.join\"")
        }
    }

    @Test("The separator and the hint join come from the voice file")
    func separatorsAreData() throws {
        let library = try voices(
            editing: editPhrases {
                $0["separator"] = " · "
                $0["hint.join"] = "; "
            })
        let speech = ElementSpeech(phrases: try library.phrasebook(for: "en"), settings: Settings())
        let document = try DocumentLoader.load(
            bytes: Array(#"{"earshot": 1, "root": {"Toggle": "Bluetooth", "isOn": true, "accessibilityHint": "Joins devices"}}"#.utf8))
        let screen = document.scenario.screen
        var builder = ElementListBuilder(screen: screen, phrases: speech.phrases)
        let element = try #require(builder.build(LiveTree(screen: screen).top.root).elements.first)
        #expect(speech.line(element).text == "Bluetooth · Switch button · On")
        #expect(speech.hint(element)?.text == "Joins devices; Double tap to toggle setting")
    }
}
