import Earshot
import EarshotBase
import Foundation

/// Finds the mistakes a blind user would hit on a screen or in a scenario, each explained by
/// the transcript line that exposes it (FORMAT.md §4, `earshot audit`).
///
///     let result = try Audit.run(scenario)
///     for finding in result.findings { print(finding.rule, finding.heard, finding.message) }
///
/// A screen is audited as VoiceOver first presents it; a scenario with steps is also run, and
/// what its transcript shows (a dropped announcement) is audited too.
public enum Audit {
    /// Audits `scenario` with `rules`; findings of a rule in `ignoring`, or named in the
    /// `earshotIgnore` of the view (or of a view around it), are returned as suppressed.
    public static func run(
        _ scenario: Scenario, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws(ScenarioError) -> AuditResult {
        // A screen is audited as it appears; a scenario with steps is run to its end.
        let hasSteps = !(scenario.steps?.isEmpty ?? true)
        // The audit reads the views and the last list, no state between: none is kept.
        let run = try ScenarioRunner.perform(
            scenario, voices: voices, marksSteps: false, keepingViews: true, keepingStates: false, extent: hasSteps ? .whole : .appearing)
        return try self.run(run, rules: rules, ignoring: ignoring, voices: voices)
    }

    /// Audits a run that kept its views (`ScenarioRunner/perform(_:voices:marksSteps:keepingViews:extent:)`
    /// with `keepingViews: true`): its element list, and for a scenario with steps of its own
    /// (run whole) its transcript. The scenario is not run again.
    /// - Throws: `ScenarioError` for a run without its views, or when VoiceOver's language
    ///   has no phrasebook.
    public static func run(
        _ run: Run, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws(ScenarioError) -> AuditResult {
        let scenario = run.scenario
        guard run.keptViews else {
            throw ScenarioError(scenario: scenario, step: nil, message: "the audit needs the run's views: run it keeping them")
        }
        let phrases = try run.phrasebook(in: voices)
        let hasSteps = !(scenario.steps?.isEmpty ?? true)
        let transcript: Transcript? = hasSteps && run.extent == .whole ? run.transcript : nil
        return DeepStack.run { () -> AuditResult in
            // The views come numbered as the run numbered them: findings name views by serial,
            // and the run's elements by the same serials.
            let context = AuditContext(
                scenario: scenario, phrases: phrases, list: run.elements, transcript: transcript,
                journal: transcript == nil ? AppStepJournal() : run.journal, landings: transcript == nil ? [] : run.landings)
            var result = AuditResult()
            for rule in rules {
                // One finding per view: a view that makes several elements (segments, a stack's
                // modifiers on each child) is reported once.
                var seen: Set<AuditFinding.Place> = []
                for draft in rule.check(context) {
                    if case .node = draft.place {
                        guard seen.insert(draft.place).inserted else { continue }
                    }
                    let finding = self.finding(draft, rule: rule, in: context)
                    if let reason = suppression(of: rule.id, at: draft.place, in: context, ignoring: ignoring) {
                        result.suppressed.append(AuditSuppression(finding: finding, reason: reason))
                    } else {
                        result.findings.append(finding)
                    }
                }
            }
            return result
        }
    }

    /// The finding of `draft`, placed where the reader saw its view or step (the screen's and
    /// the scenario's `SourcePositions`): the file, the JSON path, the line and column.
    static func finding(_ draft: AuditFinding.Draft, rule: AuditRule, in context: AuditContext) -> AuditFinding {
        var finding = AuditFinding(
            rule: rule.id, severity: rule.severity, heard: draft.heard, message: draft.message, fix: draft.fix)
        finding.place = draft.place
        let views = context.scenario.screen.positions
        let steps = context.scenario.stepPositions
        switch draft.place {
        case .node(let serial):
            finding.elementID = context.nodes[serial]?.id
            place(&finding, atView: serial, in: context)
        case .announcement(let text, let step):
            if let step, let positions = steps, let steps = context.scenario.steps, steps.indices.contains(step),
                case .app(.announce(text, _, _)) = steps[step].step
            {
                // The announce step that posted it: its own place, not the first that says the same.
                finding.file = positions.file
                finding.path = "steps[\(step)]"
                place(&finding, at: positions[step])
            } else if let found = reaction(announcing: text, during: step, in: context) {
                // Posted by a view's reaction (its onActivate, say): that step of that view.
                place(&finding, atView: found.serial, in: context)
                finding.path = finding.path.map { $0 + "." + found.list + "[\(found.index)]" }
                place(&finding, at: views?.reactionStep(serial: found.serial, list: found.list, index: found.index))
            } else {
                finding.file = steps?.file ?? views?.file
            }
        case .appStep(let source, _):
            switch source {
            case .scenario(let step)?:
                finding.file = steps?.file ?? views?.file
                finding.path = "steps[\(step)]"
                place(&finding, at: steps?[step])
            case .reaction(let serial, let list, let index)?:
                place(&finding, atView: serial, in: context)
                finding.elementID = context.nodes[serial]?.id
                finding.path = finding.path.map { $0 + "." + list + "[\(index)]" }
                place(&finding, at: views?.reactionStep(serial: serial, list: list, index: index))
            case nil:
                finding.file = steps?.file ?? views?.file
            }
        }
        return finding
    }

    /// Gives the finding the file, path and position of the view `serial`.
    static func place(_ finding: inout AuditFinding, atView serial: Int, in context: AuditContext) {
        let positions = context.scenario.screen.positions
        finding.file = positions?.file
        if let path = context.path(of: serial) { finding.path = (positions?.pathPrefix ?? "") + JSONPath.describe(path) }
        place(&finding, at: positions?[serial])
    }

    static func place(_ finding: inout AuditFinding, at position: SourcePosition?) {
        guard let position else { return }
        finding.line = position.line
        finding.column = position.column
    }

    /// The view whose reaction announces `text`, with the reaction and the step's index in it
    /// (`onActivate`, 0): the view the scenario step `step` acts on when it is one, else the
    /// first in reading order.
    static func reaction(announcing text: String, during step: Int?, in context: AuditContext) -> (
        serial: Int, list: String, index: Int
    )? {
        var target: String?
        if let step, let steps = context.scenario.steps, steps.indices.contains(step) {
            target = StepReferences.references(in: steps[step].step).first
        }
        var found: (serial: Int, list: String, index: Int)?
        var stack = [context.scenario.screen.root]
        while let node = stack.popLast() {
            let reactions = node.reactions
            let lists = [reactions.onActivate, reactions.onMagicTap, reactions.onEscape, reactions.onIncrement, reactions.onDecrement]
            for (key, list) in zip(SourcePositions.reactionLists, lists) {
                guard let index = list?.firstIndex(where: { if case .app(.announce(text, _, _)) = $0.step { true } else { false } })
                else { continue }
                if found == nil || (target != nil && node.id == target) { found = (node.serial, key, index) }
                if target == nil || node.id == target { return found }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    static func suppression(
        of rule: String, at place: AuditFinding.Place, in context: AuditContext, ignoring: Set<String>
    ) -> AuditSuppression.Reason? {
        if case .node(let serial) = place {
            for candidate in [serial] + context.ancestors(of: serial)
            where context.nodes[candidate]?.accessibility.auditIgnore?.contains(rule) == true {
                return .earshotIgnore
            }
        }
        return ignoring.contains(rule) ? .ignoring : nil
    }
}

extension Audit {
    /// Audits a screen or scenario file; each finding is placed at the line and column of its
    /// view or step in the file that holds it (the scenario, or the screen file it names), as
    /// the reader recorded them.
    ///
    /// - Parameters:
    ///   - url: the screen or scenario file.
    ///   - displayName: the file's name in findings and errors; default: `url`'s relative path.
    ///   - loaded: the document, when the caller has read it already (it then is not read again).
    ///   - rules: the rules to apply; default: all of them.
    ///   - ignoring: ids of rules suppressed for this run (`--ignore`), listed as suppressed.
    ///   - voices: the phrasebooks the heard lines are spoken from.
    /// - Throws: `InputError` for a file that cannot be read, `ScenarioError` for a scenario
    ///   that cannot run.
    public static func file(
        _ url: URL, displayName: String? = nil, document loaded: Document? = nil, rules: [AuditRule] = AuditRule.all,
        ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws -> AuditResult {
        let read = try loaded ?? DocumentLoader.load(url, displayName: displayName ?? url.relativePath)
        return try document(read, rules: rules, ignoring: ignoring, voices: voices)
    }

    /// Audits a screen or scenario already read (from standard input, from bytes in memory, or
    /// made from a capture), placed as ``file(_:displayName:document:rules:ignoring:voices:)``
    /// places them: the document knows where its views and steps are in what it was read from.
    ///
    ///     let document = try DocumentLoader.load(bytes: bytes, name: "card.screen.json")
    ///     let result = try Audit.document(document)
    ///
    /// - Parameters:
    ///   - document: the screen or scenario, as `DocumentLoader` read it.
    ///   - rules: the rules to apply; default: all of them.
    ///   - ignoring: ids of rules suppressed for this run (`--ignore`), listed as suppressed.
    ///   - voices: the phrasebooks the heard lines are spoken from.
    /// - Throws: `ScenarioError` for a scenario that cannot run.
    public static func document(
        _ document: Document, rules: [AuditRule] = AuditRule.all, ignoring: Set<String> = [], voices: VoiceLibrary = .shared
    ) throws -> AuditResult {
        try run(document.scenario, rules: rules, ignoring: ignoring, voices: voices)
    }
}
