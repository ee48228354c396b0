import Earshot
import EarshotTestSupport
import Foundation
import Testing

@testable import earshot

/// `earshot test --summary` and `earshot audit --summary`: GitHub-flavoured Markdown that
/// names every scenario that changed, with its transcript as a diff, and the new findings;
/// checked by a strict reading of its tables and fences, and rendered by python-markdown (the
/// `markdown` module; `Scripts/check-summary` installs it, and `.ci/run` runs this suite with it).
@Suite("earshot --summary")
struct SummaryTests {
    /// A folder of scenarios: one passes, two fail (one whose name and lines hold Markdown's
    /// signs), one cannot be read.
    static func scenarios(in folder: URL) throws {
        let files = [
            "pass.scenario.json": #"""
            {"earshot": 1, "name": "Passes", "screen": {"earshot": 1, "root": {"VStack": [{"Button": "Save"}]}},
             "steps": ["next"], "expect": ["Save, Button", "[sound] boundary"]}
            """#,
            "price.scenario.json": #"""
            {"earshot": 1, "name": "Price | *stars* <b>tags</b> `code`", "screen": {"earshot": 1, "root": {"VStack": [
              {"Text": "Price | ```$5```"}, {"Button": "Buy"}, {"Text": "a"}, {"Text": "b"}, {"Text": "c"},
              {"Text": "d"}, {"Text": "e"}, {"Text": "f"}, {"Button": "Done"}]}},
             "steps": ["next", "next", "next", "next", "next", "next", "next", "next"],
             "expect": ["Price | ```$4```", "Buy, Button", "a", "b", "c", "d", "e", "f", "Finished, Button"]}
            """#,
            "sheet.scenario.json": #"""
            {"earshot": 1, "name": "- a name that looks like a list item", "screen": {"earshot": 1, "root": {"VStack": [{"Button": "Close"}]}},
             "steps": ["next"], "expect": ["Close, Button", "Dismiss, Button"]}
            """#,
            "broken.scenario.json": "{\"earshot\": 1, \"name\": ",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `earshot test` on the scenarios and reads the summary it wrote. (The folder is
    /// named by its whole path: tests run side by side, so none changes the current folder.)
    static func testSummary(_ folder: URL) throws -> (status: Int32, markdown: String) {
        try scenarios(in: folder)
        let summary = folder.appendingPathComponent("summary.md").path
        let status = CommandLineTool(arguments: ["test", folder.path, "--summary", summary, "--artifacts", "https://example.com/runs/7"])
            .run()
        return (status, try String(contentsOfFile: summary, encoding: .utf8))
    }

    @Test("earshot test --summary: a table row, a heading and a diff for every scenario that did not pass; GFM tables and fences hold")
    func testSummaryNamesEveryChangedScenario() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, markdown) = try Self.testSummary(folder)
        #expect(status == 65, "a file that cannot be read makes the run exit 65")
        #expect(Self.structureProblems(markdown) == [])
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == MarkdownSummary.marker)
        #expect(lines.dropFirst().first == "## Earshot test: 1 passed, 3 failed")
        let rows = Self.tables(markdown).first?.rows ?? []
        for (name, result) in [
            ("price.scenario.json", "❌ failed"), ("sheet.scenario.json", "❌ failed"), ("broken.scenario.json", "⚠️ bad input"),
        ] {
            let file = MarkdownSummary.cell(folder.appendingPathComponent(name).path)
            #expect(rows.contains { $0.first == result && $0.last == file }, "\(file) in the table: \(rows)")
            #expect(lines.contains("### \(result): \(file)"), "\(file) has its section")
        }
        #expect(!markdown.contains("pass.scenario.json"), "a scenario that passed is only counted")
        let diffs = Self.fencedBlocks(markdown).filter { $0.info == "diff" }.map(\.lines)
        #expect(diffs.count == 2)
        #expect(diffs.contains { $0.contains("-Finished, Button") && $0.contains("+Done, Button") && $0.contains(" f") })
        #expect(diffs.contains { $0 == [" Close, Button", "-Dismiss, Button", "+[sound] boundary"] })
        #expect(diffs.contains { $0.contains("-Price | ```$4```") && $0.contains("+Price | ```$5```") }, "backticks stay inside the fence")
        #expect(markdown.contains("Report and audio: [https://example.com/runs/7](https://example.com/runs/7)"))
    }

    @Test("earshot audit --summary with a baseline: only the new finding is listed, the known ones counted")
    func auditSummaryListsNewFindings() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("card.screen.json")
        let baseline = folder.appendingPathComponent("baseline.json").path
        let summary = folder.appendingPathComponent("audit.md").path
        try Data(#"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_trash"}]}]}}"#.utf8).write(to: screen)
        #expect(CommandLineTool(arguments: ["audit", screen.path, "--write-baseline", baseline]).run() == 0)
        try Data(#"{"earshot": 1, "root": {"VStack": [{"Button": [{"Image": "ic_trash"}]}, {"Button": "SIGN IN | <NOW>"}]}}"#.utf8)
            .write(to: screen)
        let status = CommandLineTool(arguments: ["audit", screen.path, "--baseline", baseline, "--summary", summary]).run()
        #expect(status == 0, "the new finding is a warning")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(Self.structureProblems(markdown) == [])
        #expect(markdown.contains("## Earshot audit: 1 new finding (0 errors, 1 warning)"))
        #expect(markdown.contains("1 known finding is not listed"))
        let rows = Self.tables(markdown).first?.rows ?? []
        #expect(rows.map { $0[1] } == ["all-caps-label"])
        #expect(rows.first?.last == "SIGN IN &#124; &lt;NOW&gt;, Button")
    }

    @Test("--summary refuses a symbolic link and a file it did not write; it replaces an empty file and its own summary")
    func summaryReplacesOnlyItsOwn() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = AuditCommandTests.path("long-label.screen.json")
        let notes = folder.appendingPathComponent("notes.md").path
        try Data("# My notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        #expect(CommandLineTool(arguments: ["audit", screen, "--summary", notes]).run() == 73)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "# My notes\n")
        let link = folder.appendingPathComponent("link.md").path
        let target = folder.appendingPathComponent("target.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(CommandLineTool(arguments: ["audit", screen, "--summary", link]).run() == 73)
        #expect(!FileManager.default.fileExists(atPath: target), "nothing was written through the link")
        let empty = folder.appendingPathComponent("step-summary.md").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(CommandLineTool(arguments: ["audit", screen, "--summary", empty]).run() == 0)
        #expect(CommandLineTool(arguments: ["audit", screen, "--summary", empty]).run() == 0, "its own summary is replaced")
        #expect(try String(contentsOfFile: empty, encoding: .utf8).hasPrefix(MarkdownSummary.marker))
        #expect(CommandLineTool(arguments: ["audit", screen, "--summary", screen]).run() == 73, "never a file the run reads")
        #expect(CommandLineTool(arguments: ["test", folder.path, "--junit", "-", "--summary", "-"]).run() == 64)
    }

    @Test("Markdown's signs in names and lines are escaped: inline, as a paragraph, in a code span")
    func escaping() {
        #expect(
            MarkdownSummary.inline("a | b *c* <d> [e](f) _g_ `h` &amp; ~~i~~")
                == #"a &#124; b \*c\* &lt;d&gt; \[e\](f) \_g\_ \`h\` &amp;amp; &#126;&#126;i&#126;&#126;"#)
        #expect(MarkdownSummary.paragraph("- item") == #"\- item"#)
        #expect(MarkdownSummary.paragraph("# title") == ##"\# title"##)
        #expect(MarkdownSummary.paragraph("12. twelve") == #"12\. twelve"#)
        #expect(MarkdownSummary.code("a `b` c") == "``a `b` c``")
        #expect(MarkdownSummary.code("`x`") == "`` `x` ``")
        #expect(MarkdownSummary.fence(["``` inside"], info: "diff").first == "````diff")
    }

    @Test("Control and bidi characters reach neither the summary nor the progress line raw (issue 52, item 4)")
    func controlCharacters() {
        let hostile = "a\u{1B}]52;c;aGk=\u{07}\u{9B}2J\u{202E}b"
        #expect(MarkdownSummary.inline(hostile) == #"a\\u{1B}\]52;c;aGk=\\u{7}\\u{9B}2J\\u{202E}b"#)
        #expect(MarkdownSummary.code(hostile) == #"`a\u{1B}]52;c;aGk=\u{7}\u{9B}2J\u{202E}b`"#)
        let line = TestCommand.progress(1, of: 2, URL(fileURLWithPath: "x\u{1B}]0;title\u{07}.scenario.json"))
        #expect(!line.unicodeScalars.contains { TranscriptText.needsEscape($0) }, "\(line)")
        #expect(line.hasSuffix(#"x\u{1B}]0;title\u{7}.scenario.json"#))
    }

    // MARK: python-markdown

    /// A python that has the `markdown` module: `EARSHOT_MARKDOWN_PYTHON`, else `python3` when
    /// it has it; nil when none (the check is then skipped, unless `EARSHOT_REQUIRE_MARKDOWN` is
    /// set, as `Scripts/check-summary` sets it: then it fails).
    static let markdownPython: String? = {
        let candidate = ProcessInfo.processInfo.environment["EARSHOT_MARKDOWN_PYTHON"] ?? "python3"
        return (try? python(candidate, ["-c", "import markdown"], input: "").status) == 0 ? candidate : nil
    }()
    static let markdownRequired = ProcessInfo.processInfo.environment["EARSHOT_REQUIRE_MARKDOWN"] != nil

    static func python(_ python: String, _ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let run = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), [python] + arguments, input: .bytes(Data(input.utf8)))
        return (run.status, run.output)
    }

    // Skipped when no python has the markdown module (pip install markdown, or Scripts/check-summary).
    @Test(
        "python-markdown renders the test summary: one table row per changed scenario, the diff as a code block, no stray markup",
        .enabled(
            if: markdownPython != nil || markdownRequired, "python3's markdown module is not installed (Scripts/check-summary installs it)")
    )
    func rendersWithPythonMarkdown() throws {
        let python = try #require(Self.markdownPython, "EARSHOT_REQUIRE_MARKDOWN is set, but no python has the markdown module")
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, markdown) = try Self.testSummary(folder)
        let render = "import sys, markdown; sys.stdout.write(markdown.markdown(sys.stdin.read(), extensions=['tables', 'fenced_code']))"
        let (status, html) = try Self.python(python, ["-c", render], input: markdown)
        #expect(status == 0)
        #expect(html.components(separatedBy: "<table>").count == 2)
        // The header row and one row per scenario that did not pass.
        #expect(html.components(separatedBy: "<tr>").count - 1 == 4)
        for name in ["price.scenario.json", "sheet.scenario.json", "broken.scenario.json"] {
            let file = folder.appendingPathComponent(name).path
            #expect(html.contains("<td>\(file)</td>"), "\(file) is a cell of its own")
        }
        #expect(html.contains("<td>Price &#124; *stars* &lt;b&gt;tags&lt;/b&gt; `code`</td>"), "the name is text, not markup:\n\(html)")
        #expect(!html.contains("<em>") && !html.contains("<b>"))
        #expect(html.contains(#"<code class="language-diff">"#))
        #expect(html.contains("-Finished, Button\n+Done, Button"))
        #expect(html.contains("<p>- a name that looks like a list item</p>"), "a name is never a list")
        #expect(html.contains(#"<a href="https://example.com/runs/7">"#))
    }

    // MARK: A strict reading of GitHub's tables and fences

    struct Table {
        var header: [String]
        var rows: [[String]]
    }

    /// The cells of a table row: split at each `|` no backslash escapes, the outer ones dropped,
    /// each cell trimmed.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
        if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func tables(_ markdown: String) -> [Table] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tables: [Table] = []
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("|"), index + 1 < lines.count, lines[index + 1].hasPrefix("|---") {
                var table = Table(header: cells(lines[index]), rows: [])
                index += 2
                while index < lines.count, lines[index].hasPrefix("|") {
                    table.rows.append(cells(lines[index]))
                    index += 1
                }
                tables.append(table)
            }
            index += 1
        }
        return tables
    }

    static func fencedBlocks(_ markdown: String) -> [(info: String, lines: [String])] {
        var blocks: [(info: String, lines: [String])] = []
        var open: (fence: String, info: String, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let current = open {
                if line == current.fence {
                    blocks.append((current.info, current.lines))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                let fence = String(line.prefix { $0 == "`" })
                open = (fence, String(line.dropFirst(fence.count)), [])
            }
        }
        return blocks
    }

    /// What breaks GitHub's reading: a table whose delimiter row or rows have another number of
    /// cells than its header, a table not after a blank line, a fence never closed, a line of a
    /// diff block that is no diff line.
    static func structureProblems(_ markdown: String) -> [String] {
        var problems: [String] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first != MarkdownSummary.marker { problems.append("the first line is not \(MarkdownSummary.marker)") }
        var index = 0
        var fence: (marks: String, info: String)?
        while index < lines.count {
            let line = lines[index]
            if let open = fence {
                if line == open.marks {
                    fence = nil
                } else if open.info == "diff", !(line.hasPrefix(" ") || line.hasPrefix("-") || line.hasPrefix("+") || line.hasPrefix("@@ "))
                {
                    problems.append("line \(index + 1): not a diff line: \(line)")
                }
                index += 1
                continue
            }
            if line.hasPrefix("```") {
                let marks = String(line.prefix { $0 == "`" })
                fence = (marks, String(line.dropFirst(marks.count)))
            } else if line.hasPrefix("|") {
                if index > 0, !lines[index - 1].isEmpty { problems.append("line \(index + 1): a table right after text") }
                let header = cells(line)
                let delimiter = index + 1 < lines.count ? cells(lines[index + 1]) : []
                let isDelimiter = delimiter.allSatisfy { cell in
                    let dashes = cell.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
                    return dashes.count >= 3 && dashes.allSatisfy { $0 == "-" }
                }
                if delimiter.count != header.count || !isDelimiter { problems.append("line \(index + 2): no delimiter row for \(header)") }
                index += 2
                while index < lines.count, lines[index].hasPrefix("|") {
                    let count = cells(lines[index]).count
                    if count != header.count { problems.append("line \(index + 1): \(count) cells, the header has \(header.count)") }
                    index += 1
                }
                continue
            }
            index += 1
        }
        if let fence { problems.append("a \(fence.marks)\(fence.info) fence is never closed") }
        return problems
    }
}
