import Earshot
import EarshotSpeech
import Foundation

/// `earshot report PATH ... -o FILE.html`: one self-contained page with, for each screen or
/// scenario, the wireframe and focus order, the transcript, its audio and its time line.
struct ReportCommand {
    var options: Options

    func run() throws -> Int32 {
        guard let output = options.output else {
            throw UsageError("'earshot report' needs the page to write: -o FILE.html.")
        }
        try OutputFiles.checkReport(output)
        // No file: the bundled demo (nil).
        let inputs: [String?] = options.paths.isEmpty ? [nil] : try Self.files(options.paths)
        var sections: [ReportSection] = []
        var audio: [ReportAudio?] = []
        for path in inputs {
            var scenario = try Demo.documentOrDemo(path, format: options.captureFormat).0.scenario
            options.overrides.apply(to: &scenario.settings)
            let settings = scenario.settings
            let shown = path.map(Self.shown) ?? Demo.fileName
            let section = try ReportSection(scenario: scenario, source: shown).withFindings(Audit.run(scenario))
            audio.append(options.audio ? try Voicing.reportAudio(section.transcript, settings: settings, input: shown) : nil)
            sections.append(section)
        }
        let html = ReportPage.html(sections, audio: audio)
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw OutputError(description: "\(output): error: cannot write the report: \(error.localizedDescription)")
        }
        Terminal.error("Wrote \(output) (\(sections.count) section\(sections.count == 1 ? "" : "s"), \(html.utf8.count / 1024) KiB).")
        return CommandLineTool.Exit.success
    }

    /// How the page names a file: as given, relative to the current folder when it is inside it
    /// (the bundled demo's absolute path would make the page differ from machine to machine).
    static func shown(_ path: String) -> String {
        if path == "-" { return Input.standardInputName }
        let folder = FileManager.default.currentDirectoryPath + "/"
        if path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).lastPathComponent : path
    }

    /// The files under `paths`: files as given, folders' `*.screen.json` and `*.scenario.json`
    /// in name order.
    static func files(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = FolderWalk.files(under: URL(fileURLWithPath: path), endingWith: FolderWalk.documentSuffixes)
            let folder = path.hasSuffix("/") ? path : path + "/"
            files += found.map { folder + $0 }
        }
        return files
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
                                      captured trees (see earshot help import). Default: the bundled
                                      demo; - reads one from standard input.
            """,
        options: [.from, .output, .noAudio] + Option.settings + [.helpFlag],
        files: .many,
        statuses: [
            (CommandLineTool.Exit.success, "The page was written."), Status.usage, Status.badInput,
            (CommandLineTool.Exit.cannotWrite, "The page cannot be written."),
        ],
        body: .options { try ReportCommand(options: $0).run() }
    )
}
