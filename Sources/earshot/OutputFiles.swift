import Earshot
import EarshotAudit
import EarshotBase
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output option may replace: a file it wrote itself before, never anything else. A
/// mistyped `--wav notes.json` or `--junit modal.scenario.json` must not destroy the user's
/// file, and a symbolic link must not carry the write somewhere else (CWE-59, "Improper Link
/// Resolution Before File Access").
enum OutputFiles {
    /// `--wav PATH`: nothing there, or a WAV file (`RIFF` … `WAVE` header), and not a symbolic link.
    static func checkWAV(_ path: String) throws {
        try check(path, option: "--wav", kind: "a WAV file") { prefix in
            prefix.count >= 12 && prefix.starts(with: Array("RIFF".utf8)) && Array(prefix[8..<12]) == Array("WAVE".utf8)
        }
    }

    /// `earshot report -o PATH`: nothing there, or a page `earshot report` wrote before (its
    /// `generator` meta), not a symbolic link.
    static func checkReport(_ path: String) throws {
        try check(path, option: "earshot report -o", kind: "an Earshot report") { prefix in
            String(decoding: prefix, as: UTF8.self).contains("<meta name=\"generator\" content=\"earshot report\">")
        }
    }

    /// `earshot audit --write-baseline PATH`: nothing there, or an audit baseline (its
    /// format key near the start), not a symbolic link.
    static func checkBaseline(_ path: String) throws {
        try check(path, option: "--write-baseline", kind: "an audit baseline") { prefix in
            String(decoding: prefix, as: UTF8.self).contains("\"\(AuditBaseline.formatKey)\"")
        }
    }

    /// `--junit PATH`: nothing there, or a JUnit XML report, not a symbolic link (that it is none
    /// of the files the run reads is ``checkDistinct(_:inputs:)``'s).
    static func checkJUnit(_ path: String) throws {
        try check(path, option: "--junit", kind: "a JUnit XML report", matches: isJUnit)
    }

    /// `--summary PATH`: nothing there, an empty file (`$GITHUB_STEP_SUMMARY` as a step
    /// starts), or a summary Earshot wrote before (its first line), not a symbolic link, and
    /// none of the files the run reads.
    static func checkSummary(_ path: String, inputs: [URL]) throws {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let input = inputs.first(where: { $0.standardizedFileURL.resolvingSymlinksInPath().path == target }) {
            throw OutputError(
                description: "\(path): error: --summary would overwrite \(input.relativePath), which this run reads; name another file")
        }
        try check(path, option: "--summary", kind: "an Earshot summary") { prefix in
            prefix.starts(with: Array(MarkdownSummary.marker.utf8))
        }
    }

    /// Refuses two outputs of one run that name the same file (`--junit X --summary X`: one
    /// would replace the other), and an output that is one of the run's `inputs` (`import
    /// CAPTURE -o CAPTURE --force` would replace the capture it reads). Standard output (`-`) is
    /// no file. Exit 73.
    static func checkDistinct(_ outputs: [(option: String, path: String?)], inputs: [URL]) throws {
        var seen: [String: String] = [:]
        for (option, path) in outputs {
            guard let path, path != Terminal.standardOutputName else { continue }
            let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if let input = inputs.first(where: { $0.standardizedFileURL.resolvingSymlinksInPath().path == target }) {
                throw OutputError(
                    description: "\(path): error: \(option) would overwrite \(input.relativePath), which this run reads; name another file")
            }
            if let other = seen[target] {
                throw OutputError(description: "\(path): error: \(option) and \(other) name the same file; one would replace the other")
            }
            seen[target] = option
        }
    }

    /// `earshot import -o PATH`: nothing there, or (with `--force`) a file; never a symbolic
    /// link, with or without `--force`, which would replace the link's target.
    static func checkImport(_ path: String, force: Bool) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }  // nothing there
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            throw OutputError(description: "\(path): error: earshot import will not write through a symbolic link; name the file itself")
        }
        guard type == S_IFREG else {
            throw OutputError(description: "\(path): error: earshot import names something that is not a file; Earshot will not replace it")
        }
        if !force {
            throw OutputError(description: "\(path): error: the file exists; pass --force to replace it, or -o to write elsewhere")
        }
    }

    /// True for the start of a JUnit XML report: after an XML declaration and comments, a
    /// `<testsuites` or `<testsuite` element.
    static func isJUnit(_ prefix: [UInt8]) -> Bool {
        var text = Substring(String(decoding: prefix, as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") {
                let end = text.hasPrefix("<?") ? "?>" : "-->"
                guard let close = text.range(of: end) else { return false }
                text = text[close.upperBound...]
                continue
            }
            return text.hasPrefix("<testsuites") || text.hasPrefix("<testsuite")
        }
    }

    /// Writes `text` to the file at `path`, or throws why it cannot in the system's words ("no
    /// such file or directory"), not Foundation's "The operation could not be completed".
    static func write(_ text: String, to path: String) throws(OutputProblem) {
        _ = try stream(to: path) { write in write(text) }
    }

    /// Writes to the file at `path` what `produce` hands its writer, piece by piece, and returns
    /// how many bytes that was; or throws why it cannot, in the system's words. After a failed
    /// piece the rest are dropped. The bytes go to a file beside `path` that replaces it only when
    /// complete (`ReplacingFile`): the file that was there stays whole on a failure or a signal,
    /// two runs never interleave in it, and a symbolic link put there is replaced, never followed.
    static func stream(to path: String, _ produce: (_ write: @escaping (String) -> Void) -> Void) throws(OutputProblem) -> Int {
        let file: ReplacingFile
        do { file = try ReplacingFile(path: path) } catch { throw OutputProblem(reason: error.reason) }
        final class Progress {
            var bytes = 0
            var failure: Int32?
        }
        let progress = Progress()
        produce { piece in
            guard progress.failure == nil else { return }
            progress.bytes += piece.utf8.count
            progress.failure = Terminal.writeAll(piece, to: file.descriptor)
        }
        if let failure = progress.failure {
            file.abandon()
            throw OutputProblem(reason: Terminal.message(for: failure))
        }
        do { try file.commit() } catch { throw OutputProblem(reason: error.reason) }
        return progress.bytes
    }

    /// Why a write failed: the POSIX error under Foundation's, in lower case.
    static func reason(for error: Error) -> String {
        let nested = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        if let posix = [error as NSError, nested].compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) {
            return Terminal.message(for: Int32(posix.code))
        }
        return error.localizedDescription
    }

    /// Refuses `path` when something is there that is not `kind`: a symbolic link, a folder, or
    /// a non-empty file whose first bytes `matches` rejects. A character device (`/dev/null`) is written to,
    /// not replaced, and is allowed.
    private static func check(_ path: String, option: String, kind: String, matches: ([UInt8]) -> Bool) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }  // nothing there
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            throw OutputError(description: "\(path): error: \(option) will not write through a symbolic link; name the file itself")
        }
        if type == S_IFCHR { return }
        guard type == S_IFREG else {
            throw OutputError(description: "\(path): error: \(option) names something that is not a file; Earshot will not replace it")
        }
        // `read(upToCount:)` throws where `readData(ofLength:)` traps (a `try!` inside Foundation);
        // a file whose start cannot be read is not replaced.
        let prefix = FileHandle(forReadingAtPath: path).flatMap { handle -> [UInt8]? in
            defer { try? handle.close() }
            let data: Data?
            do { data = try handle.read(upToCount: 4096) } catch { return nil }
            // nil without an error is the end of the file at once: an empty file.
            return [UInt8](data ?? Data())
        }
        // An empty file holds nothing to lose (a temporary file made for the output).
        guard let prefix, prefix.isEmpty || matches(prefix) else {
            throw OutputError(
                description:
                    "\(path): error: exists and is not \(kind); \(option) replaces only \(kind) it wrote before, so name another file")
        }
    }
}

/// Why an output file cannot be written, for a message that names the file.
struct OutputProblem: Error {
    var reason: String
}
