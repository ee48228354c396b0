/// Decimal numbers in Arabic text, rewritten so that eSpeak NG reads them the same every time.
///
/// eSpeak NG's Arabic voice reads an uninitialised value for a number with a decimal part of
/// more than one digit ("1999.99", "0.001", "1.000.000"), and the same text gave different
/// samples from one process to the next. Whole numbers and the Arabic decimal sign ("٢٫٤")
/// read the same each time, so each decimal point between digits is handed over as the word
/// «فاصلة» (comma, the Arabic name of the decimal sign) with the part after it as a whole
/// number, its leading zeros as «صفر» each: "0.001" is "0 فاصلة صفر صفر 1". Only what eSpeak
/// hears changes; the transcript keeps the text as written.
///
/// Whole numbers of two or more nonzero digits also read an uninitialised value (valgrind:
/// "Conditional jump or move depends on uninitialised value(s)" in `espeak_Synth`, eSpeak NG
/// 1.51): "44" was `?'aRba,A-aw,a?aRb'aA-u:n` in some processes and `...aA-qu:n` in others, and
/// 14, 74, 99, 144, 4400 and 1044 the same. A number with one nonzero digit (4, 40, 400, 4000,
/// ... up to 9000000) read the same in every run. So such a number is handed over as its
/// place-value parts joined by «و» (and), in the order Arabic reads them, the units before the
/// tens within each group of three: "44" is "4 و40", "1044" is "1000 و4 و40", "٤٤٪" is
/// "٤ و٤٠٪", as eSpeak says them itself ("four and forty"). A run of digits that opens with a
/// zero ("0044", a phone number) or is longer than nine digits is handed over digit by digit,
/// as eSpeak reads such a run in any case.
enum ArabicNumberReading {
    static let decimalSign = "فاصلة"
    static let zero = "صفر"

    /// The longest run of digits handed over as place-value parts; a longer one is read digit by digit.
    static let longestNumber = 9

    /// `text` with every decimal point between digits spelled out and every whole number of
    /// more than one nonzero digit handed over as its parts.
    static func speakable(_ text: String) -> String {
        wholeNumbers(decimals(text))
    }

    /// `text` with every decimal point between digits spelled out.
    static func decimals(_ text: String) -> String {
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

    /// `text` with every run of digits that eSpeak NG would read as a compound number handed
    /// over as its parts, or digit by digit (see above).
    static func wholeNumbers(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isDigit) else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            out.append(contentsOf: reading(of: scalars[index..<end]).unicodeScalars)
            index = end
        }
        return String(out)
    }

    /// How one run of digits is handed over: as it is when it has one nonzero digit at most,
    /// digit by digit when it opens with a zero or is long, else as its parts.
    static func reading(of digits: ArraySlice<Unicode.Scalar>) -> String {
        let values = digits.map { digitValue($0) ?? 0 }
        let zero = String(zero(like: digits[digits.startIndex]))
        if values.count(where: { $0 != 0 }) <= 1 && (values.count == 1 || values[0] != 0) {
            return String(String.UnicodeScalarView(digits))
        }
        if values[0] == 0 || values.count > longestNumber {
            return digits.map { String($0) }.joined(separator: " ")
        }
        // Groups of three from the largest: millions, thousands, the rest.
        let written = Array(digits)
        var parts: [String] = []
        var groupEnd = values.count
        var groups: [(range: Range<Int>, scale: Int)] = []
        while groupEnd > 0 {
            groups.insert((max(0, groupEnd - 3)..<groupEnd, groups.count), at: 0)
            groupEnd -= 3
        }
        for (range, scale) in groups {
            let group = Array(written[range])
            let nonzero = group.indices.filter { digitValue(group[$0]) != 0 }
            guard let first = nonzero.first else { continue }
            if nonzero.count == 1 {
                // One nonzero digit: a number eSpeak reads the same every time ("40000").
                parts.append(String(group[first]) + String(repeating: zero, count: group.count - 1 - first + 3 * scale))
            } else {
                parts.append(groupParts(group, zero: zero) + (scale == 0 ? "" : " " + scaleWords[min(scale, scaleWords.count) - 1]))
            }
        }
        return parts.joined(separator: " و")
    }

    /// The words after a group of thousands and of millions, with their vowels: eSpeak NG
    /// reads a bare «ألف» as "allaf" and «مليون» as "mallijjun".
    static let scaleWords = ["أَلْف", "مِلْيُون"]

    /// A group of up to three digits with more than one nonzero digit, as parts: the hundreds,
    /// then the units before the tens ("4 و40"); 11 to 19 as eSpeak reads 11 and 12, else the
    /// units and «عشر» ("4 عشر"; «عشر» is read "ʿashar" as written).
    static func groupParts(_ group: [Unicode.Scalar], zero: String) -> String {
        let padded = [Unicode.Scalar](repeating: Unicode.Scalar(UInt8(0)), count: 3 - group.count) + group
        let (hundreds, tens, units) = (padded[0], padded[1], padded[2])
        var parts: [String] = []
        if let value = digitValue(hundreds), value != 0 { parts.append(String(hundreds) + zero + zero) }
        switch (digitValue(tens) ?? 0, digitValue(units) ?? 0) {
        case (0, 0): break
        case (0, _): parts.append(String(units))
        case (_, 0): parts.append(String(tens) + zero)
        case (1, 1), (1, 2): parts.append(String(tens) + String(units))
        case (1, _): parts.append(String(units) + " " + teen)
        case (_, _): parts.append(String(units) + " و" + String(tens) + zero)
        }
        return parts.joined(separator: " و")
    }

    /// «عشر», ten in 13 to 19.
    static let teen = "عشر"

    /// The zero of `digit`'s script ("0" for "4", "٠" for "٤").
    static func zero(like digit: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(digit.value - UInt32(digitValue(digit) ?? 0)) ?? "0"
    }

    /// A decimal digit of any script (ASCII, Arabic-Indic, Extended Arabic-Indic ...).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitValue(scalar) != nil }

    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(exactly: value)
    }
}
