import Earshot

/// A gap with no anchor, aligned cell by cell: all of it when it is small, only near its
/// diagonal when it is not.
extension WalkAlignment {
    /// How a cell was reached, for the way back.
    enum Move: UInt8 {
        case start, same, differ, onlyEarshot, onlyVoiceOver
    }

    /// The columns row `row` of an `rows` × `columns` gap covers: all of them, or a band
    /// around the diagonal wide enough that each row's band meets the next one's.
    static func columns(of row: Int, rows: Int, columns: Int, full: Bool) -> ClosedRange<Int> {
        guard !full, rows > 0 else { return 0...columns }
        let low = max(0, row * columns / rows - band)
        let high = min(columns, ((row + 1) * columns + rows - 1) / rows + band)
        return low...high
    }

    /// The pairs of Earshot's lines `mine` and the walk's `theirs` at the least cost (ties go
    /// to a pair, then to a line only Earshot has).
    ///
    /// - Complexity: O(n · m) pairs compared for a gap of at most ``fullGapCells`` cells,
    ///   O((n + m) · ``band``) for a larger one; memory the same, one byte a cell.
    mutating func cells(_ mine: Range<Int>, _ theirs: Range<Int>) -> [Pair] {
        let (rows, width) = (mine.count, theirs.count)
        let full = rows.multipliedReportingOverflow(by: width).partialValue <= Self.fullGapCells
        let unreachable = Int.max / 2
        // moves[start[i] + j - band.lowerBound]: how cell (i, j) was reached.
        var moves: [Move] = []
        var starts: [Int] = []
        var bands: [ClosedRange<Int>] = []
        var previous: [Int] = []
        for i in 0...rows {
            let band = Self.columns(of: i, rows: rows, columns: width, full: full)
            var current = [Int](repeating: unreachable, count: band.count)
            starts.append(moves.count)
            bands.append(band)
            for j in band {
                var best = unreachable
                var move = Move.start
                if i == 0 && j == 0 {
                    best = 0
                } else if i > 0 {
                    let above = bands[i - 1]
                    if j > 0, above.contains(j - 1), previous[j - 1 - above.lowerBound] < unreachable,
                        let (verdict, _) = texts.relate(mine.lowerBound + i - 1, theirs.lowerBound + j - 1)
                    {
                        best = previous[j - 1 - above.lowerBound] + (verdict == .same ? 0 : 1)
                        move = verdict == .same ? .same : .differ
                    }
                    if above.contains(j), previous[j - above.lowerBound] + 1 < best {
                        best = previous[j - above.lowerBound] + 1
                        move = .onlyEarshot
                    }
                }
                if j > band.lowerBound, current[j - 1 - band.lowerBound] + 1 < best {
                    best = current[j - 1 - band.lowerBound] + 1
                    move = .onlyVoiceOver
                }
                current[j - band.lowerBound] = best
                moves.append(move)
            }
            previous = current
        }
        var pairs: [Pair] = []
        var (i, j) = (rows, width)
        while i > 0 || j > 0 {
            let (a, b) = (mine.lowerBound + i - 1, theirs.lowerBound + j - 1)
            switch moves[starts[i] + j - bands[i].lowerBound] {
            case .same, .differ:
                let (verdict, notes) = texts.relate(a, b) ?? (.wordsDiffer, [])
                pairs.append(texts.pair(a, b, verdict, notes: notes))
                (i, j) = (i - 1, j - 1)
            case .onlyEarshot:
                pairs.append(Pair(verdict: .onlyEarshot, earshot: texts.earshot[a], voiceOver: nil))
                i -= 1
            case .onlyVoiceOver, .start:
                pairs.append(Pair(verdict: .onlyVoiceOver, earshot: nil, voiceOver: texts.voiceOver[b]))
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
