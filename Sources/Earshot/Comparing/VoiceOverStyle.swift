/// How a transcript is written: Earshot's text form (FORMAT.md §3.1), or as Xcode 27's
/// `XCUIVoiceOverService` returns each utterance, so a recorded walk and Earshot's output can be
/// diffed directly.
public enum TranscriptStyle: String, Sendable, CaseIterable {
    /// Parts joined by ", ", the hint on its own `[hint]` line: `Notifications, Switch button, On`.
    case earshot
    /// Parts joined by single spaces, a switch's state in lower case, the hint inside the same
    /// utterance with its own final period: `Notifications Switch button on Double tap to toggle setting.`
    ///
    /// From real walks (Xcode 27.0, iOS 27.0 simulator; `../reference/real-voiceover-walks.md` §2):
    /// IRS-Public/aloud `test/fixtures/voiceover-ios27.json` (`Same label Button`, the switch line
    /// above), gewill/OpenCCman (`What’s New Heading`), gvanderclay/blocklog (`selected Set 1
    /// done Button`: "Selected" in lower case). Other words (Tab, Link, Adjustable, Actions
    /// available) are kept as Earshot writes them: no public walk shows them.
    case voiceover
}

/// Renders utterances in ``TranscriptStyle/voiceover``.
public enum VoiceOverStyle {
    /// One speech event as the service would return it, with `hint` (the text of the hint that
    /// follows it, if heard) inside.
    ///
    /// ```
    /// Notifications, Switch button, On   +  [hint] Double tap to toggle setting
    /// → Notifications Switch button on Double tap to toggle setting.
    /// ```
    public static func utterance(_ event: TranscriptEvent, hint: String? = nil) -> String {
        let phrases = try? VoiceLibrary.shared.phrasebook(for: event.language)
        let switchWord = phrases?.phrase(.traitSwitch)
        let states = Set([phrases?.phrase(.switchOn), phrases?.phrase(.switchOff), phrases?.phrase(.switchMixed)].compactMap { $0 })
        let selected = phrases?.phrase(.selected)
        var words: [String] = []
        let texts = event.status == .interrupted ? [event.heard] : event.parts.map(\.text)
        for (index, text) in texts.enumerated() {
            let afterSwitch = index > 0 && texts[index - 1] == switchWord
            if (afterSwitch && states.contains(text)) || (index == 0 && text == selected && texts.count > 1) {
                words.append(text.lowercased())
            } else {
                words.append(text)
            }
        }
        if let hint, !hint.isEmpty { words.append(withPeriod(hint)) }
        return words.joined(separator: " ")
    }

    /// `text` ending in sentence punctuation: the service's hints end with a period.
    static func withPeriod(_ text: String) -> String {
        guard let last = text.last, !".!?…".contains(last) else { return text }
        return text + "."
    }

    /// The transcript's lines in this style: a speech line and the hint heard after it become
    /// one line; sounds, announcements and cut or dropped lines keep their tags.
    public static func lines(_ transcript: Transcript, showSteps: Bool = false) -> [String] {
        var lines: [String] = []
        var pending: TranscriptEvent?
        func flush(hint: String?) {
            if let event = pending { lines.append(utterance(event, hint: hint)) }
            pending = nil
        }
        for event in transcript.events {
            switch event.kind {
            case .speech where event.status == .spoken:
                flush(hint: nil)
                pending = event
            case .hint where event.status == .spoken && pending != nil:
                flush(hint: event.text)
            case .step:
                flush(hint: nil)
                if showSteps { lines.append("» " + event.text) }
            case .speech, .hint, .announcement, .sound:
                flush(hint: nil)
                lines.append(TranscriptRenderer.line(event))
            }
        }
        flush(hint: nil)
        return lines
    }
}
