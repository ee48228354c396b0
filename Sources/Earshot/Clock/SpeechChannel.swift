import EarshotBase

/// VoiceOver's one speech channel on a deterministic clock (VOICEOVER.md §5).
///
/// - Focus speech interrupts what is being said, except a `high` announcement, which it waits
///   for. Its hint follows after a pause; a gesture during the pause cancels it.
/// - An announcement is picked up `Timing.announcementPickUp` after it is posted, posts one
///   after another: so posts made together are heard as fragments, each cut by the next.
/// - A `default` announcement interrupts and can be interrupted; `high` interrupts and cannot
///   be (what comes next waits); `low` and queued ones wait their turn. A waiting `low` one is
///   dropped as soon as a newer announcement starts.
/// - A focus move that a notification causes is *pending* for a settle time before its speech
///   starts; while it is pending, a `default` or `low` announcement is dropped, and a `high` one
///   is spoken at once while the focus speech waits for it.
/// - A cut utterance records the part that was heard, computed from the clock.
///
/// Times are whole milliseconds.
package struct SpeechChannel: Sendable {
    package private(set) var events: [TranscriptEvent] = []
    /// The clock.
    package private(set) var now = 0
    /// How long speech takes; fixed for the channel's life, so a hint's duration is known when
    /// its line starts.
    package let estimate: DurationEstimate
    /// The scenario step being performed, recorded on every event.
    package var stepIndex: Int?
    /// How long VoiceOver takes to pick up each announcement post (``Timing/announcementPickUp``).
    package var announcementPickUp = Timing.announcementPickUp
    /// The element a read-all reached last; the navigator moves focus there.
    package var readAllFocus: ElementKey?

    private var current: Playing?
    private var queue = FrontQueue<Pending>()
    /// Announcements posted and not yet picked up, in the order posted.
    private var posts = FrontQueue<Pending>()
    /// When VoiceOver is done picking up the posts made so far.
    private var postsPickedUp = 0
    private var pendingFocus: Pending?
    private var pendingFocusReady = 0
    private var soundsEnd = 0
    private var lastEnd = 0
    private var sequence = 0
    /// The sequence numbers of the `low` announcements waiting in `queue`, oldest first: they
    /// enter it only at its end and leave it in that order, so whether a starting announcement
    /// displaces one is a look at the first, not a scan of the queue (N queued announcements
    /// cost N², 184x per 10x, before).
    private var lowWaiting = FrontQueue<Int>()
    /// A rehearsal (`silence()`) keeps no record, so asking "when is it quiet?" costs no copy
    /// of the transcript so far.
    private var rehearsing = false
    /// The parts of the last utterance started, kept once it is recorded (its event keeps its
    /// text): the next line is made in the same storage (`takeSpareParts()`), where each line
    /// allocated an array and freed it.
    private var spareParts: [SpokenPart] = []

    struct Pending: Sendable {
        var kind: TranscriptEvent.Kind
        var utterance: Utterance
        var priority: AnnouncementPriority?
        /// `accessibilitySpeechQueueAnnouncement`.
        var queued = false
        var interruptible = true
        var notBefore = 0
        var hint: Utterance?
        var readAllKey: ElementKey?
        /// The element it came from (an index into the run's `TranscriptElements`).
        var element: Int32?
        var sequence = 0
        var stepIndex: Int?
        /// How long it takes to say, when that is already known (a hint's, worked out as its
        /// line started).
        var duration: Int?
    }

    struct Playing: Sendable {
        var event: Int
        var start: Int
        var end: Int
        var interruptible: Bool
        var hint: Utterance?
        /// How long `hint` takes to say (0 without one).
        var hintDuration = 0
        var element: Int32?
        var stepIndex: Int?
    }

    /// Storage for the parts of the next line (see `spareParts`): the caller empties it and
    /// fills it; it is the caller's alone once the utterance it held is gone.
    package mutating func takeSpareParts() -> [SpokenPart] {
        var parts: [SpokenPart] = []
        swap(&parts, &spareParts)
        return parts
    }

    /// The sequence number the next event posted will carry (``TranscriptEvent/sequence``):
    /// what a run's states mark their start with.
    package var nextSequence: Int { sequence + 1 }

    package init(estimate: DurationEstimate) {
        self.estimate = estimate
    }

    /// Makes room for this many events.
    package mutating func reserveCapacity(events count: Int) {
        events.reserveCapacity(count)
    }

    // MARK: - What VoiceOver is asked to say

    /// Speech for a focus move or a gesture's feedback, now; `element` is the element it came
    /// from (an index into the run's `TranscriptElements`), nil for VoiceOver's own words.
    package mutating func speak(_ utterance: Utterance, hint: Utterance? = nil, element: Int32? = nil) {
        if pendingFocus != nil { pendingFocus = nil }
        dropHintAndReadAll()
        if current?.interruptible == false {
            queue.insert(pending(.speech, utterance, hint: hint, element: element), at: leadingUninterruptible())
            return
        }
        cut()
        // Started at once (nearly every line): from its pieces, with no `Pending` made to hold
        // them on the way (made, copied in and let go, it cost about 150 instructions a line).
        sequence += 1
        begin(
            .speech, utterance, priority: nil, interruptible: true, hint: hint, readAllKey: nil, element: element, sequence: sequence,
            stepIndex: stepIndex, duration: nil)
    }

    /// Speech for a focus move a notification caused: it starts after `settle` milliseconds.
    package mutating func speakAfterFocusSettles(_ utterance: Utterance, hint: Utterance?, element: Int32?, settle: Int) {
        pendingFocus = pending(.speech, utterance, hint: hint, element: element)
        pendingFocusReady = now + settle
    }

    /// Speech that waits for silence (a polled value of an element that updates frequently).
    /// A newer one replaces an older one that has not started.
    package mutating func speakWhenSilent(_ utterance: Utterance, element: Int32?) {
        queue.removeAll { $0.kind == .speech && $0.element == element && $0.readAllKey == nil }
        queue.append(pending(.speech, utterance, hint: nil, element: element))
        startNextIfIdle()
    }

    /// `UIAccessibility.post(.announcement)` with its priority and queue attribute.
    /// VoiceOver picks it up a moment later (``Timing/announcementPickUp``), after the posts
    /// before it.
    package mutating func announce(_ text: String, priority: AnnouncementPriority, queued: Bool, language: String) {
        var item = pending(.announcement, Utterance(SpokenPart(text, language: language)), hint: nil, element: nil)
        item.priority = priority
        item.queued = queued
        if announcementPickUp == 0, posts.isEmpty {
            pickUp(item)
            return
        }
        postsPickedUp = max(now, postsPickedUp) + announcementPickUp
        item.notBefore = postsPickedUp
        posts.append(item)
    }

    /// VoiceOver takes up a posted announcement.
    private mutating func pickUp(_ post: Pending) {
        var item = post
        item.notBefore = 0
        let priority = item.priority ?? .default
        if pendingFocus != nil, priority != .high {
            // Swallowed: VoiceOver is busy with a focus change (a Stack Overflow answer on
            // announcement queueing; a practitioner's SwiftUI accessibility guide).
            record(item, status: .dropped, at: now, duration: 0)
            return
        }
        item.interruptible = priority != .high
        if priority != .low, !item.queued {
            if current?.interruptible == false {
                queue.insert(item, at: leadingUninterruptible())
            } else {
                cut()
                start(item)
            }
        } else {
            // Low, or queued (`accessibilitySpeechQueueAnnouncement`): behind current speech.
            queue.append(item)
            if priority == .low { lowWaiting.append(item.sequence) }
            startNextIfIdle()
        }
    }

    /// Reads `lines` one after another (two-finger swipe up or down); no hints.
    package mutating func readAll(_ lines: [(utterance: Utterance, key: ElementKey, element: Int32)]) {
        pendingFocus = nil
        queue.removeAll { $0.kind == .hint || $0.readAllKey != nil }
        var items: [Pending] = []
        for line in lines {
            var item = pending(.speech, line.utterance, hint: nil, element: line.element)
            item.readAllKey = line.key
            items.append(item)
        }
        if current?.interruptible == false {
            queue.insert(contentsOf: items, at: leadingUninterruptible())
            return
        }
        cut()
        queue.insert(contentsOf: items, at: 0)
        startNextIfIdle()
    }

    /// An earcon; it plays beside speech and never cuts it.
    package mutating func play(_ sound: Sound, name: String) {
        let item = pending(.sound, Utterance(SpokenPart(name, language: "und")), hint: nil, element: nil)
        let duration = Timing.duration(of: sound)
        let index = record(item, status: .spoken, at: now, duration: duration)
        if index >= 0 { events[index].sound = sound }
        soundsEnd = max(soundsEnd, now + duration)
    }

    /// A step shown with `--show-steps`.
    package mutating func mark(step summary: String) {
        let item = pending(.step, Utterance(SpokenPart(summary, language: "und")), hint: nil, element: nil)
        record(item, status: .spoken, at: now, duration: 0)
    }

    /// A gesture: it cancels a hint that has not started, and stops a read-all.
    package mutating func gesture() {
        dropHintAndReadAll()
        current?.hint = nil
        if pendingFocus != nil { pendingFocus = nil }
    }

    // MARK: - Time

    /// Lets the clock run to `target`, starting and finishing speech on the way.
    package mutating func advance(to target: Int) {
        // What waits is looked at field by field: nothing is copied out to be looked at.
        while true {
            var next = current?.end ?? .max
            if pendingFocus != nil, current?.interruptible ?? true { next = min(next, max(pendingFocusReady, now)) }
            if current == nil, !queue.isEmpty, let notBefore = queue.first?.notBefore { next = min(next, max(notBefore, now)) }
            if !posts.isEmpty, let notBefore = posts.first?.notBefore { next = min(next, max(notBefore, now)) }
            guard next != .max, next <= target else { break }
            now = max(now, next)
            if let end = current?.end, end <= now {
                finish()
            } else if !posts.isEmpty, let notBefore = posts.first?.notBefore, notBefore <= now {
                pickUp(posts.removeFirst())
            } else if pendingFocus != nil, pendingFocusReady <= now, current?.interruptible ?? true, let focus = pendingFocus.take() {
                queue.removeAll { $0.kind == .hint }
                cut()
                start(focus)
            } else if current == nil, !queue.isEmpty, let notBefore = queue.first?.notBefore, notBefore <= now {
                start(queue.removeFirst())
            } else {
                break
            }
        }
        if target != .max { now = max(now, target) }
    }

    /// When everything asked for so far will have been said and played.
    package func silence() -> Int {
        var channel = self
        return Self.silence(of: &channel)
    }

    /// `silence()` of a channel read where it stands, which it does not change: `inout` only
    /// so that it is not copied for the call (a session's channel, 456 bytes, copied cost
    /// about 76 instructions a step).
    package static func silence(of channel: inout SpeechChannel) -> Int {
        // Nearly always nothing waits but the line being said and its hint: worked out directly,
        // as the rehearsal below would play them (the line ends, the hint starts a pause later).
        if channel.queue.isEmpty, channel.posts.isEmpty, channel.pendingFocus == nil {
            // Read field by field: the line being said is not copied out.
            let now = channel.now
            guard let lineStart = channel.current?.end else { return max(now, channel.lastEnd, channel.soundsEnd) }
            let lineEnd = max(now, lineStart)
            let hintDuration = channel.current?.hintDuration ?? 0
            let end = channel.current?.hint == nil ? lineEnd : max(lineStart + Timing.hintPause, lineEnd) + hintDuration
            return max(now, end, channel.soundsEnd)
        }
        return channel.rehearsedSilence()
    }

    /// `silence()` found by playing a copy of the channel to the end, keeping no record.
    package func rehearsedSilence() -> Int {
        var copy = self
        copy.rehearsing = true
        copy.advance(to: .max)
        return max(now, copy.now, copy.lastEnd, soundsEnd)
    }

    /// Says everything still waiting, to the end.
    package mutating func finishAll() {
        advance(to: .max)
        now = max(now, lastEnd, soundsEnd)
    }

    /// The events in the order they happened: by time, then by the order of posting.
    package var orderedEvents: [TranscriptEvent] {
        // Usually already in order: check in one pass before sorting.
        // Read where they stand: zipping the array would copy every event twice.
        let inOrder = events.withUnsafeBufferPointer { events in
            events.indices.dropFirst().allSatisfy {
                (events[$0 - 1].time, events[$0 - 1].sequence) <= (events[$0].time, events[$0].sequence)
            }
        }
        if inOrder { return events }
        return events.enumerated().sorted { lhs, rhs in
            if lhs.element.time != rhs.element.time { return lhs.element.time < rhs.element.time }
            if lhs.element.sequence != rhs.element.sequence { return lhs.element.sequence < rhs.element.sequence }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: - Mechanics

    private mutating func pending(_ kind: TranscriptEvent.Kind, _ utterance: Utterance, hint: Utterance?, element: Int32?) -> Pending {
        sequence += 1
        return Pending(kind: kind, utterance: utterance, hint: hint, element: element, sequence: sequence, stepIndex: stepIndex)
    }

    /// Drops a hint that has not started and what is left of a read-all: on nearly every
    /// gesture and line nothing waits, and then nothing is looked at.
    private mutating func dropHintAndReadAll() {
        guard !queue.isEmpty else { return }
        queue.removeAll { $0.kind == .hint || $0.readAllKey != nil }
    }

    private func leadingUninterruptible() -> Int {
        queue.firstIndex { $0.interruptible } ?? queue.count
    }

    private mutating func startNextIfIdle() {
        guard current == nil, let first = queue.first, first.notBefore <= now, pendingFocus == nil || pendingFocusReady > now else {
            return
        }
        queue.removeFirst()
        start(first)
    }

    private mutating func start(_ item: Pending) {
        if item.kind == .announcement, item.priority == .low, lowWaiting.first == item.sequence { lowWaiting.removeFirst() }
        if item.kind == .announcement, let oldest = lowWaiting.first, oldest < item.sequence {
            // A waiting `low` announcement is spoken only if no newer one has started
            // (Apple, UIAccessibilityPriority; VOICEOVER.md §5): it is dropped now.
            while let first = lowWaiting.first, first < item.sequence { lowWaiting.removeFirst() }
            let displaced = queue.filter { $0.kind == .announcement && $0.priority == .low && $0.sequence < item.sequence }
            if !displaced.isEmpty {
                queue.removeAll { $0.kind == .announcement && $0.priority == .low && $0.sequence < item.sequence }
                for low in displaced { record(low, status: .dropped, at: now, duration: 0) }
            }
        }
        begin(
            item.kind, item.utterance, priority: item.priority, interruptible: item.interruptible, hint: item.hint,
            readAllKey: item.readAllKey, element: item.element, sequence: item.sequence, stepIndex: item.stepIndex,
            duration: item.duration)
    }

    /// Starts saying `utterance` now (what `start(_:)` does once waiting announcements are
    /// settled), given the fields of its `Pending`.
    private mutating func begin(
        _ kind: TranscriptEvent.Kind, _ utterance: Utterance, priority: AnnouncementPriority?, interruptible: Bool, hint: Utterance?,
        readAllKey: ElementKey?, element: Int32?, sequence: Int, stepIndex: Int?, duration knownDuration: Int?
    ) {
        let duration = knownDuration ?? estimate.duration(of: utterance)
        let index = record(
            kind, utterance, status: .spoken, at: now, duration: duration, stepIndex: stepIndex, sequence: sequence, priority: priority,
            element: element)
        spareParts = utterance.parts
        current = Playing(
            event: index, start: now, end: now + duration, interruptible: interruptible, hint: hint,
            hintDuration: hint.map { estimate.duration(of: $0) } ?? 0, element: element, stepIndex: stepIndex)
        if let readAllKey { readAllFocus = readAllKey }
    }

    private mutating func finish() {
        guard let playing = current.take() else { return }
        lastEnd = playing.end
        if let hint = playing.hint {
            var item = Pending(
                kind: .hint, utterance: hint, element: playing.element, stepIndex: playing.stepIndex, duration: playing.hintDuration)
            sequence += 1
            item.sequence = sequence
            item.notBefore = playing.end + Timing.hintPause
            queue.insert(item, at: 0)
        }
    }

    /// Cuts what is being said now, keeping the part that was heard.
    private mutating func cut() {
        guard let playing = current.take() else { return }
        lastEnd = now
        if rehearsing { return }
        let elapsed = now - playing.start
        var event = events[playing.event]
        let heard = estimate.heardPrefix(of: event.text, elapsed: elapsed, total: event.duration)
        if heard.isEmpty {
            event.status = .dropped
            event.heard = ""
            event.heardDuration = 0
        } else {
            event.status = .interrupted
            event.heard = heard
            event.heardDuration = elapsed
        }
        events[playing.event] = event
    }

    @discardableResult
    private mutating func record(_ item: Pending, status: TranscriptEvent.Status, at time: Int, duration: Int) -> Int {
        record(
            item.kind, item.utterance, status: status, at: time, duration: duration, stepIndex: item.stepIndex, sequence: item.sequence,
            priority: item.priority, element: item.element)
    }

    /// The same, of an item's fields; the index of the event (-1 in a rehearsal).
    private mutating func record(
        _ kind: TranscriptEvent.Kind, _ utterance: Utterance, status: TranscriptEvent.Status, at time: Int, duration: Int, stepIndex: Int?,
        sequence: Int, priority: AnnouncementPriority?, element: Int32?
    ) -> Int {
        if rehearsing { return -1 }
        // Made in its place at the end of the list and finished there: an event set up aside
        // would be copied in whole.
        events.append(
            TranscriptEvent(
                kind: kind, utterance: utterance, status: status, time: time, duration: duration, stepIndex: stepIndex, sequence: sequence,
                priority: priority, element: element))
        return events.count - 1
    }
}
