import Foundation
import Testing

/// `Earshot` (with `EarshotBase` beneath it) and `EarshotTesting` build for macOS 13 / iOS 16
/// as well as Linux (Package.swift). No Apple SDK runs these tests, so they read the sources: a
/// module that exists on one platform only is imported inside `#if canImport(ThatModule)`, and
/// nothing needs `Synchronization` (its `Mutex` and `Atomic` need macOS 15 / iOS 18; a guard
/// would not help, because a recent Apple SDK has the module).
@Suite("Portability of Earshot and EarshotTesting")
struct PortabilityTests {
    /// Modules that exist on some platforms only (Linux C libraries, Apple's, Foundation's
    /// Linux-only parts).
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT",
        "Darwin", "os", "ObjectiveC", "FoundationXML", "FoundationNetworking",
    ]
    /// Modules whose API is newer than macOS 13 / iOS 16 wherever they exist.
    static let tooNewModules: Set<String> = ["Synchronization"]

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Each problem as `file:line: message`.
    static func problems(in source: String, file: String) -> [String] {
        var problems: [String] = []
        // The condition of the branch each open `#if` is in.
        var branches: [String] = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            let condition = words.dropFirst().joined(separator: " ")
            switch first {
            case "#if": branches.append(condition)
            case "#elseif": if !branches.isEmpty { branches[branches.count - 1] = condition }
            case "#else": if !branches.isEmpty { branches[branches.count - 1] = "#else" }
            case "#endif": _ = branches.popLast()
            default:
                // `import X`, `@testable import X`, `import struct X.Y`, `@preconcurrency import X`
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                    words[..<at].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" || $0 == "package" })
                else { continue }
                var target = words[at + 1]
                if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(target), at + 2 < words.count {
                    target = words[at + 2]
                }
                let module = String(target.split(separator: ".").first ?? "")
                if tooNewModules.contains(module) {
                    problems.append("\(file):\(index + 1): imports \(module), which needs macOS 15 / iOS 18; use Locked")
                } else if platformModules.contains(module), !branches.contains(where: { $0.contains("canImport(\(module))") }) {
                    problems.append("\(file):\(index + 1): imports \(module) outside #if canImport(\(module))")
                }
            }
        }
        return problems
    }

    @Test(
        "A Linux-only or Apple-only module is imported only inside #if canImport",
        arguments: ["EarshotBase", "Earshot", "EarshotTesting", "EarshotReport", "EarshotImporting"])
    func importsAreGuarded(target: String) throws {
        let folder = Self.repository.appendingPathComponent("Sources/\(target)")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files = 0
        var problems: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let source = try String(contentsOf: url, encoding: .utf8)
            problems += Self.problems(in: source, file: url.path)
        }
        #expect(files > 3, "no sources found under \(folder.path)")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("EarshotUIKit compiles to nothing where UIKit is missing: each file is one #if canImport(UIKit) block")
    func uikitAdapterIsGuarded() throws {
        let folder = Self.repository.appendingPathComponent("Sources/EarshotUIKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 3, "no sources found under \(folder.path)")
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // Blocks one after another, each opened with a condition that needs UIKit: nothing
            // is declared or imported between them.
            var depth = 0
            for line in lines {
                if line.hasPrefix("#if") {
                    if depth == 0 { #expect(line.hasPrefix("#if canImport(UIKit)"), "\(file): a block opens with '\(line)'") }
                    depth += 1
                } else if line.hasPrefix("#endif") {
                    depth -= 1
                } else {
                    #expect(depth > 0, "\(file): '\(line)' is outside #if canImport(UIKit)")
                }
            }
            #expect(depth == 0, "\(file): an #if is not closed")
        }
    }

    @Test("The check finds an unguarded import, and accepts a guarded one")
    func checkFindsUnguardedImports() {
        let unguarded = "import Foundation\nimport Glibc\n"
        #expect(Self.problems(in: unguarded, file: "A.swift") == ["A.swift:2: imports Glibc outside #if canImport(Glibc)"])
        let wrongGuard = "#if canImport(Glibc)\n    import Glibc\n#else\n    import Darwin\n#endif\n"
        #expect(Self.problems(in: wrongGuard, file: "B.swift") == ["B.swift:4: imports Darwin outside #if canImport(Darwin)"])
        let guarded = "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    import Darwin\n#endif\n"
        #expect(Self.problems(in: guarded, file: "C.swift").isEmpty)
        #expect(Self.problems(in: "@preconcurrency import FoundationXML", file: "D.swift").count == 1)
        #expect(Self.problems(in: "#if canImport(Synchronization)\nimport Synchronization\n#endif", file: "E.swift").count == 1)
    }

    /// eSpeak NG is opened at run time by a C target, which declares no system package (only a
    /// system-library target could): the README says how to install it, Homebrew's name included.
    @Test("Package.swift declares macOS 13 and iOS 16; the README names Homebrew's eSpeak NG")
    func packageDeclaresPlatforms() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("platforms: [.macOS(.v13), .iOS(.v16)]"))
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("brew install espeak-ng"))
    }
}

@Suite("Licence")
struct LicenceTests {
    @Test("LICENSE is Apache-2.0 and says a binary linked with eSpeak NG is under the GPL; README says so too")
    func licenceIsStated() throws {
        let root = PortabilityTests.repository
        let licence = try String(contentsOf: root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"))
        #expect(licence.contains("GPL-3.0-or-later") && licence.contains("EarshotSpeech") && licence.contains("`earshot` command"))
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Licence") && readme.contains("[Apache License 2.0](LICENSE)"))
    }
}
