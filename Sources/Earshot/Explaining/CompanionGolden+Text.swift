// The text of each companion golden lives here, after every stage it runs: the reach and the
// other ways in (Running) and the explanation (Explaining).

extension CompanionGolden {
    /// The golden text of `kind` for `scenario`: its lines, each ended by a line feed, as the
    /// golden files hold them.
    public static func text(_ kind: Kind, of scenario: Scenario) throws -> String {
        try text(kind, of: scenario, braille: nil)
    }

    /// The golden text of `kind` for `scenario`, the braille display's lines made by `braille`
    /// (the core has no braille translator: EarshotBraille gives it).
    ///
    /// - Throws: what the kind's maker throws; for ``Kind/braille`` without `braille`, an error
    ///   saying what can check it.
    package static func text(_ kind: Kind, of scenario: Scenario, braille: ((Scenario) throws -> [String])?) throws -> String {
        let lines: [String]
        switch kind {
        case .reach: lines = try Reach(scenario).lines
        case .keyboard: lines = try KeyboardFocusOrder(scenario).lines
        case .switchControl: lines = try SwitchControlScan(scenario).lines
        case .focus: lines = try ScenarioRunner.perform(scenario).landings.map(\.line)
        case .explain: lines = try Explanation(scenario).textLines
        case .braille:
            guard let braille else {
                throw InputError(
                    file: "a .braille golden file", message: "it is checked by `earshot test`, which shows braille (EarshotBraille)")
            }
            lines = try braille(scenario)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
