/// Byte scans over a string's UTF-8, for the checks run on every label and line: walking
/// `unicodeScalars` through a closure costs several times more than reading the bytes.
extension String {
    /// true when `test` holds for an ASCII byte of the string (an ASCII byte in UTF-8 is
    /// always that character); false when it holds for none and the string is all ASCII; nil
    /// when it holds for none up to a byte that is not ASCII (the caller then decides by its
    /// scalars).
    @inline(__always)
    func asciiContains(where test: (UInt8) -> Bool) -> Bool? {
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
}
