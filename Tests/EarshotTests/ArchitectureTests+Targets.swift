import Foundation
import Testing

/// The arrows between targets, as `Documentation/ARCHITECTURE.md`'s table of targets draws them:
/// each target imports, and `Package.swift` lets it depend on, only the targets its row names.
extension ArchitectureTests {
    /// Each target of the table and the targets of this package it may import, read from
    /// `Documentation/ARCHITECTURE.md` (a row: `` | `earshot` | what it is | `Earshot`, `EarshotSpeech` | ``;
    /// "nothing" for none).
    static func arrows(inArchitecturePage text: String) -> [String: Set<String>] {
        var arrows: [String: Set<String>] = [:]
        for line in section("Targets", of: text).split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, let target = names(in: cells[1]).first else { continue }
            arrows[target] = Set(names(in: cells[cells.count - 2]))
        }
        return arrows
    }

    /// The lines of the section of `text` under the heading `## title`, up to the next `## `
    /// heading (the whole text when it has no such heading).
    static func section(_ title: String, of text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## \(title)"[...]) else { return text }
        lines = Array(lines[(start + 1)...])
        if let end = lines.firstIndex(where: { $0.hasPrefix("## ") }) { lines = Array(lines[..<end]) }
        return lines.joined(separator: "\n")
    }

    /// The names in backquotes in `text`, in order.
    static func names(in text: String) -> [String] {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        return pieces.indices.filter { $0 % 2 == 1 }.map { String(pieces[$0]) }
    }

    /// The first capture of `pattern` on each line of `source` that it matches.
    static func firstCaptures(of pattern: Regex<(Substring, Substring)>, inLinesOf source: String) -> Set<String> {
        var found = Set<String>()
        for line in source.split(separator: "\n") {
            if let match = try? pattern.firstMatch(in: String(line)) { found.insert(String(match.output.1)) }
        }
        return found
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `package import X`).
    static func importedModules(in source: String) -> Set<String> {
        let pattern =
            #/
            ^ \s* (?: @\w+ \s+ )* (?: (?: public | package | internal | fileprivate | private ) \s+ )?
            import \s+ (?: (?: struct | class | enum | protocol | func | var | let | typealias ) \s+ )?
            ( [A-Za-z_] [A-Za-z0-9_]* )
            /#
        return firstCaptures(of: pattern, inLinesOf: source)
    }

    /// The headers a C file includes by name (`#include "CKakasi.h"` or `<CKakasi.h>`).
    static func includedHeaders(in source: String) -> Set<String> {
        firstCaptures(of: #/^\s*#\s*include\s*[<"]([^>"]+)[>"]/#, inLinesOf: source)
    }

    /// Each target `Package.swift` declares under `Sources/` and the targets it depends on.
    static func packageDependencies(in manifest: String) -> [String: Set<String>] {
        let pattern = #/\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*path:\s*"([^"]+)")?/#
        var found: [String: Set<String>] = [:]
        for match in manifest.matches(of: pattern) where match.output.3 == nil {
            found[String(match.output.1)] = Set(names(in: String(match.output.2 ?? "").replacingOccurrences(of: "\"", with: "`")))
        }
        return found
    }

    static func text(of path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("Each target imports, and Package.swift lets it depend on, only what ARCHITECTURE.md's table of targets allows")
    func targetsFollowTheArrows() throws {
        let arrows = Self.arrows(inArchitecturePage: try Self.text(of: "Documentation/ARCHITECTURE.md"))
        let ours = Set(arrows.keys)
        #expect(ours.isSuperset(of: ["Earshot", "EarshotSpeech", "CEspeakNG", "earshot"]), "the table was not read: \(ours.sorted())")
        let manager = FileManager.default
        let sources = Self.repository.appendingPathComponent("Sources")
        // Every folder of Sources that Package.swift makes a target has its row, and the
        // manifest's dependencies are the row's arrows.
        let dependencies = Self.packageDependencies(in: try Self.text(of: "Package.swift"))
        #expect(!dependencies.isEmpty, "no target read from Package.swift")
        for (target, needs) in dependencies.sorted(by: { $0.key < $1.key }) {
            guard let allowed = arrows[target] else {
                Issue.record("Package.swift's target \(target) has no row in Documentation/ARCHITECTURE.md's table")
                continue
            }
            #expect(needs == allowed, "Package.swift: \(target) depends on \(needs.sorted()), ARCHITECTURE.md says \(allowed.sorted())")
        }
        for target in ours.sorted() {
            let folder = sources.appendingPathComponent(target)
            #expect(manager.fileExists(atPath: folder.path), "ARCHITECTURE.md names \(target), which has no folder in Sources")
            guard let files = manager.subpaths(atPath: folder.path) else { continue }
            let allowed = arrows[target] ?? []
            for file in files.sorted() where [".swift", ".c", ".h"].contains(where: file.hasSuffix) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if file.hasSuffix(".swift") {
                    for module in Self.importedModules(in: text).intersection(ours).subtracting(allowed).sorted() {
                        Issue.record("Sources/\(target)/\(file) imports \(module): ARCHITECTURE.md gives \(target) no arrow to it")
                    }
                } else if file.hasSuffix(".c") || file.hasSuffix(".h") {
                    let others = ours.subtracting([target]).map { $0 + ".h" }
                    for header in Self.includedHeaders(in: text) where others.contains((header as NSString).lastPathComponent) {
                        Issue.record("Sources/\(target)/\(file) includes \(header), another target's header")
                    }
                }
            }
        }
    }

    @Test("The arrows are read from the page, the imports and includes from the sources, the dependencies from the manifest")
    func readsArrowsImportsAndDependencies() {
        let page = """
            | target | what it is | may import (of ours) |
            |---|---|---|
            | `Earshot` | the core, `Voices/*.json` in it | nothing |
            | `earshot` | the command line | `Earshot`, `EarshotSpeech` |
            """
        #expect(Self.arrows(inArchitecturePage: page) == ["Earshot": [], "earshot": ["Earshot", "EarshotSpeech"]])
        let sections = "# Architecture\n\n## Targets\n\n" + page + "\n\n## Tests\n\n| `EarshotTests` | `Earshot` |\n"
        #expect(Self.arrows(inArchitecturePage: sections) == ["Earshot": [], "earshot": ["Earshot", "EarshotSpeech"]])
        let swift = """
            import Foundation
            @testable import Earshot
            package import EarshotSpeech
            import struct EarshotReport.ReportPage
            // import EarshotImporting
            let text = "import Nothing"
            """
        #expect(Self.importedModules(in: swift) == ["Foundation", "Earshot", "EarshotSpeech", "EarshotReport"])
        #expect(Self.includedHeaders(in: "#include \"CKakasi.h\"\n#include <stdio.h>\n/* #include x */") == ["CKakasi.h", "stdio.h"])
        let manifest = """
            .target(name: "Earshot", plugins: ["EmbedFiles"]),
            .target(name: "CKakasi"),
            .executableTarget(
                name: "earshot", dependencies: ["Earshot", "CAllocator"],
                plugins: ["EmbedFiles"]),
            .target(name: "EarshotTestSupport", path: "Tests/Support"),
            """
        #expect(Self.packageDependencies(in: manifest) == ["Earshot": [], "CKakasi": [], "earshot": ["Earshot", "CAllocator"]])
    }
}
