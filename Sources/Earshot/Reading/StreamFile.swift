#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes an open descriptor gives until its end (standard input: `cat s.json | earshot listen -`),
/// at most `limit` of them, as ``readRegularFile(at:limit:)`` reads a file.
///
/// A pipe, a terminal or a device is read until it ends, and refused with the size-limit
/// error once it gives more than `limit` bytes (`/dev/zero` never ends); a regular file past
/// the limit is refused before a byte of it is read. A folder, or a descriptor that is not
/// open (standard input closed), is a ``FileProblem`` that names it, never a trap.
package func readStream(_ descriptor: Int32, limit: Int) throws(FileProblem) -> [UInt8] {
    if descriptor == STDIN_FILENO, StandardInput.wasClosed {
        throw FileProblem(kind: .unreadable, message: "is closed: nothing is open on it to read")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
        if errno == EBADF { throw FileProblem(kind: .unreadable, message: "is closed: nothing is open on it to read") }
        throw FileProblem.from(errno: errno)
    }
    var bytes: [UInt8] = []
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw FileProblem(kind: .folder, message: "is a folder, not a file")
    case S_IFREG: bytes.reserveCapacity(try FileProblem.check(status, limit: limit))
    default: break
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        // One byte past the limit is enough to know the stream is too large.
        let wanted = min(chunk.count, limit + 1 - bytes.count)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
        if count < 0 {
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                // A descriptor left non-blocking by whoever opened it: wait until it has bytes.
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            throw FileProblem.from(errno: errno)
        }
        if count == 0 { return bytes }
        bytes.append(contentsOf: chunk[0..<count])
        if bytes.count > limit { throw FileProblem.tooLarge("more than \(limit)", limit: limit) }
    }
}

/// Standard input as the process started.
package enum StandardInput {
    /// Closed when the process started (`<&-`): the command line put `/dev/null` on descriptor
    /// 0 so that no file or socket opened later takes it, and reading `-` still says it is
    /// closed. Set once, before anything else runs.
    nonisolated(unsafe) package static var wasClosed = false
}
