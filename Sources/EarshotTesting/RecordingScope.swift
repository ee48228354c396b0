import Earshot
import Foundation
import Testing

/// A record mode for every golden assertion in a scope: a suite, a test, or a block. It sits
/// between an assertion's own `record:` argument, which wins, and `EARSHOT_RECORD`, the CI
/// default and `missing` (`RecordMode`), as swift-snapshot-testing's
/// `withSnapshotTesting(record:)` does.
///
/// ```swift
/// @Suite(.earshotRecord(.failed))          // Swift Testing: every test of the suite
/// struct CheckoutScreens { ... }
///
/// final class CheckoutTests: XCTestCase {  // XCTest: every test of the class
///     override func invokeTest() {
///         withEarshotRecording(.failed) { super.invokeTest() }
///     }
/// }
/// ```
public enum EarshotRecording {
    /// The mode of the scope the current task runs in; nil outside one.
    @TaskLocal public static var mode: RecordMode?
}

/// Runs `operation` with `mode` as the record mode of every golden assertion in it that has no
/// `record:` of its own.
public func withEarshotRecording<Result>(_ mode: RecordMode, operation: () throws -> Result) rethrows -> Result {
    try EarshotRecording.$mode.withValue(mode, operation: operation)
}

/// The same, for an `async` operation.
public func withEarshotRecording<Result>(_ mode: RecordMode, operation: () async throws -> Result) async rethrows -> Result {
    try await EarshotRecording.$mode.withValue(mode, operation: operation)
}

/// A Swift Testing trait that sets the record mode of every golden assertion of a suite (and the
/// suites inside it) or of one test: `@Suite(.earshotRecord(.failed))`.
public struct EarshotRecordTrait: SuiteTrait, TestTrait, TestScoping {
    /// The mode its tests record golden files in.
    public var mode: RecordMode

    /// It reaches the tests of the suites inside too.
    public var isRecursive: Bool { true }

    /// Runs the test with `mode` in effect.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await EarshotRecording.$mode.withValue(mode) { try await function() }
    }
}

extension Trait where Self == EarshotRecordTrait {
    /// Every golden assertion of this suite or test records as `mode` says, unless it passes a
    /// `record:` of its own.
    public static func earshotRecord(_ mode: RecordMode) -> Self { EarshotRecordTrait(mode: mode) }
}
