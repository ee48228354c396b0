import Foundation
import Testing

@testable import Earshot

/// The elements of a view with many children built in pieces at the same time
/// (`ElementListBuilder+Pieces`) must be exactly the list one builder makes: the elements, their
/// containers, their view paths and the warnings, in order.
@Suite("Element lists built in pieces")
struct BuildPiecesTests {
    /// The list of `screen`, built with `pieces` threads, cutting views of 4 children or more.
    static func list(_ screen: Screen, pieces: Int, taking: Bool) throws -> ElementList {
        var builder = ElementListBuilder(screen: screen, phrases: try VoiceLibrary.shared.phrasebook(for: "en"), voices: .shared)
        builder.pieces = pieces
        builder.childrenPerPiece = 2
        let root = LiveTree(screen: screen).top.root
        return DeepStack.run { taking ? builder.build(taking: root) : builder.build(root) }
    }

    /// Everything a list says: its drawing, each element's key, path, path entry and
    /// containers, its warnings and its view paths.
    static func summary(_ list: ElementList) -> [String] {
        var lines = ElementListDump.lines(list)
        for index in list.elements.indices {
            let element = list.elements[index]
            lines.append(
                "\(element.key.serial).\(element.key.part) \(list.path(of: index)) entry \(element.pathEntry) in \(element.containers)")
        }
        lines += list.warnings.map(\.description)
        lines.append("\(list.paths.count) view paths")
        return lines
    }

    static func screen(_ text: String) throws -> Screen {
        try DocumentLoader.load(bytes: Array(text.utf8), name: "s.screen.json").scenario.screen
    }

    @Test("Generated screens build the same list in 2, 3 and 4 pieces as in one, kept or taken apart")
    func sameInPieces() throws {
        for seed in PropertyTests.seeds.prefix(60) {
            let screen = try Self.screen(ListCutTests.screen(seed: seed, rows: 12 + Int(seed % 7), pretty: false))
            let whole = try Self.list(screen, pieces: 1, taking: false)
            let expected = Self.summary(whole)
            for pieces in 2...4 {
                for taking in [false, true] {
                    let list = try Self.list(screen, pieces: pieces, taking: taking)
                    #expect(Self.summary(list) == expected, "seed \(seed), \(pieces) pieces, taking \(taking)")
                    #expect(list.paths == whole.paths, "seed \(seed), \(pieces) pieces, taking \(taking)")
                }
            }
        }
    }

    @Test("Warnings past the limit, and pieces with no element at all, read as one builder makes them")
    func warningsAndEmptyPieces() throws {
        // SwiftUI views with UIKit-only keys: a warning each, at its own path; 300 of them.
        let foreign = (0..<300).map { #"{"Text": "Row \#($0)", "accessibilityViewIsModal": false}"# }
        // Hidden views only: no element, so no path entry for the stack either.
        let hidden = (0..<40).map { #"{"Text": "Gone \#($0)", "accessibilityHidden": true}"# }
        let texts = [
            #"{"earshot": 1, "root": {"VStack": ["# + foreign.joined(separator: ", ") + "]}}",
            #"{"earshot": 1, "root": {"VStack": [{"Text": "Top"}, {"VStack": ["# + hidden.joined(separator: ", ")
                + #"]}, {"Text": "End"}]}}"#,
            #"{"earshot": 1, "root": {"VStack": [{"VStack": ["# + hidden.joined(separator: ", ") + "]}]}}",
        ]
        for text in texts {
            let screen = try Self.screen(text)
            let whole = try Self.list(screen, pieces: 1, taking: false)
            for pieces in 2...4 {
                let list = try Self.list(screen, pieces: pieces, taking: true)
                #expect(Self.summary(list) == Self.summary(whole), "\(pieces) pieces: \(text.prefix(60))")
                #expect(list.paths == whole.paths, "\(pieces) pieces: \(text.prefix(60))")
            }
        }
        let many = try Self.list(try Self.screen(texts[0]), pieces: 3, taking: true)
        #expect(many.warnings.count == ElementListBuilder.warningLimit + 1)
        #expect(many.warnings.last == ElementListBuilder.moreWarnings)
    }
}
