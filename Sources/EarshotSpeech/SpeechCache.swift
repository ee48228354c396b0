import Earshot
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory of synthesized PCM, one file per (voice, wpm, pitch, spell-out, text, versions).
///
/// Safe to share between processes: a file is written to a unique temporary name in its final
/// directory and renamed into place (atomic on POSIX), so readers see a whole file or none.
/// Every file starts with a header holding the full key, the sample count and a checksum of the
/// samples; a file whose header, key, length or checksum doesn't match is a miss (and is
/// overwritten by the next store), and so is anything that is not a regular file (a FIFO there
/// would block the reader forever). Synthesis gives the same samples for the same request in
/// every process (`SpeechEngine`), so whichever process stores an entry, it holds the same bytes.
struct SpeechCache: Sendable {
    /// Bump when the file layout changes.
    static let formatVersion: UInt32 = 2
    /// Bump when EarshotSpeech changes how it turns a request into samples.
    /// 2: every utterance synthesized by a fresh engine (CEspeakNG's zygote.c), so entries no longer depend on
    /// what the process that stored them said before.
    static let pipelineVersion = "EarshotSpeech-2"
    /// Bytes before the key: magic, format version, key length, sample count, checksum.
    static let headerBytes = 24
    private static let magic: [UInt8] = Array("ESPC".utf8)

    let directory: URL

    /// `$EARSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/earshot`, else `~/.cache/earshot`.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let d = environment["EARSHOT_CACHE_DIR"], !d.isEmpty { return URL(fileURLWithPath: d, isDirectory: true) }
        if let x = environment["XDG_CACHE_HOME"], !x.isEmpty {
            return URL(fileURLWithPath: x, isDirectory: true).appendingPathComponent("earshot", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".cache", isDirectory: true).appendingPathComponent("earshot", isDirectory: true)
    }

    static func key(_ r: SpeechEngine.Request, engineVersion: String) -> String {
        "v\(formatVersion)|\(pipelineVersion)|espeak-ng \(engineVersion)|\(r.voice)|\(r.wordsPerMinute)|\(r.pitch)|\(r.spellsOut ? 1 : 0)|\(r.text)"
    }

    func fileURL(forKey key: String) -> URL {
        let h = Self.hash(key)
        return directory.appendingPathComponent("speech-v\(Self.formatVersion)", isDirectory: true)
            .appendingPathComponent(String(h.prefix(2)), isDirectory: true)
            .appendingPathComponent(h + ".pcm")
    }

    func load(key: String) -> [Int16]? {
        let url = fileURL(forKey: key)
        // A regular file within the size limit, checked before it is opened, and again on the
        // descriptor (opened without blocking, in case a FIFO was put there in between).
        guard (try? checkedRegularFile(at: url)) != nil else { return nil }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(clamping: Int64(st.st_size))
        let keyBytes = Array(key.utf8)
        let headerCount = Self.headerBytes + keyBytes.count
        guard size >= headerCount, size <= DocumentLoader.maximumFileBytes, (size - headerCount) % 2 == 0 else { return nil }
        var header = [UInt8](repeating: 0, count: headerCount)
        guard readFully(fd, &header, header.count) else { return nil }
        guard Array(header[0..<4]) == Self.magic else { return nil }
        func u32(_ o: Int) -> UInt32 {
            UInt32(header[o]) | UInt32(header[o + 1]) << 8 | UInt32(header[o + 2]) << 16 | UInt32(header[o + 3]) << 24
        }
        let count = Int(u32(12))
        let checksum = UInt64(u32(16)) | UInt64(u32(20)) << 32
        guard u32(4) == Self.formatVersion, Int(u32(8)) == keyBytes.count,
            size == headerCount + 2 * count,
            header[Self.headerBytes...].elementsEqual(keyBytes)
        else { return nil }
        var ok = true
        let samples = [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 { ok = readFully(fd, base, 2 * count) }
            initialized = ok ? count : 0
        }
        // Samples damaged in place (the right size, the wrong bytes) are a miss too.
        guard ok, Self.checksum(samples) == checksum else { return nil }
        #if _endian(big)
            return samples.map { Int16(littleEndian: $0) }
        #else
            return samples
        #endif
    }

    /// A 64-bit checksum of the samples' bytes, eight at a time (FNV-1a's prime with a shift
    /// mix; it finds damage, it is no defence against tampering).
    static func checksum(_ samples: [Int16]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(samples.count)
        samples.withUnsafeBytes { raw in
            let words = raw.count / 8
            raw.withMemoryRebound(to: UInt64.self) { block in
                for i in 0..<words {
                    hash = (hash ^ UInt64(littleEndian: block[i])) &* 0x100_0000_01b3
                    hash ^= hash >> 29
                }
            }
            for i in (words * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[i])) &* 0x100_0000_01b3
            }
        }
        return hash
    }

    /// Best effort: a cache that can't be written is just a cache that misses.
    func store(key: String, samples: [Int16]) {
        let url = fileURL(forKey: key)
        let dir = url.deletingLastPathComponent().path
        let keyBytes = Array(key.utf8)
        var header = Self.magic
        guard keyBytes.count <= Int(UInt32.max), samples.count <= DocumentLoader.maximumFileBytes / 2 else { return }
        let checksum = Self.checksum(samples)
        for v in [
            Self.formatVersion, UInt32(keyBytes.count), UInt32(samples.count), UInt32(truncatingIfNeeded: checksum), UInt32(checksum >> 32),
        ] {
            withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) }
        }
        header += keyBytes
        let temp = "\(dir)/.\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp"
        var fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { return }
        #if _endian(little)
            let body = samples
        #else
            let body = samples.map { $0.littleEndian }
        #endif
        let ok = writeFully(fd, header, header.count) && body.withUnsafeBytes { writeFully(fd, $0.baseAddress, $0.count) }
        // Written whole before it gets its name: other processes see a complete entry or none
        // (after a crash, an entry the disk lost part of fails its checksum).
        close(fd)
        if !ok || rename(temp, url.path) != 0 { unlink(temp) }
    }

    /// 128-bit FNV-1a (two 64-bit lanes with different offset bases), as 32 hex digits.
    static func hash(_ s: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in s.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
            b = b ^ (b >> 29)
        }
        func hex(_ v: UInt64) -> String {
            let h = String(v, radix: 16)
            return String(repeating: "0", count: 16 - h.count) + h
        }
        return hex(a) + hex(b)
    }
}

private func readFully(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Bool {
    var done = 0
    while done < count {
        let n = read(fd, buffer + done, count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
    }
    return true
}

private func writeFully(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Bool {
    guard count > 0 else { return true }
    guard let buffer else { return false }
    var done = 0
    while done < count {
        let n = write(fd, buffer + done, count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
    }
    return true
}
