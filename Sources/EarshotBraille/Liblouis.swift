import CLouis

/// liblouis, the braille translator VoiceOver's tables come from, opened the first time it is
/// needed (`CLouis`): nothing else in Earshot needs it installed.
public enum Liblouis {
    /// Why liblouis cannot be used (its library is not installed, or lacks a function), or nil
    /// when it can. `EARSHOT_LIBLOUIS` names another library file to open.
    public static var loadError: String? { earshot_louis_load_error().map { String(cString: $0) } }

    /// liblouis's version (`3.24.0`), or nil when it cannot be used.
    public static var version: String? { earshot_louis_version().map { String(cString: $0) } }

    /// Whether liblouis finds and compiles the table `name` (`en-ueb-g2.ctb`).
    public static func hasTable(_ name: String) -> Bool { earshot_louis_check_table(name) != 0 }

    /// `text` in braille with the table `table`: Unicode braille cells (U+2800 and up), a
    /// space as U+2800 (the blank cell); nil when liblouis cannot be used or the table fails.
    ///
    ///     Liblouis.translate("Save btn", table: "en-ueb-g1.ctb")   // "⠠⠎⠁⠧⠑⠀⠃⠞⠝"
    public static func translate(_ text: String, table: String) -> String? {
        let input = louisInput(text)
        guard !input.isEmpty else { return "" }
        // Contractions only shorten; signs (capitals, numbers) lengthen: room for four times the text.
        var capacity = input.count * 4 + 16
        for _ in 0..<3 {
            // liblouis counts in 32-bit integers: a text too long for them is not translated.
            guard capacity <= Int(Int32.max) else { return nil }
            var output = [UInt32](repeating: 0, count: capacity)
            let count = input.withUnsafeBufferPointer { inputPointer in
                output.withUnsafeMutableBufferPointer { outputPointer in
                    earshot_louis_translate(table, inputPointer.baseAddress, Int32(input.count), outputPointer.baseAddress, Int32(capacity))
                }
            }
            guard count >= 0 else { return nil }
            // A translation that filled the room may have been cut: again with more.
            if Int(count) < capacity {
                return String(String.UnicodeScalarView(output[0..<Int(count)].compactMap { Unicode.Scalar($0) }))
            }
            capacity *= 4
        }
        return nil
    }

    /// `text` in braille as ``translate(_:table:)`` gives it, with each cell's source: the
    /// index, in `text`'s Unicode scalars, of the character the cell translates (a capital
    /// sign and its letter both name the letter). What splits the print text as the cells are
    /// split into pan windows. Nil when liblouis cannot be used or the table fails.
    ///
    ///     Liblouis.translatePositioned("ab c", table: "en-ueb-g1.ctb")   // ("⠁⠃⠀⠉", [0, 1, 2, 3])
    public static func translatePositioned(_ text: String, table: String) -> (cells: String, positions: [Int])? {
        let input = louisInput(text)
        guard !input.isEmpty else { return ("", []) }
        var capacity = input.count * 4 + 16
        for _ in 0..<3 {
            // liblouis counts in 32-bit integers: a text too long for them is not translated.
            guard capacity <= Int(Int32.max) else { return nil }
            var output = [UInt32](repeating: 0, count: capacity)
            var positions = [Int32](repeating: 0, count: capacity)
            let count = input.withUnsafeBufferPointer { inputPointer in
                output.withUnsafeMutableBufferPointer { outputPointer in
                    positions.withUnsafeMutableBufferPointer { positionsPointer in
                        earshot_louis_translate_positions(
                            table, inputPointer.baseAddress, Int32(input.count), outputPointer.baseAddress, positionsPointer.baseAddress,
                            Int32(capacity))
                    }
                }
            }
            guard count >= 0 else { return nil }
            if Int(count) < capacity {
                // One scalar a cell, so that the positions stay beside their cells.
                let cells = String(String.UnicodeScalarView(output[0..<Int(count)].map { Unicode.Scalar($0) ?? "\u{FFFD}" }))
                // A position outside the text (never from liblouis) is held to it.
                let sources = positions[0..<Int(count)].map { min(max(Int($0), 0), input.count - 1) }
                return (cells, sources)
            }
            capacity *= 4
        }
        return nil
    }

    /// `text` as liblouis is given it, a character to a scalar: a NUL (U+0000), where liblouis
    /// stops translating, as a space, so that the braille goes on to the end of the text.
    static func louisInput(_ text: String) -> [UInt32] {
        text.unicodeScalars.map { $0.value == 0 ? 0x20 : $0.value }
    }
}
