import Earshot
import EarshotBase
import Foundation

/// Reads the shapes a ``RecordedWalk`` comes in: JSON (an array, aloud's captures, a
/// WebDriverAgent reply), JSON lines, or plain text, one utterance per line.
struct WalkReader {
    var file: String
    var capture: String?

    func read(_ bytes: [UInt8]) throws(InputError) -> RecordedWalk {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard let first else { throw InputError(file: file, message: "the walk is empty", suggestion: "write one utterance per line") }
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else { return try lines(Array(body)) }
        let text = Array(body)
        let value: JSONValue
        let places: JSONPlaces
        do {
            (value, places) = try JSONParser.parsePlaced(text)
        } catch {
            // One reply per line (`{"utterance": ...}` then the next) is not one JSON text.
            if first == UInt8(ascii: "{"), let line = Self.lines(of: text).first, (try? JSONParser.parse(Array(line.bytes))) != nil {
                return try lines(text)
            }
            throw InputError(file: file, message: error.message, line: error.line, column: error.column)
        }
        do {
            return try document(value)
        } catch {
            // Errors about meaning get the line:column of their JSON path, as screen files' do:
            // where the parser saw that value start.
            let at = error.components(below: []).flatMap { places.position(of: $0, in: value) }
            throw error.placed(at: at, file: file)
        }
    }

    // MARK: JSON

    func document(_ value: JSONValue) throws(InputError) -> RecordedWalk {
        let json = JSONReader(file: file)
        switch value {
        case .array(let items):
            return RecordedWalk(steps: try steps(items, at: .top, json: json), file: file)
        case .object(let object):
            if let captures = object["captures"] { return try picked(captures, json: json) }
            if let steps = object["steps"] {
                return RecordedWalk(
                    steps: try self.steps(try json.array(steps, at: .top.appending("steps")), at: .top.appending("steps"), json: json),
                    file: file)
            }
            if let wrapped = object["value"], wrapped.objectValue != nil || wrapped.arrayValue != nil {
                return try document(wrapped)
            }
            return RecordedWalk(steps: [try step(value, index: 0, at: .top, json: json)], file: file)
        default:
            throw json.mismatch(.top, expected: "a list of utterances or an object with \"steps\"", found: value)
        }
    }

    /// One capture of aloud's fixture file: the one named, or the only one.
    func picked(_ captures: JSONValue, json: JSONReader) throws(InputError) -> RecordedWalk {
        let path = JSONPath.top.appending("captures")
        let object = try json.object(captures, at: path)
        let names = object.entries.map(\.key)
        let name: String
        if let capture {
            guard object[capture] != nil else {
                let suggestion = Suggestion.closest(to: capture, among: names).map { "did you mean '\($0)'?" }
                throw json.error(
                    path, "no capture named '\(capture)'; the file has \(names.joined(separator: ", "))", suggestion: suggestion)
            }
            name = capture
        } else {
            guard names.count == 1, let only = names.first else {
                var error = json.error(
                    path, "the file holds \(names.count) captures (\(names.joined(separator: ", "))); pick one",
                    suggestion: "name the capture to compare")
                error.remedy = .nameWalkCapture
                throw error
            }
            name = only
        }
        let capturePath = path.appending(name)
        let one = try json.object(object[name] ?? .null, at: capturePath)
        guard let steps = one["steps"] else { throw json.error(capturePath, "the capture has no \"steps\"") }
        let stepsPath = capturePath.appending("steps")
        return RecordedWalk(
            steps: try self.steps(try json.array(steps, at: stepsPath), at: stepsPath, json: json), file: file, capture: name)
    }

    func steps(_ items: [JSONValue], at path: JSONPath, json: JSONReader) throws(InputError) -> [RecordedWalk.Step] {
        var steps: [RecordedWalk.Step] = []
        for (index, item) in items.enumerated() {
            steps.append(try step(item, index: index, at: path.appending(index), json: json))
        }
        return steps
    }

    /// A string, `null` (no speech), or an object with `utterance` and optionally the move
    /// (`action`, `direction` or `move`); without one, the first step is `current`, the rest `forward`.
    func step(_ item: JSONValue, index: Int, at path: JSONPath, json: JSONReader) throws(InputError) -> RecordedWalk.Step {
        let implied: RecordedWalk.Move = index == 0 ? .current : .forward
        switch item {
        case .string(let text): return RecordedWalk.Step(move: implied, utterance: text, place: path.description)
        case .null: return RecordedWalk.Step(move: implied, utterance: nil, place: path.description)
        case .object(var object):
            if object["utterance"] == nil, let wrapped = object["value"]?.objectValue { object = wrapped }
            var move = implied
            for key in ["action", "direction", "move"] {
                guard let value = object[key] else { continue }
                let text = try json.string(value, at: path.appending(key))
                guard let parsed = Self.move(text) else {
                    let names = RecordedWalk.Move.allCases.map(\.rawValue)
                    throw json.error(
                        path.appending(key), "expected one of \(names.joined(separator: ", ")), found \"\(text)\"",
                        suggestion: Suggestion.closest(to: text.lowercased(), among: names).map { "did you mean '\($0)'?" })
                }
                move = parsed
            }
            guard let utterance = object["utterance"] else {
                if object["error"] != nil { return RecordedWalk.Step(move: move, utterance: nil, place: path.description) }
                throw json.error(path, "a step needs \"utterance\" (a string, or null for no speech)")
            }
            let text = utterance.isNull ? nil : try json.string(utterance, at: path.appending("utterance"), expected: "a string or null")
            return RecordedWalk.Step(move: move, utterance: text, place: path.description)
        default:
            throw json.mismatch(path, expected: "an utterance (a string), null, or an object with \"utterance\"", found: item)
        }
    }

    /// A move as the service, aloud or WebDriverAgent write it (case ignored; `next` and
    /// `previous` too; a call by name, `moveIn()` or `voiceOver.moveOut()`, too).
    static func move(_ text: String) -> RecordedWalk.Move? {
        var name = text.lowercased().trimmingCharacters(in: .whitespaces)
        // The service's calls by name: `moveIn()`, `voiceOver.moveForward()`.
        if name.hasSuffix("()") { name.removeLast(2) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        switch name {
        case "current", "currentspeech", "start": return .current
        case "forward", "next", "moveforward": return .forward
        case "backward", "previous", "movebackward": return .backward
        case "in", "movein": return .in
        case "out", "moveout": return .out
        default: return nil
        }
    }

    // MARK: Lines

    /// One utterance per line, or one JSON reply per line; blank lines are skipped.
    func lines(_ bytes: [UInt8]) throws(InputError) -> RecordedWalk {
        var steps: [RecordedWalk.Step] = []
        // Earshot's text form: hints joined to the line before, the other tagged lines' places.
        var joined = 0
        var skipped: [String] = []
        let json = JSONReader(file: file)
        for line in Self.lines(of: bytes) {
            guard let text = String(bytes: line.bytes, encoding: .utf8) else {
                throw InputError(file: file, message: "line \(line.number) is not UTF-8 text", line: line.number)
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let index = steps.count
            if let (tag, text) = Self.tag(of: trimmed) {
                if tag == "hint", let last = steps.indices.last, steps[last].utterance != nil, steps[last].hint == nil {
                    steps[last].hint = text
                    joined += 1
                } else {
                    skipped.append("line \(line.number) (\(tag))")
                }
                continue
            }
            if trimmed.hasPrefix("{") {
                do throws(InputError) {
                    let value: JSONValue
                    do { value = try JSONParser.parse(Array(trimmed.utf8)) } catch {
                        throw InputError(file: file, message: "a reply that is not JSON: \(error.message)")
                    }
                    var step = try self.step(value, index: index, at: .top, json: json)
                    step.place = "line \(line.number)"
                    steps.append(step)
                } catch {
                    var placed = error
                    placed.path = nil
                    placed.line = line.number
                    placed.column = nil
                    throw placed
                }
                continue
            }
            steps.append(RecordedWalk.Step(move: index == 0 ? .current : .forward, utterance: trimmed, place: "line \(line.number)"))
        }
        var notes: [String] = []
        if joined > 0 {
            notes.append("Earshot's text form: \(joined) [hint] line\(joined == 1 ? "" : "s") joined to the line before")
        }
        if !skipped.isEmpty {
            notes.append("Earshot's text form: no move says \(skipped.joined(separator: ", ")); left out")
        }
        return RecordedWalk(steps: steps, file: file, notes: notes)
    }

    /// The tag of a line of Earshot's text form (FORMAT.md §3.1) and the text after it:
    /// `[hint] Double tap` is `("hint", "Double tap")`; `[announcement cut] Sav` is
    /// `("announcement cut", "Sav")`; a step line (`» swipe right`, `--show-steps`) is `("step", ...)`.
    /// Nil for a line with no such tag.
    static func tag(of line: String) -> (tag: String, text: String)? {
        if line.hasPrefix("» ") { return ("step", String(line.dropFirst(2))) }
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let words = line[line.index(after: line.startIndex)..<close].split(separator: " ", omittingEmptySubsequences: false)
        let kinds: Set<Substring> = ["hint", "announcement", "sound", "speech"]
        let statuses: Set<Substring> = ["cut", "dropped"]
        let known =
            switch words.count {
            case 1: kinds.contains(words[0]) || statuses.contains(words[0])
            case 2: kinds.contains(words[0]) && statuses.contains(words[1])
            default: false
            }
        guard known else { return nil }
        let text = line[line.index(after: close)...].drop { $0 == " " }
        return (words.joined(separator: " "), String(text))
    }

    /// The lines of `bytes`, numbered from 1: each ends at LF, CRLF or CR alone (old Mac
    /// line ends: each is a line of its own, not one long utterance).
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func lines(of bytes: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
        var result: [(Int, ArraySlice<UInt8>)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            result.append((result.count + 1, bytes[start..<index]))
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        if start < bytes.count { result.append((result.count + 1, bytes[start...])) }
        return result
    }
}
