/// One thing the listener heard (or would have heard): a line of the transcript.
public struct TranscriptEvent: Sendable, Equatable {
    /// What kind of thing was heard.
    public enum Kind: String, Sendable {
        /// Focus and activation feedback, rotor names, value changes.
        case speech
        /// An element's hint, spoken after a pause.
        case hint
        /// An announcement the app posted.
        case announcement
        /// An earcon.
        case sound
        /// A scenario step, shown with `--show-steps`.
        case step
    }

    /// Whether the listener heard it whole, in part or not at all.
    public enum Status: String, Sendable {
        /// Heard in full.
        case spoken
        /// Cut off: `heard` holds the part that was spoken.
        case interrupted
        /// Never heard.
        case dropped
    }

    /// What the utterance says (its parts joined), or the step or sound.
    public var text: String {
        get { storedText }
        set {
            // `heard` and `parts` may be kept as "the text": they stay what they were.
            let (heard, parts) = (self.heard, self.parts)
            storedText = newValue
            self.heard = heard
            self.parts = parts
        }
    }
    /// Whether it was heard whole, cut off or dropped.
    public var status: Status {
        get { storedStatus }
        set {
            let heard = self.heard
            storedStatus = newValue
            self.heard = heard
        }
    }
    /// What reached the listener's ears: unless set, the text when spoken, nothing when cut or
    /// dropped.
    public var heard: String {
        get { rare.field({ $0.heard }, else: nil) ?? defaultHeard }
        set {
            let outOfLine = newValue == defaultHeard ? nil : newValue
            rare.set(outOfLine, isDefault: outOfLine == nil) { $0.heard = $1 }
        }
    }
    /// Whether `heard` is the text (spoken whole, as most events are), known without reading
    /// either: a `heard` equal to what `status` implies is never stored.
    package var heardIsText: Bool { withUnsafePointer(to: self) { Self.heardIsText(at: $0) } }
    /// Milliseconds on the speech clock when it started (or was posted, when dropped).
    public var time: Int
    /// Milliseconds the clock gives the whole utterance; 0 for steps and dropped items.
    public var duration: Int {
        get { rare.number(narrow: storedDuration, wide: { $0.duration }) ?? 0 }
        set { rare.setNumber(newValue, narrow: &storedDuration, wide: { $0.duration = $1 }) }
    }
    /// Milliseconds actually heard.
    public var heardDuration: Int {
        get { withUnsafePointer(to: self) { Self.heardDuration(at: $0) } }
        set { rare.setNumber(newValue, narrow: &storedHeardDuration, wide: { $0.heardDuration = $1 }) }
    }
    /// The utterance, part by part with languages, for voicing.
    public var parts: [SpokenPart] {
        get {
            switch partsForm {
            case .none: return []
            case .oneVoice: return Self.pieces(of: text, at: partBoundaries).map { SpokenPart(String($0), language: language) }
            case .outOfLine: return rare.field({ $0.parts }, else: [])
            }
        }
        set {
            language = newValue.first?.language ?? "und"
            let boundaries =
                !newValue.isEmpty && Self.isOneVoice(newValue, language: language) ? Self.boundaries(of: newValue, in: text) : nil
            partsForm = newValue.isEmpty ? .none : boundaries == nil ? .outOfLine : .oneVoice
            partBoundaries = boundaries ?? 0
            let outOfLine = partsForm == .outOfLine ? newValue : []
            rare.set(outOfLine, isDefault: outOfLine.isEmpty) { $0.parts = $1 }
        }
    }
    /// The language of the whole utterance, when its parts share one voice (its first part's).
    public private(set) var language = "und"
    /// Whether parts differ in language or speech attributes (so `parts` holds several voices).
    public var hasVariedParts: Bool {
        partsForm == .outOfLine && !rare.field({ $0.parts }, else: []).allSatisfy { Self.isSameVoice($0, in: language) }
    }
    /// The scenario step that caused it (0-based), or nil for the start.
    public var stepIndex: Int? {
        get { withUnsafePointer(to: self) { Self.stepIndex(at: $0) } }
        set { rare.setNumber(newValue, narrow: &storedStepIndex, wide: { $0.stepIndex = $1 }) }
    }
    /// The order in which things were posted or performed, for ties in time.
    public var sequence: Int {
        get { rare.number(narrow: storedSequence, wide: { $0.sequence }) ?? 0 }
        set { rare.setNumber(newValue, narrow: &storedSequence, wide: { $0.sequence = $1 }) }
    }

    // A long transcript is millions of events, so an event is 80 bytes instead of 152: numbers
    // (and the element, an index into the transcript's elements) are 32 bits in line (out of line when larger), parts in one voice are kept as where the
    // text they make is split, what few events have (a cut utterance's heard part, parts in
    // several voices) is out of line, and the one-byte fields come last. Every property still
    // returns exactly what was set.
    private var storedText: String
    private var storedDuration: Int32 = 0
    private var storedHeardDuration: Int32 = 0
    private var storedStepIndex: Int32 = .min
    private var storedSequence: Int32 = 0
    private var storedElement: Int32 = -1
    private var rare = OutOfLine<RareParts>()

    private struct RareParts: Sendable, Equatable, OutOfLineValue {
        static let outOfLineDefault = Self()
        var heard: String?
        var parts: [SpokenPart] = []
        var duration: Int?
        var heardDuration: Int?
        var stepIndex: Int?
        var sequence: Int?
    }

    /// How `parts` is kept.
    private enum PartsForm: UInt8 {
        /// No parts.
        case none
        /// Pieces of the text in `language`, split at the ", " that `partBoundaries` marks
        /// (`Utterance.text` joins parts with ", "; a part may hold ", " of its own).
        case oneVoice
        /// In `rare.parts`.
        case outOfLine
    }

    /// The text's pieces between the occurrences of ", " whose bits are set in `boundaries`
    /// (bit 0 for the first occurrence; occurrences past the 16th never split).
    private static func pieces(of text: String, at boundaries: UInt16) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        var occurrence = 0
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            guard utf8[index] == UInt8(ascii: ","), next < utf8.endIndex, utf8[next] == UInt8(ascii: " ") else {
                index = next
                continue
            }
            index = utf8.index(after: next)
            if occurrence < UInt16.bitWidth, boundaries & (1 << occurrence) != 0 {
                pieces.append(text[start..<utf8.index(before: next)])
                start = index
            }
            occurrence += 1
        }
        pieces.append(text[start...])
        return pieces
    }

    /// The boundaries at which `pieces(of:at:)` gives back the parts' texts exactly, or nil.
    private static func boundaries(of parts: [SpokenPart], in text: String) -> UInt16? {
        // Where the parts' separators start (UTF-8 offsets), were the text the parts joined.
        var separators: Set<Int> = []
        var offset = 0
        for part in parts.dropLast() {
            offset += part.text.utf8.count
            separators.insert(offset)
            offset += 2
        }
        var boundaries: UInt16 = 0
        if !separators.isEmpty {
            let utf8 = Array(text.utf8)
            var occurrence = 0
            var index = 0
            while index + 1 < utf8.count {
                guard utf8[index] == UInt8(ascii: ","), utf8[index + 1] == UInt8(ascii: " ") else {
                    index += 1
                    continue
                }
                if separators.contains(index) {
                    guard occurrence < UInt16.bitWidth else { return nil }
                    boundaries |= 1 << occurrence
                }
                occurrence += 1
                index += 2
            }
        }
        let pieces = pieces(of: text, at: boundaries)
        guard pieces.count == parts.count, zip(pieces, parts).allSatisfy({ $0 == $1.text }) else { return nil }
        return boundaries
    }

    /// Whether every part is plain speech in `language`.
    private static func isOneVoice(_ parts: [SpokenPart], language: String) -> Bool {
        parts.allSatisfy { isPlain($0, in: language) }
    }

    /// Whether `part` is plain speech in `language`: no pitch, pronunciation or spelling of its own.
    /// Inlined: a part read in place is then looked at field by field, not copied out.
    @inline(__always)
    private static func isPlain(_ part: SpokenPart, in language: String) -> Bool {
        isSameVoice(part, in: language) && part.written == nil
    }

    /// Whether `part` is voiced as plain speech in `language` (what it was written as aside).
    @inline(__always)
    private static func isSameVoice(_ part: SpokenPart, in language: String) -> Bool {
        part.language == language && part.pitch == nil && part.ipa == nil && !part.spellsOutCharacters
    }

    /// Keeps the parts as the text's `count` pieces between its first `count - 1` occurrences
    /// of ", ", in `language`.
    fileprivate mutating func setOneVoice(language: String, count: Int) {
        self.language = language
        partsForm = .oneVoice
        partBoundaries = UInt16(truncatingIfNeeded: (1 << (count - 1)) - 1)
    }

    /// Keeps the parts as the text's pieces between the occurrences of ", " marked in
    /// `boundaries`, in `language`.
    fileprivate mutating func setOneVoice(language: String, boundaries: UInt16) {
        self.language = language
        partsForm = .oneVoice
        partBoundaries = boundaries
    }

    private var defaultHeard: String { status == .spoken ? text : "" }

    /// The element it came from, an index into its transcript's ``Transcript/elements``
    /// (``Transcript/element(of:)`` names it); nil for what no element says: announcements,
    /// sounds, steps, VoiceOver's own words (a rotor setting, a page).
    public var element: Int? {
        get { storedElement < 0 ? nil : Int(storedElement) }
        set { storedElement = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    /// An announcement's priority.
    public var priority: AnnouncementPriority?
    /// Which earcon a sound event is.
    public var sound: Sound?
    /// What kind of thing was heard.
    public var kind: Kind
    private var storedStatus: Status
    private var partsForm = PartsForm.none
    private var partBoundaries: UInt16 = 0

    /// An event. `heard` defaults to what `status` implies (the text when spoken, nothing
    /// otherwise), `heardDuration` to `duration` unless dropped, and `parts` to the text in one
    /// part of undetermined language ("und").
    public init(
        kind: Kind, text: String, status: Status = .spoken, heard: String? = nil, time: Int, duration: Int = 0,
        parts: [SpokenPart]? = nil, stepIndex: Int? = nil, sequence: Int = 0
    ) {
        self.kind = kind
        self.storedText = text
        self.storedStatus = status
        self.time = time
        self.duration = duration
        self.heardDuration = status == .dropped ? 0 : duration
        self.stepIndex = stepIndex
        self.sequence = sequence
        if let heard { self.heard = heard }
        self.parts = parts ?? [SpokenPart(text, language: "und")]
    }
}

extension TranscriptEvent {
    /// An event saying `utterance`: its text the parts joined by the utterance's separator, its
    /// parts kept as ``init(kind:text:status:heard:time:duration:parts:stepIndex:sequence:)``
    /// keeps them. Parts in one voice joined by ", " with no comma of their own (nearly every
    /// line) split the text at every ", ": those boundaries are known as the text is joined,
    /// with no search of the text afterwards; any other utterance is kept the general way.
    init(
        kind: Kind, utterance: Utterance, status: Status, time: Int, duration: Int, stepIndex: Int?, sequence: Int,
        priority: AnnouncementPriority? = nil, element: Int32? = nil
    ) {
        let separator = utterance.separator
        // One look at each part, read in place through the buffer: the text they make, whether
        // they are in one voice with no ", " of their own, and where the separators fall.
        let (text, count, language, splitsAtEverySeparator, separatorMarks) = utterance.parts.withUnsafeBufferPointer { parts in
            var length = separator.utf8.count * max(0, parts.count - 1)
            var oneVoice = !parts.isEmpty
            var commaFree = true
            let language = parts.first?.language ?? ""
            for index in parts.indices {
                length += parts[index].text.utf8.count
                if oneVoice { oneVoice = Self.isPlain(parts[index], in: language) }
                if commaFree, parts.count > 1 { commaFree = !Self.containsComma(parts[index].text) }
            }
            let text = parts.count == 1 ? parts[0].text : Self.joined(parts, separator: separator, length: length)
            let splitsAtEverySeparator =
                oneVoice && commaFree && parts.count <= UInt16.bitWidth + 1 && (parts.count == 1 || separator == ", ")
            // Parts in one voice of which some hold ", " of their own (a combined element's
            // label): the separators' occurrences of ", " are counted as the parts are, with no
            // search of the joined text (", " cannot straddle a part and a separator).
            let separatorMarks = splitsAtEverySeparator || !oneVoice ? nil : Self.separatorMarks(of: parts, separator: separator)
            return (text, parts.count, language, splitsAtEverySeparator, separatorMarks)
        }
        if splitsAtEverySeparator || separatorMarks != nil {
            // Parts in one voice (nearly every event): each field set once, where it is kept.
            self.init(kind: kind, text: text, status: status, time: time)
            rare.setNumber(duration, narrow: &storedDuration, wide: { $0.duration = $1 })
            rare.setNumber(status == .dropped ? 0 : duration, narrow: &storedHeardDuration, wide: { $0.heardDuration = $1 })
            rare.setNumber(stepIndex, narrow: &storedStepIndex, wide: { $0.stepIndex = $1 })
            rare.setNumber(sequence, narrow: &storedSequence, wide: { $0.sequence = $1 })
            if splitsAtEverySeparator {
                setOneVoice(language: language, count: count)
            } else if let separatorMarks {
                setOneVoice(language: language, boundaries: separatorMarks)
            }
        } else {
            self.init(
                kind: kind, text: text, status: status, time: time, duration: duration, parts: utterance.parts, stepIndex: stepIndex,
                sequence: sequence)
        }
        self.priority = priority
        if let element { storedElement = element }
    }

    /// An event of `kind` saying `text`, every other field at its default (no parts, nothing
    /// out of line), for the initialiser above to fill in.
    private init(kind: Kind, text: String, status: Status, time: Int) {
        self.kind = kind
        self.storedText = text
        self.storedStatus = status
        self.time = time
    }

    /// The parts' texts joined by `separator`, `length` bytes in all: written once into the
    /// string's own storage, with no part copied out of the array and no append that checks and
    /// grows the string.
    private static func joined(_ parts: UnsafeBufferPointer<SpokenPart>, separator: String, length: Int) -> String {
        guard length > 0 else { return "" }
        var separator = separator
        return separator.withUTF8 { separator in
            String(unsafeUninitializedCapacity: length) { bytes in
                var written = 0
                for index in parts.indices {
                    if index > 0 { written = copy(separator, into: bytes, at: written) }
                    var text = parts[index].text
                    written = text.withUTF8 { copy($0, into: bytes, at: written) }
                }
                return written
            }
        }
    }

    /// Copies `source` into `bytes` at `offset`, as much as fits; where the copy ends.
    private static func copy(_ source: UnsafeBufferPointer<UInt8>, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let count = min(source.count, bytes.count - offset)
        guard count > 0, let from = source.baseAddress, let to = bytes.baseAddress else { return offset }
        (to + offset).update(from: from, count: count)
        return offset + count
    }

    /// How many times ", " occurs in `text`, its bytes read in place when they are contiguous.
    private static func commaSpaces(in text: String) -> Int {
        func count<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
            var found = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: ","), byte == UInt8(ascii: " ") {
                    found += 1
                    previous = 0
                } else {
                    previous = byte
                }
            }
            return found
        }
        return text.utf8.withContiguousStorageIfAvailable { count($0) } ?? count(text.utf8)
    }

    /// Whether `text` holds a comma, its bytes read in place when they are contiguous.
    private static func containsComma(_ text: String) -> Bool {
        let comma = UInt8(ascii: ",")
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(comma) }) { return found }
        return text.utf8.contains(comma)
    }

    /// The bits of the occurrences of ", " that separate `parts` (in one voice, which the
    /// caller checked, joined by ", ") in the text they make: what `boundaries(of:in:)` finds by
    /// searching it; nil when a separator comes past the 16th occurrence.
    private static func separatorMarks(of parts: UnsafeBufferPointer<SpokenPart>, separator: String) -> UInt16? {
        guard parts.count > 1, separator == ", " else { return nil }
        var marks: UInt16 = 0
        var occurrence = 0
        for index in parts.indices {
            occurrence += commaSpaces(in: parts[index].text)
            guard index < parts.count - 1 else { break }
            guard occurrence < UInt16.bitWidth else { return nil }
            marks |= 1 << occurrence
            occurrence += 1
        }
        return marks
    }
}

/// What the listener heard, in the order it happened.
public struct Transcript: Sendable, Equatable {
    /// The events, in the order they happened.
    public var events: [TranscriptEvent]
    /// The elements the events came from (``TranscriptEvent/element`` indexes them).
    public var elements: TranscriptElements

    /// A transcript of these events, which came from `elements`.
    public init(events: [TranscriptEvent], elements: TranscriptElements = TranscriptElements()) {
        self.events = events
        self.elements = elements
    }

    /// The element `event` came from: its id and its path; nil when no element said it.
    public func element(of event: TranscriptEvent) -> ElementReference? {
        guard let index = event.element, elements.indices.contains(index) else { return nil }
        return elements[index]
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

extension TranscriptEvent {
    /// `heardIsText` of the event `event` points at, read where it stands: for writers that
    /// read events through pointers, where a getter called on `pointee` copies the whole event
    /// first (as `Node.withAccessibility(of:_:)` explains for nodes).
    /// The one statement of the rule: the getter asks this too.
    package static func heardIsText(at event: UnsafePointer<TranscriptEvent>) -> Bool {
        guard event.pointee.storedStatus == .spoken else { return false }
        // Nearly every event keeps nothing out of line: then nothing is looked up.
        return event.pointee.rare.isEmpty || event.pointee.rare.field({ $0.heard }, else: nil) == nil
    }

    /// `heardDuration` of the event `event` points at, read where it stands (see `heardIsText(at:)`).
    @inline(__always)
    package static func heardDuration(at event: UnsafePointer<TranscriptEvent>) -> Int {
        event.pointee.rare.number(narrow: event.pointee.storedHeardDuration, wide: { $0.heardDuration }) ?? 0
    }

    /// `stepIndex` of the event `event` points at, read where it stands (see `heardIsText(at:)`).
    @inline(__always)
    package static func stepIndex(at event: UnsafePointer<TranscriptEvent>) -> Int? {
        event.pointee.rare.number(narrow: event.pointee.storedStepIndex, wide: { $0.stepIndex })
    }

    /// `hasVariedParts` of the event `event` points at, read where it stands (see `heardIsText(at:)`).
    package static func hasVariedParts(at event: UnsafePointer<TranscriptEvent>) -> Bool {
        event.pointee.partsForm == .outOfLine && event.pointee.hasVariedParts
    }
}
