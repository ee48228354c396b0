import Earshot
import EarshotTesting
import XCTest

/// The same assertions from XCTest: failures go to `XCTFail`, at the line of the assertion.
final class XCTestSupportTests: XCTestCase {
    /// Failures captured instead of failing the test, for tests that fail on purpose.
    private var captured: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body`, returning the failures it reported instead of failing.
    private func failures(of body: () -> Void) -> [(description: String, file: String, line: Int)] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    func testLinesMatch() {
        assertTranscript(of: Card.scenario, matches: Card.heard)
    }

    func testGoldenBesideTheTest() {
        // __Transcripts__/XCTestSupportTests/testGoldenBesideTheTest.transcript
        assertTranscript(of: Card.scenario)
    }

    func testTwoGoldenAssertions() {
        // __Transcripts__/XCTestSupportTests/testTwoGoldenAssertions.transcript and .2.transcript
        let first = assertTranscript(of: Screen(name: "One") { Text("One") })
        let second = assertTranscript(of: Screen(name: "Two") { Text("Two") })
        XCTAssertTrue(first.passed && second.passed)
        XCTAssertEqual(first.golden?.lastPathComponent, "testTwoGoldenAssertions.transcript")
        XCTAssertEqual(second.golden?.lastPathComponent, "testTwoGoldenAssertions.2.transcript")
        XCTAssertEqual(second.golden?.deletingLastPathComponent().lastPathComponent, "XCTestSupportTests")
    }

    func testScenarioFolder() {
        let checks = assertScenarios(in: "Scenarios", record: .never)
        XCTAssertEqual(checks.count, 2)
        XCTAssertTrue(checks.allSatisfy(\.passed))
    }

    func testFailureGoesToXCTestAtTheAssertion() {
        let line = #line + 2
        let failures = failures {
            assertTranscript(of: Card.scenario, matches: ["Maya Lin, Heading", "Delete, Button"])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.file.hasSuffix("XCTestSupportTests.swift") == true)
        XCTAssertTrue(failures.first?.description.contains("first difference at line 2, at step 1 (next)") == true)
    }

    func testOneFailurePerBrokenScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, line) in [("a", "Hello"), ("b", "Goodbye"), ("c", "Hello"), ("d", "Hi")] {
            try folder.write(
                #"{"earshot": 1, "screen": {"earshot": 1, "root": {"Text": "Hello"}}, "expect": ["\#(line)"]}"#, to: "\(name).scenario.json"
            )
        }
        var checks: [TranscriptCheck] = []
        let failures = failures { checks = assertScenarios(in: folder.url.path, record: .never) }
        XCTAssertEqual(checks.map(\.passed), [true, false, true, false])
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[0].description.contains("b.scenario.json"))
        XCTAssertTrue(failures[1].description.contains("d.scenario.json"))
    }
}
