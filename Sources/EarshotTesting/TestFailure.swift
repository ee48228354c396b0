import Testing
import XCTest

/// Where an assertion was written, in the forms both test frameworks take.
///
/// Every assertion takes `fileID`, `filePath`, `line` and `column` with the caller's values as
/// defaults; a helper that wraps an assertion passes its own caller's values on.
public struct AssertionLocation: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

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
