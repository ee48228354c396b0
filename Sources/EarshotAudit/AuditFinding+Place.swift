import Earshot

extension AuditFinding {
    /// The serial of the view the finding is about (as the run that was audited numbered the
    /// views: the elements' `sourceSerial`), for a finding about a view.
    package var viewSerial: Int? {
        guard case .node(let serial)? = place else { return nil }
        return serial
    }

    /// The announcement the finding is about, and the scenario step that posted it (nil for the start).
    package var announcement: (text: String, step: Int?)? {
        guard case .announcement(let text, let step)? = place else { return nil }
        return (text, step)
    }
}
