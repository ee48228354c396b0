import Testing

@testable import Earshot

/// The one XML escaper of the JUnit reports (`earshot test --junit`, `earshot compare --junit`).
@Suite("XML text")
struct XMLTextTests {
    @Test("markup and both quotes are escaped")
    func markup() {
        #expect(XMLText.escaped(#"a & <b> "c" 'd'"#) == "a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;")
    }

    @Test("line breaks and tabs are character references in an attribute, kept in content")
    func lineBreaks() {
        #expect(XMLText.escaped("one\ntwo\tthree\r") == "one&#10;two&#9;three&#13;")
        #expect(XMLText.escaped("one\ntwo\tthree\r", inAttribute: false) == "one\ntwo\tthree\r")
    }

    @Test("Control and bidi characters are written as the text form writes them; U+FFFE and U+FFFF become U+FFFD")
    func disallowed() {
        #expect(XMLText.escaped("a\u{1B}b\u{0}c\u{FFFE}") == #"a\u{1B}b\u{0}c"# + "\u{FFFD}")
        #expect(XMLText.escaped("a\u{1B}b\u{9B}\u{202E}c\u{7F}", inAttribute: false) == #"a\u{1B}b\u{9B}\u{202E}c\u{7F}"#)
    }
}
