import BenchSupport
import Earshot
import Foundation

/// The benchmark's inputs, written to a temporary folder: large screens of realistic rows, and a
/// suite of small scenarios with their expected transcripts.
enum Inputs {
    /// A UIKit-style list screen with about `elements` VoiceOver elements, in sections of 100:
    /// a header, then rows. A row is a combined cell (title, subtitle, a child button that becomes
    /// its action, named actions); every 10th row is a toggle, every 7th has a sort priority,
    /// and every 5th section lays its rows out with frames (geometric order).
    static func screen(elements: Int) -> String {
        var out = String()
        out.reserveCapacity(elements * 260)
        out += #"{"earshot": 1, "name": "Bench \#(elements)", "framework": "uikit", "root": {"NavigationStack": [\#n"#
        out += #"{"NavigationBar": [{"Text": "Inbox", "accessibilityAddTraits": ["isHeader"]}, {"Button": "Edit", "id": "edit"}]},\#n"#
        out += #"{"List": [\#n"#
        var made = 3
        var section = 0
        while made < elements {
            let rows = min(99, elements - made - 1)
            let framed = section % 5 == 4
            if section > 0 { out += ",\n" }
            out += #"{"Section": [{"Text": "Section \#(section + 1)", "accessibilityHeading": "h2""#
            if framed { out += #", "frame": [16, 0, 343, 28]"# }
            out += "}"
            for row in 0..<max(0, rows) {
                let n = made + 1 + row
                out += ",\n"
                let frame = framed ? #", "frame": [0, \#(30 + row * 44), 375, 44]"# : ""
                if row % 10 == 9 {
                    out += #"{"Toggle": "Notify me about thread \#(n)", "isOn": \#(n % 3 == 0), "id": "toggle-\#(n)"\#(frame)}"#
                    continue
                }
                let priority = row % 7 == 3 ? #", "accessibilitySortPriority": 1"# : ""
                out += #"{"HStack": [{"VStack": [{"Text": "Message \#(n) from Maya Lin", "accessibilityAddTraits": ["isHeader"]}, "#
                out += #"{"Text": "Re: the field notes for Tuesday, \#(n % 24):00"}]}, "#
                out += #"{"Button": "Reply", "id": "reply-\#(n)", "onActivate": [{"announce": "Replying to \#(n)"}]}], "#
                out += #""accessibilityElement": "combine", "id": "row-\#(n)", "accessibilityHint": "Opens the message", "#
                out += #""accessibilityActions": ["Archive", {"name": "Delete", "do": [{"announce": "Deleted"}]}]\#(priority)\#(frame)}"#
            }
            out += #"], "id": "section-\#(section + 1)", "accessibilityContainerType": "list"}"#
            made += 1 + max(0, rows)
            section += 1
        }
        out += "\n]},\n"
        out += #"{"TabBar": [{"Tab": "Inbox", "selected": true}, {"Tab": "Search"}, {"Tab": "Settings", "badge": "2"}]}"#
        out += "\n]}}\n"
        return out
    }

    /// A lean screen: one flat list of `elements` short rows of about 60 bytes each, where reading
    /// the JSON is most of the work.
    static func leanScreen(elements: Int) -> String {
        var out = String()
        out.reserveCapacity(elements * 64)
        out += #"{"earshot": 1, "name": "Lean \#(elements)", "root": {"List": [\#n"#
        for n in 1...max(1, elements) {
            if n > 1 { out += ",\n" }
            out += #"{"Text": "Item \#(n) of the long list", "id": "item-\#(n)"}"#
        }
        out += "\n]}}\n"
        return out
    }

    /// A lean mixed screen: rows of an image, two texts, a button and a toggle, every other row
    /// combined into one element (the rest contained, each child its own element), every third
    /// with a sort priority; about 60 bytes an element, `elements` elements in all.
    static func leanMixedScreen(elements: Int) -> String {
        var out = String()
        out.reserveCapacity(elements * 64)
        out += #"{"earshot": 1, "name": "Lean mixed \#(elements)", "root": {"List": [\#n"#
        var made = 0
        var row = 0
        while made < elements {
            let combined = row % 2 == 0
            if row > 0 { out += ",\n" }
            out += #"{"HStack": [{"Image": "ic_\#(row % 9)"}, {"Text": "Row \#(row)"}, {"Text": "\#(row % 60) min"}, "#
            out += #"{"Button": "Open"}, {"Toggle": "Pin", "isOn": \#(row % 3 == 0)}], "#
            out += combined ? #""accessibilityElement": "combine""# : #""accessibilityElement": "contain""#
            if row % 3 == 1 { out += #", "accessibilitySortPriority": \#(row % 4)"# }
            out += "}"
            // A combined row is one element (its button an action, its toggle its own stop); a
            // contained row, five.
            made += combined ? 2 : 5
            row += 1
        }
        out += "\n]}}\n"
        return out
    }

    /// A small scenario: a form of about a dozen elements, a few gestures and app steps.
    static func scenario(_ index: Int) -> BenchObject {
        let rows: [BenchJSON] = (0..<6).map { row in
            .object([
                "HStack": .array([
                    .object(["Text": .string("Item \(index)-\(row)")]), .object(["Button": .string("Buy"), "id": .string("buy\(row)")]),
                ]),
                "accessibilityElement": .string("combine"), "id": .string("row\(row)"),
            ])
        }
        let root: BenchJSON = .object([
            "VStack": .array([
                .object(["Text": .string("Shop \(index)"), "accessibilityAddTraits": .array([.string("isHeader")])]),
                .object(["Toggle": .string("Gift wrap"), "isOn": .bool(index % 2 == 0), "id": .string("gift")]),
                .object([
                    "Slider": .string("Quantity"), "value": .number(Double(index % 10)), "range": .array([.number(0), .number(10)]),
                    "step": .number(1), "id": .string("qty"),
                ]),
                .object(["List": .array(rows)]),
                .object([
                    "Button": .string("Checkout"), "id": .string("checkout"),
                    "onActivate": .array([.object(["announce": .string("Order placed")])]),
                ]),
            ])
        ])
        let steps: [BenchJSON] = [
            .string("next"), .string("next"), .string("activate"), .string("next"), .string("increment"),
            .object(["rotor": .string("headings")]), .string("rotorNext"), .object(["activate": .string("checkout")]),
            .object(["announce": .string("Saved"), "priority": .string("high")]), .string("last"), .string("readAll"),
        ]
        return [
            "earshot": .number(1), "name": .string("Shop \(index)"), "screen": .object(["earshot": .number(1), "root": root]),
            "steps": .array(steps),
        ]
    }

    /// A scenario of `count` app steps that each insert a view: `nested`, each into the view the
    /// previous one inserted (a chain `count` deep); else all into the root, side by side.
    static func insertions(count: Int, nested: Bool) -> String {
        var out = String()
        out.reserveCapacity(count * 90)
        out += #"{"earshot": 1, "name": "\#(count) \#(nested ? "nested" : "flat") inserts", "screen": {"earshot": 1, "root": "#
        out += #"{"VStack": [{"Text": "Start"}], "id": "v0"}}, "steps": [\#n"#
        for index in 1...max(1, count) {
            let into = nested ? index - 1 : 0
            out += #"{"insert": {"VStack": [{"Text": "Row \#(index)"}], "id": "v\#(index)"}, "into": "v\#(into)"},\#n"#
        }
        out += #""next", "next"]}\#n"#
        return out
    }

    /// The cases of growing speech and runtime work: each a scenario of `count` of something,
    /// which should cost linear (or n log n) time in `count`.
    static let growthCases = ["readAll over rows", "simultaneous announcements", "nested inserts", "inserts at the front"]

    /// The scenario of `growthCases[index]` at `count`.
    static func growth(_ index: Int, count: Int) -> String {
        var out = String()
        out.reserveCapacity(count * 90)
        switch index {
        case 0:
            out += #"{"earshot": 1, "name": "readAll", "screen": {"earshot": 1, "root": {"List": [\#n"#
            for n in 1...max(1, count) { out += (n > 1 ? ",\n" : "") + #"{"Text": "Row \#(n)"}"# }
            out += #"]}}, "steps": ["readAll"]}\#n"#
        case 1:
            out += #"{"earshot": 1, "name": "announcements", "screen": {"earshot": 1, "root": {"Text": "Inbox"}}, "steps": [\#n"#
            for n in 1...max(1, count) { out += #"{"announce": "Message \#(n) arrived"},\#n"# }
            out += #""next"]}\#n"#
        case 2:
            return insertions(count: count, nested: true)
        default:
            out += #"{"earshot": 1, "name": "front inserts", "screen": {"earshot": 1, "root": "#
            out += #"{"VStack": [{"Text": "Start"}], "id": "v0"}}, "steps": [\#n"#
            for n in 1...max(1, count) { out += #"{"insert": {"Text": "Row \#(n)"}, "into": "v0", "at": 0},\#n"# }
            out += #""next", "next"]}\#n"#
        }
        return out
    }

    /// Writes `count` scenarios with their expected transcripts into `folder`.
    static func writeSuite(count: Int, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            var object = scenario(index)
            let name = String(format: "shop-%04d.scenario.json", index)
            let bytes = Array(BenchJSON.object(object).text().utf8)
            let transcript = try ScenarioRunner.run(DocumentLoader.load(bytes: bytes, name: name).scenario)
            object.members.append((key: "expect", value: .array(transcript.lines.map(BenchJSON.string))))
            try Data(BenchJSON.object(object).text(pretty: true).utf8).write(to: folder.appendingPathComponent(name))
        }
    }
}
