import Earshot
import EarshotTestSupport
import EarshotTesting
import Foundation
import Testing

/// The failure samples of the README and the documentation articles (`<!-- earshot-sample:
/// failure ... -->`) are the messages the testing library gives today (the other samples:
/// `DocumentationSampleTests`).
@Suite("Documentation failure samples")
struct FailureSampleTests {
    /// The card of the "Getting started" article before its fixes, and what its test expects.
    static let cardBeforeFixes = Screen(name: "Favourite card") {
        HStack {
            Image("avatar")
            VStack(alignment: .leading) {
                Text("Maya Lin")
                Text("Architect")
            }
            Button {
            } label: {
                Image(systemName: "heart")
            }
        }
    }

    @Test("Every failure sample is the message the assertion gives today")
    func failureSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "failure" }
        #expect(samples.count >= 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-samples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifact = folder.appendingPathComponent("favouriteCardReadsWell.transcript")
        let check = TranscriptCheck.compare(
            Scenario(name: "Favourite card", screen: Self.cardBeforeFixes), with: ["Maya Lin, Architect", "Favourite, Button"],
            artifact: artifact)
        let shownArtifact = ".build/earshot-artifacts/FavouriteCardTests/favouriteCardReadsWell.transcript"
        let message = try #require(check.message).replacingOccurrences(of: artifact.path, with: shownArtifact)
        let actual = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for sample in samples {
            #expect(sample.arguments == ["favourite-card"], "\(sample): the only failure sample is favourite-card")
            // As Swift Testing prints it: a `✘ Test ...` line, the message's first line after
            // `↳ `, its other lines indented by two spaces.
            var lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.first?.hasPrefix("✘") == true { lines.removeFirst() }
            if lines.first?.hasPrefix("↳ ") == true {
                lines[0].removeFirst(2)
                lines = [lines[0]] + lines.dropFirst().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
            }
            #expect(
                DocumentationSample.matches(sample: lines, actual: actual),
                "\(sample): the failure reads today:\n\(message)")
        }
    }
}
