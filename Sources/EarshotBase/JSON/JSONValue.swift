/// A JSON value as read from a screen or voice file, with object members kept in file order.
///
/// Numbers are stored as `Double`, as JavaScript and most JSON readers do; integers up to
/// 2^53 are exact. Build values by hand, or read them with ``JSONParser``.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object: members in the order they were written, keys unique.
///
/// Keys and values live in two parallel arrays. Lookup by key scans the keys while the
/// object is small and goes through a hash index once it holds more than
/// ``JSONObject/indexThreshold`` members, so both screen elements (a dozen keys) and big
/// maps (a million keys) stay fast. Two objects are equal when they hold the same members
/// in the same order.
///
/// Keys compare as Swift strings do, by canonical equivalence: `"é"` written precomposed and
/// `"e\u0301"` are the same key (and a duplicate if both appear in one object).
package struct JSONObject: Sendable, Equatable {
    /// Member count above which lookups use a hash index instead of a linear scan.
    package static let indexThreshold = 16

    /// The member names, in file order.
    package private(set) var keys: [String]
    /// The member values, parallel to ``keys``.
    package private(set) var values: [JSONValue]
    /// Position of each key in ``keys``; built only for objects above ``indexThreshold``.
    private var index: [String: Int]?

    /// Creates an empty object.
    package init() {
        keys = []
        values = []
        index = nil
    }

    /// Creates an object from members in order; a repeated key replaces the earlier value in place.
    ///
    /// - Complexity: O(n) on average.
    package init(_ entries: [(key: String, value: JSONValue)]) {
        self.init()
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for (key, value) in entries { self[key] = value }
    }

    /// Creates an object from parallel arrays the caller has already checked for duplicates.
    ///
    /// Used by the parser; `index` is the parser's duplicate-check table when it built one.
    init(uncheckedKeys keys: [String], values: [JSONValue], index: [String: Int]?) {
        self.keys = keys
        self.values = values
        if index == nil && keys.count > Self.indexThreshold {
            self.index = Self.makeIndex(keys)
        } else {
            self.index = index
        }
    }

    /// The members as (key, value) pairs, in order, without copying them.
    package var entries: Entries { Entries(keys: keys, values: values) }

    /// A view of an object's members as `(key, value)` pairs, in order.
    package struct Entries: RandomAccessCollection, Sendable {
        let keys: [String]
        let values: [JSONValue]

        package var startIndex: Int { 0 }
        package var endIndex: Int { keys.count }

        package subscript(position: Int) -> (key: String, value: JSONValue) {
            (keys[position], values[position])
        }
    }

    /// The number of members.
    package var count: Int { keys.count }

    /// Whether the object has no members.
    package var isEmpty: Bool { keys.isEmpty }

    /// The position of `key` among the members, or nil.
    ///
    /// - Complexity: O(1) on average for large objects, O(n) for small ones.
    package func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// The value of member `key`; setting nil removes it, setting a new key appends it.
    ///
    /// - Complexity: get and replace O(1) average for large objects; remove O(n).
    package subscript(key: String) -> JSONValue? {
        get {
            guard let i = position(of: key) else { return nil }
            return values[i]
        }
        set {
            if let i = position(of: key) {
                if let newValue {
                    values[i] = newValue
                } else {
                    keys.remove(at: i)
                    values.remove(at: i)
                    index = keys.count > Self.indexThreshold ? Self.makeIndex(keys) : nil
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index![key] = keys.count - 1
                } else if keys.count > Self.indexThreshold {
                    index = Self.makeIndex(keys)
                }
            }
        }
    }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    private static func makeIndex(_ keys: [String]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: keys.count)
        for (i, key) in keys.enumerated() { index[key] = i }
        return index
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, members in written order.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}

// MARK: - Reading values

extension JSONValue {
    /// The string, if this is a string.
    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, if this is a number.
    package var numberValue: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// The number as an `Int`, if this is a number with no fractional part that fits.
    package var intValue: Int? {
        guard case .number(let d) = self, d == d.rounded(),
            d >= -9.223372036854775e18, d < 9.223372036854775e18
        else { return nil }
        return Int(d)
    }

    /// The Boolean, if this is `true` or `false`.
    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The object, if this is an object.
    package var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether this is `null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member `key` when this is an object, else nil.
    package subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

// MARK: - Describing values in messages

extension JSONValue {
    /// A short phrase naming this value for error messages.
    ///
    /// `a string "high"`, `a number 3`, `true`, `null`, `an array`, `an object`. Strings
    /// longer than 40 characters are cut and end with `…`.
    package var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return "a number \(JSONSerializer.format(d))"
        case .string(let s): return "a string \(Self.quoted(s))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Describes a value that may be missing: ``typeDescription``, or `nothing` for nil.
    package static func describe(_ value: JSONValue?) -> String {
        value?.typeDescription ?? "nothing"
    }

    /// The kind of value with its article, for messages like "found an array".
    ///
    /// `a string`, `a number`, `a Boolean`, `null`, `an array`, `an object`.
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `s` in double quotes as JSON would write it, cut to 40 characters with `…`.
    package static func quoted(_ s: String, limit: Int = 40) -> String {
        var text = s
        if text.count > limit { text = String(text.prefix(limit)) + "…" }
        var out = "\""
        JSONSerializer.appendEscaped(text, to: &out)
        out += "\""
        return out
    }
}
