import Earshot
import EarshotAudit

extension ReportSection {
    /// The section with the audit's findings in its Findings section, each tied to its element
    /// and to the first transcript line that exposes it, through the lines' own elements: a
    /// finding about a view to the first line one of the view's elements said that reads as the
    /// finding's heard line; a finding about an announcement to that announcement's line, posted
    /// in the same step. The audit is of the run the section draws (`Audit.run(run)`), which
    /// numbers the views as the section does.
    ///
    /// - Complexity: O(e + f) for e events and f findings: the events are read once.
    public func withFindings(_ result: AuditResult) -> ReportSection {
        var section = self
        // The elements each finding is about: the elements its view made.
        var elementsBySource: [Int: [Int]] = [:]
        for (index, serial) in elementSources.enumerated() { elementsBySource[serial, default: []].append(index) }
        let findingElements: [[Int]] = result.findings.map { finding in
            if let serial = finding.viewSerial, !elementSources.isEmpty { return elementsBySource[serial] ?? [] }
            // A section made from its parts: by the view's id.
            return finding.elementID.flatMap { id in elements.firstIndex { $0.id == id } }.map { [$0] } ?? []
        }
        // The lines wanted: by element, and by announcement (its line and step).
        var wantedByElement: [Int: Set<String>] = [:]
        var wantedAnnouncements: Set<String> = []
        for (finding, tied) in zip(result.findings, findingElements) {
            guard let heard = finding.heard.first else { continue }
            if finding.announcement != nil {
                wantedAnnouncements.insert(heard)
            } else {
                for element in tied { wantedByElement[element, default: []].insert(heard) }
            }
        }
        // One pass: the first event of each wanted element and line, and of each announcement.
        var firstByElement: [ElementLine: Int] = [:]
        var firstAnnouncement: [AnnouncementLine: Int] = [:]
        for (index, event) in transcript.events.enumerated() where event.kind != .step {
            if let element = eventElements.indices.contains(index) ? eventElements[index] : nil,
                let lines = wantedByElement[element]
            {
                let line = TranscriptRenderer.line(event)
                let key = ElementLine(element: element, line: line)
                if lines.contains(line), firstByElement[key] == nil { firstByElement[key] = index }
            } else if event.kind == .announcement, !wantedAnnouncements.isEmpty {
                let key = AnnouncementLine(line: TranscriptRenderer.line(event), step: event.stepIndex)
                if wantedAnnouncements.contains(key.line), firstAnnouncement[key] == nil { firstAnnouncement[key] = index }
            }
        }
        section.findings = zip(result.findings, findingElements).map { finding, tied in
            var event: Int?
            if let heard = finding.heard.first {
                if let announcement = finding.announcement {
                    event = firstAnnouncement[AnnouncementLine(line: heard, step: announcement.step)]
                } else {
                    event = tied.compactMap { firstByElement[ElementLine(element: $0, line: heard)] }.min()
                }
            }
            let severity: ReportFinding.Severity = finding.severity == .error ? .error : .warning
            return ReportFinding(
                severity: severity, rule: finding.rule, message: finding.message, event: event, element: tied.first,
                location: "\(finding.file ?? "<screen>"):\(finding.line):\(finding.column)", heard: finding.heard,
                swiftUIFix: finding.fix.swiftUI, uiKitFix: finding.fix.uiKit)
        }
        return section
    }
}

private struct ElementLine: Hashable {
    var element: Int
    var line: String
}

private struct AnnouncementLine: Hashable {
    var line: String
    var step: Int?
}
