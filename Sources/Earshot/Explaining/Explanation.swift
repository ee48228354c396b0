/// Why each line of a run is heard as it is: the rules of Documentation/VOICEOVER.md that made
/// it, each by its id, with the place in the file that set it off (`earshot explain`,
/// `earshot listen --explain`).
///
///     let explanation = try Explanation(scenario)
///     for line in explanation.lines { print(line.text, line.because.map(\.rule)) }
///
/// Worked out after the run, from the views the run kept and the transcript it made: a run that
/// is not explained does no work for it (nothing in the pipeline records).
package struct Explanation: Sendable {
    /// One heard (or dropped) line of the transcript and why.
    package struct Line: Sendable, Equatable {
        /// The line as `earshot listen` prints it.
        package var text: String
        /// The element that said it, by id or path; nil for announcements and sounds.
        package var element: String?
        /// The rules that made it, outermost first.
        package var because: [Reason]
    }

    /// One rule that shaped a line, or kept a view from being heard.
    package struct Reason: Sendable, Equatable {
        /// The rule's id in Documentation/VOICEOVER.md: `grouping.combine`.
        package var rule: String
        /// Where in the file the rule was set off; nil for a rule no view or step triggers.
        package var place: Place?
        /// What the rule did here, in words.
        package var detail: String

        init(_ rule: ExplanationRule, _ place: Place?, _ detail: String) {
            self.rule = rule.id
            self.place = place
            self.detail = detail
        }
    }

    /// A view or a step of the file: its JSON path, and its line and column when known.
    package struct Place: Sendable, Equatable {
        /// `root.VStack[2]`, `screen.root.VStack[2]` in a scenario, `steps[3]`.
        package var path: String
        package var line: Int?
        package var column: Int?

        /// `root.VStack[2] 12:9`, or the path alone.
        package var description: String {
            guard let line, let column else { return path }
            return "\(path) \(line):\(column)"
        }
    }

    /// The lines of the run, in order, steps left out.
    package var lines: [Line]
    /// The views of the screen as it appeared that VoiceOver never reaches and that say so: those
    /// hidden themselves (not each view inside them), and those with an `id`, in the file's order.
    package var neverHeard: [View] = []

    /// The lines as `earshot explain` prints them: each numbered, then its reasons indented,
    /// `rule  place: detail`.
    package var textLines: [String] {
        var output: [String] = []
        for (number, line) in lines.enumerated() {
            output.append("\(number + 1)  \(TranscriptText.escaped(line.text))")
            output += Self.reasonLines(line.because)
        }
        for view in neverHeard {
            output.append("never heard: " + (view.place?.description ?? "?"))
            output += Self.reasonLines(view.because)
            if let fix = view.fix { output.append("   fix: " + fix) }
        }
        return output
    }

    /// Reasons, one a line, indented under what they explain.
    package static func reasonLines(_ reasons: [Reason]) -> [String] {
        reasons.map { reason in
            "   because " + reason.rule + (reason.place.map { " at " + $0.description } ?? "") + ": "
                + TranscriptText.escaped(reason.detail)
        }
    }
}
