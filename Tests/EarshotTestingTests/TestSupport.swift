import Earshot
import EarshotTestSupport
import Foundation
import Testing

/// A fresh folder under the system's temporary folder, for tests that write files.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = scratchFolder.appendingPathComponent("earshot-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws {
        let file = self.file(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A card with a heading, an unlabelled icon button and a switch: what the tests listen to.
enum Card {
    static let screen = Screen(name: "Card") {
        Text("Maya Lin").accessibilityAddTraits(.isHeader)
        Button { Image("ic_trash") }
        Toggle("Favourite", isOn: false)
    }

    /// Swipes from the heading to the switch.
    static let scenario = Scenario(name: "Card", screen: screen, steps: [.next, .next])

    static let heard = [
        "Maya Lin, Heading",
        "ic_trash, Button",
        "Favourite, Switch button, Off",
        "[hint] Double tap to toggle setting",
    ]
}

/// An issue that an assertion recorded on purpose, captured so the test can check its text.
struct CapturedIssue: Sendable {
    /// The issue's message: what the assertion recorded.
    var message: String
    var fileName: String?
    var line: Int?
}

/// Runs `body`, which fails on purpose, and returns the issues it recorded (`Issue.record`)
/// instead of failing the test. Check them afterwards, outside the closure, as
/// swift-snapshot-testing's own tests do: an expectation inside `withKnownIssue` is counted as
/// one more known issue, so it could never fail. A failed expectation inside `body` is not
/// captured and fails the test; a `body` that records nothing fails it too.
func issuesRecorded(by body: () -> Void) -> [CapturedIssue] {
    let log = IssueLog()
    withKnownIssue("captured to check its text") {
        body()
    } matching: { issue in
        guard case .unconditional = issue.kind else { return false }
        log.append(
            CapturedIssue(
                message: issue.comments.map(\.rawValue).joined(separator: "\n"), fileName: issue.sourceLocation?.fileName,
                line: issue.sourceLocation?.line))
        return true
    }
    return log.issues
}

/// The issues `issuesRecorded(by:)` captured; the matcher may run on another thread.
private final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [CapturedIssue] = []

    func append(_ issue: CapturedIssue) { lock.withLock { captured.append(issue) } }
    var issues: [CapturedIssue] { lock.withLock { captured } }
}

/// Runs the built `earshot ARGUMENTS` in `folder` with `CI` unset (under CI a scenario without
/// an expectation fails instead of being skipped) unless `environment` sets it; its standard
/// output and error together.
func runEarshot(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("earshot")
    try #require(
        FileManager.default.isExecutableFile(atPath: executable.path), "build the earshot executable first: \(executable.path)")
    let run = try ChildProcess.run(
        executable, arguments, in: folder, environment: .merged(environment, removing: ["CI"]), output: .withErrors)
    return (run.status, run.output)
}

/// Runs `/bin/sh -c SCRIPT` in `folder`, with `$EARSHOT` naming the built `earshot`, for what
/// `Process` cannot set up: a closed standard input (`<&-`), a folder or a device on it.
/// Its standard output and error together.
func runEarshotShell(_ script: String, in folder: URL) throws -> (status: Int32, output: String) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("earshot")
    try #require(
        FileManager.default.isExecutableFile(atPath: executable.path), "build the earshot executable first: \(executable.path)")
    let run = try ChildProcess.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder,
        environment: .merged(["EARSHOT": executable.path], removing: ["CI"]), output: .withErrors)
    return (run.status, run.output)
}
