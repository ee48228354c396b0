import Foundation
import Testing

/// `Sources/Earshot` holds one folder per stage, and a stage uses only the stages before it.
/// No compiler checks that inside one module, so this test reads the sources: it collects the
/// names each folder declares and fails where a folder names one declared in a later stage.
@Suite("Architecture")
struct ArchitectureTests {
    /// The folders of `Sources/Earshot`, each after everything it uses.
    ///
    /// - `Support`: what the public API names that is no VoiceOver rule (the version, text
    ///   escaping for transcripts and XML) and the out-of-line box of the compact types; they use
    ///   nothing else in the module. The pieces below them, the JSON library among them, are
    ///   the package-only target `EarshotBase`, which imports nothing of ours
    ///   (``baseIsPackageOnly()``).
    /// - `Model` comes before its readers: `Reading` (screen and scenario files) and `DSL` (Swift
    ///   views) produce model values, as the importers of captured trees do from their own
    ///   target. `Model` also holds the walks over a node tree that several stages share
    ///   (`NodeWalk`, `TreeFacts`).
    /// - `Phrases`: a language's phrasebook, read from `Voices/`; the element list already
    ///   needs it (a switch's value is "on" in the screen's language).
    /// - `Transcript` and `Clock` come before `Navigation`: the navigator owns the speech
    ///   channel, and the channel writes transcript events.
    /// - `Explaining` (why each line is heard as it is, `earshot explain`) comes last: it reads a
    ///   run's views and transcript through the view table (`Elements`), and the companion goldens'
    ///   texts (`.explain` among them) are written there, after every stage they run.
    /// - The audit, the comparison with a recorded walk of real VoiceOver, the report (a page of a
    ///   run) and the importers of captured trees are targets of their own, `EarshotAudit`,
    ///   `EarshotCompare`, `EarshotReport` and `EarshotImporting`, on top of the core
    ///   (``auditAndCompareAreAboveTheCore()``, ``reportIsAboveTheCore()``, ``importingIsAboveTheCore()``).
    static let stages = [
        "Support", "Model", "Reading", "DSL", "Phrases", "Elements", "Speaking",
        "Transcript", "Clock", "Navigation", "Running", "Explaining",
    ]

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A name a stage declares, and what it is for a message.
    struct Declaration: Equatable {
        var stage: String
        var file: String
    }

    /// The sources of each stage folder: file name and text.
    static func sources() throws -> [String: [(file: String, text: String)]] {
        let root = repository.appendingPathComponent("Sources/Earshot")
        let manager = FileManager.default
        var result: [String: [(file: String, text: String)]] = [:]
        for folder in try manager.contentsOfDirectory(atPath: root.path).sorted() where !folder.hasSuffix(".docc") {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder), isFolder.boolValue
            else { continue }
            let files = try manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
            result[folder] = try files.filter { $0.hasSuffix(".swift") }.map { file in
                (file, try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8))
            }
        }
        return result
    }

    /// `source` without its comments and the text of its string literals (what they
    /// interpolate stays: `"\(Session.self)"` names `Session`). Line breaks stay where they were.
    static func code(of source: String) -> String {
        let chars = Array(source)
        var out = ""
        out.reserveCapacity(chars.count)
        /// A string literal: `"`, `"""`, and the `#`s of a raw string; `parens` counts the
        /// parentheses open in an interpolation inside it.
        struct Literal {
            var multiline: Bool
            var hashes: Int
            var parens = 0
        }
        var literal: Literal?
        var interpolated: [Literal] = []
        func starts(_ text: String, at index: Int) -> Bool {
            let text = Array(text)
            return index + text.count <= chars.count && Array(chars[index..<index + text.count]) == text
        }
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if let open = literal {
                let hashes = String(repeating: "#", count: open.hashes)
                if char == "\\", starts(hashes + "(", at: index + 1) {
                    interpolated.append(Literal(multiline: open.multiline, hashes: open.hashes, parens: 1))
                    literal = nil
                    out += " "
                    index += open.hashes + 2
                } else if char == "\\", starts(hashes, at: index + 1) {
                    index += open.hashes + 2
                } else if starts((open.multiline ? "\"\"\"" : "\"") + hashes, at: index) {
                    literal = nil
                    out += "\"\""
                    index += (open.multiline ? 3 : 1) + open.hashes
                } else {
                    if char == "\n" { out.append("\n") }
                    index += 1
                }
                continue
            }
            if starts("//", at: index) {
                while index < chars.count, chars[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        if chars[index] == "\n" { out.append("\n") }
                        index += 1
                    }
                } while depth > 0 && index < chars.count
            } else if char == "\"" || char == "#" {
                var hashes = 0
                while index + hashes < chars.count, chars[index + hashes] == "#" { hashes += 1 }
                guard starts("\"", at: index + hashes) else {
                    out.append(char)
                    index += 1
                    continue
                }
                let multiline = starts("\"\"\"", at: index + hashes)
                literal = Literal(multiline: multiline, hashes: hashes)
                index += hashes + (multiline ? 3 : 1)
            } else if char == "(", !interpolated.isEmpty {
                interpolated[interpolated.count - 1].parens += 1
                out.append(char)
                index += 1
            } else if char == ")", !interpolated.isEmpty {
                interpolated[interpolated.count - 1].parens -= 1
                if interpolated[interpolated.count - 1].parens == 0 {
                    literal = interpolated.removeLast()
                    out += " "
                } else {
                    out.append(char)
                }
                index += 1
            } else {
                out.append(char)
                index += 1
            }
        }
        return out
    }

    static let modifiers =
        #"(?:(?:@\w+(?:\([^)\n]*\))?|public|package|internal|private|fileprivate|final|indirect|nonisolated|static|mutating|nonmutating|override|convenience|required|lazy|weak|unowned)\s+)*"#
    /// A type or function declared at the top of a file (column 0): the stage owns its name.
    static let topLevel = try! NSRegularExpression(
        pattern: "^" + modifiers + #"(?:struct|enum|class|actor|protocol|typealias|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
        options: .anchorsMatchLines)
    /// A type declared anywhere (nested types too): inside the stage that declares it, the
    /// name means its own type, not a later stage's type of the same name (`Section`, `Kind`).
    static let anyType = try! NSRegularExpression(pattern: #"\b(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9_]*)"#)
    /// A member declared anywhere: a function or property.
    static let anyMember = try! NSRegularExpression(pattern: #"\b(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    /// The enum cases one `case` declares (`case menu, segmented, wheel`), over the lines that
    /// end with a comma.
    static let caseList = try! NSRegularExpression(
        pattern: #"^[ \t]*(?:indirect\s+)?case\s+(?!let\b|var\b)([A-Za-z_](?:[^\n]*,[ \t]*\n)*[^\n]*)"#, options: .anchorsMatchLines)
    /// A type declared one level into a top-level extension.
    static let extensionType = try! NSRegularExpression(
        pattern: "^    " + modifiers + #"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9_]*)"#,
        options: .anchorsMatchLines)
    /// A top-level `extension Name …` block, to its closing brace at column 0.
    static let extensionBlock = try! NSRegularExpression(
        pattern: "^" + modifiers + #"extension\s+[A-Z][^\n]*\{\n(.*?)^\}"#, options: [.anchorsMatchLines, .dotMatchesLineSeparators])
    /// A member an extension adds, one level in.
    static let extensionMember = try! NSRegularExpression(
        pattern: "^    " + modifiers + #"(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#, options: .anchorsMatchLines)
    static let identifier = try! NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)

    static func captures(_ regex: NSRegularExpression, in text: String, group: Int = 1) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
    }

    /// The names of the enum cases declared in `text`.
    static func caseNames(in text: String) -> [String] {
        captures(caseList, in: text).flatMap { line -> [String] in
            // `case a(Int), b = "x", c`: drop payloads and raw values, keep each leading name.
            var depth = 0
            var plain = ""
            for char in line {
                if char == "(" { depth += 1 } else if char == ")" { depth -= 1 } else if depth == 0 { plain.append(char) }
            }
            return plain.split(separator: ",").compactMap { piece in
                let name = piece.drop(while: { $0 == " " || $0 == "\n" }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                return name.isEmpty ? nil : String(name)
            }
        }
    }

    static func isCamelCase(_ name: String) -> Bool {
        name.first?.isLowercase == true && name.contains(where: \.isUppercase)
    }

    /// Each forward reference as `Stage/File.swift names Name, declared in Later/File.swift`.
    ///
    /// A stage owns the types and functions it declares at the top of a file, the types its
    /// top-level extensions declare (`extension Node { struct Walk }`), and the members those
    /// extensions add (`TimedStep.changesViewsAtOnce` belongs to `Running`, beside the extension)
    /// when no other stage declares a member of that name. A member is looked for after a dot
    /// and only with a camel-case name, so that a standard-library member of a one-word name
    /// (`pointer.move()`) is not taken for one; anything else is looked for as a whole word.
    /// Members reached through their type's name (`ScenarioRunner.dump`) are found by it.
    static func forwardReferences(in sources: [String: [(file: String, text: String)]], order: [String]) -> [String] {
        let code = sources.mapValues { $0.map { (file: $0.file, text: Self.code(of: $0.text)) } }
        var owner: [String: Declaration] = [:]
        var memberOwner: [String: Declaration] = [:]
        var memberStages: [String: Set<String>] = [:]
        var local: [String: Set<String>] = [:]
        for (stage, files) in code {
            for (file, text) in files {
                for name in captures(topLevel, in: text) where owner[name] == nil { owner[name] = Declaration(stage: stage, file: file) }
                local[stage, default: []].formUnion(captures(anyType, in: text))
                for name in captures(anyMember, in: text) + caseNames(in: text) { memberStages[name, default: []].insert(stage) }
                for block in captures(extensionBlock, in: text) {
                    for name in captures(extensionType, in: block) where owner[name] == nil {
                        owner[name] = Declaration(stage: stage, file: file)
                    }
                    for name in captures(extensionMember, in: block) where memberOwner[name] == nil && isCamelCase(name) {
                        memberOwner[name] = Declaration(stage: stage, file: file)
                    }
                }
            }
        }
        memberOwner = memberOwner.filter { memberStages[$0.key] == [$0.value.stage] && owner[$0.key] == nil }
        var found: [String] = []
        for (stage, files) in code.sorted(by: { $0.key < $1.key }) {
            guard let rank = order.firstIndex(of: stage) else { continue }
            for (file, text) in files {
                let range = NSRange(text.startIndex..., in: text)
                var named: Set<String> = []
                for match in identifier.matches(in: text, range: range) {
                    guard let wordRange = Range(match.range, in: text) else { continue }
                    let word = String(text[wordRange])
                    guard !named.contains(word), !(local[stage]?.contains(word) ?? false) else { continue }
                    let afterDot = wordRange.lowerBound > text.startIndex && text[text.index(before: wordRange.lowerBound)] == "."
                    guard let declaration = owner[word] ?? (afterDot ? memberOwner[word] : nil), declaration.stage != stage,
                        let later = order.firstIndex(of: declaration.stage), later > rank
                    else { continue }
                    named.insert(word)
                    found.append("\(stage)/\(file) names \(word), declared in \(declaration.stage)/\(declaration.file)")
                }
            }
        }
        return found
    }

    /// The modules each file of a target imports.
    static func imports(ofTarget target: String) throws -> Set<String> {
        let folder = repository.appendingPathComponent("Sources/\(target)")
        var found = Set<String>()
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                found.insert(String(line.dropFirst("import ".count)))
            }
        }
        return found
    }

    @Test("EarshotAudit and EarshotCompare are built on Earshot, and the core never imports them")
    func auditAndCompareAreAboveTheCore() throws {
        for target in ["EarshotAudit", "EarshotCompare"] {
            #expect(try Self.imports(ofTarget: target).subtracting(["Foundation", "EarshotBase"]) == ["Earshot"])
            #expect(!(try Self.imports(ofTarget: "Earshot")).contains(target))
        }
        for folder in ["Audit", "Comparing"] {
            #expect(!FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("Sources/Earshot/\(folder)").path))
        }
    }

    @Test("EarshotReport is built on Earshot and EarshotAudit, and the core never imports it")
    func reportIsAboveTheCore() throws {
        #expect(try Self.imports(ofTarget: "EarshotReport").subtracting(["Foundation", "EarshotBase"]) == ["Earshot", "EarshotAudit"])
        #expect(!(try Self.imports(ofTarget: "Earshot")).contains("EarshotReport"))
        #expect(!FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("Sources/Earshot/Report").path))
    }

    @Test("EarshotImporting is built on Earshot, and the core never imports it")
    func importingIsAboveTheCore() throws {
        #expect(try Self.imports(ofTarget: "EarshotImporting").subtracting(["Foundation", "EarshotBase"]) == ["Earshot"])
        for target in ["Earshot", "EarshotAudit", "EarshotCompare", "EarshotReport", "EarshotSpeech", "EarshotTesting"] {
            #expect(!(try Self.imports(ofTarget: target)).contains("EarshotImporting"), "\(target) imports EarshotImporting")
        }
        #expect(!FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("Sources/Earshot/Importing").path))
        // No importer is left in the core: its names are declared in EarshotImporting only.
        let core = try Self.sources().values.flatMap { $0 }.flatMap { Self.captures(Self.topLevel, in: Self.code(of: $0.text)) }
        for name in ["CaptureImporter", "ImportedScreen", "CaptureFormat", "VoiceOverStops", "ScreenWriter"] {
            #expect(!core.contains(name), "\(name) is declared in Sources/Earshot")
        }
    }

    /// What it may import (nothing of ours) is its row of ARCHITECTURE.md's table (``targetsFollowTheArrows()``).
    @Test("EarshotBase is package-only: no product holds it and it declares nothing public")
    func baseIsPackageOnly() throws {
        let manifest = try Self.text(of: "Package.swift")
        let products = manifest.matches(of: #/\.(?:library|executable)\(name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]/#)
        #expect(products.count > 3, "no product read from Package.swift")
        for product in products {
            #expect(!product.output.2.contains("\"EarshotBase\""), "the product \(product.output.1) holds EarshotBase")
        }
        let folder = Self.repository.appendingPathComponent("Sources/EarshotBase")
        var files = 0
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            files += 1
            let code = Self.code(of: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            let isPublic = code.range(of: #"(^|\s)(public\s|open\s+(class|func|var)\b)"#, options: .regularExpression) != nil
            #expect(!isPublic, "Sources/EarshotBase/\(name) declares something public")
        }
        #expect(files > 10)
    }

    /// The files of the core and the importers that may declare an unchecked `Sendable`, and
    /// why: none of them carries work between threads.
    static let uncheckedSendable: [String: String] = [
        "EarshotBase/Support/DeepStack.swift": "the deep-stack thread itself and the job it is handed",
        "EarshotBase/Support/Locked.swift": "a lock",
        "Earshot/Support/OutOfLine.swift": "a copy-on-write box",
        "Earshot/Reading/MappedFile.swift": "memory nothing writes",
        "Earshot/Reading/NodeReader.swift": "one reader's counters, which app steps' closures carry",
    ]

    /// The files that may start threads or hand work to other threads, by file name, and why.
    /// A screen is read, built, run, audited and written on one thread: work done at the same
    /// time did not lower the CPU time of a run on any screen an app has (under 5,000 elements).
    static let threadStarters: [String: String] = [
        "DeepStack.swift": "the one thread with a large stack that a run recurses on, as deep as the views nest",
        "SpeechThreads.swift":
            "voicing: eSpeak NG's fresh-state worker processes, each fed by a thread of its own, and the speech cache's files, "
            + "read and written beside the synthesis (threads that may not be had under a process limit: then on the caller's)",
    ]

    /// What starts a thread, or hands work to one, in Swift code (regular expressions).
    static let threadStarts = [
        #"\bThread\s*[({]"#, "detachNewThread", "DispatchQueue", "DispatchGroup", "OperationQueue", "pthread_create",
        #"(?<!enum )(?<!struct )(?<!class )(?<!extension )\bTask(\.detached)?\s*[({]"#, #"\basync let\b"#, "TaskGroup",
    ]

    @Test("Only the deep stack and voicing start threads: no other unchecked Sendable box, and nothing else works at the same time")
    func onlyTheDeepStackStartsThreads() throws {
        var seen = 0
        var starting: Set<String> = []
        let sources = Self.repository.appendingPathComponent("Sources")
        // Every target but the benchmarks, which time whole processes.
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where !target.contains("bench") {
            let folder = sources.appendingPathComponent(target)
            for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
                let file = "\(target)/\(name)"
                let code = Self.code(of: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
                seen += 1
                if code.contains("@unchecked Sendable"), ["EarshotBase", "Earshot", "EarshotImporting"].contains(target) {
                    #expect(
                        Self.uncheckedSendable[file] != nil,
                        "Sources/\(file) declares an unchecked Sendable: nothing in the core hands work to other threads")
                }
                let fileName = URL(fileURLWithPath: name).lastPathComponent
                for start in Self.threadStarts where code.range(of: start, options: .regularExpression) != nil {
                    starting.insert(fileName)
                    if Self.threadStarters[fileName] == nil {
                        Issue.record("Sources/\(file) works at the same time (\(start)): a run is one thread, DeepStack.run the other")
                    }
                }
            }
        }
        #expect(seen > 150)
        #expect(Set(Self.threadStarters.keys).isSubset(of: starting), "a file allowed to start threads no longer does: take it off")
        // Each file allowed is still there and still needs it.
        for file in Self.uncheckedSendable.keys.sorted() {
            let text = try String(contentsOf: Self.repository.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
            #expect(Self.code(of: text).contains("@unchecked Sendable"), "Sources/\(file) no longer needs its place")
        }
    }

    @Test("Each stage of Sources/Earshot uses only the stages before it")
    func noForwardReferences() throws {
        let sources = try Self.sources()
        let found = Self.forwardReferences(in: sources, order: Self.stages)
        #expect(found.isEmpty, "forward references:\n\(found.joined(separator: "\n"))")
    }

    @Test("Every folder of Sources/Earshot has its place in the stage order")
    func everyFolderIsAStage() throws {
        let sources = try Self.sources()
        let unplaced = sources.keys.filter { !Self.stages.contains($0) }.sorted()
        #expect(unplaced.isEmpty, "add \(unplaced) to ArchitectureTests.stages, after every stage it uses")
        // The scan reads what it should: a few names where they are declared.
        for (name, stage) in [("Session", "Navigation"), ("Node", "Model"), ("TranscriptText", "Support"), ("Phrasebook", "Phrases")] {
            let files = sources[stage] ?? []
            #expect(
                files.contains { Self.captures(Self.topLevel, in: Self.code(of: $0.text)).contains(name) },
                "\(name) is no longer declared at the top of a file in \(stage)")
        }
    }

    @Test("The scan finds a forward reference, and not one in a comment, a string or a stage's own nested type")
    func scanFindsForwardReference() {
        let sources: [String: [(file: String, text: String)]] = [
            "Early": [
                (
                    "Uses.swift",
                    """
                    // Later is mentioned here only in a comment.
                    struct Early {
                        enum Shadow {}
                        var text = "Later in a string, \\(Later.name) in an interpolation"
                        func run() { _ = ".done"; Shadow.self; _ = value.laterHelper(); _ = Early.LateNested.self }
                    }
                    """
                )
            ],
            "Late": [
                (
                    "Later.swift",
                    """
                    struct Later { static let name = "" }
                    enum Shadow {}
                    extension Early {
                        func laterHelper() {}
                        struct LateNested {}
                    }
                    """
                )
            ],
        ]
        let found = Self.forwardReferences(in: sources, order: ["Early", "Late"])
        #expect(
            found == [
                "Early/Uses.swift names Later, declared in Late/Later.swift",
                "Early/Uses.swift names laterHelper, declared in Late/Later.swift",
                "Early/Uses.swift names LateNested, declared in Late/Later.swift",
            ])
        // The other way round, the extension is the forward reference.
        #expect(
            Self.forwardReferences(in: sources, order: ["Late", "Early"]) == ["Late/Later.swift names Early, declared in Early/Uses.swift"])
    }
}
