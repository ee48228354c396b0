import Earshot

extension ReportSection {
    /// The section with the audit's findings in its Findings section, each tied to its element
    /// (by the view's `id`) and to the first transcript line that exposes it (by its text).
    public func withFindings(_ result: AuditResult) -> ReportSection {
        var section = self
        section.findings = result.findings.map { finding in
            let element = finding.elementID.flatMap { id in elements.firstIndex { $0.id == id } }
            let event = finding.heard.first.flatMap { heard in
                transcript.events.firstIndex { $0.kind != .step && TranscriptRenderer.line($0) == heard }
            }
            let message = "\(finding.message) Fix: SwiftUI \(finding.fix.swiftUI); UIKit \(finding.fix.uiKit)."
            let severity: ReportFinding.Severity = finding.severity == .error ? .error : .warning
            return ReportFinding(severity: severity, rule: finding.rule, message: message, event: event, element: element)
        }
        return section
    }
}
