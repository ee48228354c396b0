import Foundation
import Testing

@testable import Earshot

/// Work done at the same time (`ForkJoin`) gives what one thread gives, whatever the number of
/// processors: each test sets the thread count itself (`Parallelism.$threads`), so the paths that
/// work in pieces run with several threads on a one-processor machine, and with one on any.
@Suite("Fork and join")
struct ForkJoinTests {
    @Test("The helpers' results come back in order, their inputs as they left them, beside what was done here")
    func resultsInOrder() {
        var inputs = (0..<5).map { [$0] }
        let (here, helpers) = ForkJoin.run(
            &inputs,
            helper: { input -> String in
                input.append(input[0] * 10)
                return "piece \(input[0])"
            },
            here: { "here" })
        #expect(here == "here")
        #expect(helpers == ["piece 0", "piece 1", "piece 2", "piece 3", "piece 4"])
        #expect(inputs == [[0, 0], [1, 10], [2, 20], [3, 30], [4, 40]])
        var none: [Int] = []
        let alone = ForkJoin.run(&none, helper: { $0 }, here: { 7 })
        #expect(alone.here == 7 && alone.helpers.isEmpty)
    }

    struct Stop: Error, Equatable {}

    @Test("What is done here throws only once every helper has returned")
    func throwsAfterJoining() {
        let finished = Locked(0)
        var inputs = [1, 2, 3]
        #expect(throws: Stop.self) {
            try ForkJoin.run(
                &inputs,
                helper: { _ in
                    Thread.sleep(forTimeInterval: 0.02)
                    finished.withLock { $0 += 1 }
                },
                here: { () throws(Stop) in throw Stop() })
        }
        #expect(finished.withLock { $0 } == 3)
    }

    @Test("Each thread count takes its own path: pieces of a walk only with more than one")
    func threadCountChoosesThePath() {
        for threads in 1...4 {
            let pieces = Parallelism.$threads.withValue(threads) { Parallelism.inPieces(100, minimum: 10) { $0 } }
            #expect(pieces.count == threads)
            #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == 100)
            #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
        // The count goes with a run to the thread it runs on.
        #expect(Parallelism.$threads.withValue(3) { DeepStack.run { Parallelism.threads } } == 3)
    }

    /// A screen that every path of `earshot listen` takes in pieces with more than one thread:
    /// over 1 MiB (the file is read in two pieces with two threads), a list of 8,200 rows (the tree's facts and
    /// ids walked in pieces, the elements built in pieces) and over 16,000 events (rendered in
    /// slices).
    static let longScreen: [UInt8] = {
        let rows = (0..<8_200).map {
            #"{"Text": "Row \#($0): a line long enough that the whole file passes one mebibyte, with “quoted” words and é", "id": "row\#($0)"}"#
        }
        return Array((#"{"earshot": 1, "root": {"List": ["# + rows.joined(separator: ",\n") + "]}}").utf8)
    }()

    /// What `earshot listen` writes of the long screen with `threads` threads: text and JSON.
    static func listened(threads: Int) throws -> (text: String, json: String, pieces: Int, listsCut: Int) {
        try Parallelism.$threads.withValue(threads) {
            var cutting = ListCutting.automatic
            let record = ListCutting.Record()
            cutting.record = record
            _ = try ListCutTests.read(String(decoding: longScreen, as: UTF8.self), cutting: cutting).get()
            let document = try DocumentLoader.load(bytes: longScreen, name: "long.screen.json")
            let transcript = try ScenarioRunner.run(Scenario(name: "long", screen: document.scenario.screen))
            var text = ""
            TranscriptRenderer.writeText(transcript, chunk: 1 << 16) { text += $0 }
            var json = ""
            TranscriptRenderer.writeJSON(transcript, chunk: 1 << 16) { json += $0 }
            let builder = ElementListBuilder(screen: document.scenario.screen, phrases: try VoiceLibrary.shared.phrasebook(for: "en"))
            return (text, json, builder.pieces, record.lists)
        }
    }

    @Test("A long screen is heard the same, text and JSON, with 1, 2 and 4 threads")
    func longScreenWhateverTheThreads() throws {
        #expect(Self.longScreen.count > 1 << 20)
        let one = try Self.listened(threads: 1)
        #expect(one.pieces == 1 && one.listsCut == 0)
        #expect(one.text.split(separator: "\n").count > 8_000)
        for threads in [2, 4] {
            let many = try Self.listened(threads: threads)
            #expect(many.pieces == threads)
            // Two pieces of 512 KiB at least: the file is cut for two threads, not for four.
            #expect(many.listsCut == (threads == 2 ? 1 : 0))
            #expect(many.text == one.text, "\(threads) threads")
            #expect(many.json == one.json, "\(threads) threads")
        }
    }
}
