import Earshot
import EarshotAudit
import EarshotBase
import EarshotImporting
import Foundation

/// `earshot audit PATH ...`: the accessibility mistakes of screens and scenarios, each
/// explained by the transcript line that exposes it (FORMAT.md §4).
struct AuditCommand {
    var options: AuditOptions

    func run() throws -> Int32 {
        guard !options.paths.isEmpty else {
            throw UsageError("'earshot audit' needs a .screen.json or .scenario.json file, or a folder of them.")
        }
        if options.baseline != nil, options.writeBaseline != nil {
            throw UsageError("'--baseline' and '--write-baseline' cannot be used together: write the baseline, or audit against it.")
        }
        if options.summary.file != nil, options.writeBaseline != nil {
            throw UsageError("'--summary' and '--write-baseline' cannot be used together: write the baseline, or summarise the audit.")
        }
        var results: [AuditResult] = []
        let (files, empty) = try InputFiles.expand(options.paths)
        guard empty.isEmpty else {
            InputFiles.reportEmpty(empty, command: "audit")
            return CommandLineTool.Exit.expectationFailed
        }
        let urls = files.map { URL(fileURLWithPath: $0.path) }
        // (`--write-baseline` may rewrite the `--baseline` it read: that is how a baseline is updated.)
        try OutputFiles.checkDistinct([("--summary", options.summary.file), ("--write-baseline", options.writeBaseline)], inputs: urls)
        if let summary = options.summary.file, summary != Terminal.standardOutputName {
            try OutputFiles.checkSummary(summary, inputs: urls + [options.baseline].compactMap { $0 }.map { URL(fileURLWithPath: $0) })
        }
        var unreadable = 0
        for (file, url) in zip(files, urls) {
            // A file that cannot be read or run is reported, and the others are still audited.
            do {
                results.append(try audit(url, format: file.format(options.captureFormat)))
            } catch let error as InputError where urls.count > 1 {
                Terminal.error(error.commandLineDescription)
                unreadable += 1
            } catch let error as ScenarioError where urls.count > 1 {
                Terminal.error(error.description)
                unreadable += 1
            }
        }
        if let path = options.writeBaseline {
            try write(AuditBaseline(results: results), to: path)
            return unreadable > 0 ? CommandLineTool.Exit.badInput : CommandLineTool.Exit.success
        }
        let baseline = try options.baseline.map(Self.readBaseline)
        let split = baseline?.split(results)
        let shown = split?.results ?? results
        var accepted: (file: String, split: AuditBaseline.Split)?
        if let split, let path = options.baseline { accepted = (path, split) }
        // `--summary -`: the summary is standard output, and the report goes to standard error.
        let summaryOnStandardOutput = options.summary.file == Terminal.standardOutputName
        let report: (String) -> Void = { text in
            if summaryOnStandardOutput { Terminal.writeToStandardError(text) } else { Terminal.write(text) }
        }
        switch options.format {
        case .text:
            var text = AuditReport.text(shown, ignoringName: "--ignore")
            if let split, let path = options.baseline {
                text += AuditReport.baselineText(split, file: path, rewriting: "--write-baseline \(path) writes it anew")
            }
            report(text)
        case .json:
            report(AuditReport.json(shown, ignoringName: "--ignore", baseline: accepted))
        case .sarif:
            report(AuditReport.sarif(results, version: Help.versionNumber, ignoringName: "--ignore", baseline: baseline))
        }
        if let summary = options.summary.file {
            let markdown = MarkdownSummary.audit(shown, baseline: accepted, artifacts: options.summary.artifacts)
            if summaryOnStandardOutput {
                Terminal.write(markdown, what: "the summary")
            } else {
                do { try OutputFiles.write(markdown, to: summary) } catch {
                    throw OutputError(description: "\(summary): error: cannot write the summary: \(error.reason)")
                }
            }
        }
        if unreadable > 0 { return CommandLineTool.Exit.badInput }
        let failed = shown.flatMap(\.findings).contains { options.failOn.fails($0.severity) }
        return failed ? CommandLineTool.Exit.expectationFailed : CommandLineTool.Exit.success
    }

    /// `--write-baseline PATH`: the findings as a baseline, replacing only a baseline.
    func write(_ baseline: AuditBaseline, to path: String) throws {
        let count = baseline.entries.count
        if path == Terminal.standardOutputName {
            Terminal.write(baseline.text, what: "the baseline")
        } else {
            try OutputFiles.checkBaseline(path)
            do { try OutputFiles.write(baseline.text, to: path) } catch {
                throw OutputError(description: "\(path): error: cannot write the baseline: \(error.reason)")
            }
        }
        Terminal.error("Wrote \(path == "-" ? "the baseline" : path): \(count) finding\(count == 1 ? "" : "s") accepted.")
    }

    /// `--baseline PATH`: a baseline file, read whole; a bad one is an input error.
    static func readBaseline(_ path: String) throws -> AuditBaseline {
        let bytes: [UInt8]
        do { bytes = try readRegularFile(at: URL(fileURLWithPath: path)) } catch {
            throw InputError(
                file: path, message: "cannot be read as the audit baseline: \(error.message)",
                suggestion: error.kind == .missing ? "write one with 'earshot audit PATH --write-baseline \(path)'" : nil)
        }
        return try AuditBaseline.read(bytes, name: path)
    }

    /// One file's findings. A captured tree (XCUITest, Appium, idb, AccessibilitySnapshot) is
    /// imported first, as `listen` and `dump` do; its findings name the capture, each at the
    /// line of the element its stop was made from.
    func audit(_ url: URL, format: CaptureFormat?) throws -> AuditResult {
        let name = url.relativePath
        guard name != "-" else { return try auditStandardInput(format: format) }
        let (document, imported) = try CaptureInput.load(url, displayName: name, format: format)
        guard imported != nil else { return try Audit.file(url, displayName: name, document: document, ignoring: Set(options.ignore)) }
        return try audit(imported: document, name: name)
    }

    /// `earshot audit -`: what is on standard input, read as `listen -` reads it.
    func auditStandardInput(format: CaptureFormat?) throws -> AuditResult {
        let name = Input.standardInputName
        let bytes = try Input.standardInput()
        let (document, imported) = try CaptureInput.read(bytes, name: name, format: format)
        guard imported != nil else { return try Audit.document(document, ignoring: Set(options.ignore)) }
        return try audit(imported: document, name: name)
    }

    /// A capture's findings, at the capture's own lines (the imported screen knows them); a
    /// finding on a view no element made (the screen's own group) names the capture, at line 1.
    func audit(imported document: Document, name: String) throws -> AuditResult {
        var result = try Audit.run(document.scenario, ignoring: Set(options.ignore))
        for index in result.findings.indices { result.findings[index].file = name }
        for index in result.suppressed.indices { result.suppressed[index].finding.file = name }
        return result
    }
}

extension Command {
    /// `earshot audit`.
    static let audit = Command(
        name: "audit",
        abstract: "Find accessibility mistakes, each shown by what VoiceOver says.",
        overview: """
            Find the accessibility mistakes a blind user would hit, each explained by the
            transcript line that exposes it, with the fix in SwiftUI and in UIKit.

            Text output is compiler-style (file:line:column: warning: [rule-id] message), so editors
            and CI annotate it. A view's "earshotIgnore": ["rule-id"] silences a rule on it and
            everything inside it; --ignore silences it for the run. Both are listed as suppressed.

            --write-baseline FILE records today's findings; --baseline FILE then fails only on
            findings that are not in it (matched by rule, file, element and heard lines), so a
            team can adopt the audit on an existing app and stop new mistakes from landing.
            """,
        usage: "earshot audit <path> ... [options]",
        arguments: """
              <path>                  Screen or scenario files, captures, or folders of them; - reads
                                      one from standard input.
            """,
        options: [.auditFormat, .failOn, .ignore, .baseline, .writeBaseline, .summary, .artifacts, .from, .helpFlag],
        files: .many,
        sections: [Help.rules],
        statuses: [
            (CommandLineTool.Exit.success, "The report was printed; no finding is at or above --fail-on."),
            (
                CommandLineTool.Exit.expectationFailed,
                "A finding is at or above --fail-on (default: error), or a folder named holds\n"
                    + "no screen, scenario or capture: nothing in it was audited."
            ),
            Status.usage, Status.badInput,
            (
                CommandLineTool.Exit.cannotWrite,
                "The --summary or --write-baseline file cannot be written, or would replace a\nfile that is not one, or one of the files audited."
            ),
            Status.output,
        ],
        run: { try AuditCommand(options: $0).run() }
    )
}
