/// Byte scans over a string's UTF-8, for the checks run on every label and line: walking
/// `unicodeScalars` through a closure costs several times more than reading the bytes.
extension String {
    /// true when `test` holds for an ASCII byte of the string (an ASCII byte in UTF-8 is
    /// always that character); false when it holds for none and the string is all ASCII; nil
    /// when it holds for none up to a byte that is not ASCII (the caller then decides by its
    /// scalars).
    @inlinable @inline(__always)
    package func asciiContains(where test: (UInt8) -> Bool) -> Bool? {
        let scanned = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if test(byte) { return true }
            }
            return false
        }
        if let scanned { return scanned }
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            if test(byte) { return true }
        }
        return false
    }

    /// `asciiContains(where:)` with the test made once as a table: one load a byte where a
    /// test of several comparisons (or of a bit in a mask) cost twice the instructions, on
    /// every label and every line of a transcript.
    @inlinable @inline(__always)
    package func asciiContains(_ bytes: ASCIIBytes) -> Bool? {
        let scanned = utf8.withContiguousStorageIfAvailable { text in bytes.scan(text) }
        if let scanned { return scanned }
        return asciiContains(where: bytes.contains)
    }
}

/// A set of ASCII bytes as a table of the 256 byte values, for `String.asciiContains(_:)`.
@usableFromInline
package struct ASCIIBytes: Sendable {
    /// For each byte value: 0 passes, 1 is in the set, 2 is not ASCII (the scan stops).
    @usableFromInline var classes: [UInt8]

    /// The bytes below 0x80 for which `test` holds.
    package init(where test: (UInt8) -> Bool = { _ in false }) {
        classes = (0..<256).map { $0 >= 0x80 ? 2 : test(UInt8($0)) ? 1 : 0 }
    }

    /// Adds the ASCII byte `byte` (below 0x80).
    package mutating func insert(_ byte: UInt8) {
        if byte < 0x80 { classes[Int(byte)] = 1 }
    }

    /// Whether the set holds `byte`.
    @inlinable
    package func contains(_ byte: UInt8) -> Bool { classes[Int(byte)] == 1 }

    /// `asciiContains(_:)` of the bytes of `text`.
    @inlinable @inline(__always)
    package func scan(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        classes.withUnsafeBufferPointer { table -> Bool? in
            guard let table = table.baseAddress, let bytes = text.baseAddress else { return false }
            var index = 0
            // Eight bytes a step while none is in the set or beyond ASCII (most text): their
            // classes or-ed together, one test a step; the step that finds one is read again
            // byte by byte below, so the first found decides.
            while index + 8 <= text.count {
                let word = bytes + index
                let low = table[Int(word[0])] | table[Int(word[1])] | table[Int(word[2])] | table[Int(word[3])]
                let high = table[Int(word[4])] | table[Int(word[5])] | table[Int(word[6])] | table[Int(word[7])]
                if low | high != 0 { break }
                index += 8
            }
            while index < text.count {
                let found = table[Int(bytes[index])]
                if found != 0 { return found == 1 ? true : nil }
                index += 1
            }
            return false
        }
    }
}
