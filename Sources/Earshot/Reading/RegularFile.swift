import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a path cannot be read as a file, in words that name the real cause: "is a FIFO",
/// "is a device", "is a folder", "no such file", "permission denied", or the size limit.
package struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        case missing, folder, fifo, device, socket, tooLarge, unreadable
    }

    package var kind: Kind
    /// What follows the file's name in a message: `is a FIFO (a named pipe), not a regular file`.
    package var message: String

    package var description: String { message }
}

/// Checks, before anything opens it, that `url` names a regular file (a symbolic link to one
/// is fine) of at most `limit` bytes, and returns its size. A FIFO, a device or a socket would
/// block a reader forever or never end, so they are refused by name; so is a file past the
/// 1 GiB limit (see `Documentation/LIMITS.md`), before a byte of it is read.
package func checkedRegularFile(at url: URL, limit: Int = DocumentLoader.maximumFileBytes) throws(FileProblem) -> Int {
    var status = stat()
    guard stat(url.path, &status) == 0 else { throw FileProblem.from(errno: errno) }
    return try FileProblem.check(status, limit: limit)
}

/// The bytes of a regular file of at most `limit` bytes: checked first (``checkedRegularFile(at:limit:)``),
/// then opened without blocking and checked again on the open file, so a file swapped for a
/// FIFO in between cannot hang the read.
package func readRegularFile(at url: URL, limit: Int = DocumentLoader.maximumFileBytes) throws(FileProblem) -> [UInt8] {
    _ = try checkedRegularFile(at: url, limit: limit)
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileProblem.from(errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileProblem.from(errno: errno) }
    let size = try FileProblem.check(status, limit: limit)
    var bytes = [UInt8](repeating: 0, count: size)
    var count = 0
    let failure: Int32? = bytes.withUnsafeMutableBytes { buffer -> Int32? in
        guard let base = buffer.baseAddress else { return nil }
        while count < size {
            let n = read(descriptor, base + count, size - count)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { break }  // the file shrank meanwhile: what is there
            count += n
        }
        return nil
    }
    if let failure { throw FileProblem.from(errno: failure) }
    if count < size { bytes.removeLast(size - count) }
    return bytes
}

extension FileProblem {
    /// Why `url` cannot be opened for reading, nil when it can.
    static func whyUnopenable(_ url: URL) -> FileProblem? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return from(errno: errno) }
        close(descriptor)
        return nil
    }

    /// The problem `errno` names, in lower case as it reads inside a sentence.
    static func from(errno code: Int32) -> FileProblem {
        switch code {
        case ENOENT: return FileProblem(kind: .missing, message: "no such file")
        case EISDIR: return FileProblem(kind: .folder, message: "is a folder, not a file")
        default:
            let text = String(cString: strerror(code))
            return FileProblem(kind: .unreadable, message: "cannot be read: " + text.prefix(1).lowercased() + text.dropFirst())
        }
    }

    /// The size of a regular file within `limit`, or what the file is instead.
    static func check(_ status: stat, limit: Int) throws(FileProblem) -> Int {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileProblem(kind: .folder, message: "is a folder, not a file")
        case S_IFIFO:
            throw FileProblem(kind: .fifo, message: "is a FIFO (a named pipe), not a regular file; Earshot reads only regular files")
        case S_IFCHR, S_IFBLK:
            throw FileProblem(kind: .device, message: "is a device, not a regular file; Earshot reads only regular files")
        case S_IFSOCK: throw FileProblem(kind: .socket, message: "is a socket, not a regular file; Earshot reads only regular files")
        default: throw FileProblem(kind: .unreadable, message: "is not a regular file; Earshot reads only regular files")
        }
        let size = Int(clamping: Int64(status.st_size))
        guard size <= limit else { throw tooLarge("\(size)", limit: limit) }
        return size
    }

    /// Past the size limit: "is `size` bytes; Earshot reads files up to `limit` bytes (1 GiB)".
    static func tooLarge(_ size: String, limit: Int) -> FileProblem {
        let unit = limit >= 1 << 30 && limit % (1 << 30) == 0 ? " (\(limit >> 30) GiB)" : ""
        return FileProblem(kind: .tooLarge, message: "is \(size) bytes; Earshot reads files up to \(limit) bytes\(unit)")
    }
}
