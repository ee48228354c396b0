// The `accessibilitySpeech*` attributes: how VoiceOver pronounces a view's text.

extension AccessibleView {
    /// Speaks every punctuation mark of the text, whatever the punctuation setting.
    ///
    /// ```swift
    /// Text("a.b@c.com").speechAlwaysIncludesPunctuation()
    /// ```
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Node {
        speech { $0.punctuation = value }
    }

    /// Spells the text letter by letter: `Text("XJ42").speechSpellsOutCharacters()`.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Node {
        speech { $0.spellsOutCharacters = value }
    }

    /// Raises or lowers the pitch: SwiftUI's -1...1, where 0 is normal.
    ///
    /// ```swift
    /// Text("Whisper").speechAdjustedPitch(-0.25)  // pitch 0.75
    /// ```
    /// Stored as the multiplier `1 + value`, kept within the format's 0.5...2.
    public func speechAdjustedPitch(_ value: Double) -> Node {
        speech { $0.pitch = min(2, max(0.5, 1 + value)) }
    }

    /// How to pronounce the text, in IPA (UIKit's `accessibilitySpeechIPANotation`).
    ///
    /// ```swift
    /// Text("Kuchi").accessibilitySpeechIPA("ˈkutʃi")
    /// ```
    public func accessibilitySpeechIPA(_ ipa: String) -> Node {
        speech { $0.ipa = ipa }
    }

    private func speech(_ change: (inout SpeechAttributes) -> Void) -> Node {
        modified {
            var attributes = $0.accessibility.speech ?? SpeechAttributes()
            change(&attributes)
            $0.accessibility.speech = attributes
        }
    }
}
