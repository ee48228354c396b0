import Earshot

/// Asserts that a screen read from somewhere else (a live tree: EarshotUIKit reads one with
/// `AccessibilityTreeReader`; a UI test's snapshot) is heard as `expected` when the user swipes
/// through it. A reading that failed fails the test with the reader's error: the node, what
/// was expected and what was found, never a crash. (A `.voiceover` style expectation reads
/// the screen with `try reading.get()` and asserts on the screen.)
///
/// ```swift
/// assertTranscript(of: AccessibilityTreeReader.read(UIKitAccessibilityNode(view)),
///                  matches: ["Settings, Back Button", "General, Heading"])
/// ```
@discardableResult
public func assertTranscript(
    of reading: Result<Screen, InputError>, settings: Settings = Settings(), matches expected: [String], fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    switch reading {
    case .success(let screen):
        return assertTranscript(
            of: screen, settings: settings, matches: expected,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    case .failure(let error):
        return unreadable(error, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Asserts that a screen read from somewhere else matches a golden `.transcript` file beside
/// the test, found, recorded and reported as for a `Screen`.
/// A reading that failed fails the test with the reader's error, and records nothing.
@discardableResult
public func assertTranscript(
    of reading: Result<Screen, InputError>, settings: Settings = Settings(), golden: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> TranscriptCheck {
    switch reading {
    case .success(let screen):
        return assertTranscript(
            of: screen, settings: settings, golden: golden, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    case .failure(let error):
        return unreadable(error, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The failure of an assertion whose screen could not be read.
private func unreadable(_ error: InputError, at location: AssertionLocation) -> TranscriptCheck {
    let check = TranscriptCheck(outcome: .error, heard: [], message: "the screen could not be read: \(error.description)")
    TestFailure.report(check, at: location)
    return check
}
