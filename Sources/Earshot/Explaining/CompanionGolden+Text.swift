// The text of each companion golden lives here, after every stage it runs: the reach and the
// other ways in (Running) and the explanation (Explaining).

extension CompanionGolden {
    /// The golden text of `kind` for `scenario`: its lines, each ended by a line feed, as the
    /// golden files hold them.
    public static func text(_ kind: Kind, of scenario: Scenario) throws -> String {
        let lines: [String]
        switch kind {
        case .reach: lines = try Reach(scenario).lines
        case .keyboard: lines = try KeyboardFocusOrder(scenario).lines
        case .switchControl: lines = try SwitchControlScan(scenario).lines
        case .focus: lines = try ScenarioRunner.perform(scenario).landings.map(\.line)
        case .explain: lines = try Explanation(scenario).textLines
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
