/// A problem with a file the user wrote: where it is, what was expected, what was found.
///
/// Rendered on one line, compiler style:
/// `notes.screen.json: error: at root.VStack[3].accessibilitySortPriority: expected a number, found a string "high"`
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (or `<inline>`).
    public var file: String
    /// `line:column` for syntax errors, when known.
    public var line: Int?
    /// The column of `line`, when known.
    public var column: Int?
    /// The JSON path of the offending value, e.g. `root.VStack[3].accessibilityLabel`.
    public var path: String?
    /// What was expected and what was found.
    public var message: String
    /// The obvious fix, when there is one: "did you mean 'accessibilityLabel'?"
    public var suggestion: String?
    /// The fix a tool offers in its own words (the library knows no command line), when the
    /// error is one a tool can remedy; ``suggestion`` says it in the library's.
    public var remedy: Remedy?

    /// A fix that depends on the tool the user runs, named by the target that finds the problem
    /// and worded by the tool (the command line's words for each: `earshot`'s
    /// `InputError+CommandLine.swift`). The core names its own, ``recordTranscript``; the
    /// targets above it name theirs (`EarshotAudit`'s `writeBaseline`, `EarshotImporting`'s
    /// `nameCaptureFormat` and `readCaptureAs(_:)`, `EarshotCompare`'s `nameWalkCapture`), so
    /// the core names nothing that lives above it.
    public struct Remedy: Sendable, Hashable {
        /// What to do, in the words of the target that names it: `"record-transcript"`.
        public var name: String
        /// What the fix needs, when it needs something (the format to read a capture as).
        public var argument: String?

        /// The remedy `name`, with the `argument` it needs.
        public init(_ name: String, argument: String? = nil) {
            self.name = name
            self.argument = argument
        }

        /// The golden transcript a scenario expects is missing: record it.
        public static let recordTranscript = Remedy("record-transcript")
    }

    /// An error in `file` at the JSON `path`, with the fix when it is known.
    public init(
        file: String, path: String? = nil, message: String, suggestion: String? = nil, line: Int? = nil, column: Int? = nil,
        remedy: Remedy? = nil
    ) {
        self.file = file
        self.path = path
        self.message = message
        self.suggestion = suggestion
        self.line = line
        self.column = column
        self.remedy = remedy
    }

    /// The error on one line: `file:line:column: error: at path: message (suggestion)`.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        var text = "\(place): error: "
        if let path { text += "at \(path): " }
        text += message
        if let suggestion { text += " (\(suggestion))" }
        return text.oneLine
    }
}

/// A value's location in a JSON document, built cheaply and spelled only when an error needs it.
///
/// A reader makes one for every view and every key it reads, and almost never spells one, so
/// the last two steps are kept in line and only the steps before them in shared storage: the
/// path of a list's item and of that item's keys cost no allocation once the list's own path
/// is `shared()` (a screen of 100,000 rows made 300,000 boxes and let them go again).
package struct JSONPath: Sendable, CustomStringConvertible {
    /// The steps before `first`, last step first.
    private var earlier: Link?
    private var first: Component?
    private var second: Component?

    /// The top of the document.
    package static let top = JSONPath()

    /// Whether this is the top of the document.
    package var isTop: Bool { earlier == nil && first == nil }

    package func appending(_ key: String) -> JSONPath { appending(.key(key)) }
    package func appending(_ index: Int) -> JSONPath { appending(.index(index)) }

    /// The same path with all its steps in shared storage, so that appending one or two steps to
    /// it (an item of a list, then a key of that item) allocates nothing.
    package func shared() -> JSONPath {
        var path = JSONPath()
        path.earlier = earlier
        if let first { path.earlier = Link(first, before: path.earlier) }
        if let second { path.earlier = Link(second, before: path.earlier) }
        return path
    }

    private func appending(_ step: Component) -> JSONPath {
        var path = self
        guard let first else {
            path.first = step
            return path
        }
        if second == nil {
            path.second = step
        } else {
            path.earlier = Link(first, before: earlier)
            path.first = second
            path.second = step
        }
        return path
    }

    /// The steps from the top.
    var components: [Component] {
        var result: [Component] = []
        var link = earlier
        while let step = link {
            result.append(step.step)
            link = step.before
        }
        result.reverse()
        if let first { result.append(first) }
        if let second { result.append(second) }
        return result
    }

    package var description: String {
        var text = ""
        for step in components {
            switch step {
            case .key(let key): text += "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "(top level)" : text)
    }

    /// A step of a path and the steps before it, shared by every path that starts with them.
    private final class Link: Sendable {
        let step: Component
        let before: Link?

        init(_ step: Component, before: Link?) {
            self.step = step
            self.before = before
        }
    }
}
