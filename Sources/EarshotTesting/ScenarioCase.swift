import Earshot
import Foundation
import Testing

/// One scenario file, as the argument of a parameterised test: one test per file, so one
/// broken file fails alone.
///
/// ```swift
/// @Test(arguments: try scenarios(in: "Scenarios"))
/// func scenario(_ scenario: ScenarioCase) {
///     assertScenario(scenario)
/// }
/// ```
///
/// In Xcode and `swift test` each case is named by its path inside the folder
/// (`modal/popup-leaks.scenario.json`).
public struct ScenarioCase: Sendable, Hashable, Identifiable, CustomStringConvertible, CustomTestStringConvertible {
    /// The scenario file.
    public var file: URL
    /// Its path inside the folder it was found in.
    public var name: String

    /// A case for `file`, named `name` or the file's name.
    public init(file: URL, name: String? = nil) {
        self.file = file.standardizedFileURL
        self.name = name ?? file.lastPathComponent
    }

    /// The case's name, which identifies it.
    public var id: String { name }
    /// The case's name.
    public var description: String { name }
    /// The case's name, as the test report shows it.
    public var testDescription: String { name }

    /// Reads the scenario file.
    public func load() throws(InputError) -> Scenario {
        try DocumentLoader.load(file, displayName: TranscriptPaths.display(file)).scenario
    }
}

/// Every `*.scenario.json` at or under `folder`, sorted by path, for a parameterised test.
///
/// A relative `folder` is taken from the folder of the test file (found through
/// `#filePath`), so `scenarios(in: "Scenarios")` in `Tests/AppTests/ScenarioTests.swift` reads
/// `Tests/AppTests/Scenarios/`, whatever the current folder is.
///
/// ```swift
/// @Test(arguments: try scenarios(in: "../../Scenarios"))   // the package's Scenarios/
/// func scenario(_ scenario: ScenarioCase) { assertScenario(scenario) }
/// ```
///
/// - Parameters:
///   - folder: the folder to search, relative to the test file's folder, or absolute.
///   - required: when `false`, a folder that does not exist gives no scenarios instead of an
///     error (for folders that only some checkouts have).
///   - filePath: the test file; leave the default.
/// - Throws: `InputError` when the folder does not exist and `required` is `true`.
public func scenarios(in folder: String, required: Bool = true, filePath: StaticString = #filePath) throws -> [ScenarioCase] {
    let root = ScenarioFolder.url(folder, besideTest: "\(filePath)")
    if !required, !FileManager.default.fileExists(atPath: root.path) { return [] }
    return try ScenarioFolder.cases(in: root)
}

/// Runs a scenario file and asserts that its transcript matches its expectation: its
/// `expect` lines, its `.transcript` file, or the golden file beside it
/// (`modal.scenario.json` → `modal.transcript`), recorded as `record` says (`RecordMode` (Earshot)).
@discardableResult
public func assertScenario(
    _ scenario: ScenarioCase, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let check = ScenarioFolder.check(scenario, record: record, location: location)
    TestFailure.report(check, at: location)
    return check
}

/// Runs every scenario under `folder` and reports one failure per scenario that fails: the
/// XCTest way to check a folder (Swift Testing has parameterised tests, see
/// ``scenarios(in:required:filePath:)``).
///
/// ```swift
/// final class ScenarioTests: XCTestCase {
///     func testScenarios() {
///         assertScenarios(in: "Scenarios")
///     }
/// }
/// ```
@discardableResult
public func assertScenarios(
    in folder: String, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [TranscriptCheck] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let cases: [ScenarioCase]
    do { cases = try ScenarioFolder.cases(in: ScenarioFolder.url(folder, besideTest: location.path)) } catch {
        TestFailure.record("\(error)", at: location)
        return []
    }
    return cases.map { scenario in
        let check = ScenarioFolder.check(scenario, record: record, location: location)
        TestFailure.report(check, at: location)
        return check
    }
}

/// Finding and checking the scenarios of a folder.
enum ScenarioFolder {
    static func url(_ folder: String, besideTest testFile: String) -> URL {
        URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: testFile).deletingLastPathComponent()).standardizedFileURL
    }

    static func cases(in root: URL) throws -> [ScenarioCase] {
        try ScenarioSuite.files(under: [root]).map { file in
            let file = file.standardizedFileURL
            return ScenarioCase(file: file, name: TranscriptPaths.relativePath(of: file, under: root) ?? file.lastPathComponent)
        }
    }

    static func check(_ scenarioCase: ScenarioCase, record: RecordMode?, location: AssertionLocation) -> TranscriptCheck {
        var scenario: Scenario
        do { scenario = try scenarioCase.load() } catch {
            return TranscriptCheck(outcome: .error, heard: [], message: error.description)
        }
        let path = TranscriptPaths.display(scenarioCase.file)
        scenario.name = scenario.name == path ? path : "\(path) (\(scenario.name))"
        return GoldenAssertion.check(scenario, golden: nil, function: "", record: record, location: location)
    }
}
