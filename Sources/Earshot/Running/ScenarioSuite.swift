import EarshotBase
import Foundation

/// Finds scenario files and their golden transcripts.
///
/// A scenario's expectation is its `expect` (lines, or a path to a `.transcript` file); without
/// one, a golden file beside it with the same base name (`modal.scenario.json` →
/// `modal.transcript`) is used when it exists.
public enum ScenarioSuite {
    /// The suffix that makes a file a scenario.
    public static let scenarioSuffix = ".scenario.json"

    /// Every `*.scenario.json` at or under `paths`, sorted, each once.
    public static func files(under paths: [URL]) throws(InputError) -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw InputError(file: path.relativePath, message: "no such file or folder")
            }
            if !isDirectory.boolValue {
                found.append(path)
                continue
            }
            found += try FolderWalk.checkedFiles(under: path, endingWith: [scenarioSuffix]).map { path.appendingPathComponent($0) }
        }
        var seen = Set<String>()
        return found.map(CurrentFolder.relative).sorted { $0.relativePath < $1.relativePath }.filter {
            seen.insert($0.standardizedFileURL.resolvingSymlinksInPath().path).inserted
        }
    }

    /// The scenario files in `folder` and the folders under it (``FolderWalk``).
    static func scenarios(inFolder folder: URL) -> [URL] {
        FolderWalk.files(under: folder, endingWith: [scenarioSuffix]).map { folder.appendingPathComponent($0) }
    }

    /// The golden transcript beside a scenario file.
    public static func goldenFile(for scenario: URL) -> URL {
        var name = scenario.lastPathComponent
        if name.hasSuffix(scenarioSuffix) { name.removeLast(scenarioSuffix.count) } else if name.hasSuffix(".json") { name.removeLast(5) }
        return scenario.deletingLastPathComponent().appendingPathComponent(name + ".transcript")
    }

    /// The scenario's expectation: its own, or the golden file beside it (nil when there is none).
    /// A golden "file" that is a FIFO, a device or a folder, is past the size limit, is UTF-16 or
    /// is not UTF-8 is an input error naming it, not a scenario without expectation: a test is
    /// never skipped because its golden file could not be read.
    ///
    /// A golden file that `expect` names and that does not exist is an input error too, saying
    /// how to record it, unless `recording`: then it comes back with `fileIsMissing`, to be written.
    public static func expectation(for scenario: Scenario, recording: Bool = false) throws(InputError) -> Expectation? {
        if let expect = scenario.expect {
            if expect.fileIsMissing, !recording, let file = expect.file {
                throw InputError(
                    file: scenario.file?.relativePath ?? scenario.name, path: "expect",
                    message: "the transcript file \"\(file.relativePath)\" does not exist", suggestion: "record it",
                    remedy: .recordTranscript)
            }
            return expect
        }
        guard let file = scenario.file else { return nil }
        let golden = goldenFile(for: file)
        switch TranscriptFile.read(golden) {
        case .missing: return nil
        case .unreadable(let why):
            throw InputError(file: golden.relativePath, message: why)
        case .lines(let lines): return Expectation(lines: lines, file: golden)
        }
    }
}
