import EarshotBase

/// Where the views of a screen (by serial) or the steps of a scenario (by index) are written:
/// the file, and each one's line and column there, recorded by the reader as it reads.
///
/// A side table beside the tree, not a field of every node, so a screen of a million views
/// keeps its size (8 bytes a view). Errors about meaning and audit findings take their place
/// from it: no second read of the file.
package struct SourcePositions: Sendable {
    /// The file, as the user named it.
    package var file: String
    /// What comes before the views' JSON paths in the file: `screen.` for a screen written
    /// inside a scenario, empty otherwise.
    package var pathPrefix: String
    /// `line << 32 | column` by number; 0 where nothing is known.
    private var packed: [UInt64] = []
    /// Where the steps of the views' reactions (`onActivate` ...) start, in the order read.
    private var reactionSteps: [(serial: Int32, list: UInt8, index: Int32, packed: UInt64)] = []

    /// The reactions whose steps are placed, as a file names them.
    package static let reactionLists = ["onActivate", "onMagicTap", "onEscape", "onIncrement", "onDecrement"]

    package init(file: String, pathPrefix: String = "") {
        self.file = file
        self.pathPrefix = pathPrefix
    }

    /// Where the view (or step) `number` starts; nil when it is not known.
    package subscript(number: Int) -> SourcePosition? {
        get {
            guard number >= 0, number < packed.count, packed[number] != 0 else { return nil }
            return SourcePosition(line: Int(packed[number] >> 32), column: Int(packed[number] & 0xFFFF_FFFF))
        }
        set {
            guard number >= 0 else { return }
            if number >= packed.count {
                guard let newValue else { return }
                // Views are numbered as they are read: almost always the next one, appended with
                // no second look at the storage.
                if number > packed.count { packed.append(contentsOf: repeatElement(0, count: number - packed.count)) }
                packed.append(Self.pack(newValue))
                return
            }
            packed[number] = newValue.map(Self.pack) ?? 0
        }
    }

    /// A position as one word: its line above, its column below.
    @inline(__always)
    private static func pack(_ position: SourcePosition) -> UInt64 {
        UInt64(truncatingIfNeeded: position.line) << 32 | UInt64(truncatingIfNeeded: position.column) & 0xFFFF_FFFF
    }

    /// Records where step `index` of the reaction `list` (an index in ``reactionLists``) of
    /// the view `serial` starts.
    package mutating func setReactionStep(_ position: SourcePosition, serial: Int, list: Int, index: Int) {
        reactionSteps.append(
            (
                Int32(truncatingIfNeeded: serial), UInt8(truncatingIfNeeded: list), Int32(truncatingIfNeeded: index),
                UInt64(truncatingIfNeeded: position.line) << 32 | UInt64(truncatingIfNeeded: position.column) & 0xFFFF_FFFF
            ))
    }

    /// Where step `index` of the view `serial`'s reaction `list` (`onActivate`) starts.
    ///
    /// - Complexity: O(r) in the reaction steps recorded; for a finding, not for reading.
    package func reactionStep(serial: Int, list: String, index: Int) -> SourcePosition? {
        guard let list = Self.reactionLists.firstIndex(of: list) else { return nil }
        let found = reactionSteps.first { $0.serial == serial && Int($0.list) == list && Int($0.index) == index }
        return found.map { SourcePosition(line: Int($0.packed >> 32), column: Int($0.packed & 0xFFFF_FFFF)) }
    }
}
