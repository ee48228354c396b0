import EarshotTestSupport
import Foundation
import Testing

/// `Scripts/install-dependencies`, which both of the README's two commands run first, on a machine
/// where nothing is installed yet: `apt-get`, `sudo` and `pkg-config` are stand-ins on the PATH
/// that say what apt says and record what they were asked.
@Suite("Installing the dependencies")
struct InstallDependenciesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A folder of stand-ins: `pkg-config` finds nothing, `sudo` runs its command, and `apt-get`
    /// appends its arguments to `apt.log`; asked with `--assume-no`, it prints the sizes and
    /// exits 1 as apt does when it answers its own question "no".
    static func standIns() throws -> URL {
        let folder = scratchFolder.appendingPathComponent("install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scripts = [
            "pkg-config": "#!/bin/sh\nexit 1\n",
            "sudo": "#!/bin/sh\nexec \"$@\"\n",
            "apt-get": """
            #!/bin/sh
            echo "$*" >> "\(folder.path)/apt.log"
            case "$*" in *--assume-no*)
              echo "Need to get 9220 kB of archives."
              echo "After this operation, 33.5 MB of additional disk space will be used."
              echo "Abort."
              exit 1;;
            esac
            exit 0

            """,
        ]
        for (name, text) in scripts {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder
    }

    @Test("With eSpeak NG missing, it says what it installs and its sizes, installs it and succeeds")
    func installsWhatIsMissing() throws {
        let folder = try Self.standIns()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EarshotBinary.run(
            URL(fileURLWithPath: "/bin/bash"), [Self.repository.appendingPathComponent("Scripts/install-dependencies").path],
            in: folder, environment: ["PATH": folder.path + ":/usr/bin:/bin", "EARSHOT_NO_BROWSER": "1"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("libespeak-ng-dev"), "\(result.error)")
        #expect(result.error.contains("download 9220 kB, 33.5 MB on disk"), "\(result.error)")
        #expect(result.error.hasSuffix("earshot: installed\n"), "\(result.error)")
        let asked = try String(contentsOf: folder.appendingPathComponent("apt.log"), encoding: .utf8)
        #expect(asked.contains("install -y --no-install-recommends libespeak-ng-dev"), "\(asked)")
    }
}
