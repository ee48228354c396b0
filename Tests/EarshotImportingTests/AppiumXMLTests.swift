import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// The page-source reader hands out names and values as places in the bytes and reads
/// coordinates straight from them: what it reads, and what it says about XML it cannot read, must
/// be what reading every attribute as a string gave.
@Suite("Appium XML reader")
struct AppiumXMLTests {
    static func read(_ text: String) throws(InputError) -> Capture {
        try AppiumXML(file: "p.xml").read(Array(text.utf8))
    }

    @Test("Malformed page sources: each message names the place and what was expected")
    func malformed() {
        let cases: [(text: String, message: String, line: Int?, column: Int?)] = [
            (
                "<AppiumAUT>\n<XCUIElementTypeButton label=\"A\" x=5/>\n</AppiumAUT>",
                "expected a quoted value for the attribute x of <XCUIElementTypeButton>", 2, 36
            ),
            (
                "<AppiumAUT>\n  <XCUIElementTypeButton label=\"Zürich\" enabled>\n</AppiumAUT>",
                "expected '=' after the attribute enabled of <XCUIElementTypeButton>", 2, 48
            ),
            ("<AppiumAUT>\n</XCUIElementTypeOther>\n</AppiumAUT>", "the end tag </AppiumAUT> closes no element", 3, 13),
            ("<AppiumAUT>\n<!-- not closed\n", "'-->' expected before the end of the file", 3, 1),
            ("<?xml version=\"1.0\"\n<AppiumAUT>", "'?>' expected before the end of the file", 2, 12),
            ("<AppiumAUT>\n< XCUIElementTypeButton/>", "expected an element name after '<'", 2, 2),
            ("<AppiumAUT>\n<XCUIElementTypeButton =\"A\"/>", "expected an attribute name in <XCUIElementTypeButton>", 2, 24),
        ]
        for (text, message, line, column) in cases {
            let error = #expect(throws: InputError.self) { try Self.read(text) }
            #expect(error?.message == message, "\(text)")
            #expect(error?.line == line && error?.column == column, "\(text): \(String(describing: error))")
        }
    }

    @Test("Attributes: entities decoded, coordinates as Double reads them, names compared where they are")
    func attributes() throws {
        let capture = try Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?><!-- a page source -->
            <AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton label="A &amp; B &#x41;&#66; &lt;" x="1.50" y="-0" width="1e2" height="&#52;4"
              traits="Button, Selected" visible="true" index="3" name="plus" labelled="no"/>
            <XCUIElementTypeStaticText type='XCUIElementTypeStaticText' label="Zürich" x="00016" y="3.25" width="343.0" height="44."/>
            <XCUIElementTypeOther label="odd" x="-" y="+5" width=" 5" height="0.1234567890123456"><![CDATA[ x ]]></XCUIElementTypeOther>
            <Unknown label="x"/></XCUIElementTypeWindow></AppiumAUT>
            """)
        let window = try #require(capture.roots.first?.children.first)
        #expect(window.type == "Window")
        let (button, text, other) = (window.children[0], window.children[1], window.children[2])
        #expect(button.label == "A & B AB <")
        #expect(button.identifier == "plus")
        #expect(button.frame == Frame(x: 1.5, y: -0.0, width: 100, height: 44))
        #expect(button.frame?.y.sign == .minus)
        #expect(button.traits == ["button", "selected"])
        #expect(button.isSelected)
        #expect(text.type == "StaticText")
        #expect(text.frame == Frame(x: 16, y: 3.25, width: 343, height: 44))
        // A coordinate Double cannot read leaves the frame out; more digits than the fast path
        // reads go to Double.
        #expect(other.frame == nil)
        #expect(window.children[3].type == "Application")
        #expect((button.line, button.column) == (3, 1))
        #expect((text.line, text.column) == (5, 1))
    }

    @Test("Coordinates read from their bytes are exactly what Double(String) reads")
    func numbers() {
        var texts = [
            "0", "-0", "5", "-5", "00016", "1.5", "329.7", "0.1", "-0.1", "123456789012345", "1234567890123456", "0.000000000000001",
            "0.1234567890123456", "999999999999999.9", "1.", ".5", "-.5", "1e5", "+5", " 5", "5 ", "--5", "5-", "", "-", "nan", "inf",
            "1.2.3", "٣", "12345678901234567890",
        ]
        var generator = SplitMix64(seed: 21)
        for _ in 0..<2000 {
            let whole = String(UInt64.random(in: 0..<1_000_000_000, using: &generator))
            let fraction = String(UInt64.random(in: 0..<1_000_000, using: &generator))
            texts.append((Bool.random(using: &generator) ? "-" : "") + whole + "." + fraction)
        }
        for text in texts {
            let fast = DecimalText.double(utf8: Array(text.utf8))
            let slow = Double(text)
            #expect(fast?.bitPattern == slow?.bitPattern, "\(text): \(String(describing: fast)) against \(String(describing: slow))")
        }
    }
}
