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

    public var text: String
    /// What reached the listener's ears: the text, the part before the cut, or nothing.
    public var heard: String {
        get {
            switch status {
            case .spoken: return text
            case .interrupted: return rare?.value.heardText ?? ""
            case .dropped: return ""
            }
        }
        set { changeRare { $0.heardText = newValue } }
    }
    /// Milliseconds on the speech clock when it started (or was posted, when dropped).
    public var time: Int
    /// Milliseconds the clock gives the whole utterance; 0 for steps and dropped items.
    public var duration: Int {
        get { Int(storedDuration) }
        set { storedDuration = Int32(clamping: newValue) }
    }
    /// Milliseconds actually heard.
    public var heardDuration: Int {
        get { Int(storedHeardDuration) }
        set { storedHeardDuration = Int32(clamping: newValue) }
    }
    /// The utterance, part by part with languages, for voicing.
    public var parts: [SpokenPart] {
        get { rare?.value.variedParts ?? [SpokenPart(text, language: language)] }
        set {
            let uniform = newValue.allSatisfy {
                $0.language == newValue.first?.language && $0.pitch == nil && $0.ipa == nil && !$0.spellsOutCharacters
            }
            language = newValue.first?.language ?? "und"
            if !uniform || rare?.value.variedParts != nil { changeRare { $0.variedParts = uniform ? nil : newValue } }
        }
    }
    /// The language of the whole utterance, when its parts share one voice.
    public private(set) var language = "und"
    /// Whether parts differ in language or speech attributes (so `parts` holds several).
    public var hasVariedParts: Bool { rare?.value.variedParts != nil }
    /// The scenario step that caused it (0-based), or nil for the start.
    public var stepIndex: Int? {
        get { storedStepIndex < 0 ? nil : Int(storedStepIndex) }
        set { storedStepIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    /// The order in which things were posted or performed, for ties in time.
    public var sequence: Int {
        get { Int(storedSequence) }
        set { storedSequence = Int32(clamping: newValue) }
    }

    // A long transcript is millions of events: the numbers that stay small are 32 bits, what
    // few events have (a cut utterance's heard part, parts in several voices) is kept out of
    // line, and the one-byte fields come last. An event is 88 bytes instead of 152.
    private var storedDuration: Int32 = 0
    private var storedHeardDuration: Int32 = 0
    private var storedStepIndex: Int32 = -1
    private var storedSequence: Int32 = 0
    private var rare: Box<RareParts>?

    private struct RareParts: Sendable, Equatable {
        var heardText: String?
        var variedParts: [SpokenPart]?
    }

    /// Changes the out-of-line part (copied first when shared), dropping it when empty.
    private mutating func changeRare(_ body: (inout RareParts) -> Void) {
        let box = Box.unique(&rare, RareParts())
        body(&box.value)
        rare = box.value == RareParts() ? nil : box
    }

    /// The id of the element spoken, when there is one.
    public var elementID: String?
    public var priority: AnnouncementPriority?
    /// Which earcon a sound event is.
    public var sound: Sound?
    public var kind: Kind
    public var status: Status

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
        if status == .interrupted, let heard { changeRare { $0.heardText = heard } }
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
