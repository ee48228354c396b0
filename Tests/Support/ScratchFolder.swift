import Foundation

/// The folder under the system's temporary folder where a test process writes its files, each
/// test in a folder of its own below it: removed, with all it holds, when the process ends, so
/// that a machine running the suite day after day keeps nothing of it.
public let scratchFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-tests-\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { removeScratchFolder() }
    return url
}()

private func removeScratchFolder() {
    try? FileManager.default.removeItem(at: scratchFolder)
}
