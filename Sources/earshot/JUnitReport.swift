import Earshot
import Foundation

/// JUnit XML as CI systems read it: one `testsuite`, one `testcase` per scenario, the diff in
/// the failure message.
///
/// Follows the common JUnit schema (Jenkins, GitLab, GitHub test reporters, Buildkite):
/// `testsuite` with `name`, `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`,
/// `hostname`; `testsuites` with `name`, `tests`, `failures`, `errors`, `time` (the schema
/// allows no `skipped` there); `testcase` with `name`, `classname`, `time`; `failure` with `message` and
/// `type`, the full report as its text. `classname` is the scenario's folder and file name
/// joined by dots (`Scenarios.modal-popup-leaks`), which reporters show as package and class.
enum JUnitReport {
    static func xml(_ outcomes: [TestCommand.Outcome], timestamp: Date = Date(), hostname: String = ProcessInfo.processInfo.hostName)
        -> String
    {
        var failures = 0
        var errors = 0
        var skipped = 0
        var cases: [String] = []
        for outcome in outcomes {
            let name = XMLText.escaped(outcome.name)
            let classname = XMLText.escaped(className(of: outcome.file))
            let time = String(format: "%.6f", outcome.seconds)
            var body = ""
            switch outcome.result {
            case .passed:
                break
            case .skipped:
                skipped += 1
                body = "<skipped message=\"no expectation\"/>"
            case .failed(let comparison):
                failures += 1
                let report = comparison.report(name: outcome.file.relativePath)
                body =
                    "<failure message=\"\(XMLText.escaped(summary(of: report)))\" type=\"TranscriptMismatch\">\(XMLText.escaped(report, inAttribute: false))</failure>"
                    + "<system-out>\(XMLText.escaped(comparison.heard.joined(separator: "\n"), inAttribute: false))</system-out>"
            case .goldenDiffers(let report, _):
                failures += 1
                body =
                    "<failure message=\"\(XMLText.escaped(summary(of: report)))\" type=\"GoldenMismatch\">\(XMLText.escaped(report, inAttribute: false))</failure>"
            case .missing(let path):
                failures += 1
                body =
                    "<failure message=\"no golden transcript at \(XMLText.escaped(path))\" type=\"MissingGolden\">Record it with --record missing, check it and commit it.</failure>"
            case .noExpectation(let path):
                failures += 1
                body =
                    "<failure message=\"no expectation: no expect and no golden transcript at \(XMLText.escaped(path))\" type=\"NoExpectation\">CI is set, so a scenario without an expectation fails. Record its golden transcript with --record, check it and commit it.</failure>"
            case .recorded(let path):
                failures += 1
                body =
                    "<failure message=\"recorded \(XMLText.escaped(path))\" type=\"Recorded\">A golden transcript was written; check it and run again.</failure>"
            case .badInput(let message):
                errors += 1
                body = "<error message=\"\(XMLText.escaped(message))\" type=\"BadInput\"/>"
            }
            cases.append("    <testcase name=\"\(name)\" classname=\"\(classname)\" time=\"\(time)\">\(body)</testcase>")
        }
        let total = String(format: "%.6f", outcomes.reduce(0) { $0 + $1.seconds })
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let started = formatter.string(from: timestamp)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="earshot" tests="\(outcomes.count)" failures="\(failures)" errors="\(errors)" time="\(total)">
              <testsuite name="earshot scenarios" tests="\(outcomes.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(total)" timestamp="\(started)" hostname="\(XMLText.escaped(hostname))">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// The failure message reporters show in one line: what differs and where it starts
    /// (`Scenarios/modal.scenario.json: the transcript differs from the expected one; first
    /// difference at line 3, at step 2 (next)`).
    static func summary(of report: String) -> String {
        let lines = report.split(separator: "\n").prefix(2).map(String.init)
        guard lines.count == 2, lines[1].hasPrefix("first difference") else { return lines.first ?? "" }
        return lines[0] + "; " + (lines[1].hasSuffix(":") ? String(lines[1].dropLast()) : lines[1])
    }

    /// `Scenarios/modal/popup-leaks.scenario.json` → `Scenarios.modal.popup-leaks`.
    static func className(of file: URL) -> String {
        var path = file.relativePath
        for suffix in [ScenarioSuite.scenarioSuffix, ".json"] where path.hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.map { $0.replacingOccurrences(of: ".", with: "_") }.joined(separator: ".")
    }
}
