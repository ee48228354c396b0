/// Switch Control's item scanning over a screen: each highlight step, the groups it steps
/// through and the items inside them once a group is selected (Documentation/REACH.md §5).
///
///     let scan = try SwitchControlScan(screen)
///     scan.steps(to: "save")   // Path(highlights: 4, groupsEntered: 1)
///     scan.lines               // what `earshot dump --switch-control` writes
///
/// What is modelled, and from which source:
/// - The items are the elements VoiceOver reaches, in VoiceOver's order (WWDC20 session 10019,
///   "App accessibility for Switch Control": the same order as VoiceOver's), that respond to user
///   interaction (Apple, `accessibilityRespondsToUserInteraction(_:)`: inferred from traits,
///   actions and gestures, "interacted with by technologies such as Switch Control").
/// - With Group Items on, a group is what the tree itself gives: a view with
///   `accessibilityNavigationStyle` `.combined`, `.accessibilityElement(children: .contain)`,
///   `shouldGroupAccessibilityChildren`, `accessibilityElements`, `accessibilityContainerType`,
///   a tab bar, toolbar or navigation bar, a UIKit table; `.separate` forms none. Selecting a
///   group highlights its items in turn (Apple, iPhone User Guide, Switch Control).
/// - Not known, and written in the output: how Switch Control forms further groups of its own
///   when Group Items is on; whether the tree's groups still apply with Group Items off.
public struct SwitchControlScan: Sendable {
    /// One highlight step: an item, or a group with the steps inside it.
    public struct Step: Sendable, Equatable {
        /// The item's `id`, or the group view's, when it has one.
        public var id: String?
        /// The item's line as VoiceOver says it; for a group, `#id` or the view's kind.
        public var text: String
        /// For a group: why the tree makes it one (`shouldGroupAccessibilityChildren`, ...).
        public var groupReason: String?
        /// For a group: the steps once it is selected; empty for an item.
        public var steps: [Step]
        /// Whether the step is a group.
        public var isGroup: Bool { groupReason != nil }
        /// Items inside, at any depth; 1 for an item.
        public var itemCount: Int { isGroup ? steps.reduce(0) { $0 + $1.itemCount } : 1 }
    }

    /// What it takes to reach an item by auto scanning: the highlights that pass before it is
    /// highlighted (itself included), and the groups selected on the way.
    public struct Path: Sendable, Equatable {
        /// Highlights up to and including the item's.
        public var highlights: Int
        /// Groups selected on the way.
        public var groupsEntered: Int
    }

    /// The highlight steps with Group Items on.
    public var steps: [Step]
    /// The items, in scanning order (Group Items off: one highlight each).
    public var items: [Step]
    /// Elements VoiceOver reaches that Switch Control does not highlight (no interaction).
    public var notScanned: [String]

    /// The scan of `scenario`'s screen, with its settings; its steps are not used.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(_ scenario: Scenario, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let tree = try InteractionTree(scenario, voices: voices)
        let scanned = tree.elements.filter(\.responds)
        notScanned = tree.elements.filter { !$0.responds }.map(\.line)
        let items = scanned.map { Step(id: $0.id, text: $0.line, groupReason: nil, steps: []) }
        self.items = items
        let chains = scanned.map { element in
            tree.ancestors(of: element.sourceSerial).reversed().filter { tree.scanGroupReason($0) != nil }
        }
        func build(_ range: Range<Int>, depth: Int) -> [Step] {
            var result: [Step] = []
            var cursor = range.lowerBound
            while cursor < range.upperBound {
                guard depth < chains[cursor].count else {
                    result.append(items[cursor])
                    cursor += 1
                    continue
                }
                let group = chains[cursor][depth]
                var end = cursor + 1
                while end < range.upperBound, depth < chains[end].count, chains[end][depth] == group { end += 1 }
                let inner = build(cursor..<end, depth: depth + 1)
                if inner.count == 1 {
                    // A group of one step is highlighted as that step (REACH.md §5, assumed).
                    result += inner
                } else {
                    result.append(
                        Step(
                            id: tree.node(group)?.id, text: tree.name(of: group), groupReason: tree.scanGroupReason(group),
                            steps: inner))
                }
                cursor = end
            }
            return result
        }
        steps = build(0..<scanned.count, depth: 0)
    }

    /// The scan of `screen` with `settings`.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(_ screen: Screen, settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError) {
        try self.init(Scenario(name: screen.name, screen: screen, settings: settings), voices: voices)
    }

    /// The path to the item named `name` (its `id`, else the first whose line starts with
    /// it) with Group Items on; nil when Switch Control does not highlight it.
    public func steps(to name: String) -> Path? {
        func search(_ steps: [Step], _ before: Int, _ entered: Int, _ matches: (Step) -> Bool) -> Path? {
            for (offset, step) in steps.enumerated() {
                if step.isGroup {
                    if let path = search(step.steps, before + offset + 1, entered + 1, matches) { return path }
                } else if matches(step) {
                    return Path(highlights: before + offset + 1, groupsEntered: entered)
                }
            }
            return nil
        }
        return search(steps, 0, 0) { $0.id == name }
            ?? search(steps, 0, 0) { $0.text == name || $0.text.hasPrefix(name + ", ") }
    }

    /// The scan as `earshot dump --switch-control` writes it: the highlight steps with Group
    /// Items on, what is assumed and what is not known, Group Items off, and what is not scanned.
    ///
    ///     Switch Control, item scanning, Group Items on (Documentation/REACH.md §5):
    ///     ├─ 1 Back, Button  #back
    ///     ├─ 2 group #profile (2 items; shouldGroupAccessibilityChildren), select it:
    ///     │  ├─ 2.1 Name, Ada Lovelace, Text field  #name
    ///     │  └─ 2.2 Email, ada@example.com, Text field  #email
    ///     └─ 3 Save, Button  #save
    public var lines: [String] {
        var output = ["Switch Control, item scanning, Group Items on (Documentation/REACH.md §5):"]
        if steps.isEmpty { output.append("└─ nothing to highlight: no element responds to user interaction") }
        func draw(_ steps: [Step], prefix: String, number: String) {
            for (offset, step) in steps.enumerated() {
                let last = offset == steps.count - 1
                let label = number + String(offset + 1)
                if step.isGroup {
                    let reason = step.groupReason ?? ""
                    output.append(
                        prefix + (last ? "└─ " : "├─ ")
                            + TranscriptText.escaped("\(label) group \(step.text) (\(step.itemCount) items; \(reason)), select it:"))
                    draw(step.steps, prefix: prefix + (last ? "   " : "│  "), number: label + ".")
                } else {
                    let id = step.id.map { "  #\($0)" } ?? ""
                    output.append(prefix + (last ? "└─ " : "├─ ") + TranscriptText.escaped("\(label) \(step.text)\(id)"))
                }
            }
        }
        draw(steps, prefix: "", number: "")
        output += InteractionNotes.closing(
            assumed: "the items are " + InteractionNotes.respondingElements
                + "; dimmed controls are kept; a group of one step is highlighted as that step.",
            notKnown: "what further groups Switch Control forms itself with Group Items on (no public source says); "
                + "only the tree's own groups are shown.",
            extra: [
                "Group Items off: \(Reach.count(items.count, "item")), one highlight each, in the order above "
                    + "(assumed: the tree's groups are not used either; no public source says whether they are)."
            ],
            passedOver: "Not scanned", names: notScanned)
        return output
    }
}
