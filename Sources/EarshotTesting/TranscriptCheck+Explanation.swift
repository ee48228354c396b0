import Earshot

extension TranscriptCheck {
    /// Why the first differing heard line is heard as it is (`earshot explain`): the rules of
    /// Documentation/VOICEOVER.md that made it, under a line naming it; nothing when the heard
    /// side has no such line, or for the written form (`--style voiceover`), whose lines are not
    /// the events'. The scenario is run again, keeping its views: only for a failure.
    static func explanation(of comparison: TranscriptComparison, in scenario: Scenario) -> [String] {
        guard comparison.style == .earshot, let number = comparison.diff.firstDifference?.heardLine,
            let explanation = try? Explanation(scenario), explanation.lines.indices.contains(number - 1)
        else { return [] }
        let line = explanation.lines[number - 1]
        return ["Why heard line \(number) is \"\(line.text)\" (earshot explain):"] + Explanation.reasonLines(line.because)
    }
}
