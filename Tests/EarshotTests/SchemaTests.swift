import Foundation
import Testing

@testable import Earshot
@testable import EarshotBase

/// The JSON Schemas in Documentation/schema (for editors: completion and validation) stay in
/// step with what the reader accepts, and every screen and scenario of the repository and the
/// format's examples passes them.
@Suite("JSON Schema of screens and scenarios")
struct SchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func schema(_ name: String) throws -> JSONObject {
        let url = repository.appendingPathComponent("Documentation/schema/\(name).schema.json")
        return try DocumentLoader.parseObject(try [UInt8](Data(contentsOf: url)), name: url.lastPathComponent)
    }

    /// The value at a JSON pointer such as `#/$defs/node` (no escapes: Earshot's names have none).
    static func resolve(_ pointer: String, in root: JSONObject) -> JSONValue? {
        var value = JSONValue.object(root)
        for part in pointer.dropFirst(2).split(separator: "/") {
            guard case .object(let object) = value, let next = object[String(part)] else { return nil }
            value = next
        }
        return value
    }

    static func object(_ value: JSONValue?) -> JSONObject? {
        if case .object(let object)? = value { return object }
        return nil
    }

    static func keys(_ value: JSONValue?, _ key: String = "properties") -> Set<String> {
        Set(object(object(value)?[key])?.keys ?? [])
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }

    // MARK: In step with the reader

    @Test("Top-level keys of a screen and a scenario, and the settings, are the reader's", arguments: ["screen", "scenario"])
    func topLevelKeys(name: String) throws {
        let schema = try Self.schema(name)
        let top = Self.keys(.object(schema))
        #expect(top.contains("$schema"))
        if name == "screen" {
            #expect(top == Set(ScreenReader.keys))
        } else {
            #expect(top == Set(ScenarioReader.keys))
            #expect(Self.keys(Self.object(schema["properties"])?["settings"]) == Set(ScenarioReader.settingKeys))
            #expect(Self.keys(Self.resolve("#/$defs/screen", in: schema)) == Set(ScreenReader.keys))
        }
    }

    @Test("Every kind key and every modifier the reader knows is in the schema, and nothing else", arguments: ["screen", "scenario"])
    func kindsAndModifiers(name: String) throws {
        let schema = try Self.schema(name)
        let node = Self.resolve("#/$defs/node", in: schema)
        let kinds = Set(NodeKind.allCases.map(\.rawValue))
        let fields = Set(FieldKey.allCases.map(\.rawValue))
        #expect(Self.keys(node) == kinds.union(fields))
        // Exactly one kind key: one `oneOf` branch per kind, each requiring it.
        guard case .array(let branches)? = Self.object(node)?["oneOf"] else {
            Issue.record("the node has no oneOf of kind keys")
            return
        }
        #expect(Set(branches.flatMap { Self.strings(Self.object($0)?["required"]) }) == kinds)
        #expect(branches.count == kinds.count)
        // An update's `set` takes every modifier and property, no kind key.
        #expect(
            Self.keys(Self.stepVariant("update", in: schema)?["properties"].flatMap { Self.object($0)?["set"] })
                == fields.union(NodeReader.patchShorthands.keys))
        // Every key the reader suggests for a typo is accepted.
        #expect(Set(NodeReader.fieldNames).isSubset(of: fields))
    }

    static func stepVariants(in schema: JSONObject) -> [JSONObject] {
        guard case .array(let branches)? = object(resolve("#/$defs/step", in: schema))?["oneOf"] else { return [] }
        return branches.compactMap { object($0) }.filter { $0["required"] != nil }
    }

    static func stepVariant(_ key: String, in schema: JSONObject) -> JSONObject? {
        stepVariants(in: schema).first { strings($0["required"]) == [key] }
    }

    @Test("Every step, its companion keys and the bare gesture names are the reader's", arguments: ["screen", "scenario"])
    func steps(name: String) throws {
        let schema = try Self.schema(name)
        let variants = Self.stepVariants(in: schema)
        let stepKeys = variants.compactMap { Self.strings($0["required"]).first }
        #expect(Set(stepKeys) == Set(NodeReader.stepKeys))
        #expect(stepKeys.count == NodeReader.stepKeys.count)
        for variant in variants {
            guard let key = Self.strings(variant["required"]).first else { continue }
            #expect(Self.keys(.object(variant)) == Set([key, "after"] + (NodeReader.companionKeys[key] ?? [])), "\(key)")
        }
        guard case .array(let branches)? = Self.object(Self.resolve("#/$defs/step", in: schema))?["oneOf"] else {
            Issue.record("no step branches")
            return
        }
        let bare = branches.compactMap { Self.object($0) }.first { $0["enum"] != nil }
        #expect(Set(Self.strings(bare?["enum"])) == Set(NodeReader.bareGestures.keys))
        // A rotor step names a system setting or a custom rotor of the screen, so any string: the
        // description lists the settings, in the reader's order.
        let rotor = Self.object(Self.stepVariant("rotor", in: schema)?["properties"]).flatMap { Self.object($0["rotor"]) }
        #expect(rotor?["enum"] == nil)
        guard case .string(let description)? = rotor?["description"] else {
            Issue.record("the rotor step has no description")
            return
        }
        #expect(description.contains(NodeReader.rotorNames.joined(separator: ", ")))
    }

    @Test("Trait names and the choices of modifiers and settings are the model's", arguments: ["screen", "scenario"])
    func choices(name: String) throws {
        let schema = try Self.schema(name)
        func choices(_ pointer: String) -> [String] { Self.strings(Self.object(Self.resolve(pointer, in: schema))?["enum"]) }
        let fields = "#/$defs/node/properties/"
        #expect(choices(fields + "accessibilityAddTraits/items") == Traits.named.map(\.name))
        #expect(choices(fields + "accessibilityElement") == ChildBehavior.allCases.map(\.rawValue))
        #expect(choices(fields + "accessibilityContainerType") == ContainerType.allCases.map(\.rawValue))
        #expect(choices(fields + "pickerStyle") == PickerStyle.allCases.map(\.rawValue))
        #expect(Set(Self.keys(Self.resolve(fields + "onScroll", in: schema))) == Set(ScrollDirection.allCases.map(\.rawValue)))
        let screen = name == "screen" ? "#/properties/" : "#/$defs/screen/properties/"
        #expect(choices(screen + "framework") == Framework.allCases.map(\.rawValue))
        #expect(choices(screen + "layoutDirection") == LayoutDirection.allCases.map(\.rawValue))
        #expect(choices(screen + "device") == Device.allCases.map(\.rawValue))
        if name == "scenario" {
            #expect(choices("#/properties/settings/properties/punctuation") == PunctuationLevel.allCases.map(\.rawValue))
            #expect(choices("#/properties/settings/properties/actions") == ActionsVerbosity.allCases.map(\.rawValue))
        }
    }

    @Test("Every kind key, modifier, step and setting has a description", arguments: ["screen", "scenario"])
    func descriptions(name: String) throws {
        let schema = try Self.schema(name)
        var missing: [String] = []
        func check(_ value: JSONValue?, _ where_: String) {
            guard let object = Self.object(value) else { return missing.append(where_) }
            if object["description"] == nil && object["$ref"] == nil { missing.append(where_) }
        }
        for (key, value) in (Self.object(Self.resolve("#/$defs/node/properties", in: schema)) ?? [:]).entries {
            check(value, "node." + key)
        }
        for variant in Self.stepVariants(in: schema) {
            check(.object(variant), "step " + Self.strings(variant["required"]).joined())
        }
        for (key, value) in Self.object(Self.resolve("#/properties", in: schema))?.entries ?? .init(keys: [], values: []) {
            check(value, key)
        }
        #expect(missing == [])
    }

    // MARK: Files against the schema

    static func files() -> [URL] {
        var result: [URL] = []
        // The format's examples sit beside the repository where the project is checked out with them (`.ci/run`).
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        let roots = [
            repository.appendingPathComponent("Scenarios"), shared.appendingPathComponent("examples"),
            shared.appendingPathComponent("examples-next"), shared.appendingPathComponent("examples-wave3"),
        ]
        for root in roots {
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk
            where url.lastPathComponent.hasSuffix(".screen.json") || url.lastPathComponent.hasSuffix(".scenario.json") {
                result.append(url)
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    @Test("Every screen and scenario under Scenarios/ and the format's examples (and examples-next, examples-wave3) passes the schema")
    func filesValidate() throws {
        let screen = try Self.schema("screen")
        let scenario = try Self.schema("scenario")
        let files = Self.files()
        #expect(files.count > 20)
        for url in files {
            let object = try DocumentLoader.parseObject(try [UInt8](Data(contentsOf: url)), name: url.path)
            let schema = url.lastPathComponent.hasSuffix(".screen.json") ? screen : scenario
            let problems = SchemaValidator(root: schema).problems(.object(object))
            #expect(problems.isEmpty, "\(url.path): \(problems.prefix(3).joined(separator: "; "))")
        }
    }

    @Test("The validator refuses what the reader refuses: an unknown key, two kind keys, a wrong type, a bad step")
    func validatorRefuses() throws {
        let screen = try Self.schema("screen")
        let scenario = try Self.schema("scenario")
        func problems(_ text: String, _ schema: JSONObject) throws -> [String] {
            SchemaValidator(root: schema).problems(.object(try DocumentLoader.parseObject(Array(text.utf8), name: "t.json")))
        }
        #expect(try problems(#"{"earshot": 1, "root": {"Text": "Hi"}}"#, screen).isEmpty)
        #expect(try problems(#"{"$schema": "screen.schema.json", "earshot": 1, "root": {"Text": "Hi"}}"#, screen).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "root": {"Text": "Hi", "accesibilityLabel": "x"}}"#, screen).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "root": {"Text": "Hi", "Button": "Save"}}"#, screen).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "root": {"Toggle": "Wi-Fi", "isOn": "yes"}}"#, screen).isEmpty)
        #expect(try !problems(#"{"earshot": 2, "root": {"Text": "Hi"}}"#, screen).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "root": {"VStack": [{"Image": "x", "frame": [0, 0, 1]}]}}"#, screen).isEmpty)
        let good = #"{"earshot": 1, "screen": "a.screen.json", "steps": ["next", {"announce": "Saved", "priority": "high"}]}"#
        #expect(try problems(good, scenario).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "screen": "a.screen.json", "steps": ["nxt"]}"#, scenario).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "screen": "a.screen.json", "steps": [{"announce": "x", "into": "y"}]}"#, scenario).isEmpty)
        #expect(try !problems(#"{"earshot": 1, "screen": "a.screen.json", "settings": {"rate": 101}}"#, scenario).isEmpty)
    }

    @Test("A screen and a scenario with \"$schema\" are read; its value is ignored")
    func schemaKeyIsAccepted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screenURL = folder.appendingPathComponent("a.screen.json")
        try Data(#"{"$schema": "../Documentation/schema/screen.schema.json", "earshot": 1, "root": {"Button": "Save"}}"#.utf8).write(
            to: screenURL)
        let scenarioURL = folder.appendingPathComponent("a.scenario.json")
        try Data(#"{"$schema": "https://example.com/scenario.schema.json", "earshot": 1, "screen": "a.screen.json"}"#.utf8).write(
            to: scenarioURL)
        #expect(try ScenarioRunner.run(try DocumentLoader.load(screenURL).scenario).lines == ["Save, Button"])
        #expect(try ScenarioRunner.run(try DocumentLoader.load(scenarioURL).scenario).lines == ["Save, Button"])
        let inline = try DocumentLoader.load(
            bytes: Array(#"{"$schema": "x", "earshot": 1, "root": {"Text": "Hi"}}"#.utf8), name: "i.screen.json")
        #expect(try ScenarioRunner.run(inline.scenario).lines == ["Hi"])
    }
}

/// A validator for the part of JSON Schema (draft 2020-12) the Earshot schemas use: `type`,
/// `enum`, `properties`, `required`, `additionalProperties`, `items`, `oneOf`, `minItems`,
/// `maxItems`, `minimum`, `maximum` and local `$ref`s (`#/...`). Any other keyword is refused,
/// so the schemas cannot grow past what is checked here.
struct SchemaValidator {
    let root: JSONObject
    static let known: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "description", "type", "enum", "properties", "required", "additionalProperties", "items",
        "oneOf", "minItems", "maxItems", "minimum", "maximum",
    ]

    /// What is wrong with `value`, each as `path: problem`; empty when it passes.
    func problems(_ value: JSONValue) -> [String] {
        var found: [String] = []
        check(value, against: .object(root), at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONValue, against schemaValue: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let schema) = schemaValue else { return found.append("\(path): the schema is not an object") }
        for key in schema.keys where !Self.known.contains(key) {
            found.append("\(path): the schema uses \(key), which this validator does not check")
        }
        if case .string(let pointer)? = schema["$ref"] {
            guard pointer.hasPrefix("#/"), let target = SchemaTests.resolve(pointer, in: root) else {
                return found.append("\(path): cannot resolve \(pointer)")
            }
            check(value, against: target, at: path, into: &found)
        }
        if let type = schema["type"] {
            let names = type.stringValue.map { [$0] } ?? SchemaTests.strings(type)
            if !names.contains(where: { Self.matches(value, type: $0) }) {
                found.append("\(path): expected \(names.joined(separator: " or "))")
            }
        }
        if case .array(let choices)? = schema["enum"], !choices.contains(value) { found.append("\(path): not one of the allowed values") }
        if case .number(let n) = value {
            if case .number(let low)? = schema["minimum"], n < low { found.append("\(path): below \(low)") }
            if case .number(let high)? = schema["maximum"], n > high { found.append("\(path): above \(high)") }
        }
        if case .object(let object) = value {
            for name in SchemaTests.strings(schema["required"]) where object[name] == nil { found.append("\(path): missing \(name)") }
            let properties = SchemaTests.object(schema["properties"])
            for (key, item) in object.entries {
                if let property = properties?[key] {
                    check(item, against: property, at: "\(path).\(key)", into: &found)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        found.append("\(path): unknown key \(key)")
                    } else if additional != .bool(true) {
                        check(item, against: additional, at: "\(path).\(key)", into: &found)
                    }
                }
            }
        }
        if case .array(let items) = value {
            if case .number(let least)? = schema["minItems"], Double(items.count) < least {
                found.append("\(path): fewer than \(Int(least)) items")
            }
            if case .number(let most)? = schema["maxItems"], Double(items.count) > most {
                found.append("\(path): more than \(Int(most)) items")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found) }
            }
        }
        if case .array(let branches)? = schema["oneOf"] {
            var results: [[String]] = []
            for branch in branches {
                var branchFound: [String] = []
                check(value, against: branch, at: path, into: &branchFound)
                results.append(branchFound)
            }
            let passing = results.filter(\.isEmpty).count
            if passing != 1 {
                let closest = results.min { $0.count < $1.count } ?? []
                found.append(
                    "\(path): matches \(passing) of the \(branches.count) choices (oneOf)"
                        + (closest.isEmpty ? "" : "; nearest: \(closest[0])"))
            }
        }
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let n)): return n.rounded() == n
        default: return false
        }
    }
}

extension JSONValue {
    fileprivate var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
