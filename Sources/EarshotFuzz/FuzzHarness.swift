// The libFuzzer entry point for Earshot. Not a SwiftPM target: `Scripts/fuzz` compiles this file
// together with Sources/Earshot/**/*.swift into one module with `swiftc -sanitize=fuzzer,address`,
// so `swift build` and `swift test` never see it and need no libFuzzer.
//
// Each input is treated as a screen or scenario file. It goes through the whole pipeline:
// JSON parsing, screen and scenario decoding, a full run, and both renderings. Besides crashes
// (traps, sanitizer reports) and hangs (`-timeout`), the harness checks three properties and
// traps when one fails, so libFuzzer keeps the input:
//
// 1. Determinism: a second run of the same document gives the same text and JSON bytes.
// 2. Round trip: the parsed JSON written back by `JSONSerializer` parses to the same value.
// 3. Errors name the file: every `InputError` and `ScenarioError` mentions the input's name.
// 4. The streaming screen reader agrees with the ordinary one: it reads what the ordinary
//    reader reads (the same transcript) or gives up; it never reads what the other refuses.

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
    // 2. The parser and the serializer agree.
    if let value = try? JSONParser.parse(bytes, maxDepth: DocumentLoader.maximumDepth) {
        let written = JSONSerializer.serialize(value)
        guard let again = try? JSONParser.parse(written, maxDepth: DocumentLoader.maximumDepth + 1) else {
            fatalError("JSONSerializer wrote text JSONParser refuses: \(written.prefix(200))")
        }
        guard again == value else { fatalError("JSON round trip changed the value: \(written.prefix(200))") }
    }
    // 4. Both screen readers agree.
    let streamed = bytes.withUnsafeBufferPointer {
        StreamingScreenReader.screen($0, json: JSONReader(file: "fuzz.screen.json"), defaultName: "fuzz")
    }
    let read = try? DocumentLoader.load(bytes: bytes, name: "fuzz.screen.json").scenario.screen
    if let streamed {
        guard let read else { fatalError("the streaming reader read a screen the ordinary reader refuses") }
        let heard = { (screen: Screen) in (try? ScenarioRunner.run(Scenario(name: "fuzz", screen: screen)))?.lines }
        guard heard(streamed) == heard(read) else { fatalError("the two screen readers read different screens") }
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
