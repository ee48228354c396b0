import Earshot
import Foundation

/// `earshot audit PATH ...`: the accessibility mistakes of screens and scenarios, each
/// explained by the transcript line that exposes it (FORMAT.md §4).
struct AuditCommand {
    var options: Options

    func run() throws -> Int32 {
        guard !options.paths.isEmpty else {
            throw UsageError("'earshot audit' needs a .screen.json or .scenario.json file, or a folder of them.")
        }
        var results: [AuditResult] = []
        let urls = try files()
        var unreadable = 0
        for url in urls {
            // A file that cannot be read or run is reported, and the others are still audited.
            do {
                results.append(try audit(url))
            } catch let error as InputError where urls.count > 1 {
                Terminal.error(error.commandLineDescription)
                unreadable += 1
            } catch let error as ScenarioError where urls.count > 1 {
                Terminal.error(error.description)
                unreadable += 1
            }
        }
        switch options.auditFormat {
        case .text: Terminal.write(AuditReport.text(results, ignoringName: "--ignore"))
        case .json: Terminal.write(AuditReport.json(results, ignoringName: "--ignore"))
        case .sarif: Terminal.write(AuditReport.sarif(results, version: Help.versionNumber, ignoringName: "--ignore"))
        }
        if unreadable > 0 { return CommandLineTool.Exit.badInput }
        let failed = results.flatMap(\.findings).contains { options.failOn.fails($0.severity) }
        return failed ? CommandLineTool.Exit.expectationFailed : CommandLineTool.Exit.success
    }

    /// One file's findings. A captured tree (XCUITest, Appium, idb, AccessibilitySnapshot) is
    /// imported first, as `listen` and `dump` do; its findings name the capture, at line 1: a
    /// capture's text does not map to the imported screen's views.
    func audit(_ url: URL) throws -> AuditResult {
        let name = url.relativePath
        let (document, imported) = try CaptureInput.load(url, displayName: name, format: options.captureFormat)
        guard imported != nil else { return try Audit.file(url, displayName: name, document: document, ignoring: Set(options.ignore)) }
        var result = try Audit.run(document.scenario, ignoring: Set(options.ignore))
        for index in result.findings.indices { result.findings[index].file = name }
        for index in result.suppressed.indices { result.suppressed[index].finding.file = name }
        return result
    }

    /// The files named, with the screens and scenarios inside each folder named, in order.
    func files() throws -> [URL] {
        var urls: [URL] = []
        for path in options.paths {
            var isDirectory: ObjCBool = false
            let url = URL(fileURLWithPath: path)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".screen.json") || $0.hasSuffix(".scenario.json") }.sorted()
                urls += found.map { URL(fileURLWithPath: (path as NSString).appendingPathComponent($0)) }
            } else {
                urls.append(url)
            }
        }
        return urls.map { URL(fileURLWithPath: $0.relativePath) }
    }
}
