import Earshot
import Foundation

/// `earshot listen [FILE]`: the transcript of a screen or scenario, as text or JSON, and
/// optionally voiced into a WAV file.
struct ListenCommand {
    var options: Options

    func run() throws -> Int32 {
        let path: String
        if let first = options.paths.first {
            path = first
        } else {
            guard let demo = Demo.screen else {
                throw UsageError("No file given, and the bundled demo screen was not found; name a .screen.json or .scenario.json file.")
            }
            path = demo.path
        }
        if let wav = options.wav, wav != "-" { try OutputFiles.checkWAV(wav) }  // "-": standard output
        var scenario = try Input.document(path, format: options.captureFormat).0.scenario
        options.overrides.apply(to: &scenario.settings)
        let settings = scenario.settings
        // Handed over: a screen that is only listened to is taken apart as its elements are made.
        var warnings: [InputWarning] = []
        let transcript = try ScenarioRunner.run(consume scenario, marksSteps: options.showSteps, warnings: &warnings)
        Terminal.warn(warnings)
        if let wav = options.wav {
            let input = path == "-" ? Input.standardInputName : options.paths.first ?? URL(fileURLWithPath: path).lastPathComponent
            try Voicing.write(transcript, settings: settings, to: wav, input: input)
        }
        // `--wav -` puts the audio on standard output, so the transcript goes to standard error.
        let toStandardError = options.wav == "-"
        let write = { (text: String) in toStandardError ? Terminal.progress(text) : Terminal.write(text, what: "the transcript") }
        switch options.format {
        case .json: TranscriptRenderer.writeJSON(transcript, showSteps: options.showSteps, to: write)
        case .text: TranscriptRenderer.writeText(transcript, showSteps: options.showSteps, to: write)
        }
        if let wav = options.wav {
            let target = wav == "-" ? "the WAV to standard output" : wav
            Terminal.error("Wrote \(target) (\(String(format: "%.1f", transcript.endTime)) s on the speech clock).")
        }
        return CommandLineTool.Exit.success
    }
}

/// The demo screen that `earshot listen` plays with no file.
enum Demo {
    static var screen: URL? {
        guard let voices = VoiceLibrary.shared.directory else { return nil }
        let url = voices.deletingLastPathComponent().appendingPathComponent("Scenarios/Demo/field-notes.screen.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
