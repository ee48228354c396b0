#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file mapped read-only, for readers that go through it once from start to end: the pages
/// they have moved past can be let go (`PagesBehind`), so a 400 MB screen file does not stay
/// resident while its views are built. A page let go and touched again is read again from the
/// file.
///
/// Sendable: nothing in it changes after it is made, and letting pages go changes nothing a
/// reader sees.
final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Nil when the file cannot be mapped (empty, not a regular file, no permission): the
    /// caller then reads it the ordinary way, which gives the error message.
    init?(path: String) {
        // Never blocks: a FIFO swapped in after the caller's check is refused by fstat below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        let count = Int(status.st_size)
        guard let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else { return nil }
        base = mapped
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Lets go of the whole pages inside `range`. It changes nothing any reader sees.
    func release(_ range: Range<Int>) {
        let start = (max(0, range.lowerBound) + Self.pageSize - 1) / Self.pageSize * Self.pageSize
        let end = min(range.upperBound, bytes.count) / Self.pageSize * Self.pageSize
        guard end > start else { return }
        _ = madvise(base + start, end - start, MADV_DONTNEED)
    }

    deinit {
        munmap(base, bytes.count)
    }
}

/// What a reader going through a file from `start` has moved past, let go of a few megabytes at
/// a time.
struct PagesBehind {
    /// Lets go of a range of the file's bytes (`MappedFile.release(_:)`).
    let release: @Sendable (Range<Int>) -> Void
    private var released: Int
    /// Pages are let go in steps of this many bytes.
    private static let step = 8 << 20

    init(from start: Int, release: @escaping @Sendable (Range<Int>) -> Void) {
        self.release = release
        released = start
    }

    /// The reader has read everything before `offset`.
    mutating func reached(_ offset: Int) {
        guard offset - released >= Self.step else { return }
        release(released..<offset)
        released = offset
    }
}
