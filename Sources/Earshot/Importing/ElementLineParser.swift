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
        let leading = XCUITestDescription.leading(line)
        var text = String(line[leading.end...])
        if text.hasPrefix("Attributes: ") { text.removeFirst("Attributes: ".count) }
        return (text, leading.width)
    }

    /// Whether `text` begins as an element line does: a type name then `,`, ` (`, ` 0x` or the end.
    static func startsLikeElement(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        let rest = text.drop(while: isASCIILetter)
        return rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" (") || rest.hasPrefix(" 0x")
    }

    static func hasOpenQuote(_ text: String) -> Bool { hasOpenQuoteInBody(body(of: text).text) }

    /// Whether an element's text (a line's body) ends inside a quoted value.
    static func hasOpenQuoteInBody(_ body: String) -> Bool {
        if case .failure(let problem) = parse(body) { return problem.unterminatedQuote }
        return false
    }

    static func parse(_ text: String) -> Result<CapturedElement, Problem> {
        // A line of ASCII without carriage returns has one character per byte (a CR LF pair is
        // the only grapheme cluster of several ASCII scalars): it is read byte by byte.
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            ascii = false
            break
        }
        if ascii {
            var text = text
            return text.withUTF8 { bytes in
                var cursor = ByteCursor(bytes)
                return parse(&cursor)
            }
        }
        var cursor = Cursor(text)
        return parse(&cursor)
    }

    static func parse<C: LineCursor>(_ cursor: inout C) -> Result<CapturedElement, Problem> {
        let type = cursor.take(.typeName)
        guard !type.isEmpty, type.first?.isUppercase == true else {
            return .failure(Problem(message: "expected an element type such as Button or StaticText, found \(cursor.quotedRest())", column: 1))
        }
        var element = CapturedElement(type: type)
        if cursor.skip(" (Main)") { element.isMainWindow = true }
        // Xcode 7-8: `Button 0x7f…: traits: …`
        if cursor.skip(" 0x") {
            _ = cursor.take(.hexDigits)
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
                _ = cursor.take(.hexDigits)
            } else if cursor.skip("pid: ") {
                _ = cursor.take(.digits)
            } else if cursor.skip("traits: ") {
                let digits = cursor.take(.digits)
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
                let word = cursor.take(.word)
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

    /// What `LineCursor.take(_:)` reads.
    enum Run {
        /// `isASCIILetter || isASCIIDigit`.
        case typeName
        /// `isHexDigit`.
        case hexDigits
        /// `isNumber`.
        case digits
        /// `isLetter || " " || isNumber`: a flag.
        case word
        /// `isNumber` or one of `.-+einfa`: a number of a frame, `inf` and `nan` included.
        case number

        func contains(_ c: Character) -> Bool {
            switch self {
            case .typeName: ElementLineParser.isASCIILetter(c) || ElementLineParser.isASCIIDigit(c)
            case .hexDigits: c.isHexDigit
            case .digits: c.isNumber
            case .word: c.isLetter || c == " " || c.isNumber
            case .number: ElementLineParser.isNumber(c) || c == "." || c == "-" || c == "+" || c == "e" || c == "i" || c == "n" || c == "f" || c == "a"
            }
        }

        /// The same test for an ASCII character.
        func contains(_ b: UInt8) -> Bool {
            let digit = b >= 0x30 && b <= 0x39
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            switch self {
            case .typeName: return letter || digit
            case .hexDigits: return digit || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
            case .digits: return digit
            case .word: return letter || b == 0x20 || digit
            case .number:
                switch b {
                case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "f"),
                    UInt8(ascii: "a"):
                    return true
                default: return digit
                }
            }
        }
    }
}

/// A cursor over an element's characters; positions count characters.
protocol LineCursor {
    var index: Int { get set }
    var separatorPending: Bool { get set }
    /// How many characters the element has.
    var count: Int { get }
    /// The characters `range` as a string.
    func string(_ range: Range<Int>) -> String
    /// How many characters `text` takes at the cursor, nil when it is not there.
    func matched(_ text: String) -> Int?
    /// Whether the character at `position` is a `'` that ends a quoted value.
    func isClosingQuote(at position: Int) -> Bool
    mutating func take(_ run: ElementLineParser.Run) -> String
}

extension LineCursor {
    var atEnd: Bool { index >= count }
    var column: Int { index + 1 }

    func peek(_ text: String) -> Bool { matched(text) != nil }

    @discardableResult
    mutating func skip(_ text: String) -> Bool {
        guard let count = matched(text) else { return false }
        index += count
        return true
    }

    func quotedRest() -> String {
        let from = min(index, count)
        let rest = string(from..<min(from + 24, count))
        return rest.isEmpty ? "the end of the line" : "'\(rest)'"
    }

    /// `{{x, y}, {w, h}}`.
    mutating func frame() -> Frame? {
        guard skip("{{"), let x = number(), skip(", "), let y = number(), skip("}, {"), let w = number(), skip(", "), let h = number(), skip("}}")
        else { return nil }
        return Frame(x: x, y: y, width: w, height: h)
    }

    mutating func number() -> Double? {
        Double(take(.number))
    }

    /// The rest of a quoted value: up to the first `'` followed by the end of the line,
    /// `, key: ` or flags only.
    mutating func quoted() -> String? {
        var i = index
        while i < count {
            if isClosingQuote(at: i) {
                let value = string(index..<i)
                index = i + 1
                return value
            }
            i += 1
        }
        return nil
    }

    /// An unquoted value: the rest of the line less the known flags and `hitPoint` at its end,
    /// which are left for the caller to read.
    mutating func valueUpToFlags() -> String {
        var end = count
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

extension ElementLineParser {
    /// A cursor over a line of ASCII without carriage returns, where each byte is one character:
    /// strings are made only for the values kept.
    struct ByteCursor: LineCursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var separatorPending = true

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var count: Int { bytes.count }

        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

        func matched(_ text: String) -> Int? {
            var i = index
            for byte in text.utf8 {
                guard byte < 0x80 else { return matchedCharacters(text) }
                guard i < bytes.count, bytes[i] == byte else { return nil }
                i += 1
            }
            return i - index
        }

        /// Text that is not ASCII: compared character by character (Unicode equivalence).
        private func matchedCharacters(_ text: String) -> Int? {
            let rest = string(index..<bytes.count)
            guard rest.hasPrefix(text) else { return nil }
            return text.count
        }

        func isClosingQuote(at position: Int) -> Bool {
            guard bytes[position] == UInt8(ascii: "'") else { return false }
            let after = position + 1
            if after == bytes.count { return true }
            // The common answer without making a string: `'` inside a label is not followed by `, `.
            guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: ","), bytes[after + 1] == UInt8(ascii: " ") else { return false }
            return Cursor.endsValue(string(after..<bytes.count)[...])
        }

        mutating func take(_ run: Run) -> String {
            let start = index
            while index < bytes.count, run.contains(bytes[index]) { index += 1 }
            return string(start..<index)
        }
    }

    /// A cursor over an element's characters, for lines that are not plain ASCII.
    struct Cursor: LineCursor {
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

        var count: Int { characters.count }

        func string(_ range: Range<Int>) -> String { String(text[starts[range.lowerBound]..<starts[range.upperBound]]) }

        /// ASCII text without line breaks (every key and separator) is compared byte by byte with
        /// each character's ASCII value, which is nil for any other character (`"\r\n"`'s is a
        /// line feed, which such text never holds).
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

        func isClosingQuote(at position: Int) -> Bool {
            characters[position] == "'" && Self.endsValue(text[starts[position + 1]...])
        }

        mutating func take(_ run: Run) -> String {
            let start = index
            while index < characters.count, run.contains(characters[index]) { index += 1 }
            return string(start..<index)
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
    }
}
