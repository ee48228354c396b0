/// How long an utterance takes on Earshot's speech clock: a documented estimate from the text
/// and the rate, never from wall time or a synthesizer, so transcripts are the same everywhere.
///
/// duration = max(minimum, characters × msPerCharacter ÷ speed), where
/// speed = 2^((rate − 50) / 50): rate 50 (VoiceOver's default) is 1×, 100 is 2×, 0 is ½×.
/// With the English voice's 28 ms per character, "Sign in, Button" (15 characters) takes
/// 420 ms, near VoiceOver's default speed (about 0.4 s).
///
/// An utterance is timed as it is voiced (``duration(of:)-(Utterance)``): each part's
/// ``SpokenPart/voicedRuns`` (a Japanese phrase's kana reading, not its kanji) at the
/// characters-per-millisecond of the run's language, so an English label under a Japanese
/// VoiceOver takes English time. A CJK ideograph without a reading counts as two characters,
/// the length of a typical reading in kana (Earshot's estimate: the clock never asks a
/// synthesizer or a dictionary).
package struct DurationEstimate: Sendable, Equatable {
    package var millisecondsPerCharacter: Double
    package var minimumMilliseconds: Double
    package var rate: Double {
        didSet { speed = Self.speed(rate) }
    }
    /// 1 at rate 50; the rate is taken within 0...100, whatever a Swift caller set. Worked out
    /// when the rate is set, not for every utterance.
    package private(set) var speed: Double
    /// VoiceOver's language, whose rates are the ones above.
    package var language: String?
    /// Where other languages' rates come from; nil: every part at the rates above.
    package var voices: VoiceLibrary?

    package init(rates: SpeechRates, rate: Double, language: String? = nil, voices: VoiceLibrary? = nil) {
        self.millisecondsPerCharacter = rates.millisecondsPerCharacterAtRate50
        self.minimumMilliseconds = rates.minimumUtteranceMilliseconds
        self.rate = rate
        self.speed = Self.speed(rate)
        self.language = language
        self.voices = voices
    }

    package static func == (a: DurationEstimate, b: DurationEstimate) -> Bool {
        a.millisecondsPerCharacter == b.millisecondsPerCharacter && a.minimumMilliseconds == b.minimumMilliseconds
            && a.rate == b.rate && a.language == b.language && a.voices === b.voices
    }

    /// Milliseconds to speak `utterance` as it is voiced (see above).
    package func duration(of utterance: Utterance) -> Int {
        let separator = utterance.parts.count > 1 ? Double(Self.characterCount(of: utterance.separator)) : 0
        // The parts are read in place, field by field: none is copied.
        let milliseconds = utterance.parts.withUnsafeBufferPointer { parts in
            var milliseconds = 0.0
            for index in parts.indices {
                if index > 0 { milliseconds += separator * millisecondsPerCharacter }
                // `voicedRuns`, without making an array of the one run most parts are.
                guard let voicing = parts[index].voicing else {
                    milliseconds += Self.voicedLength(of: parts[index].text) * millisecondsPerCharacter(for: parts[index].language)
                    continue
                }
                for run in voicing {
                    milliseconds += Self.voicedLength(of: run.text) * millisecondsPerCharacter(for: run.language)
                }
            }
            return milliseconds
        }
        return clamp(max(minimumMilliseconds, milliseconds / speed))
    }

    /// The characters of `text` (`text.count`), an ASCII text counted by its bytes.
    static func characterCount(of text: String) -> Int {
        asciiCharacterCount(of: text) ?? text.count
    }

    /// The characters of an ASCII text: one a byte, but "\r\n", which is one; nil when the
    /// text is not ASCII.
    private static func asciiCharacterCount(of text: String) -> Int? {
        if let counted = text.utf8.withContiguousStorageIfAvailable({ asciiCharacterCount(of: $0) }) { return counted }
        return bytewiseCharacterCount(of: text.utf8)
    }

    /// The same of bytes in memory: eight at a time while they are ASCII and hold no carriage
    /// return (which may begin a "\r\n"), then one at a time.
    private static func asciiCharacterCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A zero byte in `returns` is a carriage return in `word`.
                let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
                let hasReturn = (returns &- 0x0101_0101_0101_0101) & ~returns & 0x8080_8080_8080_8080 != 0
                if word & 0x8080_8080_8080_8080 != 0 || hasReturn { break }
                index += 8
            }
        }
        // The bytes before `index` hold no carriage return: no pair straddles it.
        return bytewiseCharacterCount(of: UnsafeBufferPointer(rebasing: bytes[index...])).map { index + $0 }
    }

    /// The same, one byte at a time.
    private static func bytewiseCharacterCount<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> Int? {
        var pairs = 0
        var length = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") { pairs += 1 }
            previous = byte
            length += 1
        }
        return length - pairs
    }

    /// Characters as the clock counts them: a CJK ideograph as two.
    package static func voicedLength(of text: String) -> Double {
        // ASCII (most labels): one character a byte, but "\r\n", which is one.
        if let ascii = asciiCharacterCount(of: text) { return Double(ascii) }
        var count = 0
        for character in text {
            let ideograph = character.unicodeScalars.first.map {
                (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value)
            }
            count += ideograph == true ? 2 : 1
        }
        return Double(count)
    }

    /// The rate of `language`'s voice file; VoiceOver's own for its language or one without a file.
    func millisecondsPerCharacter(for language: String) -> Double {
        guard let voices, let own = self.language, !VoiceLibrary.sameBase(language, own) else {
            return millisecondsPerCharacter
        }
        return voices.speechRates(for: language)?.millisecondsPerCharacterAtRate50 ?? millisecondsPerCharacter
    }

    private func clamp(_ milliseconds: Double) -> Int {
        guard milliseconds.isFinite else { return milliseconds > 0 ? 1_000_000_000_000_000 : 0 }
        return Int(min(1e15, max(0, milliseconds)).rounded())
    }

    private static func speed(_ rate: Double) -> Double { pow2((min(100, max(0, rate)) - 50) / 50) }

    /// Milliseconds to speak `text` (at most 10^15, so any rates a Swift caller sets convert).
    package func duration(of text: String) -> Int {
        let characters = Double(text.count)
        let milliseconds = max(minimumMilliseconds, characters * millisecondsPerCharacter / speed)
        guard milliseconds.isFinite else { return milliseconds > 0 ? 1_000_000_000_000_000 : 0 }
        return Int(min(1e15, max(0, milliseconds)).rounded())
    }

    /// The part of `text` heard in the first `elapsed` milliseconds, whole characters only,
    /// without trailing spaces.
    ///
    /// - Parameter total: how long the whole text takes on the clock (by default its length
    ///   at VoiceOver's rate; the event's own duration when it was timed as voiced).
    package func heardPrefix(of text: String, elapsed: Int, total: Int? = nil) -> String {
        let total = total ?? duration(of: text)
        guard elapsed < total else { return text }
        guard elapsed > 0 else { return "" }
        let count = text.count
        let heard = min(count, Int(Double(elapsed) * Double(count) / Double(total)))
        var prefix = String(text.prefix(heard))
        while prefix.last == " " || prefix.last == "," { prefix.removeLast() }
        return prefix
    }

    private static func pow2(_ x: Double) -> Double {
        // exp2 without Foundation: 2^x = e^(x ln 2), by a short series on a reduced argument.
        var result = 1.0
        var y = x
        while y >= 1 {
            result *= 2
            y -= 1
        }
        while y < 0 {
            result /= 2
            y += 1
        }
        // 2^y for y in [0, 1).
        let t = y * 0.6931471805599453
        var term = 1.0
        var sum = 1.0
        for n in 1...20 {
            term *= t / Double(n)
            sum += term
        }
        return result * sum
    }
}

/// Fixed timings of the model, in milliseconds, each with where it comes from.
package enum Timing {
    /// The pause before a hint ("after a pause"; about 400 ms on macOS, guidepup #62).
    package static let hintPause = 400
    /// How long VoiceOver takes to process a focus move a notification causes before speaking
    /// (the model of VOICEOVER.md §5): `.screenChanged` speaks after its earcon.
    package static let screenChangeSettle = 400
    /// The same for `.layoutChanged`, a focus-state change and focus relocation.
    package static let layoutChangeSettle = 100
    /// How long VoiceOver takes to pick up one announcement post before speaking it; posts
    /// are picked up one after another (VOICEOVER.md §5). Three `default` posts in one action
    /// are heard on a device as "Open-", "camera-", "Camera active" (WWDC23 session 10036,
    /// 4:20; `Scenarios/Device/wwdc23-10036-three-default-announcements-cut-each-other`): at
    /// the English voice's 28 ms a character, "Open" of "Opening camera" is 112 to 139 ms of
    /// speech and "Camera" of "Camera loading" 168 to 223 ms. One constant cannot give both;
    /// 130 ms gives the first exactly ("Came" for the second) and sits beside the 0.1 s delay
    /// that is the usual fix for an announcement VoiceOver missed (CVS Health's iOS
    /// accessibility techniques, AccessibilityNotifications.md).
    package static let announcementPickUp = 130

    /// Earcon lengths.
    package static func duration(of sound: Sound) -> Int {
        switch sound {
        case .screenChanged: return 400
        case .boundary: return 150
        case .pageTurn: return 250
        case .noElement: return 150
        case .actionsAvailable: return 100
        }
    }
}

/// Milliseconds on the speech clock for `seconds`: 0 for a negative or NaN time, and at most a
/// day, the limit the file format sets for one `wait` or `after` (`Documentation/LIMITS.md`), so a time a
/// Swift scenario gives converts without a trap.
func clockMilliseconds(_ seconds: Double) -> Int {
    guard seconds > 0 else { return 0 }
    return Int((min(seconds, 86_400) * 1000).rounded())
}
