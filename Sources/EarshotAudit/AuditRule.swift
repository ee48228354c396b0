import Earshot

/// One mistake `earshot audit` looks for: a stable id, how bad it is, where the rule comes
/// from, and a check over what VoiceOver makes of a screen (its element list, the lines it
/// speaks, the node tree behind them) or over a scenario's transcript.
///
/// Rules are values, listed in order in ``AuditRule/all``; each is declared in one of the
/// `AuditRules+*.swift` files beside its messages.
public struct AuditRule: Sendable {
    /// Stable, kebab-case: what `--ignore` and `"earshotIgnore"` name. Never renamed.
    public let id: String
    /// How bad what it finds is.
    public let severity: AuditSeverity
    /// One line: what the rule finds.
    public let summary: String
    /// Where the rule comes from: an Apple guideline or document, a WWDC session, the
    /// project's reference notes.
    public let source: String
    let check: @Sendable (AuditContext) -> [AuditFinding.Draft]

    init(
        _ id: String, _ severity: AuditSeverity, _ summary: String, source: String,
        check: @escaping @Sendable (AuditContext) -> [AuditFinding.Draft]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.source = source
        self.check = check
    }

    /// Every rule, in the order reports list them.
    public static let all: [AuditRule] = [
        .missingLabel, .labelIsFileName, .decorativeImage, .traitInLabel, .stateInLabel,
        .placeholderOnlyName, .allCapsLabel, .longLabel,
        .hintRepeatsLabel, .hintNamesGesture, .hintNeverHeard, .hintCarriesInformation, .dimmedWithoutReason,
        .cardNotCombined, .groupHidesControls, .modalLeaks, .sortPriorityNoEffect, .duplicateLabel,
        .announcementDropped, .changeNotAnnounced, .focusNotMoved, .smallTouchTarget, .interactiveWithoutTrait, .vagueLinkText,
        .parentChildSameText,
        .focusOrderJumpsBack,
        .focusLostAfterChange, .labelNotInName, .symbolNameAsLabel,
    ]

    /// The rule with this id.
    public static func named(_ id: String) -> AuditRule? { all.first { $0.id == id } }
}

/// How bad a finding is; `--fail-on` picks the lowest that fails a run.
public enum AuditSeverity: String, Sendable, CaseIterable, Comparable {
    /// VoiceOver users are likely to misunderstand the screen or to be unable to do something.
    case warning
    /// Something cannot be named, reached or heard at all.
    case error

    /// A warning is less severe than an error.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
