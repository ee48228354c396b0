// How a step reads in a transcript with steps shown (`--show-steps`) and in messages: its JSON
// spelling, words not braces (`next`, `activate save`, `announce "Saved" priority high`,
// `wait 0.5`). Written once, here, so a step reads alike whether a screen file or the Swift
// DSL made it.

extension Step {
    /// The step as words: `next`, `rotor headings`, `insert title-error into form`.
    public var summary: String {
        switch self {
        case .gesture(let gesture): gesture.summary
        case .app(let event): event.summary
        }
    }
}

extension Step {
    /// The step as words on a device whose language is written right to left, where VoiceOver
    /// mirrors its swipes: `next` is a swipe left, `previous` a swipe right (Apple's Hebrew
    /// iPad User Guide: "בחירת הפריט הבא | החלקה שמאלה", select the next item: swipe left).
    /// Left to right it is `summary`.
    public func summary(rightToLeft: Bool) -> String {
        guard rightToLeft, case .gesture(let gesture) = self else { return summary }
        switch gesture {
        case .next: return "next (swipe left)"
        case .previous: return "previous (swipe right)"
        case .first, .last, .readAll, .readFromFocus, .activate, .magicTap, .escape, .increment, .decrement, .rotor, .rotorNext,
            .rotorPrevious, .action, .touch, .scroll, .type, .wait, .say:
            return summary
        }
    }
}

extension Gesture {
    /// The gesture as words: `next`, `activate save`, `touch [40, 120]`.
    public var summary: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .first: "first"
        case .last: "last"
        case .readAll: "readAll"
        case .readFromFocus: "readFromFocus"
        case .activate(let id): id.map { "activate \($0)" } ?? "activate"
        case .magicTap: "magicTap"
        case .escape: "escape"
        case .increment: "increment"
        case .decrement: "decrement"
        case .rotor(let option): "rotor \(option.rawValue)"
        case .rotorNext: "rotorNext"
        case .rotorPrevious: "rotorPrevious"
        case .action(let name): "action \(name)"
        case .touch(.element(let id)): "touch \(id)"
        case .touch(.point(let x, let y)): "touch [\(StepSummaryText.number(x)), \(StepSummaryText.number(y))]"
        case .scroll(let direction): "scroll \(direction.rawValue)"
        case .type(let text): "type \(StepSummaryText.quoted(text))"
        case .wait(let seconds): "wait \(StepSummaryText.number(seconds))"
        case .say(let command): "say \(StepSummaryText.quoted(command))"
        }
    }
}

extension AppEvent {
    /// The app step as words: `announce "Saved" queued`, `screenChanged null`, `update rating`.
    public var summary: String {
        switch self {
        case .announce(let text, let priority, let queue):
            "announce \(StepSummaryText.quoted(text))" + (priority == .default ? "" : " priority \(priority.rawValue)")
                + (queue ? " queued" : "")
        case .screenChanged(let id): StepSummaryText.word("screenChanged", id)
        case .layoutChanged(let id): StepSummaryText.word("layoutChanged", id)
        case .pageScrolled(let text): "pageScrolled \(StepSummaryText.quoted(text))"
        case .accessibilityFocus(let id): "accessibilityFocus \(id)"
        case .update(let id, _): "update \(id)"
        case .insert(let node, let container, _): "insert \(StepSummaryText.node(node)) into \(container)"
        case .remove(let id): "remove \(id)"
        case .present(let presentation): "present \(presentation.name ?? StepSummaryText.node(presentation.root))"
        case .dismiss(let id): StepSummaryText.word("dismiss", id)
        }
    }
}

/// How the parts of a summary are written.
enum StepSummaryText {
    /// A number as a person writes it: `1`, not `1.0`; `0.5`.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A text in double quotes.
    static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }

    /// A node by its id, or its kind: `title-error`, `Text`.
    static func node(_ node: Node) -> String {
        node.id ?? node.kind.rawValue
    }

    /// `name` followed by an id, or `null`: `screenChanged title`, `screenChanged null`.
    static func word(_ name: String, _ id: String?) -> String {
        "\(name) \(id ?? "null")"
    }
}
