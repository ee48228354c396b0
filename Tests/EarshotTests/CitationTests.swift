import EarshotTestSupport
import Foundation
import Testing

/// Comments, documentation and scenario sources cite what a reader of the repository can open:
/// Apple's documentation, a WWDC session, a publication, a file of a public repository, or
/// this project's own documents. Not the research notes the project was built from, which a
/// reader does not have ("facts §4.1", "seed 000", "day-227").
@Suite("Citations")
struct CitationTests {
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A citation of the project's private research notes: their section numbers, seeds and
    /// day-numbered notes, or their file names.
    static let privateCitation = try! NSRegularExpression(
        pattern:
            #"facts §|seed [0-9]|day-[0-9]|§[0-9]+(\.[0-9]+)? of|voiceover-facts|accessibilitysnapshot-rules|AccessibilitySnapshot §|voices\.md|tree-formats|shared/reference"#
    )

    /// Each citation in `text` as `file:line: the line`.
    static func citations(in text: String, file: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let line = String(line)
            let found = privateCitation.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            return found ? "\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    /// The text files under `folder` (Swift, Markdown, JSON) and their paths from the repository.
    static func files(under folder: String) -> [(path: String, url: URL)] {
        let root = repository.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { ["swift", "md", "json"].contains($0.pathExtension) }
            .map { (folder + "/" + $0.path.dropFirst(root.path.count + 1), $0) }
            .sorted { $0.path < $1.path }
    }

    @Test("No source, scenario or document cites the project's private research notes")
    func noPrivateCitations() throws {
        var scanned = 0
        var found: [String] = []
        let roots = (["README.md", "CHANGELOG.md"] + DocumentationSample.guides).map { ($0, Self.repository.appendingPathComponent($0)) }
        let folders = ["Sources", "Scenarios", "Voices"].flatMap { Self.files(under: $0) }
        #expect(folders.contains { $0.path == "Voices/en.json" }, "the scan did not reach Voices/")
        for (path, url) in folders + roots {
            found += Self.citations(in: try String(contentsOf: url, encoding: .utf8), file: path)
            scanned += 1
        }
        #expect(scanned > 100, "the scan read only \(scanned) files")
        #expect(found.isEmpty, "cite the public source or the project's own documents instead:\n\(found.joined(separator: "\n"))")
    }

    /// A path outside the repository: the folders beside a checkout (`../shared/spec/...`,
    /// `../reference/...`) or this machine's (`/work/shared/...`). A reader of the repository
    /// has none of them; cite the copy in `Documentation/` or the public source instead.
    static let outsideCitation = try! NSRegularExpression(pattern: #"(^|[^.])\.\./(shared|reference|spec|examples)/|/work/"#)

    /// Each place in `text` that names a path outside the repository, as `file:line: the line`.
    static func outsidePaths(in text: String, file: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let line = String(line)
            let found = outsideCitation.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            return found ? "\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    @Test("No source, scenario, phrasebook or document cites a path outside the repository")
    func noPathsOutsideTheRepository() throws {
        let files = ["Sources", "Scenarios", "Voices", "Documentation"].flatMap { Self.files(under: $0) }
        #expect(files.contains { $0.path == "Documentation/VOICEOVER.md" }, "the scan did not reach Documentation/")
        let found = try files.flatMap { Self.outsidePaths(in: try String(contentsOf: $0.url, encoding: .utf8), file: $0.path) }
        let places = found.joined(separator: "\n")
        #expect(found.isEmpty, "cite the repository's own copy (Documentation/, Scenarios/) or the public source:\n\(places)")
    }

    @Test("The scan recognises a path outside the repository, and not one inside it")
    func recognisesOutsidePaths() {
        let text = """
            /// frame, no end of screen (`../reference/real-voiceover-walks.md` §1.1)
            (`../shared/spec/VOICEOVER.md`, `../shared/spec/FORMAT.md`)
            // /work/shared/examples/favourite-card-after.scenario.json, field by field.
            "source": "../shared/examples/announcement-after-screen-change-*.scenario.json"
            (`Documentation/VOICEOVER.md` §5, `Scenarios/RealVoiceOver/README.md`)
            URL(fileURLWithPath: "../../Scenarios/x.json")
            """
        #expect(Self.outsidePaths(in: text, file: "f").map { $0.prefix(4) } == ["f:1:", "f:2:", "f:3:", "f:4:"])
    }

    @Test("The scan recognises each kind of private citation, and not a public one")
    func recognisesCitations() {
        let text = """
            // hidden (facts §4.1)
            // the asset name (seed 000)
            // a tenth of its range (day-039)
            // see §7 of the notes
            // voiceover-facts.md and accessibilitysnapshot-rules.md
            // (AccessibilitySnapshot §2.1 step 4)
            "_comment": "graded as ../shared/reference/voices.md §0 tags them"
            /// Reads one element line (tree-formats.md §1.3):
            /// (`../shared/reference/` notes)
            "_comment": "graded as the README's \"Languages\" section says (cashapp/AccessibilitySnapshot's Localizable.strings)"
            // (Apple, `AccessibilityChildBehavior.ignore`; accessibilityupto11.com, day 227; WWDC14 session 210, 21:51)
            """
        #expect(Self.citations(in: text, file: "f").count == 9)
        #expect(Self.citations(in: text, file: "f").last?.hasPrefix("f:9: ") == true)
    }
}
