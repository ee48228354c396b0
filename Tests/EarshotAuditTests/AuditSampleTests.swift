import Earshot
import EarshotAudit
import EarshotTestSupport
import Foundation
import Testing

/// What a Swift fragment of the articles prints, marked `<!-- earshot-sample: printed NAME -->`
/// after the block of its output: the fragment is compiled by `DocumentationSampleTests`, and run
/// here as written (the fragment just before the output holds each line run here).
@Suite("Documentation printed samples")
struct AuditSampleTests {
    /// AuditingScreens' fragment: a screen audited in Swift, one finding suppressed.
    static let observationSource = [
        #"let screen = Screen(name: "Observation") {"#,
        "    VStack {",
        #"        Button { Image("ic_camera") }"#,
        #"        Image("IMG_2041").earshotIgnore("label-is-file-name")"#,
        "    }",
        "}",
        #"let result = try Audit.run(Scenario(name: "Observation", screen: screen))"#,
        "print(AuditReport.text([result]))",
    ]

    static func observation() throws -> String {
        let screen = Screen(name: "Observation") {
            VStack {
                Button { Image("ic_camera") }
                Image("IMG_2041").earshotIgnore("label-is-file-name")
            }
        }
        let result = try Audit.run(Scenario(name: "Observation", screen: screen))
        return AuditReport.text([result])
    }

    @Test("Every printed sample is what its Swift fragment prints today")
    func printedSamples() throws {
        let all = try DocumentationSample.all()
        let samples = all.filter { $0.kind == "printed" }
        #expect(samples.count >= 1)
        for sample in samples {
            #expect(sample.arguments == ["observation"], "\(sample): the only printed sample is observation")
            let fragment = try #require(
                all.last { $0.file == sample.file && $0.line < sample.line }, "\(sample): no Swift fragment before it")
            #expect(fragment.language == "swift", "\(sample): the block before it is not Swift")
            #expect(
                fragment.text.split(separator: "\n").map(String.init) == Self.observationSource,
                "\(fragment): the fragment is not the code this test runs")
            let printed = try Self.observation()
            let actual = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = Array(actual.dropLast(printed.hasSuffix("\n") ? 1 : 0))
            #expect(
                DocumentationSample.matches(sample: sample.text.split(separator: "\n").map(String.init), actual: lines),
                "\(sample): the fragment prints:\n\(printed)")
        }
    }
}
