import Earshot

/// The language a capture's text is written in, told from its script: captures carry no
/// language (none of the import formats has one), so VoiceOver's words would be heard in
/// English; the import says which language would fit (``ImportedScreen/suggestedLanguage``).
///
/// Kana (with or without kanji) is Japanese, Cyrillic Russian, Arabic script Arabic: the
/// languages with a voice file whose script is their own. Latin text says nothing (English,
/// German, French and Spanish share it).
package enum CaptureLanguage {
    /// The scripts told apart, with the language each suggests and its name.
    package enum Script: Sendable, CaseIterable {
        case japanese, cyrillic, arabic

        package var language: String {
            switch self {
            case .japanese: "ja"
            case .cyrillic: "ru"
            case .arabic: "ar"
            }
        }

        var name: String {
            switch self {
            case .japanese: "Japanese (kana and kanji)"
            case .cyrillic: "Cyrillic"
            case .arabic: "Arabic"
            }
        }
    }

    /// The script of most of the letters under `root` when it is one of ``Script``'s and holds
    /// at least a third of them; nil otherwise.
    static func script(of root: Node) -> Script? {
        var tally = Tally()
        withUnsafePointer(to: root) { tally.visit($0) }
        var counts = tally.counts
        // Kanji without any kana may be Chinese, which has no voice file: no suggestion.
        if tally.kana == 0 { counts[.japanese] = nil }
        guard let (script, count) = counts.max(by: { $0.value < $1.value }), count * 3 >= tally.letters, tally.letters > 0 else {
            return nil
        }
        return script
    }

    /// The letters of each script under a view, counted in one walk that reads the views where
    /// they are (a capture's screen is at most 127 levels deep).
    private struct Tally {
        var counts: [Script: Int] = [:]
        var kana = 0
        var letters = 0

        /// Visits the view `node` points at: through a pointer, as `TreeFacts` does, for a view
        /// handed to a call from its array's buffer is copied whole first.
        mutating func visit(_ node: UnsafePointer<Node>) {
            count(node.pointee.title)
            // Read where they are stored: through `accessibility` the modifiers are copied whole.
            let (label, value) = Node.withAccessibility(of: node) { ($0?.pointee.label, $0?.pointee.value) }
            count(label)
            count(value)
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices { visit(first + index) }
            }
        }

        /// ASCII text, most of what captures hold, is counted by its bytes: an ASCII letter is
        /// alphabetic and in no script told apart; other text looks up each scalar's property.
        mutating func count(_ text: String?) {
            guard let text else { return }
            // The letters of ASCII text, nil when it is not ASCII.
            func asciiLetters<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
                var letters = 0
                for byte in bytes {
                    if byte >= 0x80 { return nil }
                    if (byte | 0x20) &- 0x61 < 26 { letters += 1 }
                }
                return letters
            }
            let counted = text.utf8.withContiguousStorageIfAvailable { asciiLetters($0) } ?? asciiLetters(text.utf8)
            if let counted {
                letters += counted
                return
            }
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                letters += 1
                switch scalar.value {
                case 0x3040...0x30FF:
                    kana += 1
                    counts[.japanese, default: 0] += 1
                case 0x3400...0x4DBF, 0x4E00...0x9FFF: counts[.japanese, default: 0] += 1
                case 0x0400...0x052F: counts[.cyrillic, default: 0] += 1
                case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: counts[.arabic, default: 0] += 1
                default: break
                }
            }
        }
    }

    /// The import note for a capture whose text is in `script`, ending in `remedy`: how the
    /// language is set, in the words of the API or tool that reads it.
    package static func note(script: Script, remedy: String) -> String {
        "the capture's text is in \(script.name) script, and captures carry no language: VoiceOver's own words are "
            + "heard in English unless \(remedy)"
    }

    /// The language note in the Swift API's words (the command line names its own option).
    static func note(script: Script) -> String {
        note(script: script, remedy: "the screen's language is \(script.language) (Screen.language; settings.language in a scenario)")
    }
}
