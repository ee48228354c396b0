/// Decimal numbers in Arabic text, rewritten so that eSpeak NG reads them the same every time.
///
/// eSpeak NG's Arabic voice reads an uninitialised value for a number with a decimal part of
/// more than one digit ("1999.99", "0.001", "1.000.000"), and the same text gave different
/// samples from one process to the next. Whole numbers and the Arabic decimal sign ("٢٫٤")
/// read the same each time, so each decimal point between digits is handed over as the word
/// «فاصلة» (comma, the Arabic name of the decimal sign) with the part after it as a whole
/// number, its leading zeros as «صفر» each: "0.001" is "0 فاصلة صفر صفر 1". Only what eSpeak
/// hears changes; the transcript keeps the text as written.
enum ArabicNumberReading {
    static let decimalSign = "فاصلة"
    static let zero = "صفر"

    /// `text` with every decimal point between digits spelled out.
    static func speakable(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0 == "." }) else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == ".", index > 0, isDigit(scalars[index - 1]), index + 1 < scalars.count, isDigit(scalars[index + 1])
            else {
                out.append(scalar)
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            var words: [String] = [decimalSign]
            var digits = scalars[(index + 1)..<end][...]
            while let first = digits.first, digitValue(first) == 0 {
                words.append(zero)
                digits = digits.dropFirst()
            }
            if !digits.isEmpty { words.append(String(String.UnicodeScalarView(digits))) }
            let next = end < scalars.count ? scalars[end] : nil
            let after = next.map { $0.properties.isWhitespace } ?? true ? "" : " "
            let before = out.last.map { $0.properties.isWhitespace } ?? true ? "" : " "
            out.append(contentsOf: (before + words.joined(separator: " ") + after).unicodeScalars)
            index = end
        }
        return String(out)
    }

    /// A decimal digit of any script (ASCII, Arabic-Indic, Extended Arabic-Indic ...).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitValue(scalar) != nil }

    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(exactly: value)
    }
}
