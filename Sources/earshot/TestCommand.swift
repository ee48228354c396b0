import Earshot
import EarshotBase
import EarshotBraille
import Foundation

/// `earshot test [PATH ...]`: runs scenarios, compares transcripts, prints diffs, and writes
/// JUnit XML or golden files when asked.
struct TestCommand {
    var options: TestOptions

    struct Outcome {
        var file: URL
        var name: String
        var result: Result
        var seconds: Double
        /// The expected lines beside what was heard, when the scenario ran (for `--summary`).
        var comparison: TranscriptComparison?
        /// Whether a golden transcript was there before a recording (its lines are `comparison.expected`).
        var hadGolden = false

        enum Result {
            case passed
            case failed(TranscriptComparison)
            case recorded(String)
            /// No golden transcript at this path, and `--record never`.
            case missing(String)
            /// No expectation at all, under CI (the `CI` environment variable set): a
            /// scenario nobody checks must not pass there. The golden file it could have.
            case noExpectation(String)
            /// A golden file beside a screen or scenario (`.reach`, `.keyboard`,
            /// `.switch-control`, `.focus`) differs from what is given now: the report and the diff.
            case goldenDiffers(report: String, diff: TranscriptDiff)
            case badInput(String)
            case skipped
        }
    }

    func run() throws -> Int32 {
        let paths = (options.paths.isEmpty ? ["Scenarios"] : options.paths).map { URL(fileURLWithPath: $0) }
        let files = try ScenarioSuite.files(under: paths)
        let companions = CompanionGolden.pairs(under: paths)
        if options.junit == Terminal.standardOutputName, options.summary.file == Terminal.standardOutputName {
            throw UsageError("'--junit -' and '--summary -' cannot both be standard output: name a file for one of them.")
        }
        try OutputFiles.checkDistinct([("--junit", options.junit), ("--summary", options.summary.file)], inputs: paths + files)
        if let junit = options.junit, junit != Terminal.standardOutputName { try OutputFiles.checkJUnit(junit) }
        if let summary = options.summary.file, summary != Terminal.standardOutputName {
            try OutputFiles.checkSummary(summary, inputs: paths + files)
        }
        // `--junit -` or `--summary -`: that is standard output, so what a person reads goes to standard error.
        let junitOnStandardOutput = options.junit == Terminal.standardOutputName || options.summary.file == Terminal.standardOutputName
        let say: (String) -> Void = { text in
            if junitOnStandardOutput { Terminal.writeToStandardError(text) } else { Terminal.write(text) }
        }
        guard !files.isEmpty || !companions.isEmpty else {
            let named = paths.map(\.relativePath).joined(separator: ", ")
            say(
                TranscriptText.escapedLines("No scenario (*\(ScenarioSuite.scenarioSuffix)) found in \(named); nothing was checked.\n"))
            return CommandLineTool.Exit.expectationFailed
        }
        let interactive = Terminal.isInteractive
        var outcomes: [Outcome] = []
        for (index, file) in files.enumerated() {
            if interactive { Terminal.progress("\r\u{1B}[K" + Self.progress(index + 1, of: files.count, file)) }
            outcomes.append(runOne(file))
        }
        for (index, pair) in companions.enumerated() {
            if interactive {
                Terminal.progress("\r\u{1B}[K" + Self.progress(files.count + index + 1, of: files.count + companions.count, pair.golden))
            }
            outcomes.append(check(pair))
        }
        if interactive { Terminal.progress("\r\u{1B}[K") }
        var passed = 0
        var failed = 0
        var recorded = 0
        var bad = 0
        for outcome in outcomes {
            switch outcome.result {
            case .passed: passed += 1
            case .skipped: break
            case .failed(let comparison):
                failed += 1
                say(TranscriptText.escapedLines("FAIL " + comparison.report(name: outcome.file.relativePath)) + "\n\n")
            case .goldenDiffers(let report, _):
                failed += 1
                say(TranscriptText.escapedLines("FAIL " + report) + "\n\n")
            case .missing(let path):
                failed += 1
                say(
                    TranscriptText.escapedLines("FAIL \(outcome.file.relativePath): no golden transcript at \(path) (--record never)")
                        + "\n\n")
            case .noExpectation(let path):
                failed += 1
                say(
                    TranscriptText.escapedLines(
                        "FAIL \(outcome.file.relativePath): no expectation: no \"expect\" and no golden transcript at \(path); "
                            + "under CI (the CI environment variable is set) that fails. Record it with `earshot test --record`, check it and commit it."
                    )
                        + "\n\n")
            case .recorded(let path):
                recorded += 1
                say(TranscriptText.escapedLines("RECORDED \(outcome.file.relativePath): wrote \(path)") + "\n")
            case .badInput(let message):
                bad += 1
                say(TranscriptText.escapedLines("ERROR " + message) + "\n")
            }
        }
        if let junit = options.junit {
            let xml = JUnitReport.xml(outcomes)
            if junit == Terminal.standardOutputName {
                Terminal.write(xml, what: "the JUnit report")
            } else {
                do { try OutputFiles.write(xml, to: junit) } catch {
                    throw OutputError(description: "\(junit): error: cannot write the JUnit report: \(error.reason)")
                }
            }
        }
        if let summary = options.summary.file {
            let markdown = MarkdownSummary.test(outcomes, junit: options.junit, artifacts: options.summary.artifacts)
            if summary == Terminal.standardOutputName {
                Terminal.write(markdown, what: "the summary")
            } else {
                do { try OutputFiles.write(markdown, to: summary) } catch {
                    throw OutputError(description: "\(summary): error: cannot write the summary: \(error.reason)")
                }
            }
        }
        let skipped = outcomes.filter { if case .skipped = $0.result { return true } else { return false } }.count
        var summary = "\(passed) passed, \(failed + bad) failed"
        if recorded > 0 { summary += ", \(recorded) recorded" }
        if skipped > 0 { summary += ", \(skipped) skipped" }
        say(summary + "\n")
        if recorded > 0 {
            // A golden file beside a screen (`.reach` ...) is no transcript.
            let onlyTranscripts = !outcomes.contains { outcome in
                if case .recorded = outcome.result { return CompanionGolden.Kind(rawValue: outcome.file.pathExtension) != nil }
                return false
            }
            let noun = onlyTranscripts ? "golden transcript" : "golden file"
            say("Recorded \(recorded) \(noun)\(recorded == 1 ? "; check it" : "s; check them") and run again.\n")
        }
        if bad > 0 { return CommandLineTool.Exit.badInput }
        if passed + failed + recorded == 0 {
            say(
                "Nothing was checked: no scenario has an expectation (\"expect\" or a golden transcript beside it). "
                    + "Record them with `earshot test --record`.\n")
            return CommandLineTool.Exit.expectationFailed
        }
        return failed + recorded > 0 ? CommandLineTool.Exit.expectationFailed : CommandLineTool.Exit.success
    }

    /// `[3/42] Scenarios/modal.scenario.json`, shortened from the left to fit one terminal
    /// line (a wrapped line could not be erased by the next one).
    static func progress(_ number: Int, of count: Int, _ file: URL) -> String {
        let prefix = "[\(number)/\(count)] "
        var path = TranscriptText.escaped(file.relativePath)
        var size = winsize()
        let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let room = columns - 1 - prefix.count
        if path.count > room, room > 1 { path = "…" + path.suffix(room - 1) }
        return prefix + path
    }

    /// True when the `CI` environment variable is set (GitHub Actions, GitLab CI, Buildkite,
    /// CircleCI and Travis CI all set it), to anything but `0`, `false` or `no`, as `RecordMode` reads it.
    static var underCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Where `--record` may write a scenario's golden transcript: a `.transcript` file beside
    /// the scenario, or in a `__Transcripts__` folder under the scenario's folder, that is a
    /// file or nothing yet (not a symbolic link or a folder). An `expect` naming another place
    /// (`"../../outside/x.json"`) is refused, so that recording never overwrites other files.
    static func checkGolden(_ golden: URL, of scenario: URL, expect: URL?) throws {
        let folder = scenario.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().path
        let goldenFolder = golden.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().path
        var allowed = golden.pathExtension == "transcript"
        if goldenFolder != folder {
            let relative = goldenFolder.hasPrefix(folder + "/") ? String(goldenFolder.dropFirst(folder.count + 1)) : nil
            allowed = allowed && (relative?.split(separator: "/").contains("__Transcripts__") ?? false)
        }
        var info = stat()
        if lstat(golden.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { allowed = false }
        guard allowed else {
            throw InputError(
                file: scenario.relativePath, path: expect == nil ? nil : "expect",
                message:
                    "--record will not write the golden transcript \(golden.relativePath): it writes only a .transcript file "
                    + "beside the scenario or in a __Transcripts__ folder beside it, and never through a symbolic link",
                suggestion: "point \"expect\" at a .transcript file beside the scenario")
        }
    }

    /// Writes a golden transcript where `checkGolden` allows it, making its `__Transcripts__`
    /// folder when it is not there yet.
    static func write(_ lines: [String], to golden: URL) throws(InputError) {
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(TranscriptFile.text(of: lines).utf8).write(to: golden)
        } catch {
            let reason = OutputFiles.reason(for: error)
            throw InputError(file: golden.relativePath, message: "the golden transcript cannot be written: \(reason)")
        }
    }

    /// Checks one golden file beside a screen or scenario (``CompanionGolden``) with the record
    /// modes of transcripts: compared, and written only when `--record` says so.
    func check(_ pair: CompanionGolden.Pair) -> Outcome {
        let started = Date()
        var outcome = Outcome(file: pair.golden, name: "\(pair.source.relativePath): \(pair.kind.what)", result: .skipped, seconds: 0)
        // Braille needs liblouis: without it a .braille golden is skipped, saying why.
        if pair.kind == .braille, let reason = Liblouis.loadError {
            Terminal.error("SKIP \(pair.golden.relativePath): liblouis cannot be opened (\(reason)); braille golden files need it")
            return outcome
        }
        do {
            var scenario = try DocumentLoader.load(pair.source, displayName: pair.source.relativePath).scenario
            options.overrides.apply(to: &scenario.settings)
            let now = try CompanionGolden.text(pair.kind, of: scenario, braille: BrailleOutput.goldenLines)
            let before = try? String(contentsOf: pair.golden, encoding: .utf8)
            let matches = before == now
            if let mode = options.record, mode.records(exists: before != nil, matches: matches) {
                try Self.checkCompanion(pair)
                do { try Data(now.utf8).write(to: pair.golden, options: .atomic) } catch {
                    throw InputError(
                        file: pair.golden.relativePath, message: "the golden file cannot be written: \(OutputFiles.reason(for: error))")
                }
                outcome.result = .recorded(pair.golden.relativePath)
            } else if matches {
                outcome.result = .passed
            } else {
                let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
                let diff = TranscriptDiff(expected: lines(before ?? ""), heard: lines(now))
                let report =
                    "\(pair.golden.relativePath): \(pair.kind.what) of \(pair.source.relativePath) differs from the golden file\n"
                    + diff.rendered().map { "    " + $0 }.joined(separator: "\n")
                    + "\n    (- golden, + now; `earshot test --record failed` rewrites it)"
                outcome.result = .goldenDiffers(report: report, diff: diff)
            }
        } catch let error as InputError {
            outcome.result = .badInput(error.commandLineDescription)
        } catch let error as ScenarioError {
            outcome.result = .badInput(error.description)
        } catch {
            outcome.result = .badInput("\(pair.golden.relativePath): error: \(error)")
        }
        outcome.seconds = Date().timeIntervalSince(started)
        return outcome
    }

    /// A golden file beside a screen is written only as a regular file, never through a
    /// symbolic link.
    static func checkCompanion(_ pair: CompanionGolden.Pair) throws {
        var info = stat()
        if lstat(pair.golden.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw InputError(
                file: pair.golden.relativePath,
                message: "--record will not write \(pair.golden.relativePath): it is not a regular file (a symbolic link or a folder)")
        }
    }

    /// Runs one scenario and times it (the time is set after the work, not in a `defer`: a
    /// `defer` runs after the returned value has been copied).
    func runOne(_ file: URL) -> Outcome {
        let started = Date()
        var outcome = evaluate(file)
        outcome.seconds = Date().timeIntervalSince(started)
        // A summary shows only what did not pass: a passing run's transcript is not kept.
        if case .passed = outcome.result { outcome.comparison = nil }
        return outcome
    }

    private func evaluate(_ file: URL) -> Outcome {
        var outcome = Outcome(file: file, name: file.relativePath, result: .skipped, seconds: 0)
        do {
            var scenario = try DocumentLoader.load(file, displayName: file.relativePath).scenario
            outcome.name = scenario.name
            options.overrides.apply(to: &scenario.settings)
            // A golden file `expect` names that is not there yet is written by a recording.
            let recording = options.record != nil && options.record != .never
            let expectation = try ScenarioSuite.expectation(for: scenario, recording: recording)
            let notRecorded = expectation?.fileIsMissing == true
            if expectation == nil, options.record == nil {
                if Self.underCI { outcome.result = .noExpectation(ScenarioSuite.goldenFile(for: file).relativePath) }
                return outcome
            }
            var warnings: [InputWarning] = []
            let transcript = try ScenarioRunner.run(scenario, warnings: &warnings)
            Terminal.warn(warnings)
            let comparison = TranscriptComparison(
                expected: expectation?.lines ?? [], transcript: transcript, source: scenario.source, style: scenario.expectStyle)
            let matches = expectation != nil && !notRecorded && comparison.matches
            outcome.comparison = comparison
            outcome.hadGolden = expectation != nil && !notRecorded
            // Expected lines written in the scenario are never rewritten: they are the test.
            guard let mode = options.record, expectation == nil || expectation?.file != nil else {
                outcome.result = matches ? .passed : .failed(comparison)
                return outcome
            }
            let golden = CurrentFolder.relative(expectation?.file ?? ScenarioSuite.goldenFile(for: file))
            if mode.records(exists: expectation != nil && !notRecorded, matches: matches) {
                try Self.checkGolden(golden, of: file, expect: scenario.expect == nil ? nil : expectation?.file)
                try Self.write(comparison.heard, to: golden)
                outcome.result = .recorded(golden.relativePath)
            } else if matches {
                outcome.result = .passed
            } else {
                outcome.result = expectation == nil ? .missing(golden.relativePath) : .failed(comparison)
            }
        } catch let error as InputError {
            outcome.result = .badInput(error.commandLineDescription)
        } catch let error as ScenarioError {
            outcome.result = .badInput(error.description)
        } catch {
            outcome.result = .badInput("\(file.relativePath): error: \(error)")
        }
        return outcome
    }
}

extension Command {
    /// `earshot test`.
    static let test = Command(
        name: "test",
        abstract: "Run scenarios and compare what is heard with what they expect.",
        overview: """
            Run scenarios and compare what is heard with what they expect.

            Every *.scenario.json under the paths runs; one with an "expect" (or a golden
            .transcript file beside it) is compared line by line and a diff is printed on failure.
            The other golden files under the paths are checked too, each against the screen or
            scenario of the same name beside it: .reach (dump --reach), .keyboard (dump
            --keyboard), .switch-control (dump --switch-control) and .focus (listen
            --show-focus), with the same --record modes.
            """,
        usage: "earshot test [<path> ...] [options]",
        arguments: """
              <path>                  Scenario files or folders (default: Scenarios).
            """,
        options: [.junit, .summary, .artifacts, .record] + Option.Parsing.settings + [.helpFlag],
        files: .many,
        statuses: [
            (CommandLineTool.Exit.success, "Every scenario run passed."),
            (
                CommandLineTool.Exit.expectationFailed,
                "A transcript differed, a golden transcript was recorded or is missing,\n"
                    + "a scenario had no expectation under CI, or no scenario was checked."
            ),
            Status.usage,
            (
                CommandLineTool.Exit.badInput,
                "Bad input: a scenario, its screen or golden transcript cannot be read or breaks\n"
                    + "the format, or --record refuses to write where \"expect\" points."
            ),
            (
                CommandLineTool.Exit.cannotWrite,
                "The --junit report or --summary cannot be written, or would replace a file that\nis not one, or one of the scenarios."
            ),
            Status.output,
        ],
        run: { try TestCommand(options: $0).run() }
    )
}
