/// Where a JSON path lies in a document, for the `line:column` of errors about meaning (an
/// unknown key, a wrong type), so editors can jump to them as they do to syntax errors.
///
/// It runs only when an error is reported: it scans the document again, following the path's
/// keys and indices, and gives the position of the last key (for a member) or of the value (for
/// an array element). A path it cannot follow gives `nil`, and the error keeps its JSON path alone.
package enum JSONLocator {
    enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    /// The 1-based line and column (in characters) where `path` (as `InputError` spells it:
    /// `root.VStack[3].accessibilityLabel`) starts in `bytes`.
    package static func location(of path: String, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
        guard let components = components(of: path) else { return nil }
        var scanner = Scanner(bytes: bytes)
        guard let offset = scanner.find(components[...]) else { return nil }
        return lineAndColumn(of: offset, in: bytes)
    }

    /// The components of a path spelled `a.b[2].c`; `nil` for one it cannot read back.
    static func components(of path: String) -> [Component]? {
        if path == "(top level)" { return [] }
        var result: [Component] = []
        var key = ""
        var iterator = path.makeIterator()
        var pending = true  // a key is being read (possibly empty before "[")
        while let character = iterator.next() {
            switch character {
            case ".":
                if pending, !key.isEmpty { result.append(.key(key)) }
                key = ""
                pending = true
            case "[":
                if pending, !key.isEmpty { result.append(.key(key)) }
                key = ""
                pending = false
                var digits = ""
                while let digit = iterator.next(), digit != "]" { digits.append(digit) }
                guard let index = Int(digits) else { return nil }
                result.append(.index(index))
            default:
                key.append(character)
                pending = true
            }
        }
        if pending, !key.isEmpty { result.append(.key(key)) }
        return result
    }

    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// The offset of `path` below the value starting here.
        mutating func find(_ path: ArraySlice<Component>) -> Int? {
            skipSpace()
            guard let first = path.first else { return position }
            guard position < bytes.count else { return nil }
            switch (first, bytes[position]) {
            case (.key(let wanted), UInt8(ascii: "{")):
                position += 1
                while true {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
                    let keyStart = position
                    guard let key = readString() else { return nil }
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                    position += 1
                    if key == wanted {
                        if path.count == 1 { return keyStart }
                        return find(path.dropFirst())
                    }
                    guard skipValue(), separator(closing: UInt8(ascii: "}")) else { return nil }
                }
            case (.index(let wanted), UInt8(ascii: "[")):
                position += 1
                var index = 0
                while true {
                    skipSpace()
                    if index == wanted { return find(path.dropFirst()) }
                    guard skipValue(), separator(closing: UInt8(ascii: "]")) else { return nil }
                    index += 1
                }
            default:
                return nil
            }
        }

        /// Past a `,` (true), or at the closing bracket or anything else (false: not found).
        mutating func separator(closing: UInt8) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
            position += 1
            return true
        }

        /// Reads a string starting at its opening quote; escapes other than `\"` and `\\` are
        /// kept as written, which is enough to compare keys.
        mutating func readString() -> String? {
            position += 1
            var raw: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: raw, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), position < bytes.count {
                    let next = bytes[position]
                    position += 1
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "/") {
                        raw.append(next)
                    } else {
                        raw += [byte, next]
                    }
                    continue
                }
                raw.append(byte)
            }
            return nil
        }

        /// Skips one value (any depth, without recursion).
        mutating func skipValue() -> Bool {
            skipSpace()
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\""):
                    guard readString() != nil else { return false }
                    if depth == 0 { return true }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    position += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    position += 1
                    if depth == 0 { return true }
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                    position += 1
                default:
                    position += 1
                }
            }
            return depth == 0
        }
    }
}
