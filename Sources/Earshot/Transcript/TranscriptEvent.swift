/// One thing the listener heard (or would have heard): a line of the transcript.
public struct TranscriptEvent: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Focus and activation feedback, rotor names, value changes.
        case speech
        case hint
        case announcement
        case sound
        /// A scenario step, shown with `--show-steps`.
        case step
    }

    public enum Status: String, Sendable {
        case spoken
        /// Cut off: `heard` holds the part that was spoken.
        case interrupted
        /// Never heard.
        case dropped
    }

    public var kind: Kind
    public var text: String
    public var status: Status
    /// What reached the listener's ears: the text, the part before the cut, or nothing.
    public var heard: String {
        get {
            switch status {
            case .spoken: return text
            case .interrupted: return heardText ?? ""
            case .dropped: return ""
            }
        }
        set { heardText = newValue }
    }
    /// Milliseconds on the speech clock when it started (or was posted, when dropped).
    public var time: Int
    /// Milliseconds the clock gives the whole utterance; 0 for steps and dropped items.
    public var duration: Int
    /// Milliseconds actually heard.
    public var heardDuration: Int
    /// The utterance, part by part with languages, for voicing.
    public var parts: [SpokenPart] {
        get { variedParts.isEmpty ? [SpokenPart(text, language: language)] : variedParts }
        set {
            let uniform = newValue.allSatisfy {
                $0.language == newValue.first?.language && $0.pitch == nil && $0.ipa == nil && !$0.spellsOutCharacters
            }
            language = newValue.first?.language ?? "und"
            variedParts = uniform ? [] : newValue
        }
    }
    /// The language of the whole utterance, when its parts share one voice.
    public private(set) var language = "und"
    /// Whether parts differ in language or speech attributes (so `parts` holds several).
    public var hasVariedParts: Bool { !variedParts.isEmpty }
    // Most utterances are one voice: they keep no parts of their own, which halves the memory
    // of a long transcript.
    private var variedParts: [SpokenPart] = []
    private var heardText: String?
    /// The scenario step that caused it (0-based), or nil for the start.
    public var stepIndex: Int?
    /// The order in which things were posted or performed, for ties in time.
    public var sequence: Int
    public var priority: AnnouncementPriority?
    /// The id of the element spoken, when there is one.
    public var elementID: String?
    /// Which earcon a sound event is.
    public var sound: Sound?

    public init(
        kind: Kind, text: String, status: Status = .spoken, heard: String? = nil, time: Int, duration: Int = 0,
        parts: [SpokenPart] = [], stepIndex: Int? = nil, sequence: Int = 0
    ) {
        self.kind = kind
        self.text = text
        self.status = status
        self.time = time
        self.duration = duration
        self.heardDuration = status == .dropped ? 0 : duration
        self.stepIndex = stepIndex
        self.sequence = sequence
        if status == .interrupted { self.heardText = heard }
        self.parts = parts
    }
}

/// What the listener heard, in the order it happened.
public struct Transcript: Sendable, Equatable {
    public var events: [TranscriptEvent]

    public init(events: [TranscriptEvent]) {
        self.events = events
    }

    /// The events that were heard or dropped, without the steps.
    public var heardEvents: [TranscriptEvent] { events.filter { $0.kind != .step } }

    /// The text form (FORMAT.md §3.1), one line per event.
    public var lines: [String] { TranscriptRenderer.lines(self, showSteps: false) }

    /// The clock time at which the last sound ended, in seconds.
    public var endTime: Double {
        Double(events.map { $0.time + $0.heardDuration }.max() ?? 0) / 1000
    }
}
