import Earshot
import EarshotBase
import EarshotImporting
import Foundation

/// The files `earshot audit` and `earshot report` read for the paths they are given: a file
/// (or `-`) as it is; for a folder, what `listen` would read in it: its screen and scenario
/// files and its captures (a file whose content is a capture Earshot knows), in name order.
/// Hidden files and folders (`.build`, `.git`) are searched for screen and scenario files only.
enum InputFiles {
    /// One file to read; `inFolder` when a folder's walk found it.
    struct File: Equatable {
        var path: String
        var inFolder: Bool

        /// The capture format to read it with: `--from` names the format of the captures, so a
        /// screen or scenario file found in a folder is read as one.
        func format(_ captureFormat: CaptureFormat?) -> CaptureFormat? {
            inFolder && InputFiles.isDocumentName(path) ? nil : captureFormat
        }
    }

    /// The files under `paths`, and the folders among them that hold nothing to read.
    /// A folder the walk could not go into (a folder it cannot read, a symbolic link out of its
    /// file system) is bad input: the error names it (``FolderWalk``).
    static func expand(_ paths: [String]) throws(InputError) -> (files: [File], emptyFolders: [String]) {
        var files: [File] = []
        var empty: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(File(path: path, inFolder: false))
                continue
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            let found = try FolderWalk.checkedFiles(under: URL(fileURLWithPath: path)) { name, url in
                isDocumentName(name) || (!name.split(separator: "/").contains { $0.hasPrefix(".") } && CaptureImporter.isCapture(url))
            }
            if found.isEmpty { empty.append(path) }
            files += found.map { File(path: folder + $0, inFolder: true) }
        }
        return (files, empty)
    }

    /// Named as a screen or scenario file.
    static func isDocumentName(_ path: String) -> Bool {
        path.hasSuffix(".screen.json") || path.hasSuffix(".scenario.json")
    }

    /// Says, on standard error, that each of `folders` holds nothing to read: `earshot audit`
    /// and `earshot report` then exit 1, as `earshot test` does when it checked nothing.
    static func reportEmpty(_ folders: [String], command: String) {
        for folder in folders {
            Terminal.error("\(folder): error: holds no screen, scenario or capture file; nothing in it for earshot \(command)")
        }
    }
}
