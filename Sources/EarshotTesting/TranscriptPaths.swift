import Earshot
import EarshotBase
import Foundation

/// Where golden transcripts and failure artifacts live, found without configuration.
///
/// A golden transcript asserted in a test sits beside the test file, one file per assertion
/// (named as swift-snapshot-testing names snapshots):
///
///     Tests/AppTests/CardTests.swift
///     Tests/AppTests/__Transcripts__/CardTests/deleteButton.transcript     first assertion
///     Tests/AppTests/__Transcripts__/CardTests/deleteButton.2.transcript   second one
///     Tests/AppTests/__Transcripts__/CardTests/EditSuite/deleteButton.transcript
///                                     a Swift Testing suite not named like the file
///     Tests/AppTests/__Transcripts__/CardTests/screens.Settings.transcript
///                                     a parameterised test: its name, then the scenario's
///
/// An assertion given a `golden:` name uses `__Transcripts__/<TestFile>/<golden>.transcript`.
///
/// A scenario file's golden transcript sits beside the scenario
/// (`modal.scenario.json` → `modal.transcript`), as `earshot test` expects.
///
/// The heard transcript of every failure is also written to an artifacts folder that CI can
/// keep: `$EARSHOT_ARTIFACTS`, else `.build/earshot-artifacts` in the package of the test.
public enum TranscriptPaths {
    /// The folder beside a test file that holds its golden transcripts.
    public static let goldenFolderName = "__Transcripts__"
    /// The environment variable that chooses the artifacts folder.
    public static let artifactsVariable = "EARSHOT_ARTIFACTS"

    /// `__Transcripts__/<TestFile>/<name>.transcript` beside the test file.
    ///
    ///     TranscriptPaths.goldenFile(named: "deleteButton", besideTest: "/app/Tests/AppTests/CardTests.swift")
    ///     // /app/Tests/AppTests/__Transcripts__/CardTests/deleteButton.transcript
    public static func goldenFile(named name: String, besideTest testFile: String) -> URL {
        let test = URL(fileURLWithPath: testFile)
        return test.deletingLastPathComponent()
            .appendingPathComponent(goldenFolderName)
            .appendingPathComponent(baseName(of: test))
            .appendingPathComponent(fileName(for: name) + ".transcript")
    }

    /// The golden file of an assertion named after its test:
    /// `__Transcripts__/<TestFile>/<Suite>/<test>[.<n>].transcript` (see ``goldenFile(named:besideTest:)``).
    static func goldenFile(for assertion: AssertionName, besideTest testFile: String) -> URL {
        let file = goldenFile(named: assertion.name, besideTest: testFile)
        return inside(assertion.suite, file)
    }

    /// `folder/<suite>/<file>`: the suite's folders put in before the file's name.
    private static func inside(_ suite: [String], _ file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        for part in suite { folder.appendPathComponent(fileName(for: part)) }
        return folder.appendingPathComponent(file.lastPathComponent)
    }

    /// The golden name a test function gives: `#function` without its parameters.
    ///
    ///     TranscriptPaths.goldenName(forFunction: "deleteButton()")    // "deleteButton"
    ///     TranscriptPaths.goldenName(forFunction: "scenario(_:)")      // "scenario"
    public static func goldenName(forFunction function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// The artifacts folder: `$EARSHOT_ARTIFACTS` (relative paths from the current folder),
    /// else `.build/earshot-artifacts` in the package that holds `testFile`.
    public static func artifactsFolder(
        forTest testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let folder = environment[artifactsVariable], !folder.isEmpty {
            return URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
        }
        let base = packageRoot(containing: URL(fileURLWithPath: testFile)) ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return base.appendingPathComponent(".build").appendingPathComponent("earshot-artifacts")
    }

    /// Where the heard transcript of a failing test-side assertion goes:
    /// `<artifacts>/<TestFile>/<name>.transcript`.
    static func artifact(named name: String, forTest testFile: String, in folder: URL) -> URL {
        folder.appendingPathComponent(baseName(of: URL(fileURLWithPath: testFile)))
            .appendingPathComponent(fileName(for: name) + ".transcript")
    }

    /// Where the heard transcript of a failing assertion named after its test goes:
    /// `<artifacts>/<TestFile>/<Suite>/<test>[.<n>].transcript`.
    static func artifact(for assertion: AssertionName, forTest testFile: String, in folder: URL) -> URL {
        inside(assertion.suite, artifact(named: assertion.name, forTest: testFile, in: folder))
    }

    /// Where the heard transcript of a failing scenario file goes: its golden file's path
    /// inside the package, under the artifacts folder (`<artifacts>/Scenarios/modal.transcript`).
    static func artifact(forScenario scenario: URL, in folder: URL) -> URL {
        let golden = ScenarioSuite.goldenFile(for: scenario).standardizedFileURL
        if let root = packageRoot(containing: golden), let relative = relativePath(of: golden, under: root) {
            return folder.appendingPathComponent(relative)
        }
        return folder.appendingPathComponent(golden.deletingLastPathComponent().lastPathComponent)
            .appendingPathComponent(golden.lastPathComponent)
    }

    /// The nearest folder at or above `file` that holds a `Package.swift`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// A path for messages: relative to the current folder when it lies inside it.
    static func display(_ url: URL) -> String {
        CurrentFolder.relativePath(of: url.standardizedFileURL.path) ?? url.standardizedFileURL.path
    }

    static func relativePath(of url: URL, under folder: URL) -> String? {
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : nil
    }

    /// `CardTests.swift` → `CardTests`.
    static func baseName(of file: URL) -> String {
        file.deletingPathExtension().lastPathComponent
    }

    /// A name made safe for a file: anything but letters, digits, `.`, `-` and `_` becomes `-`.
    static func fileName(for name: String) -> String {
        let safe = name.unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar) ? String(scalar) : "-"
        }.joined()
        return safe.isEmpty ? "transcript" : safe
    }
}
