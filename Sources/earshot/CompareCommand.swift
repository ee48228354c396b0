import Earshot
import EarshotBase
import EarshotCompare
import Foundation

/// `earshot compare SCREEN|SCENARIO|CAPTURE WALK`: Earshot's walk over a recorded walk's moves,
/// lined up with what real VoiceOver said (``WalkComparison``), with its parity.
struct CompareCommand {
    var options: CompareOptions

    func run() throws -> Int32 {
        guard options.paths.count == 2 else {
            throw UsageError(
                "'earshot compare' takes a screen (or scenario, or capture) and a walk; found \(options.paths.count) file\(options.paths.count == 1 ? "" : "s")."
            )
        }
        let screenPath = options.paths[0]
        let walkPath = options.paths[1]
        var scenario = try Input.document(screenPath, format: options.captureFormat).0.scenario
        options.overrides.apply(to: &scenario.settings)
        let walk = try RecordedWalk.read(URL(fileURLWithPath: walkPath), displayName: walkPath, capture: options.capture)
        let comparison = try WalkComparison.run(scenario, walk: walk, screenName: screenPath)
        switch options.format {
        case .text: Terminal.write(comparison.text)
        case .json: Terminal.write(comparison.json)
        case .junit: Terminal.write(comparison.junit)
        }
        if let minimum = options.minParity, comparison.parity * 100 < minimum {
            Terminal.error("earshot: parity \(comparison.paritySummary) is below --min-parity \(JSONSerializer.format(minimum))%")
            return CommandLineTool.Exit.expectationFailed
        }
        return CommandLineTool.Exit.success
    }
}

extension Option.Parsing where Options == CompareOptions {
    /// `compare`'s report form.
    static var compareFormat: Self {
        Self(
            "--format", "Report form: text, JSON, or JUnit XML with one test case per pair (default: text).",
            .value(placeholder: "<text|json|junit>") { options, text in options.format = try Option.choice(text, for: "--format") })
    }

    /// The parity below which `compare` exits 1.
    static var minParity: Self {
        Self(
            "--min-parity", "Exit 1 when fewer than this percent of the pairs are the same (default: never).",
            .value(placeholder: "<0-100>") { options, text in
                let number = text.hasSuffix("%") ? String(text.dropLast()) : text
                guard let value = Double(number), (0...100).contains(value) else {
                    throw UsageError("The value '\(text)' is invalid for '--min-parity'; expected a percentage from 0 to 100.")
                }
                options.minParity = value
            })
    }

    /// Which capture of a walk file of several `compare` reads.
    static var walkCapture: Self {
        Self(
            "--capture", "The capture to read from a walk file of several (IRS-Public/aloud's \"captures\").",
            .value(placeholder: "<name>") { options, name in options.capture = name })
    }
}

extension Command {
    /// `earshot compare`.
    static let compare = Command(
        name: "compare",
        abstract: "Line up a recorded walk of real VoiceOver with Earshot's, with its parity.",
        overview: """
            Line up a walk of real VoiceOver (recorded with Xcode 27's XCUIVoiceOverService)
            with Earshot's own walk over the same moves, and say where they differ.

            The walk's moves (current, forward, backward) are made on the screen (in and out,
            which Earshot has no step for, are shown as container-move pairs, not compared); the two lists of
            utterances are aligned by edit distance under the normalisation earshot-walk-v1: a
            leading "VoiceOver on" or app name left out, a repeated tail read as the end of the
            screen, parts joined by spaces and compared case-folded, the hint inside the utterance,
            a 64-character utterance compared as a prefix. Each pair is same, words-differ,
            reordered (the same words in another order, the moved ones named), only-earshot,
            only-voiceover or out-of-order; the parity is the share that is the same.
            """,
        usage: "earshot compare <screen> <walk> [options]",
        arguments: """
              <screen>                A .screen.json or .scenario.json file, or a captured tree.
              <walk>                  The recorded walk: one utterance per line, a JSON list of them,
                                      IRS-Public/aloud's capture, or WebDriverAgent/Appium replies
                                      ({"utterance": ...}, one per line or in a list).
            """,
        options: [.compareFormat, .minParity, .walkCapture, .from] + Option.Parsing.settings + [.helpFlag],
        files: .many,
        statuses: [
            (CommandLineTool.Exit.success, "The comparison was printed; the parity is at least --min-parity."),
            (CommandLineTool.Exit.expectationFailed, "The parity is below --min-parity."),
            (CommandLineTool.Exit.usage, "Bad command line: an unknown option, a missing value, not two files."),
            (
                CommandLineTool.Exit.badInput,
                "Bad input: the screen, scenario or capture, or the walk, cannot be read or breaks\n"
                    + "the format (the message names the line or JSON path), or the walk has more than\n"
                    + "100000 steps (Earshot's limit)."
            ),
            Status.output,
        ],
        run: { try CompareCommand(options: $0).run() }
    )
}
