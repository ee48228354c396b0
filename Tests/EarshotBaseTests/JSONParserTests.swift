import Foundation
import Testing

@testable import EarshotBase

/// Parses `text`, expecting success.
private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// Parses `bytes`, expecting a syntax error, and returns it.
private func syntaxError(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8))
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test("reads every kind of value")
    func values() throws {
        let value = try parse(#"{"a": null, "b": true, "c": false, "d": -12.5e1, "e": "text", "f": [1, [2]], "g": {}}"#)
        let object = try #require(value.objectValue)
        #expect(object["a"] == .null)
        #expect(object["b"] == .bool(true))
        #expect(object["c"] == .bool(false))
        #expect(object["d"] == .number(-125))
        #expect(object["e"] == .string("text"))
        #expect(object["f"] == .array([.number(1), .array([.number(2)])]))
        #expect(object["g"] == .object(JSONObject()))
        #expect(object["missing"] == nil)
        #expect(try parse(" 42 ") == .number(42))
        #expect(try parse("\"top\"") == .string("top"))
        #expect(try parse("[]") == .array([]))
    }

    @Test("repeated strings and keys read the same as the first time, whatever the cache holds")
    func internedStrings() throws {
        // 5,000 distinct strings of 16 to 128 bytes overflow the 4,096-slot cache, each twice.
        let words = (0..<5_000).map { "row \($0) " + String(repeating: "x", count: $0 % 113) }
        let text = "[" + (words + words).map { "{\"\($0)\": \"\($0)\", \"\": \"\"}" }.joined(separator: ",") + "]"
        guard case .array(let values) = try JSONParser.parse(Array(text.utf8)) else {
            Issue.record("not an array")
            return
        }
        #expect(values.count == 10_000)
        for (index, value) in values.enumerated() {
            let word = words[index % words.count]
            #expect(value.objectValue?.entries.map(\.key) == [word, ""])
            #expect(value.objectValue?[word]?.stringValue == word)
            #expect(value.objectValue?[""]?.stringValue == "")
        }
    }

    @Test("strings short enough to be held inside a String read as written, ASCII or not, at every length")
    func shortStrings() throws {
        for length in 0...20 {
            let ascii = String(repeating: "a", count: length)
            let texts = [ascii, String(repeating: "é", count: length / 2), "日本" + ascii]
            for text in texts {
                let expected = JSONValue.array([.string(text), .object(JSONObject([(text, .string(text))]))])
                #expect(try parse("[\"\(text)\", {\"\(text)\": \"\(text)\"}]") == expected)
            }
        }
    }

    @Test("keeps object members in the order they are written")
    func keyOrder() throws {
        let object = try #require(try parse(#"{"zebra": 1, "apple": 2, "mango": 3, "banana": 4}"#).objectValue)
        #expect(object.keys == ["zebra", "apple", "mango", "banana"])
        #expect(object.entries.map(\.key) == ["zebra", "apple", "mango", "banana"])
        #expect(object.entries.map(\.value) == [.number(1), .number(2), .number(3), .number(4)])
        #expect(object.count == 4)
    }

    @Test("looks keys up in large objects through an index, order still kept")
    func largeObject() throws {
        let names = (0..<500).map { "key\(499 - $0)" }
        let text = "{" + names.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ",") + "}"
        let object = try #require(try parse(text).objectValue)
        #expect(object.keys == names)
        #expect(object["key499"] == .number(0))
        #expect(object["key0"] == .number(499))
        #expect(object.position(of: "key250") == 249)
    }

    @Test("edits objects: replace in place, append, remove")
    func objectEditing() {
        var object: JSONObject = ["a": .number(1), "b": .number(2)]
        object["a"] = .string("x")
        object["c"] = .null
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == .string("x"))
        #expect(object == JSONObject([(key: "a", value: .string("x")), (key: "c", value: .null)]))
        #expect(object != JSONObject([(key: "c", value: .null), (key: "a", value: .string("x"))]))
    }

    @Test("skips a leading UTF-8 byte order mark")
    func byteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(value["a"] == .number(1))
        let error = try #require(syntaxError([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)))
        #expect(error.line == 1)
        #expect(error.column == 3)
        #expect(error.offset == 5)
    }

    @Test("reads from Data and from String")
    func otherInputs() throws {
        #expect(try JSONParser.parse(Data("[true]".utf8)) == .array([.bool(true)]))
        #expect(try JSONParser.parse("[null]") == .array([.null]))
    }

    @Test("decodes escapes, surrogate pairs and raw non-ASCII text")
    func escapes() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""\u00e9\u00E9 caf\u00e9""#) == .string("éé café"))
        #expect(try parse(#""\ud83d\ude00 smile""#) == .string("😀 smile"))
        #expect(try parse(#""\u0000""#) == .string("\u{0}"))
        #expect(try parse("\"東京 naïve 😀\"") == .string("東京 naïve 😀"))
        #expect(try parse(#"{"caf\u00e9": 1}"#).objectValue?.keys == ["café"])
        let long = String(repeating: "abcdefgh", count: 100)
        #expect(try parse("\"\(long)\\n\(long)\"") == .string(long + "\n" + long))
    }

    @Test("reads integers, fractions, exponents and big numbers exactly as Double does")
    func numbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("7", 7), ("-123", -123), ("3.25", 3.25), ("0.1", 0.1),
            ("1e3", 1000), ("1E+3", 1000), ("25e-1", 2.5), ("-0.000001", -0.000001),
            ("9007199254740993", 9_007_199_254_740_992), ("12345678901234567890", 12_345_678_901_234_567_168),
            ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", .leastNonzeroMagnitude), ("1e-400", 0),
            ("0.30000000000000004", 0.30000000000000004), ("123456789012345678901234567890.5", 1.2345678901234568e29),
        ]
        for (text, expected) in cases {
            #expect(try parse(text) == .number(expected), "\(text)")
            #expect(try parse(text).numberValue == Double(text), "\(text)")
        }
        #expect(try parse("-0").numberValue?.sign == .minus)
    }

    @Test("refuses bad numbers by name")
    func badNumbers() throws {
        for text in ["01", "-01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "1.2.3", "12abc", "--1"] {
            let error = try #require(syntaxError("[\(text)]"), "\(text)")
            #expect(error.message.hasPrefix("invalid number '"), "\(text): \(error.message)")
            #expect(error.column == 2, "\(text)")
        }
        #expect(syntaxError("01")?.message == "invalid number '01'")
        #expect(syntaxError("[1e400]")?.message == "number '1e400' is too large to read")
        #expect(syntaxError("NaN")?.message == "expected a value, found 'NaN' (JSON has no NaN or Infinity)")
        #expect(syntaxError("-Infinity")?.message == "invalid number '-Infinity'")
    }

    @Test("reports an empty file")
    func empty() {
        #expect(syntaxError([UInt8]()) == JSONSyntaxError(message: "the file is empty", line: 1, column: 1, offset: 0))
        #expect(syntaxError("  \n\t ")?.message == "the file is empty")
        #expect(syntaxError([0xEF, 0xBB, 0xBF])?.message == "the file is empty")
    }

    @Test("reports each syntax error with its line and column")
    func errorPositions() {
        let cases: [(String, String, Int, Int)] = [
            ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after an object member, found '\"'", 1, 9),
            ("{\"a\": 1,\n  x}", "expected a member name in double quotes, found 'x'", 2, 3),
            ("[1, 2\n,3 x]", "expected ',' or ']' after an array element, found 'x'", 2, 4),
            ("{\"a\" 1}", "expected ':' after the member name \"a\", found '1'", 1, 6),
            ("[1,]", "trailing comma before ']'; JSON does not allow one", 1, 3),
            ("{\"a\": 1,}", "trailing comma before '}'; JSON does not allow one", 1, 8),
            ("[\n  \"abc", "unterminated string", 2, 3),
            ("\"abc\ndef\"", "line break inside a string (write it as \\n, or is a closing '\"' missing?)", 1, 5),
            ("\"a\tb\"", "control character tab (write it as \\t) inside a string", 1, 3),
            ("\"a\u{01}b\"", "control character U+0001 (write it as \\u0001) inside a string", 1, 3),
            ("[1] 2", "unexpected '2' after the JSON value; a file holds exactly one value", 1, 5),
            ("{} x", "unexpected 'x' after the JSON value; a file holds exactly one value", 1, 4),
            ("[1, // note\n2]", "expected a value, found '/' (JSON has no comments)", 1, 5),
            ("['a']", "expected a value, found a single quote (JSON strings use double quotes)", 1, 2),
            ("[True]", "expected a value, found 'True' (JSON writes true and false in lower case)", 1, 2),
            ("[tru]", "expected a value, found 'tru'", 1, 2),
            ("[nulls]", "expected a value, found 'nulls'", 1, 2),
            ("{\"a\":}", "expected a value, found '}'", 1, 6),
            ("{\"a\": 1, \"a\": 2}", "duplicate key \"a\"", 1, 10),
            ("\"\\x\"", "invalid escape '\\x' in a string", 1, 2),
            ("\"\\u12G4\"", "invalid \\u escape in a string: expected 4 hex digits, found 'G4'", 1, 2),
            ("[\"\\ud800\"]", "lone surrogate \\uD800 in a string; a high surrogate must be followed by a low one", 1, 3),
            ("[\"\\ud800\\u0041\"]", "lone surrogate \\uD800 in a string; it is followed by \\u0041, not a low surrogate", 1, 3),
            ("[\"\\udc00\"]", "lone surrogate \\uDC00 in a string; a low surrogate must follow a high one", 1, 3),
            ("[1, 2", "unexpected end of the file: the array opened at line 1, column 1 is not closed (expected ',' or ']')", 1, 6),
            ("{\n\"a\": [1,\n", "unexpected end of the file: the array opened at line 2, column 6 is not closed (expected a value)", 3, 1),
            ("{\"a\"", "unexpected end of the file: the object opened at line 1, column 1 is not closed (expected ':')", 1, 5),
            ("é", "expected a value, found 'é' (U+00E9)", 1, 1),
            ("[\"é\", x]", "expected a value, found 'x'", 1, 7),
        ]
        for (text, message, line, column) in cases {
            let error = syntaxError(text)
            #expect(error?.message == message, "\(text)")
            #expect(error?.line == line, "\(text)")
            #expect(error?.column == column, "\(text)")
        }
    }

    @Test("finds a duplicate key however it is written, and never one that is not there")
    func duplicateKeys() {
        let long = String(repeating: "k", count: 80)  // longer than the interned keys
        let many = (0..<14).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        let duplicates: [(String, String)] = [
            ("{\(many), \"key7\": 0}", "key7"),
            ("{\"\(long)\": 1, \"b\": 2, \"\(long)\": 3}", long),
            ("{\"a\": 1, \"\\u0061\": 2}", "a"),  // an escape spelling the same key
            ("{\"é\": 1, \"é\": 2}", "é"),
            // Swift's strings compare by canonical equivalence: the Kelvin sign is K.
            ("{\"K\": 1, \"\u{212A}\": 2}", "\u{212A}"),
            ("{\"e\u{301}\": 1, \"é\": 2}", "é"),
        ]
        for (text, key) in duplicates {
            #expect(syntaxError(text)?.message == "duplicate key \(JSONValue.quoted(key))", "\(text)")
        }
        let distinct = [
            "{\(many)}", "{\"ab\": 1, \"ba\": 2, \"a\": 3, \"b\": 4}", "{\"\(long)\": 1, \"\(long)x\": 2}", "{\"é\": 1, \"è\": 2}",
        ]
        for text in distinct { #expect(syntaxError(text) == nil, "\(text)") }
    }

    @Test("finds a duplicate key in objects of many keys, each its own, nested or one after another")
    func duplicateKeysInLargeObjects() throws {
        // Past `JSONObject.indexThreshold` keys an object's keys are found through an index of
        // its own: one nested inside, or closed before the next at the same depth, never shares it.
        func object(_ prefix: String, _ inner: String = "") -> String {
            "{" + (0..<20).map { "\"\(prefix)\($0)\": \($0)" }.joined(separator: ", ") + inner + "}"
        }
        #expect(syntaxError(object("k", ", \"inner\": \(object("j")), \"k5\": 0"))?.message == "duplicate key \"k5\"")
        #expect(syntaxError(object("k", ", \"inner\": \(object("k")), \"j5\": 0")) == nil)
        #expect(syntaxError("[\(object("k")), \(object("k"))]") == nil)
        let value = try JSONParser.parse("[\(object("k")), \(object("k", ", \"inner\": \(object("j"))"))]")
        #expect(value.arrayValue?[1].objectValue?["inner"]?.objectValue?["j19"] == .number(19))
        #expect(value.arrayValue?[1].objectValue?["k19"] == .number(19))
    }

    @Test("reads a string whatever the place of its escape, tab, non-ASCII letter or closing quote")
    func stringsAtEveryOffset() throws {
        for length in 0..<24 {
            for at in 0...length {
                let plain = String(repeating: "a", count: length)
                let before = String(plain.prefix(at))
                let after = String(plain.dropFirst(at))
                #expect(try JSONParser.parse("\"\(before)\\n\(after)\"") == .string(before + "\n" + after))
                let pair = try JSONParser.parse("[\"\(before)é\(after)\", \"\(plain)\"]")
                #expect(pair == .array([.string(before + "é" + after), .string(plain)]))
                #expect(try JSONParser.parse("{\"\(before)\": 1}") == .object(JSONObject([(before, .number(1))])))
                let error = syntaxError("\"\(before)\t\(after)\"")
                #expect(error?.offset == at + 1, "\(length), \(at)")
                #expect(error?.message.contains("tab") == true)
            }
        }
    }

    @Test("counts offsets in bytes and columns in characters")
    func offsets() throws {
        let error = try #require(syntaxError("[\"ééé\" x]"))
        #expect(error.column == 8)
        #expect(error.offset == 10)
        #expect(error.description == "line 1, column 8: expected ',' or ']' after an array element, found 'x'")
    }

    @Test("refuses invalid UTF-8, overlong forms and encoded surrogates")
    func invalidUTF8() {
        let bad: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3], [0x80]]
        for sequence in bad {
            let error = syntaxError([0x22] + sequence + [0x22])
            #expect(error?.message.hasPrefix("invalid UTF-8 (byte 0x") == true, "\(sequence)")
            #expect(error?.offset == 1)
        }
        #expect(syntaxError([0x5B, 0xFF, 0x5D])?.message == "expected a value, found invalid UTF-8 (byte 0xFF)")
    }

    @Test("refuses 20,000-deep nesting without crashing")
    func deepNesting() throws {
        let arrays = syntaxError(Array(String(repeating: "[", count: 20_000).utf8))
        #expect(arrays?.message == "nesting deeper than 256 levels (Earshot's limit)")
        #expect(arrays?.column == 257)
        let objects = syntaxError(Array((String(repeating: "{\"a\":", count: 20_000) + "1" + String(repeating: "}", count: 20_000)).utf8))
        #expect(objects?.message == "nesting deeper than 256 levels (Earshot's limit)")
        let closed = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(syntaxError(Array(closed.utf8))?.offset == 256)
        #expect(syntaxError(Array(closed.utf8), maxDepth: 10)?.message == "nesting deeper than 10 levels (Earshot's limit)")
        #expect(syntaxError(Array(closed.utf8), maxDepth: 1_000_000)?.message == "nesting deeper than 1000 levels (Earshot's limit)")
    }

    @Test("accepts nesting up to the limit")
    func nestingAtLimit() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var value = try parse(text)
        var depth = 0
        while case .array(let inner) = value {
            depth += 1
            value = inner.first ?? .null
        }
        #expect(depth == 256)
    }

    @Test("describes values for messages")
    func typeDescriptions() {
        #expect(JSONValue.string("high").typeDescription == "a string \"high\"")
        #expect(JSONValue.number(3).typeDescription == "a number 3")
        #expect(JSONValue.number(2.5).typeDescription == "a number 2.5")
        #expect(JSONValue.bool(true).typeDescription == "true")
        #expect(JSONValue.null.typeDescription == "null")
        #expect(JSONValue.array([]).typeDescription == "an array")
        #expect(JSONValue.object(JSONObject()).typeDescription == "an object")
        #expect(JSONValue.string(String(repeating: "x", count: 50)).typeDescription == "a string \"\(String(repeating: "x", count: 40))…\"")
        #expect(JSONValue.string("a\"b").typeDescription == "a string \"a\\\"b\"")
        #expect(JSONValue.describe(nil) == "nothing")
    }

    @Test("serializes compactly and prettily, keys in stored order")
    func serializer() throws {
        let value = try parse(#"{"z": [1, 2.5, -0.001, 1e21, true, null], "a": {"s": "q\"\\\n\u0001é"}, "e": [], "o": {}}"#)
        #expect(
            JSONSerializer.serialize(value, pretty: false)
                == #"{"z":[1,2.5,-0.001,1e+21,true,null],"a":{"s":"q\"\\\n\u0001é"},"e":[],"o":{}}"#)
        let pretty = """
            {
              "z": [
                1,
                2.5,
                -0.001,
                1e+21,
                true,
                null
              ],
              "a": {
                "s": "q\\"\\\\\\n\\u0001é"
              },
              "e": [],
              "o": {}
            }

            """
        #expect(JSONSerializer.serialize(value, pretty: true) == pretty)
        #expect(JSONSerializer.serialize(.number(.nan), pretty: false) == "null")
        #expect(JSONSerializer.format(123_456_789_012) == "123456789012")
        #expect(JSONSerializer.format(0.1 + 0.2) == "0.30000000000000004")
    }

    @Test("round-trips through the serializer")
    func roundTrip() throws {
        let text = #"{"b": [1, -2.75, 1.5e-7, 9007199254740993, "x\ty", {"k": false}], "a": null, "😀": "\u00e9"}"#
        let value = try parse(text)
        for pretty in [false, true] {
            let written = JSONSerializer.serialize(value, pretty: pretty)
            #expect(try parse(written) == value)
        }
    }
}
