import Foundation
import Testing

/// Test targets mirror source targets, as `Documentation/ARCHITECTURE.md`'s table of test
/// targets draws them: `<Target>Tests` tests `<Target>`, and depends on, and imports, only it,
/// what it may import (the table of targets, followed to the end) and the shared test support.
extension ArchitectureTests {
    /// The target the test targets share (`Tests/Support`): it may depend on the core only, which
    /// every target a test target tests reaches.
    static let testSupport = "EarshotTestSupport"

    /// Each test target of the page's table of test targets and the target it tests (a row:
    /// `` | `EarshotTests` | `Earshot` | ``).
    static func subjects(inArchitecturePage text: String) -> [String: String] {
        var subjects: [String: String] = [:]
        for line in section("Tests", of: text).split(separator: "\n") where line.hasPrefix("| `") {
            let names = names(in: String(line))
            if names.count == 2 { subjects[names[0]] = names[1] }
        }
        return subjects
    }

    /// The targets the page names as having no test target: the backquoted names of its
    /// paragraph that starts `Without a test target:`.
    static func untested(inArchitecturePage text: String) -> Set<String> {
        let lines = section("Tests", of: text).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Without a test target:") }) else { return [] }
        let paragraph = lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return Set(names(in: paragraph.joined(separator: " ")))
    }

    /// Each test target `Package.swift` declares and the targets it depends on.
    static func testTargetDependencies(in manifest: String) -> [String: Set<String>] {
        let pattern = #/\.testTarget\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/#
        var found: [String: Set<String>] = [:]
        for match in manifest.matches(of: pattern) {
            found[String(match.output.1)] = Set(names(in: String(match.output.2 ?? "").replacingOccurrences(of: "\"", with: "`")))
        }
        return found
    }

    /// `source` with the lines of its multi-line string literals left out: an import written in
    /// a test's sample text is no import.
    static func withoutMultilineStrings(_ source: String) -> String {
        var inside = false
        var kept: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let quotes = line.ranges(of: "\"\"\"").count
            if !inside { kept.append(line) }
            if quotes % 2 == 1 { inside.toggle() }
        }
        return kept.joined(separator: "\n")
    }

    /// `target` and every target it may import, directly or through another, by `arrows`.
    static func reach(of target: String, by arrows: [String: Set<String>]) -> Set<String> {
        var reached: Set<String> = [target]
        var next = [target]
        while let current = next.popLast() {
            for other in arrows[current] ?? [] where reached.insert(other).inserted { next.append(other) }
        }
        return reached
    }

    @Test("Each test target tests one target: it depends on, and imports, only it, what it may import and the test support")
    func testTargetsMirrorTargets() throws {
        let page = try Self.text(of: "Documentation/ARCHITECTURE.md")
        let arrows = Self.arrows(inArchitecturePage: page)
        let subjects = Self.subjects(inArchitecturePage: page)
        #expect(subjects["EarshotTests"] == "Earshot", "the table of test targets was not read: \(subjects)")
        let manifest = try Self.text(of: "Package.swift")
        let dependencies = Self.testTargetDependencies(in: manifest)
        #expect(Set(dependencies.keys) == Set(subjects.keys), "Package.swift's test targets and ARCHITECTURE.md's table differ")
        let manager = FileManager.default
        let ours = Set(arrows.keys).union(subjects.keys).union([Self.testSupport])
        for (testTarget, subject) in subjects.sorted(by: { $0.key < $1.key }) {
            guard arrows[subject] != nil else {
                Issue.record("\(testTarget) tests \(subject), which is no target of the table of targets")
                continue
            }
            let allowed = Self.reach(of: subject, by: arrows).union([Self.testSupport])
            let needs = dependencies[testTarget] ?? []
            #expect(needs.contains(subject), "\(testTarget) does not depend on \(subject), the target it tests")
            for other in needs.subtracting(allowed).sorted() {
                Issue.record("Package.swift: \(testTarget) depends on \(other), which \(subject) never imports")
            }
            let folder = Self.repository.appendingPathComponent("Tests/\(testTarget)")
            #expect(manager.fileExists(atPath: folder.path), "\(testTarget) has no folder in Tests")
            for file in (manager.subpaths(atPath: folder.path) ?? []).sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let imported = Self.importedModules(in: Self.withoutMultilineStrings(text))
                for module in imported.intersection(ours).subtracting(allowed).sorted() {
                    Issue.record("Tests/\(testTarget)/\(file) imports \(module), which \(subject) never imports")
                }
            }
        }
        // One test target for each target, but those the page names as having none.
        let tested = subjects.values.sorted()
        #expect(tested == Array(Set(tested)).sorted(), "a target is tested by two test targets: \(tested)")
        let untested = Self.untested(inArchitecturePage: page)
        #expect(Set(arrows.keys).subtracting(tested).subtracting(untested).sorted() == [], "targets without a test target")
        #expect(untested.intersection(tested).sorted() == [], "a target with a test target is listed as having none")
        // The shared support reaches only the core, which every tested target reaches.
        let support = Self.packageDependencies(in: manifest.replacingOccurrences(of: #", path: "Tests/Support""#, with: ""))
        #expect(support[Self.testSupport] == ["Earshot"], "\(Self.testSupport) depends on \(support[Self.testSupport] ?? [])")
    }

    @Test("The test table, the test targets' dependencies and a target's reach are read as written")
    func readsTestTargets() {
        let page = """
            ## Targets

            | `Earshot` | the core | nothing |
            | `EarshotAudit` | the audit | `Earshot` |

            ## Tests

            | test target | tests |
            |---|---|
            | `EarshotTests` | `Earshot` |
            | `EarshotAuditTests` | `EarshotAudit` |

            Without a test target: `CKakasi` (C)
            and `EarshotUIKit`.

            Not a name: `Other`.
            """
        #expect(Self.subjects(inArchitecturePage: page) == ["EarshotTests": "Earshot", "EarshotAuditTests": "EarshotAudit"])
        #expect(Self.untested(inArchitecturePage: page) == ["CKakasi", "EarshotUIKit"])
        let manifest = """
            .testTarget(name: "EarshotTests", dependencies: ["Earshot", "EarshotTestSupport"], exclude: ["Fuzz"]),
            .testTarget(
                name: "EarshotAuditTests",
                dependencies: ["EarshotAudit", "Earshot"]),
            """
        #expect(
            Self.testTargetDependencies(in: manifest) == [
                "EarshotTests": ["Earshot", "EarshotTestSupport"], "EarshotAuditTests": ["EarshotAudit", "Earshot"],
            ])
        let sample = "import Foundation\nlet text = \"\"\"\n    import EarshotSpeech\n    \"\"\"\n@testable import Earshot\n"
        #expect(Self.importedModules(in: Self.withoutMultilineStrings(sample)) == ["Foundation", "Earshot"])
        let arrows: [String: Set<String>] = [
            "earshot": ["EarshotReport"], "EarshotReport": ["EarshotAudit", "Earshot"], "EarshotAudit": ["Earshot"],
        ]
        #expect(Self.reach(of: "earshot", by: arrows) == ["earshot", "EarshotReport", "EarshotAudit", "Earshot"])
        #expect(Self.reach(of: "EarshotAudit", by: arrows) == ["EarshotAudit", "Earshot"])
    }
}
