import Testing

@testable import EarshotBase

/// The hash set the screen reader tells its ids all different with, as it reads them.
@Suite("ASCII hash set")
struct ASCIIHashSetTests {
    private func insert(_ text: String, into set: inout ASCIIHashSet) -> Bool? {
        Array(text.utf8).withUnsafeBufferPointer { set.insert($0) }
    }

    @Test("A string comes in once: again, its hash is found; one not ASCII is not taken")
    func onceEach() {
        var set = ASCIIHashSet()
        // Shorter than a word, a word, longer, and the same bytes at other lengths.
        let texts = ["", "a", "item-1", "item-123", "item-1234", "item-12345678901", "item-123456789012", "Item 1 of the long list"]
        for text in texts { #expect(insert(text, into: &set) == true, "\(text)") }
        for text in texts { #expect(insert(text, into: &set) == false, "\(text)") }
        #expect(insert("café", into: &set) == nil)
        #expect(insert("café", into: &set) == nil)
    }

    @Test("Thousands of strings that differ in one byte each come in, past the first slots")
    func grows() {
        var set = ASCIIHashSet()
        for number in 0..<20_000 { #expect(insert("row-\(number)", into: &set) == true) }
        for number in stride(from: 0, to: 20_000, by: 997) { #expect(insert("row-\(number)", into: &set) == false) }
        #expect(insert("row-20000", into: &set) == true)
    }
}
