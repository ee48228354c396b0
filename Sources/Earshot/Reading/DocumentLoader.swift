import EarshotBase
import Foundation

/// What a file holds: a screen, or a scenario (a screen with settings, steps and expectations).
public enum Document: Sendable {
    /// A screen file.
    case screen(Screen)
    /// A scenario file.
    case scenario(Scenario)

    /// The document as a scenario: a screen becomes "listen to it with the default swipe-through".
    public var scenario: Scenario {
        switch self {
        case .scenario(let scenario): return scenario
        case .screen(let screen): return Scenario(name: screen.name, screen: screen)
        }
    }
}

/// Reads screen and scenario files (FORMAT.md §1, §2) into the model, or fails with an
/// `InputError` that names the file and the JSON path.
public enum DocumentLoader {
    /// The largest file Earshot reads (see `Documentation/LIMITS.md`).
    public static let maximumFileBytes = 1 << 30
    /// The deepest nesting of JSON arrays and objects Earshot reads.
    public static let maximumDepth = 256
    /// The most views one screen may hold: a million list rows of four or five views each fit.
    public static let maximumViews = 8_000_000
    /// The most steps one scenario may hold.
    public static let maximumSteps = 1_000_000
    /// The limits in force for the documents read in this task (tests lower them).
    @TaskLocal public static var limits = Limits()

    /// How much one document may hold.
    public struct Limits: Sendable {
        /// The most views one screen may hold.
        public var views: Int
        /// The most steps one scenario may hold.
        public var steps: Int

        /// Limits; the defaults are `DocumentLoader`'s maximums.
        public init(views: Int = DocumentLoader.maximumViews, steps: Int = DocumentLoader.maximumSteps) {
            self.views = views
            self.steps = steps
        }
    }

    /// Reads a `.screen.json` or `.scenario.json` file; which one it is comes from its keys.
    public static func load(_ url: URL, displayName: String? = nil) throws(InputError) -> Document {
        let expected: DocumentReader.Expected = url.lastPathComponent.hasSuffix(".screen.json") ? .screen : .either
        return try load(url, displayName: displayName, expected: expected, limits: limits)
    }

    /// Reads a file that must be a screen.
    public static func loadScreen(_ url: URL, displayName: String? = nil) throws(InputError) -> Screen {
        try loadScreen(url, displayName: displayName, limits: limits)
    }

    /// `limits` are read by the caller: task-local values do not reach `DeepStack`'s thread.
    static func loadScreen(_ url: URL, displayName: String?, limits: Limits) throws(InputError) -> Screen {
        try load(url, displayName: displayName, expected: .screen, limits: limits).scenario.screen
    }

    /// Reads a file in one pass (`DocumentReader`), from a mapping whose pages are let go as the
    /// reader moves past them. Errors come placed at their line and column, as the reader
    /// recorded them.
    private static func load(_ url: URL, displayName: String?, expected: DocumentReader.Expected, limits: Limits) throws(InputError)
        -> Document
    {
        let name = displayName ?? url.relativePath
        let json = JSONReader(file: name, limits: limits)
        try check(url, name: name)
        let read = { (bytes: UnsafeBufferPointer<UInt8>, pagesBehind: PagesBehind?) throws(InputError) -> Document in
            try DeepStack.run { () throws(InputError) -> Document in
                try DocumentReader.read(
                    bytes, json: json, expected: expected, defaultName: defaultName(url), file: url, pagesBehind: pagesBehind)
            }
        }
        if let file = MappedFile(path: url.path) {
            return try read(file.bytes, PagesBehind(from: 0) { file.release($0) })
        }
        // Not mappable (empty, or not a regular file): read the ordinary way.
        let bytes = [UInt8](try mappedData(url, name: name))
        let result = bytes.withUnsafeBufferPointer { buffer in Result { () throws(InputError) in try read(buffer, nil) } }
        return try result.get()
    }

    /// Reads a document from bytes already in memory (tests, fuzzing, the Swift API).
    public static func load(bytes: [UInt8], name: String = "<inline>", baseDirectory: URL? = nil) throws(InputError) -> Document {
        let json = JSONReader(file: name, limits: limits)
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let expected: DocumentReader.Expected = name.hasSuffix(".screen.json") ? .screen : .either
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(InputError) -> Document in
                try DeepStack.run { () throws(InputError) -> Document in
                    try DocumentReader.read(
                        buffer, json: json, expected: expected, defaultName: name, file: base.appendingPathComponent(name))
                }
            }
        }
        return try result.get()
    }

    /// The file's bytes, mapped, for a file already checked.
    private static func mappedData(_ url: URL, name: String) throws(InputError) -> Data {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            // Why not, in the system's words ("permission denied"), not a guess.
            throw InputError(file: name, message: FileProblem.whyUnopenable(url)?.message ?? "cannot be read")
        }
        return data
    }

    /// Checks, before opening it, that the file is a regular file within the size limit
    /// (``checkedRegularFile(at:limit:)``): a FIFO, a device or a folder is refused by name.
    static func check(_ url: URL, name: String) throws(InputError) {
        do {
            _ = try checkedRegularFile(at: url)
        } catch  where error.kind == .folder {
            throw InputError(file: name, message: "is a folder, expected a .screen.json or .scenario.json file")
        } catch  where error.kind == .tooLarge {
            throw InputError(file: name, message: "the file " + error.message)
        } catch {
            throw InputError(file: name, message: error.message)
        }
    }

    static func parseObject(_ bytes: [UInt8], name: String) throws(InputError) -> JSONObject {
        try object(from: Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, maxDepth: maximumDepth) }, name: name)
    }

    private static func object(from parsed: Result<JSONValue, JSONSyntaxError>, name: String) throws(InputError) -> JSONObject {
        let value: JSONValue
        switch parsed {
        case .success(let parsedValue): value = parsedValue
        case .failure(let error): throw InputError(file: name, message: error.message, line: error.line, column: error.column)
        }
        guard case .object(let object) = value else {
            throw InputError(file: name, message: "expected an object with \"earshot\": 1 at the top level, found \(value.typeDescription)")
        }
        return object
    }

    package static func defaultName(_ url: URL) -> String {
        var name = url.lastPathComponent
        for suffix in [".scenario.json", ".screen.json", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
