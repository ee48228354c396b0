import Earshot

/// Reads XCUITest's `debugDescription` text, as Xcode prints it, into captured elements
/// (the project's `ImportingCaptures.md` article says how to capture it).
///
/// What it takes, as captures published with Xcode 7 to 16 show it:
/// - `print(app.debugDescription)` and lldb `po app`: `Attributes:`, `Element subtree:` (read),
///   `Path to element:` and `Query chain:` (ignored); several blocks, one per window, as
///   WebDriverAgent's `format=description` joins them;
/// - `po app.debugDescription`: the same text as an escaped Swift string (`\n`, `\'`);
/// - activity lines (`t = 110.37s Requesting snapshot ...`), skipped;
/// - trees with or without addresses, with `→` or no arrow, at any indentation: nesting comes
///   from the indentation relative to the lines above, not from a fixed width;
/// - the flat snapshot list of a "No matches found ... from input {( ... )}" failure, or of a
///   query's `Output: { ... }`: nesting is rebuilt from the frames (a parent's frame holds its
///   children's, and the list is in depth-first order);
/// - Xcode 7-9 lines (`Button 0x7f…: traits: …`, numeric `traits:`, `Main Window`);
/// - a truncated file: what was read is kept, and a note says what was lost.
struct XCUITestDescription {
    var file: String
    var notes: [String] = []
    /// Whether the text was an escaped string literal: its lines are then not the file's, and
    /// elements get no line of their own.
    var escaped = false

    /// One line of the text that holds an element, with where it came from.
    struct SourceLine {
        var text: String
        var number: Int
        /// Leading width (spaces and arrows), for nesting.
        var width: Int
        /// The element's text and how many characters come before it: `ElementLineParser.body(of: text)`.
        var body: String
        var offset: Int
    }

    enum Section { case none, attributes, subtree, ignored, flatList }

    mutating func read(_ text: String) throws(InputError) -> Capture {
        var variant = "XCUITest debugDescription"
        var body = text
        if let unescaped = SwiftStringLiteral.unescapedBody(of: text) {
            body = unescaped.text
            escaped = true
            variant += " (escaped, as `po` prints it)"
            if unescaped.truncated {
                notes.append("the escaped string has no closing quote: the file looks truncated; what was read is kept")
            }
        }
        let lines = Self.lines(of: body)
        let hasSubtreeHeader = lines.contains { $0.hasPrefix("Element subtree:") }
        var section: Section = hasSubtreeHeader ? .none : .subtree
        var tree: [SourceLine] = []
        var flat: [SourceLine] = []
        var output: [SourceLine] = []
        var sawFlatList = false
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw
            let trimmed = line.trimmingLeadingWhitespace()
            if trimmed.isEmpty { continue }
            if Self.isActivityLine(trimmed) || Self.isCaptureHeader(trimmed) { continue }
            if trimmed.hasPrefix("Attributes:") {
                section = .attributes
                continue
            }
            let leading = Self.leading(line)
            var content = String(line[leading.end...])
            if content.hasPrefix("Attributes: ") { content.removeFirst("Attributes: ".count) }
            if content.hasPrefix("Find:") || content.hasPrefix("↪︎Find:") || content.hasPrefix("Output: {") {
                if content.hasPrefix("Output: {") { output = [] }
                if section != .flatList { section = .ignored }
                continue
            }
            if content == "}" { continue }
            if trimmed.hasPrefix("Element subtree:") {
                section = .subtree
                continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
                section = .ignored
                continue
            }
            if trimmed.hasSuffix("{(") || trimmed.hasPrefix("No matches found") {
                if trimmed.hasSuffix("{(") {
                    section = .flatList
                    sawFlatList = true
                } else {
                    section = .ignored
                }
                continue
            }
            if section == .flatList, trimmed.hasPrefix(")}") {
                section = .ignored
                continue
            }
            switch section {
            case .subtree:
                tree.append(SourceLine(text: line, number: number, width: leading.width, body: content, offset: leading.width))
            case .flatList:
                var entry = line
                if entry.hasSuffix(",") { entry.removeLast() }
                let body = ElementLineParser.body(of: entry)
                flat.append(SourceLine(text: entry, number: number, width: 0, body: body.text, offset: body.offset))
            case .ignored:
                // A query's output lists elements too: kept in case the text has nothing else.
                output.append(SourceLine(text: line, number: number, width: 0, body: content, offset: leading.width))
            case .attributes, .none:
                continue
            }
        }
        if section == .flatList { notes.append("the snapshot list has no closing ')}': the file looks truncated; what was read is kept") }
        var roots: [CapturedElement]
        if !tree.isEmpty {
            roots = try nest(tree)
        } else if sawFlatList || !flat.isEmpty {
            variant = "XCUITest snapshot list (from a query failure)"
            roots = try FrameNesting.nest(try elements(flat), file: file)
            if !roots.isEmpty { notes.append("a flat snapshot list has no nesting: it was rebuilt from the frames") }
        } else if !output.isEmpty {
            variant = "XCUITest query output"
            roots = try FrameNesting.nest(try elements(output), file: file)
            notes.append("only a query's output was found: it is read as a flat list, nesting rebuilt from the frames")
        } else {
            roots = []
        }
        return Capture(format: .xcuitest, variant: variant, roots: roots, carriesHints: false, carriesTraits: false)
    }

    /// The elements of lines with no nesting (each line one element).
    mutating func elements(_ lines: [SourceLine]) throws(InputError) -> [CapturedElement] {
        var result: [CapturedElement] = []
        for (index, line) in lines.enumerated() {
            switch parse(line, isLast: index == lines.count - 1) {
            case .element(let element): result.append(element)
            case .dropped: continue
            case .failed(let error): throw error
            }
        }
        return result
    }

    /// The tree of `lines`: a line is the child of the nearest line above it that is less indented.
    /// A line that is no element line continues the label of the line above (Xcode prints
    /// line breaks inside labels raw).
    ///
    /// - Complexity: O(n) in the length of the text, unless lines both close and open quotes.
    mutating func nest(_ lines: [SourceLine]) throws(InputError) -> [CapturedElement] {
        var merged: [SourceLine] = []
        // Whether the last merged line ends inside a quoted value; nil until it is needed. A
        // line that cannot close the value keeps it open, so a label open over thousands of
        // lines is not read again for each of them.
        var lastIsOpen: Bool?
        for line in lines {
            if !merged.isEmpty, !ElementLineParser.startsLikeElement(line.body) {
                let isOpen = lastIsOpen ?? ElementLineParser.hasOpenQuoteInBody(merged[merged.count - 1].body)
                if isOpen {
                    merged[merged.count - 1].text += "\n" + line.text
                    // The line above has an element, so its body starts after its indentation.
                    merged[merged.count - 1].body += "\n" + line.text
                    lastIsOpen = ElementLineParser.mayCloseQuote(line.text) ? nil : true
                    continue
                }
            }
            merged.append(line)
            lastIsOpen = nil
        }
        // Open ancestors: (width, element). Closing one attaches it to the one below it.
        var stack: [(width: Int, element: CapturedElement)] = []
        var roots: [CapturedElement] = []
        func close(_ stack: inout [(width: Int, element: CapturedElement)], _ roots: inout [CapturedElement]) {
            let done = stack.removeLast().element
            if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].element.children.append(done) }
        }
        for (index, line) in merged.enumerated() {
            let element: CapturedElement
            switch parse(line, isLast: index == merged.count - 1) {
            case .element(let parsed): element = parsed
            case .dropped: continue
            case .failed(let error): throw error
            }
            while let top = stack.last, top.width >= line.width { close(&stack, &roots) }
            if stack.count >= CaptureImporter.maximumDepth { throw CaptureImporter.tooDeep(file, line: line.number) }
            stack.append((line.width, element))
        }
        while !stack.isEmpty { close(&stack, &roots) }
        return roots
    }

    enum LineResult {
        case element(CapturedElement)
        case dropped
        case failed(InputError)
    }

    /// One element line; a malformed last line is the cut end of a truncated file: dropped, with a note.
    mutating func parse(_ line: SourceLine, isLast: Bool) -> LineResult {
        switch ElementLineParser.parse(line.body) {
        case .success(var element):
            if !escaped {
                // The capture's own line, and the column where the element's text starts.
                element.line = line.number
                element.column = line.offset + 1
            }
            return .element(element)
        case .failure(let problem):
            if isLast {
                notes.append(
                    "line \(line.number) ends in the middle of an element (\(problem.message)): the file looks truncated; it was dropped, the \(line.number - 1) lines above were kept"
                )
                return .dropped
            }
            return .failed(
                InputError(
                    file: file, message: problem.message, suggestion: problem.suggestion, line: line.number,
                    column: line.offset + problem.column))
        }
    }

    /// `t =   110.37s Requesting snapshot ...`: XCTest's activity log.
    static func isActivityLine(_ trimmed: Substring) -> Bool {
        guard hasASCIIPrefix(trimmed, "t =") else { return false }
        return trimmed.contains("s ")
    }

    /// The header lines of the hierarchy files Xcode 26's device-interaction tools write next to
    /// screenshots (`Device orientation:`, `Application bundle identifier:`, dashed rules); no Apple
    /// documentation describes them yet.
    static func isCaptureHeader(_ trimmed: Substring) -> Bool {
        if trimmed.allSatisfy({ $0 == "-" }) { return true }
        return hasASCIIPrefix(trimmed, "Device orientation:") || hasASCIIPrefix(trimmed, "Application bundle identifier:")
            || hasASCIIPrefix(trimmed, "Application UI orientation:")
    }

    /// `text.hasPrefix(prefix)` for an ASCII `prefix`: compared by bytes while the text's bytes
    /// are ASCII up to one past the prefix (then they are its characters: a combining mark after
    /// the prefix would join its last character), by characters otherwise.
    static func hasASCIIPrefix(_ text: Substring, _ prefix: StaticString) -> Bool {
        let matched = prefix.withUTF8Buffer { prefix -> Bool? in
            var index = 0
            for byte in text.utf8 {
                guard byte < 0x80 else { return nil }
                if index == prefix.count { return true }
                if byte != prefix[index] { return false }
                index += 1
            }
            return index == prefix.count
        }
        return matched ?? text.hasPrefix(String(describing: prefix))
    }

    /// Spaces, arrows and tree marks before the element (`    `, ` →`, `  ↳`, `⋅ `, `->`).
    static func leadingWidth(_ line: String) -> Int { leading(line).width }

    /// How many characters of spaces, arrows and tree marks the line starts with, and where its
    /// element starts. ASCII marks are counted byte by byte; a line whose marks are followed by
    /// anything else is counted by characters (a combining mark joins the character before it).
    static func leading(_ line: String) -> (width: Int, end: String.Index) {
        let utf8 = line.utf8
        var i = utf8.startIndex
        var width = 0
        while i < utf8.endIndex {
            switch utf8[i] {
            case 0x20, 0x09, 0x2D, 0x3E:
                width += 1
                i = utf8.index(after: i)
            case 0x80...: return leadingByCharacters(line)
            default: return (width, i)
            }
        }
        return (width, i)
    }

    private static func leadingByCharacters(_ line: String) -> (width: Int, end: String.Index) {
        var width = 0
        var i = line.startIndex
        while i < line.endIndex {
            switch line[i] {
            case " ", "\t", "→", "↳", "⋅", "-", ">", "↪", "\u{FE0E}":
                width += 1
                i = line.index(after: i)
            default: return (width, i)
            }
        }
        return (width, i)
    }

    /// The lines of `text`, split at `\n`, `\r\n` and `\r` as `split(omittingEmptySubsequences: false)`
    /// splits at those characters (a line break is always a character of its own), but on bytes.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                guard byte == 0x0A || byte == 0x0D else {
                    i += 1
                    continue
                }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                i += byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                start = i
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            return lines
        }
    }
}

/// Rebuilds nesting in a flat, depth-first list of elements from their frames: an element's
/// parent is the nearest element above it whose frame holds its frame.
enum FrameNesting {
    static func nest(_ flat: [CapturedElement], file: String) throws(InputError) -> [CapturedElement] {
        var stack: [CapturedElement] = []
        var roots: [CapturedElement] = []
        func close() {
            let done = stack.removeLast()
            if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].children.append(done) }
        }
        for element in flat {
            while let top = stack.last, !holds(top, element) { close() }
            if stack.count >= CaptureImporter.maximumDepth { throw CaptureImporter.tooDeep(file, line: element.line) }
            stack.append(element)
        }
        while !stack.isEmpty { close() }
        return roots
    }

    /// Whether `outer` can be the parent of `inner`: an element without a frame (the
    /// application) holds everything; a zero-size frame holds nothing.
    static func holds(_ outer: CapturedElement, _ inner: CapturedElement) -> Bool {
        // Windows are the application's children, never each other's (they share the screen's frame).
        if inner.type == "Window", outer.type != "Application" { return false }
        guard let o = outer.frame else { return true }
        guard o.width > 0, o.height > 0 else { return false }
        guard let i = inner.frame else { return false }
        return i.x >= o.x && i.y >= o.y && i.maxX <= o.maxX && i.maxY <= o.maxY
    }
}

extension String {
    func trimmingLeadingWhitespace() -> Substring {
        self[...].drop(while: { $0 == " " || $0 == "\t" })
    }
}

/// lldb's `po` of a `String`: `"Attributes: …\n…"`, newlines as `\n`, quotes as `\'`.
enum SwiftStringLiteral {
    /// The text inside the first string literal of `text`, unescaped; nil when the text holds
    /// no escaped description.
    static func unescapedBody(of text: String) -> (text: String, truncated: Bool)? {
        // A byte search over the text's storage (through `UTF8View` it cost 30 instructions a
        // byte), and the short test before the long one: this runs on every description.
        let quote = UInt8(ascii: "\"")
        let hasQuote = text.utf8.withContiguousStorageIfAvailable { $0.contains(quote) } ?? text.utf8.contains(quote)
        guard hasQuote, let start = text.firstIndex(of: "\"") else { return nil }
        let opening = text[text.index(after: start)...]
        guard opening.hasPrefix("Attributes:") || opening.hasPrefix("Element subtree:") || opening.hasPrefix("No matches") else {
            return nil
        }
        guard text[start...].contains("\\n") else { return nil }
        var out = ""
        var iterator = opening.makeIterator()
        var closed = false
        while let character = iterator.next() {
            if character == "\"" {
                closed = true
                break
            }
            guard character == "\\" else {
                out.append(character)
                continue
            }
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                // \u{XXXX}
                var hex = ""
                _ = iterator.next()
                while let h = iterator.next(), h != "}" { hex.append(h) }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
            default: out.append(escaped)
            }
        }
        return (out, !closed)
    }
}
