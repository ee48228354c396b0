import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// The DSL example of `Documentation/GUIDE.md` ("In Swift") and the README's demo, kept compiling and true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("The guide's DSL card reads as the guide says")
    func readmeCard() throws {
        let card = Screen(name: "Reading list card") {
            VStack {
                HStack {
                    Image(decorative: "avatar_placeholder")
                    VStack {
                        Text("Maya Lin")
                        Text("3 saved articles")
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Favourite") { Announce("Added to favourites") }
                Button { Image("ic_trash") }.accessibilityLabel("Delete")
            }
        }
        let transcript = try ScenarioRunner.run(Scenario(name: "card", screen: card))
        #expect(transcript.lines == ["Maya Lin, 3 saved articles, Actions available", "Delete, Button"])
    }

    @Test("The README's demo screen starts as the README shows")
    func demoScreen() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/Demo/field-notes.screen.json")
        let lines = try ScenarioRunner.run(try DocumentLoader.load(demo).scenario).lines
        #expect(
            Array(lines.prefix(4)) == [
                "Notes, Button", "New observation, Heading", "Title, Grey heron, Text field",
                "[hint] Double tap to edit. Use the rotor to access Misspelled Words",
            ])
        #expect(
            Array(lines.suffix(4)) == ["ic_camera, Button", "Toolbar, Cancel, Button", "Save, Dimmed, Button", "[hint] Add a photo first"])
    }
}

/// The samples of the README, the guides and the documentation articles are what the code does today.
@Suite("Documentation samples")
struct DocumentationSampleTests {
    /// The Swift blocks no build here can compile, each with the reason, found by its file and a
    /// line of its text. Every other Swift block is compiled: a package recipe, a test file or a
    /// fragment (`<!-- earshot-sample: swift ... -->`, built by `packageRecipes`).
    static let uncompiledSwift: [(file: String, containing: String, reason: String)] = [
        (
            "Documentation/TESTING.md", "assertTranscript(of: SettingsView(), name: \"Settings\", landscape: true",
            "EarshotUIKit hosting the app's own SwiftUI view: UIKit and the app's SettingsView exist only in an iOS test target"
        ),
        (
            "Sources/Earshot/Earshot.docc/GettingStarted.md", "struct FavouriteCard: View {",
            "the app's SwiftUI view itself (@State, some View): SwiftUI does not exist on Linux"
        ),
        (
            "Sources/Earshot/Earshot.docc/ComparingWithRealVoiceOver.md", "XCUIDevice.shared.voiceOverService",
            "a UI test: XCUIApplication and the VoiceOver service exist only in Xcode's UI test targets"
        ),
        (
            "Sources/EarshotImporting/EarshotImporting.docc/ImportingCaptures.md", "func testCaptureHome() {",
            "a UI test method: XCUIApplication exists only in Xcode's UI test targets"
        ),
        (
            "Sources/EarshotTesting/EarshotTesting.docc/TestingYourOwnViews.md", "@testable import App",
            "EarshotUIKit with the app's SwiftUI and UIKit views: UIKit exists only in an iOS test target"
        ),
        (
            "Sources/EarshotTesting/EarshotTesting.docc/TestingYourOwnViews.md", "HostedScreen.read(SettingsView()",
            "HostedScreen (EarshotUIKit) and the app's view: UIKit exists only in an iOS test target"
        ),
        (
            "Sources/EarshotTesting/EarshotTesting.docc/TestingYourOwnViews.md", "final class SettingsUITests",
            "a UI test: XCUIApplication exists only in Xcode's UI test targets"
        ),
    ]

    @Test("Every Swift block is compiled, or listed with the reason no build here can compile it")
    func everySwiftBlockIsCompiledOrListed() throws {
        let blocks = try DocumentationSample.all().filter { $0.language == "swift" }
        var used = Array(repeating: 0, count: Self.uncompiledSwift.count)
        for block in blocks {
            if let kind = block.kind {
                #expect(["swift", "package-recipe", "package-test"].contains(kind), "\(block): a Swift block marked \(kind)")
                continue
            }
            let listed = Self.uncompiledSwift.indices.filter {
                Self.uncompiledSwift[$0].file == block.file && block.text.contains(Self.uncompiledSwift[$0].containing)
            }
            #expect(
                listed.count == 1,
                "\(block): mark it <!-- earshot-sample: swift file|body|view|manifest [given=NAME] --> or list why it cannot compile")
            for index in listed { used[index] += 1 }
        }
        #expect(used.allSatisfy { $0 == 1 }, "each listed block is found once: \(zip(Self.uncompiledSwift.map(\.containing), used))")
        let compiled = blocks.filter { $0.kind != nil }
        #expect(compiled.count + Self.uncompiledSwift.count == blocks.count)
        #expect(compiled.count >= 25, "\(compiled.count) of \(blocks.count) Swift blocks compiled")
    }

    /// The blocks that are neither Swift nor checked by a marker, each with the reason, found by
    /// its file and a line of its text: an illustration no command prints as a whole, or a
    /// command no test may run (the whole suite, a fuzzing session).
    static let unchecked: [(file: String, containing: String, reason: String)] = [
        (
            "README.md", "bash Scripts/test",
            "the quick start: Scripts/demo installs eSpeak NG and builds (the demo's transcript is checked by demoScreen), "
                + "Scripts/test runs the whole suite, this test with it"
        ),
        ("Documentation/DEVELOPMENT.md", "Scripts/fuzz 600", "a ten-minute fuzzing session, and a replay of inputs the reader names"),
        (
            "Documentation/DEVELOPMENT.md", "Scripts/check-reverts 3 8c",
            "edits the sources this test is built from and rebuilds once a rule, about a minute each"
        ),
        (
            "Sources/Earshot/Earshot.docc/GettingStarted.md", "✔ Test favouriteCardReadsWell() passed",
            "swift test's own line, with the time the test took"
        ),
        (
            "Sources/EarshotTesting/EarshotTesting.docc/GoldenTranscripts.md", "favouriteCard.2.transcript",
            "a folder layout with a note on each file, not a command's output"
        ),
    ]

    /// The kinds of marker the samples tests check.
    static let checkedKinds: Set<String> = [
        "commands", "error", "failure", "heard", "install", "json", "json-bad", "json-outline", "legend", "listen", "output",
        "package-recipe", "printed", "package-setup", "package-test", "swift", "yaml",
    ]

    @Test("Every block of every document is checked by its marker, or listed with the reason it is not")
    func everyBlockIsCheckedOrListed() throws {
        let blocks = try DocumentationSample.all()
        var used = Array(repeating: 0, count: Self.unchecked.count)
        var checked = 0
        for block in blocks {
            if let kind = block.kind {
                #expect(Self.checkedKinds.contains(kind), "\(block): no test checks a sample marked \(kind)")
                checked += 1
                continue
            }
            // An unmarked Swift block is listed in `uncompiledSwift` (`everySwiftBlockIsCompiledOrListed`).
            if block.language == "swift" { continue }
            let listed = Self.unchecked.indices.filter {
                Self.unchecked[$0].file == block.file && block.text.contains(Self.unchecked[$0].containing)
            }
            #expect(listed.count == 1, "\(block): mark it <!-- earshot-sample: KIND ... --> so a test checks it, or list why not")
            for index in listed { used[index] += 1 }
            // A listed block of commands names scripts that exist.
            for script in block.text.matches(of: /Scripts\/[a-z-]+/).map({ String($0.output) }) where block.language == "sh" {
                let url = DocumentationSample.repository.appendingPathComponent(script)
                #expect(FileManager.default.isExecutableFile(atPath: url.path), "\(block): \(script) is not an executable script")
            }
        }
        #expect(used.allSatisfy { $0 == 1 }, "each listed block is found once: \(zip(Self.unchecked.map(\.containing), used))")
        #expect(
            checked + Self.unchecked.count + Self.uncompiledSwift.count == blocks.count,
            "\(checked) checked, \(Self.unchecked.count) + \(Self.uncompiledSwift.count) listed, of \(blocks.count)")
    }

    /// A sample marker in a Markdown file the suite does not read would be checked by nothing.
    @Test("Every Markdown file that marks a sample is one the samples tests read")
    func everyMarkedFileIsRead() throws {
        let root = DocumentationSample.repository
        var marked: [String] = []
        for folder in ["", "Documentation", "Sources", "Scenarios", "Benchmarks"] {
            let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names: [String]
            if folder.isEmpty {
                names = (try FileManager.default.contentsOfDirectory(atPath: root.path)).filter { $0.hasSuffix(".md") }
            } else {
                let walk = FileManager.default.enumerator(atPath: base.path)
                names = (walk?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".md") && !$0.contains(".build") }
            }
            for name in names {
                let path = folder.isEmpty ? name : folder + "/" + name
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("<!-- earshot-sample:") }) { marked.append(path) }
            }
        }
        #expect(marked.contains("README.md") && marked.contains("Documentation/GUIDE.md"), "\(marked)")
        let unread = marked.filter { !DocumentationSample.documents.contains($0) }
        #expect(unread.isEmpty, "samples no test reads: \(unread)")
    }

    @Test("Every bad-input sample prints, as the built command runs on its file, exactly its error line, exit 65")
    func badInputSamples() throws {
        let samples = try DocumentationSample.all()
        let errors = samples.filter { $0.kind == "error" }
        #expect(!errors.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for sample in errors {
            let name = try #require(sample.arguments.first, "\(sample): <!-- earshot-sample: error NAME -->")
            let file = try #require(
                samples.first { $0.kind == "json-bad" && $0.arguments.first == name }, "\(sample): no json-bad sample \(name) before it")
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(name))
            let run = try EarshotBinary.run(["listen", name], in: folder)
            #expect(run.status == 65, "\(sample)")
            #expect(run.error == sample.text.trimmingCharacters(in: .newlines) + "\n", "\(sample)")
        }
    }

    @Test("Every JSON sample is marked, read by the reader, and a scenario's expectation is what it hears")
    func jsonSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.language == "json" }
        #expect(samples.count >= 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Written first, all of them: a scenario sample may name a screen sample by its file name.
        var named: [(DocumentationSample, URL)] = []
        for sample in samples {
            // An outline (a scenario naming a screen the article does not show, `"expect": ["..."]`)
            // is checked against the JSON Schema only.
            if sample.kind == "json-outline", let name = sample.arguments.first {
                let schema = try SchemaTests.schema(name.hasSuffix(".screen.json") ? "screen" : "scenario")
                do {
                    let object = try DocumentLoader.parseObject(Array(sample.text.utf8), name: name)
                    let problems = SchemaValidator(root: schema).problems(.object(object))
                    #expect(problems.isEmpty, "\(sample): \(problems)")
                } catch {
                    Issue.record("\(sample): \(error)")
                }
                continue
            }
            // A file that shows bad input: checked with the error sample after it (`badInput`).
            if sample.kind == "json-bad" { continue }
            guard sample.kind == "json", let name = sample.arguments.first else {
                Issue.record(
                    "\(sample): a JSON sample needs <!-- earshot-sample: json NAME.screen.json --> (or .scenario.json; json-outline for one checked by the schema only) after it"
                )
                continue
            }
            let url = folder.appendingPathComponent(name)
            try Data(sample.text.utf8).write(to: url)
            named.append((sample, url))
        }
        var heard: [String: [String]] = [:]
        for (sample, url) in named {
            do {
                let document = try DocumentLoader.load(url, displayName: url.lastPathComponent)
                let scenario = document.scenario
                let lines = try ScenarioRunner.run(scenario).lines
                heard[url.lastPathComponent] = lines
                if let expected = scenario.expect?.lines {
                    #expect(lines == expected, "\(sample): the scenario's expect is not what it hears")
                }
            } catch {
                Issue.record("\(sample): \(error)")
            }
        }
        // A transcript marked `<!-- earshot-sample: heard NAME -->` is what the JSON sample NAME hears.
        for sample in try DocumentationSample.all() where sample.kind == "heard" {
            let name = sample.arguments.first ?? ""
            let lines = try #require(heard[name], "\(sample): heard NAME, one of \(heard.keys.sorted())")
            let shown = sample.text.split(separator: "\n").map(String.init)
            #expect(
                DocumentationSample.matches(sample: shown, actual: lines), "\(sample): \(name) hears:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A legend of the transcript's text form, marked `<!-- earshot-sample: legend -->`: each
    /// line's tag (`[hint]`, `[announcement dropped]` ...) is one a transcript line can have, a
    /// `[sound]` line names a sound English transcripts give.
    @Test("Every legend of the transcript's tags shows only tags and sounds a transcript line has")
    func legendSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "legend" }
        #expect(samples.count >= 2)
        let kinds: [TranscriptEvent.Kind] = [.speech, .hint, .announcement, .sound]
        let statuses: [TranscriptEvent.Status] = [.spoken, .interrupted, .dropped]
        let tags = Set(kinds.flatMap { kind in statuses.compactMap { TranscriptRenderer.tag(kind, $0) } })
        let phrases = try VoiceLibrary.shared.userPhrasebook(for: "en")
        let sounds = Set(Sound.allCases.map { phrases.sound($0) })
        for sample in samples {
            var shown: Set<String> = []
            for line in sample.text.split(separator: "\n").map(String.init) {
                let text = line.range(of: " <- ").map { String(line[..<$0.lowerBound]) } ?? line
                guard text.hasPrefix("["), let end = text.firstIndex(of: "]") else { continue }
                let tag = String(text[...end])
                shown.insert(tag)
                #expect(tags.contains(tag), "\(sample): no transcript line is tagged \(tag); the tags are \(tags.sorted())")
                if tag == "[sound]" {
                    let name = text.dropFirst(tag.count + 1).trimmingCharacters(in: .whitespaces)
                    #expect(sounds.contains(name), "\(sample): no sound is named \(name); the sounds are \(sounds.sorted())")
                }
            }
            #expect(shown.count >= 4, "\(sample): a legend of \(shown.sorted())")
        }
    }

    @Test("Every `earshot listen` sample is what the built command prints", .enabled(if: EarshotBinary.url != nil))
    func listenSamples() throws {
        // A `--braille...` sample needs liblouis: without it, "earshot listen --braille" (BrailleCommandLineTests) says why it is skipped.
        let samples = try DocumentationSample.all().filter { sample in
            sample.kind == "listen" && (liblouisOpens || !sample.arguments.contains { $0.hasPrefix("--braille") })
        }
        #expect(samples.count >= 1)
        for sample in samples {
            let result = try EarshotBinary.run(["listen"] + sample.arguments, in: DocumentationSample.repository)
            #expect(result.status == 0, "\(sample): \(result.error)")
            // `$ earshot ...` is the command; `<- ...` at the end of a line is a remark.
            let lines = sample.text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("$ ") }.map { line in
                guard let remark = line.range(of: " <- ") else { return line }
                return String(line[..<remark.lowerBound]).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            }
            let output = result.output.split(separator: "\n").map(String.init)
            #expect(DocumentationSample.matches(sample: lines, actual: output), "\(sample): earshot listen prints:\n\(result.output)")
            if let command = sample.text.split(separator: "\n").first(where: { $0.hasPrefix("$ ") }) {
                #expect(command == "$ earshot listen " + sample.arguments.joined(separator: " "), "\(sample)")
            }
        }
    }

    /// A block of `$ earshot COMMAND ...` lines, each followed by what it prints (standard
    /// output, then standard error; `...` for any lines, `<- ...` a remark), marked
    /// `<!-- earshot-sample: output [STATUS] [NAME=SOURCE ...] -->`: each command is run as
    /// written and exits STATUS (0 when not given), in the repository's folder or, when files
    /// are named, in a scratch folder holding each NAME as a copy of the repository's SOURCE (a
    /// file or a folder). A command ending `> FILE` writes its standard output there.
    @Test(
        "Every `$ earshot ...` output sample is what the built command prints, with its exit status", .enabled(if: EarshotBinary.url != nil)
    )
    func outputSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "output" }
        #expect(samples.count >= 14)
        for sample in samples {
            let expectedStatus = Int32(sample.arguments.first ?? "0") ?? 0
            let copies = sample.arguments.filter { $0.contains("=") }
            var folder = DocumentationSample.repository
            if !copies.isEmpty {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-output-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for copy in copies {
                    let pair = copy.split(separator: "=", maxSplits: 1).map(String.init)
                    let target = folder.appendingPathComponent(pair[0])
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: DocumentationSample.repository.appendingPathComponent(pair[1]), to: target)
                }
            }
            defer { if !copies.isEmpty { try? FileManager.default.removeItem(at: folder) } }
            var commands: [(arguments: [String], lines: [String])] = []
            for line in sample.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("$ earshot ") {
                    commands.append((line.dropFirst("$ earshot ".count).split(separator: " ").map(String.init), []))
                } else if !commands.isEmpty {
                    let shown =
                        line.range(of: " <- ").map {
                            String(line[..<$0.lowerBound]).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
                        } ?? line
                    commands[commands.count - 1].lines.append(shown)
                }
            }
            #expect(!commands.isEmpty, "\(sample): no `$ earshot ...` line")
            for (written, lines) in commands {
                var arguments = written
                var standardOutput: String?
                if arguments.count >= 2, arguments[arguments.count - 2] == ">" {
                    standardOutput = arguments.removeLast()
                    arguments.removeLast()
                }
                let result = try EarshotBinary.run(arguments, in: folder, standardOutput: standardOutput)
                #expect(
                    result.status == expectedStatus,
                    "\(sample): earshot \(arguments.joined(separator: " ")) exited \(result.status)\n\(result.error)")
                var shown = lines
                while shown.last?.isEmpty == true { shown.removeLast() }
                let actual = [result.output, result.error].flatMap { text -> [String] in
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    return text.isEmpty ? [] : Array(lines.dropLast(text.hasSuffix("\n") ? 1 : 0))
                }
                #expect(
                    DocumentationSample.matches(sample: shown, actual: actual),
                    "\(sample): earshot \(arguments.joined(separator: " ")) prints:\n\(result.output)\(result.error)")
            }
        }
    }

    /// A `sh` block of commands marked `<!-- earshot-sample: commands [NAME=SOURCE ...] -->`
    /// runs as written with `bash -e -o pipefail`, in a folder of its own that holds the
    /// repository's `Scenarios` and `Tests`, each NAME a copy of the repository's SOURCE (the
    /// `my.screen.json` or `home.txt` the sample names), with the built `earshot` on PATH and
    /// at `.build/debug/earshot`. What this machine has not (`swift build`, which
    /// Scripts/check-install runs; `pbpaste`, which gives `clipboard.txt`; `aplay`) is a
    /// stand-in. Every command must succeed.
    @Test("Every `sh` block of earshot commands runs as written", .enabled(if: EarshotBinary.url != nil))
    func commandSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "commands" }
        #expect(samples.count >= 7)
        let binary = try #require(EarshotBinary.url)
        let manager = FileManager.default
        for sample in samples {
            let folder = manager.temporaryDirectory.appendingPathComponent("earshot-commands-\(UUID().uuidString)")
            let tools = folder.appendingPathComponent(".stand-ins")
            try manager.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
            try manager.createDirectory(at: tools, withIntermediateDirectories: true)
            defer { try? manager.removeItem(at: folder) }
            for name in ["Scenarios", "Tests"] {
                try manager.createSymbolicLink(
                    at: folder.appendingPathComponent(name), withDestinationURL: DocumentationSample.repository.appendingPathComponent(name)
                )
            }
            try manager.createSymbolicLink(at: folder.appendingPathComponent(".build/debug/earshot"), withDestinationURL: binary)
            try manager.createSymbolicLink(at: tools.appendingPathComponent("earshot"), withDestinationURL: binary)
            for (name, script) in [("swift", "exit 0"), ("pbpaste", "cat clipboard.txt"), ("aplay", "cat > /dev/null")] {
                let url = tools.appendingPathComponent(name)
                try Data("#!/usr/bin/env bash\n\(script)\n".utf8).write(to: url)
                try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            }
            for argument in sample.arguments {
                let pair = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let (name, source) = try #require(pair.count == 2 ? (pair[0], pair[1]) : nil, "\(sample): NAME=SOURCE, not \(argument)")
                try manager.copyItem(
                    at: DocumentationSample.repository.appendingPathComponent(source), to: folder.appendingPathComponent(name))
            }
            let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let result = try EarshotBinary.run(
                URL(fileURLWithPath: "/bin/bash"), ["-e", "-o", "pipefail", "-c", sample.text], in: folder,
                environment: ["PATH": path, "EARSHOT_CACHE_DIR": folder.appendingPathComponent(".cache").path])
            #expect(result.status == 0, "\(sample): exited \(result.status)\n\(result.error)")
        }
    }

    /// Whether python3 with its yaml module runs here (as Scripts/check-action needs).
    static let yamlAvailable: Bool = {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
        return (try? EarshotBinary.run(python, ["-c", "import yaml"], in: DocumentationSample.repository).status) == 0
    }()

    /// A YAML file or fragment as JSON, read by python3's yaml module.
    static func yaml(_ text: String, in folder: URL) throws -> Any {
        let file = folder.appendingPathComponent("sample-\(UUID().uuidString).yml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)"
        let result = try EarshotBinary.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path], in: folder)
        try #require(result.status == 0, "not YAML: \(result.error)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8), options: [.fragmentsAllowed])
    }

    /// A GitHub Actions workflow, or a list of its steps, marked `<!-- earshot-sample: yaml -->`:
    /// it is YAML; each step that uses Earshot's action gives only inputs `action.yml` declares;
    /// each `run` is shell that `bash -n` reads, and each `earshot COMMAND --option` in it is an
    /// option `earshot COMMAND --help` names. The action itself is run by Scripts/check-action.
    @Test(
        "Every GitHub Actions sample is YAML whose Earshot steps use inputs and options that exist",
        .enabled(if: yamlAvailable && EarshotBinary.url != nil, "no python3 with its yaml module, or no earshot binary"))
    func workflowSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "yaml" }
        #expect(samples.count >= 3)
        let repository = DocumentationSample.repository
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let action = try #require(
            try Self.yaml(String(contentsOf: repository.appendingPathComponent("action.yml"), encoding: .utf8), in: folder)
                as? [String: Any])
        let inputs = Set((action["inputs"] as? [String: Any] ?? [:]).keys)
        #expect(inputs.contains("paths"))
        var helps: [String: String] = [:]
        for sample in samples {
            let parsed = try Self.yaml(sample.text, in: folder)
            var steps: [[String: Any]] = []
            if let list = parsed as? [[String: Any]] {
                steps = list
            } else if let jobs = (parsed as? [String: Any])?["jobs"] as? [String: [String: Any]] {
                steps = jobs.values.flatMap { $0["steps"] as? [[String: Any]] ?? [] }
            }
            #expect(!steps.isEmpty, "\(sample): neither a list of steps nor a workflow with jobs and steps")
            for step in steps {
                if let uses = step["uses"] as? String, uses.hasPrefix("<owner>/Earshot@") {
                    let given = Set((step["with"] as? [String: Any] ?? [:]).keys)
                    #expect(given.isSubset(of: inputs), "\(sample): action.yml has no input \(given.subtracting(inputs).sorted())")
                }
                guard let run = step["run"] as? String else { continue }
                let syntax = try EarshotBinary.run(URL(fileURLWithPath: "/bin/bash"), ["-n", "-c", run], in: folder)
                #expect(syntax.status == 0, "\(sample): bash cannot read \(run): \(syntax.error)")
                for line in run.split(separator: "\n") {
                    guard let match = line.firstMatch(of: /earshot ([a-z]+)((?: [^ ]+)*)/) else { continue }
                    let command = String(match.output.1)
                    if helps[command] == nil { helps[command] = try EarshotBinary.run([command, "--help"], in: folder).output }
                    for option in match.output.2.matches(of: /--[a-z-]+/).map({ String($0.output) }) {
                        #expect(
                            helps[command, default: ""].contains(option + " ") || helps[command, default: ""].contains(option + "\n"),
                            "\(sample): earshot \(command) has no \(option)")
                    }
                }
            }
        }
    }

    static let swiftAvailable =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/env")
        && (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swift")
        }

    /// Where the recipes' consumer package is built: inside this package's `.build`, so a second
    /// run builds only what changed (Earshot itself compiles once, not once a run).
    static let recipeFolder = DocumentationSample.repository.appendingPathComponent(".build/earshot-recipe")

    @Test(
        "Every Package.swift recipe, with its setup and its test file, builds as printed without a warning",
        .enabled(if: swiftAvailable, "no swift on PATH"))
    func packageRecipes() throws {
        let all = try DocumentationSample.all()
        let recipes = all.filter { $0.kind == "package-recipe" }
        #expect(recipes.count >= 2)
        // A whole test file in an article that shows no recipe (ScenarioFolders) builds alone in a recipe's package.
        let recipeFiles = Set(recipes.map(\.file))
        let standalone = all.filter { $0.kind == "package-test" && !recipeFiles.contains($0.file) }
        #expect(standalone.count >= 2)
        for recipe in recipes {
            let later = all.filter { $0.file == recipe.file && $0.line > recipe.line }
            let nextRecipe = later.first { $0.kind == "package-recipe" }?.line ?? Int.max
            let setup = later.first { $0.kind == "package-setup" }
            let ownTests = later.filter { $0.kind == "package-test" && $0.line < nextRecipe }
            #expect(setup != nil, "\(recipe): a recipe is followed by its setup commands (<!-- earshot-sample: package-setup -->)")
            #expect(!ownTests.isEmpty, "\(recipe): a recipe is followed by its test file (<!-- earshot-sample: package-test PATH -->)")
            // `.package(path: "../Earshot")`: a checkout of Earshot beside the app, named Earshot.
            // The recipe's own test files, then (in the last recipe's package) each standalone one alone:
            // an article's test file is whole by itself, and may declare what the recipe's does.
            let testSets =
                [ownTests] + (recipe.line == recipes.last?.line && recipe.file == recipes.last?.file ? standalone.map { [$0] } : [])
            for tests in testSets {
                let root = Self.recipeFolder
                let app = root.appendingPathComponent("App")
                try? FileManager.default.removeItem(at: app)
                try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
                let earshot = root.appendingPathComponent("Earshot")
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: earshot.path)) != DocumentationSample.repository.path {
                    try? FileManager.default.removeItem(at: earshot)
                    try FileManager.default.createSymbolicLink(at: earshot, withDestinationURL: DocumentationSample.repository)
                }
                let names = { (pattern: String) -> [String] in
                    let regex = try NSRegularExpression(pattern: pattern + #"\(\s*name: "([A-Za-z]+)""#)
                    let text = recipe.text as NSString
                    return regex.matches(in: recipe.text, range: NSRange(location: 0, length: text.length)).map {
                        text.substring(with: $0.range(at: 1))
                    }
                }
                for target in try names(#"\.target"#) {
                    try FileManager.default.createDirectory(
                        at: app.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
                    try Data("public let ready = true\n".utf8).write(to: app.appendingPathComponent("Sources/\(target)/\(target).swift"))
                }
                let manifest =
                    "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                    + "    platforms: [.macOS(.v13), .iOS(.v16)],\n" + recipe.text + "\n)\n"
                try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
                if let setup {
                    let result = try Self.run(["/bin/sh", "-c", setup.text], in: app)
                    #expect(result.status == 0, "\(setup): \(result.error)")
                }
                // What a user then keeps there: a scenario and its golden transcript (test data, which
                // SwiftPM warns about unless the target excludes them).
                let scenarios = app.appendingPathComponent("Tests/FavouriteCardTests/Scenarios")
                if FileManager.default.fileExists(atPath: scenarios.path) {
                    try Data(#"{"earshot": 1, "screen": {"earshot": 1, "root": {"Button": "Save"}}}"#.utf8)
                        .write(to: scenarios.appendingPathComponent("save.scenario.json"))
                    try Data("Save, Button\n".utf8).write(to: scenarios.appendingPathComponent("save.transcript"))
                }
                for test in tests {
                    let path = try #require(test.arguments.first, "\(test): package-test needs the file's path")
                    let file = app.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data((test.text + "\n").utf8).write(to: file)
                }
                let scratch = root.appendingPathComponent("build").path
                let result = try Self.run(
                    ["/usr/bin/env", "swift", "build", "--build-tests", "--scratch-path", scratch], in: app, keepingOutput: true)
                #expect(result.status == 0, "\(recipe): \(result.error)")
                #expect(!result.error.contains("warning:"), "\(recipe): the build warns: \(result.error)")
            }
        }
        // Then, in the same package (Earshot is built once for both), every Swift fragment.
        if let last = recipes.last {
            try Self.buildFragments(try DocumentationSample.all().filter { $0.kind == "swift" }, recipe: last)
        }
    }

    /// The names a fragment may use that its article declares in another block, or leaves to
    /// the reader (`given=card`): each is a small screen in the fragment's target.
    static let givenNames: Set<String> = ["card", "cartScreen", "favouriteCard", "favouriteCardScreen", "screen"]

    /// The file a `<!-- earshot-sample: swift MODE [given=NAME,...] -->` fragment is compiled as:
    /// its `import` lines first, then the libraries an article's reader has imported (Earshot and
    /// its libraries, Foundation, Testing), then the fragment as MODE says. `file` is a whole
    /// file's declarations, as written; `body` statements, in a throwing function; `view` a view
    /// of the DSL, as a `Screen`'s content.
    static func fragmentFile(_ sample: DocumentationSample) -> String {
        let lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let isImport = { (line: String) in line.hasPrefix("import ") || line.hasPrefix("@testable import ") }
        let imports = lines.filter(isImport)
        let rest = lines.filter { !isImport($0) }.joined(separator: "\n")
        let prelude = ["Earshot", "EarshotAudit", "EarshotCompare", "EarshotImporting", "EarshotTesting", "Foundation", "Testing"]
            .map { "import \($0)" }
        let header = ["// \(sample)"] + imports + prelude
        let name = "sampleLine\(sample.line)"
        switch sample.arguments.first ?? "file" {
        case "body": return (header + ["func \(name)() throws {", rest, "}"]).joined(separator: "\n") + "\n"
        case "view": return (header + ["let \(name) = Screen(name: \"\(name)\") {", rest, "}"]).joined(separator: "\n") + "\n"
        default: return (header + [rest]).joined(separator: "\n") + "\n"
        }
    }

    /// Builds every Swift fragment of the README, the guides and the articles in the recipe's
    /// package: one test target a document (a document's blocks may use each other's names),
    /// one file a fragment, and each `manifest` fragment (a target's declaration) compiled into
    /// the package manifest itself. A fragment that does not compile is named with its errors.
    static func buildFragments(_ fragments: [DocumentationSample], recipe: DocumentationSample) throws {
        #expect(fragments.count >= 19)
        let app = recipeFolder.appendingPathComponent("App")
        let manager = FileManager.default
        try? manager.removeItem(at: app.appendingPathComponent("Samples"))
        var targets: [String: [DocumentationSample]] = [:]
        var manifestFragments: [DocumentationSample] = []
        for sample in fragments {
            let mode = sample.arguments.first ?? "file"
            #expect(["file", "body", "view", "manifest"].contains(mode), "\(sample): swift file|body|view|manifest, not \(mode)")
            if mode == "manifest" {
                manifestFragments.append(sample)
                continue
            }
            let document = sample.file.split(separator: "/").last.map(String.init) ?? sample.file
            let target = "Samples" + document.replacingOccurrences(of: ".md", with: "").filter { $0.isLetter || $0.isNumber }
            targets[target, default: []].append(sample)
        }
        var declarations: [String] = []
        for (target, samples) in targets.sorted(by: { $0.key < $1.key }) {
            #expect(Set(samples.map(\.file)).count == 1, "\(target): two documents of the same name")
            let folder = app.appendingPathComponent("Samples/\(target)")
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            var given: Set<String> = []
            for sample in samples {
                for argument in sample.arguments.dropFirst() {
                    let names =
                        argument.hasPrefix("given=") ? argument.dropFirst("given=".count).split(separator: ",").map(String.init) : []
                    #expect(!names.isEmpty && names.allSatisfy(Self.givenNames.contains), "\(sample): given=NAME,... of \(Self.givenNames)")
                    given.formUnion(names)
                }
                try Data(Self.fragmentFile(sample).utf8).write(to: folder.appendingPathComponent("Line\(sample.line).swift"))
            }
            let givenFile = given.sorted().map { "let \($0) = Screen(name: \"\($0)\") { Text(\"\($0)\") }" }
            try Data((["import Earshot"] + givenFile).joined(separator: "\n").appending("\n").utf8)
                .write(to: folder.appendingPathComponent("Given.swift"))
            let products = ["Earshot", "EarshotAudit", "EarshotBraille", "EarshotCompare", "EarshotImporting", "EarshotTesting"]
                .map { ".product(name: \"\($0)\", package: \"Earshot\")" }.joined(separator: ", ")
            declarations.append(".testTarget(name: \"\(target)\", dependencies: [\(products)], path: \"Samples/\(target)\")")
        }
        let manifest =
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
            + "    platforms: [.macOS(.v13), .iOS(.v16)],\n" + recipe.text + "\n)\n\n"
            + "// The articles' target declarations, compiled with the manifest and not added to it.\n"
            + "let articleTargets: [[Target]] = [\n"
            + manifestFragments.map { "    // \($0)\n    [\n\($0.text)\n    ]," }.joined(separator: "\n")
            + "\n]\n\npackage.targets += [\n" + declarations.map { "    " + $0 + "," }.joined(separator: "\n") + "\n]\n"
        try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
        let scratch = recipeFolder.appendingPathComponent("build").path
        let result = try Self.run(
            ["/usr/bin/env", "swift", "build", "--build-tests", "--scratch-path", scratch], in: app, keepingOutput: true)
        #expect(result.status == 0, "the Swift fragments do not all compile")
        guard result.status != 0 else { return }
        // Each fragment that does not compile, with its errors; the manifest's errors name the manifest fragments.
        let errors = result.error.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        for (target, samples) in targets {
            for sample in samples where errors.contains(where: { $0.contains("Samples/\(target)/Line\(sample.line).swift:") }) {
                var own: [String] = []
                for error in errors where error.contains("Samples/\(target)/Line\(sample.line).swift:") && !own.contains(error) {
                    own.append(error)
                }
                Issue.record("\(sample) does not compile:\n\(own.joined(separator: "\n"))")
            }
        }
        if errors.contains(where: { $0.contains("Package.swift:") }) || !errors.contains(where: { $0.contains("/Samples/") }) {
            Issue.record("the fragments' package does not build:\n\(result.error)")
        }
    }

    /// Runs `command` in `folder`: its status and standard error (with its standard output, in
    /// the order printed, when `keepingOutput`, for tools that print warnings there).
    static func run(_ command: [String], in folder: URL, keepingOutput: Bool = false) throws -> (status: Int32, error: String) {
        // SwiftPM leaves folders of its own in the temporary folder on every build: in this
        // process's scratch folder, they go with it.
        let run = try ChildProcess.run(
            URL(fileURLWithPath: command[0]), Array(command.dropFirst()), in: folder,
            environment: .merged(["TMPDIR": scratchFolder.path]), output: keepingOutput ? .withErrors : .discarded)
        return (run.status, keepingOutput ? run.output : run.error)
    }
}
