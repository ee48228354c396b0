import Earshot
import EarshotBase
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mono 16-bit PCM audio, as eSpeak NG produces it (22050 Hz).
public struct AudioBuffer: Sendable, Equatable {
    /// Samples per second (22050 for every eSpeak voice Earshot uses).
    public var sampleRate: Int
    /// Signed 16-bit mono samples.
    public var samples: [Int16]

    /// Audio of `samples` at `sampleRate`; empty by default.
    public init(sampleRate: Int = 22050, samples: [Int16] = []) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// Length in seconds.
    public var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

    /// A canonical 44-byte-header RIFF/WAVE file: PCM, mono, 16-bit little-endian.
    public func wavData() -> Data {
        let dataBytes = samples.count * 2
        var d = Self.wavHeader(sampleRate: sampleRate, sampleCount: samples.count)
        d.reserveCapacity(44 + dataBytes)
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        #if _endian(little)
            samples.withUnsafeBytes { d.append(contentsOf: $0) }
        #else
            for s in samples { u16(UInt16(bitPattern: s)) }
        #endif
        return d
    }

    /// The 44-byte header of a PCM, mono, 16-bit WAV file of `sampleCount` samples. Sizes past
    /// the 32-bit fields are clamped (``Voicer/writeWAV(_:to:)`` refuses such audio first).
    static func wavHeader(sampleRate: Int, sampleCount: Int) -> Data {
        let dataBytes = UInt32(clamping: sampleCount * 2)
        var d = Data(capacity: 44)
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8))
        u32(dataBytes > UInt32.max - 36 ? UInt32.max : 36 + dataBytes)
        d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8))
        u32(16)
        u16(1)  // PCM
        u16(1)  // mono
        u32(UInt32(clamping: sampleRate))
        u32(UInt32(clamping: sampleRate * 2))  // byte rate
        u16(2)  // block align
        u16(16)  // bits per sample
        d.append(contentsOf: Array("data".utf8))
        u32(dataBytes)
        return d
    }

    /// Writes ``wavData()`` to `url`.
    /// - Throws: ``VoicingError/unwritableOutput(path:reason:)`` with the system's reason
    ///   ("Permission denied", "No such file or directory", "Is a directory", ...).
    public func write(to url: URL) throws {
        let path = url.path
        let data = wavData()
        do {
            // Beside the file, renamed over it once whole (`ReplacingFile`).
            let file = try ReplacingFile(path: path, mode: 0o644)
            try data.withUnsafeBytes { raw in try file.write(raw) }
            try file.commit()
        } catch let error as ReplacingFile.Failure {
            throw VoicingError.unwritableOutput(path: path, reason: error.reason)
        }
    }

    /// Parses a WAV file written by ``wavData()`` (PCM, mono, 16-bit; `fmt ` and `data` chunks in
    /// any order, other chunks skipped). Returns `nil` for anything else.
    public init?(wavData data: Data) {
        let b = [UInt8](data)
        func u32(_ o: Int) -> UInt32 { UInt32(b[o]) | UInt32(b[o + 1]) << 8 | UInt32(b[o + 2]) << 16 | UInt32(b[o + 3]) << 24 }
        func u16(_ o: Int) -> UInt16 { UInt16(b[o]) | UInt16(b[o + 1]) << 8 }
        guard b.count >= 12, Array(b[0..<4]) == Array("RIFF".utf8), Array(b[8..<12]) == Array("WAVE".utf8) else { return nil }
        var o = 12
        var rate: Int?
        var samples: [Int16]?
        while o + 8 <= b.count {
            let id = String(decoding: b[o..<o + 4], as: UTF8.self)
            let size = Int(u32(o + 4))
            let body = o + 8
            guard body + size <= b.count else { return nil }
            if id == "fmt " {
                guard size >= 16, u16(body) == 1, u16(body + 2) == 1, u16(body + 14) == 16 else { return nil }
                rate = Int(u32(body + 4))
            } else if id == "data" {
                samples = stride(from: body, to: body + size - 1, by: 2).map { Int16(bitPattern: u16($0)) }
            }
            o = body + size + (size & 1)
        }
        guard let rate, let samples else { return nil }
        self.init(sampleRate: rate, samples: samples)
    }
}

/// A WAV file written as its samples come: the header first (the length is known up front),
/// then the samples in pieces. A file left unfinished by an error is removed.
struct WAVFileWriter {
    let path: String
    /// Written beside the file and renamed over it once whole (`ReplacingFile`): a failure, a
    /// signal or a second run never leaves a file whose header claims more than it holds.
    private let file: ReplacingFile
    private let expected: Int
    private var written = 0

    init(url: URL, sampleRate: Int, sampleCount: Int) throws {
        path = url.path
        expected = sampleCount
        do { file = try ReplacingFile(path: path, mode: 0o644) } catch {
            throw VoicingError.unwritableOutput(path: path, reason: error.reason)
        }
        let header = AudioBuffer.wavHeader(sampleRate: sampleRate, sampleCount: sampleCount)
        try header.withUnsafeBytes { try write($0) }
    }

    mutating func append(_ samples: UnsafeBufferPointer<Int16>) throws {
        #if _endian(little)
            try write(UnsafeRawBufferPointer(samples))
        #else
            let bytes = samples.map { $0.littleEndian }
            try bytes.withUnsafeBytes { try write($0) }
        #endif
        written += samples.count
    }

    /// Closes the file, checking that it holds what its header says.
    mutating func finish() throws {
        if written != expected {
            file.abandon()
            throw VoicingError.unwritableOutput(path: path, reason: "wrote \(written) samples of \(expected)")
        }
        do { try file.commit() } catch { throw VoicingError.unwritableOutput(path: path, reason: error.reason) }
    }

    /// Removes what an error left half written; the file that was at `path` stays as it was.
    mutating func abandon() {
        file.abandon()
    }

    private func write(_ raw: UnsafeRawBufferPointer) throws {
        do { try file.write(raw) } catch { throw VoicingError.unwritableOutput(path: path, reason: error.reason) }
    }
}
