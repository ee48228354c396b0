import Earshot
import EarshotBraille
import EarshotTestSupport
import Foundation
import Testing

/// The repository's root, from this file's place in it.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// liblouis's own command line, when it is installed (Debian's liblouis-bin).
private let louTranslate = ["/usr/bin/lou_translate", "/usr/local/bin/lou_translate", "/opt/homebrew/bin/lou_translate"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The screens of Scenarios/Braille, one per language, with their golden files.
private func brailleScreens() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Scenarios/Braille").path)
        .filter { $0.hasSuffix(".screen.json") }.map { String($0.dropLast(".screen.json".count)) }.sorted()
}

/// The pairs of a `.braille` file: each `[braille]` line's cells and the print text under it.
private func cellsAndPrint(_ text: String) -> [(cells: String, print: String)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var pairs: [(cells: String, print: String)] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("[braille] ") && index + 1 < lines.count {
        pairs.append((String(line.dropFirst("[braille] ".count)), lines[index + 1].trimmingCharacters(in: .whitespaces)))
    }
    return pairs
}

/// `text` translated by `lou_translate unicode.dis,TABLE`: liblouis's own cells for it.
private func louTranslate(_ text: String, table: String) throws -> String {
    let run = try ChildProcess.run(
        URL(fileURLWithPath: try #require(louTranslate)), ["unicode.dis," + table], input: .bytes(Data((text + "\n").utf8)))
    // unicode.dis has no dots for a no-break space ("50 %"): lou_translate writes it as a print
    // space (U+00A0, or U+0020 with the German table), where a display (and translation to dots,
    // as Earshot asks) shows the blank cell.
    return run.output.trimmingCharacters(in: .newlines)
        .replacingOccurrences(of: "\u{A0}", with: "\u{2800}").replacingOccurrences(of: " ", with: "\u{2800}")
}

@Suite(
    "Each language's braille scenario, checked against liblouis's own lou_translate",
    .enabled(if: liblouisMissing == nil, "\(liblouisMissing ?? "")"))
struct BrailleGoldenTests {
    @Test("The golden file is what the display shows for the screen now", arguments: try brailleScreens())
    func goldenIsCurrent(_ name: String) throws {
        let folder = repository.appendingPathComponent("Scenarios/Braille")
        let scenario = try DocumentLoader.load(folder.appendingPathComponent(name + ".screen.json")).scenario
        let transcript = try ScenarioRunner.perform(scenario).transcript
        let display = try BrailleDisplay()
        let (lines, warnings) = display.lines(for: transcript)
        #expect(warnings.isEmpty, "every language here has a table: \(warnings)")
        let golden = try String(contentsOf: folder.appendingPathComponent(name + ".braille"), encoding: .utf8)
        #expect(BrailleDisplay.text(transcript, lines: lines) == golden)
    }

    @Test(
        "Each line shows a label, a trait abbreviation and a value, in cells lou_translate gives for its print text",
        .enabled(if: louTranslate != nil, "lou_translate is not installed (Debian's liblouis-bin)"), arguments: try brailleScreens())
    func cellsAreLiblouis(_ name: String) throws {
        let language = try #require(name.components(separatedBy: "-labels").first)
        let voice = try JSONSerialization.jsonObject(with: Data(contentsOf: repository.appendingPathComponent("Voices/\(language).json")))
        let braille = try #require((voice as? [String: Any])?["braille"] as? [String: Any])
        let table = try #require((braille["tables"] as? [String: String])?["uncontracted"])
        let abbreviations = try #require(braille["abbreviations"] as? [String: [String: String]]).compactMap { $0.value["text"] }
        let golden = try String(contentsOf: repository.appendingPathComponent("Scenarios/Braille/\(name).braille"), encoding: .utf8)
        let pairs = cellsAndPrint(golden)
        #expect(pairs.count == 7, "a heading, two buttons, a link, an image, a text field and a slider")
        for (cells, print) in pairs {
            #expect(cells == (try louTranslate(print, table: table)), "\(print) in \(table)")
        }
        // Every line but the value's ends in the abbreviation of its trait; the slider's shows its value too.
        let words = pairs.map { $0.print.split(separator: " ").map(String.init) }
        #expect(words.allSatisfy { line in abbreviations.contains { line.joined(separator: " ").hasSuffix($0) } })
        #expect(pairs.last.map { $0.print.contains("50") || $0.print.contains("٥٠") } == true, "the slider's value, 50%")
    }
}
