import Earshot
import Foundation

/// `earshot dump [FILE]`: VoiceOver's element list of a screen, drawn as a tree.
struct DumpCommand {
    var options: Options

    func run() throws -> Int32 {
        // No file: the demo screen built into the binary.
        let path = options.paths.first ?? Demo.fileName
        let (document, imported) = try Demo.documentOrDemo(options.paths.first, format: options.captureFormat)
        var scenario = document.scenario
        options.overrides.apply(to: &scenario.settings)
        var warnings: [InputWarning] = []
        let lines: [String]
        if let imported {
            lines = try imported.dumpLines(settings: scenario.settings)
        } else {
            lines = try ScenarioRunner.dump(scenario.screen, settings: scenario.settings, warnings: &warnings)
        }
        let file = path
        Terminal.warn(
            warnings.map { warning in
                var placed = warning
                placed.file = file
                if file.hasSuffix(".scenario.json"), let path = warning.path { placed.path = "screen." + path }
                return placed
            })
        Terminal.write("\(TranscriptText.escaped(scenario.screen.name))\n" + lines.map { $0 + "\n" }.joined(), what: "the element list")
        return CommandLineTool.Exit.success
    }
}
