import Earshot
import EarshotBase
import Foundation

/// `earshot voices`: the languages of `Voices/`, each with its eSpeak NG voice, direction and
/// how its phrases are known: the grades device (heard on a device or written in Apple's
/// documentation), library (AccessibilitySnapshot's string tables), developer (developers'
/// published notes), cldr (Unicode CLDR) and guess, as `Documentation/GUIDE.md`'s "Languages" section explains.
struct VoicesCommand {
    var options: VoicesOptions

    func run() throws -> Int32 {
        let library = VoiceLibrary.shared
        guard !library.languages.isEmpty else {
            throw InputErrorMessage(
                "no voice file in \(library.directory?.path ?? "Earshot's built-in voices"); EARSHOT_VOICES names a folder of them")
        }
        var books: [Phrasebook] = []
        for language in library.languages {
            do { books.append(try library.phrasebook(for: language)) } catch { throw InputErrorMessage(error.message) }
        }
        switch options.format {
        case .text: Terminal.write(Self.table(books), what: "the voice table")
        case .json: Terminal.write(Self.json(books), what: "the voice table")
        }
        return CommandLineTool.Exit.success
    }

    static let grades = PhraseGrade.allCases

    /// How many phrases have a source: every grade but `guess`.
    static func sourced(_ counts: [PhraseGrade: Int]) -> Int {
        grades.filter { $0 != .guess }.map { counts[$0] ?? 0 }.reduce(0, +)
    }

    /// One row per language, columns aligned.
    static func table(_ books: [Phrasebook]) -> String {
        var rows = [["LANGUAGE", "NAME", "ESPEAK NG VOICE", "DIRECTION", "PHRASES", "SOURCED"] + grades.map { $0.rawValue.uppercased() }]
        for book in books {
            let counts = book.gradeCounts
            rows.append(
                [
                    book.language, book.name, book.speech.espeakVoice ?? book.language,
                    book.direction == .rightToLeft ? "right to left" : "left to right", String(Phrase.allCases.count),
                    String(sourced(counts)),
                ] + grades.map { String(counts[$0] ?? 0) })
        }
        // A voice file's name may hold characters a terminal acts on: escaped, as every other output escapes them.
        rows = rows.map { $0.map(TranscriptText.escaped) }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ books: [Phrasebook]) -> String {
        func quoted(_ text: String) -> String {
            var out = "\""
            JSONSerializer.appendEscaped(text, to: &out)
            return out + "\""
        }
        let entries = books.map { book in
            let counts = book.gradeCounts
            let graded = grades.map { "\(quoted($0.rawValue)): \(counts[$0] ?? 0)" }.joined(separator: ", ")
            return """
                    {"language": \(quoted(book.language)), "name": \(quoted(book.name)), \
                "espeakVoice": \(quoted(book.speech.espeakVoice ?? book.language)), \
                "direction": \(quoted(book.direction.rawValue)), "phrases": \(Phrase.allCases.count), \
                "sourced": \(sourced(counts)), "grades": {\(graded)}}
                """
        }
        return "{\n  \"earshot\": 1,\n  \"voices\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}

/// A broken voice file or missing folder: exit 65 (the tool writes "error: " before it).
struct InputErrorMessage: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

extension Command {
    /// `earshot voices`.
    static let voices = Command(
        name: "voices",
        abstract: "List VoiceOver's languages: eSpeak NG voice and how their phrases are known.",
        overview: """
            List the languages Earshot speaks VoiceOver's words in (Voices/*.json):
            each one's eSpeak NG voice, its direction, and how many of its phrases are known
            from a device, from a library's string table, from a developer's note, from CLDR,
            or guessed. A guess is Earshot's best wording: check it on a device.
            """,
        usage: "earshot voices [options]",
        options: [.format, .helpFlag],
        files: .none,
        statuses: [
            (CommandLineTool.Exit.success, "The languages were listed."), Status.usage,
            (CommandLineTool.Exit.badInput, "A voice file in Voices/ cannot be read or breaks the format, or there is no Voices folder."),
            Status.output,
        ],
        run: { try VoicesCommand(options: $0).run() }
    )
}
