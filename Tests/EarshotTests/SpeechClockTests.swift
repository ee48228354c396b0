import Testing

@testable import Earshot

// The deterministic speech clock (FORMAT.md §3.2) and VoiceOver's one speech channel
// (VOICEOVER.md §5), driven directly, one rule per test.

/// The English voice's rates: 28 ms per character at rate 50, at least 120 ms.
private let englishRates = SpeechRates()

private func estimate(rate: Double = 50) -> DurationEstimate {
    DurationEstimate(rates: englishRates, rate: rate)
}

/// A channel; `pickUp` is how long each announcement post takes to be picked up. Tests of the
/// other rules take posts as instantaneous (0) so their times read plainly; the pick-up rules
/// have their own tests with the model's delay.
private func newChannel(rate: Double = 50, pickUp: Int = 0) -> SpeechChannel {
    var channel = SpeechChannel(estimate: estimate(rate: rate))
    channel.announcementPickUp = pickUp
    return channel
}

private func say(_ text: String) -> Utterance {
    Utterance(SpokenPart(text, language: "en"))
}

/// The text form of everything the channel was asked for, after letting it run to the end.
private func transcript(_ channel: SpeechChannel) -> [String] {
    var finished = channel
    finished.finishAll()
    return finished.orderedEvents.map(TranscriptRenderer.line)
}

/// The events after letting the channel run to the end, in the order they happened.
private func events(_ channel: SpeechChannel) -> [TranscriptEvent] {
    var finished = channel
    finished.finishAll()
    return finished.orderedEvents
}

@Suite("Speech clock: duration estimate")
struct DurationEstimateTests {
    @Test("\"Sign in, Button\" takes 420 ms at rate 50 with the English voice")
    func signInButton() throws {
        let phrases = try VoiceLibrary.shared.phrasebook(for: "en")
        let english = DurationEstimate(rates: phrases.speech, rate: 50)
        #expect(english.duration(of: "Sign in, Button") == 420)
        #expect(estimate().duration(of: "Sign in, Button") == 420)
    }

    @Test("Any rate a Swift caller sets gives a duration, never a trap", arguments: [-1e300, -1, 0, 100, 1e300, Double.nan])
    func anyRate(rate: Double) {
        let duration = estimate(rate: rate).duration(of: "Sign in, Button")
        #expect(duration >= 210 && duration <= 840)
    }

    @Test("Times of any size become clock milliseconds within a day")
    func clockTimes() throws {
        #expect(clockMilliseconds(1.5) == 1500)
        #expect(clockMilliseconds(-3) == 0 && clockMilliseconds(.nan) == 0)
        #expect(clockMilliseconds(1e300) == 86_400_000 && clockMilliseconds(.infinity) == 86_400_000)
        let scenario = Scenario(name: "Huge waits", steps: [.wait(1e300), .next.after(1e19), .wait(-1e300)]) {
            Text("Notes")
            Text("Later")
        }
        #expect(try ScenarioRunner.run(scenario).lines == ["Notes", "Later"])
    }

    @Test("Duration is characters times 28 ms at rate 50")
    func perCharacter() {
        #expect(estimate().duration(of: "Welcome, Maya") == 13 * 28)
        #expect(estimate().duration(of: String(repeating: "a", count: 100)) == 2800)
    }

    @Test("Counts characters, not bytes or scalars")
    func characters() {
        #expect(estimate().duration(of: "Café résumé") == estimate().duration(of: "Cafe resume"))
        #expect(estimate().duration(of: "👍🏽 Great job") == 11 * 28)
    }

    @Test("Counts ASCII text by bytes as it counts any text by characters (\"\\r\\n\" is one), ideographs as two")
    func voicedLengthFastPath() {
        // Long texts too, read eight bytes at a time: a "\r\n" or a letter that is not ASCII at
        // every place in and across the words.
        var texts = ["", "Sign in, Button", "a\r\nb", "\r\r\n\n", "\r", "\n\r", "tab\tend\u{7F}", "e\u{301}", "日本語 ok", "Grüße"]
        let line = "Row 12 of the long list, Button"
        for place in 0...line.utf8.count {
            let head = String(line.prefix(place))
            let tail = String(line.dropFirst(place))
            texts += [head + "\r\n" + tail, head + "\r" + tail, head + "é" + tail, head + "日" + tail, head + tail + "\r\n"]
        }
        for text in texts {
            var characters = 0
            for character in text {
                let value = character.unicodeScalars.first?.value ?? 0
                characters += (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) ? 2 : 1
            }
            #expect(DurationEstimate.voicedLength(of: text) == Double(characters), "\(text.debugDescription)")
        }
    }

    @Test("A short utterance takes at least 120 ms")
    func minimum() {
        #expect(estimate().duration(of: "OK") == 120)
        #expect(estimate().duration(of: "") == 120)
        #expect(estimate().duration(of: "Done") == 120)
        #expect(estimate().duration(of: "Hello") == 140)
    }

    @Test("Rate 100 halves the duration")
    func rate100() {
        #expect(estimate(rate: 100).speed == 2)
        #expect(estimate(rate: 100).duration(of: "Sign in, Button") == 210)
    }

    @Test("Rate 0 doubles the duration")
    func rate0() {
        #expect(estimate(rate: 0).speed == 0.5)
        #expect(estimate(rate: 0).duration(of: "Sign in, Button") == 840)
    }

    @Test("Rate 75 is √2 times as fast")
    func rate75() {
        #expect(abs(estimate(rate: 75).speed - 2.0.squareRoot()) < 1e-9)
        #expect(estimate(rate: 75).duration(of: "Sign in, Button") == 297)
    }

    @Test("The minimum does not scale with the rate")
    func minimumAtAnyRate() {
        #expect(estimate(rate: 100).duration(of: "OK") == 120)
        #expect(estimate(rate: 0).duration(of: "OK") == 120)
    }

    @Test("The heard part is cut at whole characters")
    func heardWholeCharacters() {
        // "Welcome, Maya": 13 characters over 364 ms, 28 ms each.
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 300) == "Welcome, M")
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 28) == "W")
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 55) == "W")
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 27) == "")
    }

    @Test("The heard part drops a trailing \", \"")
    func heardTrimsSeparator() {
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 252) == "Welcome")  // "Welcome, "
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 224) == "Welcome")  // "Welcome,"
        #expect(estimate().heardPrefix(of: "Sign in, Button", elapsed: 112) == "Sign")  // "Sign "
    }

    @Test("Nothing is heard at 0 ms, everything at or after the end")
    func heardBounds() {
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 0) == "")
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 364) == "Welcome, Maya")
        #expect(estimate().heardPrefix(of: "Welcome, Maya", elapsed: 10_000) == "Welcome, Maya")
    }

    @Test("The heard part follows the rate")
    func heardAtRate100() {
        #expect(estimate(rate: 100).heardPrefix(of: "Welcome, Maya", elapsed: 14 * 7) == "Welcome")
    }

    @Test("The heard part keeps whole grapheme clusters")
    func heardGraphemes() {
        // 4 characters of "👍🏽 Great job" (11 characters, 308 ms) heard in 112 ms.
        #expect(estimate().heardPrefix(of: "👍🏽 Great job", elapsed: 112) == "👍🏽 Gr")
    }
}

@Suite("Speech clock: the speech channel")
struct SpeechChannelTests {
    // MARK: Interruptions

    @Test("Focus speech cuts a default announcement, keeping the heard part")
    func focusCutsDefaultAnnouncement() {
        var channel = newChannel()
        channel.announce("Saved locally", priority: .default, queued: false, language: "en")
        channel.advance(to: 140)
        channel.speak(say("Sign in, Button"))
        #expect(transcript(channel) == ["[announcement cut] Saved", "Sign in, Button"])
        let cut = events(channel)[0]
        #expect(cut.status == .interrupted && cut.heard == "Saved" && cut.text == "Saved locally")
        #expect(cut.heardDuration == 140)
        #expect(events(channel)[1].time == 140)
    }

    @Test("A default announcement cuts focus speech, keeping the heard part")
    func defaultAnnouncementCutsFocus() {
        var channel = newChannel()
        channel.speak(say("Welcome, Maya"))
        channel.advance(to: 280)
        channel.announce("Signed in", priority: .default, queued: false, language: "en")
        #expect(transcript(channel) == ["[cut] Welcome, M", "[announcement] Signed in"])
        #expect(events(channel)[1].time == 280)
    }

    @Test("Three quick default announcements: the first two are cut (accessibilityupto11.com, day 78)")
    func threeQuickAnnouncements() {
        var channel = newChannel()
        channel.announce("Episode 1 downloaded", priority: .default, queued: false, language: "en")
        channel.advance(to: 392)
        channel.announce("Episode 2 downloaded", priority: .default, queued: false, language: "en")
        channel.advance(to: 560)
        channel.announce("Episode 3 downloaded", priority: .default, queued: false, language: "en")
        #expect(
            transcript(channel) == [
                "[announcement cut] Episode 1 down", "[announcement cut] Episod", "[announcement] Episode 3 downloaded",
            ])
    }

    @Test("A high announcement cuts focus speech")
    func highCutsFocus() {
        var channel = newChannel()
        channel.speak(say("Welcome, Maya"))
        channel.advance(to: 280)
        channel.announce("Connection lost", priority: .high, queued: false, language: "en")
        #expect(transcript(channel) == ["[cut] Welcome, M", "[announcement] Connection lost"])
    }

    @Test("A high announcement cannot be cut: focus speech waits for it")
    func highIsNotCut() {
        var channel = newChannel()
        channel.announce("Episode downloaded", priority: .high, queued: false, language: "en")  // 504 ms
        channel.advance(to: 100)
        channel.speak(say("Play, Button"))
        #expect(transcript(channel) == ["[announcement] Episode downloaded", "Play, Button"])
        #expect(events(channel).map(\.time) == [0, 504])
    }

    @Test("A high announcement cannot be cut by a default one: it waits")
    func highIsNotCutByDefault() {
        var channel = newChannel()
        channel.announce("Episode downloaded", priority: .high, queued: false, language: "en")  // 504 ms
        channel.advance(to: 100)
        channel.announce("Saved", priority: .default, queued: false, language: "en")
        #expect(transcript(channel) == ["[announcement] Episode downloaded", "[announcement] Saved"])
        #expect(events(channel).map(\.time) == [0, 504])
    }

    @Test("A queued high announcement waits its turn and then cannot be cut")
    func queuedHighIsNotCutOnceStarted() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))  // 0...420
        channel.announce("Download complete", priority: .high, queued: true, language: "en")  // 420...896
        channel.advance(to: 500)
        channel.speak(say("Play, Button"))
        #expect(transcript(channel) == ["Sign in, Button", "[announcement] Download complete", "Play, Button"])
        #expect(events(channel).map(\.time) == [0, 420, 896])
    }

    @Test("A low announcement waits until speech completes")
    func lowWaits() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))
        channel.announce("Saved", priority: .low, queued: false, language: "en")
        #expect(transcript(channel) == ["Sign in, Button", "[announcement] Saved"])
        #expect(events(channel).map(\.time) == [0, 420])
    }

    @Test("A low announcement on a silent channel starts at once")
    func lowOnSilence() {
        var channel = newChannel()
        channel.advance(to: 1000)
        channel.announce("Saved", priority: .low, queued: false, language: "en")
        #expect(events(channel).map(\.time) == [1000])
    }

    @Test("A queued announcement waits behind current speech instead of cutting it")
    func queuedWaits() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))
        channel.advance(to: 100)
        channel.announce("Saved", priority: .default, queued: true, language: "en")
        #expect(transcript(channel) == ["Sign in, Button", "[announcement] Saved"])
        #expect(events(channel).map(\.time) == [0, 420])
    }

    @Test("Queued announcements play in the order they were posted")
    func queuedInOrder() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))
        channel.announce("One", priority: .default, queued: true, language: "en")
        channel.announce("Two", priority: .low, queued: false, language: "en")
        channel.announce("Three", priority: .default, queued: true, language: "en")
        #expect(transcript(channel) == ["Sign in, Button", "[announcement] One", "[announcement] Two", "[announcement] Three"])
        #expect(events(channel).map(\.time) == [0, 420, 540, 660])
    }

    @Test("A cut at 0 ms elapsed counts as dropped, with nothing heard")
    func cutAtZeroIsDropped() {
        var channel = newChannel()
        channel.announce("Saved", priority: .default, queued: false, language: "en")
        channel.speak(say("Sign in, Button"))
        #expect(transcript(channel) == ["[announcement dropped] Saved", "Sign in, Button"])
        let dropped = events(channel)[0]
        #expect(dropped.status == .dropped && dropped.heard == "" && dropped.heardDuration == 0)
    }

    // MARK: Focus moves caused by notifications

    @Test("Focus speech after a notification starts when the focus move settles")
    func settledFocusStartsLater() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 400)
        #expect(events(channel).map(\.time) == [400])
    }

    @Test("A default announcement during a pending focus move is dropped")
    func defaultDroppedWhilePending() {
        var channel = newChannel()
        channel.play(.screenChanged, name: "screen changed")
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 400)
        channel.announce("Saved", priority: .default, queued: false, language: "en")
        #expect(transcript(channel) == ["[sound] screen changed", "[announcement dropped] Saved", "Title, Text field"])
        #expect(events(channel)[1].time == 0)
    }

    @Test("A low announcement during a pending focus move is dropped")
    func lowDroppedWhilePending() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 100)
        channel.announce("Saved", priority: .low, queued: false, language: "en")
        #expect(transcript(channel) == ["[announcement dropped] Saved", "Title, Text field"])
    }

    @Test("A queued announcement during a pending focus move is dropped")
    func queuedDroppedWhilePending() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 100)
        channel.announce("Saved", priority: .default, queued: true, language: "en")
        #expect(transcript(channel) == ["[announcement dropped] Saved", "Title, Text field"])
    }

    @Test("A high announcement during a pending focus move is spoken at once; the focus speech waits for it")
    func highSurvivesPendingFocus() {
        var channel = newChannel()
        channel.play(.screenChanged, name: "screen changed")
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 400)
        channel.announce("Episode downloaded and ready", priority: .high, queued: false, language: "en")  // 784 ms
        #expect(transcript(channel) == ["[sound] screen changed", "[announcement] Episode downloaded and ready", "Title, Text field"])
        #expect(events(channel).map(\.time) == [0, 0, 784])
    }

    @Test("A short high announcement does not make the pending focus speech start early")
    func shortHighKeepsSettleTime() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 400)
        channel.announce("Saved", priority: .high, queued: false, language: "en")  // 140 ms
        #expect(events(channel).map(\.time) == [0, 400])
    }

    @Test("An announcement after the focus move has settled is no longer dropped")
    func announcementAfterSettle() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 100)
        channel.advance(to: 100 + 28 * 5)
        channel.announce("Title is required", priority: .default, queued: false, language: "en")
        #expect(transcript(channel) == ["[cut] Title", "[announcement] Title is required"])
    }

    @Test("Focus speech that settles cuts a default announcement still playing")
    func settledFocusCutsAnnouncement() {
        var channel = newChannel()
        channel.announce("Saved locally", priority: .default, queued: false, language: "en")  // 364 ms
        channel.advance(to: 40)
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 100)
        #expect(transcript(channel) == ["[announcement cut] Saved", "Title, Text field"])
        #expect(events(channel).map(\.time) == [0, 140])
    }

    @Test("Immediate focus speech replaces a pending focus move")
    func speakReplacesPending() {
        var channel = newChannel()
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 400)
        channel.advance(to: 100)
        channel.speak(say("Save, Button"))
        #expect(transcript(channel) == ["Save, Button"])
    }

    // MARK: Hints

    @Test("The hint follows the focus speech after a 400 ms pause")
    func hintAfterPause() {
        var channel = newChannel()
        channel.speak(say("Remember me, Switch button, Off"), hint: say("Double tap to toggle setting"))  // 868 ms
        #expect(transcript(channel) == ["Remember me, Switch button, Off", "[hint] Double tap to toggle setting"])
        #expect(events(channel).map(\.time) == [0, 868 + Timing.hintPause])
        #expect(Timing.hintPause == 400)
        #expect(events(channel)[1].kind == .hint)
    }

    @Test("A gesture during the pause cancels the hint")
    func gestureInPauseCancelsHint() {
        var channel = newChannel()
        channel.speak(say("Remember me, Switch button, Off"), hint: say("Double tap to toggle setting"))
        channel.advance(to: 1000)  // speech ended at 868, hint due at 1268
        channel.gesture()
        #expect(transcript(channel) == ["Remember me, Switch button, Off"])
    }

    @Test("A gesture during the speech cancels its hint but not the speech")
    func gestureDuringSpeechCancelsHint() {
        var channel = newChannel()
        channel.speak(say("Remember me, Switch button, Off"), hint: say("Double tap to toggle setting"))
        channel.advance(to: 300)
        channel.gesture()
        #expect(transcript(channel) == ["Remember me, Switch button, Off"])
    }

    @Test("New focus speech during the pause cancels the old hint")
    func newFocusCancelsHint() {
        var channel = newChannel()
        channel.speak(say("Remember me, Switch button, Off"), hint: say("Double tap to toggle setting"))
        channel.advance(to: 1000)
        channel.speak(say("Sign in, Button"))
        #expect(transcript(channel) == ["Remember me, Switch button, Off", "Sign in, Button"])
    }

    @Test("A hint cut by focus speech is recorded as cut")
    func hintCanBeCut() {
        var channel = newChannel()
        channel.speak(say("Remember me, Switch button, Off"), hint: say("Double tap to toggle setting"))
        channel.advance(to: 1268 + 28 * 6)
        channel.speak(say("Sign in, Button"))
        #expect(transcript(channel) == ["Remember me, Switch button, Off", "[hint cut] Double", "Sign in, Button"])
    }

    @Test("A low announcement posted during the hint pause is still spoken, and so is the hint")
    func lowDuringHintPause() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"), hint: say("Signs in with your saved account"))
        channel.advance(to: 420)
        channel.announce("Saved", priority: .low, queued: false, language: "en")
        let lines = transcript(channel)
        #expect(lines.first == "Sign in, Button")
        #expect(lines.contains("[hint] Signs in with your saved account"))
        #expect(lines.contains("[announcement] Saved"))
    }

    // MARK: Sounds and ordering

    @Test("A sound never cuts speech")
    func soundsDoNotCut() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))
        channel.advance(to: 100)
        channel.play(.boundary, name: "boundary")
        #expect(transcript(channel) == ["Sign in, Button", "[sound] boundary"])
        #expect(events(channel).map(\.status) == [.spoken, .spoken])
        #expect(events(channel).map(\.time) == [0, 100])
    }

    @Test("A sound does not delay speech posted with it")
    func soundsDoNotDelay() {
        var channel = newChannel()
        channel.play(.screenChanged, name: "screen changed")
        channel.speak(say("Sign in, Button"))
        #expect(events(channel).map(\.time) == [0, 0])
    }

    @Test("Things at the same moment keep the order they were posted in")
    func tiesKeepPostingOrder() {
        var soundFirst = newChannel()
        soundFirst.play(.screenChanged, name: "screen changed")
        soundFirst.speak(say("Sign in, Button"))
        #expect(transcript(soundFirst) == ["[sound] screen changed", "Sign in, Button"])

        var speechFirst = newChannel()
        speechFirst.speak(say("Sign in, Button"))
        speechFirst.play(.screenChanged, name: "screen changed")
        #expect(transcript(speechFirst) == ["Sign in, Button", "[sound] screen changed"])
    }

    @Test("A dropped announcement stands where it was posted")
    func droppedStandsWherePosted() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))  // 0...420
        channel.advance(to: 300)
        channel.speakAfterFocusSettles(say("Title, Text field"), hint: nil, element: 0, settle: 100)  // at 400
        channel.announce("Saved", priority: .default, queued: false, language: "en")
        channel.play(.boundary, name: "boundary")
        #expect(
            transcript(channel) == [
                "[cut] Sign in, Butto", "[announcement dropped] Saved", "[sound] boundary", "Title, Text field",
            ])
        #expect(events(channel).map(\.time) == [0, 300, 300, 400])
    }

    // MARK: The clock

    @Test("Silence comes when the last speech ends")
    func silenceAfterSpeech() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"))
        #expect(channel.silence() == 420)
        #expect(channel.now == 0, "asking when silence comes does not move the clock")
    }

    @Test("Silence waits for the hint")
    func silenceAfterHint() {
        var channel = newChannel()
        channel.speak(say("Sign in, Button"), hint: say("Signs in"))  // 420 + 400 + 224
        #expect(channel.silence() == 1044)
    }

    @Test("Silence waits for a sound longer than the speech")
    func silenceAfterSound() {
        var channel = newChannel()
        channel.play(.screenChanged, name: "screen changed")
        channel.speak(say("OK"))
        #expect(channel.silence() == Timing.duration(of: .screenChanged))
    }

    @Test("Silence worked out directly is the rehearsal's, in every state the shortcut takes")
    func silenceShortcutMatchesRehearsal() {
        // Each state: a line with or without a hint, part said, cut by a gesture, with a sound
        // past its end, or a hint started; and states the shortcut leaves to the rehearsal.
        var states: [SpeechChannel] = []
        var channel = newChannel()
        states.append(channel)
        channel.speak(say("Sign in, Button"))
        states.append(channel)
        channel.advance(to: 200)
        states.append(channel)
        channel.speak(say("Wi-Fi, Switch button, On"), hint: say("Double tap to toggle setting"))
        states.append(channel)
        channel.advance(to: 900)
        states.append(channel)  // the line over, in the pause before its hint
        channel.advance(to: 1500)
        states.append(channel)  // the hint being said
        channel.speak(say("Done, Button"), hint: say("Closes"))
        channel.gesture()
        states.append(channel)  // the hint cancelled
        channel.play(.screenChanged, name: "screen changed")
        states.append(channel)
        channel.advance(to: 10_000)
        states.append(channel)  // silent
        channel.speak(say("Next"), hint: say("Goes on"))
        channel.announce("Saved", priority: .low, queued: true, language: "en")
        states.append(channel)  // something queued: the rehearsal
        for (index, state) in states.enumerated() {
            #expect(state.silence() == state.rehearsedSilence(), "state \(index)")
        }
        #expect(states.map { $0.silence() }.filter { $0 > 0 }.count == states.count - 1, "only the first state is silent at 0")
    }

    @Test("advance(to:) moves the clock to the target even when nothing happens")
    func advanceMovesClock() {
        var channel = newChannel()
        channel.advance(to: 1234)
        #expect(channel.now == 1234)
        #expect(channel.silence() == 1234)
    }

    @Test("Utterance parts join with the separator given and empty parts are left out")
    func utteranceJoin() {
        let utterance = Utterance(
            [SpokenPart("Sign in", language: "en"), SpokenPart("", language: "en"), SpokenPart("Button", language: "en")],
            separator: ", ")
        #expect(utterance.text == "Sign in, Button")
        #expect(utterance.parts.count == 2)
    }
}

@Suite("Speech clock: announcements are picked up one after another")
struct AnnouncementPickUpTests {
    private let pickUp = Timing.announcementPickUp

    @Test("An announcement starts a pick-up delay after it is posted")
    func startsAfterPickUp() {
        var channel = newChannel(pickUp: pickUp)
        channel.announce("Saved", priority: .default, queued: false, language: "en")
        #expect(events(channel).map(\.time) == [pickUp])
    }

    @Test("Three default posts in one action: two fragments, each cut by the next, and the last whole (WWDC23 10036)")
    func threePostsTogether() {
        var channel = newChannel(pickUp: pickUp)
        channel.announce("Opening camera", priority: .default, queued: false, language: "en")  // 392 ms
        channel.announce("Camera loading", priority: .default, queued: false, language: "en")
        channel.announce("Camera active", priority: .default, queued: false, language: "en")
        let all = events(channel)
        #expect(all.map(\.time) == [pickUp, 2 * pickUp, 3 * pickUp])
        #expect(all.map(\.status) == [.interrupted, .interrupted, .spoken])
        #expect(all[0].heardDuration == pickUp && all[1].heardDuration == pickUp)
        #expect(!all[0].heard.isEmpty && !all[1].heard.isEmpty)
        #expect(all[0].heard.count < "Opening camera".count)
    }

    @Test("With the model's delay the fragments are a few characters: \"Open\", \"Came\"")
    func fragmentLength() {
        var channel = newChannel(pickUp: pickUp)
        channel.announce("Opening camera", priority: .default, queued: false, language: "en")
        channel.announce("Camera loading", priority: .default, queued: false, language: "en")
        channel.announce("Camera active", priority: .default, queued: false, language: "en")
        #expect(
            transcript(channel) == ["[announcement cut] Open", "[announcement cut] Came", "[announcement] Camera active"])
    }

    @Test("Posts further apart than the delay are each picked up the delay after their own post")
    func postsApart() {
        var channel = newChannel(pickUp: pickUp)
        channel.announce("One", priority: .default, queued: false, language: "en")
        channel.advance(to: 1000)
        channel.announce("Two", priority: .default, queued: false, language: "en")
        #expect(events(channel).map(\.time) == [pickUp, 1000 + pickUp])
    }

    @Test("An announcement posted while a focus move is pending is dropped when picked up, and says so")
    func droppedWhileFocusPending() {
        var channel = newChannel(pickUp: pickUp)
        channel.speakAfterFocusSettles(say("Welcome, Maya"), hint: nil, element: nil, settle: Timing.screenChangeSettle)
        channel.announce("Signed in", priority: .default, queued: false, language: "en")
        #expect(transcript(channel) == ["[announcement dropped] Signed in", "Welcome, Maya"])
        #expect(events(channel).map(\.time) == [pickUp, Timing.screenChangeSettle])
    }

    @Test("A waiting low announcement is dropped when a newer high one starts")
    func lowDroppedByNewerHigh() {
        var channel = newChannel(pickUp: pickUp)
        channel.speak(say("Downloads, Heading"))  // 504 ms
        channel.announce("3 downloads finished", priority: .low, queued: false, language: "en")
        channel.advance(to: 200)
        channel.announce("Upload failed", priority: .high, queued: false, language: "en")
        let lines = transcript(channel)
        #expect(lines.count == 3 && lines[0].hasPrefix("[cut] Downloads"))
        #expect(Array(lines.dropFirst()) == ["[announcement dropped] 3 downloads finished", "[announcement] Upload failed"])
        // Dropped when the high one starts, at its pick-up: after the low one's, in post order.
        #expect(events(channel).map(\.time) == [0, 200 + pickUp, 200 + pickUp])
    }

    @Test("A waiting low announcement is dropped when a newer default one starts")
    func lowDroppedByNewerDefault() {
        var channel = newChannel()
        channel.speak(say("Downloads, Heading"))  // 504 ms
        channel.announce("Low news", priority: .low, queued: false, language: "en")
        channel.advance(to: 280)
        channel.announce("Breaking news", priority: .default, queued: false, language: "en")
        #expect(
            transcript(channel) == ["[cut] Downloads", "[announcement dropped] Low news", "[announcement] Breaking news"])
    }

    @Test("A waiting low announcement is spoken before a newer queued one, which has not started")
    func lowBeforeNewerQueued() {
        var channel = newChannel()
        channel.speak(say("Downloads, Heading"))
        channel.announce("Low news", priority: .low, queued: false, language: "en")
        channel.announce("Queued news", priority: .default, queued: true, language: "en")
        #expect(transcript(channel) == ["Downloads, Heading", "[announcement] Low news", "[announcement] Queued news"])
    }

    @Test("A low announcement is still spoken when no newer announcement starts before its turn")
    func lowSpokenWhenNothingNewer() {
        var channel = newChannel(pickUp: pickUp)
        channel.speak(say("Downloads, Heading"))
        channel.announce("3 downloads finished", priority: .low, queued: false, language: "en")
        channel.advance(to: 200)
        channel.speak(say("Clear all, Button"))
        #expect(transcript(channel) == ["[cut] Downloa", "Clear all, Button", "[announcement] 3 downloads finished"])
    }

    @Test("A newer announcement does not drop an older low one that already started")
    func startedLowIsNotDropped() {
        var channel = newChannel()
        channel.announce("Low news", priority: .low, queued: false, language: "en")  // starts at once
        channel.advance(to: 100)
        channel.announce("Queued news", priority: .default, queued: true, language: "en")
        #expect(transcript(channel) == ["[announcement] Low news", "[announcement] Queued news"])
    }
}
