import Foundation

/// A JSON value as the benchmarks write and read it: object members in the order given, so that
/// an input file comes out the same bytes on every run. Earshot's own JSON library is the
/// package's business (`package` access); a benchmark is a client of the public API.
public enum BenchJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([BenchJSON])
    case object(BenchObject)

    public static func == (a: BenchJSON, b: BenchJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _): return false
        }
    }

    /// The member named `key` of an object; nil for anything else.
    public subscript(key: String) -> BenchJSON? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    public var arrayValue: [BenchJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The JSON text: compact, or indented by two spaces with `"key": value` and a final
    /// newline. Integral numbers have no `.0`; numbers that are not finite are `null`.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        if pretty { out += "\n" }
        return out
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        escape(s, to: &out)
        return out + "\""
    }

    /// Reads JSON text (what ``text(pretty:)`` writes, or any JSON); nil when it is not JSON.
    public static func parse(_ text: String) -> BenchJSON? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.at == reader.bytes.count ? value : nil
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }

        mutating func take(_ word: String) -> Bool {
            let word = Array(word.utf8)
            guard at + word.count <= bytes.count, Array(bytes[at..<at + word.count]) == word else { return false }
            at += word.count
            return true
        }

        mutating func value() -> BenchJSON? {
            skipSpace()
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "n"): return take("null") ? .null : nil
            case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
            case UInt8(ascii: "\""): return string().map(BenchJSON.string)
            case UInt8(ascii: "["):
                at += 1
                var elements: [BenchJSON] = []
                skipSpace()
                if take("]") { return .array(elements) }
                repeat {
                    guard let element = value() else { return nil }
                    elements.append(element)
                    skipSpace()
                } while take(",")
                return take("]") ? .array(elements) : nil
            case UInt8(ascii: "{"):
                at += 1
                var members: [(key: String, value: BenchJSON)] = []
                skipSpace()
                if take("}") { return .object(BenchObject(members)) }
                repeat {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard take(":"), let member = value() else { return nil }
                    members.append((key, member))
                    skipSpace()
                } while take(",")
                return take("}") ? .object(BenchObject(members)) : nil
            default:
                let start = at
                while at < bytes.count, "+-.0123456789eE".utf8.contains(bytes[at]) { at += 1 }
                return Double(String(decoding: bytes[start..<at], as: UTF8.self)).map(BenchJSON.number)
            }
        }

        mutating func string() -> String? {
            guard take("\"") else { return nil }
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            while at < bytes.count {
                let byte = bytes[at]
                at += 1
                switch byte {
                case UInt8(ascii: "\""):
                    scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                    run = []
                    guard at < bytes.count else { return nil }
                    let escaped = bytes[at]
                    at += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "u"):
                        guard at + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { return nil }
                        at += 4
                        scalars.append(scalar)
                    default: scalars.append(Unicode.Scalar(escaped))
                    }
                default: run.append(byte)
                }
            }
            return nil
        }
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d):
            if !d.isFinite {
                out += "null"
            } else if d == d.rounded(.towardZero) && abs(d) < 1e17 {
                out += String(Int64(d))
            } else {
                out += "\(d)"
            }
        case .string(let s): out += Self.quoted(s)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                element.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "]"
        case .object(let object):
            let members = object.members
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                out += Self.quoted(member.key) + (pretty ? ": " : ":")
                member.value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n" + String(repeating: "  ", count: indent)
    }

    private static func escape(_ s: String, to out: inout String) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}

/// A JSON object's members, in the order given (a dictionary literal keeps its order).
public struct BenchObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    public var members: [(key: String, value: BenchJSON)]

    public init(_ members: [(key: String, value: BenchJSON)]) { self.members = members }

    public init(dictionaryLiteral elements: (String, BenchJSON)...) { members = elements.map { (key: $0.0, value: $0.1) } }

    /// The value of the first member named `key`; set, it replaces that member's value or adds
    /// a member at the end.
    public subscript(key: String) -> BenchJSON? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    public static func == (a: BenchObject, b: BenchObject) -> Bool {
        a.members.map(\.key) == b.members.map(\.key) && a.members.map(\.value) == b.members.map(\.value)
    }
}

/// A value behind a lock, for the benchmarks' threads.
public final class BenchLock<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, no other thread touching it meanwhile.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
