// The libFuzzer entry point for Earshot. Not a SwiftPM target: `Scripts/fuzz` compiles this file
// together with Sources/Earshot/**/*.swift and Sources/EarshotImporting/*.swift into one module
// with `swiftc -sanitize=fuzzer,address`, so `swift build` and `swift test` never see it and need
// no libFuzzer.
//
// Each input is treated as a screen or scenario file. It goes through the whole pipeline:
// JSON parsing, screen and scenario decoding, a full run, and both renderings. Besides crashes
// (traps, sanitizer reports) and hangs (`-timeout`), the harness checks four properties and
// traps when one fails, so libFuzzer keeps the input:
//
// 1. Determinism: a second run of the same document gives the same text and JSON bytes.
// 2. Round trip: the parsed JSON written back by `JSONSerializer` parses to the same value.
// 3. Errors name the file: every `InputError` and `ScenarioError` mentions the input's name.
// 4. The one-pass reader refuses text that is not JSON with `JSONParser`'s own message, line
//    and column: it reads the file once, and a syntax error anywhere still comes first.
//
// libFuzzer's byte mutations rarely turn `0.5` into `1e19`, yet numbers far past any sensible
// value are where Double-to-Int conversions trap. So every input that parses runs a second
// time with its numbers swapped for extreme ones (1e19, 1e300, 1e-300, ±1.7e308 ...), chosen
// from the input's own bytes so a finding reproduces.
//
// Inputs that look like a capture (XCUITest `debugDescription`, Appium / WebDriverAgent XML or
// JSON, `dictionaryRepresentation`, idb, AccessibilitySnapshot: `CaptureImporter.detect`) also
// go through `CaptureImporter.read`, and every input is read once more as the capture format
// its length picks (`earshot import --from` forces a format on any file). An imported screen
// must run, twice to the same bytes, and the screen file `earshot import` writes for it
// (`ScreenWriter`) must read back as a screen. Every input is also a recipe for a capture
// (CaptureRecipes.swift: each importer, deep nesting, long lines, extreme numbers, byte order
// marks), read the same way.

import Foundation

/// Relative paths in fuzzed scenarios resolve against an empty folder of their own.
/// `Scripts/fuzz` fills it with the example screens, so scenarios that name a screen file work.
private let fuzzBase: URL = {
    if let path = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_BASE"], !path.isEmpty {
        return URL(fileURLWithPath: path, isDirectory: true)
    }
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("earshot-fuzz-base-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

private let fuzzName = "fuzz.scenario.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func earshotFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    earshotFuzz(bytes)
    return 0
}

func earshotFuzz(_ bytes: [UInt8]) {
    earshotFuzzOnce(bytes)
    earshotFuzzCompare(bytes)
    earshotFuzzCapture(bytes)
    // The bytes as a recipe for a well-formed capture at the edges (CaptureRecipes.swift).
    // `Scripts/fuzz --recipe FILE OUT` writes the capture a finding made, to keep as a test.
    let recipe = CaptureRecipes.capture(bytes)
    if let path = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_RECIPE_OUT"], !path.isEmpty {
        _ = FileManager.default.createFile(atPath: path, contents: Data(recipe))
        return
    }
    earshotFuzzCapture(recipe)
    if let value = try? JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) {
        var state = bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        let extreme = withExtremeNumbers(value, state: &state)
        if extreme != value { earshotFuzzOnce(Array(JSONSerializer.serialize(extreme).utf8)) }
    }
}

/// Numbers past what any screen means, around the edges of Int and Double.
private let extremeNumbers: [Double] = [
    1e19, -1e19, 9.223372036854775807e18, -9.223372036854775808e18, 1e300, -1e300, 1e-300, .leastNonzeroMagnitude,
    1.7976931348623157e308, -1.7976931348623157e308, 4_294_967_296, 86400, 1e17,
]

/// `value` with about half its numbers replaced by extreme ones, picked by `state` (SplitMix64).
private func withExtremeNumbers(_ value: JSONValue, state: inout UInt64) -> JSONValue {
    switch value {
    case .number(let number):
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        guard z & 1 == 0 else { return .number(number) }
        return .number(extremeNumbers[Int((z >> 1) % UInt64(extremeNumbers.count))])
    case .array(let items):
        return .array(items.map { withExtremeNumbers($0, state: &state) })
    case .object(let object):
        let values = object.values.map { withExtremeNumbers($0, state: &state) }
        return .object(JSONObject(zip(object.keys, values).map { (key: $0.0, value: $0.1) }))
    default:
        return value
    }
}

private func earshotFuzzOnce(_ bytes: [UInt8]) {
    // 2. The parser and the serializer agree.
    if let value = try? JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) {
        let written = JSONSerializer.serialize(value)
        guard let again = try? JSONParser.parse(written, maxDepth: DocumentLoader.maximumDepth + 1) else {
            fatalError("JSONSerializer wrote text JSONParser refuses: \(written.prefix(200))")
        }
        guard again == value else { fatalError("JSON round trip changed the value: \(written.prefix(200))") }
    }
    // 4. The one-pass reader refuses text that is not JSON with the parser's own message and place.
    do {
        _ = try JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth)
    } catch {
        let syntax = error
        do {
            _ = try DocumentLoader.load(bytes: bytes, name: "fuzz.screen.json")
            fatalError("the reader read a screen from text the parser refuses: \(syntax)")
        } catch {
            guard error.message == syntax.message, error.line == syntax.line, error.column == syntax.column else {
                fatalError("the reader and the parser disagree: \(error) against \(syntax)")
            }
        }
    }
    let document: Document
    do {
        document = try DocumentLoader.load(bytes: bytes, name: fuzzName, baseDirectory: fuzzBase)
    } catch {
        // 3. The error names the file.
        guard !error.file.isEmpty, error.description.hasPrefix(error.file) else {
            fatalError("an input error that names no file: \(error.description)")
        }
        return
    }
    let scenario = document.scenario
    let first: Transcript
    do {
        first = try ScenarioRunner.run(scenario)
    } catch {
        guard !error.file.isEmpty, error.description.contains(": error: ") else {
            fatalError("a scenario error without its file: \(error.description)")
        }
        return
    }
    let text = TranscriptRenderer.text(first)
    let json = TranscriptRenderer.json(first)
    _ = TranscriptRenderer.text(first, showSteps: true)
    if let expect = scenario.expect {
        _ = TranscriptComparison(expected: expect.lines, transcript: first).matches
    }
    // 1. Deterministic: the same document gives the same bytes again.
    guard let second = try? ScenarioRunner.run(scenario) else { fatalError("the second run of the same scenario failed") }
    guard TranscriptRenderer.text(second) == text, TranscriptRenderer.json(second) == json else {
        fatalError("two runs of the same scenario differ")
    }
}

private let captureName = "fuzz-capture.txt"

/// The capture properties: reading never crashes, errors name the file, an imported screen runs
/// deterministically, and its screen file reads back.
private func earshotFuzzCapture(_ bytes: [UInt8]) {
    earshotFuzzStream(bytes)
    let forced = CaptureFormat.allCases[bytes.count % CaptureFormat.allCases.count]
    if let detected = CaptureImporter.detect(bytes) {
        earshotFuzzImport(bytes, format: nil)
        if detected != forced { earshotFuzzImport(bytes, format: forced) }
    } else {
        earshotFuzzImport(bytes, format: forced)
    }
}

/// A JSON capture read element by element (`CaptureStream`) is the capture the tree reader makes
/// of it, line and column included; what the stream leaves is left whole.
private func earshotFuzzStream(_ bytes: [UInt8]) {
    let bytes = CaptureImporter.withoutByteOrderMark(bytes)
    guard let streamed = CaptureStream.read(bytes, format: nil) else { return }
    guard let parsed = CaptureJSON.parse(bytes) else { fatalError("CaptureStream read a list that is no JSON") }
    let tree = try? CaptureJSON(file: captureName, places: parsed.places).capture(parsed.value, as: streamed.format)
    guard let tree, tree.isSame(as: streamed) else { fatalError("the streamed \(streamed.format) capture differs from the tree's") }
}

private func earshotFuzzImport(_ bytes: [UInt8], format: CaptureFormat?) {
    let imported: ImportedScreen
    do {
        imported = try CaptureImporter.read(bytes, name: captureName, format: format)
    } catch {
        guard !error.file.isEmpty, error.description.hasPrefix(error.file) else {
            fatalError("a capture error that names no file: \(error.description)")
        }
        return
    }
    _ = try? imported.dumpLines()
    let scenario = Document.screen(imported.screen).scenario
    let first: Transcript
    do {
        first = try ScenarioRunner.run(scenario)
    } catch {
        fatalError("an imported screen does not run: \(error)")
    }
    let text = TranscriptRenderer.text(first)
    guard let second = try? ScenarioRunner.run(scenario), TranscriptRenderer.text(second) == text else {
        fatalError("two runs of the same imported screen differ")
    }
    // `earshot import` writes the screen file; Earshot must read it back.
    let written = ScreenWriter.text(imported.screen)
    do {
        _ = try DocumentLoader.load(bytes: Array(written.utf8), name: "fuzz-import.screen.json")
    } catch {
        fatalError("the screen file written for an imported capture does not read back: \(error)\n\(written.prefix(400))")
    }
}

/// A screen the walks are compared with: a heading, buttons, a switch and a text.
private let compareScreen: Scenario? = try? DocumentLoader.load(
    bytes: Array(
        #"""
        {"earshot": 1, "name": "Compare", "root": {"VStack": [{"Text": "Settings", "accessibilityAddTraits": ["isHeader"]},
          {"Button": "Save"}, {"Toggle": "Wi-Fi", "isOn": true}, {"Text": "Version 2.1"}, {"Button": "Sign Out"}]}}
        """#.utf8), name: "compare.screen.json"
).scenario

/// `earshot compare`'s walk properties (issue 52, item 6): the bytes read as a recorded walk
/// never crash the reader, an error names the walk, and a walk that reads is compared with the
/// screen the same way twice, its text report one line per pair at most.
private func earshotFuzzCompare(_ bytes: [UInt8]) {
    guard let screen = compareScreen else { fatalError("the compare screen does not read") }
    let walk: RecordedWalk
    do {
        walk = try RecordedWalk.read(bytes: bytes, name: "fuzz.walk.txt")
    } catch {
        guard error.file == "fuzz.walk.txt" else { fatalError("a walk error that names another file: \(error.description)") }
        return
    }
    guard let first = try? WalkComparison.run(screen, walk: walk, screenName: "compare.screen.json"),
        let second = try? WalkComparison.run(screen, walk: walk, screenName: "compare.screen.json")
    else { return }
    guard first.text == second.text else { fatalError("two comparisons of the same walk differ") }
    guard first.parity >= 0, first.parity <= 1 else { fatalError("a parity outside 0...1: \(first.parity)") }
}
