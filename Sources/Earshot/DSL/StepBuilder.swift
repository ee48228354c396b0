/// Something that becomes one step of a scenario or a reaction: an app step such as
/// `Announce("Saved")`, or a `TimedStep`.
public protocol StepConvertible: Sendable {
    var timedStep: TimedStep { get }
}

extension TimedStep: StepConvertible {
    public var timedStep: TimedStep { self }
}

extension StepConvertible {
    /// The step, `seconds` after the previous one instead of when it would otherwise happen.
    ///
    /// ```swift
    /// Announce("Still saving").after(2)   // after 2 s
    /// TimedStep.next.after(0.3)          // swipes while VoiceOver is still speaking
    /// ```
    public func after(_ seconds: Double) -> TimedStep {
        var step = timedStep
        step.after = seconds
        return step
    }
}

/// Builds a list of steps from a block: what the app does in `onActivate`, a named action,
/// a `Button`'s action, or the steps of a scenario.
///
/// ```swift
/// Button("Save") {
///     Update("status", accessibilityLabel: "Saved")
///     if announces { Announce("Saved").after(0.5) }
/// }
/// // onActivate: update status: accessibilityLabel "Saved", announce "Saved"
/// ```
@resultBuilder
public struct StepBuilder {
    public static func buildExpression(_ step: TimedStep) -> [TimedStep] { [step] }

    public static func buildExpression(_ step: some StepConvertible) -> [TimedStep] { [step.timedStep] }

    public static func buildExpression(_ steps: [TimedStep]) -> [TimedStep] { steps }

    public static func buildBlock(_ parts: [TimedStep]...) -> [TimedStep] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [TimedStep]?) -> [TimedStep] { part ?? [] }

    public static func buildEither(first part: [TimedStep]) -> [TimedStep] { part }

    public static func buildEither(second part: [TimedStep]) -> [TimedStep] { part }

    public static func buildArray(_ parts: [[TimedStep]]) -> [TimedStep] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [TimedStep]) -> [TimedStep] { part }
}
