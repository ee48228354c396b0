import Foundation

/// The one walk over a folder of Earshot's files, for every command and test that takes folders:
/// the files under it whose names end in one of the suffixes, following symbolic links to
/// folders (a suite often links shared scenarios in), each real folder walked once so that a
/// link back up cannot loop.
///
/// Only folders and files on the file system of the folder given are walked: a symbolic link
/// out of it (to `/proc`, `/sys`, `/dev`, another mount) is never followed, so a link to `/proc`
/// cannot make a walk read `/proc/kmsg` (a read that waits for the kernel and takes its
/// messages). Such a link, and a folder that cannot be read, is a ``Problem``: the commands
/// report it (exit 65), never a pass over the files they could reach.
public enum FolderWalk {
    /// What a walk could not go into: the place (relative to the folder) and why.
    public struct Problem: Sendable, Equatable {
        /// The path relative to the folder walked (`shared/`, `proc`).
        public var path: String
        /// Why it was not walked.
        public var reason: String
    }

    /// The files under `folder` ending in one of `suffixes`, as paths relative to it
    /// (`Modal/alert.scenario.json`), in name order.
    public static func files(under folder: URL, endingWith suffixes: [String]) -> [String] {
        walk(under: folder) { path, _ in suffixes.contains(where: path.hasSuffix) }.files
    }

    /// ``files(under:endingWith:)``, or an error naming the first place the walk could not go
    /// into (a folder it cannot read, a link out of the folder's file system).
    public static func checkedFiles(under folder: URL, endingWith suffixes: [String]) throws(InputError) -> [String] {
        try checkedFiles(under: folder) { path, _ in suffixes.contains(where: path.hasSuffix) }
    }

    /// ``walk(under:where:)``'s files, or an error naming its first problem.
    public static func checkedFiles(under folder: URL, where keep: (_ path: String, _ url: URL) -> Bool) throws(InputError) -> [String] {
        let (files, problems) = walk(under: folder, where: keep)
        if let problem = problems.first {
            let more = problems.count > 1 ? " (and \(problems.count - 1) more place\(problems.count == 2 ? "" : "s") in it)" : ""
            throw InputError(
                file: folder.appendingPathComponent(problem.path).relativePath,
                message: "\(problem.reason)\(more); nothing under \(folder.relativePath) was checked")
        }
        return files
    }

    /// The files under `folder` that `keep` takes, given each one's path relative to the folder
    /// and its URL (to look inside: `earshot audit` keeps captures too), in name order; and the
    /// places it could not go into.
    public static func walk(
        under folder: URL, where keep: (_ path: String, _ url: URL) -> Bool
    ) -> (files: [String], problems: [Problem]) {
        let manager = FileManager.default
        var found: [String] = []
        var problems: [Problem] = []
        var walked = Set<String>()
        let device = deviceOf(folder.path)
        var pending = [(url: folder, relative: "")]
        while let (current, relative) = pending.popLast() {
            guard walked.insert(current.resolvingSymlinksInPath().path).inserted else { continue }
            guard let entries = try? manager.contentsOfDirectory(atPath: current.path) else {
                problems.append(Problem(path: relative, reason: "is a folder that cannot be read (its permissions?)"))
                continue
            }
            for name in entries {
                let url = current.appendingPathComponent(name)
                let path = relative + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }  // a broken link
                if isLink(url.path), let device, deviceOf(url.path) != device {
                    let target = url.resolvingSymlinksInPath().path
                    problems.append(
                        Problem(
                            path: path,
                            reason:
                                "is a symbolic link out of the folder's file system (to \(target)); Earshot does not follow it: name what it points to instead"
                        ))
                    continue
                }
                if isDirectory.boolValue {
                    pending.append((url, path + "/"))
                } else if keep(path, url) {
                    found.append(path)
                }
            }
        }
        return (found.sorted(), problems.sorted { $0.path < $1.path })
    }

    /// The file system a path is on (following a link), nil when it cannot be asked.
    private static func deviceOf(_ path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt64(status.st_dev)
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The screens and scenarios under `folder` (`*.screen.json`, `*.scenario.json`).
    public static let documentSuffixes = [".screen.json", ".scenario.json"]
}
