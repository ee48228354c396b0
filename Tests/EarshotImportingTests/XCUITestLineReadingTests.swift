import Testing

@testable import Earshot
@testable import EarshotImporting

/// XCUITest descriptions are read on UTF-8 bytes: the same lines, widths and elements as reading
/// them character by character gives.
@Suite("XCUITest lines read on bytes")
struct XCUITestLineReadingTests {
    @Test(
        "Lines split at \\n, \\r\\n and \\r as a split by characters does",
        arguments: [
            "", "\n", "a\nb", "a\r\nb", "a\rb", "a\r\r\nb\n", "a\n\r\nb\r", "é\n\u{301}b", "\r\n\r\n", "Button, label: 'x'\r\n  Other",
        ])
    func lines(_ text: String) {
        let byCharacters = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(
            String.init)
        #expect(XCUITestDescription.lines(of: text) == byCharacters)
    }

    @Test(
        "Indentation counts characters, a combining mark joining the mark before it",
        arguments: [
            ("    Button", 4), (" → Button", 3), ("  \u{301}Button", 1), ("→\u{FE0E} Button", 0), ("\t->Other", 3), ("   ", 3),
            ("↳ ⋅ Cell", 4),
        ])
    func width(_ line: String, _ expected: Int) {
        let leading = XCUITestDescription.leading(line)
        #expect(leading.width == expected)
        #expect(line.distance(from: line.startIndex, to: leading.end) == expected)
    }

    @Test(
        "An ASCII line reads the same byte by byte as character by character",
        arguments: [
            "Button, 0x600, {{0.0, 20.0}, {390.0, 44.0}}, identifier: 'ok', label: 'Don't, stop', Selected",
            "StaticText, {{1, 2}, {3, 4}}, value: 5, 6, Disabled, hitPoint: {1, 2}",
            "Window (Main), 0x1, {{nan, inf}, {-1e3, +2}}",
            "Button 0x7f: traits: 8589934593, {{0, 0}, {1, 1}}, label: 'Go'",
            "Cell, label: 'open",
            "Other, label: 'a\nb', Keyboard Focused",
            "button, label: 'x'",
            "Image, {{0, 0}, {1}}",
            "Switch, 0x2, value: 1, Main Window, Enabled",
            "Other, ???",
        ])
    func parse(_ line: String) {
        var characters = ElementLineParser.Cursor(line)
        let byCharacters = ElementLineParser.parse(&characters)
        #expect(String(describing: ElementLineParser.parse(line)) == String(describing: byCharacters))
    }

    /// Texts where reading bytes and reading characters could part: combining marks after the
    /// letters, the comma, the parenthesis or the `x`; the Kelvin and Ohm signs, which equal
    /// `K` and `Ω` as characters; CR LF, one character; lower case and empty texts.
    static let tricky = [
        "Button, label: 'x'", "Button", "Button (Main)", "Button 0x6000", "Button\u{301}, x", "B\u{301}utton, x", "Button,\u{301} x",
        "Button \u{301}(x", "Button (\u{301}x", "Button 0x\u{301}1", "Button 0\u{301}x1", "\u{212A}ey, x", "Key, x", "button, x", "",
        ",", " (", "Button\r\n", "Button;", "Button 0", "Button 0y", "É, x", "Éa", "A", "Other ()", "Cell\u{FE0F}, x", "Z, ",
        "Device orientation:", "Device orientation: portrait", "Device orientation:\u{301}", "Device orientation", "t = 1.0s Tap",
        "t =\u{301} 1s", "\u{212A}", "Application UI orientation: 1", "Application bundle identifier: com.x", "Application bundle",
        "Device orientation\u{2236}", "Devi\u{301}ce orientation:",
    ]

    @Test("An element line is told by bytes as it is by characters", arguments: tricky)
    func startsLikeElement(_ text: String) {
        func byCharacters(_ text: String) -> Bool {
            guard let first = text.first, first.isASCII, first.isUppercase else { return false }
            let rest = text.drop(while: ElementLineParser.isASCIILetter)
            return rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" (") || rest.hasPrefix(" 0x")
        }
        #expect(ElementLineParser.startsLikeElement(text) == byCharacters(text))
    }

    @Test("An ASCII prefix is told by bytes as hasPrefix tells it by characters", arguments: tricky)
    func asciiPrefix(_ text: String) {
        for prefix: StaticString in [
            "t =", "Device orientation:", "Application UI orientation:", "Application bundle identifier:", "K", "Button,",
        ] {
            let expected = Substring(text).hasPrefix(String(describing: prefix))
            #expect(XCUITestDescription.hasASCIIPrefix(Substring(text), prefix) == expected, "\(prefix)")
        }
    }
}
