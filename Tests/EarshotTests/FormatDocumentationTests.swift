import Foundation
import Testing

@testable import Earshot

/// Documentation/FORMAT.md names what the reader reads, and the reader reads what it names: every
/// key, kind and step in the first column of its tables is accepted (not refused as unknown),
/// and every key the reader knows is named there or among Earshot's extensions. (SchemaTests
/// holds the JSON Schemas to the same tables.)
@Suite("FORMAT.md and the reader")
struct FormatDocumentationTests {
    /// The sections of FORMAT.md by heading, without the heading line.
    static let sections: [String: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/FORMAT.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var result: [String: String] = [:]
        var heading = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                heading = String(line.drop { $0 == "#" }.dropFirst())
            } else {
                result[heading, default: ""] += line + "\n"
            }
        }
        return result
    }()

    static func section(_ prefix: String) -> String {
        sections.first { $0.key.hasPrefix(prefix) }?.value ?? ""
    }

    static let extensions = section("Earshot's extensions")

    /// The `code` spans of the first column of the section's tables.
    static func firstColumnSpans(_ prefix: String) -> [String] {
        section(prefix).split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("|---") }.dropFirst().flatMap { row in
            var cell = ""
            for character in row.dropFirst(2) {
                if character == "|", !cell.hasSuffix("\\") { break }
                cell.append(character)
            }
            return spans(cell)
        }
    }

    static func spans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The names a span gives: `"next"` → next, `{ "announce": text, "priority": ... }` →
    /// announce and priority, `accessibilityLabel` → itself.
    static func names(in span: String) -> [String] {
        let quoted = span.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
        if quoted.isEmpty { return span.allSatisfy { $0.isLetter || $0 == "$" } ? [span] : [] }
        guard span.hasPrefix("{") else { return quoted.filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "$" } } }
        // In an object, the keys only: `{ "scroll": "up" \| "down" }` names the step `scroll`.
        let parts = span.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - 1, by: 2).filter { parts[$0 + 1].drop { $0 == " " }.hasPrefix(":") }.map { parts[$0] }
    }

    /// Every name the section's tables list in their first column, table headers left out.
    static func documented(_ prefix: String) -> [String] {
        var seen = Set<String>()
        return firstColumnSpans(prefix).flatMap(names).filter { seen.insert($0).inserted }
    }

    /// Every name mentioned in `code` anywhere in the sections, as `name` or `"name"`.
    static func mentioned(_ prefixes: [String]) -> Set<String> {
        Set((prefixes.map(section) + [extensions]).flatMap(spans).flatMap(names))
    }

    /// The reader's error for `json`, nil when it reads.
    static func error(_ json: String) -> String? {
        do {
            _ = try DocumentLoader.load(bytes: Array(json.utf8), name: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    static func refusedAsUnknown(_ name: String, _ json: String) -> Bool {
        guard let message = error(json) else { return false }
        return message.contains("unknown key \"\(name)\"") || message.contains("unknown step \"\(name)\"")
    }

    static let screenKeys = documented("1. Screen")
    static let kinds = documented("1.1 Nodes")
    static let modifiers = documented("1.2 Modifiers")
    static let scenarioKeys = documented("2. Scenario")
    static let steps = documented("2.1 User steps") + documented("2.2 App steps")
    static let settings = documented("2.3 Settings")

    @Test("FORMAT.md's tables are found: top-level keys, kinds, modifiers, steps, settings")
    func tablesAreFound() {
        #expect(Self.screenKeys.contains("root") && Self.screenKeys.contains("framework"))
        #expect(Self.kinds.contains("Text") && Self.kinds.contains("NavigationBar"))
        #expect(Self.modifiers.contains("accessibilityLabel") && Self.modifiers.contains("onIncrement"))
        #expect(Self.scenarioKeys.contains("steps") && Self.scenarioKeys.contains("expect"))
        #expect(Self.steps.contains("next") && Self.steps.contains("update") && Self.steps.contains("set"))
        #expect(Self.settings == ["speakHints", "punctuation", "actions", "containerDescriptions", "rate", "language"])
    }

    @Test("Every top-level key of a screen and a scenario that FORMAT.md names is read")
    func topLevelKeys() {
        for key in Self.screenKeys where key != "root" {
            #expect(!Self.refusedAsUnknown(key, #"{"earshot": 1, "root": {"Text": "a"}, "\#(key)": null}"#), "\(key)")
        }
        for key in Self.scenarioKeys where key != "screen" {
            let scenario = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "a"}}, "\#(key)": null}"#
            #expect(!Self.refusedAsUnknown(key, scenario), "\(key)")
        }
        for key in Self.settings {
            let scenario = #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "a"}}, "settings": {"\#(key)": null}}"#
            #expect(!Self.refusedAsUnknown(key, scenario), "\(key)")
        }
    }

    @Test("Every kind and modifier FORMAT.md names is read on a node and in an update step's set")
    func kindsAndModifiers() {
        for kind in Self.kinds {
            #expect(!Self.refusedAsUnknown(kind, #"{"earshot": 1, "root": {"\#(kind)": null}}"#), "\(kind)")
        }
        for key in Self.modifiers {
            #expect(!Self.refusedAsUnknown(key, #"{"earshot": 1, "root": {"VStack": [], "\#(key)": null}}"#), "\(key)")
        }
        // §2.2: "a state change (label, value, `isOn`, `text`, `disabled`, traits ...)".
        let row = Self.section("2.2 App steps").split(separator: "\n").first { $0.contains(#"{ "update""#) } ?? ""
        #expect(row.contains("label") && row.contains("traits"))
        for key in Self.modifiers + ["label", "traits", "isOn", "text", "value"] where key != "id" {
            let scenario = """
                {"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "a", "id": "a"}},
                 "steps": [{"update": "a", "set": {"\(key)": null}}]}
                """
            #expect(!Self.refusedAsUnknown(key, scenario), "\(key)")
        }
    }

    @Test("Every step FORMAT.md names, bare or as a key, and its companion keys, are read")
    func stepsAreRead() {
        let root = #"{"earshot": 1, "root": {"Text": "a"}}"#
        for step in Self.steps {
            let bare = #"{"earshot": 1, "screen": \#(root), "steps": ["\#(step)"]}"#
            let keyed = #"{"earshot": 1, "screen": \#(root), "steps": [{"\#(step)": null}]}"#
            let companion = NodeReader.companionKeys.first { $0.value.contains(step) }.map(\.key)
            let withCompanion = companion.map { #"{"earshot": 1, "screen": \#(root), "steps": [{"\#($0)": "a", "\#(step)": null}]}"# }
            let read =
                !Self.refusedAsUnknown(step, bare) || !Self.refusedAsUnknown(step, keyed)
                || withCompanion.map { !Self.refusedAsUnknown(step, $0) } == true
            #expect(read, "\(step)")
        }
    }

    @Test("Every key, kind, step and setting the reader knows is named in FORMAT.md")
    func readerKeysAreDocumented() {
        let screen = Self.mentioned(["1. Screen"])
        #expect(Set(ScreenReader.keys).subtracting(screen).isEmpty, "\(Set(ScreenReader.keys).subtracting(screen))")
        #expect(Set(NodeKind.allCases.map(\.rawValue)).subtracting(Self.kinds).isEmpty)
        let nodes = Self.mentioned(["1.1 Nodes", "1.2 Modifiers"])
        let fields = Set(FieldKey.allCases.map(\.rawValue))
        #expect(fields.subtracting(nodes).isEmpty, "not in FORMAT.md: \(fields.subtracting(nodes).sorted())")
        let scenario = Self.mentioned(["2. Scenario"])
        #expect(Set(ScenarioReader.keys).subtracting(scenario).isEmpty, "\(Set(ScenarioReader.keys).subtracting(scenario))")
        #expect(Set(ScenarioReader.settingKeys) == Set(Self.settings))
        let stepNames = Set(NodeReader.stepKeys + NodeReader.companionKeys.values.flatMap { $0 })
        #expect(stepNames.subtracting(Self.steps).isEmpty, "not in FORMAT.md: \(stepNames.subtracting(Self.steps).sorted())")
        // The short names of an update's `set` are in its row.
        let row = Self.section("2.2 App steps").split(separator: "\n").first { $0.contains(#"{ "update""#) } ?? ""
        for name in NodeReader.patchShorthands.keys { #expect(row.contains("`\(name)`"), "\(name)") }
    }
}
