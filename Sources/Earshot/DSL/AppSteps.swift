// What the app posts to VoiceOver: announcements, notifications and focus (FORMAT.md §2.2).
// Each happens at once after the previous step unless given `.after(seconds)`.

/// An announcement, `AccessibilityNotification.Announcement` / `UIAccessibility.post(.announcement)`.
///
/// ```swift
/// Announce("Saved")                              // announce "Saved"
/// Announce("Signed in", priority: .high)         // announce "Signed in" priority high
/// Announce("Episode 2 downloaded", queue: true)  // announce "Episode 2 downloaded" queued
/// ```
/// - Parameters:
///   - priority: `accessibilitySpeechAnnouncementPriority`; `.high` cannot be cut off.
///   - queue: `accessibilitySpeechQueueAnnouncement`: wait behind current speech instead of
///     interrupting it.
public struct Announce: StepConvertible {
    /// What is announced.
    public var text: String
    /// How it competes with other speech.
    public var priority: AnnouncementPriority
    /// `true` waits for current speech to finish instead of interrupting it.
    public var queue: Bool

    /// Posts `text` as an announcement with `priority`; `queue` waits for current speech.
    public init(_ text: String, priority: AnnouncementPriority = .default, queue: Bool = false) {
        self.text = text
        self.priority = priority
        self.queue = queue
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.announce(text, priority: priority, queue: queue)))
    }
}

/// `.screenChanged`: the screen-changed sound, then focus moves to `id` (or the first element).
///
/// ```swift
/// ScreenChanged("title")  // screenChanged title
/// ScreenChanged()         // screenChanged null
/// ```
public struct ScreenChanged: StepConvertible {
    /// The id of the element to focus; `nil` lets VoiceOver choose.
    public var id: String?

    /// Posts `screenChanged`, focusing the element with `id` if given.
    public init(_ id: String? = nil) {
        self.id = id
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.screenChanged(id)))
    }
}

/// `.layoutChanged`: focus moves to `id`, or stays (if it can) when there is none.
///
/// ```swift
/// LayoutChanged("title-error")  // layoutChanged title-error
/// ```
public struct LayoutChanged: StepConvertible {
    /// The id of the element to focus; `nil` keeps focus where it is.
    public var id: String?

    /// Posts `layoutChanged`, focusing the element with `id` if given.
    public init(_ id: String? = nil) {
        self.id = id
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.layoutChanged(id)))
    }
}

/// `.pageScrolled`: VoiceOver speaks the text, as after a three-finger scroll.
///
/// ```swift
/// PageScrolled("Page 2 of 3")  // pageScrolled "Page 2 of 3"
/// ```
public struct PageScrolled: StepConvertible {
    /// What VoiceOver speaks, e.g. "Page 2 of 3".
    public var text: String

    /// Posts `pageScrolled` with the text to speak.
    public init(_ text: String) {
        self.text = text
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.pageScrolled(text)))
    }
}

/// Setting an `@AccessibilityFocusState`: focus moves to the element and it is spoken.
///
/// ```swift
/// AccessibilityFocus("title")  // accessibilityFocus title
/// ```
public struct AccessibilityFocus: StepConvertible {
    /// The id of the element to focus.
    public var id: String

    /// Moves VoiceOver's focus to the element with this id.
    public init(_ id: String) {
        self.id = id
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.accessibilityFocus(id)))
    }
}
