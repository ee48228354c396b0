/// Where a long JSON array can be cut so that its pieces are read at the same time, each by a
/// cursor of its own (`JSONCursor(_:maxDepth:resuming:)`).
///
/// A cut is a comma between two elements of the array: the piece after it starts just past the
/// comma, on the line and column the cut records. Finding the cuts is a scan for structure only
/// (strings, brackets, commas and line breaks), far cheaper than reading: it does not check the
/// text. A cut found in a text that is not JSON may be wrong, and then a piece fails where a
/// reader of the whole text would have found the error first. So a reader that reads pieces
/// trusts them only when every piece reads cleanly and ends exactly at the next cut; anything
/// else is read again from the start, one piece (`DocumentReader`).
package struct JSONListCut: Equatable, Sendable {
    /// The comma's offset.
    package var comma: Int
    /// The line of the byte after the comma, from 1, and the offset its line starts at.
    var line: Int
    var lineStart: Int
    /// UTF-8 continuation bytes between `lineStart` and the byte after the comma: columns count
    /// characters.
    var continuationBytes: Int

    /// Where the piece after the cut starts.
    package var start: Int { comma + 1 }
}

package enum JSONListCuts {
    /// The line state at an offset: what `JSONByteParser` counts as it reads.
    package struct LineState: Sendable {
        var line: Int
        var lineStart: Int
        /// Continuation bytes between `lineStart` and the offset.
        var continuationBytes: Int
    }

    /// The first comma between elements of an array at or after each of `targets` (ascending
    /// offsets), scanning from `start`, a place between two of its elements (or just inside its
    /// `[`), where the line state is `state`.
    ///
    /// Returns the cuts found, and where the array closes when the scan reached its `]` (then
    /// the targets past it have no cut). Stops at the last cut when every target has one.
    ///
    /// - Complexity: O(n) in the bytes scanned.
    static func scan(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, state: LineState, targets: [Int]) -> (
        cuts: [JSONListCut], close: Int?
    ) {
        guard let p = buffer.baseAddress, !targets.isEmpty else { return ([], nil) }
        let end = buffer.count
        var cuts: [JSONListCut] = []
        cuts.reserveCapacity(targets.count)
        var line = state.line
        var lineStart = state.lineStart
        var continuation = state.continuationBytes
        var depth = 0
        var i = start
        while i < end {
            let c = p[i]
            switch c {
            case Byte.quote:
                i += 1
                // The string's bytes: plain ones eight at a time, then one at a time.
                while i < end {
                    i = skipPlain(p, from: i, end: end)
                    guard i < end else { break }
                    let s = p[i]
                    if s == Byte.quote { break }
                    if s == Byte.backslash {
                        i += 2
                        continue
                    }
                    if s & 0xC0 == 0x80 { continuation += 1 }
                    i += 1
                }
            case Byte.openBracket, Byte.openBrace:
                depth += 1
            case Byte.closeBracket, Byte.closeBrace:
                if depth == 0 { return (cuts, i) }
                depth -= 1
            case Byte.comma where depth == 0 && i >= targets[cuts.count]:
                cuts.append(JSONListCut(comma: i, line: line, lineStart: lineStart, continuationBytes: continuation))
                if cuts.count == targets.count { return (cuts, nil) }
            case Byte.newline:
                line += 1
                lineStart = i + 1
                continuation = 0
            default:
                if c & 0xC0 == 0x80 { continuation += 1 }
            }
            i += 1
        }
        return (cuts, nil)
    }

    /// The offset of the first byte from `start` that is a quote, a backslash, a control byte or
    /// not ASCII (or `end`).
    @inline(__always)
    private static func skipPlain(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var i = JSONByteParser.plainStringWords(p, from: start, end: end)
        while i < end {
            let c = p[i]
            if c == Byte.quote || c == Byte.backslash || c < 0x20 || c >= 0x80 { return i }
            i += 1
        }
        return i
    }
}
