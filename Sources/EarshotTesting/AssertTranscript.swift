import Earshot
import Foundation

/// Asserts that a scenario's transcript is exactly `expected`, line by line (the text form,
/// FORMAT.md §3.1). On failure the test gets a line diff that names the step which produced
/// the first difference, and the heard transcript is written to the artifacts folder.
///
/// ```swift
/// @Test func deleteButtonIsLabelled() {
///     let scenario = Scenario(name: "Card", steps: [.next]) {
///         Text("Maya Lin")
///         Button { Image("ic_trash") }.accessibilityLabel("Delete")
///     }
///     assertTranscript(of: scenario, matches: [
///         "Maya Lin",
///         "Delete, Button",
///     ])
/// }
/// ```
///
/// Works the same from Swift Testing (`@Test`) and XCTest (`XCTestCase`).
@discardableResult
public func assertTranscript(
    of scenario: Scenario, matches expected: [String],
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = AssertionName.next(function: function, testFile: location.path, scenario: scenario.name)
    let folder = TranscriptPaths.artifactsFolder(forTest: location.path)
    let check = TranscriptCheck.compare(
        scenario, with: expected, artifact: TranscriptPaths.artifact(for: name, forTest: location.path, in: folder))
    TestFailure.report(check, at: location)
    return check
}

/// Asserts that what VoiceOver says when the user swipes through `screen` (each element
/// once, from the first) is exactly `expected`.
///
/// ```swift
/// assertTranscript(of: Screen { Text("Notes").accessibilityAddTraits(.isHeader); Button("Add") },
///                  matches: ["Notes, Heading", "Add, Button"])
/// ```
///
/// `style: .voiceover` compares lines written as Xcode 27's `XCUIVoiceOverService` returns them
/// (`"Add Button"`, the hint inside the utterance), so a recorded walk can be the expectation.
@discardableResult
public func assertTranscript(
    of screen: Screen, settings: Settings = Settings(), style: TranscriptStyle = .earshot, matches expected: [String],
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    var scenario = Scenario(name: screen.name, screen: screen, settings: settings)
    scenario.expectStyle = style
    return assertTranscript(
        of: scenario, matches: expected,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that a scenario's transcript matches a golden `.transcript` file, recording the
/// file as `record` says (`RecordMode` (Earshot); default `EARSHOT_RECORD`, else `missing`, or
/// `never` when `CI` is set).
///
/// The golden file is found without configuration:
/// - `golden` given: `__Transcripts__/<TestFile>/<golden>.transcript` beside the test file;
/// - a scenario built in Swift, without `golden`: one file per assertion, named after the test
///   as swift-snapshot-testing names snapshots: `__Transcripts__/<TestFile>/<test>.transcript`,
///   `<test>.2.transcript` for the test's second assertion, the Swift Testing suite as a folder
///   when it is not named like the file (`__Transcripts__/<TestFile>/<Suite>/<test>.transcript`),
///   and the scenario's name in a parameterised test (`<test>.<scenario>.transcript`);
/// - a scenario read from a file, without `golden`: its own expectation (`expect` lines or
///   `.transcript` path), else the golden file beside it (`modal.scenario.json` →
///   `modal.transcript`).
///
/// ```swift
/// @Test func favouriteCard() {
///     assertTranscript(of: favouriteCardScenario)
///     // compares with Tests/AppTests/__Transcripts__/CardTests/favouriteCard.transcript;
///     // the first run records it and fails, the next runs compare.
/// }
/// ```
///
/// A test that records always fails, so a recording is never mistaken for a pass.
@discardableResult
public func assertTranscript(
    of scenario: Scenario, golden: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let check = GoldenAssertion.check(scenario, golden: golden, function: function, record: record, location: location)
    TestFailure.report(check, at: location)
    return check
}

/// Asserts that the swipe-through transcript of `screen` matches a golden `.transcript`
/// file beside the test (`__Transcripts__/<TestFile>/<golden or test name>.transcript`).
///
/// ```swift
/// func testRegisterScreen() {
///     assertTranscript(of: registerScreen)   // __Transcripts__/RegisterTests/testRegisterScreen.transcript
/// }
/// ```
@discardableResult
public func assertTranscript(
    of screen: Screen, settings: Settings = Settings(), style: TranscriptStyle = .earshot, golden: String? = nil,
    record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    var scenario = Scenario(name: screen.name, screen: screen, settings: settings)
    scenario.expectStyle = style
    return assertTranscript(
        of: scenario, golden: golden, record: record,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Where a golden assertion's expectation comes from, and the check against it.
enum GoldenAssertion {
    static func check(
        _ scenario: Scenario, golden: String?, function: String, record: RecordMode?, location: AssertionLocation,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TranscriptCheck {
        let choice: (mode: RecordMode, reason: String)
        if record == nil, let scoped = EarshotRecording.mode {
            // The suite's `.earshotRecord(_:)` or a `withEarshotRecording(_:)` around the test.
            choice = (scoped, "earshotRecord(.\(scoped)) of the suite or scope")
        } else {
            do { choice = try RecordMode.choice(record, environment: environment) } catch {
                return TranscriptCheck(outcome: .error, heard: [], message: error.description)
            }
        }
        let folder = TranscriptPaths.artifactsFolder(forTest: location.path, environment: environment)
        if golden == nil, let file = scenario.file {
            // A scenario file: its own expectation, or the golden file beside it.
            let artifact = TranscriptPaths.artifact(forScenario: file, in: folder)
            if let expect = scenario.expect, expect.file == nil {
                let source = "the \"expect\" lines of \(TranscriptPaths.display(file))"
                return TranscriptCheck.compare(scenario, with: expect.lines, writtenIn: source, artifact: artifact)
            }
            let goldenFile = scenario.expect?.file ?? ScenarioSuite.goldenFile(for: file)
            return TranscriptCheck.compare(scenario, withGolden: goldenFile, record: choice.mode, reason: choice.reason, artifact: artifact)
        }
        if let golden {
            // A name of the test's own: the same name is the same expectation.
            return TranscriptCheck.compare(
                scenario, withGolden: TranscriptPaths.goldenFile(named: golden, besideTest: location.path),
                record: choice.mode, reason: choice.reason,
                artifact: TranscriptPaths.artifact(named: golden, forTest: location.path, in: folder))
        }
        let name = AssertionName.next(function: function, testFile: location.path, scenario: scenario.name)
        return TranscriptCheck.compare(
            scenario, withGolden: TranscriptPaths.goldenFile(for: name, besideTest: location.path),
            record: choice.mode, reason: choice.reason,
            artifact: TranscriptPaths.artifact(for: name, forTest: location.path, in: folder))
    }
}
