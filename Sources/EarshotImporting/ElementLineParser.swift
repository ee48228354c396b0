import Earshot

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
    /// `label: `, `value: ` ...: a key after `, ` ends the quoted value before it.
    static let valueKeyOpenings = (quotedKeys + trailingKeys).map { $0 + ": " }
    /// Bare words XCTest prints after the keys.
    static let knownFlags: Set<String> = [
        "Selected", "Disabled", "Keyboard Focused", "Focused", "isRemoteLeafPlaceholder", "Main Window", "Enabled", "Hittable",
    ]
    /// The length of the longest of `knownFlags`, in characters.
    static let longestFlag = knownFlags.map(\.count).max() ?? 0

    /// The element's text after the indentation and tree marks, and how many characters came before it.
    static func body(of line: String) -> (text: String, offset: Int) {
        let leading = XCUITestDescription.leading(line)
        var text = String(line[leading.end...])
        if text.hasPrefix("Attributes: ") { text.removeFirst("Attributes: ".count) }
        return (text, leading.width)
    }

    /// Whether `text` begins as an element line does: a type name then `,`, ` (`, ` 0x` or the end.
    static func startsLikeElement(_ text: String) -> Bool {
        // Most lines are ASCII where it matters: read by bytes, which are then the characters.
        if let ascii = startsLikeElementByBytes(text) { return ascii }
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        let rest = text.drop(while: isASCIILetter)
        return rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" (") || rest.hasPrefix(" 0x")
    }

    /// `startsLikeElement` from the bytes of `text`, nil when a byte that decides is not ASCII (a
    /// combining mark joins the character before it, and characters are compared up to
    /// canonical equivalence): the type's letters and the four bytes after them.
    private static func startsLikeElementByBytes(_ text: String) -> Bool? {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        guard first < 0x80 else { return nil }
        guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
            // An ASCII byte that is no capital, alone or with a mark: not an ASCII capital.
            return false
        }
        var next = utf8.next()
        while let byte = next, (byte | 0x20) &- UInt8(ascii: "a") < 26 { next = utf8.next() }
        // The four bytes after the letters, first in the lowest byte, as far as there are any.
        var rest: UInt32 = 0
        var count = 0
        while let byte = next, count < 4 {
            guard byte < 0x80 else { return nil }
            rest |= UInt32(byte) << (8 * count)
            count += 1
            next = utf8.next()
        }
        let comma = rest & 0xFF == 0x2C
        let parenthesis = count >= 2 && rest & 0xFFFF == 0x2820  // " ("
        let address = count >= 3 && rest & 0xFF_FFFF == 0x78_3020  // " 0x"
        return count == 0 || comma || parenthesis || address
    }

    static func hasOpenQuote(_ text: String) -> Bool { hasOpenQuoteInBody(body(of: text).text) }

    /// Whether an element's text (a line's body) ends inside a quoted value.
    static func hasOpenQuoteInBody(_ body: String) -> Bool {
        if case .failure(let problem) = parse(body) { return problem.unterminatedQuote }
        return false
    }

    /// Whether a line that continues a quoted value may end it: it holds a `'` that a value may
    /// end at, read as if the line were the end of the element's text. A line without one
    /// leaves the value open (no `'` before it can end the value once text follows), so the
    /// element's text need not be read again.
    static func mayCloseQuote(_ line: String) -> Bool {
        guard line.utf8.contains(UInt8(ascii: "'")) else { return false }
        func scan<C: LineCursor>(_ cursor: C) -> Bool {
            (0..<cursor.count).contains { cursor.isClosingQuote(at: $0) }
        }
        if !line.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
            var line = line
            return line.withUTF8 { scan(ByteCursor($0)) }
        }
        return scan(Cursor(line))
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
            return .failure(
                Problem(message: "expected an element type such as Button or StaticText, found \(cursor.quotedRest())", column: 1))
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
                        Problem(
                            message: "expected ', ' between the attributes of a \(type), found \(cursor.quotedRest())",
                            column: cursor.column))
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
                guard let bits = UInt64(digits) else {
                    return .failure(Problem(message: "expected a number after 'traits: '", column: column + 8))
                }
                element.traits = NumericTraits.names(bits)
            } else if cursor.peek("{{") {
                guard let frame = cursor.frame() else {
                    return .failure(
                        Problem(message: "expected a frame {{x, y}, {width, height}}, found \(cursor.quotedRest())", column: column))
                }
                element.frame = frame
            } else if let match = quotedKeyOpenings.first(where: { cursor.peek($0.opening) }) {
                let key = match.key
                cursor.skip(match.opening)
                guard let quoted = cursor.quoted() else {
                    return .failure(
                        Problem(
                            message: "the \(key) opened at column \(column) has no closing quote", column: column, unterminatedQuote: true))
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
                    return .failure(
                        Problem(
                            message: "expected an attribute (frame, identifier, label, value, a flag), found \(cursor.quotedRest())",
                            column: column))
                }
                switch word {
                case "Selected": element.isSelected = true
                case "Disabled": element.isEnabled = false
                case "Main Window": element.isMainWindow = true
                case "Keyboard Focused": element.hasKeyboardFocus = true
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
            case .number:
                ElementLineParser.isNumber(c) || c == "." || c == "-" || c == "+" || c == "e" || c == "i" || c == "n" || c == "f"
                    || c == "a"
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
                case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "n"),
                    UInt8(ascii: "f"),
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
    /// How many characters `text` takes at `position`, nil when it is not there.
    func matched(_ text: String, at position: Int) -> Int?
    /// Whether the character at `position` is `'`.
    func isQuote(at position: Int) -> Bool
    /// Whether the character at `position` may be part of a flag: a letter or a space.
    func isFlagCharacter(at position: Int) -> Bool
    mutating func take(_ run: ElementLineParser.Run) -> String
}

extension LineCursor {
    var atEnd: Bool { index >= count }
    var column: Int { index + 1 }

    /// How many characters `text` takes at the cursor, nil when it is not there.
    func matched(_ text: String) -> Int? { matched(text, at: index) }

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
        guard skip("{{"), let x = number(), skip(", "), let y = number(), skip("}, {"), let w = number(), skip(", "), let h = number(),
            skip("}}")
        else { return nil }
        return Frame(x: x, y: y, width: w, height: h)
    }

    mutating func number() -> Double? {
        DecimalText.double(take(.number))
    }

    /// The rest of a quoted value: up to the first `'` followed by the end of the line,
    /// `, key: ` or flags only.
    ///
    /// - Complexity: O(n) in the length of the line: a quote's test looks no further than the
    ///   next quote (`closesValue`).
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

    /// Whether the character at `position` is a `'` that ends a quoted value.
    func isClosingQuote(at position: Int) -> Bool {
        isQuote(at: position) && closesValue(after: position + 1)
    }

    /// Whether a quoted value may end just before `position`: the end of the line, `, key: `
    /// or `, ` and flags only (words of letters and spaces) to the end.
    func closesValue(after position: Int) -> Bool {
        if position >= count { return true }
        guard matched(", ", at: position) != nil else { return false }
        let next = position + 2
        if ElementLineParser.valueKeyOpenings.contains(where: { matched($0, at: next) != nil }) { return true }
        // Flags only. The scan stops at the first character no flag holds, a quote at the
        // latest, so the scans of all a line's quotes together read it once.
        var start = position
        while true {
            guard matched(", ", at: start) != nil else { return false }
            var end = start + 2
            while end < count, isFlagCharacter(at: end) { end += 1 }
            guard end > start + 2 else { return false }
            if end == count { return true }
            start = end
        }
    }

    /// An unquoted value: the rest of the line less the known flags and `hitPoint` at its end,
    /// which are left for the caller to read. The value ends at the first `, hitPoint: ` or
    /// `, activationBundleId: `, less the known flags before it.
    ///
    /// - Complexity: O(n) in the length of the rest of the line.
    mutating func valueUpToFlags() -> String {
        var end = count
        var i = index
        while i < count {
            if matched(", hitPoint: ", at: i) != nil || matched(", activationBundleId: ", at: i) != nil {
                end = i
                break
            }
            i += 1
        }
        // The last `, ` before `end`, if what follows it is a known flag: no flag is longer
        // than `longestFlag` characters, so the search looks no further back.
        while true {
            var separator: Int?
            var p = end - 2
            while p >= index, end - p - 2 <= ElementLineParser.longestFlag {
                if matched(", ", at: p) != nil {
                    separator = p
                    break
                }
                p -= 1
            }
            guard let separator, ElementLineParser.knownFlags.contains(string((separator + 2)..<end)) else { break }
            end = separator
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

        func matched(_ text: String, at position: Int) -> Int? {
            var i = position
            for byte in text.utf8 {
                // Text that is not ASCII is never there: this line is ASCII, one character a byte.
                guard byte < 0x80, i < bytes.count, bytes[i] == byte else { return nil }
                i += 1
            }
            return i - position
        }

        func isQuote(at position: Int) -> Bool { bytes[position] == UInt8(ascii: "'") }

        func isFlagCharacter(at position: Int) -> Bool {
            let b = bytes[position]
            return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x20
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
        func matched(_ text: String, at position: Int) -> Int? {
            var i = position
            for byte in text.utf8 {
                guard byte < 0x80, byte != 0x0A else { return matchedCharacters(text, at: position) }
                guard i < characters.count, characters[i].asciiValue == byte else { return nil }
                i += 1
            }
            return i - position
        }

        private func matchedCharacters(_ text: String, at position: Int) -> Int? {
            var i = position
            for character in text {
                guard i < characters.count, characters[i] == character else { return nil }
                i += 1
            }
            return i - position
        }

        func isQuote(at position: Int) -> Bool { characters[position] == "'" }

        func isFlagCharacter(at position: Int) -> Bool { characters[position].isLetter || characters[position] == " " }

        mutating func take(_ run: Run) -> String {
            let start = index
            while index < characters.count, run.contains(characters[index]) { index += 1 }
            return string(start..<index)
        }
    }
}
