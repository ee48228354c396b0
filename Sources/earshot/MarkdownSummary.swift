import Earshot
import EarshotAudit

/// `--summary FILE.md`: what a reviewer reads in a pull request, as GitHub-flavoured Markdown
/// (`$GITHUB_STEP_SUMMARY`, a pull-request comment). `earshot test` gives what changed in each
/// transcript as a diff; `earshot audit` the findings (with a baseline, only the new ones); both
/// say where the run's report and audio are when `--artifacts` names the place.
///
/// Every text that comes from a file (a name, a line heard, a message) is made plain: a `|`, a
/// `*` or a `<` in a label cannot break the table or start markup, and a diff's fence is longer
/// than any run of backticks inside it.
enum MarkdownSummary {
    /// The first line of every summary, by which `--summary` knows a file it wrote before.
    static let marker = "<!-- earshot summary -->"

    // MARK: earshot test

    /// The summary of a test run: a table of the scenarios that did not pass, then each one's
    /// transcript as a diff (expected against heard; for a golden file just recorded, the old
    /// one against the new).
    static func test(_ outcomes: [TestCommand.Outcome], junit: String?, artifacts: String?) -> String {
        var passed = 0
        var changed: [(outcome: TestCommand.Outcome, status: String)] = []
        for outcome in outcomes {
            switch outcome.result {
            case .passed: passed += 1
            case .skipped: break
            case .failed, .goldenDiffers: changed.append((outcome, "❌ failed"))
            case .missing: changed.append((outcome, "❌ no golden transcript"))
            case .noExpectation: changed.append((outcome, "❌ no expectation"))
            case .recorded: changed.append((outcome, "📝 recorded"))
            case .badInput: changed.append((outcome, "⚠️ bad input"))
            }
        }
        let failed = changed.filter { !$0.status.hasPrefix("📝") }.count
        let recorded = changed.count - failed
        var counts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { counts.append("\(recorded) recorded") }
        var out = [marker, "## Earshot test: " + counts.joined(separator: ", "), ""]
        if changed.isEmpty {
            out += ["Every transcript is heard as expected.", ""]
        } else {
            out += ["| Result | Scenario | File |", "|---|---|---|"]
            for (outcome, status) in changed {
                out.append("| \(status) | \(cell(outcome.name)) | \(cell(outcome.file.relativePath)) |")
            }
            out.append("")
            for (outcome, status) in changed { out += section(outcome, status: status) }
        }
        out += places(["JUnit report": junit.flatMap { $0 == Terminal.standardOutputName ? nil : $0 }], artifacts: artifacts)
        return out.joined(separator: "\n") + "\n"
    }

    /// One scenario that did not pass: its heading, then what changed.
    static func section(_ outcome: TestCommand.Outcome, status: String) -> [String] {
        var out = ["### \(status): \(inline(outcome.file.relativePath))", "", paragraph(outcome.name), ""]
        switch outcome.result {
        case .failed(let comparison):
            out += ["Expected (`-`) against heard (`+`):", ""] + fence(diff(comparison.diff), info: "diff")
        case .goldenDiffers(_, let golden):
            out += ["The golden file (`-`) against now (`+`):", ""] + fence(diff(golden), info: "diff")
        case .recorded(let path):
            if let comparison = outcome.comparison {
                let before = outcome.hadGolden ? "the golden transcript before (`-`) against" : "no golden transcript before;"
                out += ["Wrote \(inline(path)): \(before) what is heard now (`+`):", ""]
                out += fence(
                    diff(TranscriptDiff(expected: outcome.hadGolden ? comparison.expected : [], heard: comparison.heard)), info: "diff")
            } else {
                out += ["Wrote \(inline(path)).", ""]
            }
        case .missing(let path):
            out += ["No golden transcript at \(inline(path)) (`--record never`). Heard:", ""]
            out += fence((outcome.comparison?.heard ?? []).map { "+" + TranscriptText.escaped($0) }, info: "diff")
        case .noExpectation(let path):
            out += [
                "No `expect` and no golden transcript at \(inline(path)): under CI that fails. Record it with `earshot test --record`, check it and commit it.",
                "",
            ]
        case .badInput(let message):
            out += fence(
                TranscriptText.escapedLines(message).split(separator: "\n", omittingEmptySubsequences: false).map(String.init), info: "text"
            )
        case .passed, .skipped:
            break
        }
        return out
    }

    /// The diff's lines as a `diff` block shows them: ` ` kept, `-` expected only, `+` heard
    /// only; a run of more than six kept lines is cut to three either side, at a `@@` line that
    /// says where the next change is.
    static func diff(_ diff: TranscriptDiff) -> [String] {
        let context = 3
        let lines = diff.lines
        let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
        var keep = Set<Int>()
        for index in changed { keep.formUnion(max(0, index - context)...min(lines.count - 1, index + context)) }
        var out: [String] = []
        var skipped = false
        for index in lines.indices {
            guard keep.contains(index) else {
                skipped = true
                continue
            }
            if skipped || (out.isEmpty && index > 0) {
                out.append("@@ expected line \(expectedLine(lines[index])), heard line \(heardLine(lines[index])) @@")
                skipped = false
            }
            switch lines[index] {
            case .same(let text, _, _): out.append(" " + TranscriptText.escaped(text))
            case .expectedOnly(let text, _): out.append("-" + TranscriptText.escaped(text))
            case .heardOnly(let text, _): out.append("+" + TranscriptText.escaped(text))
            }
        }
        return out
    }

    private static func expectedLine(_ line: TranscriptDiff.Line) -> String {
        switch line {
        case .same(_, let expected, _), .expectedOnly(_, let expected): String(expected)
        case .heardOnly: "-"
        }
    }

    private static func heardLine(_ line: TranscriptDiff.Line) -> String {
        switch line {
        case .same(_, _, let heard), .heardOnly(_, let heard): String(heard)
        case .expectedOnly: "-"
        }
    }

    // MARK: earshot audit

    /// The summary of an audit: the findings it shows (with a baseline, only the new ones) in a
    /// table, then each one's message and fix; with a baseline, how many it holds.
    static func audit(_ shown: [AuditResult], baseline: (file: String, split: AuditBaseline.Split)?, artifacts: String?) -> String {
        let findings = shown.flatMap(\.findings)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let new = baseline == nil ? "" : "new "
        var title = "## Earshot audit: \(findings.count) \(new)finding\(findings.count == 1 ? "" : "s")"
        if !findings.isEmpty {
            title += " (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))"
        }
        var out = [marker, title, ""]
        if let (file, split) = baseline {
            var line =
                "Audited against the baseline \(inline(file)): \(split.known.count) known finding\(split.known.count == 1 ? " is" : "s are") not listed."
            if !split.gone.isEmpty {
                line += " \(split.gone.count) of its entries matched nothing (fixed, or changed): write the baseline anew."
            }
            out += [line, ""]
        }
        if findings.isEmpty {
            out += [baseline == nil ? "No findings." : "No new findings.", ""]
        } else {
            out += ["| Severity | Rule | Where | Heard |", "|---|---|---|---|"]
            for finding in findings {
                let heard = finding.heard.map { cell(TranscriptText.escaped($0)) }.joined(separator: "<br>")
                out.append("| \(finding.severity.rawValue) | \(cell(finding.rule)) | \(cell(place(finding))) | \(heard) |")
            }
            out += ["", "### What is wrong, and the fix", ""]
            for finding in findings {
                out.append("- **\(inline(finding.rule))** at \(inline(place(finding))): \(inline(finding.message))")
                out.append("  - SwiftUI: \(code(finding.fix.swiftUI))")
                out.append("  - UIKit: \(code(finding.fix.uiKit))")
            }
            out.append("")
        }
        out += places([:], artifacts: artifacts)
        return out.joined(separator: "\n") + "\n"
    }

    /// `file:line:column`, as the text report places a finding.
    static func place(_ finding: AuditFinding) -> String {
        "\(finding.file ?? "<screen>"):\(finding.line):\(finding.column)"
    }

    // MARK: Where things are, and escaping

    /// The closing lines: where the report and audio of the run are, and other files it wrote.
    static func places(_ files: [String: String?], artifacts: String?) -> [String] {
        var out: [String] = []
        if let artifacts, !artifacts.isEmpty {
            let isLink = artifacts.hasPrefix("https://") || artifacts.hasPrefix("http://")
            let shown = isLink && !artifacts.contains(where: { $0 == ")" || $0 == " " || $0 == "<" || $0 == ">" })
            out.append("Report and audio: " + (shown ? "[\(inline(artifacts))](\(artifacts))" : inline(artifacts)))
        }
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            if let file { out.append("\(name): \(inline(file))") }
        }
        // One paragraph each.
        return out.flatMap { [$0, ""] }
    }

    /// Text inside a line: every sign Markdown could read as markup there is made plain. A
    /// backslash goes before `\\`, `` ` ``, `*`, `_`, `[` and `]` (escapes every Markdown knows);
    /// `<`, `>`, `&`, `~` and `|` become character references (`&lt;`, `&#124;` ...), which
    /// CommonMark, GitHub's tables (a reference is no cell border) and python-markdown all read
    /// as the sign itself. A line break is a space. Signs that are markup only at the start of a
    /// line (`#`, `-`, `1.`) are ``paragraph(_:)``'s. Any other control character, a C1 or a
    /// bidi control is written as the text form writes it (`\u{1B}`, its backslash escaped), so
    /// a summary on a terminal (`--summary -`) cannot drive it.
    static func inline(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "\n", "\r": out.append(" ")
            case "\\", "`", "*", "_", "[", "]":
                out.append("\\")
                out.unicodeScalars.append(character)
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            case "&": out.append("&amp;")
            case "~": out.append("&#126;")
            case "|": out.append("&#124;")
            default:
                if TranscriptText.needsEscape(character) {
                    out.append("\\" + TranscriptText.escape(of: character))
                } else {
                    out.unicodeScalars.append(character)
                }
            }
        }
        return out
    }

    /// Text as a paragraph of its own: ``inline(_:)``, and a first sign that would make it a
    /// heading or a list item (`#`, `-`, `+`, `1.`) escaped.
    static func paragraph(_ text: String) -> String {
        let escaped = inline(text)
        guard let first = escaped.first else { return escaped }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        let numbered = !digits.isEmpty && [".", ")"].contains(escaped.dropFirst(digits.count).first)
        if "#-+".contains(first) { return "\\" + escaped }
        if numbered { return digits + "\\" + escaped.dropFirst(digits.count) }
        return escaped
    }

    /// Text in a table cell: ``inline(_:)`` (its `|` is a reference, which ends no cell); a
    /// space for nothing.
    static func cell(_ text: String) -> String { inline(text).isEmpty ? " " : inline(text) }

    /// A code span that holds `text` whatever backticks it has: a run of backticks longer than
    /// any in it, with spaces inside when it starts or ends with one; control and bidi characters
    /// as the text form writes them.
    static func code(_ text: String) -> String {
        let flat = TranscriptText.escaped(String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }))
        let ticks = String(repeating: "`", count: longestRun(of: "`", in: flat) + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " + flat + " " : flat
        return ticks + padded + ticks
    }

    /// A fenced block of `lines`: a fence of backticks longer than any run in them, so no line
    /// closes it.
    static func fence(_ lines: [String], info: String) -> [String] {
        let longest = lines.map { longestRun(of: "`", in: $0) }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence + info] + lines + [fence, ""]
    }

    static func longestRun(of mark: Character, in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == mark ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
