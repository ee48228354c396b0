import Earshot
import Foundation

/// Standard input, output and error as the process starts. A descriptor the shell closed
/// (`earshot listen x >&-`) is the lowest free one, so the next file or socket the run opens (a
/// speech worker's socket, the WAV file) would take it, and what is written to standard output
/// would go there. Each closed one is taken by `/dev/null` before anything else is opened; with
/// standard output closed the run stops, saying so in one line, exit 74.
enum StandardStreams {
    /// Fills closed descriptors 0, 1 and 2 with `/dev/null`; whether standard output was closed.
    static func takeClosedDescriptors() -> Bool {
        var outputClosed = false
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { outputClosed = true }
            if descriptor == STDIN_FILENO { StandardInput.wasClosed = true }
            // The lowest free descriptor: this one, as those below it are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        return outputClosed
    }

    /// The one line said when standard output is closed.
    static let closedOutputMessage =
        "earshot: error: standard output is closed; nothing was run (give it a file or /dev/null: > /dev/null)\n"
}
