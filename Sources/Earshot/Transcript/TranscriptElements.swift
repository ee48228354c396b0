/// The elements a transcript's events came from (``TranscriptEvent/element``): first the
/// element list the screen appeared with, in focus order, then the elements spoken after the
/// views changed, as they were when spoken.
///
/// An event keeps an index (four bytes), not a name: a run of a million elements names them
/// all from the list it already has, and spells a path only when asked.
public struct TranscriptElements: Sendable, Equatable, RandomAccessCollection {
    /// The list the screen first appeared with: its elements are entries `0..<initial.count`.
    package private(set) var initial: ElementList
    /// Elements named after the views changed, entries from `initial.elements.count` on.
    private var later: [ElementReference] = []
    /// Which element each of `later` is (its key survives the views' changes).
    private var laterKeys: [ElementKey] = []

    /// No elements (a transcript made by hand).
    public init() {
        self.initial = ElementList()
    }

    /// The elements of `initial`, in its order, before any other.
    package init(initial: ElementList) {
        self.initial = initial
    }

    /// The first index: 0.
    public var startIndex: Int { 0 }
    /// One past the last element.
    public var endIndex: Int { initial.elements.count + later.count }

    /// The stable name of the element at `index` (``ElementReference/description``): its id,
    /// its path only when it has none. - Complexity: O(1) with an id, O(depth) without.
    package func name(of index: Int) -> String {
        let count = initial.elements.count
        guard index < count else { return later[index - count].description }
        return initial.elements[index].id ?? initial.path(of: index)
    }

    /// Appends `name(of: index)` to `bytes`, a path spelled straight into them, its parent's part
    /// taken from `parent` when it holds it (`ViewPaths.appendPath(of:to:reusing:)`): for a
    /// writer naming events' elements in turn.
    package func appendName(of index: Int, to bytes: inout [UInt8], reusing parent: inout ViewPaths.ParentPath) {
        let count = initial.elements.count
        guard index < count else { return bytes.append(contentsOf: later[index - count].description.utf8) }
        if var id = initial.elements[index].id { return id.withUTF8 { bytes.append(contentsOf: $0) } }
        initial.paths.appendPath(of: initial.elements[index].pathEntry, to: &bytes, reusing: &parent)
    }

    /// The id of the element at `index` when it is one the screen appeared with and has an id;
    /// nil otherwise (`appendName(of:to:reusing:)` spells its name).
    package func id(of index: Int) -> String? {
        index >= 0 && index < initial.elements.count ? initial.elements[index].id : nil
    }

    /// The element at `index`. - Complexity: O(depth) for its path.
    public subscript(index: Int) -> ElementReference {
        let count = initial.elements.count
        return index < count ? initial.reference(of: index) : later[index - count]
    }

    /// Adds the element `key`, named after the views changed; returns its index.
    package mutating func append(_ reference: ElementReference, key: ElementKey) -> Int {
        later.append(reference)
        laterKeys.append(key)
        return initial.elements.count + later.count - 1
    }

    /// Where the element at `index` stood in the list the screen appeared with (itself, or the
    /// same element before the views changed); nil for an element that came later.
    package func initialIndex(of index: Int) -> Int? {
        let count = initial.elements.count
        guard index >= count else { return index >= 0 ? index : nil }
        return laterKeys.indices.contains(index - count) ? initial.index(of: laterKeys[index - count]) : nil
    }

    /// Which element the entry at `index` is: its key survives the views' changes, so a list
    /// built later finds it with `ElementList.index(of:)`.
    package func key(of index: Int) -> ElementKey? {
        let count = initial.elements.count
        if index >= 0, index < count { return initial.elements[index].key }
        return laterKeys.indices.contains(index - count) ? laterKeys[index - count] : nil
    }

    /// Whether both name the same elements, in the same order.
    public static func == (lhs: TranscriptElements, rhs: TranscriptElements) -> Bool {
        lhs.later == rhs.later && lhs.initial.paths == rhs.initial.paths
            && lhs.initial.elements.count == rhs.initial.elements.count
            && zip(lhs.initial.elements, rhs.initial.elements).allSatisfy { $0.id == $1.id && $0.pathEntry == $1.pathEntry }
    }
}
