import EarshotBase

/// Where the views that made an element list's elements are: each one's JSON path from the
/// root of its layer (`root.VStack[2].Button[0]`, the notation of the reader's errors), kept as
/// a tree of steps (a parent, a key and an index each, twelve bytes) and spelled only when asked.
///
/// The builder adds the views on the way to each element it keeps, nothing else: a screen of a
/// million elements holds about as many entries, and no string per element.
package struct ViewPaths: Sendable {
    /// One step: from `parent` (an entry, or `root`) through the list `names[key]` to child `index`.
    private struct Step {
        var parent: Int32
        var index: Int32
        var key: UInt16
    }

    /// What the paths start with: `root` for a screen, `steps[3].present` for what a step presented.
    package private(set) var rootName: String
    /// The steps, each appended once whole (one append an element kept, not three).
    private var steps: [Step] = []
    /// The keys the steps go through (`VStack`, `children`, `buttons` ...), each once.
    private var names: [String] = []
    private var codes: [String: UInt16] = [:]

    /// The entry of the root itself.
    package static let root: Int32 = -1

    /// The index of a step that names one value, not an item of a list: a `Section`'s header
    /// written as a title is `header`, not `header[0]`.
    package static let noIndex = Int(Int32.min)

    package init(rootName: String = "root") {
        self.rootName = rootName
    }

    /// The number of steps kept.
    package var count: Int { steps.count }

    /// The code of the list key `key` (`VStack`, `children` ...), made the first time it is seen.
    mutating func code(of key: String) -> UInt16 {
        // Siblings go through the same key: the last one's code, without hashing it again.
        if let last = steps.last?.key, names[Int(last)] == key { return last }
        if let known = codes[key] { return known }
        let code = UInt16(truncatingIfNeeded: names.count)
        names.append(key)
        codes[key] = code
        return code
    }

    /// Adds the step from `parent` (an entry, or `root`) through its list `key` to child `index`.
    mutating func add(parent: Int32, key: String, index: Int) -> Int32 {
        add(parent: parent, code: code(of: key), index: index)
    }

    /// Adds the step from `parent` through the list whose key has `code` (`code(of:)`) to child `index`.
    mutating func add(parent: Int32, code: UInt16, index: Int) -> Int32 {
        steps.append(Step(parent: parent, index: Int32(truncatingIfNeeded: index), key: code))
        return Int32(steps.count - 1)
    }

    /// The path of `entry`: `root.VStack[2].Button[0]`. - Complexity: O(depth).
    ///
    /// Spelled as bytes and made a String once: a JSON transcript names an element per event,
    /// and appending each piece to a String (and making a String of each index) cost thousands
    /// of instructions a path.
    package func path(of entry: Int32) -> String {
        var bytes: [UInt8] = []
        appendPath(of: entry, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path of `entry` to `bytes`, as `path(of:)` spells it: a JSON transcript
    /// writes it straight into its own bytes, with no String made.
    package func appendPath(of entry: Int32, to bytes: inout [UInt8]) {
        var depth = 0
        var cursor = entry
        while cursor >= 0, Int(cursor) < steps.count {
            depth += 1
            cursor = steps[Int(cursor)].parent
        }
        bytes.reserveCapacity(bytes.count + rootName.utf8.count + 16 * depth)
        bytes.append(contentsOf: rootName.utf8)
        // The steps from the root down, gathered in a temporary allocation (on the stack when
        // small: a screen file's paths are at most 128 deep).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: depth) { way in
            var cursor = entry
            for level in stride(from: depth - 1, through: 0, by: -1) {
                way[level] = Int(cursor)
                cursor = steps[Int(cursor)].parent
            }
            for step in way {
                bytes.append(UInt8(ascii: "."))
                var name = names[Int(steps[step].key)]
                name.withUTF8 { bytes.append(contentsOf: $0) }
                Self.appendIndex(steps[step].index, to: &bytes)
            }
        }
    }

    /// The path of the view that made a parent's children, kept by a writer that spells the
    /// paths of one list's entries one after another (`appendPath(of:to:reusing:)`).
    package struct ParentPath {
        fileprivate var parent = Int32.min
        fileprivate var bytes: [UInt8] = []

        package init() {}
    }

    /// Appends the path of `entry` to `bytes` as `appendPath(of:to:)` does, its parent's part
    /// taken from `parent` when it holds that parent (else spelled there first): the elements
    /// of a list, named one after another, share their parent's path. `parent` serves one
    /// `ViewPaths`.
    package func appendPath(of entry: Int32, to bytes: inout [UInt8], reusing parent: inout ParentPath) {
        guard entry >= 0, Int(entry) < steps.count else { return appendPath(of: entry, to: &bytes) }
        let step = steps[Int(entry)]
        if parent.parent != step.parent {
            parent.bytes.removeAll(keepingCapacity: true)
            appendPath(of: step.parent, to: &parent.bytes)
            parent.parent = step.parent
        }
        bytes.append(contentsOf: parent.bytes)
        bytes.append(UInt8(ascii: "."))
        var name = names[Int(step.key)]
        name.withUTF8 { bytes.append(contentsOf: $0) }
        Self.appendIndex(step.index, to: &bytes)
    }

    /// `[number]`, its digits as `String(number)` spells them, appended at once; nothing for
    /// `noIndex`.
    private static func appendIndex(_ number: Int32, to bytes: inout [UInt8]) {
        guard number != Int32.min else { return }
        withDecimalDigits(of: Int(number), prefix: UInt8(ascii: "["), suffix: UInt8(ascii: "]")) { bytes.append(contentsOf: $0) }
    }
}

/// The way down to the view being read, for `ViewPaths`: a step is added to the paths only
/// when an element is kept at or below it.
struct PathTrail {
    private struct Level {
        var serial: Int
        /// The code of its parent's list key (`ViewPaths.code(of:)`): no String kept a level.
        var key: UInt16
        var index: Int
        /// Its entry in the paths, once an element below it was kept.
        var entry: Int32?
    }

    private(set) var paths = ViewPaths()
    private var levels: [Level] = []
    private var rootSerial = 0

    /// Starts over at a root with this serial, the paths starting with `rootName`.
    mutating func reset(root serial: Int, rootName: String) {
        paths = ViewPaths(rootName: rootName)
        levels = []
        rootSerial = serial
    }

    /// Goes down to child `index` (with `serial`) in the list `key` of its parent
    /// (`ScreenReader.childKey(of:)`).
    mutating func enter(_ index: Int, serial: Int, key: String) {
        enter(index, serial: serial, code: paths.code(of: key))
    }

    /// Goes down as `enter(_:serial:key:)` does, the key given by its code (`code(of:)`), which
    /// the children of one view share.
    mutating func enter(_ index: Int, serial: Int, code: UInt16) {
        levels.append(Level(serial: serial, key: code, index: index, entry: nil))
    }

    /// The code of the list key `key` in the paths made (`ViewPaths.code(of:)`).
    mutating func code(of key: String) -> UInt16 { paths.code(of: key) }

    mutating func leave() { levels.removeLast() }

    /// The entry of the view with `serial`, the nearest on the way down (the view being read,
    /// usually); the view being read when none is (an element made for a view Earshot invents).
    mutating func entry(of serial: Int) -> Int32 {
        var depth = levels.count
        // Most often the view being read, below a parent with its entry made: one step added.
        if depth > 0, levels[depth - 1].serial == serial, levels[depth - 1].entry == nil, serial != rootSerial,
            let parent = depth == 1 ? ViewPaths.root : levels[depth - 2].entry
        {
            let entry = paths.add(parent: parent, code: levels[depth - 1].key, index: levels[depth - 1].index)
            levels[depth - 1].entry = entry
            return entry
        }
        if serial == rootSerial {
            depth = 0
        } else if let found = levels.lastIndex(where: { $0.serial == serial }) {
            depth = found + 1
        }
        // The levels with entries are the first ones: find where they end, add the rest.
        var made = depth
        while made > 0, levels[made - 1].entry == nil { made -= 1 }
        var parent = made == 0 ? ViewPaths.root : levels[made - 1].entry ?? ViewPaths.root
        for level in made..<depth {
            parent = paths.add(parent: parent, code: levels[level].key, index: levels[level].index)
            levels[level].entry = parent
        }
        return parent
    }

    /// Lets go of the paths made, for the list.
    mutating func take() -> ViewPaths {
        let taken = paths
        paths = ViewPaths(rootName: paths.rootName)
        levels = []
        return taken
    }
}

extension ViewPaths: Equatable {
    package static func == (lhs: ViewPaths, rhs: ViewPaths) -> Bool {
        lhs.rootName == rhs.rootName && lhs.steps.count == rhs.steps.count
            && zip(lhs.steps, rhs.steps).allSatisfy { left, right in
                left.parent == right.parent && left.index == right.index && lhs.names[Int(left.key)] == rhs.names[Int(right.key)]
            }
    }
}

/// How a transcript names the element an event came from: the `id` of the view that made it,
/// and that view's JSON path from the root of the screen (or of what a step presented), in the
/// views as they were when it was spoken.
public struct ElementReference: Sendable, Hashable, CustomStringConvertible {
    /// The `id` of the view that made the element, when it has one.
    public var id: String?
    /// The JSON path of that view: `root.VStack[2].Button[0]`; `steps[3].present…` for a view
    /// a step presented.
    public var path: String

    /// A reference to the element made by the view with `id` at `path`.
    public init(id: String?, path: String) {
        self.id = id
        self.path = path
    }

    /// The stable name: the id when there is one, else the path (as `--format json` writes it).
    public var description: String { id ?? path }
}
