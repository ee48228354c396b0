/// One thing that happens in a scenario: a gesture of the user or something the app does.
public enum Step: Sendable {
    // User steps (FORMAT.md §2.1): each waits for silence unless it carries `after`.
    case next, previous, first, last
    case readAll, readFromFocus
    /// Double tap, on the focused element or after moving focus to the element with this id.
    case activate(String?)
    case magicTap, escape
    case increment, decrement
    case rotor(String)
    case rotorNext, rotorPrevious
    /// Turn the rotor to Actions, swipe down to the named action, double tap.
    case action(String)
    case touch(TouchTarget)
    case scroll(ScrollDirection)
    case wait(Double)

    // App steps (FORMAT.md §2.2): each happens at once unless it carries `after`.
    case announce(String, priority: AnnouncementPriority, queue: Bool)
    case screenChanged(String?)
    case layoutChanged(String?)
    case pageScrolled(String)
    case accessibilityFocus(String)
    case update(String, NodePatch)
    indirect case insert(Node, into: String, at: Int?)
    case remove(String)
    indirect case present(Presentation)
    case dismiss(String?)

    /// Whether the step only moves VoiceOver's cursor, reads, waits or speaks: it neither acts
    /// on the app nor changes its views, so a run made of such steps never needs the views
    /// again once VoiceOver's element list is built.
    public var onlyListens: Bool {
        switch self {
        case .next, .previous, .first, .last, .readAll, .readFromFocus, .wait, .announce: return true
        default: return false
        }
    }

    /// Whether the user performs this step (it then waits for silence).
    public var isUserStep: Bool {
        switch self {
        case .announce, .screenChanged, .layoutChanged, .pageScrolled, .accessibilityFocus,
            .update, .insert, .remove, .present, .dismiss:
            return false
        default:
            return true
        }
    }
}

/// A step with its timing and where it was written, for messages and `--show-steps`.
public struct TimedStep: Sendable {
    public var step: Step
    /// Seconds after the previous step; a user step then does not wait for silence.
    public var after: Double?
    /// How the step reads in a transcript with steps shown, e.g. `next` or `activate save`.
    public var summary: String

    public init(_ step: Step, after: Double? = nil, summary: String) {
        self.step = step
        self.after = after
        self.summary = summary
    }
}

public enum TouchTarget: Sendable, Equatable {
    case element(String)
    case point(x: Double, y: Double)
}

public enum ScrollDirection: String, Sendable, CaseIterable, Hashable {
    case up, down, left, right
}

public enum AnnouncementPriority: String, Sendable, CaseIterable {
    case low, `default`, high
}

/// What a `present` step shows: a whole screen or one node (an `Alert`, a sheet's content).
public struct Presentation: Sendable {
    public var root: Node
    public var name: String?
    public var language: String?

    public init(root: Node, name: String? = nil, language: String? = nil) {
        self.root = root
        self.name = name
        self.language = language
    }

    /// A presented `Alert` is focused by the system itself.
    public var isAlert: Bool { root.kind == .alert }
}

/// A state change of one view: the decoded `set` of an `update` step.
public struct NodePatch: Sendable {
    /// The keys it sets, in file order, for messages.
    public var keys: [String]
    public var apply: @Sendable (inout Node) -> Void

    public init(keys: [String], apply: @escaping @Sendable (inout Node) -> Void) {
        self.keys = keys
        self.apply = apply
    }
}
