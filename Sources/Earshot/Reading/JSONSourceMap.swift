/// Finds where a value starts in a JSON file's text, by its path: `root.VStack[2]` → line 14,
/// column 9. The parser keeps no positions (values are all the reader needs); errors about
/// meaning (an unknown key, a wrong type) and the audit look them up afterwards, only for the
/// values they report.
///
/// - Complexity: O(n) in the bytes before the value, per lookup.
enum JSONSourceMap {
    /// The 1-based line and column (in characters) where the value at `path` starts, or nil
    /// when the text holds no such value.
    static func position(of path: [JSONPath.Component], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var scanner = Scanner(bytes: bytes)
        guard let offset = scanner.find(path) else { return nil }
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }

    /// The positions of many values in one pass over the text: for a report of thousands of
    /// findings on a large screen.
    ///
    /// - Complexity: O(n) in the bytes of the text, plus hashing each value's path.
    static func positions(of paths: [[JSONPath.Component]], in bytes: [UInt8]) -> [[JSONPath.Component]: (line: Int, column: Int)] {
        var wanted = Set(paths)
        var offsets: [(path: [JSONPath.Component], offset: Int)] = []
        var scanner = Scanner(bytes: bytes)
        var path: [JSONPath.Component] = []
        scanner.skipSpace()
        scanner.walk(&path, wanted: &wanted, found: &offsets)
        // One sweep turns the offsets, in order, into lines and columns.
        offsets.sort { $0.offset < $1.offset }
        var result: [[JSONPath.Component]: (line: Int, column: Int)] = [:]
        // Columns count characters (UTF-8 continuation bytes are not counted), carried from one
        // offset to the next: a screen written on one line is one long line.
        var line = 1
        var column = 1
        var index = 0
        for (path, offset) in offsets {
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            result[path] = (line, column)
        }
        return result
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// The offset of the value at `path`, from the top of the text.
        mutating func find(_ path: [JSONPath.Component]) -> Int? {
            skipSpace()
            for component in path {
                guard index < bytes.count else { return nil }
                switch component {
                case .key(let wanted):
                    guard bytes[index] == UInt8(ascii: "{") else { return nil }
                    index += 1
                    var found = false
                    while !found {
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                        let key = readString()
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                        index += 1
                        skipSpace()
                        if key == wanted {
                            found = true
                        } else {
                            guard skipValue() else { return nil }
                            skipSpace()
                            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                            index += 1
                        }
                    }
                case .index(let wanted):
                    guard bytes[index] == UInt8(ascii: "[") else { return nil }
                    index += 1
                    skipSpace()
                    for _ in 0..<wanted {
                        guard skipValue() else { return nil }
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                        index += 1
                        skipSpace()
                    }
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                }
            }
            return index < bytes.count ? index : nil
        }

        /// Records the offset of every wanted value at or under `path`, stopping when all are found.
        mutating func walk(
            _ path: inout [JSONPath.Component], wanted: inout Set<[JSONPath.Component]>,
            found: inout [(path: [JSONPath.Component], offset: Int)]
        ) {
            guard index < bytes.count, !wanted.isEmpty else { return }
            if wanted.remove(path) != nil { found.append((path, index)) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                var first = true
                while index < bytes.count, bytes[index] != UInt8(ascii: "}"), !wanted.isEmpty {
                    if !first {
                        guard bytes[index] == UInt8(ascii: ",") else { return }
                        index += 1
                        skipSpace()
                    }
                    first = false
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return }
                    let key = readString()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
                    index += 1
                    skipSpace()
                    path.append(.key(key))
                    walk(&path, wanted: &wanted, found: &found)
                    path.removeLast()
                    skipSpace()
                }
                index += 1
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                var position = 0
                while index < bytes.count, bytes[index] != UInt8(ascii: "]"), !wanted.isEmpty {
                    if position > 0 {
                        guard bytes[index] == UInt8(ascii: ",") else { return }
                        index += 1
                        skipSpace()
                    }
                    path.append(.index(position))
                    walk(&path, wanted: &wanted, found: &found)
                    path.removeLast()
                    skipSpace()
                    position += 1
                }
                index += 1
            default:
                _ = skipValue()
            }
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// Reads a string starting at its opening quote, decoding the escapes.
        mutating func readString() -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    flush()
                    let escaped = bytes[index + 1]
                    index += 2
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "u"):
                        let end = min(index + 4, bytes.count)
                        let hex = String(decoding: bytes[index..<end], as: UTF8.self)
                        index = end
                        if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { scalars.append(scalar) }
                    default: scalars.append(Unicode.Scalar(escaped))
                    }
                } else {
                    raw.append(bytes[index])
                    index += 1
                }
            }
            flush()
            index += 1
            return String(scalars)
        }

        /// Moves past one value; false on text that is not JSON.
        mutating func skipValue() -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                _ = readString()
                return true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        _ = readString()
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default: break
                    }
                    index += 1
                }
                return false
            default:
                while index < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
                {
                    index += 1
                }
                return true
            }
        }
    }
}

extension JSONPath {
    /// One step of a path.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top.
    var components: [Component] {
        var result: [Component] = []
        var cursor = self
        while true {
            switch cursor {
            case .top: return result.reversed()
            case .key(let parent, let key):
                result.append(.key(key))
                cursor = parent
            case .index(let parent, let index):
                result.append(.index(index))
                cursor = parent
            }
        }
    }

    /// The steps of a path written as `JSONPath.description` writes it (`screen.root.VStack[2]`,
    /// `(top level)`); nil for text it cannot read back.
    static func components(of text: String) -> [Component]? {
        if text == "(top level)" { return [] }
        var result: [Component] = []
        var key = ""
        var iterator = text.makeIterator()
        func endKey() {
            if !key.isEmpty { result.append(.key(key)) }
            key = ""
        }
        while let character = iterator.next() {
            switch character {
            case ".":
                endKey()
            case "[":
                endKey()
                var digits = ""
                while let digit = iterator.next(), digit != "]" { digits.append(digit) }
                guard let index = Int(digits) else { return nil }
                result.append(.index(index))
            default:
                key.append(character)
            }
        }
        endKey()
        return result
    }

    /// Steps written as `JSONPath.description` writes them: `screen.root.VStack[2]`.
    package static func describe(_ components: [Component]) -> String {
        var path = JSONPath.top
        for component in components {
            switch component {
            case .key(let key): path = path.appending(key)
            case .index(let index): path = path.appending(index)
            }
        }
        return path.description
    }
}
