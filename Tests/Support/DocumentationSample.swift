import Foundation

/// A fenced code block of the README or a documentation article, followed by a comment that
/// says how to check it: `<!-- earshot-sample: KIND ARGUMENTS -->`.
public struct DocumentationSample: CustomStringConvertible, Sendable {
    public var file: String
    /// The line of the opening fence, from 1.
    public var line: Int
    public var language: String
    public var text: String
    /// The marker's first word (`json`, `listen`, `output`, `commands`, `failure`, `package-recipe`, `package-setup`, `package-test`, `install`, `heard`, `yaml`), nil when unmarked.
    public var kind: String?
    public var arguments: [String]

    public var description: String { "\(file):\(line)" }

    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The guides of `Documentation/` that hold samples moved out of the README.
    public static let guides = ["GUIDE.md", "TESTING.md", "AUDIT.md", "INSTALLING.md", "LIMITS.md", "DEVELOPMENT.md"].map {
        "Documentation/" + $0
    }

    /// The README, the guides and every article of the documentation catalogues.
    public static let documents: [String] = {
        var files = ["README.md"] + guides
        for catalogue in [
            "Sources/Earshot/Earshot.docc", "Sources/EarshotImporting/EarshotImporting.docc", "Sources/EarshotTesting/EarshotTesting.docc",
            "Sources/EarshotAudit/EarshotAudit.docc", "Sources/EarshotCompare/EarshotCompare.docc",
        ] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(catalogue).path)) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalogue)/\($0)" }
        }
        return files
    }()

    public static func all() throws -> [DocumentationSample] {
        try documents.flatMap { try samples(in: $0) }
    }

    public static func samples(in file: String) throws -> [DocumentationSample] {
        let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [DocumentationSample] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let start = index
            let language = String(lines[index].dropFirst(3)).trimmingCharacters(in: .whitespaces)
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            var next = index
            while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
            var kind: String?
            var arguments: [String] = []
            let prefix = "<!-- earshot-sample:"
            if next < lines.count, lines[next].hasPrefix(prefix), lines[next].hasSuffix("-->") {
                let words = lines[next].dropFirst(prefix.count).dropLast(3).split(separator: " ").map(String.init)
                kind = words.first
                arguments = Array(words.dropFirst())
            }
            result.append(
                DocumentationSample(
                    file: file, line: start + 1, language: language, text: body.joined(separator: "\n"), kind: kind,
                    arguments: arguments))
        }
        return result
    }

    /// Whether `actual` is what `sample` shows: line by line, where a sample line `...` (alone,
    /// indented or not) stands for any number of lines.
    public static func matches(sample: [String], actual: [String]) -> Bool {
        guard let first = sample.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            let rest = Array(sample.dropFirst())
            return (0...actual.count).contains { matches(sample: rest, actual: Array(actual.dropFirst($0))) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(sample: Array(sample.dropFirst()), actual: Array(actual.dropFirst()))
    }
}
