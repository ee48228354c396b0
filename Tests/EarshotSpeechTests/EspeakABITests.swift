import EarshotTestSupport
import Foundation
import Testing

/// `Sources/CEspeakNG/include/CEspeakNG.h` declares eSpeak NG's types and constants itself (the
/// library is opened at run time, and building needs no eSpeak NG headers): they must be
/// speak_lib.h's. Two C programs print the same sizes, offsets and values, one from the installed
/// header and one from CEspeakNG's, and must print the same.
@Suite("eSpeak NG's API as CEspeakNG.h declares it")
struct EspeakABITests {
    static let header = "/usr/include/espeak-ng/speak_lib.h"
    /// The C target's folder: its header in `include/`, its code in `.c` files.
    static let target = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CEspeakNG")
    static let ours = target.appendingPathComponent("include/CEspeakNG.h")
    static let clang: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/clang" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    static let canCompare = FileManager.default.fileExists(atPath: header) && clang != nil

    static let body = """
        #include <stddef.h>
        #include <stdio.h>
        #define V(type, field) printf(#type "." #field " %zu\\n", offsetof(type, field))
        #define C(name) printf(#name " %d\\n", (int)(name))
        int main(void) {
            printf("sizes %zu %zu %zu %zu\\n", sizeof(espeak_VOICE), sizeof(espeak_EVENT), sizeof(espeak_ERROR), sizeof(espeak_PARAMETER));
            V(espeak_VOICE, name); V(espeak_VOICE, languages); V(espeak_VOICE, identifier); V(espeak_VOICE, gender);
            V(espeak_VOICE, age); V(espeak_VOICE, variant); V(espeak_VOICE, xx1); V(espeak_VOICE, score); V(espeak_VOICE, spare);
            V(espeak_EVENT, type); V(espeak_EVENT, unique_identifier); V(espeak_EVENT, text_position); V(espeak_EVENT, length);
            V(espeak_EVENT, audio_position); V(espeak_EVENT, sample); V(espeak_EVENT, user_data); V(espeak_EVENT, id);
            C(AUDIO_OUTPUT_PLAYBACK); C(AUDIO_OUTPUT_RETRIEVAL); C(AUDIO_OUTPUT_SYNCHRONOUS); C(AUDIO_OUTPUT_SYNCH_PLAYBACK);
            C(EE_OK); C(EE_INTERNAL_ERROR); C(EE_BUFFER_FULL); C(EE_NOT_FOUND);
            C(espeakSILENCE); C(espeakRATE); C(espeakVOLUME); C(espeakPITCH); C(espeakRANGE); C(espeakPUNCTUATION); C(espeakCAPITALS);
            C(espeakPUNCT_NONE); C(espeakPUNCT_ALL); C(espeakPUNCT_SOME); C(POS_CHARACTER); C(POS_WORD); C(POS_SENTENCE);
            C(espeakCHARS_UTF8); C(espeakINITIALIZE_DONT_EXIT);
            return 0;
        }
        """

    /// Compiles `include` + `body` with clang and returns what the program prints.
    static func output(including include: String, in folder: URL, name: String) throws -> String {
        let source = folder.appendingPathComponent("\(name).c")
        let program = folder.appendingPathComponent(name)
        try Data((include + "\n" + body).utf8).write(to: source)
        let compile = try run(try #require(clang), ["-w", "-o", program.path, source.path])
        #expect(compile.status == 0, "\(name): \(compile.output)")
        return try run(program.path, []).output
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ChildProcess.run(URL(fileURLWithPath: executable), arguments, output: .withErrors)
        return (run.status, run.output)
    }

    @Test(
        "Sizes, field offsets and constants are speak_lib.h's",
        .enabled(if: canCompare, "needs clang and eSpeak NG's header (apt-get install libespeak-ng-dev)"))
    func sameAsTheHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-abi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = try Self.output(including: "#include <espeak-ng/speak_lib.h>", in: folder, name: "header")
        let ours = try Self.output(including: "#include \"\(Self.ours.path)\"", in: folder, name: "ours")
        #expect(real.split(separator: "\n").count == 41, "\(real)")
        #expect(ours == real)
    }
}
