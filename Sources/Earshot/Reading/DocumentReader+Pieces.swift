import Foundation

/// Reading a long list of views in pieces at the same time, one thread a piece.
///
/// A screen of a hundred thousand rows is one list that fills most of its file, and reading it
/// is a third of what `earshot listen` does. Its views are independent of one another until
/// the builder sees them, so the list is cut between views (`JSONListCuts`) and each piece is
/// read by a reader of its own on a thread of its own, while this reader reads the first piece.
/// The pieces are then put back together as the one reader would have made them:
/// - the views are numbered in file order: each piece numbers its own from 1, and its numbers
///   are moved up past those of the pieces before it;
/// - where each view (and each step of its reactions) starts is kept by those numbers;
/// - the reader goes on after the list where the last piece left it, on its line and column.
///
/// Only a clean reading is put together. When any piece fails (a syntax error, a value of the
/// wrong kind, a cut that was not between two views, more views than the limit), the whole
/// text is read again in one piece (`ReadAgainInOnePiece`), so that what is reported, and
/// where, is exactly what a reader that never cuts reports. Bad input costs a second reading;
/// good input is read once.
extension DocumentReader {
    /// The cuts for the rest of the list the cursor is in, from `start` (between two of its
    /// views), when it is long enough to read in pieces; nil to read it in one.
    mutating func cuts(from start: Int) -> [JSONListCut]? {
        guard nodes.serials != nil else { return nil }
        return cutting.cuts(in: cursor.buffer, from: start, state: cursor.lineState)
    }

    /// Reads the rest of the list the cursor is in into `list`, in pieces that start at `cuts`:
    /// the first one here, the others each on a thread of its own.
    mutating func readInPieces(_ cuts: [JSONListCut], into list: inout [Node], at path: JSONPath) throws {
        let depth = cursor.depth
        let buffer = cursor.buffer
        var pieces = cuts.indices.map { index in
            Piece(
                reader: DocumentReader(
                    cursor: JSONCursor(buffer, maxDepth: DocumentLoader.maximumDepth, resuming: cuts[index], depth: depth),
                    json: json, nodes: NodeReader(json: json, serials: SerialCounter(), repeated: RepeatedValues()),
                    positions: SourcePositions(file: positions.file, pathPrefix: positions.pathPrefix),
                    pagesBehind: pagesBehind?.starting(at: cuts[index].start), cutting: .never),
                stop: index + 1 < cuts.count ? cuts[index + 1].comma : nil, path: path)
        }
        let first: Result<Void, any Error>
        var outcomes: [Result<[Node], any Error>]
        (first, outcomes) = ForkJoin.run(
            &pieces, helper: { $0.read() }, here: { Result { try readElements(into: &list, at: path, stop: cuts[0].comma) } })
        guard case .success = first, let serials = nodes.serials else { throw ReadAgainInOnePiece() }
        var numbered = serials.count
        for (index, piece) in pieces.enumerated() {
            // Taken out of the outcomes, so that renumbering changes the views where they stand:
            // a second reference to them would make it copy every list of children.
            var outcome: Result<[Node], any Error> = .success([])
            swap(&outcome, &outcomes[index])
            guard case .success(var views) = consume outcome, let count = piece.reader.nodes.serials?.count else {
                throw ReadAgainInOnePiece()
            }
            Self.renumber(&views, by: numbered)
            positions.absorb(piece.reader.positions, serialOffset: numbered)
            list.append(moving: &views, blank: Node(.vStack))
            numbered += count
        }
        // More views than the limit: the one reader names the first view past it.
        guard numbered <= json.limits.views, let last = pieces.last else { throw ReadAgainInOnePiece() }
        serials.skip(to: numbered)
        cursor.adopt(endOf: last.reader.cursor)
        cutting.record?.listCut()
        // The pages of the first piece and those the scan for cuts touched.
        pagesBehind?.finished(at: cuts[0].comma)
        pagesBehind = pagesBehind?.starting(at: cursor.offset)
    }

    /// Moves the serials of `views` and the views inside them up by `offset`.
    private static func renumber(_ views: inout [Node], by offset: Int) {
        for index in views.indices {
            if views[index].serial != 0 { views[index].serial += offset }
            if !views[index].children.isEmpty { renumber(&views[index].children, by: offset) }
        }
    }

    /// One piece after the first, read on a helper thread (`ForkJoin`).
    private struct Piece {
        var reader: DocumentReader
        /// The comma where the next piece starts; nil for the last piece, which ends the list.
        let stop: Int?
        let path: JSONPath

        /// Reads the piece's views.
        mutating func read() -> Result<[Node], any Error> {
            var views: [Node] = []
            return Result {
                try reader.readElements(into: &views, at: path, stop: stop)
                reader.pagesBehind?.finished(at: reader.cursor.offset)
                // A piece after a cut has a view: the one reader would find `,]` a trailing comma.
                if views.isEmpty { throw ReadAgainInOnePiece() }
                return views
            }
        }
    }
}

/// A piece of a list did not read cleanly: the text is read again in one piece.
struct ReadAgainInOnePiece: Error {}

/// Whether a reader reads a long list in pieces at the same time: the views of a screen file
/// (`DocumentReader`), the elements of a JSON capture (`CaptureStream`).
package struct ListCutting: Sendable {
    /// How many pieces (one a thread); 1 reads every list in one piece.
    package var pieces: Int
    /// A list is cut only when each piece would have at least this many bytes.
    package var minimumBytesPerPiece: Int
    /// How many bytes the reader may still scan for cuts: at most the file's size in all, so a
    /// file of many lists that end too soon to be cut is scanned once more at most.
    package var scanBudget = Int.max
    /// Told of each list read in pieces and of each reading again in one piece (tests).
    package var record: Record?

    package init(pieces: Int, minimumBytesPerPiece: Int) {
        self.pieces = pieces
        self.minimumBytesPerPiece = minimumBytesPerPiece
    }

    /// What the readers of one text did: how many lists they read in pieces, and how many
    /// times a piece failed and the text was read again in one piece.
    package final class Record: Sendable {
        private let counts = Locked<(lists: Int, readings: Int)>((0, 0))
        package init() {}
        package var lists: Int { counts.withLock { $0.lists } }
        package var readingsAgain: Int { counts.withLock { $0.readings } }
        package func listCut() { counts.withLock { $0.lists += 1 } }
        package func readAgain() { counts.withLock { $0.readings += 1 } }
    }

    /// Never cuts.
    package static let never = ListCutting(pieces: 1, minimumBytesPerPiece: .max)

    /// A list is cut, if at all, once this many of its items are read: a short list is never
    /// scanned for cuts, and a long one is cut where the rest of it starts.
    package static let viewsBeforeCutting = 8

    /// As many pieces as processors can read them (up to 4), of 512 KiB at least.
    package static var automatic: ListCutting {
        ListCutting(pieces: Parallelism.threads, minimumBytesPerPiece: 512 << 10)
    }

    /// This cutting, with a scan budget of `bytes`.
    package func budgeted(_ bytes: Int) -> ListCutting {
        var cutting = self
        cutting.scanBudget = bytes
        return cutting
    }

    /// This cutting, reading every list in one piece (a text read again after a piece failed).
    package var inOnePiece: ListCutting {
        var cutting = self
        cutting.pieces = 1
        return cutting
    }

    /// The cuts for the rest of a list of `buffer`, from `start` (between two of its items, where
    /// the line state is `state`), when it is long enough to read in pieces; nil to read it in one.
    /// What is scanned is taken from the budget.
    package mutating func cuts(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, state: JSONListCuts.LineState) -> [JSONListCut]? {
        guard pieces > 1, scanBudget > 0 else { return nil }
        let least = pieces * minimumBytesPerPiece
        // Most often the list fills the rest of the file: cut that into equal parts.
        guard buffer.count - start >= least else { return nil }
        var targets = (1..<pieces).map { start + (buffer.count - start) / pieces * $0 }
        var (cuts, close) = JSONListCuts.scan(buffer, from: start, state: state, targets: targets)
        scanBudget -= (cuts.last?.comma ?? close ?? buffer.count) - start
        if cuts.count == targets.count { return cuts }
        // It ends before: cut it by its own length, when it is long enough.
        guard let close, close - start >= least, scanBudget > 0 else { return nil }
        targets = (1..<pieces).map { start + (close - start) / pieces * $0 }
        (cuts, _) = JSONListCuts.scan(buffer, from: start, state: state, targets: targets)
        scanBudget -= (cuts.last?.comma ?? close) - start
        return cuts.count == targets.count ? cuts : nil
    }
}
