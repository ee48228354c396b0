/// Reads one element line of XCUITest's snapshot descriptions, as Xcode prints
/// `XCUIElement.debugDescription` (see `ImportingCaptures.md`):
///
///     TypeName [" (Main)"] [", 0x" HEX] [", pid: " INT] [", traits: " INT] [", " frame]
///         [", identifier: '…'"] [", label: '…'"] [", title: '…'"] [", placeholderValue: '…'"]
///         [", value: " raw] { ", " Flag }
///
/// Keys are read by name, not position. Quoted values are not escaped: a value ends at the
/// first `'` followed by the end, another key, or flags only. `value:` is unquoted and may hold
/// `, `: it runs to the flags at the end of the line.
enum ElementLineParser {
    struct Problem: Error {
        var message: String
        /// 1-based, in the element's text.
        var column: Int
        var suggestion: String?
        var unterminatedQuote = false
    }

    static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]
    /// `identifier: '` ...: what each quoted key starts with.
    static let quotedKeyOpenings = quotedKeys.map { (key: $0, opening: $0 + ": '") }
    static let trailingKeys = ["value", "hitPoint", "activationBundleId"]
    /// Bare words XCTest prints after the keys.
    static let knownFlags: Set<String> = [
        "Selected", "Disabled", "Keyboard Focused", "Focused", "isRemoteLeafPlaceholder", "Main Window", "Enabled", "Hittable",
    ]

    /// The element's text after the indentation and tree marks, and how many characters came before it.
    static func body(of line: String) -> (text: String, offset: Int) {
        let width = XCUITestDescription.leadingWidth(line)
        var text = String(line.dropFirst(width))
        if text.hasPrefix("Attributes: ") { text.removeFirst("Attributes: ".count) }
        return (text, width)
    }

    /// Whether `text` begins as an element line does: a type name then `,`, ` (`, ` 0x` or the end.
    static func startsLikeElement(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        let rest = text.drop(while: isASCIILetter)
        return rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" (") || rest.hasPrefix(" 0x")
    }

    static func hasOpenQuote(_ text: String) -> Bool {
        if case .failure(let problem) = parse(body(of: text).text) { return problem.unterminatedQuote }
        return false
    }

    static func parse(_ text: String) -> Result<CapturedElement, Problem> {
        var cursor = Cursor(text)
        let type = cursor.take(while: { isASCIILetter($0) || isASCIIDigit($0) })
        guard !type.isEmpty, type.first?.isUppercase == true else {
            return .failure(Problem(message: "expected an element type such as Button or StaticText, found \(cursor.quotedRest())", column: 1))
        }
        var element = CapturedElement(type: type)
        if cursor.skip(" (Main)") { element.isMainWindow = true }
        // Xcode 7-8: `Button 0x7f…: traits: …`
        if cursor.skip(" 0x") {
            _ = cursor.take(while: \.isHexDigit)
            guard cursor.skip(":") else { return .failure(Problem(message: "expected ':' after the address", column: cursor.column)) }
            if !cursor.atEnd, !cursor.skip(" ") { return .failure(Problem(message: "expected a space", column: cursor.column)) }
            if !cursor.atEnd { cursor.separatorPending = false }
        } else {
            cursor.separatorPending = true
        }
        while !cursor.atEnd {
            if cursor.separatorPending {
                guard cursor.skip(", ") else {
                    return .failure(
                        Problem(message: "expected ', ' between the attributes of a \(type), found \(cursor.quotedRest())", column: cursor.column))
                }
            }
            cursor.separatorPending = true
            let column = cursor.column
            if cursor.skip("0x") {
                _ = cursor.take(while: \.isHexDigit)
            } else if cursor.skip("pid: ") {
                _ = cursor.take(while: \.isNumber)
            } else if cursor.skip("traits: ") {
                let digits = cursor.take(while: \.isNumber)
                guard let bits = UInt64(digits) else { return .failure(Problem(message: "expected a number after 'traits: '", column: column + 8)) }
                element.traits = NumericTraits.names(bits)
            } else if cursor.peek("{{") {
                guard let frame = cursor.frame() else {
                    return .failure(Problem(message: "expected a frame {{x, y}, {width, height}}, found \(cursor.quotedRest())", column: column))
                }
                element.frame = frame
            } else if let match = quotedKeyOpenings.first(where: { cursor.peek($0.opening) }) {
                let key = match.key
                cursor.skip(match.opening)
                guard let quoted = cursor.quoted() else {
                    return .failure(Problem(message: "the \(key) opened at column \(column) has no closing quote", column: column, unterminatedQuote: true))
                }
                switch key {
                case "identifier": element.identifier = quoted
                case "label": element.label = quoted
                case "title": element.title = quoted
                default: element.placeholder = quoted
                }
            } else if cursor.skip("value: ") {
                element.value = cursor.valueUpToFlags()
            } else if cursor.skip("hitPoint: ") || cursor.skip("activationBundleId: ") {
                _ = cursor.valueUpToFlags()
            } else {
                let word = cursor.take(while: { $0.isLetter || $0 == " " || $0.isNumber })
                guard !word.isEmpty else {
                    return .failure(Problem(message: "expected an attribute (frame, identifier, label, value, a flag), found \(cursor.quotedRest())", column: column))
                }
                switch word {
                case "Selected": element.isSelected = true
                case "Disabled": element.isEnabled = false
                case "Main Window": element.isMainWindow = true
                default: break
                }
            }
        }
        return .success(element)
    }

    // Character tests that skip Unicode's property tables for ASCII, the common case: the same
    // answers as `isASCII && isLetter`, `isASCII && isNumber` and `isNumber`.
    static func isASCIILetter(_ character: Character) -> Bool {
        guard let a = character.asciiValue else { return false }
        return (a >= 0x41 && a <= 0x5A) || (a >= 0x61 && a <= 0x7A)
    }

    static func isASCIIDigit(_ character: Character) -> Bool {
        guard let a = character.asciiValue else { return false }
        return a >= 0x30 && a <= 0x39
    }

    static func isNumber(_ character: Character) -> Bool {
        guard let a = character.asciiValue else { return character.isNumber }
        return a >= 0x30 && a <= 0x39
    }

    /// A cursor over an element's characters.
    struct Cursor {
        let characters: [Character]
        /// The text, and where each character starts in it (then its end): a value is cut from
        /// the text rather than rebuilt character by character.
        let text: String
        let starts: [String.Index]
        var index = 0
        var separatorPending = true

        init(_ text: String) {
            var characters: [Character] = []
            var starts: [String.Index] = []
            characters.reserveCapacity(text.utf8.count)
            starts.reserveCapacity(text.utf8.count + 1)
            var i = text.startIndex
            for character in text {
                starts.append(i)
                characters.append(character)
                i = text.utf8.index(i, offsetBy: character.utf8.count)
            }
            starts.append(text.endIndex)
            self.text = text
            self.characters = characters
            self.starts = starts
        }

        /// The characters `range` as a string.
        func string(_ range: Range<Int>) -> String { String(text[starts[range.lowerBound]..<starts[range.upperBound]]) }

        var atEnd: Bool { index >= characters.count }
        var column: Int { index + 1 }

        func peek(_ text: String) -> Bool { matched(text) != nil }

        /// How many characters `text` takes at the cursor, nil when it is not there. ASCII text
        /// without line breaks (every key and separator) is compared byte by byte with each
        /// character's ASCII value, which is nil for any other character (`"\r\n"`'s is a line
        /// feed, which such text never holds).
        func matched(_ text: String) -> Int? {
            var i = index
            for byte in text.utf8 {
                guard byte < 0x80, byte != 0x0A else { return matchedCharacters(text) }
                guard i < characters.count, characters[i].asciiValue == byte else { return nil }
                i += 1
            }
            return i - index
        }

        private func matchedCharacters(_ text: String) -> Int? {
            var i = index
            for character in text {
                guard i < characters.count, characters[i] == character else { return nil }
                i += 1
            }
            return i - index
        }

        @discardableResult
        mutating func skip(_ text: String) -> Bool {
            guard let count = matched(text) else { return false }
            index += count
            return true
        }

        mutating func take(while predicate: (Character) -> Bool) -> String {
            let start = index
            while index < characters.count, predicate(characters[index]) { index += 1 }
            return string(start..<index)
        }

        func quotedRest() -> String {
            let from = min(index, characters.count)
            let rest = string(from..<min(from + 24, characters.count))
            return rest.isEmpty ? "the end of the line" : "'\(rest)'"
        }

        /// `{{x, y}, {w, h}}`.
        mutating func frame() -> Frame? {
            guard skip("{{"), let x = number(), skip(", "), let y = number(), skip("}, {"), let w = number(), skip(", "), let h = number(), skip("}}")
            else { return nil }
            return Frame(x: x, y: y, width: w, height: h)
        }

        mutating func number() -> Double? {
            let text = take(while: { ElementLineParser.isNumber($0) || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "i" || $0 == "n" || $0 == "f" || $0 == "a" })
            return Double(text)
        }

        /// The rest of a quoted value: up to the first `'` followed by the end of the line,
        /// `, key: ` or flags only.
        mutating func quoted() -> String? {
            var i = index
            while i < characters.count {
                if characters[i] == "'", Self.endsValue(text[starts[i + 1]...]) {
                    let value = string(index..<i)
                    index = i + 1
                    return value
                }
                i += 1
            }
            return nil
        }

        static func endsValue(_ text: Substring) -> Bool {
            if text.isEmpty { return true }
            guard text.hasPrefix(", ") else { return false }
            let after = text.dropFirst(2)
            if (ElementLineParser.quotedKeys + ElementLineParser.trailingKeys).contains(where: { after.hasPrefix($0 + ": ") }) { return true }
            return after.components(separatedBy: ", ").allSatisfy { word in
                !word.isEmpty && word.allSatisfy { $0.isLetter || $0 == " " }
            }
        }

        /// An unquoted value: the rest of the line less the known flags and `hitPoint` at its end,
        /// which are left for the caller to read.
        mutating func valueUpToFlags() -> String {
            var end = characters.count
            while true {
                let text = string(index..<end)
                if let range = text.range(of: ", hitPoint: ", options: .backwards) ?? text.range(of: ", activationBundleId: ", options: .backwards) {
                    end = index + text.distance(from: text.startIndex, to: range.lowerBound)
                    continue
                }
                guard let range = text.range(of: ", ", options: .backwards) else { break }
                guard ElementLineParser.knownFlags.contains(String(text[range.upperBound...])) else { break }
                end = index + text.distance(from: text.startIndex, to: range.lowerBound)
            }
            let value = string(index..<end)
            index = end
            return value
        }
    }
}
