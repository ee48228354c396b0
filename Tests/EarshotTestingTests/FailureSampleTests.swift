import Earshot
import EarshotTestSupport
import Foundation
import Testing

@testable import EarshotTesting

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

    /// The card after its fixes, as the article's golden test records it.
    static let cardFixed = Screen(name: "Favourite card") {
        HStack {
            Image(decorative: "avatar")
            VStack(alignment: .leading) {
                Text("Maya Lin")
                Text("Architect")
            }
            .accessibilityElement(children: .combine)
            Button {
            } label: {
                Image(systemName: "heart")
            }
            .accessibilityLabel("Favourite")
        }
    }

    /// The message of each failure a sample shows, by the sample's argument, with this run's
    /// scratch paths replaced by the ones the articles show: `favourite-card`, the card before
    /// its fixes against the lines written in its test; `favourite-card-recorded`, the fixed
    /// card's first golden run (record mode by default); `golden-differs`, the card before its
    /// fixes against a golden file of the fixed card's lines.
    static func messages(in folder: URL) throws -> [String: String] {
        var messages: [String: String] = [:]
        let artifact = folder.appendingPathComponent("favouriteCardReadsWell.transcript")
        let check = TranscriptCheck.compare(
            Scenario(name: "Favourite card", screen: Self.cardBeforeFixes), with: ["Maya Lin, Architect", "Favourite, Button"],
            artifact: artifact)
        let shownArtifact = ".build/earshot-artifacts/FavouriteCardTests/favouriteCardReadsWell.transcript"
        messages["favourite-card"] = try #require(check.message).replacingOccurrences(of: artifact.path, with: shownArtifact)

        let recorded = folder.appendingPathComponent("recorded/favouriteCardGolden.transcript")
        let choice = try RecordMode.choice(nil, environment: [:])
        let record = TranscriptCheck.compare(
            Scenario(name: "Favourite card", screen: Self.cardFixed), withGolden: recorded, record: choice.mode, reason: choice.reason,
            artifact: nil)
        #expect(record.outcome == .recorded)
        messages["favourite-card-recorded"] = try #require(record.message).replacingOccurrences(
            of: recorded.path, with: "Tests/FavouriteCardTests/__Transcripts__/FavouriteCardTests/favouriteCardGolden.transcript")

        let golden = folder.appendingPathComponent("golden/favouriteCard.transcript")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Maya Lin, Architect\nFavourite, Button\n".utf8).write(to: golden)
        let goldenArtifact = folder.appendingPathComponent("artifacts/favouriteCard.transcript")
        let differs = TranscriptCheck.compare(
            Scenario(name: "Favourite card", screen: Self.cardBeforeFixes), withGolden: golden, record: .never, reason: "the default",
            artifact: goldenArtifact)
        #expect(differs.outcome == .differed)
        messages["golden-differs"] = try #require(differs.message)
            .replacingOccurrences(of: golden.path, with: "Tests/AppTests/__Transcripts__/CardTests/favouriteCard.transcript")
            .replacingOccurrences(of: goldenArtifact.path, with: ".build/earshot-artifacts/CardTests/favouriteCard.transcript")
        return messages
    }

    @Test("Every failure sample is the message the assertion gives today")
    func failureSamples() throws {
        let samples = try DocumentationSample.all().filter { $0.kind == "failure" }
        #expect(samples.count >= 5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = try Self.messages(in: folder)
        for sample in samples {
            let name = sample.arguments.first ?? ""
            let message = try #require(messages[name], "\(sample): failure NAME, one of \(messages.keys.sorted())")
            let actual = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
