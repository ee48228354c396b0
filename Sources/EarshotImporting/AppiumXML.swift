import Earshot
import EarshotBase

/// Reads Appium / WebDriverAgent XML page source (appium/WebDriverAgent `FBXPath.m`, attributes
/// from `FBElementAttribute`) with a small
/// XML reader of its own: elements, attributes, entities, comments and the declaration.
/// Text content, CDATA and namespaces do not occur in page sources and are skipped.
/// (Hand-written so the core builds the same on Linux, macOS and iOS without `XMLParser`.)
struct AppiumXML {
    var file: String

    func read(_ bytes: [UInt8]) throws(InputError) -> Capture {
        try bytes.withUnsafeBufferPointer { buffer throws(InputError) in try read(buffer) }
    }

    private func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(InputError) -> Capture {
        var reader = XMLReader(bytes: bytes, file: file)
        var stack: [CapturedElement] = []
        var roots: [CapturedElement] = []
        var carriesTraits = false
        var carriesAccessible = false
        var texts = AttributeTexts()
        while let event = try reader.next() {
            switch event {
            case .start(let name, let selfClosing):
                var element: CapturedElement
                if reader.equals(name, Self.appiumAUT) || !reader.starts(name, with: Self.typePrefix) {
                    element = CapturedElement(type: "Application")
                    element.frame = nil
                } else {
                    var read = AppiumAttributes()
                    for attribute in reader.attributes {
                        guard let field = AppiumAttributes.Field(reader.bytes[attribute.name]) else { continue }
                        if field.isNumber, !attribute.hasEntity {
                            // A coordinate is read from its bytes, never made a string.
                            read.set(field, number: DecimalText.double(utf8: reader.bytes[attribute.value]))
                        } else {
                            read.set(field, reader.value(of: attribute))
                        }
                    }
                    if read.type == nil { read.type = reader.text(name) }
                    element = read.element(texts: &texts)
                }
                (element.line, element.column) = (reader.tagStart.line, reader.tagStart.column)
                if element.traits != nil { carriesTraits = true }
                if element.isAccessible != nil { carriesAccessible = true }
                if stack.count >= CaptureImporter.maximumDepth {
                    throw CaptureImporter.tooDeep(file, line: reader.line)
                }
                if selfClosing {
                    if stack.isEmpty { roots.append(element) } else { stack[stack.count - 1].children.append(element) }
                } else {
                    stack.append(element)
                }
            case .end(let name):
                guard !stack.isEmpty else {
                    throw InputError(
                        file: file, message: "the end tag </\(reader.text(name))> closes no element", line: reader.line,
                        column: reader.column)
                }
                let done = stack.removeLast()
                if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].children.append(done) }
            }
        }
        var notes: [String] = []
        if !stack.isEmpty {
            notes.append(
                "the XML ends with \(stack.count) element\(stack.count == 1 ? "" : "s") still open: the file looks truncated; what was read is kept"
            )
            while !stack.isEmpty {
                let done = stack.removeLast()
                if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].children.append(done) }
            }
        }
        var variant = "WebDriverAgent XML source"
        if !carriesAccessible { variant += " (without 'accessible': VoiceOver's stops decided by Earshot's rules)" }
        var capture = Capture(format: .appium, variant: variant, roots: roots, carriesHints: false, carriesTraits: carriesTraits)
        capture.notes = notes
        return capture
    }
}

extension AppiumXML {
    static let appiumAUT = Array("AppiumAUT".utf8)
    static let typePrefix = Array("XCUIElementType".utf8)
}

/// A pull reader of the XML that page sources use.
///
/// Names and values are handed out as where they are in the bytes, not as strings: a page
/// source has a dozen attributes on each element and Earshot reads half of them, so a name is
/// compared where it is and a value becomes a string only when it is read (`value(of:)`).
struct XMLReader {
    enum Event {
        /// A start tag: where its name is; its attributes are ``attributes``.
        case start(name: Range<Int>, selfClosing: Bool)
        case end(name: Range<Int>)
    }

    /// One attribute of the last start tag.
    struct Attribute {
        var name: Range<Int>
        /// Between the quotes.
        var value: Range<Int>
        /// Whether the value holds an `&` (an entity to decode).
        var hasEntity: Bool
    }

    /// The page source, which outlives the reader (`AppiumXML.read`).
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    /// Where the last start tag's `<` is.
    var tagStart = SourcePosition(line: 1, column: 1)
    /// A column already counted on the current line (offset, column), so that counting the
    /// columns of a page source written on one line stays linear.
    private var counted = (line: 1, offset: 0, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The attributes of the last start tag (the buffer is reused from tag to tag).
    private(set) var attributes: [Attribute] = []

    var column: Int { String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1 }

    /// The text of a name.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The value of an attribute, its entities decoded.
    func value(of attribute: Attribute) -> String {
        let text = text(attribute.value)
        return attribute.hasEntity ? Self.decodeEntities(text) : text
    }

    /// Whether the bytes in `range` are `other`.
    func equals(_ range: Range<Int>, _ other: [UInt8]) -> Bool { bytes[range].elementsEqual(other) }

    /// Whether the bytes in `range` start with `prefix`.
    func starts(_ range: Range<Int>, with prefix: [UInt8]) -> Bool { bytes[range].starts(with: prefix) }

    /// The column of `offset`, on the current line at or after the last one counted.
    mutating func columnCounted(at offset: Int) -> Int {
        if counted.line != line || counted.offset > offset { counted = (line, lineStart, 1) }
        var column = counted.column
        for i in counted.offset..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        counted = (line, offset, column)
        return column
    }

    func error(_ message: String) -> InputError {
        InputError(file: file, message: message, line: line, column: column)
    }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Whether the bytes at `index` are `text`.
    func at(_ text: StaticString) -> Bool {
        text.withUTF8Buffer { text in
            index + text.count <= bytes.count && UnsafeBufferPointer(rebasing: bytes[index..<index + text.count]).elementsEqual(text)
        }
    }

    /// Whether the byte after the one at `index` is `byte`.
    func next(is byte: UInt8) -> Bool { index + 1 < bytes.count && bytes[index + 1] == byte }

    mutating func skip(past text: StaticString) throws(InputError) {
        while index < bytes.count, !at(text) { advance() }
        guard index < bytes.count else { throw error("'\(text)' expected before the end of the file") }
        for _ in 0..<text.utf8CodeUnitCount { advance() }
    }

    mutating func next() throws(InputError) -> Event? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if next(is: UInt8(ascii: "?")) {
                try skip(past: "?>")
            } else if next(is: UInt8(ascii: "!")) {
                if at("<!--") {
                    try skip(past: "-->")
                } else if at("<![CDATA[") {
                    try skip(past: "]]>")
                } else {
                    try skip(past: ">")
                }
            } else if next(is: UInt8(ascii: "/")) {
                advance()
                advance()
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
                advance()
                return .end(name: name)
            } else {
                tagStart = SourcePosition(line: line, column: columnCounted(at: index))
                advance()
                return try startTag()
            }
        }
        return nil
    }

    mutating func startTag() throws(InputError) -> Event? {
        let name = readName()
        guard !name.isEmpty else { throw error("expected an element name after '<'") }
        attributes.removeAll(keepingCapacity: true)
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }  // cut inside a tag: the file is truncated
            if bytes[index] == UInt8(ascii: "/"), next(is: UInt8(ascii: ">")) {
                advance()
                advance()
                return .start(name: name, selfClosing: true)
            }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                return .start(name: name, selfClosing: false)
            }
            let key = readName()
            guard !key.isEmpty else { throw error("expected an attribute name in <\(text(name))>") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                if index >= bytes.count { return nil }
                throw error("expected '=' after the attribute \(text(key)) of <\(text(name))>")
            }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                if index >= bytes.count { return nil }
                throw error("expected a quoted value for the attribute \(text(key)) of <\(text(name))>")
            }
            let quote = bytes[index]
            advance()
            let start = index
            var entity = false
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "&") { entity = true }
                advance()
            }
            guard index < bytes.count else { return nil }
            // Entities are looked for while the bytes are walked, not again in the string.
            attributes.append(Attribute(name: key, value: start..<index, hasEntity: entity))
            advance()
        }
    }

    /// Where the name at the reader is (empty when there is none); the reader goes past it.
    mutating func readName() -> Range<Int> {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isName =
                (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x2E
                || b == 0x3A || b >= 0x80
            guard isName else { break }
            index += 1
        }
        return start..<index
    }

    mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            advance()
        }
    }

    /// `&lt; &gt; &amp; &quot; &apos; &#10; &#xA;`; an unknown entity is kept as written.
    static func decodeEntities(_ text: String) -> String {
        // A byte search: `String.contains(String)` costs a fifth of reading a large page source.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                out += rest[amp...]
                return out
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "lt": out += "<"
            case "gt": out += ">"
            case "amp": out += "&"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var scalar: Unicode.Scalar?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                }
                if let scalar { out.unicodeScalars.append(scalar) } else { out += rest[amp...semi] }
            }
            rest = rest[rest.index(after: semi)...]
        }
        out += rest
        return out
    }
}
