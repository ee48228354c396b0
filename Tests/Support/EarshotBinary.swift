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
    public typealias Result = ChildProcess.Result

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
        try ChildProcess.run(
            executable, arguments, in: folder, environment: environment.isEmpty ? .inherited : .merged(environment),
            output: standardOutput.map { .file($0) } ?? .captured)
    }
}
