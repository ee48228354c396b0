import Testing

@testable import EarshotBase

/// The keys a reader expects are matched as the cursor reads them: by one word for names of up
/// to 8 bytes, by a hash of the bytes for longer ones, wherever the key sits in the text.
@Suite("JSON key names")
struct JSONKeyNamesTests {
    static let names = ["Text", "id", "", "a", "abcdefgh", "abcdefghi", "Text", "é", "VStack", "tex"]

    /// Each key of the object `text` as the cursor reads it: its index in `names` (-1: none of
    /// them) and the key.
    private func keys(_ text: String) throws -> [(index: Int, key: String)] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var cursor = JSONCursor(buffer, maxDepth: 16, keyNames: JSONKeyNames(Self.names))
            try cursor.start()
            try cursor.enter()
            var read: [(index: Int, key: String)] = []
            while let index = try cursor.nextMember() {
                read.append((index, cursor.key))
                try cursor.skipValue()
            }
            return read
        }
    }

    @Test("Every name is found, the first of equal names, and a key that is none of them is not")
    func names() throws {
        let written = ["Text", "id", "", "a", "abcdefgh", "abcdefghi", "é", "VStack", "tex", "Tex", "Texts", "abcdefg", "i", "ide"]
        let expected = [0, 1, 2, 3, 4, 5, 7, 8, 9, -1, -1, -1, -1, -1]
        // In the middle of the text, and last with fewer than 8 bytes after the key's quote.
        for padding in ["", String(repeating: " ", count: 20)] {
            for (key, index) in zip(written, expected) {
                let object = "{\"x\": 1, \"\(key)\":0}"
                let read = try keys(padding + object)
                #expect(read.map(\.index) == [-1, index], "\(key)")
                #expect(read.map(\.key) == ["x", key], "\(key)")
            }
            let all = try keys(padding + "{" + written.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}")
            #expect(all.map(\.index) == expected)
            #expect(all.map(\.key) == written)
        }
    }

    @Test("A name written with an escape is the name, and a known key named twice is refused")
    func escapesAndDuplicates() throws {
        #expect(try keys(#"{"Te\u0078t": 1}"#).map(\.key) == ["Text"])
        #expect(throws: JSONSyntaxError.self) { try keys(#"{"id": 1, "Text": 2, "id": 3}"#) }
        #expect(throws: JSONSyntaxError.self) { try keys(#"{"Text": 1, "Te\u0078t": 2}"#) }
    }
}
