/// A number as people write it: `3`, not `3.0`.
@inlinable
package func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
}

/// `value`'s decimal digits as `String(value)` spells them, after `prefix` and before
/// `suffix` when given, spelled backwards on the stack and handed to `body` in one piece (the
/// transcript forms and view paths append them to bytes, with no String made).
@inlinable @inline(__always)
package func withDecimalDigits<Result>(
    of value: Int, prefix: UInt8? = nil, suffix: UInt8? = nil, _ body: (UnsafeRawBufferPointer) -> Result
) -> Result {
    var magnitude = value.magnitude
    var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)  // a prefix, a sign, 20 digits and a suffix fit in 24 bytes
    return withUnsafeMutableBytes(of: &storage) { buffer in
        var start = buffer.count
        func prepend(_ byte: UInt8) {
            start -= 1
            buffer[start] = byte
        }
        if let suffix { prepend(suffix) }
        repeat {
            prepend(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if value < 0 { prepend(UInt8(ascii: "-")) }
        if let prefix { prepend(prefix) }
        return body(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
}
