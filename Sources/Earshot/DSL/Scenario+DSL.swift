extension Scenario {
    /// A scenario whose screen is written as a SwiftUI view body (the screen takes its name).
    ///
    /// ```swift
    /// let scenario = Scenario(name: "Delete button is labelled", steps: [.next, .next]) {
    ///     Text("Notes")
    ///     Button { Image("ic_trash") }.accessibilityLabel("Delete")
    /// }
    /// ```
    public init(
        name: String, settings: Settings = Settings(), start: Start = .speakFirst,
        steps: [TimedStep]? = nil, expect: Expectation? = nil,
        @ViewBuilder screen content: () -> [Node]
    ) {
        self.init(
            name: name, screen: Screen(name: name, content: content), settings: settings, start: start,
            steps: steps, expect: expect)
    }

    /// A scenario whose steps are written as a block, user and app steps alike.
    ///
    /// ```swift
    /// let expected: Expectation = ["Save, Button", "[announcement] Saved"]
    /// let scenario = Scenario(name: "Saving announces", screen: editor, expect: expected) {
    ///     TimedStep.next
    ///     TimedStep.activate
    ///     Announce("Saved").after(0.5)
    /// }
    ///
    /// Write `TimedStep.next` rather than `.next` on a line of its own: Swift reads a line that
    /// starts with `.` as a member of the line before.
    /// ```
    public init(
        name: String, screen: Screen, settings: Settings = Settings(), start: Start = .speakFirst,
        expect: Expectation? = nil, @StepBuilder steps: () -> [TimedStep]
    ) {
        self.init(name: name, screen: screen, settings: settings, start: start, steps: steps(), expect: expect)
    }
}

/// Expected lines written as an array literal: `expect: ["Delete, Button", "[sound] boundary"]`.
extension Expectation: ExpressibleByArrayLiteral {
    /// The expected lines, in order.
    public init(arrayLiteral lines: String...) {
        self.init(lines: lines)
    }
}
