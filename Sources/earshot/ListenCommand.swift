import Earshot
import Foundation

/// `earshot listen [FILE]`: the transcript of a screen or scenario, as text or JSON, and
/// optionally voiced into a WAV file.
struct ListenCommand {
    var options: Options

    func run() throws -> Int32 {
        let url: URL
        if let path = options.paths.first {
            url = URL(fileURLWithPath: path)
        } else {
            guard let demo = Demo.screen else {
                throw UsageError("No file given, and the bundled demo screen was not found; name a .screen.json or .scenario.json file.")
            }
            url = demo
        }
        var scenario = try CaptureInput.load(url, displayName: options.paths.first, format: options.captureFormat).0.scenario
        options.overrides.apply(to: &scenario.settings)
        let settings = scenario.settings
        // Handed over: a screen that is only listened to is taken apart as its elements are made.
        let transcript = try ScenarioRunner.run(consume scenario, marksSteps: options.showSteps)
        if let wav = options.wav {
            try Voicing.write(transcript, settings: settings, to: wav, input: options.paths.first ?? url.lastPathComponent)
        }
        switch options.format {
        case .json: TranscriptRenderer.writeJSON(transcript, showSteps: options.showSteps) { Terminal.write($0, what: "the transcript") }
        case .text: TranscriptRenderer.writeText(transcript, showSteps: options.showSteps) { Terminal.write($0, what: "the transcript") }
        }
        if let wav = options.wav { Terminal.error("Wrote \(wav) (\(String(format: "%.1f", transcript.endTime)) s on the speech clock).") }
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
