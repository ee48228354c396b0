/// A swipe through a long list, played in two halves at the same time.
///
/// Without steps, the user swipes right through the screen, each swipe waiting for silence: when
/// a swipe starts, nothing is being said and what it says depends on where focus is, not on the
/// time. So a copy of the session, its cursor put where the first half will leave it and its
/// clock restarted at 0, plays the second half on a helper thread while the runner plays the
/// first. The copy's events are the run's own, later by the time the first half ends at and
/// numbered after its sequence (`SpeechChannel.carryOn(with:)`).
///
/// When the runner gets there it checks that its session is the one the copy started from (the
/// same `Session.StepState`, a quiet channel). If anything differs, the copy's work is thrown
/// away and the runner plays the second half itself: the transcript is the same bytes either way.
struct SwipeHalves {
    /// Shorter swipes through are played in one piece: a helper costs more than it saves.
    static let minimumSteps = 8_192
    /// The most swipes the helper plays. Its events are held apart until the first half is
    /// done, beside the run's own (about 80 bytes an event): a list of a million elements, which
    /// runs short of memory rather than time, spends at most about 25 MB more on them.
    static let maximumSecondHalf = 1 << 18

    /// The first step of the second half.
    private let split: Int
    private let count: Int
    /// The state the copy started the second half in.
    private let expected: Session.StepState
    private let second: SecondHalf
    private let started: DeepStack.Started

    /// Starts the second half of `count` swipes on a helper thread, or nil when the swipe is
    /// short, there is one processor, or nothing is focused.
    ///
    /// - Parameters:
    ///   - from: play in halves from this many swipes, whatever the processors (tests); nil:
    ///     from `minimumSteps`, with more than one processor.
    ///   - secondFocus: where the copy's cursor is put (tests: a copy put elsewhere, whose work
    ///     the runner must throw away); nil: where the first half leaves it.
    init?(_ session: Session, count: Int, playing: ScenarioRunner.Playing, from: Int? = nil, secondFocus: Int? = nil) {
        let enough = from.map { count >= max(2, $0) } ?? (count >= Self.minimumSteps && Parallelism.threads > 1)
        guard enough, let focused = session.focusedIndex else { return nil }
        self.count = count
        split = Self.split(count)
        var copy = session
        copy.channel = session.channel.restarted()
        copy.channel.reserveCapacity(events: playing.eventRoom(steps: count - split))
        // Before step `split`, focus is on the element that many swipes after the first.
        copy.placeFocus(at: secondFocus ?? focused + split)
        expected = copy.stepState
        let second = SecondHalf(copy)
        self.second = second
        let steps = split..<count
        started = DeepStack.start { second.play(steps, playing) }
    }

    /// The first step of the second half of `count` swipes.
    static func split(_ count: Int) -> Int {
        max(count / 2, count - maximumSecondHalf)
    }

    /// Plays the first half on `session`, then takes the second half's session when it started
    /// where the first half ended, else plays the second half too. Returns whether it took it.
    @discardableResult
    func play(_ session: inout Session, _ playing: inout ScenarioRunner.Playing) throws(ScenarioError) -> Bool {
        do {
            try playing.play(0..<split, on: &session)
            // The clock runs to the moment the second half's first swipe happens.
            _ = try playing.arrive(at: playing.step(split), on: &session)
        } catch {
            started.wait()
            throw error
        }
        started.wait()
        if session.stepState == expected, var later = second.take() {
            if let error = second.error { throw error }
            // The joined channel moves to the second half's session, its events with it.
            if session.channel.carryOn(with: &later.channel) {
                swap(&later.channel, &session.channel)
                session = later
                return true
            }
        }
        try playing.play(split..<count, on: &session)
        return false
    }

    /// The copy, and what playing the second half left of it; written by the helper before it
    /// is waited for.
    private final class SecondHalf: @unchecked Sendable {
        var session: Session?
        var error: ScenarioError?

        init(_ session: Session) { self.session = session }

        /// The session, let go of here.
        func take() -> Session? { session.take() }

        func play(_ steps: Range<Int>, _ playing: ScenarioRunner.Playing) {
            guard var session = take() else { return }
            var playing = playing
            // A clock of its own, from 0.
            playing.previous = 0
            do {
                try playing.play(steps, on: &session)
                try playing.finish(on: &session)
            } catch {
                self.error = error
            }
            self.session = session
        }
    }
}
