import Earshot

/// One mistake found: the rule, where it is, what the user hears that exposes it, why it
/// hurts, and the fix in SwiftUI and in UIKit.
public struct AuditFinding: Sendable, Equatable {
    /// The id of the rule that found it (``AuditRule/id``).
    public var rule: String
    /// The rule's severity.
    public var severity: AuditSeverity
    /// The file the view (or step) is written in, as the user named it; nil for a screen built
    /// in Swift.
    public var file: String?
    /// The `id` of the view, when it has one.
    public var elementID: String?
    /// The JSON path of the view (or step) in `file`: `root.VStack[2]`.
    public var path: String?
    /// Where the view starts in `file`, 1-based; 1:1 when it is not known.
    public var line: Int = 1
    /// The column where the view starts, 1-based, in characters.
    public var column: Int = 1
    /// The transcript line(s) that expose the mistake, as `earshot listen` prints them.
    public var heard: [String]
    /// What is wrong and why it hurts.
    public var message: String
    /// How to put it right, in SwiftUI and in UIKit.
    public var fix: Fix
    /// What the finding points at.
    var place: Place?

    /// The fix, in both frameworks.
    public struct Fix: Sendable, Equatable {
        /// The SwiftUI modifiers or views that fix it.
        public var swiftUI: String
        /// The UIKit properties that fix it.
        public var uiKit: String

        /// A fix in both frameworks.
        public init(swiftUI: String, uiKit: String) {
            self.swiftUI = swiftUI
            self.uiKit = uiKit
        }
    }

    /// What a rule's check returns: the finding before it is placed in a file.
    struct Draft: Sendable {
        var place: Place
        var heard: [String]
        var message: String
        var fix: Fix
    }

    /// What a finding points at.
    enum Place: Sendable, Hashable {
        /// A view of the screen, by serial.
        case node(Int)
        /// The app step that posted this announcement, during the scenario step `step` (0-based;
        /// nil for the start).
        case announcement(String, step: Int?)
        /// The app step written at `source`, during the scenario step `step` (nil for the start).
        case appStep(AppStepSource?, step: Int?)
    }
}

/// A finding the developer silenced: by `"earshotIgnore"` on the view (or one around it), or
/// by the `ignoring:` argument for the whole run.
public struct AuditSuppression: Sendable, Equatable {
    /// Who silenced it.
    public enum Reason: String, Sendable {
        /// `"earshotIgnore"` on the view or a view around it.
        case earshotIgnore
        /// The `ignoring:` argument of ``Audit`` for the whole run (a tool names its own option
        /// for it when it reports: ``AuditReport/text(_:ignoringName:)``).
        case ignoring
    }

    /// The finding, as it would have been reported.
    public var finding: AuditFinding
    /// Who silenced it.
    public var reason: Reason
}

/// What an audit found in one file.
public struct AuditResult: Sendable {
    /// What was found, rule by rule in ``AuditRule/all``'s order.
    public var findings: [AuditFinding]
    /// What was found and silenced.
    public var suppressed: [AuditSuppression]

    /// A result with these findings.
    public init(findings: [AuditFinding] = [], suppressed: [AuditSuppression] = []) {
        self.findings = findings
        self.suppressed = suppressed
    }
}
