extension Array {
    /// Appends the elements of `other`, moved rather than copied, and leaves `other` empty.
    ///
    /// `append(contentsOf:)` copies: it retains every reference each element holds, and letting
    /// `other` go releases them all again. For the pieces of a long list made on other threads
    /// (`ElementPool.append`, `DocumentReader.readInPieces`), that is a round trip to memory
    /// another processor wrote, for every string and array of every element. Moving touches none of it. `blank` stands in `other`'s storage where the elements were until the
    /// storage is let go: a value that holds nothing to release (empty strings and arrays, nil).
    mutating func append(moving other: inout [Element], blank: Element) {
        guard !other.isEmpty else { return }
        reserveCapacity(count + other.count)
        other.withUnsafeMutableBufferPointer { source in
            append(contentsOf: MovedOut(source))
            source.initialize(repeating: blank)
        }
        other = []
    }
}

/// The elements of a buffer, each moved out as it is handed out, the buffer left uninitialized
/// (see `Array.append(moving:blank:)`).
private struct MovedOut<Element>: Sequence, IteratorProtocol {
    let source: UnsafeMutableBufferPointer<Element>
    var index = 0

    init(_ source: UnsafeMutableBufferPointer<Element>) { self.source = source }

    var underestimatedCount: Int { source.count }

    mutating func next() -> Element? {
        guard index < source.count, let base = source.baseAddress else { return nil }
        defer { index += 1 }
        return (base + index).move()
    }
}
