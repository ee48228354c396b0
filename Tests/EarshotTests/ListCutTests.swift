import Foundation
import Testing

@testable import Earshot

/// A long list of views read in pieces at the same time (`DocumentReader+Pieces`) must give
/// exactly the screen, the view numbers, the places and the errors of one reader going through
/// the whole text.
@Suite("Lists read in pieces")
struct ListCutTests {
    /// The document in `text`, read with `cutting`.
    static func read(_ text: String, cutting: ListCutting, views: Int? = nil) -> Result<Document, InputError> {
        var json = JSONReader(file: "s.screen.json")
        if let views { json.limits.views = views }
        return Array(text.utf8).withUnsafeBufferPointer { buffer in
            Result { () throws(InputError) -> Document in
                try DeepStack.run { () throws(InputError) -> Document in
                    try DocumentReader.read(
                        buffer, json: json, expected: .screen, defaultName: "s", file: URL(fileURLWithPath: "/tmp/s.screen.json"),
                        cutting: cutting)
                }
            }
        }
    }

    /// Cuts as often as it can: lists of more than `viewsBeforeCutting` views, of any length.
    static func cutting(_ pieces: Int) -> ListCutting {
        var cutting = ListCutting(pieces: pieces, minimumBytesPerPiece: 1)
        cutting.record = ListCutting.Record()
        return cutting
    }

    /// Everything a reading gives that a later stage reads: each view's kind, title, id and
    /// serial in tree order, where each view starts, where each reaction step starts, and what
    /// is heard.
    static func summary(_ document: Document) throws -> [String] {
        let screen = document.scenario.screen
        var lines: [String] = []
        var serials: [Int] = []
        func visit(_ node: Node, depth: Int) {
            lines.append("\(depth) \(node.kind.rawValue) \(node.title ?? "-") \(node.id ?? "-") #\(node.serial)")
            serials.append(node.serial)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(screen.root, depth: 0)
        let positions = try #require(screen.positions)
        for serial in 0...(serials.max() ?? 0) {
            if let place = positions[serial] { lines.append("view \(serial) at \(place.line):\(place.column)") }
            for list in SourcePositions.reactionLists {
                for index in 0..<3 {
                    if let place = positions.reactionStep(serial: serial, list: list, index: index) {
                        lines.append("view \(serial) \(list)[\(index)] at \(place.line):\(place.column)")
                    }
                }
            }
        }
        return lines + (try ScenarioRunner.run(Scenario(name: "s", screen: screen)).lines)
    }

    /// A screen whose root holds `rows` generated views (with every kind, modifier, reaction and
    /// nesting the property tests make) and rows with reactions and alerts whose buttons are
    /// titles (which the reader numbers too).
    static func screen(seed: UInt64, rows: Int, pretty: Bool) -> String {
        var generator = GeneratedScreen(seed: seed)
        var children: [JSONValue] = []
        for index in 0..<rows {
            children.append(generator.node(depth: 1, silent: false, inside: []))
            if index % 5 == 2 {
                children.append(
                    .object(
                        JSONObject([
                            ("Button", .string("Émile \(index) “quoted”, [x]")),
                            ("onActivate", .array([.object(JSONObject([("announce", .string("Done \(index)"))]))])),
                        ])))
                children.append(
                    .object(
                        JSONObject([
                            ("Alert", .string("Sure \(index)?")), ("message", .string("Really, {really}?")),
                            ("buttons", .array([.string("Yes"), .string("No")])),
                        ])))
            }
        }
        let root = JSONValue.object(JSONObject([("VStack", .array(children))]))
        let document = JSONValue.object(
            JSONObject([("earshot", .number(1)), ("name", .string("cut")), ("framework", .string(generator.framework)), ("root", root)]))
        return JSONSerializer.serialize(document, pretty: pretty)
    }

    @Test("Generated screens read the same in 2, 3 and 4 pieces as in one: views, numbers, places, transcript")
    func sameInPieces() throws {
        var cut = 0
        for seed in PropertyTests.seeds.prefix(60) {
            for pretty in [true, false] {
                let text = Self.screen(seed: seed, rows: 12 + Int(seed % 7), pretty: pretty)
                let whole = try Self.read(text, cutting: .never).get()
                let expected = try Self.summary(whole)
                for pieces in 2...4 {
                    let cutting = Self.cutting(pieces)
                    let document = try Self.read(text, cutting: cutting).get()
                    #expect(try Self.summary(document) == expected, "seed \(seed), \(pieces) pieces, pretty \(pretty)")
                    #expect(cutting.record?.readingsAgain == 0, "seed \(seed): a valid screen read again")
                    cut += cutting.record?.lists ?? 0
                }
            }
        }
        // Every screen's root list has more than eight views. It is cut unless its last views hold
        // most of its bytes (no comma past the middle): most readings cut it.
        #expect(cut >= 60 * 2 * 3 * 3 / 4)
    }

    @Test("A byte order mark, CRLF line ends, multi-byte text and a one-line file keep every place")
    func placesAcrossCuts() throws {
        let rows = (0..<40).map { #"{"Text": "Zoë \#($0) 日本語 🎉", "id": "r\#($0)"}"# }
        let texts = [
            "\u{FEFF}{\"earshot\": 1, \"root\": {\"VStack\": [" + rows.joined(separator: ", ") + "]}}",
            "{\"earshot\": 1,\r\n \"root\": {\"List\": [\r\n" + rows.joined(separator: ",\r\n  ") + "\r\n]}}",
            "{\"earshot\": 1, \"root\": {\"VStack\": [{\"VStack\": [\n" + rows.joined(separator: ",\n\t") + "\n]}, {\"Text\": \"end\"}]}}",
        ]
        for text in texts {
            let expected = try Self.summary(try Self.read(text, cutting: .never).get())
            for pieces in 2...4 {
                let cutting = Self.cutting(pieces)
                #expect(try Self.summary(try Self.read(text, cutting: cutting).get()) == expected, "\(pieces) pieces: \(text.prefix(40))")
                #expect(cutting.record?.lists == 1 && cutting.record?.readingsAgain == 0, "\(pieces) pieces: \(text.prefix(40))")
            }
        }
    }

    @Test("Broken anywhere, a file cut in pieces fails with exactly the error of one reader")
    func errorsAsOneReader() throws {
        let text = Self.screen(seed: 7, rows: 14, pretty: true)
        let bytes = Array(text.utf8)
        var checked = 0
        var readAgain = 0
        // Every 9th place: cut short there, or a stray comma, brace, quote or bracket put in.
        for place in stride(from: 0, through: bytes.count, by: 9) {
            for stray in [nil, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "]")] {
                var broken = Array(bytes[..<place])
                if let stray { broken += [stray] + bytes[place...] }
                let brokenText = String(decoding: broken, as: UTF8.self)
                guard case .failure(let expected) = Self.read(brokenText, cutting: .never) else { continue }
                let cutting = Self.cutting(3)
                guard case .failure(let error) = Self.read(brokenText, cutting: cutting) else {
                    Issue.record("place \(place): read in pieces, a broken file was taken")
                    continue
                }
                #expect(error == expected, "place \(place), stray \(stray.map { String(UnicodeScalar($0)) } ?? "none")")
                readAgain += cutting.record?.readingsAgain ?? 0
                checked += 1
            }
        }
        #expect(checked > bytes.count / 9)
        // Breaks after the first cut fail in a piece, which is then read again in one.
        #expect(readAgain > checked / 4)
    }

    @Test("Problems of meaning in a later piece and too many views read as one reader reads them")
    func meaningAndLimits() throws {
        let rows = (0..<30).map { #"{"Text": "Row \#($0)"}"# }
        var wrong = rows
        wrong[25] = #"{"Text": 5, "accesibilityLabel": "x"}"#
        var trailing = rows.joined(separator: ", ")
        trailing += ", ]"
        let texts = [
            #"{"earshot": 1, "root": {"VStack": ["# + wrong.joined(separator: ", ") + "]}}",
            #"{"earshot": 1, "root": {"VStack": ["# + trailing + "}}",
            #"{"earshot": 1, "root": {"VStack": ["# + rows.joined(separator: ", ") + #"]}, "name": 5}"#,
        ]
        for text in texts {
            guard case .failure(let expected) = Self.read(text, cutting: .never) else {
                Issue.record("accepted: \(text)")
                continue
            }
            for pieces in 2...4 {
                guard case .failure(let error) = Self.read(text, cutting: Self.cutting(pieces)) else {
                    Issue.record("accepted in pieces: \(text)")
                    continue
                }
                #expect(error == expected, "\(pieces) pieces")
            }
        }
        // The views limit: 31 views (the stack and 30 rows) against a limit of 20.
        let many = #"{"earshot": 1, "root": {"VStack": ["# + rows.joined(separator: ", ") + "]}}"
        guard case .failure(let expected) = Self.read(many, cutting: .never, views: 20) else {
            Issue.record("the views limit was not applied")
            return
        }
        let cutting = Self.cutting(3)
        guard case .failure(let error) = Self.read(many, cutting: cutting, views: 20) else {
            Issue.record("the views limit was not applied to a list read in pieces")
            return
        }
        #expect(error == expected)
        #expect(error.message.contains("more than 20 views"))
    }

    @Test("Cuts fall between the elements of the list only, each with the line and column after it")
    func scanForCuts() throws {
        // Commas, brackets and an escaped quote inside strings; nested lists; multi-byte text.
        let text = "[{\"a\": \"x, ]y\\\",\"},\n \"s,[\", [1, 2],\n{\"b\": [3, {\"c\": \"é\"}]}, \"é5\", 6]"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let state = JSONListCuts.LineState(line: 1, lineStart: 0, continuationBytes: 0)
            let all = JSONListCuts.scan(buffer, from: 1, state: state, targets: [0, 1, 2, 3, 4])
            #expect(all.cuts.count == 5, "five commas between the six elements")
            #expect(all.close == nil)
            for cut in all.cuts {
                // Reading element after element from the start reaches the cut's comma exactly.
                var parser = JSONByteParser(buffer, maxDepth: 64)
                parser.pos = 1
                parser.buildsValues = false
                var readable = true
                while true {
                    parser.skipWhitespace()
                    if parser.pos >= cut.comma { break }
                    if parser.p[parser.pos] == Byte.comma {
                        parser.pos += 1
                        continue
                    }
                    do { _ = try parser.parseValues() } catch {
                        readable = false
                        break
                    }
                }
                #expect(readable && parser.pos == cut.comma, "cut at \(cut.comma)")
                // The line state after the comma, as the parser counts it.
                let before = bytes[...cut.comma]
                #expect(cut.line == 1 + before.filter { $0 == Byte.newline }.count)
                let lineStart = (before.lastIndex(of: Byte.newline) ?? -1) + 1
                #expect(cut.lineStart == lineStart)
                #expect(cut.continuationBytes == bytes[lineStart...cut.comma].filter { $0 & 0xC0 == 0x80 }.count)
            }
            // A target past the last comma: the scan stops at the list's end.
            let late = JSONListCuts.scan(buffer, from: 1, state: state, targets: [bytes.count - 3])
            #expect(late.cuts.isEmpty)
            #expect(late.close == bytes.count - 1)
        }
    }

    @Test("Helpers run beside the caller and are waited for")
    func helpersRunBeside() {
        let count = Locked(0)
        let started = (0..<3).map { _ in DeepStack.start { count.withLock { $0 += 1 } } }
        for work in started { work.wait() }
        #expect(count.withLock { $0 } == 3)
    }
}
