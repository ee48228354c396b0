import Foundation
import Testing

/// A zygote lives as long as the process that started it, so it must not keep the pipes and
/// sockets that process had open (a test runner reading another child's output until it ends
/// would wait for the zygote too). zygote.c's `earshot_close_inherited_pipes` closes them; a C
/// program built with CEspeakNG's `.c` files opens one of each kind, calls it, and prints which
/// are still open.
@Suite("A speech zygote lets go of inherited pipes and sockets")
struct ZygoteDescriptorTests {
    static let body = """
        #include <stdio.h>
        #include <fcntl.h>
        #include <sys/socket.h>
        #include <unistd.h>
        static void report(const char *name, int fd) { printf("%s %s\\n", name, fcntl(fd, F_GETFD) == -1 ? "closed" : "open"); }
        int main(void) {
            int low[2], high[2], sockets[2], kept[2];
            if (pipe(low) || pipe(high) || socketpair(AF_UNIX, SOCK_STREAM, 0, sockets) || socketpair(AF_UNIX, SOCK_STREAM, 0, kept)) return 2;
            /* A descriptor far above the others: the listing must find it as the old loop did. */
            if (dup2(high[1], 900) != 900) return 3;
            int file = open("/dev/null", O_RDONLY);
            if (file < 0) return 4;
            earshot_close_inherited_pipes(kept[1]);
            report("pipe-read", low[0]);
            report("pipe-write", low[1]);
            report("pipe-900", 900);
            report("socket", sockets[0]);
            report("kept-socket", kept[1]);
            report("file", file);
            report("stdout", 1);
            return 0;
        }
        """

    @Test(
        "Pipes and sockets are closed, whatever their number; the zygote's own socket, files and standard output are kept",
        .enabled(if: EspeakABITests.clang != nil, "needs clang"))
    func closesInheritedPipes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-zygote-fds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("fds.c")
        let target = EspeakABITests.target
        try Data(("#include \"\(target.appendingPathComponent("zygote.h").path)\"\n" + Self.body).utf8).write(to: source)
        let program = folder.appendingPathComponent("fds")
        let code = ["library.c", "zygote.c", "speaker.c"].map { target.appendingPathComponent($0).path }
        let include = "-I" + target.appendingPathComponent("include").path
        let compile = try EspeakABITests.run(
            try #require(EspeakABITests.clang), ["-w", include, "-o", program.path, source.path] + code + ["-ldl"])
        try #require(compile.status == 0, "\(compile.output)")
        let result = try EspeakABITests.run(program.path, [])
        #expect(result.status == 0)
        #expect(
            result.output == """
                pipe-read closed
                pipe-write closed
                pipe-900 closed
                socket closed
                kept-socket open
                file open
                stdout open

                """)
    }
}
