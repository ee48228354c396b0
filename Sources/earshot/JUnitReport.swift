import Foundation

/// JUnit XML as CI systems read it: one `testsuite`, one `testcase` per scenario, the diff in
/// the failure message.
enum JUnitReport {
    static func xml(_ outcomes: [TestCommand.Outcome]) -> String {
        var failures = 0
        var errors = 0
        var skipped = 0
        var cases: [String] = []
        for outcome in outcomes {
            let name = escape(outcome.name)
            let classname = escape(outcome.file.relativePath)
            let time = String(format: "%.3f", outcome.seconds)
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
                body = "<failure message=\"\(escape(firstLine(of: report)))\" type=\"TranscriptMismatch\">\(escape(report))</failure>"
                    + "<system-out>\(escape(comparison.heard.joined(separator: "\n")))</system-out>"
            case .recorded(let path):
                failures += 1
                body = "<failure message=\"recorded \(escape(path))\" type=\"Recorded\">A golden transcript was written; check it and run again.</failure>"
            case .badInput(let message):
                errors += 1
                body = "<error message=\"\(escape(message))\" type=\"BadInput\"/>"
            }
            cases.append("    <testcase name=\"\(name)\" classname=\"\(classname)\" time=\"\(time)\">\(body)</testcase>")
        }
        let total = String(format: "%.3f", outcomes.reduce(0) { $0 + $1.seconds })
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="earshot" tests="\(outcomes.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(total)">
              <testsuite name="earshot scenarios" tests="\(outcomes.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(total)">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids other control characters.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { result += "?" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
