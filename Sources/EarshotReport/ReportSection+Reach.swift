import Earshot

extension ReportSection {
    /// Screens with more elements than this are not measured for reach in the report: each
    /// rotor route is a run of the screen (``Reach/timedRouteLimit``), and a page of that many
    /// rows reads as no page; `earshot dump --reach` measures any screen.
    public static let reachElementLimit = 1_000

    /// The section with the reach of `run`'s screen as it first appears (its steps are not
    /// run; Documentation/REACH.md §1; a run of a screen is measured as it is, a scenario's
    /// screen is walked again): swipes, the time heard, a faster rotor route, the
    /// unreachable elements and the focus traps. A screen of more than ``reachElementLimit``
    /// elements is not measured, and the page says so.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public func withReach(of run: Run, voices: VoiceLibrary = .shared) throws(ScenarioError) -> ReportSection {
        var section = self
        guard elements.count <= Self.reachElementLimit else {
            section.reach = nil
            section.reachNotMeasured =
                "Not measured: \(elements.count) elements, more than \(Self.reachElementLimit); earshot dump --reach measures any screen."
            return section
        }
        section.reach = try Reach(run: run, voices: voices)
        section.reachNotMeasured = nil
        return section
    }
}
