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
        // State words the service writes in lower case wherever they stand (`Copy Result dimmed
        // Button`, `Pane sizes 50% adjustable`; recorded walks, iOS/iPadOS 27.0).
        let lowered = Set([phrases?.phrase(.traitDimmed), phrases?.phrase(.traitAdjustable)].compactMap { $0 })
        var words: [String] = []
        var leading: [String] = []
        let parts = event.status == .interrupted ? [SpokenPart(event.heard, language: event.language)] : event.parts
        for (index, part) in parts.enumerated() {
            let text = part.written ?? part.text
            let afterSwitch = index > 0 && parts[index - 1].text == switchWord
            if text == selected, parts.count > 1 {
                // `selected` leads the whole utterance, container descriptions included, where the
                // voice puts it first: `selected Variant dimmed OpenCC Standard dimmed Button`
                // (recorded walks).
                if phrases?.selectedPlacement == .first { leading.append(text.lowercased()) } else { words.append(text.lowercased()) }
            } else if (afterSwitch && states.contains(text)) || lowered.contains(text) {
                words.append(text.lowercased())
            } else {
                words.append(text)
            }
        }
        if let hint, !hint.isEmpty { words.append(serviceHint(hint, phrases: phrases)) }
        return (leading + words).joined(separator: " ")
    }

    /// The hint as the service writes it: ending in a system phrase the voice file gives a
    /// `"written"` form, with that form; else with a final period (`withPeriod`).
    static func serviceHint(_ hint: String, phrases: Phrasebook?) -> String {
        for (text, written) in phrases?.writtenForms ?? [:] where hint.hasSuffix(text) {
            return hint.dropLast(text.count) + written
        }
        return withPeriod(hint)
    }

    /// `text` ending in sentence punctuation: the service's hints end with a period.
    static func withPeriod(_ text: String) -> String {
        guard let last = text.last, !".!?…".contains(last) else { return text }
        return text + "."
    }

    /// The transcript's lines in this style: a speech line and the hint heard after it become
    /// one line; sounds, announcements and cut or dropped lines keep their tags.
    public static func lines(_ transcript: Transcript, showSteps: Bool = false) -> [String] {
        rendered(transcript, showSteps: showSteps).map(\.line)
    }

    /// Each line in this style with the step its first event belongs to (nil before any step),
    /// so that a failure can say which step the first differing line came from.
    static func rendered(_ transcript: Transcript, showSteps: Bool) -> [(line: String, stepIndex: Int?)] {
        var lines: [(line: String, stepIndex: Int?)] = []
        var pending: TranscriptEvent?
        func flush(hint: String?) {
            if let event = pending { lines.append((utterance(event, hint: hint), event.stepIndex)) }
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
                if showSteps { lines.append(("» " + event.text, event.stepIndex)) }
            case .speech, .hint, .announcement, .sound:
                flush(hint: nil)
                lines.append((TranscriptRenderer.line(event), event.stepIndex))
            }
        }
        flush(hint: nil)
        return lines
    }
}

extension Transcript {
    /// The heard lines written in `style`: ``lines`` for Earshot's text form,
    /// ``VoiceOverStyle/lines(_:showSteps:)`` for VoiceOver's.
    public func lines(in style: TranscriptStyle) -> [String] {
        switch style {
        case .earshot: lines
        case .voiceover: VoiceOverStyle.lines(self)
        }
    }
}
