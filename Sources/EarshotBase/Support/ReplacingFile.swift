import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output file written whole or not at all: its bytes go to a new file beside it (`.NAME.
/// earshot-PID-N.tmp`, created exclusively, never through a link), which ``commit()`` renames over
/// the file's name. Until then the file that was there is untouched; two runs writing the same
/// name each write their own file and the last rename wins, never a mix of both; a symbolic link
/// put at the name while the run works is replaced, never written through.
///
/// A character device or a pipe (`/dev/null`, a FIFO), or anything under `/dev` (`/dev/fd/1`),
/// is written where it is: it cannot be replaced, and holds no file to keep. Dropped without a commit, the file is
/// abandoned: what was written is removed.
package final class ReplacingFile {
    /// The name the bytes end up at.
    package let path: String
    /// The open file the bytes go to.
    package private(set) var descriptor: Int32
    /// Committed or abandoned: the descriptor is closed.
    private var finished = false
    /// The file written beside `path`, renamed over it on commit; nil when `path` is written
    /// where it is.
    private let temporary: String?
    /// Its place in ``SignalCleanup``'s table, which removes it if a signal stops the process.
    private var cleanupSlot: Int?

    /// Why the file cannot be written: the system's reason ("permission denied").
    package struct Failure: Error, Sendable {
        /// The system's words for the error.
        package var reason: String
    }

    /// Numbers the temporary files of one process apart.
    private static let counter = Locked(0)

    /// Opens the file to write `path` through, with `mode` for a new file.
    package init(path: String, mode: mode_t = 0o666) throws(Failure) {
        self.path = path
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists, type == S_IFCHR || type == S_IFIFO || path.hasPrefix("/dev/") {
            // `/dev/fd/1` (`--wav -`) may be a file standard output was sent to: written there.
            temporary = nil
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        } else {
            let url = URL(fileURLWithPath: path)
            let number = Self.counter.withLock { value in
                value += 1
                return value
            }
            let name = ".\(url.lastPathComponent).earshot-\(getpid())-\(number).tmp"
            let beside = url.deletingLastPathComponent().appendingPathComponent(name).path
            temporary = beside
            // Noted before it exists: a signal between `open` and the note would leave it behind
            // (the name holds this process's id and a counter, so it can only be this file).
            cleanupSlot = SignalCleanup.register(beside)
            descriptor = open(beside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            if descriptor < 0, let slot = cleanupSlot {
                SignalCleanup.release(slot)
                cleanupSlot = nil
            }
        }
        if descriptor < 0 {
            let error = errno
            finished = true
            throw Failure(reason: Self.reason(error))
        }
    }

    /// Writes all of `bytes`, going on after an interrupted write.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard var base = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            #if canImport(Glibc)
                let count = Glibc.write(descriptor, base, left)
            #else
                let count = Darwin.write(descriptor, base, left)
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: Self.reason(errno))
            }
            base += count
            left -= count
        }
    }

    /// Closes the file and puts it at `path`, replacing what was there.
    package func commit() throws(Failure) {
        guard !finished else { return }
        finished = true
        let status = close(descriptor)
        let closeError = errno
        guard let temporary else {
            if status != 0 { throw Failure(reason: Self.reason(closeError)) }
            return
        }
        guard status == 0 else {
            unlink(temporary)
            releaseCleanup()
            throw Failure(reason: Self.reason(closeError))
        }
        defer { releaseCleanup() }
        if rename(temporary, path) != 0 {
            let error = errno
            unlink(temporary)
            throw Failure(reason: Self.reason(error))
        }
    }

    private func releaseCleanup() {
        if let slot = cleanupSlot { SignalCleanup.release(slot) }
        cleanupSlot = nil
    }

    /// Closes the file and removes what was written; the file at `path` stays as it was.
    package func abandon() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        if let temporary { unlink(temporary) }
        releaseCleanup()
    }

    deinit { abandon() }

    /// The system's words for `code`, in lower case ("no such file or directory").
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
