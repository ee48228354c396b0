import EarshotBase
import Foundation

/// Reads a scenario object (FORMAT.md §2): its screen (a path or inline), settings, start,
/// steps and expectation, and checks that every id a step names can exist.
struct ScenarioReader: Sendable {
    var json: JSONReader
    /// The scenario file; relative paths are resolved against its folder.
    var file: URL
    static let keys = ["$schema", "earshot", "name", "screen", "settings", "start", "steps", "expect", "expectStyle", "source"]
    static let settingKeys = ["speakHints", "punctuation", "actions", "containerDescriptions", "rate", "language"]

    /// `inlineScreen` is the screen written in the file (read as the file was read), nil when
    /// `"screen"` is not an object.
    func scenario(_ object: JSONObject, defaultName: String, inlineScreen: Result<Screen, InputError>?) throws(InputError) -> Scenario {
        let path = JSONPath.top
        try json.checkVersion(object, at: path)
        try json.checkKeys(object, allowed: Self.keys, at: path, what: "a scenario")
        guard let screenValue = object["screen"] else {
            throw json.error(path, "a scenario needs a \"screen\": a path to a .screen.json file or an inline screen")
        }
        let screen: Screen
        if let inlineScreen {
            screen = try inlineScreen.get()
        } else {
            screen = try self.screen(screenValue, at: path.appending("screen"))
        }
        var scenario = Scenario(name: defaultName, screen: screen, file: file)
        let nodes = NodeReader(json: json)
        if let v = object["name"] { scenario.name = try json.string(v, at: path.appending("name")) }
        if let v = object["settings"] { scenario.settings = try settings(v, at: path.appending("settings")) }
        if let v = object["start"] { scenario.start = try start(v, at: path.appending("start")) }
        if let v = object["steps"] { scenario.steps = try nodes.steps(v, at: path.appending("steps")) }
        if let v = object["expect"] { scenario.expect = try expectation(v, at: path.appending("expect")) }
        if let v = object["expectStyle"] {
            scenario.expectStyle = try json.choice(v, at: path.appending("expectStyle"), as: TranscriptStyle.self)
        }
        if let v = object["source"] { scenario.source = try json.string(v, at: path.appending("source")) }
        try StepReferences(json: json).check(scenario)
        return scenario
    }

    private func screen(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Screen {
        switch value {
        case .string(let relative):
            let url = URL(fileURLWithPath: relative, relativeTo: file.deletingLastPathComponent())
            let shown = CurrentFolder.relativePath(of: url.path) ?? url.path
            do {
                return try DocumentLoader.loadScreen(url, displayName: shown, limits: json.limits)
            } catch  where error.path == nil && error.line == nil {
                throw json.error(path, "the screen \"\(relative)\" \(error.message)")
            }
        case .null, .bool, .number, .array, .object:
            throw json.mismatch(path, expected: "a path to a .screen.json file or an inline screen object", found: value)
        }
    }

    private func settings(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Settings {
        let object = try json.object(value, at: path)
        try json.checkKeys(object, allowed: Self.settingKeys, at: path, what: "settings")
        var settings = Settings()
        if let v = object["speakHints"] { settings.speakHints = try json.bool(v, at: path.appending("speakHints")) }
        if let v = object["punctuation"] {
            settings.punctuation = try json.choice(v, at: path.appending("punctuation"), as: PunctuationLevel.self)
        }
        if let v = object["actions"] { settings.actions = try json.choice(v, at: path.appending("actions"), as: ActionsVerbosity.self) }
        if let v = object["containerDescriptions"] {
            settings.containerDescriptions = try json.bool(v, at: path.appending("containerDescriptions"))
        }
        if let v = object["rate"] { settings.rate = try json.number(v, at: path.appending("rate"), in: 0...100) }
        if let v = object["language"] { settings.language = try NodeReader(json: json).languageTag(v, at: path.appending("language")) }
        return settings
    }

    private func start(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Start {
        switch value {
        case .string("silent"): return .silent
        case .string("voiceOverOn"): return .voiceOverOn
        case .object(let object):
            try json.checkKeys(object, allowed: ["focus", "appActivated"], at: path, what: "start")
            if let app = object["appActivated"], object.count == 1 {
                let name = try json.string(app, at: path.appending("appActivated"), expected: "the app's name")
                guard !name.isEmpty else {
                    throw json.error(path.appending("appActivated"), "expected the app's name, found an empty string")
                }
                return .appActivated(name)
            }
            guard let id = object["focus"], object.count == 1 else {
                throw json.error(path, "expected {\"focus\": id} or {\"appActivated\": app name}")
            }
            return .focus(try json.string(id, at: path.appending("focus"), expected: "an element id"))
        case .null, .bool, .number, .string, .array:
            throw json.mismatch(
                path, expected: "\"silent\", \"voiceOverOn\", {\"focus\": id} or {\"appActivated\": app name}", found: value)
        }
    }

    private func expectation(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Expectation {
        switch value {
        case .array:
            return Expectation(lines: try json.strings(value, at: path))
        case .string(let relative):
            let url = URL(fileURLWithPath: relative, relativeTo: file.deletingLastPathComponent())
            switch TranscriptFile.read(url) {
            case .missing:
                // Not yet recorded: only checking against it is an error, and a recording writes it.
                return Expectation(lines: [], file: url, fileIsMissing: true)
            case .unreadable(let why):
                throw json.error(path, "the transcript file \"\(relative)\" \(why)")
            case .lines(let lines):
                return Expectation(lines: lines, file: url.standardizedFileURL)
            }
        case .null, .bool, .number, .object:
            throw json.mismatch(path, expected: "a list of transcript lines or a path to a .transcript file", found: value)
        }
    }
}
