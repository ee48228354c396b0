import Earshot

/// One screen or scenario of an `earshot report` page: its wireframe with the focus order, its
/// transcript (with the steps, on the speech clock) and the audit's findings, ready to be drawn
/// by ``ReportPage``. Made by ``ReportSection/init(scenario:source:voices:)``; needs no eSpeak (the
/// audio is voiced by the caller and handed to the page).
public struct ReportSection: Sendable {
    /// The scenario's or screen's name, the section's heading.
    public var title: String
    /// The file it was read from, as the user named it (shown under the heading).
    public var source: String?
    /// Whether it is a scenario with steps of its own (its steps are listed with the transcript);
    /// a screen is heard as a user swiping right through it.
    public var hasOwnSteps: Bool
    /// The screen as it first appears: boxes for its views and elements, in points.
    public var wireframe: Wireframe
    /// VoiceOver's elements as the screen first appears, in focus order.
    public var elements: [ReportElement]
    /// What was heard, with a `step` event for each step, in order.
    public var transcript: Transcript
    /// For each event of `transcript`, the index in `elements` of the element it speaks about.
    public var eventElements: [Int?]
    /// The audit's findings; `nil` when no audit ran (the page says so), `[]` when it found none.
    public var findings: [ReportFinding]?
    /// The states the steps produced after the screen first appeared, each drawn: a presented
    /// sheet or alert over the dimmed screen, views inserted or removed. A state the app comes
    /// back to (a sheet dismissed) is drawn once.
    public var states: [ReportState] = []
    /// For each event of `transcript`, the state it was heard in: 0 for the screen as it first
    /// appears (`wireframe`, `elements`), `i` for `states[i - 1]`; `eventElements` then indexes
    /// that state's elements. Empty: every event is of the first.
    public var eventStates: [Int] = []
    /// What the capture the screen was imported from could not carry; nil for a screen file.
    public var capture: ReportCapture?
    /// How far each actionable element is for a VoiceOver user, as the screen first appears
    /// (``withReach(of:voices:)``); nil when it was not measured (the page then says why, in
    /// `reachNotMeasured`, or that it was not asked for).
    public var reach: Reach?
    /// Why `reach` was not measured (a screen past ``reachElementLimit``); nil when it was, or
    /// when the section was made from its parts.
    public var reachNotMeasured: String?
    /// For each of `elements`, the serial of the view that made it (a run's numbering; empty
    /// for a section made from its parts): findings about a view are tied to its elements.
    package var elementSources: [Int] = []
    /// What the braille display showed for each event that changed it, by the event's index:
    /// its cells and its print text (`earshot report --braille`); empty when not asked for.
    public var braille: [Int: (cells: String, print: String)] = [:]
    /// Each line of `braille` as a display of `--braille-cells` cells (or with
    /// `--braille-status-cell`) shows it, pan window by pan window, left to right: the cells the
    /// display shows (its status cell included) and the print text of the line's own cells, by
    /// the event's index; empty when lines are shown whole (the page is then as without it).
    public var brailleWindows: [Int: [(cells: String, print: String)]] = [:]
    /// Why each line is heard as it is (`earshot explain`), by event index: each rule as
    /// `rule at place: detail`; empty for a section made without a run.
    package var because: [Int: [String]] = [:]

    /// A section from its parts; ``init(scenario:source:voices:)`` makes one from a scenario.
    public init(
        title: String, source: String?, hasOwnSteps: Bool, wireframe: Wireframe, elements: [ReportElement], transcript: Transcript,
        eventElements: [Int?], findings: [ReportFinding]? = nil
    ) {
        self.title = title
        self.source = source
        self.hasOwnSteps = hasOwnSteps
        self.wireframe = wireframe
        self.elements = elements
        self.transcript = transcript
        self.eventElements = eventElements
        self.findings = findings
    }

    /// The clock time at which the last sound ended, in milliseconds.
    public var endTime: Int { transcript.events.map { $0.time + $0.heardDuration }.max() ?? 0 }
}

/// A state of the app a step produced, as the report draws it: its views over what they cover,
/// and VoiceOver's elements in it.
public struct ReportState: Sendable {
    /// What made it: `After steps[0] activate: a sheet is presented`.
    public var title: String
    /// When it began, in milliseconds on the speech clock.
    public var time: Int
    /// Its views as boxes, with the views a presentation covers.
    public var wireframe: Wireframe
    /// VoiceOver's elements in it, in focus order.
    public var elements: [ReportElement]
    /// The elements that were not in the state before it (indices into `elements`): inserted
    /// views, or all of a presented sheet's.
    public var added: Set<Int>
    /// The elements of the state before it that are gone, as the report describes them.
    public var removed: [String]

    /// A state from its parts.
    public init(
        title: String, time: Int, wireframe: Wireframe, elements: [ReportElement], added: Set<Int> = [], removed: [String] = []
    ) {
        self.title = title
        self.time = time
        self.wireframe = wireframe
        self.elements = elements
        self.added = added
        self.removed = removed
    }
}

/// What an imported capture could not carry, shown with its section: the importer's notes
/// (traits inferred, hints unknown) and, by element, the traits that came from element types
/// rather than from the capture.
public struct ReportCapture: Sendable, Equatable {
    /// The importer's notes, one line each, as `earshot import` prints them.
    public var notes: [String]
    /// By index in the section's first elements, the trait names inferred (`isButton`).
    public var inferredTraits: [Int: [String]]

    /// A capture's notes and inferred traits.
    public init(notes: [String], inferredTraits: [Int: [String]] = [:]) {
        self.notes = notes
        self.inferredTraits = inferredTraits
    }
}

/// One of VoiceOver's stops, as the report lists it: its number is its place in focus order.
public struct ReportElement: Sendable, Equatable {
    /// The element's description as `earshot dump` writes it: label, value, traits, hint, id.
    public var description: String
    /// The `id` of the view that made it, if it has one.
    public var id: String?
    /// Where it is drawn, in points.
    public var box: Wireframe.Rect
    /// The VoiceOver containers around it, outermost first (their descriptions).
    public var containers: [String]

    /// An element as the report lists and draws it.
    public init(description: String, id: String?, box: Wireframe.Rect, containers: [String]) {
        self.description = description
        self.id = id
        self.box = box
        self.containers = containers
    }

    /// The description's first part, up to the first two spaces in a row: the label, as
    /// `earshot dump` writes it first.
    var leadingPart: String {
        var contiguous = description
        return contiguous.withUTF8 { bytes in
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == 0x20, bytes[index + 1] == 0x20 { return String(decoding: bytes[..<index], as: UTF8.self) }
                index += 1
            }
            return description
        }
    }
}

/// A finding of the audit, shown in the report's Findings section: the extension point for
/// `earshot audit` (its findings are handed to ``ReportSection/findings``).
public struct ReportFinding: Sendable, Equatable {
    /// How much a finding matters, as SARIF's levels say it.
    public enum Severity: String, Sendable, CaseIterable {
        /// A mistake that keeps a VoiceOver user from something.
        case error
        /// Something that makes the screen harder to use.
        case warning
        /// Something worth knowing.
        case note
    }

    /// How much it matters.
    public var severity: Severity
    /// The rule's name (`unlabelled-button`).
    public var rule: String
    /// What is wrong and how to fix it, in one or two sentences.
    public var message: String
    /// The transcript line that exposes it (an index into the section's events), if any.
    public var event: Int?
    /// The element it is about (an index into the section's elements), if any.
    public var element: Int?
    /// Where it is, as `earshot audit` writes it: `file:line:column`.
    public var location: String?
    /// The transcript lines that expose it, as `earshot listen` prints them.
    public var heard: [String]
    /// The fix in SwiftUI, as code (`.accessibilityLabel("Camera")`); nil when none is given.
    public var swiftUIFix: String?
    /// The fix in UIKit, as code; nil when none is given.
    public var uiKitFix: String?

    /// A finding of `rule`, tied to a transcript line and an element when it is about them, with
    /// where it is, the lines that expose it and its fix when known.
    public init(
        severity: Severity, rule: String, message: String, event: Int? = nil, element: Int? = nil, location: String? = nil,
        heard: [String] = [], swiftUIFix: String? = nil, uiKitFix: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.event = event
        self.element = element
        self.location = location
        self.heard = heard
        self.swiftUIFix = swiftUIFix
        self.uiKitFix = uiKitFix
    }

    /// Whether `other` is the same finding at another place: the same rule, message and fix (a
    /// rule about several views reports each, as `earshot audit` does, each with its own heard
    /// lines).
    func isSame(as other: ReportFinding) -> Bool {
        rule == other.rule && severity == other.severity && message == other.message && swiftUIFix == other.swiftUIFix
            && uiKitFix == other.uiKitFix
    }
}

/// A section's audio for the page: a WAV file, and where each line's sound lies in it.
public struct ReportAudio: Sendable, Equatable {
    /// Where one line is heard in the audio, in milliseconds.
    public struct Span: Sendable, Equatable {
        /// Where it starts in the audio.
        public var start: Int
        /// How long it is heard.
        public var duration: Int

        /// A span of the audio, in milliseconds.
        public init(start: Int, duration: Int) {
            self.start = start
            self.duration = duration
        }
    }

    /// A whole WAV file.
    public var wav: [UInt8]
    /// By event index: where the event's sound is in the audio. The voicer places speech at its
    /// clock time unless the speech before it ran longer than the clock estimated, so a long
    /// transcript's audio drifts later than the clock; the page follows these spans, not the clock.
    public var spans: [Int: Span]

    /// A section's audio: the WAV file and, by event index, where each line is in it.
    public init(wav: [UInt8], spans: [Int: Span] = [:]) {
        self.wav = wav
        self.spans = spans
    }
}
