import Earshot
import EarshotAudit
import EarshotBase
import EarshotImporting
import EarshotReport
import EarshotSpeech
import Foundation

/// `earshot report PATH ... -o FILE.html`: one self-contained page with, for each screen or
/// scenario, the wireframe and focus order, the transcript, its audio and its time line.
struct ReportCommand {
    var options: ReportOptions

    func run() throws -> Int32 {
        guard let output = options.output else {
            throw UsageError("'earshot report' needs the page to write: -o FILE.html.")
        }
        let toStandardOutput = output == Terminal.standardOutputName
        if !toStandardOutput { try OutputFiles.checkReport(output) }
        // No file: the bundled demo (nil).
        let (files, empty) = try InputFiles.expand(options.paths)
        guard empty.isEmpty else {
            InputFiles.reportEmpty(empty, command: "report")
            return CommandLineTool.Exit.expectationFailed
        }
        let inputs: [InputFiles.File?] = options.paths.isEmpty ? [nil] : files
        var sections: [ReportSection] = []
        var audio: [ReportAudio?] = []
        for input in inputs {
            let path = input?.path
            let (document, imported) = try Demo.documentOrDemo(path, format: input?.format(options.captureFormat))
            var scenario = document.scenario
            options.overrides.apply(to: &scenario.settings)
            let settings = scenario.settings
            let shown = path.map(Self.shown) ?? Demo.fileName
            // One run feeds the drawing, the transcript and the audit.
            let run = try ScenarioRunner.perform(scenario, marksSteps: true, keepingViews: true)
            // The reach measures a screen's run as it is; a scenario's screen is walked again.
            var section = try ReportSection(run: run, source: shown).withFindings(Audit.run(run)).withReach(of: run)
            if let imported { section.capture = Self.capture(imported, run: run) }
            if options.braille.isOn {
                let braille = try BrailleOutput.lines(section.transcript, options: options.braille)
                Terminal.warn(
                    braille.warnings.map {
                        var placed = $0
                        placed.file = placed.file ?? shown
                        return placed
                    })
                section.braille = braille.lines.mapValues { (cells: $0.cells, print: $0.print) }
                section.brailleWindows = braille.lines.compactMapValues { line in
                    line.windows.isEmpty ? nil : line.windows.map { (cells: $0.cells, print: $0.print) }
                }
            }
            let voiced = options.audio ? try Voicing.reportAudio(section.transcript, settings: settings, input: shown, output: output) : nil
            audio.append(voiced)
            sections.append(section)
        }
        // The page goes out as it is made, a mebibyte at a time: 100,000 elements make 280 MB.
        if toStandardOutput {
            ReportPage.write(sections, audio: audio) { Terminal.write($0, what: "the report") }
            return CommandLineTool.Exit.success
        }
        let bytes: Int
        do { bytes = try OutputFiles.stream(to: output) { write in ReportPage.write(sections, audio: audio, to: write) } } catch {
            throw OutputError(description: "\(output): error: cannot write the report: \(error.reason)")
        }
        Terminal.error("Wrote \(output) (\(sections.count) section\(sections.count == 1 ? "" : "s"), \(bytes / 1024) KiB).")
        return CommandLineTool.Exit.success
    }

    /// What the page says a capture could not carry: the importer's notes, and by element the
    /// traits that came from its element type (as `earshot dump` marks them `inferred:`).
    static func capture(_ imported: ImportedScreen, run: Run) -> ReportCapture {
        let roles: [(String, Traits)] = [("textField", .textField), ("secureTextField", .secureTextField), ("tab", .tab)]
        var inferred: [Int: [String]] = [:]
        for (index, element) in run.elements.elements.enumerated() {
            guard let traits = imported.inferredTraits[element.sourceSerial]?.intersection(element.traits) else { continue }
            let names = traits.names + roles.filter { traits.contains($0.1) }.map(\.0)
            if !names.isEmpty { inferred[index] = names }
        }
        return ReportCapture(notes: CaptureInput.notes(imported), inferredTraits: inferred)
    }

    /// How the page names a file: as given, relative to the current folder when it is inside it
    /// (the bundled demo's absolute path would make the page differ from machine to machine).
    static func shown(_ path: String) -> String {
        if path == "-" { return Input.standardInputName }
        if let relative = CurrentFolder.relativePath(of: path) { return relative }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).lastPathComponent : path
    }
}

extension Command {
    /// `earshot report`.
    static let report = Command(
        name: "report",
        abstract: "Write one HTML page: wireframe and focus order, transcript, audio, time line.",
        overview: """
            Write one self-contained HTML page about screens and scenarios.

            For each: a wireframe of the screen with its elements numbered in focus order and the
            path of the swipes, the transcript beside it (select a line to see its element), the
            audio voiced by eSpeak NG (as --wav), the steps and speech on a time line, and the
            audit's findings. Nothing in the page is fetched from a network: it opens from disk in
            any browser and can be attached to a pull request or kept as a CI artifact.
            """,
        usage: "earshot report [<path> ...] -o <file> [options]",
        arguments: """
              <path>                  .screen.json or .scenario.json files, folders holding them, or
                                      captured trees (see earshot help import); a folder gives its
                                      screens, scenarios and captures. Default: the bundled demo;
                                      - reads one from standard input.
            """,
        options: [.from, .output, .noAudio, .braille, .brailleTable, .brailleAlertDuration, .brailleCells, .brailleStatusCell]
            + Option.Parsing.settings + [.helpFlag],
        files: .many,
        statuses: [
            (CommandLineTool.Exit.success, "The page was written."),
            (CommandLineTool.Exit.expectationFailed, "A folder named holds no screen, scenario or capture: nothing was written."),
            Status.usage, (CommandLineTool.Exit.badInput, Status.unvoiced + " (the audio;\n--no-audio leaves it out)."),
            (CommandLineTool.Exit.cannotWrite, "The page cannot be written, or eSpeak NG is missing for its audio."),
        ],
        run: { try ReportCommand(options: $0).run() }
    )
}
