/// A place in a text: 1-based line, and 1-based column counted in characters (Unicode scalars).
package struct SourcePosition: Sendable, Hashable {
    /// The line, from 1.
    package var line: Int
    /// The column within the line, from 1, in characters.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Where each value of one JSON value starts, recorded by the parser as it reads it: the value
/// itself, then the values inside it, in the order they are written (each value before the
/// values inside it). Index 0 is the value itself.
///
/// The parser keeps positions only when asked (`JSONParser.parsePlaced`,
/// `JSONCursor.placedValue()`): for the small values whose problems are reported after they
/// are read (a scenario's steps, a capture's elements), never for a screen's views.
package struct JSONPlaces: Sendable {
    /// Each value's line and column, packed (`line << 32 | column`).
    private var starts: [UInt64] = []
    /// The index after each value and the values inside it.
    private var ends: [Int32] = []

    package init() {}

    /// How many values were recorded.
    package var count: Int { starts.count }

    /// Where the value `index` starts.
    package func position(_ index: Int) -> SourcePosition {
        let packed = starts[index]
        return SourcePosition(line: Int(packed >> 32), column: Int(packed & 0xFFFF_FFFF))
    }

    /// The index of the member `key` of the object `index` (`object` is that value), or nil.
    ///
    /// - Complexity: O(m) in the object's members.
    package func index(ofMember key: String, of index: Int, in object: JSONObject) -> Int? {
        var next = index + 1
        for (name, _) in object.entries {
            guard next < ends.count else { return nil }
            if name == key { return next }
            next = Int(ends[next])
        }
        return nil
    }

    /// The index of the element `element` of the array `index`, or nil.
    ///
    /// - Complexity: O(k) in the elements before it.
    package func index(ofElement element: Int, of index: Int, count: Int) -> Int? {
        guard element >= 0, element < count else { return nil }
        var next = index + 1
        for _ in 0..<element {
            guard next < ends.count else { return nil }
            next = Int(ends[next])
        }
        return next < ends.count ? next : nil
    }

    /// The indices of the elements of the array `index`, which holds `count` of them.
    package func elementIndices(of index: Int, count: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        var next = index + 1
        while result.count < count, next < ends.count {
            result.append(next)
            next = Int(ends[next])
        }
        return result
    }

    // MARK: Recording (the parser's side)

    /// Records a value starting at `position`; its end is set by `close` for a container.
    @inline(__always)
    mutating func open(line: Int, column: Int) -> Int {
        starts.append(UInt64(truncatingIfNeeded: line) << 32 | UInt64(truncatingIfNeeded: column) & 0xFFFF_FFFF)
        ends.append(Int32(truncatingIfNeeded: starts.count))
        return starts.count - 1
    }

    /// Ends the container `index`: the values recorded since are inside it.
    @inline(__always)
    mutating func close(_ index: Int) {
        ends[index] = Int32(truncatingIfNeeded: starts.count)
    }
}
