import Earshot
import Foundation

/// The text tests the audit rules share: what a file name, decoration, a kind word or a state
/// looks like in a label. Each errs on the side of silence: a rule that accuses good code is
/// worse than one that misses a case.
enum AuditText {
    static let longLabelCharacters = 60
    static let longLabelWords = 10

    /// "ic_camera", "welcome-background", "IMG_2041", "photo.jpg", "square.and.arrow.up",
    /// "profileAvatar"; not "Wi-Fi", "e-mail", "iPhone" or any text with a space.
    static func looksLikeFileName(_ label: String) -> Bool {
        guard !label.isEmpty, !label.contains(Character(" ")), label.count <= 80 else { return false }
        if label.contains(Character("_")) { return label.contains { $0.isLetter } }
        let lower = label.lowercased()
        for ext in ["png", "jpg", "jpeg", "heic", "gif", "pdf", "svg", "webp"] where lower.hasSuffix("." + ext) { return true }
        let isLowerWord: (Substring) -> Bool = { part in
            part.count >= 2 && part.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber } && part.contains { $0.isLetter }
        }
        for separator in ["-", "."] as [Character] where label.contains(separator) {
            let parts = label.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count >= 2, parts.allSatisfy(isLowerWord) { return true }
        }
        // camelCase: a lowercase run of two or more, then a capital ("profileAvatar", not "iPhone").
        let leading = label.prefix { $0.isLetter && $0.isLowercase }
        let rest = label.dropFirst(leading.count)
        if leading.count >= 2, let next = rest.first, next.isUppercase, rest.allSatisfy({ $0.isLetter || $0.isNumber }) { return true }
        return false
    }

    static let decorationWords: Set<String> = [
        "background", "bg", "placeholder", "divider", "separator", "decoration", "decorative", "gradient", "pattern",
        "texture", "ornament", "spacer", "border", "shadow", "wallpaper", "backdrop", "filler", "flourish", "swoosh",
    ]

    /// A name that says the picture is decoration: "welcome-background", "avatar_placeholder".
    static func looksDecorative(_ label: String) -> Bool {
        looksDecorative(words: label.auditWords)
    }

    /// ``looksDecorative(_:)`` of a label's ``Swift/String/auditWords``.
    static func looksDecorative(words: [String]) -> Bool {
        words.contains(where: decorationWords.contains)
    }

    /// The kind word a label repeats, when the element has that kind, or a word that names
    /// a look rather than a purpose ("icon" on an icon-only control).
    static func kindWord(in words: [String], of element: AccessibilityElement, node: Node?) -> String? {
        let traits = element.traits
        let showsImage = node.map { $0.kind == .image || $0.children.contains { $0.kind == .image } } ?? false
        let fields: Traits = [.textField, .secureTextField, .isSearchField]
        for word in words {
            let repeatsKind: Bool
            switch word {
            case "btn", "img": repeatsKind = true
            case "button": repeatsKind = !traits.isDisjoint(with: [.isButton, .isToggle])
            case "link": repeatsKind = traits.contains(.isLink)
            case "tab": repeatsKind = traits.contains(.tab)
            case "heading", "header": repeatsKind = traits.contains(.isHeader)
            case "switch", "toggle", "checkbox": repeatsKind = traits.contains(.isToggle)
            case "image", "picture", "graphic": repeatsKind = traits.contains(.isImage)
            case "icon": repeatsKind = showsImage && (traits.contains(.isImage) || element.isActionable)
            case "slider": repeatsKind = traits.contains(.adjustable)
            case "field": repeatsKind = !traits.isDisjoint(with: fields)
            default: repeatsKind = false
            }
            if repeatsKind { return word }
        }
        return nil
    }

    static let stateWords = [
        "not selected", "unselected", "selected", "unchecked", "checked", "enabled", "disabled", "on", "off", "active", "inactive",
        "expanded", "collapsed",
    ]

    /// The state a label ends with: after a comma, colon, dash or bracket ("Favourite, on",
    /// "Wi-Fi: off"), or as its last word when it is unambiguous ("Monthly selected"), or on a
    /// switch ("Wi-Fi on"). "Turn on" and "Sign in" are names, not states.
    static func state(in label: String, isToggle: Bool) -> String? {
        let lower = label.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " .)]"))
        for state in stateWords where lower.hasSuffix(state) {
            let before = lower.dropLast(state.count)
            guard let mark = before.last, !mark.isLetter, !mark.isNumber, !before.trimmingCharacters(in: .whitespaces).isEmpty else {
                continue
            }
            let trimmed = before.trimmingCharacters(in: .whitespaces)
            if let last = trimmed.last, ",:;-–—(".contains(last) { return state }
            let unambiguous: Set<String> = ["selected", "not selected", "unselected", "checked", "unchecked", "expanded", "collapsed"]
            if unambiguous.contains(state) { return state }
            if isToggle, ["on", "off"].contains(state) { return state }
        }
        return nil
    }

    /// The label without `word` and the punctuation around it: "Close button" → "Close".
    static func removing(_ word: String, from label: String) -> String {
        guard let range = label.range(of: word, options: [.caseInsensitive, .backwards]) else { return label }
        var result = label
        result.removeSubrange(range)
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: " ,:;-–—()"))
        return trimmed.replacingOccurrences(of: "  ", with: " ")
    }

    /// Capitals used as a style: every letter a capital, five letters or more, with two words
    /// or a word of five letters ("SIGN IN", "CONTINUE"); not "NASA", "OK" or "TV". Whether
    /// VoiceOver spells a word of it is ``spelledWord(in:)``.
    static func isShouted(_ label: String) -> Bool {
        // ASCII text with a small letter, or with fewer than five capitals, is not shouted.
        if let quiet = label.utf8.withContiguousStorageIfAvailable(Self.isQuietASCII), quiet == true { return false }
        let letters = label.filter(\.isLetter)
        guard letters.count >= 5, letters.allSatisfy({ $0.isUppercase }), letters.allSatisfy(\.isASCII) else { return false }
        let words = label.split(whereSeparator: { !$0.isLetter }).filter { !$0.isEmpty }
        return words.count >= 2 || words.contains { $0.count >= 5 }
    }

    /// Whether ASCII `bytes` have a small letter or fewer than five capitals; nil for other
    /// text, or ASCII that ``isShouted(_:)`` must look at.
    private static func isQuietASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var capitals = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x61, byte <= 0x7A { return true }
            if byte >= 0x41, byte <= 0x5A { capitals += 1 }
        }
        return capitals < 5 ? true : nil
    }

    /// Short words that are no abbreviation, read as words in capitals too ("PHYSICAL AND MOTOR").
    static let shortWords: Set<String> = ["a", "an", "and", "the", "of", "for", "to", "or", "by", "at", "on", "no", "my", "you"]

    /// The word of a name in capitals that VoiceOver may spell letter by letter: a short one
    /// (three letters or fewer) that is no common short word, read as an abbreviation ("IN",
    /// "US", "LOG"), or one without a vowel ("PDF", "HTTPS"). Longer words read as words in
    /// capitals too: Apple's own section headers ("VISION", "HEARING", "PHYSICAL AND MOTOR")
    /// are heard as words; nil then.
    static func spelledWord(in label: String) -> String? {
        let words = label.split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.first { word in
            let lower = word.lowercased()
            if lower.count <= 3 { return !shortWords.contains(lower) }
            return !lower.contains { "aeiouy".contains($0) }
        }
    }

    /// "SIGN IN" → "Sign in".
    static func sentenceCase(_ label: String) -> String {
        let lower = label.lowercased()
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    static let gestureOpenings = ["double tap", "double-tap", "tap", "triple tap", "swipe", "press", "long press", "click", "touch"]

    /// The gesture a hint names: "Double tap to open" → "double tap".
    static func gesture(in hint: String) -> String? {
        let lower = hint.lowercased()
        for gesture in gestureOpenings where lower.hasPrefix(gesture + " ") || holds(lower, " " + gesture + " to ") {
            return gesture
        }
        return holds(lower, "double tap") || holds(lower, "double-tap") ? "double tap" : nil
    }

    /// Whether `text` holds `part`, as Foundation's `contains` finds it. Where both are ASCII
    /// the bytes are compared directly (Foundation's search costs thousands of instructions).
    static func holds(_ text: String, _ part: String) -> Bool {
        var part = part
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            part.withUTF8 { needle -> Bool? in
                guard bytes.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                // Foundation finds no empty text.
                guard !needle.isEmpty, needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                    if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
                }
                return false
            }
        }
        if let found, let found { return found }
        return text.contains(part)
    }

    static let fillerWords: Set<String> = ["button", "the", "a", "an", "this", "to", "tap", "double", "activate", "activates", "it"]

    /// Whether a hint only says the label again: "Play" for Play, "Play button".
    static func repeats(_ hint: String, label: String) -> Bool {
        repeats(hint, labelWords: label.auditWords)
    }

    /// ``repeats(_:label:)`` of a label's ``Swift/String/auditWords``.
    static func repeats(_ hint: String, labelWords words: [String]) -> Bool {
        let labelWords = Set(words)
        let hintWords = hint.auditWords
        guard !labelWords.isEmpty, !hintWords.isEmpty else { return false }
        let rest = hintWords.filter { !labelWords.contains($0) && !fillerWords.contains($0) }
        return rest.isEmpty && hintWords.contains(where: labelWords.contains)
    }

    static let informationWords: Set<String> = [
        "required", "optional", "error", "invalid", "must", "minimum", "maximum", "unavailable", "expired", "expires",
        "because", "remaining", "left", "characters", "due", "unread", "overdue",
    ]

    /// The word of a hint that carries information rather than the result of an action.
    static func information(in hint: String) -> String? {
        hint.auditWords.first(where: informationWords.contains)
    }
}
