import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `earshot test` as CI runs it: JUnit XML, `--record`, the final count and exit status.
/// Runs the `earshot` executable that `swift test` builds beside the test bundle.
@Suite("earshot test for CI")
struct EarshotTestCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        let screen =
            #""screen": {"earshot": 1, "root": {"VStack": [{"Text": "Notes", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Add"}]}}"#
        try folder.write(
            #"{"earshot": 1, "name": "Passes", \#(screen), "expect": ["Notes, Heading", "Add, Button"]}"#,
            to: "Scenarios/passes.scenario.json")
        try folder.write(
            #"{"earshot": 1, "name": "Fails", \#(screen), "steps": ["next"], "expect": ["Notes, Heading", "Add & more, Button"]}"#,
            to: "Scenarios/notes/fails.scenario.json")
        try folder.write(#"{"earshot": 1, "name": "Needs a golden file", \#(screen)}"#, to: "Scenarios/golden.scenario.json")
    }

    /// Runs `earshot ARGUMENTS` in the temporary folder.
    func earshot(_ arguments: String...) throws -> (status: Int32, output: String) {
        try runEarshot(arguments, in: folder.url)
    }

    @Test("--junit writes one test case per scenario with the schema's required elements")
    func junit() throws {
        defer { folder.remove() }
        let run = try earshot("test", "--junit", "report.xml")
        #expect(run.status == 1)
        #expect(run.output.contains("1 passed, 1 failed, 1 skipped"))

        let data = try #require(FileManager.default.contents(atPath: folder.file("report.xml").path))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        for attribute in ["name", "tests", "failures", "errors", "skipped", "time", "timestamp", "hostname"] {
            #expect(suite.attribute(forName: attribute) != nil, "testsuite needs \(attribute)")
        }
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")

        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 3)
        for testCase in cases {
            #expect(testCase.attribute(forName: "name")?.stringValue?.isEmpty == false)
            #expect(testCase.attribute(forName: "classname")?.stringValue?.isEmpty == false)
            #expect(Double(testCase.attribute(forName: "time")?.stringValue ?? "") != nil)
        }
        let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(names == ["Needs a golden file", "Fails", "Passes"])
        #expect(cases[1].attribute(forName: "classname")?.stringValue == "Scenarios.notes.fails")

        let failure = try #require(cases[1].elements(forName: "failure").first)
        let message = failure.attribute(forName: "message")?.stringValue ?? ""
        #expect(
            message
                == "Scenarios/notes/fails.scenario.json: the transcript differs from the expected one; first difference at line 2, at step 1 (next)"
        )
        let report = failure.stringValue ?? ""
        #expect(report.contains("- 2   Add & more, Button"), "the diff, unescaped by the parser")
        #expect(report.contains("+ 2   Add, Button"))
        #expect(cases[0].elements(forName: "skipped").count == 1)
        #expect(cases[2].children?.isEmpty ?? true)
    }

    /// The attributes the common JUnit schema allows on each element (Jenkins' junit-4.xsd, as
    /// Jenkins, GitLab and the Ant task read it): `skipped` is counted on `testsuite`, never on
    /// `testsuites`.
    static let schemaAttributes: [String: Set<String>] = [
        "testsuites": ["name", "time", "tests", "failures", "disabled", "errors"],
        "testsuite": [
            "name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package", "file",
            "log", "url", "version",
        ],
        "testcase": ["name", "assertions", "time", "classname", "status", "class", "file", "line", "log", "group", "url"],
        "failure": ["message", "type"], "error": ["message", "type"], "skipped": ["message"],
        "system-out": [], "system-err": [], "properties": [], "property": ["name", "value"],
    ]

    @Test("--junit times each scenario it ran and uses only attributes the JUnit schema allows")
    func junitTimesAndSchema() throws {
        defer { folder.remove() }
        let run = try earshot("test", "--junit", "report.xml")
        #expect(run.status == 1)
        let data = try #require(FileManager.default.contents(atPath: folder.file("report.xml").path))
        let root = try #require(try XMLDocument(data: data).rootElement())
        var elements = [root]
        var checked = 0
        while let element = elements.popLast() {
            let name = element.name ?? ""
            let allowed = try #require(Self.schemaAttributes[name], "element <\(name)> is not in the schema")
            for attribute in element.attributes ?? [] {
                #expect(allowed.contains(attribute.name ?? ""), "<\(name)> may not have \(attribute.name ?? "")")
            }
            checked += 1
            elements += (element.children ?? []).compactMap { $0 as? XMLElement }
        }
        #expect(checked >= 6)
        for element in [root] + root.elements(forName: "testsuite") {
            #expect((Double(element.attribute(forName: "time")?.stringValue ?? "") ?? 0) > 0, "\(element.name ?? ""): time")
        }
        let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        let ran = cases.filter { $0.elements(forName: "skipped").isEmpty }
        #expect(ran.count == 2)
        for testCase in ran {
            let time = Double(testCase.attribute(forName: "time")?.stringValue ?? "") ?? 0
            #expect(time > 0, "\(testCase.attribute(forName: "name")?.stringValue ?? ""): time \(time)")
        }
    }

    @Test("--record writes missing golden transcripts and exits non-zero; the next run passes")
    func record() throws {
        defer { folder.remove() }
        let recording = try earshot("test", "--record", "Scenarios/golden.scenario.json", "Scenarios/passes.scenario.json")
        #expect(recording.status == 1, "a recording is never a pass")
        #expect(recording.output.contains("RECORDED Scenarios/golden.scenario.json: wrote Scenarios/golden.transcript"))
        #expect(recording.output.contains("1 passed, 0 failed, 1 recorded"))
        #expect(folder.read("Scenarios/golden.transcript") == "Notes, Heading\nAdd, Button\n")

        let again = try earshot("test", "Scenarios/golden.scenario.json", "Scenarios/passes.scenario.json")
        #expect(again.status == 0)
        #expect(again.output == "2 passed, 0 failed\n", "no progress line when the output is not a terminal")
    }

    @Test("--record cannot rewrite expected lines written in a scenario: that stays a failure")
    func recordInlineExpectation() throws {
        defer { folder.remove() }
        let run = try earshot("test", "--record", "Scenarios/notes")
        #expect(run.status == 1)
        #expect(run.output.contains("FAIL Scenarios/notes/fails.scenario.json: the transcript differs"))
        #expect(run.output.contains("0 passed, 1 failed"))
    }

    @Test("--record missing writes only missing golden transcripts; a differing one still fails")
    func recordMissing() throws {
        defer { folder.remove() }
        try folder.write(
            #"{"earshot": 1, "name": "Has one", "screen": {"earshot": 1, "root": {"Text": "Hello"}}}"#, to: "Scenarios/old.scenario.json")
        try folder.write("Goodbye\n", to: "Scenarios/old.transcript")
        let run = try earshot("test", "--record", "missing", "Scenarios/golden.scenario.json", "Scenarios/old.scenario.json")
        #expect(run.status == 1)
        #expect(run.output.contains("RECORDED Scenarios/golden.scenario.json: wrote Scenarios/golden.transcript"))
        #expect(run.output.contains("FAIL Scenarios/old.scenario.json: the transcript differs"))
        #expect(run.output.hasSuffix("0 passed, 1 failed, 1 recorded\nRecorded 1 golden transcript; check it and run again.\n"))
        #expect(folder.read("Scenarios/golden.transcript") == "Notes, Heading\nAdd, Button\n")
        #expect(folder.read("Scenarios/old.transcript") == "Goodbye\n", "a differing golden file is not rewritten")
    }

    @Test("--record all rewrites even a matching golden transcript; --record=failed leaves it")
    func recordAll() throws {
        defer { folder.remove() }
        try folder.write("Notes, Heading\nAdd, Button\n", to: "Scenarios/golden.transcript")
        let failed = try earshot("test", "--record=failed", "Scenarios/golden.scenario.json")
        #expect(failed.status == 0)
        #expect(failed.output == "1 passed, 0 failed\n")
        let all = try earshot("test", "--record", "all", "Scenarios/golden.scenario.json")
        #expect(all.status == 1, "a recording is never a pass")
        #expect(all.output.contains("RECORDED Scenarios/golden.scenario.json: wrote Scenarios/golden.transcript"))
        #expect(all.output.contains("0 passed, 0 failed, 1 recorded"))
    }

    @Test("--record never writes nothing, and a scenario without an expectation fails")
    func recordNever() throws {
        defer { folder.remove() }
        let run = try earshot("test", "--record", "never", "Scenarios/golden.scenario.json", "Scenarios/passes.scenario.json")
        #expect(run.status == 1)
        #expect(
            run.output
                == "FAIL Scenarios/golden.scenario.json: no golden transcript at Scenarios/golden.transcript (--record never)\n\n1 passed, 1 failed\n"
        )
        #expect(folder.read("Scenarios/golden.transcript") == nil)
    }

    @Test("A mistyped option or record mode is a usage error (exit 64) that suggests the fix")
    func usageErrors() throws {
        defer { folder.remove() }
        let option = try earshot("test", "--recrod")
        #expect(option.status == 64)
        #expect(option.output == "Error: Unknown option '--recrod'. Did you mean '--record'?\nRun 'earshot help' for usage.\n")
        let mode = try earshot("test", "--record=sometimes")
        #expect(mode.status == 64)
        #expect(
            mode.output.hasPrefix("Error: The value 'sometimes' is invalid for '--record'; expected one of missing, all, failed, never."))
        let help = try earshot("help", "test")
        #expect(help.status == 0)
        #expect(help.output.contains("\n  --record [<mode>]       Write golden .transcript files; exits 1 when it wrote any."))
    }
}
