import Foundation

/// Files named from the folder a command runs in, for messages and reports: a file inside it
/// reads `Scenarios/modal.scenario.json` wherever the checkout is.
package enum CurrentFolder {
    /// `path` from the current folder when it lies inside it, else nil: in `/home/me/app`,
    /// `/home/me/app/Scenarios/a.json` gives `Scenarios/a.json`, `/tmp/a.json` nil. `path` is
    /// compared as given (the caller standardizes it when it should).
    package static func relativePath(of path: String) -> String? {
        let current = FileManager.default.currentDirectoryPath
        let base = current.hasSuffix("/") ? current : current + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }

    /// The file as a URL relative to the current folder when it lies inside it (its
    /// `relativePath` is then `Scenarios/a.json`); else as the path it was named by.
    package static func relative(_ url: URL) -> URL {
        guard let relative = relativePath(of: url.standardizedFileURL.path) else { return URL(fileURLWithPath: url.relativePath) }
        return URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}
