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
    /// The format of a capture, from its content; nil when it is none Earshot knows (or is a
    /// screen or scenario file).
    public static func detect(_ bytes: [UInt8]) -> CaptureFormat? {
        detect(bytes, json: nil)
    }

    /// `detect`, given the bytes already parsed as JSON (`CaptureJSON.parse`), so that a JSON
    /// capture is parsed once.
    static func detect(_ bytes: [UInt8], json: JSONValue?) -> CaptureFormat? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let first = text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) else { return nil }
        switch first {
        case "<":
            return text.contains("XCUIElementType") || text.contains("AppiumAUT") ? .appium : nil
        case "{", "[":
            guard let value = json ?? (try? JSONParser.parse(bytes, maxDepth: JSONParser.maximumSupportedDepth)) else { return nil }
            return CaptureJSON.format(of: value)
        default:
            return XCUITestDescription.looksLikeDescription(text) ? .xcuitest : nil
        }
    }

    /// Reads a capture; `format` nil recognises it from its content.
    ///
    /// - Throws: `InputError` (exit 65) naming the formats tried and what the first line
    ///   looked like, or `file:line:column` for a malformed line.
    public static func read(_ bytes: [UInt8], name: String, format: CaptureFormat? = nil) throws(InputError) -> ImportedScreen {
        // Parsed once: detecting a JSON capture's format and reading it take the same value.
        try read(bytes, json: CaptureJSON.parse(bytes), name: name, format: format)
    }

    static func read(_ bytes: [UInt8], json: JSONValue?, name: String, format: CaptureFormat?) throws(InputError) -> ImportedScreen {
        guard let format = format ?? detect(bytes, json: json) else { throw unknownFormat(bytes, name: name) }
        let capture: Capture
        switch format {
        case .xcuitest:
            if let value = json {
                capture = try CaptureJSON(file: name).snapshotDictionary(value)
            } else {
                var reader = XCUITestDescription(file: name)
                capture = try reader.read(String(decoding: bytes, as: UTF8.self))
                var withNotes = capture
                withNotes.notes = reader.notes + capture.notes
                return make(withNotes, name: name)
            }
        case .appium:
            if let value = json {
                capture = try CaptureJSON(file: name).appium(value)
            } else {
                capture = try AppiumXML(file: name).read(bytes)
            }
        case .idb:
            guard let value = json else { throw notJSON(name, format) }
            capture = try CaptureJSON(file: name).idb(value)
        case .accessibilitysnapshot:
            guard let value = json else { throw notJSON(name, format) }
            capture = try CaptureJSON(file: name).accessibilitySnapshot(value)
        }
        return make(capture, name: name)
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
        let name = displayName ?? url.relativePath
        // A file that cannot be read goes to `DocumentLoader` too, whose message names the problem.
        guard let bytes = try? readRegularFile(at: url) else { return nil }
        // `isCapture`: a JSON object with an "earshot" key near its start is a document.
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let isDocumentObject = head.first(where: { !$0.isWhitespace }) == "{" && head.contains("\"earshot\"")
        if !isDocumentObject {
            let json = CaptureJSON.parse(bytes)
            if let detected = detect(bytes, json: json) { return try read(bytes, json: json, name: name, format: detected) }
        }
        // `mayBeDocument`: a JSON object is read as a screen or scenario; anything else is named
        // as no known capture format.
        let start = String(decoding: bytes.prefix(512), as: UTF8.self)
        if start.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) == "{" { return nil }
        throw unknownFormat(bytes, name: name)
    }

    /// Whether the file at `url` is a capture rather than a screen or scenario file: named
    /// `.screen.json` / `.scenario.json`, or a JSON object with an `"earshot"` key, it is not.
    public static func isCapture(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if name.hasSuffix(".screen.json") || name.hasSuffix(".scenario.json") || !isRegularFile(url) { return false }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 4096))
        let text = String(decoding: head, as: UTF8.self)
        if text.first(where: { !$0.isWhitespace }) == "{", text.contains("\"earshot\"") { return false }
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return false }
        return detect([UInt8](data)) != nil
    }

    /// Whether the file may be a screen or scenario: named so, or a JSON object. Anything else
    /// is read as a capture (and named as no known format when it is none).
    public static func mayBeDocument(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if name.hasSuffix(".screen.json") || name.hasSuffix(".scenario.json") || !isRegularFile(url) { return true }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
        return head.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) == "{"
    }

    /// Folders, devices and missing files go to `DocumentLoader`, whose messages name them.
    static func isRegularFile(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    static func make(_ capture: Capture, name: String) -> ImportedScreen {
        var stops = VoiceOverStops(capture: capture)
        let root = stops.root()
        // Traits inferred for a stop that was then dropped (a duplicate, rule 8) are not counted.
        let kept = ImportNotes.serials(root)
        stops.inferred = stops.inferred.filter { kept.contains($0.key) }
        let screen = Screen(name: DocumentLoader.defaultName(URL(fileURLWithPath: name)), framework: .uikit, root: root)
        let stopCount = ImportNotes.stopCount(root)
        var notes = ImportNotes(capture: capture, stops: stops, stopCount: stopCount)
        notes.givenHeadings = max(0, ImportNotes.headingCount(root) - stops.headings.count)
        let lines = notes.lines.map(\.oneLine)
        return ImportedScreen(screen: screen, format: capture.format, variant: capture.variant, notes: lines, inferredTraits: stops.inferred)
    }

    static func notJSON(_ name: String, _ format: CaptureFormat) -> InputError {
        InputError(file: name, message: "a \(format.displayName) capture is JSON, and this file is not valid JSON")
    }

    static func unknownFormat(_ bytes: [UInt8], name: String) -> InputError {
        let text = String(decoding: bytes.prefix(2048), as: UTF8.self)
        let firstLine = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }.map { String($0.prefix(60)) }
        let found = firstLine.map { "its first line is '\($0)'" } ?? "it is empty"
        let tried = CaptureFormat.allCases.map(\.displayName).joined(separator: ", ")
        return InputError(
            file: name, message: "is neither a screen, a scenario nor a capture Earshot knows (tried \(tried)); \(found)",
            suggestion: "name the format with --from xcuitest|appium|idb|accessibilitysnapshot")
    }
}
