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
    public var text: String
    public var priority: AnnouncementPriority
    public var queue: Bool

    public init(_ text: String, priority: AnnouncementPriority = .default, queue: Bool = false) {
        self.text = text
        self.priority = priority
        self.queue = queue
    }

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
    public var id: String?

    public init(_ id: String? = nil) {
        self.id = id
    }

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
    public var id: String?

    public init(_ id: String? = nil) {
        self.id = id
    }

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
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

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
    public var id: String

    public init(_ id: String) {
        self.id = id
    }

    public var timedStep: TimedStep {
        TimedStep(.app(.accessibilityFocus(id)))
    }
}
