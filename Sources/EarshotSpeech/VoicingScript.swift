import Foundation

/// What to voice: a transcript reduced to the facts the synthesizer needs.
///
/// A `VoicingScript` is self-contained on purpose: EarshotSpeech does not depend on the core
/// `Earshot` model types, so a small adapter (owned by the core) turns a transcript into a
/// script. Times are seconds on the transcript's speech clock; ``Voicer`` places audio at those
/// times and only shifts it when real speech runs longer than the clock estimated.
public struct VoicingScript: Sendable, Equatable {

    /// One run of text in one language with one pitch. An utterance that mixes languages
    /// ("Open, Привет, Button") is several segments, each voiced with its own eSpeak voice.
    public struct Segment: Sendable, Equatable {
        /// The text as the listener hears it. It is always read as plain text: markup such as
        /// `<break time="20s"/>` or `[[h@l'oU]]` is spoken (or skipped as punctuation), never obeyed.
        public var text: String
        /// A BCP 47 language tag (`en`, `en-US`, `ru`). Picks `Voices/<tag>.json`'s
        /// `speech.espeakVoice`, falling back to the primary subtag's file and then to the tag itself.
        public var language: String
        /// Pitch multiplier: 1.0 is the voice's normal pitch; VoiceOver uses about 0.5...2.
        /// Mapped to eSpeak's `espeakPITCH` as `50 * pitch`, clamped to 0...100.
        public var pitch: Double
        /// Spell the text character by character (VoiceOver's character navigation, secure fields).
        public var spellsOutCharacters: Bool
        /// A pronunciation in IPA. eSpeak NG 1.51 has no IPA input (its `[[...]]` phoneme input
        /// uses its own ASCII notation and needs the `espeakPHONEMES` flag, which Earshot never
        /// sets on screen text), so the IPA is recorded but the `text` is what gets spoken.
        public var ipa: String?

        /// A segment of `text` in `language`, at `pitch` (1.0 is normal).
        public init(
            text: String, language: String = "en", pitch: Double = 1.0,
            spellsOutCharacters: Bool = false, ipa: String? = nil
        ) {
            self.text = text
            self.language = language
            self.pitch = pitch
            self.spellsOutCharacters = spellsOutCharacters
            self.ipa = ipa
        }
    }

    /// The short sounds VoiceOver plays. Earshot synthesizes them itself (no sound files),
    /// deterministically: the same earcon is the same samples on every run and machine.
    public enum Earcon: String, Sendable, CaseIterable, Equatable {
        /// The earcons: screen changed, boundary, page turn, no element, action performed, rotor, alert.
        case screenChanged, boundary, pageTurn, noElement, actionPerformed, rotor, alert
    }

    /// One thing heard, at its time on the speech clock.
    public enum Item: Sendable, Equatable {
        /// An utterance. `start` is its clock time (s); `clockDuration` is what the clock gave
        /// the *full* utterance (s); `heardFraction` is 1 when spoken in full and between 0 and 1
        /// when cut off (the audio is truncated to that fraction of its real length).
        /// Items with `heardFraction <= 0` (dropped) are ignored.
        case speech(segments: [Segment], start: Double, clockDuration: Double, heardFraction: Double)
        /// A sound at its clock time (s).
        case earcon(Earcon, start: Double)

        /// The clock time the item starts at, in seconds.
        public var start: Double {
            switch self {
            case .speech(_, let start, _, _): return start
            case .earcon(_, let start): return start
            }
        }
    }

    /// The items, in the order they happened (sorted by `start` when voiced; ties keep this order).
    public var items: [Item]
    /// VoiceOver's speaking-rate slider, 0...100 (50 is the default). The speed factor is
    /// `f = 2^((rate - 50) / 50)`, so 0 is half speed and 100 double speed.
    public var rate: Double

    /// A script of `items` at VoiceOver's speaking `rate` (0-100, 50 is the default).
    public init(items: [Item] = [], rate: Double = 50) {
        self.items = items
        self.rate = rate
    }

    /// VoiceOver's speed factor for ``rate``: `2^((rate - 50) / 50)`, rate clamped to 0...100.
    public var speedFactor: Double { Self.speedFactor(forRate: rate) }

    /// `2^((rate - 50) / 50)`, with `rate` clamped to 0...100.
    public static func speedFactor(forRate rate: Double) -> Double {
        let r = rate.isFinite ? min(100, max(0, rate)) : 50
        return pow(2, (r - 50) / 50)
    }
}
