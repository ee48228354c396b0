import Earshot
import Foundation
import Testing

extension GoldenFile {
    /// Reports a golden file's outcome to Swift Testing: a difference, a missing file or a
    /// recording is an issue (a recording fails, to be checked).
    public static func expect(_ outcome: Outcome, _ file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        switch outcome {
        case .matched: break
        case .differed(let why):
            Issue.record("\(file.lastPathComponent): \(why) (EARSHOT_RECORD=failed records it)", sourceLocation: sourceLocation)
        case .missing:
            Issue.record("no golden file at \(file.path) (EARSHOT_RECORD=missing records it)", sourceLocation: sourceLocation)
        case .recorded:
            Issue.record("Recorded \(file.lastPathComponent); check it and run again.", sourceLocation: sourceLocation)
        }
    }
}
