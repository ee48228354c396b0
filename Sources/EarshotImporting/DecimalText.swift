/// Numbers in captures' text (coordinates of frames, in page sources and `debugDescription`),
/// read as `Double(String)` reads them, without a string when they are plain decimals.
enum DecimalText {
    /// `Double(text)`: read straight from the characters when the text is a plain decimal
    /// (`-`, then at most 15 digits with a point among them), as the coordinates of a page
    /// source are, which gives exactly what `Double(text)` gives: the digits as a whole number
    /// and the power of ten are exact in a `Double`, and the one division rounds once, correctly
    /// (Clinger's fast path). Anything else goes to `Double(text)`.
    static func double(_ text: String) -> Double? { double(utf8: text.utf8) }

    /// `double(_:)` of the text whose UTF-8 bytes are `bytes` (decoded as `String(decoding:)`
    /// does when they are no plain decimal).
    static func double<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Double? {
        var significand: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var point = false
        var negative = false
        var first = true
        var plain = true
        for byte in bytes {
            defer { first = false }
            if byte &- UInt8(ascii: "0") < 10 {
                guard digits < 15 else {
                    plain = false
                    break
                }
                significand = significand * 10 + Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                if point { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !point, digits > 0 {
                point = true
            } else if byte == UInt8(ascii: "-"), first {
                negative = true
            } else {
                plain = false
                break
            }
        }
        guard plain, digits > 0, !point || fractionDigits > 0 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        let magnitude = Double(significand) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 1, 10, ... 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
}
