import Earshot

/// Reads Appium / WebDriverAgent XML page source (appium/WebDriverAgent `FBXPath.m`, attributes
/// from `FBElementAttribute`) with a small
/// XML reader of its own: elements, attributes, entities, comments and the declaration.
/// Text content, CDATA and namespaces do not occur in page sources and are skipped.
/// (Hand-written so the core builds the same on Linux, macOS and iOS without `XMLParser`.)
struct AppiumXML {
    var file: String

    func read(_ bytes: [UInt8]) throws(InputError) -> Capture {
        var reader = XMLReader(bytes: bytes, file: file)
        var stack: [CapturedElement] = []
        var roots: [CapturedElement] = []
        var carriesTraits = false
        var carriesAccessible = false
        while let event = try reader.next() {
            switch event {
            case .start(let name, let attributes, let selfClosing):
                var element: CapturedElement
                if name == "AppiumAUT" || !name.hasPrefix("XCUIElementType") {
                    element = CapturedElement(type: "Application")
                    element.frame = nil
                } else {
                    var read = AppiumAttributes()
                    for (key, value) in attributes { read.set(key, value) }
                    if read.type == nil { read.type = name }
                    element = read.element
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
                        file: file, message: "the end tag </\(name)> closes no element", line: reader.line, column: reader.column)
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

/// A pull reader of the XML that page sources use.
struct XMLReader {
    enum Event {
        case start(name: String, attributes: [(key: String, value: String)], selfClosing: Bool)
        case end(name: String)
    }

    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    /// Where the last start tag's `<` is.
    var tagStart = SourcePosition(line: 1, column: 1)
    /// A column already counted on the current line (offset, column), so that counting the
    /// columns of a page source written on one line stays linear.
    private var counted = (line: 1, offset: 0, column: 1)

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var column: Int { String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1 }

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

    /// Whether the bytes at `index` are `text` (compared in place: it runs for every attribute).
    func at(_ text: String) -> Bool {
        var i = index
        for byte in text.utf8 {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
        }
        return true
    }

    mutating func skip(past text: String) throws(InputError) {
        while index < bytes.count, !at(text) { advance() }
        guard index < bytes.count else { throw error("'\(text)' expected before the end of the file") }
        for _ in text.utf8 { advance() }
    }

    mutating func next() throws(InputError) -> Event? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if at("<?") {
                try skip(past: "?>")
            } else if at("<!--") {
                try skip(past: "-->")
            } else if at("<![CDATA[") {
                try skip(past: "]]>")
            } else if at("<!") {
                try skip(past: ">")
            } else if at("</") {
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
        var attributes: [(key: String, value: String)] = []
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }  // cut inside a tag: the file is truncated
            if at("/>") {
                advance()
                advance()
                return .start(name: name, attributes: attributes, selfClosing: true)
            }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                return .start(name: name, attributes: attributes, selfClosing: false)
            }
            let key = readName()
            guard !key.isEmpty else { throw error("expected an attribute name in <\(name)>") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                if index >= bytes.count { return nil }
                throw error("expected '=' after the attribute \(key) of <\(name)>")
            }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                if index >= bytes.count { return nil }
                throw error("expected a quoted value for the attribute \(key) of <\(name)>")
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
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            attributes.append((key, entity ? Self.decodeEntities(text) : text))
            advance()
        }
    }

    mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isName =
                (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x2E
                || b == 0x3A || b >= 0x80
            guard isName else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
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
