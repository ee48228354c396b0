import Foundation

/// The one walk over a folder of Earshot's files, for every command and test that takes folders:
/// the files under it whose names end in one of the suffixes, following symbolic links to
/// folders (a suite often links shared scenarios in), each real folder walked once so that a
/// link back up cannot loop.
public enum FolderWalk {
    /// The files under `folder` ending in one of `suffixes`, as paths relative to it
    /// (`Modal/alert.scenario.json`), in name order.
    public static func files(under folder: URL, endingWith suffixes: [String]) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var walked = Set<String>()
        var pending = [(url: folder, relative: "")]
        while let (current, relative) = pending.popLast() {
            guard walked.insert(current.resolvingSymlinksInPath().path).inserted,
                let entries = try? manager.contentsOfDirectory(atPath: current.path)
            else { continue }
            for name in entries {
                let url = current.appendingPathComponent(name)
                let path = relative + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }  // a broken link
                if isDirectory.boolValue {
                    pending.append((url, path + "/"))
                } else if suffixes.contains(where: name.hasSuffix) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The screens and scenarios under `folder` (`*.screen.json`, `*.scenario.json`).
    public static let documentSuffixes = [".screen.json", ".scenario.json"]
}
