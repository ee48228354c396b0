import Earshot
import EarshotBase
import Foundation

/// A screen made from a capture, with what the capture could not say.
public struct ImportedScreen: Sendable {
    /// The screen, ready to listen to or write as a screen file.
    public var screen: Screen
    /// The tool the capture came from.
    public var format: CaptureFormat
    /// What exactly was read ("XCUITest debugDescription (escaped, as `po` prints it)").
    public var variant: String
    /// One line each: what was read, what the format cannot carry, what was inferred or lost.
    /// `earshot` prints them on standard error.
    public var notes: [String]
    /// Traits that came from element types rather than from the capture, by node serial
    /// (`Node.serial`, `AccessibilityElement.sourceSerial`).
    public var inferredTraits: [Int: Traits]
    /// The language the capture's text is written in, told from its script, when it is one with
    /// a voice file and not English (captures carry no language): set `screen.language` to it
    /// to hear VoiceOver's own words in that language. One of ``notes`` says so.
    public var suggestedLanguage: String? { languageNote?.script.language }
    /// Which of ``notes`` is the language note, and the script it names: a tool says it in
    /// its own words (the command line with its option).
    package var languageNote: (index: Int, script: CaptureLanguage.Script)?

    init(
        screen: Screen, format: CaptureFormat, variant: String, notes: [String], inferredTraits: [Int: Traits],
        languageNote: (index: Int, script: CaptureLanguage.Script)? = nil
    ) {
        self.screen = screen
        self.format = format
        self.variant = variant
        self.notes = notes
        self.inferredTraits = inferredTraits
        self.languageNote = languageNote
    }
}

/// The Importing stage: turns a captured accessibility tree (XCUITest `debugDescription`,
/// Appium / WebDriverAgent page source, the snapshot dictionary, idb `describe-all`,
/// AccessibilitySnapshot's hierarchy) into the same `Screen` a screen file gives, with
/// `framework: uikit` and frames, so UIKit's geometric order applies.
///
/// ```swift
/// let imported = try CaptureImporter.read(Array(text.utf8), name: "login.txt")
/// imported.screen        // the screen, as if read from a .screen.json file
/// imported.notes         // ["read as XCUITest debugDescription: 24 elements, 8 stops", ...]
/// ```
///
/// Which elements become stops is `VoiceOverStops`' job (rules and evidence there).
public enum CaptureImporter {
    /// The deepest nesting of elements a capture may have. Real captures nest a few dozen
    /// levels; the limit keeps every walk over the tree bounded, and JSON captures cannot nest
    /// deeper anyway (`JSONParser.maximumSupportedDepth` arrays and objects, two a level).
    public static let maximumDepth = JSONParser.maximumSupportedDepth / 2

    /// The format of a capture, from its content; nil when it is none Earshot knows (or is a
    /// screen or scenario file).
    public static func detect(_ bytes: [UInt8]) -> CaptureFormat? {
        let bytes = withoutByteOrderMark(bytes)
        return detect(bytes, json: CaptureJSON.parse(bytes)?.value)
    }

    /// `detect`, given the bytes (without a byte order mark) already parsed as JSON
    /// (`CaptureJSON.parse`, nil when they are no JSON), so that a JSON capture is parsed once.
    static func detect(_ bytes: [UInt8], json: JSONValue?) -> CaptureFormat? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let first = text.first(where: { !$0.isWhitespace }) else { return nil }
        switch first {
        case "<":
            return text.contains("XCUIElementType") || text.contains("AppiumAUT") ? .appium : nil
        case "{" where XCUITestDescription.startsAsSnapshotList(text):
            return .xcuitest
        case "{", "[":
            return json.flatMap(CaptureJSON.format)
        default:
            return XCUITestDescription.looksLikeDescription(text) ? .xcuitest : nil
        }
    }

    /// The bytes after a UTF-8 byte order mark, which editors on Windows put at the start of a
    /// file saved as UTF-8; every reader sees the capture without it.
    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// Reads a capture; `format` nil recognises it from its content.
    ///
    /// - Throws: `InputError` (exit 65) naming the formats tried and what the first line
    ///   looked like, `file:line:column` for a malformed line, or what the file looks like
    ///   when it gives no elements in `format`.
    public static func read(_ bytes: [UInt8], name: String, format: CaptureFormat? = nil) throws(InputError) -> ImportedScreen {
        // Parsed once: detecting a JSON capture's format and reading it take the same value.
        let bytes = withoutByteOrderMark(bytes)
        return try DeepStack.run { () throws(InputError) -> ImportedScreen in
            if let streamed = try streamed(bytes, name: name, format: format) { return streamed }
            let parsed = CaptureJSON.parse(bytes)
            return try read(bytes, json: parsed?.value, places: parsed?.places, name: name, format: format)
        }
    }

    /// The screen of a JSON capture `CaptureStream` reads element by element, or nil when it
    /// leaves the capture to be parsed as a tree.
    static func streamed(_ bytes: [UInt8], name: String, format: CaptureFormat?) throws(InputError) -> ImportedScreen? {
        guard let capture = CaptureStream.read(bytes, format: format) else { return nil }
        return try make(capture, name: name) { stopCount throws(InputError) in
            try CaptureReading.checkNotEmpty(
                capture, stopCount: stopCount, bytes: bytes, json: CaptureJSON.parse(bytes)?.value, name: name, forced: capture.format)
        }
    }

    /// `read` of bytes without a byte order mark, on a thread with a deep stack (`DeepStack`):
    /// the walks over the tree recurse as deep as its elements nest. `places` are where the
    /// values of `json` start, as the parser saw them: each element's line and column.
    static func read(
        _ bytes: [UInt8], json: JSONValue?, places: JSONPlaces?, name: String, format: CaptureFormat?
    ) throws(InputError) -> ImportedScreen {
        guard let forced = format else {
            guard let detected = detect(bytes, json: json) else { throw unknownFormat(bytes, name: name) }
            return try read(bytes, json: json, places: places, name: name, as: detected)
        }
        do {
            return try read(bytes, json: json, places: places, name: name, as: forced)
        } catch {
            // A format forced on a file of another: the reader's complaint, and what the file is.
            guard let detected = detect(bytes, json: json), detected != forced, !error.message.contains("this looks like") else {
                throw error
            }
            var error = error
            error.message += "; this looks like \(detected.displayName)"
            error.suggestion = CaptureReading.readAs(detected)
            error.remedy = .readCaptureAs(detected.rawValue)
            throw error
        }
    }

    static func read(
        _ bytes: [UInt8], json: JSONValue?, places: JSONPlaces?, name: String, as format: CaptureFormat
    ) throws(InputError) -> ImportedScreen {
        let capture: Capture
        if let value = json {
            capture = try CaptureJSON(file: name, places: places).capture(value, as: format)
        } else {
            switch format {
            case .xcuitest:
                var reader = XCUITestDescription(file: name)
                var read = try reader.read(String(decoding: bytes, as: UTF8.self))
                read.notes = reader.notes + read.notes
                capture = read
            case .appium:
                capture = try AppiumXML(file: name).read(bytes)
            case .idb, .accessibilitysnapshot:
                throw notJSON(bytes, name, format)
            }
        }
        return try make(capture, name: name) { stopCount throws(InputError) in
            try CaptureReading.checkNotEmpty(capture, stopCount: stopCount, bytes: bytes, json: json, name: name, forced: format)
        }
    }

    /// Reads a capture file.
    public static func load(_ url: URL, displayName: String? = nil, format: CaptureFormat? = nil) throws(InputError) -> ImportedScreen {
        let name = displayName ?? url.relativePath
        let bytes: [UInt8]
        do { bytes = try readRegularFile(at: url) } catch { throw InputError(file: name, message: error.message) }
        return try read(bytes, name: name, format: format)
    }

    /// The capture in the file at `url`, read and parsed once; nil when the file is a screen or
    /// scenario file (or a folder, device or missing file, for `DocumentLoader` to name). The
    /// same decision as `format != nil || isCapture(url) || !mayBeDocument(url)` followed by
    /// `load`, which read a JSON capture three times and parsed it three times.
    ///
    /// - Throws: what `load` throws.
    public static func loadIfCapture(_ url: URL, displayName: String? = nil, format: CaptureFormat? = nil) throws(InputError)
        -> ImportedScreen?
    {
        if let format { return try load(url, displayName: displayName, format: format) }
        let fileName = url.lastPathComponent
        if fileName.hasSuffix(".screen.json") || fileName.hasSuffix(".scenario.json") || !isRegularFile(url) { return nil }
        // A file that cannot be read goes to `DocumentLoader` too, whose message names the problem.
        guard let bytes = try? readRegularFile(at: url) else { return nil }
        return try readIfCapture(bytes, name: displayName ?? url.relativePath)
    }

    /// The capture in `bytes` (a file without a name that says what it is: standard input),
    /// parsed once; nil when they are a screen or scenario (a JSON object). `format` reads them
    /// as that format.
    ///
    /// - Throws: what `read` throws; for bytes that are neither a JSON object nor a capture
    ///   Earshot knows, an `InputError` naming the formats tried.
    public static func readIfCapture(_ read: [UInt8], name: String, format: CaptureFormat? = nil) throws(InputError) -> ImportedScreen? {
        if let format { return try self.read(read, name: name, format: format) }
        let bytes = withoutByteOrderMark(read)
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return try DeepStack.run { () throws(InputError) -> ImportedScreen? in
            // `isCapture`: a JSON object with an "earshot" key near its start is a document.
            if !isDocumentObject(head) {
                if let streamed = try streamed(bytes, name: name, format: nil) { return streamed }
                let parsed = CaptureJSON.parse(bytes)
                if let detected = detect(bytes, json: parsed?.value) {
                    return try self.read(bytes, json: parsed?.value, places: parsed?.places, name: name, format: detected)
                }
            }
            // `mayBeDocument`: a JSON object is read as a screen or scenario; anything else is named
            // as no known capture format.
            if startsAsObject(head) { return nil }
            throw unknownFormat(bytes, name: name)
        }
    }

    /// Whether the file at `url` is a capture rather than a screen or scenario file: named
    /// `.screen.json` / `.scenario.json`, or a JSON object with an `"earshot"` key, it is not.
    public static func isCapture(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if name.hasSuffix(".screen.json") || name.hasSuffix(".scenario.json") || !isRegularFile(url) { return false }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        // `read(upToCount:)` throws where `readData(ofLength:)` traps (a `try!` inside Foundation).
        let headBytes = withoutByteOrderMark([UInt8]((try? handle.read(upToCount: 4096)) ?? Data()))
        // Every capture Earshot reads is text: a NUL byte in the first 4 KiB marks a binary file
        // (an image, an archive), decided without reading the rest of it.
        if headBytes.contains(0) { return false }
        let head = String(decoding: headBytes, as: UTF8.self)
        if isDocumentObject(head) { return false }
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return false }
        let bytes = withoutByteOrderMark([UInt8](data))
        return DeepStack.run { detect(bytes, json: CaptureJSON.parse(bytes)?.value) != nil }
    }

    /// Whether the file may be a screen or scenario: named so, or a JSON object. Anything else
    /// is read as a capture (and named as no known format when it is none).
    public static func mayBeDocument(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if name.hasSuffix(".screen.json") || name.hasSuffix(".scenario.json") || !isRegularFile(url) { return true }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
        defer { try? handle.close() }
        return startsAsObject(String(decoding: withoutByteOrderMark([UInt8]((try? handle.read(upToCount: 512)) ?? Data())), as: UTF8.self))
    }

    /// A JSON object with an `"earshot"` key near its start: a screen or scenario file.
    static func isDocumentObject(_ head: String) -> Bool {
        startsAsObject(head) && head.contains("\"earshot\"")
    }

    /// Whether the text starts as a JSON object does; XCTest's snapshot list `{(` does not.
    static func startsAsObject(_ head: String) -> Bool {
        head.first(where: { !$0.isWhitespace }) == "{" && !XCUITestDescription.startsAsSnapshotList(head)
    }

    /// Folders, devices and missing files go to `DocumentLoader`, whose messages name them.
    static func isRegularFile(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// The screen of a capture; `check` sees how many stops it has before it is made.
    ///
    /// - Throws: what `check` throws, or an `InputError` when the screen would nest deeper than
    ///   a screen file holds: what `earshot import` writes must read back.
    static func make(_ capture: Capture, name: String, check: (Int) throws(InputError) -> Void = { _ in }) throws(InputError)
        -> ImportedScreen
    {
        var stops = VoiceOverStops(capture: capture)
        let root = stops.root()
        let shape = ImportedShape(root, keepingSerials: !stops.inferred.isEmpty)
        // Traits inferred for a stop that was then dropped (a duplicate, rule 8) are not counted.
        if !stops.inferred.isEmpty { stops.inferred = stops.inferred.filter { shape.serials.contains($0.key) } }
        let stopCount = shape.stopCount
        try check(stopCount)
        let depth = shape.depth
        if depth > ScreenWriter.maximumDepth {
            throw InputError(
                file: name,
                message: "the screen made from this capture nests \(depth) levels deep (each table, scroll view, bar and group "
                    + "a level); a screen file holds at most \(ScreenWriter.maximumDepth)",
                suggestion: "capture the part of the screen you mean: one element's tree, not the whole app's")
        }
        var screen = Screen(name: DocumentLoader.defaultName(URL(fileURLWithPath: name)), framework: .uikit, root: root)
        // Where each stop's element is in the capture: findings and errors about it point there.
        screen.positions = stops.positions(file: name)
        var notes = ImportNotes(capture: capture, stops: stops, stopCount: stopCount)
        notes.givenHeadings = max(0, shape.headingCount - stops.headings.count)
        var lines = notes.lines.map(\.oneLine)
        var languageNote: (index: Int, script: CaptureLanguage.Script)?
        if let script = CaptureLanguage.script(of: root) {
            languageNote = (lines.count, script)
            lines.append(CaptureLanguage.note(script: script))
        }
        return ImportedScreen(
            screen: screen, format: capture.format, variant: capture.variant, notes: lines, inferredTraits: stops.inferred,
            languageNote: languageNote)
    }

    static func notJSON(_ bytes: [UInt8], _ name: String, _ format: CaptureFormat) -> InputError {
        let article = "aeiou".contains(format.displayName.prefix(1).lowercased()) ? "an" : "a"
        var message = "\(article) \(format.displayName) capture is JSON, and this file is not valid JSON"
        let looksLikeJSON = bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }).map {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[")
        }
        if looksLikeJSON == true,
            case .failure(let syntax) = Result(catching: { () throws(JSONSyntaxError) in
                try JSONParser.parse(bytes, maxDepth: JSONParser.maximumSupportedDepth)
            })
        {
            return InputError(file: name, message: message + " (\(syntax.message))", line: syntax.line, column: syntax.column)
        }
        let detected = detect(bytes, json: nil)
        message += "; " + CaptureReading.looksLike(bytes, json: nil, detected: detected)
        return InputError(
            file: name, message: message, suggestion: detected.map(CaptureReading.readAs),
            remedy: detected.map { .readCaptureAs($0.rawValue) })
    }

    /// The error of a capture whose elements nest deeper than ``maximumDepth``.
    static func tooDeep(_ file: String, line: Int?) -> InputError {
        InputError(
            file: file, message: "elements nest deeper than \(maximumDepth) levels here, more than Earshot reads in a capture",
            suggestion: "capture the part of the screen you mean: one element's tree, not the whole app's", line: line)
    }

    static func unknownFormat(_ bytes: [UInt8], name: String) -> InputError {
        let text = String(decoding: bytes.prefix(2048), as: UTF8.self)
        let found = CaptureReading.firstLine(text).map { "its first line is '\($0)'" } ?? "it is empty"
        let tried = CaptureFormat.allCases.map(\.displayName).joined(separator: ", ")
        return InputError(
            file: name, message: "is neither a screen, a scenario nor a capture Earshot knows (tried \(tried)); \(found)",
            suggestion: "name the format: " + CaptureFormat.allCases.map(\.rawValue).joined(separator: ", "), remedy: .nameCaptureFormat)
    }
}
