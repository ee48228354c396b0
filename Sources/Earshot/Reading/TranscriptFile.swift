import Foundation

/// A `.transcript` file: the text form, one line per thing heard, UTF-8, each line escaped as
/// `TranscriptText` does it (a label's own line feed is `\n`, so a line stays one line). Lines
/// end with LF; CRLF, as an editor on Windows may save them, reads the same.
public enum TranscriptFile {
    /// The lines of a transcript file, without the final newline.
    public static func lines(of text: String) -> [String] {
        // Split on the byte, not on `Character`: "\r\n" is one Character in Swift.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            TranscriptText.unescaped(String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self))
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The file contents for these lines.
    public static func text(of lines: [String]) -> String {
        lines.isEmpty ? "" : lines.map(TranscriptText.escaped).joined(separator: "\n") + "\n"
    }

    /// What reading a transcript file found.
    public enum Contents: Sendable, Equatable {
        /// There is no file at the path.
        case missing
        /// There is something at the path, but not a transcript: why, for a message.
        case unreadable(String)
        /// The transcript's lines.
        case lines([String])
    }

    /// Reads the transcript file at `url`: its lines, nothing there, or why it cannot be used
    /// (a folder, a FIFO, UTF-16 text, bytes that are not UTF-8). Only a regular file is
    /// opened (`readRegularFile`), so a FIFO cannot hang the run.
    public static func read(_ url: URL) -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(at: url)
        } catch  where error.kind == .missing {
            return .missing
        } catch {
            return .unreadable(error.message)
        }
        return decode(bytes)
    }

    /// The lines of a transcript file's bytes, or why they are not UTF-8 text.
    public static func decode(_ bytes: [UInt8]) -> Contents {
        var bytes = bytes
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.contains(0) {
            return .unreadable("is UTF-16 text (or holds NUL bytes); save it as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(data: Data(bytes), encoding: .utf8) else { return .unreadable("is not UTF-8 text") }
        return .lines(lines(of: text))
    }
}
