import Earshot

extension VoicingScript {
    /// The script that voices exactly what a transcript says was heard: spoken items in full,
    /// cut ones up to where the clock cut them, dropped ones not at all, sounds as earcons, all
    /// at their times on the speech clock (pauses before hints and between utterances follow).
    public init(transcript: Transcript, rate: Double) {
        var items: [Item] = []
        for event in transcript.events {
            switch (event.kind, event.status) {
            case (.step, _), (_, .dropped):
                continue
            case (.sound, _):
                guard let sound = event.sound, let earcon = Earcon(sound) else { continue }
                items.append(.earcon(earcon, start: Double(event.time) / 1000))
            case (.speech, _), (.hint, _), (.announcement, _):
                // Each part as it is voiced: its runs (a Japanese phrase's kana, VoiceOver's names
                // for signs in its own language), else its text.
                let segments = event.parts.flatMap { part in
                    part.voicedRuns.map {
                        Segment(
                            text: $0.text, language: $0.language, pitch: part.pitch ?? 1, spellsOutCharacters: part.spellsOutCharacters,
                            ipa: part.voicing == nil ? part.ipa : nil)
                    }
                }
                guard !segments.isEmpty, event.duration > 0 else { continue }
                let fraction = event.status == .interrupted ? Double(event.heardDuration) / Double(event.duration) : 1
                guard fraction > 0 else { continue }
                items.append(
                    .speech(
                        segments: segments, start: Double(event.time) / 1000, clockDuration: Double(event.duration) / 1000,
                        heardFraction: min(1, fraction)))
            }
        }
        self.init(items: items, rate: rate)
    }
}

extension VoicingScript.Earcon {
    init?(_ sound: Sound) {
        switch sound {
        case .screenChanged: self = .screenChanged
        case .boundary: self = .boundary
        case .pageTurn: self = .pageTurn
        case .noElement: self = .noElement
        case .actionsAvailable: self = .actionPerformed
        }
    }
}
