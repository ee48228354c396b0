import Foundation

/// A program a test starts, and what it printed. Its standard output and error go to files in a
/// folder of its own, read once it ends: never a pipe (a child that prints more than a pipe
/// holds would block on it while the test waits), and never the test's own folder (a test writes
/// nothing where the user's files are). Every test that runs a program runs it through this.
public struct ChildProcess {
    /// The variables a child sees.
    public enum Environment {
        /// This process's.
        case inherited
        /// This process's without the names in `removing`, with these set over it.
        case merged([String: String], removing: [String] = [])
        /// Exactly these, for a run that must not see this one's settings.
        case replaced([String: String])
    }

    /// What a child reads on its standard input.
    public enum Input {
        /// This process's standard input.
        case inherited
        /// Nothing: end of file at once.
        case nothing
        /// These bytes through a pipe, as from `cat file |`, then end of file: under a pipe's
        /// 64 KiB, as the pipe holds them whether the child reads them or not.
        case bytes(Data)
    }

    /// Where a child's standard output goes.
    public enum Output {
        /// Caught, in `Result.output`.
        case captured
        /// With its standard error, in the order printed, in `Result.output` (`error` is empty).
        case withErrors
        /// Nowhere.
        case discarded
        /// Into this file (such as /dev/full); `Result.output` is empty.
        case file(String)
    }

    /// How a child ended and what it printed.
    public struct Result: Sendable {
        /// Its exit status, or the signal that ended it when `signalled`.
        public var status: Int32
        /// Whether a signal ended it.
        public var signalled: Bool
        /// What it printed on standard output, as bytes.
        public var outputBytes: Data
        /// What it printed on standard error.
        public var error: String
        /// What it printed on standard output.
        public var output: String { String(decoding: outputBytes, as: UTF8.self) }

        /// A child's end: `status`, with what it printed on `output` and on `error`.
        public init(status: Int32, signalled: Bool = false, output: String, error: String) {
            self.init(status: status, signalled: signalled, outputBytes: Data(output.utf8), error: error)
        }

        /// A child's end: `status`, with the bytes it printed on `outputBytes` and `error`.
        public init(status: Int32, signalled: Bool, outputBytes: Data, error: String) {
            self.status = status
            self.signalled = signalled
            self.outputBytes = outputBytes
            self.error = error
        }
    }

    private let process: Process
    private let capture: URL
    private let outputFile: URL?
    private let errorFile: URL
    private let handles: [FileHandle]

    /// Starts `executable arguments` in `folder` (else this process's folder).
    public static func start(
        _ executable: URL, _ arguments: [String] = [], in folder: URL? = nil, environment: Environment = .inherited,
        input: Input = .inherited, output: Output = .captured
    ) throws -> ChildProcess {
        try ChildProcess(executable, arguments, in: folder, environment: environment, input: input, output: output)
    }

    /// Runs `executable arguments` in `folder` (else this process's folder) to its end.
    public static func run(
        _ executable: URL, _ arguments: [String] = [], in folder: URL? = nil, environment: Environment = .inherited,
        input: Input = .inherited, output: Output = .captured
    ) throws -> Result {
        try start(executable, arguments, in: folder, environment: environment, input: input, output: output).wait()
    }

    private init(_ executable: URL, _ arguments: [String], in folder: URL?, environment: Environment, input: Input, output: Output) throws {
        let manager = FileManager.default
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        switch environment {
        case .inherited:
            break
        case .merged(let setting, let removing):
            var variables = ProcessInfo.processInfo.environment
            for name in removing { variables[name] = nil }
            process.environment = variables.merging(setting) { $1 }
        case .replaced(let variables):
            process.environment = variables
        }
        capture = manager.temporaryDirectory.appendingPathComponent("earshot-child-\(UUID().uuidString)")
        try manager.createDirectory(at: capture, withIntermediateDirectories: true)
        var opened: [FileHandle] = []
        func writing(_ url: URL) throws -> FileHandle {
            if !manager.fileExists(atPath: url.path) { _ = manager.createFile(atPath: url.path, contents: nil) }
            let handle = try FileHandle(forWritingTo: url)
            opened.append(handle)
            return handle
        }
        do {
            errorFile = capture.appendingPathComponent("stderr")
            let errors = try writing(errorFile)
            process.standardError = errors
            switch output {
            case .captured:
                outputFile = capture.appendingPathComponent("stdout")
                process.standardOutput = try writing(capture.appendingPathComponent("stdout"))
            case .withErrors:
                outputFile = errorFile
                process.standardOutput = errors
            case .discarded:
                outputFile = nil
                process.standardOutput = FileHandle.nullDevice
            case .file(let path):
                outputFile = nil
                process.standardOutput = try writing(URL(fileURLWithPath: path))
            }
            switch input {
            case .inherited:
                break
            case .nothing:
                process.standardInput = FileHandle.nullDevice
            case .bytes:
                process.standardInput = Pipe()
            }
            handles = opened
            try process.run()
            if case .bytes(let bytes) = input, let pipe = process.standardInput as? Pipe {
                // The reading end stays open here while writing, so a child that ends without
                // reading makes no broken pipe (its SIGPIPE would end the whole test run).
                try pipe.fileHandleForWriting.write(contentsOf: bytes)
                try pipe.fileHandleForWriting.close()
                try pipe.fileHandleForReading.close()
            }
        } catch {
            for handle in opened { try? handle.close() }
            try? manager.removeItem(at: capture)
            throw error
        }
    }

    /// The child's process id, for a test that signals it.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child is still running.
    public var isRunning: Bool { process.isRunning }

    /// Waits for the child's end, and reads what it printed.
    public func wait() throws -> Result {
        process.waitUntilExit()
        return try finish()
    }

    /// Waits at most `seconds` for the child's end; nil (and the child terminated) when it is
    /// still running then.
    public func wait(atMost seconds: Double) throws -> Result? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard process.isRunning else { return try finish() }
        process.terminate()
        process.waitUntilExit()
        _ = try? finish()
        return nil
    }

    private func finish() throws -> Result {
        defer { try? FileManager.default.removeItem(at: capture) }
        for handle in handles { try handle.close() }
        let printed = try outputFile.map { try Data(contentsOf: $0) } ?? Data()
        let errors = outputFile == errorFile ? "" : String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, outputBytes: printed,
            error: errors)
    }
}
