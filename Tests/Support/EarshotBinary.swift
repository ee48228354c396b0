import Foundation
import Testing

/// The `earshot` binary of this build: `$EARSHOT_BINARY`, else beside the test bundle (the
/// build folder holds both), else the repository's default `.build/debug`.
public enum EarshotBinary {
    public static let url: URL? = {
        let manager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["EARSHOT_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("earshot"))
        }
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("earshot"))
                folder.deleteLastPathComponent()
            }
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("earshot"))
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(repository.appendingPathComponent(".build/debug/earshot"))
        return candidates.first { manager.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
    }()

    /// What a run ended with: its exit status, its standard output and its standard error.
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var error: String

        /// A run's end: `status`, with what it printed on `output` and on `error`.
        public init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    /// Runs `earshot arguments` in `folder`; with `standardOutput`, its output goes to that
    /// file (such as /dev/full) and `output` is empty. `environment` is added to this process's.
    public static func run(
        _ arguments: [String], in folder: URL, standardOutput: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let binary = try #require(url, "the earshot binary is not built")
        return try run(binary, arguments, in: folder, standardOutput: standardOutput, environment: environment)
    }

    /// Runs `executable arguments` in `folder`.
    public static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, standardOutput: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        // What it prints is caught in a folder of its own, never in `folder` (the repository's
        // own folder for some runs): a test writes nothing where the user's files are.
        let capture = manager.temporaryDirectory.appendingPathComponent("earshot-run-\(UUID().uuidString)")
        try manager.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout")
        let errURL = capture.appendingPathComponent("stderr")
        _ = manager.createFile(atPath: outURL.path, contents: nil)
        _ = manager.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: standardOutput.map { URL(fileURLWithPath: $0) } ?? outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    private static var manager: FileManager { .default }
}
