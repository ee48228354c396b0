import Earshot
import EarshotBase
import EarshotBraille
import EarshotImporting
import Foundation

/// `earshot listen [FILE]`: the transcript of a screen or scenario, as text or JSON, and
/// optionally voiced into a WAV file.
struct ListenCommand {
    var options: ListenOptions

    func run() throws -> Int32 {
        // No file: the demo screen built into the binary.
        let path = options.paths.first ?? Demo.fileName
        if let wav = options.wav, wav != "-" { try OutputFiles.checkWAV(wav) }  // "-": standard output
        var scenario = try Demo.documentOrDemo(options.paths.first, format: options.captureFormat).0.scenario
        options.overrides.apply(to: &scenario.settings)
        let settings = scenario.settings
        // Handed over: a screen that is only listened to is taken apart as its elements are made.
        // --explain keeps the views, to say what each line came from.
        let run = try ScenarioRunner.perform(consume scenario, marksSteps: options.showSteps, keepingViews: options.explain)
        let explanation = options.explain ? try Explanation(run: run) : nil
        let transcript = run.transcript
        // Each warning names the file it is about: a screen file's come unplaced from the run.
        let file = path == "-" ? Input.standardInputName : path
        if options.braille.isOn, options.format == .text, options.style == .voiceover {
            throw UsageError("'--braille' writes under the earshot style's lines; leave out '--style voiceover' or use '--format json'.")
        }
        if options.braille.isOn, options.explain, options.format == .text {
            throw UsageError("'--braille' and '--explain' each write under the transcript's lines; use one, or '--format json' for both.")
        }
        // What the braille display shows, before any output: a bad table stops the command first.
        let braille = try options.braille.isOn ? BrailleOutput.lines(transcript, options: options.braille) : nil
        let warnings = (run.warnings + (braille?.warnings ?? [])).map { warning in
            var placed = warning
            if placed.file == nil { placed.file = file }
            return placed
        }
        Terminal.warn(warnings)
        if let wav = options.wav {
            let input = path == "-" ? Input.standardInputName : options.paths.first ?? URL(fileURLWithPath: path).lastPathComponent
            try Voicing.write(transcript, settings: settings, to: wav, input: input)
        }
        // `--wav -` puts the audio on standard output, so the transcript goes to standard error.
        let toStandardError = options.wav == "-"
        let write = { (text: String) in toStandardError ? Terminal.progress(text) : Terminal.write(text, what: "the transcript") }
        // The transcript's own forms are handed over in bytes, written as they are.
        let writeUTF8 = { (bytes: UnsafeBufferPointer<UInt8>) in
            if toStandardError {
                _ = Terminal.writeAll(utf8: bytes, to: STDERR_FILENO)
            } else {
                Terminal.write(utf8: bytes, what: "the transcript")
            }
        }
        switch options.format {
        case .json:
            // No lookup an event when there is no braille to write.
            let lines = braille?.lines ?? [:]
            let brailleJSON: ((Int) -> JSONValue?)? = braille == nil ? nil : { lines[$0]?.json }
            if let explanation {
                var json = ""
                TranscriptRenderer.writeJSON(
                    transcript, showSteps: options.showSteps, warnings: warnings, braille: brailleJSON, to: { json += $0 })
                write(explanation.addingBecause(toJSON: json) ?? json)
            } else {
                TranscriptRenderer.writeJSONUTF8(
                    transcript, showSteps: options.showSteps, warnings: warnings, braille: brailleJSON, to: writeUTF8)
            }
        case .text where explanation != nil: write((explanation?.textLines ?? []).map { $0 + "\n" }.joined())
        case .text where braille != nil:
            write(BrailleDisplay.text(transcript, lines: braille?.lines ?? [:], showSteps: options.showSteps))
        case .text where options.style == .voiceover:
            let lines = VoiceOverStyle.lines(transcript, showSteps: options.showSteps)
            if !lines.isEmpty { write(TranscriptText.escapedLines(lines.joined(separator: "\n")) + "\n") }
        case .text: TranscriptRenderer.writeTextUTF8(transcript, showSteps: options.showSteps, to: writeUTF8)
        }
        // Where focus landed after each app step (Documentation/REACH.md §2), after the transcript.
        if options.showFocus, options.format == .text {
            let lines = run.landings.map(\.line)
            write(
                lines.isEmpty
                    ? "Focus after each app step: no app step ran\n" : (["Focus after each app step:"] + lines).map { $0 + "\n" }.joined())
        }
        if let wav = options.wav {
            let target = wav == "-" ? "the WAV to standard output" : wav
            Terminal.error("Wrote \(target) (\(String(format: "%.1f", transcript.endTime)) s on the speech clock).")
        }
        // The run's events, elements and views are let go with the process, not one by one.
        ProcessLifetime.keepUntilExit(run)
        return CommandLineTool.Exit.success
    }
}

/// The demo screen that `earshot listen` and `earshot dump` play with no file:
/// `Scenarios/Demo/field-notes.screen.json`, built into the binary (the EmbedFiles plugin).
enum Demo {
    /// How messages name it.
    static let fileName = "field-notes.screen.json"

    static func document() throws(InputError) -> Document {
        guard let text = EmbeddedDemo.files["field-notes.screen"] else {
            throw InputError(file: fileName, message: "the demo screen was not built into earshot")
        }
        return try DocumentLoader.load(bytes: Array(text.utf8), name: fileName)
    }

    /// The document at `path` (a screen, a scenario or a capture), or the demo when there is none.
    static func documentOrDemo(_ path: String?, format: CaptureFormat?) throws -> (Document, ImportedScreen?) {
        guard let path else { return (try document(), nil) }
        return try Input.document(path, format: format)
    }
}

extension Command {
    /// `earshot listen`.
    static let listen = Command(
        name: "listen",
        abstract: "Print the transcript of a screen or scenario (and voice it with --wav).",
        overview: """
            Print what VoiceOver says about a screen or a scenario.

            A screen (.screen.json) is heard as a user swiping right through it; a scenario
            (.scenario.json) runs its steps. The transcript goes to standard output; with
            --show-focus (text only), where focus is after each app step follows it. With
            --explain, each line is followed by the rules that made it (as earshot explain
            prints them), and in the JSON form each event gains "because".
            """,
        usage: "earshot listen [<file>] [options]",
        arguments: """
              <file>                  A .screen.json or .scenario.json file, or a captured tree (XCUITest,
                                      Appium, idb, AccessibilitySnapshot; see earshot help import).
                                      Default: the bundled demo; - reads standard input.
            """,
        options: [
            .format, .style, .wav, .braille, .brailleTable, .brailleAlertDuration, .brailleCells, .brailleStatusCell, .showSteps,
            .showFocus, .explain, .from,
        ]
            + Option.Parsing.settings + [.helpFlag],
        files: .one,
        statuses: [
            (CommandLineTool.Exit.success, "The transcript was printed."), Status.usage,
            (CommandLineTool.Exit.badInput, Status.unvoiced + " (--wav)."),
            (
                CommandLineTool.Exit.cannotWrite,
                "The --wav file cannot be written (or eSpeak NG is missing), or is there and is not\na WAV file (or is a link); or --braille without liblouis."
            ),
            Status.output,
        ],
        run: { try ListenCommand(options: $0).run() }
    )
}
