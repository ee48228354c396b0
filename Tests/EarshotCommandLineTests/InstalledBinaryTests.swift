import EarshotTestSupport
import Foundation
import Testing

/// `earshot` copied alone anywhere (`install -m 755 .build/release/earshot /usr/local/bin/`)
/// works: its phrasebooks and demo screen are built in (Plugins/EmbedFiles), never read from
/// the source tree it was built from.
@Suite("The earshot binary alone", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
struct InstalledBinaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// True where `unshare` can hide a folder from one process (Linux with user namespaces).
    static let canHideSourceTree: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"), ["-rm", "true"]).status) == 0
    }()

    /// Runs the copied binary in `folder` with `HOME` elsewhere and no `EARSHOT_VOICES`; where
    /// it can, with the source tree hidden (an empty folder mounted over it), as on a machine
    /// that never had it.
    static func run(_ binary: URL, _ arguments: [String], in folder: URL, home: URL) throws -> ChildProcess.Result {
        let environment = ChildProcess.Environment.merged(
            ["HOME": home.path], removing: ["EARSHOT_VOICES", "EARSHOT_CACHE_DIR", "XDG_CACHE_HOME"])
        guard canHideSourceTree else { return try ChildProcess.run(binary, arguments, in: folder, environment: environment) }
        return try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/unshare"),
            ["-rm", "/bin/sh", "-c", "mount -t tmpfs none \"$0\" && exec \"$@\"", repository.path, binary.path] + arguments,
            in: folder, environment: environment)
    }

    @Test("Copied alone to another folder and run from a third, `earshot listen` plays the demo in English")
    func copiedBinaryPlaysTheDemo() throws {
        let built = try #require(EarshotBinary.url)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-installed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent("bin")
        let work = root.appendingPathComponent("work")
        let home = root.appendingPathComponent("home")
        for folder in [bin, work, home] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let binary = bin.appendingPathComponent("earshot")
        try FileManager.default.copyItem(at: built, to: binary)

        let listen = try Self.run(binary, ["listen"], in: work, home: home)
        #expect(listen.status == 0, "\(listen.error)")
        let lines = listen.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["Notes, Button", "New observation, Heading", "Title, Grey heron, Text field"])
        #expect(lines.contains("[hint] Double tap to edit. Use the rotor to access Misspelled Words"))

        let dump = try Self.run(binary, ["dump"], in: work, home: home)
        #expect(dump.status == 0, "\(dump.error)")
        #expect(dump.output.hasPrefix("Field Notes: new observation\n"))

        // A file of the user's, in the working folder, with the language checked against the built-in voices.
        try Data(#"{"earshot": 1, "root": {"Button": "Save"}}"#.utf8).write(to: work.appendingPathComponent("save.screen.json"))
        let own = try Self.run(binary, ["listen", "save.screen.json", "--language", "en"], in: work, home: home)
        #expect(own.status == 0, "\(own.error)")
        #expect(own.output == "Save, Button\n")

        // Every voice file of the repository is in the binary.
        let voices = try Self.run(binary, ["voices"], in: work, home: home)
        #expect(voices.status == 0, "\(voices.error)")
        let languages = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Voices").path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
        let listed = voices.output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == languages)
    }

    @Test("Copied alone, `earshot listen --wav` voices with the built-in voice settings")
    func copiedBinaryVoices() throws {
        let built = try #require(EarshotBinary.url)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-installed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let work = root.appendingPathComponent("work")
        let home = root.appendingPathComponent("home")
        for folder in [work, home] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let binary = root.appendingPathComponent("earshot")
        try FileManager.default.copyItem(at: built, to: binary)
        try Data(#"{"earshot": 1, "root": {"Button": "Save"}}"#.utf8).write(to: work.appendingPathComponent("save.screen.json"))
        let result = try Self.run(binary, ["listen", "save.screen.json", "--wav", "save.wav"], in: work, home: home)
        #expect(result.status == 0, "\(result.error)")
        let wav = try Data(contentsOf: work.appendingPathComponent("save.wav"))
        #expect(wav.count > 1000 && wav.prefix(4) == Data("RIFF".utf8))
    }

    @Test(
        "No source of the library, the voicing or the command line finds files through the path it was compiled from",
        arguments: ["EarshotBase", "Earshot", "EarshotSpeech", "earshot"])
    func noCompiledInSourcePaths(target: String) throws {
        let folder = Self.repository.appendingPathComponent("Sources/\(target)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for token in ["#filePath", "#file)", "#file,", "#file ", "#fileID"] {
                #expect(!text.contains(token), "Sources/\(target)/\(file) uses \(token)")
            }
        }
    }
}
