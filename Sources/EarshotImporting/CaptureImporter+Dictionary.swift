import Earshot
import EarshotBase
import Foundation

extension CaptureImporter {
    /// Reads `XCUIElementSnapshot.dictionaryRepresentation` as a UI test holds it, without
    /// writing it out as JSON first: the same screen `read` gives for the dictionary written as
    /// JSON.
    ///
    /// ```swift
    /// let snapshot = try XCUIApplication().snapshot()
    /// let imported = try CaptureImporter.read(snapshotDictionary: snapshot.dictionaryRepresentation, name: "Login")
    /// ```
    ///
    /// Keys may be strings or string-backed values (`XCUIElement.AttributeName`); values may be
    /// strings, numbers (`NSNumber`, `CGFloat`, `Bool`), frames as `CGRect` or as their dictionary
    /// (`X`, `Y`, `Width`, `Height`), and lists of child dictionaries. Anything else is let go.
    ///
    /// - Parameters:
    ///   - dictionary: the snapshot's `dictionaryRepresentation`.
    ///   - name: the screen's name, and the name errors give as the file.
    /// - Throws: `InputError` when the dictionary holds no element VoiceOver stops on, or
    ///   nests deeper than ``maximumDepth`` elements.
    public static func read(snapshotDictionary dictionary: [AnyHashable: Any], name: String) throws(InputError) -> ImportedScreen {
        try DeepStack.run { () throws(InputError) -> ImportedScreen in
            guard let value = try SnapshotDictionaryValue(file: name).object(dictionary, depth: 0) else {
                throw InputError(file: name, message: "expected a snapshot dictionary (with \"elementType\" and \"children\"), found none")
            }
            let capture = try CaptureJSON(file: name).snapshotDictionary(value)
            return try make(capture, name: name) { stopCount throws(InputError) in
                guard stopCount == 0 else { return }
                throw InputError(
                    file: name, message: "the snapshot dictionary holds no element VoiceOver stops on",
                    suggestion: "take the snapshot once the screen is on display: XCUIApplication().snapshot()")
            }
        }
    }
}

/// A snapshot dictionary's Foundation values as the JSON values the capture readers take.
struct SnapshotDictionaryValue {
    var file: String

    /// The dictionary as a JSON object, its keys in sorted order (a dictionary has none of its own).
    func object(_ dictionary: [AnyHashable: Any], depth: Int) throws(InputError) -> JSONValue? {
        // Two levels a child: its dictionary, and the list of children it stands in.
        guard depth < CaptureImporter.maximumDepth * 2 else { throw CaptureImporter.tooDeep(file, line: nil) }
        var entries: [(key: String, value: JSONValue)] = []
        for (key, value) in dictionary {
            if let converted = try self.value(value, depth: depth + 1) { entries.append((Self.name(of: key), converted)) }
        }
        entries.sort { $0.key < $1.key }
        return entries.isEmpty ? nil : .object(JSONObject(entries))
    }

    /// `key` as text: a string, or the raw value of a string-backed key (`XCUIElement.AttributeName`).
    static func name(of key: AnyHashable) -> String {
        if let text = key.base as? String { return text }
        if let raw = key.base as? any RawRepresentable, let text = raw.rawValue as? String { return text }
        return String(describing: key.base)
    }

    func value(_ value: Any, depth: Int) throws(InputError) -> JSONValue? {
        switch value {
        case let text as String: return .string(text)
        // Numbers before `Bool`: a number from Objective-C (`NSNumber`) casts to `Bool` too.
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let number as CGFloat: return .number(Double(number))
        case let flag as Bool: return .number(flag ? 1 : 0)
        case let number as NSNumber: return .number(number.doubleValue)
        case let rect as CGRect:
            return .object([
                "X": .number(Double(rect.origin.x)), "Y": .number(Double(rect.origin.y)), "Width": .number(Double(rect.size.width)),
                "Height": .number(Double(rect.size.height)),
            ])
        case let dictionary as [AnyHashable: Any]: return try object(dictionary, depth: depth)
        case let list as [Any]:
            var items: [JSONValue] = []
            for item in list { if let converted = try self.value(item, depth: depth + 1) { items.append(converted) } }
            return .array(items)
        default: return nil
        }
    }
}
