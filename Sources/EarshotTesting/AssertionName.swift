import Earshot
import EarshotBase
import Foundation
import Testing

/// The name of one assertion that takes its name from the test it runs in: the golden file
/// and the artifact of each assertion are its own, as swift-snapshot-testing names snapshots.
///
///     __Transcripts__/CardTests/deleteButton.transcript            the test's first assertion
///     __Transcripts__/CardTests/deleteButton.2.transcript          its second
///     __Transcripts__/CardTests/EditingSuite/deleteButton.transcript
///                                                                  a suite not named like the file
///     __Transcripts__/CardTests/screens.Settings.transcript        a parameterised test, per scenario
struct AssertionName: Equatable {
    /// Folders between `__Transcripts__/<TestFile>` and the file: the Swift Testing suite types
    /// that hold the test, outermost first; none when the only suite is named like the file.
    var suite: [String]
    /// The test's name, then `.<scenario>` in a parameterised test, then `.<n>` from the
    /// second assertion on.
    var name: String

    /// How many assertions each test has made so far in this process.
    private static let counters = Locked<[String: Int]>([:])

    /// Names the next assertion of the running test. Swift Testing's current test gives the
    /// suite and the test's name; under XCTest the test function (`#function`) does.
    static func next(function: String, testFile: String, scenario: String) -> AssertionName {
        var suite: [String] = []
        var name = TranscriptPaths.goldenName(forFunction: function)
        var key = "XCTest " + testFile
        if let test = Test.current {
            let components = test.id.nameComponents
            if let last = components.last { name = TranscriptPaths.goldenName(forFunction: last) }
            suite = Array(components.dropLast())
            if suite == [TranscriptPaths.baseName(of: URL(fileURLWithPath: testFile))] { suite = [] }
            // The cases of a parameterised test run at the same time, in no set order: each
            // scenario is named, so its number does not depend on which case came first.
            if test.isParameterized { name += "." + TranscriptPaths.fileName(for: scenario) }
            key = "Testing " + test.id.moduleName + "." + components.joined(separator: "/")
        }
        key += " " + name
        let count = counters.withLock { counts -> Int in
            counts[key, default: 0] += 1
            return counts[key, default: 1]
        }
        return AssertionName(suite: suite, name: count == 1 ? name : "\(name).\(count)")
    }
}
