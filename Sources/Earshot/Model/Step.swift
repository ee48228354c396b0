/// One thing that happens in a scenario: a gesture of the user (FORMAT.md §2.1) or something
/// the app does (FORMAT.md §2.2).
///
/// The two kinds are separate types so that every place that performs, checks or describes a
/// step switches over all of its cases: a new gesture or app event that nothing handles does
/// not compile.
public enum Step: Sendable {
    /// What the user does; it waits for silence unless it carries `after`.
    case gesture(Gesture)
    /// What the app does; it happens at once unless it carries `after`.
    case app(AppEvent)

    /// Whether the step only moves VoiceOver's cursor, reads, waits or speaks: it neither acts
    /// on the app nor changes its views, so a run made of such steps never needs the views
    /// again once VoiceOver's element list is built.
    public var onlyListens: Bool {
        switch self {
        case .gesture(let gesture): gesture.onlyListens
        case .app(let event): event.onlyListens
        }
    }

    /// Whether the user performs this step (it then waits for silence).
    public var isUserStep: Bool {
        switch self {
        case .gesture: true
        case .app: false
        }
    }
}

/// A user step (FORMAT.md §2.1): a VoiceOver gesture, typing, or letting time pass.
public enum Gesture: Sendable {
    /// One-finger swipe right / left.
    case next, previous
    /// Four-finger tap near the top / bottom.
    case first, last
    /// Two-finger swipe up / down.
    case readAll, readFromFocus
    /// Double tap, on the focused element or after moving focus to the element with this id.
    case activate(String?)
    /// Two-finger double tap; two-finger scrub.
    case magicTap, escape
    /// One-finger swipe up / down on an adjustable element.
    case increment, decrement
    /// Turns the rotor to a setting.
    case rotor(RotorOption)
    /// One-finger swipe down / up with the rotor set.
    case rotorNext, rotorPrevious
    /// Turn the rotor to Actions, swipe down to the named action, double tap.
    case action(String)
    /// Touch an element or a point on screen (touch exploration).
    case touch(TouchTarget)
    /// Three-finger swipe.
    case scroll(ScrollDirection)
    /// Typing on the on-screen keyboard into the field being edited.
    case type(String)
    /// Lets time pass while speech goes on.
    case wait(Double)
    /// A Voice Control command: `"Tap Delete"` (or the name alone) activates the element whose
    /// name Voice Control's "Show names" displays (its first input label, else its label;
    /// Documentation/REACH.md §3).
    case say(String)

    var onlyListens: Bool {
        switch self {
        case .next, .previous, .first, .last, .readAll, .readFromFocus, .wait: true
        case .activate, .magicTap, .escape, .increment, .decrement, .rotor, .rotorNext, .rotorPrevious, .action, .touch,
            .scroll, .type, .say:
            false
        }
    }
}

/// An app step (FORMAT.md §2.2): a notification, an announcement or a change of the views.
public enum AppEvent: Sendable {
    /// Post an announcement (`UIAccessibility.Notification.announcement`) with its priority; `queue` waits for current speech.
    case announce(String, priority: AnnouncementPriority, queue: Bool)
    /// Post `screenChanged`, optionally naming the element to focus.
    case screenChanged(String?)
    /// Post `layoutChanged`, optionally naming the element to focus.
    case layoutChanged(String?)
    /// Post `pageScrolled` with the text VoiceOver speaks.
    case pageScrolled(String)
    /// Move VoiceOver's focus to the element with this id (`@AccessibilityFocusState`).
    case accessibilityFocus(String)
    /// Change the state of the view with this id.
    case update(String, NodePatch)
    /// Insert a view into the container with this id, at an index or at the end.
    indirect case insert(Node, into: String, at: Int?)
    /// Remove the view with this id.
    case remove(String)
    /// Present a screen, sheet or alert over the current one.
    indirect case present(Presentation)
    /// Dismiss the presentation, optionally naming the element to focus afterwards.
    case dismiss(String?)

    var onlyListens: Bool {
        switch self {
        case .announce: true
        case .screenChanged, .layoutChanged, .pageScrolled, .accessibilityFocus, .update, .insert, .remove, .present, .dismiss:
            false
        }
    }
}

/// A setting of the rotor a scenario may turn to (FORMAT.md §2.1 `rotor`). Its raw value is
/// the JSON spelling; a system setting's spoken name comes from the phrasebook
/// (`rotor.headings`), a custom rotor says its own name.
public enum RotorOption: Sendable, Hashable {
    /// Rotor settings that navigate: headings, links, form controls, containers, actions, adjust value.
    case headings, links, formControls, containers, actions, adjustValue
    /// Rotor settings that move between elements of one type.
    case buttons, images, staticText, textFields
    /// The focused element's custom content (`accessibilityCustomContent`), an entry a swipe.
    case moreContent
    /// A rotor the app adds (`accessibilityRotor`), by its name: `.custom("Unread")`.
    case custom(String)

    /// The system settings Earshot knows, in the order FORMAT.md lists them.
    public static let system: [RotorOption] = [
        .headings, .links, .formControls, .containers, .actions, .adjustValue, .buttons, .images, .staticText, .textFields,
        .moreContent,
    ]
}

extension RotorOption: RawRepresentable {
    /// The JSON spelling: a system setting's name (`formControls`), or a custom rotor's own name.
    public var rawValue: String {
        switch self {
        case .headings: "headings"
        case .links: "links"
        case .formControls: "formControls"
        case .containers: "containers"
        case .actions: "actions"
        case .adjustValue: "adjustValue"
        case .buttons: "buttons"
        case .images: "images"
        case .staticText: "staticText"
        case .textFields: "textFields"
        case .moreContent: "moreContent"
        case .custom(let name): name
        }
    }

    /// The system setting spelled `rawValue`, else the custom rotor of that name: a custom rotor
    /// may not take a system setting's spelling (`ScreenReader.checkIdentifiers`).
    public init(rawValue: String) {
        self = Self.system.first { $0.rawValue == rawValue } ?? .custom(rawValue)
    }
}

/// A step with its timing, for messages and `--show-steps`.
public struct TimedStep: Sendable {
    /// The step.
    public var step: Step
    /// Seconds after the previous step; a user step then does not wait for silence.
    public var after: Double?

    /// A step, run `after` seconds after the previous one, or when speech has settled if `nil`.
    public init(_ step: Step, after: Double? = nil) {
        self.step = step
        self.after = after
    }

    /// How the step reads in a transcript with steps shown, e.g. `next` or `activate save`.
    public var summary: String { step.summary }
}

/// What a touch lands on.
public enum TouchTarget: Sendable, Equatable {
    /// The element with this id.
    case element(String)
    /// A point on screen, in points.
    case point(x: Double, y: Double)
}

/// The direction of a three-finger scroll.
public enum ScrollDirection: String, Sendable, CaseIterable, Hashable {
    /// Scroll up, down, left or right.
    case up, down, left, right
}

/// An announcement's priority (`UIAccessibilitySpeechAttributeAnnouncementPriority`).
public enum AnnouncementPriority: String, Sendable, CaseIterable {
    /// `high` interrupts and is not interrupted; `default` interrupts and is interruptible; `low` waits for silence.
    case low, `default`, high
}

/// What a `present` step shows: a whole screen or one node (an `Alert`, a sheet's content).
public struct Presentation: Sendable {
    /// The view presented.
    public var root: Node
    /// The presented screen's name, spoken when it appears.
    public var name: String?
    /// The presented screen's language, when it differs.
    public var language: String?

    /// How it is presented: a sheet (the default), a form sheet, a popover or a full-screen cover.
    public var style: PresentationStyle
    /// Whether the dimmed region outside it is an element, "Activate to dismiss pop-up window,
    /// Button"; nil: as its style has it (``PresentationStyle/hasDismissRegion``).
    public var dismissRegion: Bool?

    /// A presentation of a view, with an optional name, language, style and dismiss region.
    public init(
        root: Node, name: String? = nil, language: String? = nil, style: PresentationStyle = .sheet, dismissRegion: Bool? = nil
    ) {
        self.root = root
        self.name = name
        self.language = language
        self.style = style
        self.dismissRegion = dismissRegion
    }

    /// A presented `Alert` is focused by the system itself.
    public var isAlert: Bool { root.kind == .alert }

    /// Whether VoiceOver reaches a dismiss region before its content: as its style has it,
    /// unless `dismissRegion` says otherwise; never for an alert.
    public var showsDismissRegion: Bool { !isAlert && (dismissRegion ?? style.hasDismissRegion) }
}

/// How a `present` step shows its view: SwiftUI's `sheet`, `popover` and `fullScreenCover`,
/// UIKit's `modalPresentationStyle`.
public enum PresentationStyle: String, Sendable, CaseIterable {
    /// A sheet as an iPhone shows it: the screen behind is covered, no region outside it.
    case sheet
    /// A sheet floating over the dimmed screen (iPad's `.formSheet`, `.pageSheet` on a pad).
    case formSheet
    /// A popover (`.popover`, a compact `DatePicker`'s calendar) over the screen.
    case popover
    /// A full-screen cover (`.fullScreenCover`, `.fullScreen`): nothing outside it.
    case fullScreenCover

    /// Whether the dimmed screen outside it is an element VoiceOver reaches first,
    /// "Activate to dismiss pop-up window, Button", whose double tap dismisses it: a form sheet
    /// and a popover (VOICEOVER.md §4).
    public var hasDismissRegion: Bool {
        switch self {
        case .formSheet, .popover: true
        case .sheet, .fullScreenCover: false
        }
    }
}

/// A state change of one view: the decoded `set` of an `update` step.
public struct NodePatch: Sendable {
    /// The keys it sets, in file order, for messages.
    public var keys: [String]
    /// Applies the change to the view.
    public var apply: @Sendable (inout Node) -> Void

    /// A patch from the keys it sets and the change it makes.
    public init(keys: [String], apply: @escaping @Sendable (inout Node) -> Void) {
        self.keys = keys
        self.apply = apply
    }
}
