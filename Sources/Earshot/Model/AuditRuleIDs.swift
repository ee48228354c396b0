/// The ids of Earshot's audit rules, which a view's `earshotIgnore` names: known to the reader,
/// which refuses any other id (a mistyped one would suppress nothing). `AuditRule.all` has one
/// rule for each, in this order (AuditTests checks that they agree).
package enum AuditRuleIDs {
    /// Every rule id, in the order reports list the rules.
    package static let all = [
        "missing-label", "label-is-file-name", "decorative-image", "trait-in-label", "state-in-label", "placeholder-only-name",
        "all-caps-label", "long-label", "hint-repeats-label", "hint-names-gesture", "hint-never-heard", "hint-carries-information",
        "dimmed-without-reason", "card-not-combined", "group-hides-controls", "modal-leaks", "sort-priority-no-effect",
        "duplicate-label", "announcement-dropped", "change-not-announced", "focus-not-moved", "small-touch-target",
        "interactive-without-trait", "vague-link-text",
        "parent-child-same-text", "focus-order-jumps-back",
        "focus-lost-after-change", "label-not-in-name", "symbol-name-as-label",
    ]
}
