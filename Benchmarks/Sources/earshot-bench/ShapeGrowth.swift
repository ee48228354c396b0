import Foundation

// Issue 52's input shapes (item 1), beside `Inputs.growthCases` and `GrowthInputs.cases`: each
// a small self-contained function that writes its files at a count and gives the `earshot`
// arguments over them; `--growth N` times each at N ÷ `scale` and ten times that.

enum ShapeGrowth {
    /// A shape: its name, how much smaller than `--growth` its n is (the slower commands run at
    /// fewer items), the exit status a run ends with when all is well (`test` of a golden file
    /// that differs exits 1), and its arguments at a count, over files it writes in a folder.
    struct Shape: Sendable {
        var name: String
        var scale: Int
        var status: Int32 = 0
        var arguments: @Sendable (_ count: Int, _ folder: URL) throws -> [String]
    }

    static let shapes: [Shape] = [
        Shape(name: "compare: a walk of n utterances", scale: 10, arguments: compare),
        Shape(
            name: "audit: a scenario of n app steps", scale: 10,
            arguments: { try appSteps($0, $1, command: ["audit", "--fail-on", "never"]) }),
        Shape(
            name: "report: a scenario of n app steps", scale: 10,
            arguments: { try appSteps($0, $1, command: ["report", "--no-audio", "-o", "-"]) }),
        Shape(name: "report: n findings", scale: 10, arguments: findings),
        Shape(name: "accessibilityElements: a list of n ids", scale: 10, arguments: elementsList),
        Shape(name: "queued announcements", scale: 1, arguments: queuedAnnouncements),
        Shape(name: "dump --reach: n elements", scale: 10, arguments: reach),
        Shape(name: "dump --reach: n elements, half left out of accessibilityElements", scale: 1, arguments: reachListed),
        Shape(name: "dump --reach: n/3 modal views, each hiding two texts", scale: 1, arguments: reachModals),
        Shape(name: "text form: a label of n line feeds", scale: 1, arguments: lineFeeds),
        Shape(name: "test: a golden diff where every line differs", scale: 10, status: 1, arguments: goldenDiff),
        Shape(name: "test: a golden diff of the same lines reversed", scale: 10, status: 1, arguments: reversedDiff),
    ]

    static func write(_ text: String, _ folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func screen(_ children: [String], extra: String = "") -> String {
        #"{"earshot": 1, "name": "Shape", "root": {"VStack": [\#(children.joined(separator: ", "))]\#(extra)}}"#
    }

    /// n buttons, and a walk that says every 7th in other words.
    static func compare(_ count: Int, _ folder: URL) throws -> [String] {
        let screenFile = try write(screen((0..<count).map { #"{"Button": "Row \#($0)"}"# }), folder, "compare-\(count).screen.json")
        let walk = (0..<count).map { $0 % 7 == 0 ? "Rowe \($0) button" : "Row \($0) Button" }.joined(separator: "\n") + "\n"
        return ["compare", screenFile, try write(walk, folder, "compare-\(count).walk.txt")]
    }

    /// n rows, and for each an update to its label and a swipe.
    static func appSteps(_ count: Int, _ folder: URL, command: [String]) throws -> [String] {
        let rows = (0..<count).map { #"{"Text": "Row \#($0)", "id": "r\#($0)"}"# }
        let steps = (0..<count).map { #"{"update": "r\#($0)", "set": {"accessibilityLabel": "ROW \#($0) READ"}}, "next""# }
        let text = #"{"earshot": 1, "screen": \#(screen(rows)), "steps": [\#(steps.joined(separator: ", "))]}"#
        let file = try write(text, folder, "steps-\(count).scenario.json")
        return [command[0], file] + command.dropFirst()
    }

    /// n buttons whose names are in capitals: a finding each.
    static func findings(_ count: Int, _ folder: URL) throws -> [String] {
        let file = try write(screen((0..<count).map { #"{"Button": "SAVE ITEM NUMBER \#($0)"}"# }), folder, "findings-\(count).screen.json")
        return ["report", file, "--no-audio", "-o", "-"]
    }

    /// n texts, listed in reverse by `accessibilityElements`.
    static func elementsList(_ count: Int, _ folder: URL) throws -> [String] {
        let ids = (0..<count).reversed().map { #""t\#($0)""# }.joined(separator: ", ")
        let text = screen((0..<count).map { #"{"Text": "Item \#($0)", "id": "t\#($0)"}"# }, extra: #", "accessibilityElements": [\#(ids)]"#)
        return ["listen", try write(text, folder, "elements-\(count).screen.json")]
    }

    /// n announcements, each queued behind the one before.
    static func queuedAnnouncements(_ count: Int, _ folder: URL) throws -> [String] {
        let steps = (0..<count).map { #"{"announce": "Message \#($0)", "queue": true}"# }.joined(separator: ", ")
        let text = #"{"earshot": 1, "screen": \#(screen([#"{"Button": "Go"}"#])), "steps": [\#(steps)]}"#
        return ["listen", try write(text, folder, "queued-\(count).scenario.json")]
    }

    /// n elements, every third a heading.
    static func reach(_ count: Int, _ folder: URL) throws -> [String] {
        let children = (0..<count).map {
            $0 % 3 == 0 ? #"{"Text": "Head \#($0)", "accessibilityAddTraits": ["header"]}"# : #"{"Button": "Row \#($0)"}"#
        }
        return ["dump", "--reach", try write(screen(children), folder, "reach-\(count).screen.json")]
    }

    /// n texts in a view whose `accessibilityElements` lists every other one: n/2 unreachable.
    static func reachListed(_ count: Int, _ folder: URL) throws -> [String] {
        let ids = stride(from: 0, to: count, by: 2).map { #""t\#($0)""# }.joined(separator: ", ")
        let text = screen((0..<count).map { #"{"Text": "Item \#($0)", "id": "t\#($0)"}"# }, extra: #", "accessibilityElements": [\#(ids)]"#)
        return ["dump", "--reach", try write(text, folder, "reach-listed-\(count).screen.json")]
    }

    /// n/3 groups, each a modal view with a button beside two texts it hides.
    static func reachModals(_ count: Int, _ folder: URL) throws -> [String] {
        let groups = (0..<count / 3).map {
            #"{"VStack": [{"VStack": [{"Button": "Close \#($0)"}], "accessibilityAddTraits": ["isModal"]}, {"Text": "Behind \#($0)"}, {"Text": "More \#($0)"}]}"#
        }
        return ["dump", "--reach", try write(screen(groups), folder, "reach-modals-\(count).screen.json")]
    }

    /// One text whose label is n line feeds and n escape characters.
    static func lineFeeds(_ count: Int, _ folder: URL) throws -> [String] {
        let label = String(repeating: #"a\n\u001b"#, count: count)
        return ["listen", try write(screen([#"{"Text": "\#(label)"}"#]), folder, "linefeeds-\(count).screen.json")]
    }

    /// n rows read all, against an expectation where every line differs.
    static func goldenDiff(_ count: Int, _ folder: URL) throws -> [String] {
        let rows = (0..<count).map { #"{"Text": "Row \#($0)"}"# }
        let expect = (0..<count).map { #""Other \#($0)""# }.joined(separator: ", ")
        let text = #"{"earshot": 1, "screen": \#(screen(rows)), "steps": ["readAll"], "expect": [\#(expect)]}"#
        return ["test", try write(text, folder, "golden-\(count).scenario.json")]
    }

    /// n rows read all, against an expectation of the same lines in reverse order: every line
    /// is in both, so none is set aside, and the shortest diff is a search of about n² steps.
    static func reversedDiff(_ count: Int, _ folder: URL) throws -> [String] {
        let rows = (0..<count).map { #"{"Text": "Row \#($0)"}"# }
        let expect = (0..<count).reversed().map { #""Row \#($0)""# }.joined(separator: ", ")
        let text = #"{"earshot": 1, "screen": \#(screen(rows)), "steps": ["readAll"], "expect": [\#(expect)]}"#
        return ["test", try write(text, folder, "reversed-\(count).scenario.json")]
    }
}
