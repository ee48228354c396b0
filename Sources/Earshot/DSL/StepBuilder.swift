/// Something that becomes one step of a scenario or a reaction: an app step such as
/// `Announce("Saved")`, or a `TimedStep`.
public protocol StepConvertible: Sendable {
    /// The step, as a scenario's step list holds it.
    var timedStep: TimedStep { get }
}

extension TimedStep: StepConvertible {
    /// The step, as a scenario's step list holds it.
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
    /// A step as written.
    public static func buildExpression(_ step: TimedStep) -> [TimedStep] { [step] }

    /// A DSL step (`Swipe`, `Announce` ...) as its timed step.
    public static func buildExpression(_ step: some StepConvertible) -> [TimedStep] { [step.timedStep] }

    /// A list of steps, spliced in.
    public static func buildExpression(_ steps: [TimedStep]) -> [TimedStep] { steps }

    /// The block's parts, in order.
    public static func buildBlock(_ parts: [TimedStep]...) -> [TimedStep] { parts.flatMap { $0 } }

    /// An `if` without `else`: its part, or nothing.
    public static func buildOptional(_ part: [TimedStep]?) -> [TimedStep] { part ?? [] }

    /// The `if` branch.
    public static func buildEither(first part: [TimedStep]) -> [TimedStep] { part }

    /// The `else` branch.
    public static func buildEither(second part: [TimedStep]) -> [TimedStep] { part }

    /// A `for` loop's parts, in order.
    public static func buildArray(_ parts: [[TimedStep]]) -> [TimedStep] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [TimedStep]) -> [TimedStep] { part }
}
