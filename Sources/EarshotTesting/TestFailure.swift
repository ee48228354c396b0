import Earshot
import Foundation
import Testing
import XCTest

/// Where an assertion was written, in the forms both test frameworks take.
///
/// Every assertion takes `fileID`, `filePath`, `line` and `column` with the caller's values as
/// defaults; a helper that wraps an assertion passes its own caller's values on.
public struct AssertionLocation: Sendable {
    /// `#fileID` of the assertion.
    public var fileID: String
    /// `#filePath` of the assertion.
    public var filePath: StaticString
    /// `#line` of the assertion.
    public var line: UInt
    /// `#column` of the assertion.
    public var column: UInt

    /// The caller's location, by default.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The test file's path.
    public var path: String { "\(filePath)" }
}

/// Reports a failure to whichever test framework is running the current test.
enum TestFailure {
    /// Swift Testing when a `@Test` is running (`Test.current`), else XCTest.
    static func record(_ message: String, at location: AssertionLocation) {
        if Test.current != nil {
            let source = SourceLocation(
                fileID: location.fileID, filePath: location.path, line: Int(location.line), column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}

extension TestFailure {
    /// Reports a failed check: its message as a failure, and what was heard as an attachment of
    /// the test result (besides the artifact file in `$EARSHOT_ARTIFACTS`).
    static func report(_ check: TranscriptCheck, at location: AssertionLocation) {
        guard let message = check.message else { return }
        record(message, at: location)
        attachHeard(check, at: location)
    }

    /// The name of the attachment: the artifact's file name, else `heard.transcript`.
    static func attachmentName(for check: TranscriptCheck) -> String {
        check.artifact?.lastPathComponent ?? "heard.transcript"
    }

    /// Attaches the heard transcript of a failed check to the running test: a Swift Testing
    /// `Attachment` (Swift 6.2 and later, every platform), or an `XCTAttachment` under XCTest
    /// on Apple platforms (swift-corelibs-xctest has none).
    static func attachHeard(_ check: TranscriptCheck, at location: AssertionLocation) {
        guard !check.passed, !check.heard.isEmpty else { return }
        let text = TranscriptFile.text(of: check.heard)
        let name = attachmentName(for: check)
        if Test.current != nil {
            #if compiler(>=6.2)
                let source = SourceLocation(
                    fileID: location.fileID, filePath: location.path, line: Int(location.line), column: Int(location.column))
                Attachment.record(text, named: name, sourceLocation: source)
            #endif
        } else {
            #if canImport(Darwin)
                // XCTest runs its tests on the main thread; an activity must be made there.
                guard Thread.isMainThread else { return }
                MainActor.assumeIsolated {
                    let attachment = XCTAttachment(string: text)
                    attachment.name = name
                    attachment.lifetime = .keepAlways
                    XCTContext.runActivity(named: "Heard transcript: \(name)") { activity in activity.add(attachment) }
                }
            #endif
        }
    }
}
