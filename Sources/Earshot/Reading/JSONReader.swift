import EarshotBase

/// Typed access to a parsed document that turns every mismatch into an `InputError` naming the
/// file, the JSON path, what was expected and what was found.
package struct JSONReader: Sendable {
    /// The file as the user named it, for messages.
    package var file: String
    /// How many views and steps the document may hold (read on the caller's task).
    package var limits = DocumentLoader.Limits()

    package func error(_ path: JSONPath, _ message: String, suggestion: String? = nil) -> InputError {
        InputError(file: file, path: path.description, message: message, suggestion: suggestion)
    }

    package func mismatch(_ path: JSONPath, expected: String, found value: JSONValue, suggestion: String? = nil) -> InputError {
        error(path, "expected \(expected), found \(value.typeDescription)", suggestion: suggestion)
    }

    package func object(_ value: JSONValue, at path: JSONPath, expected: String = "an object") throws(InputError) -> JSONObject {
        guard case .object(let object) = value else { throw mismatch(path, expected: expected, found: value) }
        return object
    }

    package func array(_ value: JSONValue, at path: JSONPath, expected: String = "a list") throws(InputError) -> [JSONValue] {
        guard case .array(let items) = value else { throw mismatch(path, expected: expected, found: value) }
        return items
    }

    package func string(_ value: JSONValue, at path: JSONPath, expected: String = "a string") throws(InputError) -> String {
        guard case .string(let text) = value else { throw mismatch(path, expected: expected, found: value) }
        return text
    }

    package func optionalString(_ value: JSONValue, at path: JSONPath) throws(InputError) -> String? {
        if case .null = value { return nil }
        return try string(value, at: path, expected: "a string or null")
    }

    package func bool(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Bool {
        guard case .bool(let flag) = value else {
            var hint: String?
            if case .string(let text) = value, text == "true" || text == "false" { hint = "write \(text) without quotes" }
            throw mismatch(path, expected: "true or false", found: value, suggestion: hint)
        }
        return flag
    }

    package func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>? = nil) throws(InputError) -> Double {
        guard case .number(let number) = value, number.isFinite else {
            var hint: String?
            // Only a JSON number: `Double("0x10")`, `Double("nan")` read text that JSON does not.
            if case .string(let text) = value, case .number(let number)? = try? JSONParser.parse(text, maxDepth: 1), number.isFinite {
                hint = "write \(text) without quotes"
            }
            throw mismatch(path, expected: "a number", found: value, suggestion: hint)
        }
        if let range, !range.contains(number) {
            throw error(path, "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(number))")
        }
        return number
    }

    package func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) throws(InputError) -> Int {
        let number = try self.number(value, at: path)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(format(number))")
        }
        return Int(number)
    }

    package func strings(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [String] {
        let items = try array(value, at: path, expected: "a list of strings")
        var result: [String] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try string(item, at: path.appending(index)))
        }
        return result
    }

    /// A value from a closed set of names, with a suggestion for a near miss.
    package func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath, as type: T.Type) throws(InputError) -> T
    where T.RawValue == String {
        if case .string(let text) = value, let result = T(rawValue: text) { return result }
        // Only a value that is not one of the names pays for the message.
        let names = T.allCases.map(\.rawValue)
        let expected = "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value else { throw mismatch(path, expected: expected, found: value) }
        throw mismatch(
            path, expected: expected, found: value,
            suggestion: Suggestion.closest(to: text, among: names).map { "did you mean \"\($0)\"?" })
    }

    /// Rejects keys outside `allowed`, suggesting the nearest allowed one.
    package func checkKeys(_ object: JSONObject, allowed: [String], at path: JSONPath, what: String) throws(InputError) {
        for key in object.keys where !allowed.contains(key) {
            let suggestion = Suggestion.closest(to: key, among: allowed).map { "did you mean \"\($0)\"?" }
            throw error(path.appending(key), "unknown key \"\(key)\" in \(what)", suggestion: suggestion)
        }
    }

    /// Checks `"earshot": 1`.
    package func checkVersion(_ object: JSONObject, at path: JSONPath) throws(InputError) {
        guard let version = object["earshot"] else {
            throw error(path, "expected \"earshot\": 1 at the top of the file, found no \"earshot\" key", suggestion: "add \"earshot\": 1")
        }
        guard case .number(let number) = version, number == 1 else {
            throw mismatch(path.appending("earshot"), expected: "1 (the only format version this Earshot reads)", found: version)
        }
    }
}

extension JSONReader {
    /// A reader of a document from the file named `file`, with the default limits.
    package init(file: String) { self.file = file }
}
