// More cases of runtime work that grows with a scenario (issue 22, item 7), beside
// `Inputs.growthCases`: `--growth N` times each at N and 10N with its ratio.

enum GrowthInputs {
    /// The nested cases run at `--growth N` ÷ this and 10 × that (800 and 8,000 by default):
    /// Earshot refuses insertions that nest the views more than 10,000 levels deep
    /// (`Session.maximumRunDepth`, `Documentation/LIMITS.md`), and 10,000 insertions nest them deeper.
    static let nestedScale = 12.5

    /// Each case's name, its file's extension (`growth-INDEX-COUNT.EXTENSION`) and its input at
    /// a count.
    static let cases: [(name: String, fileExtension: String, input: @Sendable (Int) -> String)] = [
        ("nested inserts, each a row", "scenario.json", { nestedRows($0) }),
        ("inserts into each of many rows", "scenario.json", { rows($0) { #"{"insert": {"Text": "Detail \#($0)"}, "into": "r\#($0)"}"# } }),
        (
            "updates of each of many rows", "scenario.json",
            { rows($0) { #"{"update": "r\#($0)", "set": {"accessibilityLabel": "Row \#($0), read"}}"# } }
        ),
        ("removals of each of many rows", "scenario.json", { rows($0) { #"{"remove": "r\#($0)"}"# } }),
        ("capture rows under 400 labelled containers", "txt", { labelledChain($0) }),
    ]

    /// An XCUITest capture of `count` texts inside a chain of 400 labelled `Other`s (the deepest
    /// a capture nests is 500), each label holding the texts' words: each container asks whether
    /// its label says what is inside it.
    static func labelledChain(_ count: Int) -> String {
        let depth = 400
        var out = "Window (Main), {{0.0, 0.0}, {390.0, 844.0}}\n"
        out.reserveCapacity(count * (depth + 60) + depth * depth)
        for level in 1...depth {
            out += String(repeating: " ", count: level) + "Other, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Section \(level) rows'\n"
        }
        let indent = String(repeating: " ", count: depth + 1)
        for n in 0..<max(1, count) { out += indent + "StaticText, {{0.0, \(n % 800).0}, {390.0, 20.0}}, label: 'rows'\n" }
        return out
    }

    /// A list of `count` rows (`r1` ...), then `step(n)` for each row, then two swipes.
    static func rows(_ count: Int, step: (Int) -> String) -> String {
        var out = #"{"earshot": 1, "name": "rows", "screen": {"earshot": 1, "root": {"List": [\#n"#
        out.reserveCapacity(count * 140)
        for n in 1...max(1, count) { out += (n > 1 ? ",\n" : "") + #"{"VStack": [{"Text": "Row \#(n)"}], "id": "r\#(n)"}"# }
        out += "], \"id\": \"list\"}}, \"steps\": [\n"
        for n in 1...max(1, count) { out += step(n) + ",\n" }
        return out + #""next", "next"]}\#n"#
    }

    /// `count` insertions, each of a row of a button and a text into the one inserted before.
    static func nestedRows(_ count: Int) -> String {
        var out = #"{"earshot": 1, "name": "nested rows", "screen": {"earshot": 1, "root": {"VStack": [], "id": "v0"}}, "steps": [\#n"#
        out.reserveCapacity(count * 120)
        for n in 1...max(1, count) {
            out +=
                #"{"insert": {"HStack": [{"Button": "Open \#(n)"}, {"Text": "Row \#(n)"}], "id": "v\#(n)"}, "into": "v\#(n - 1)", "at": 0},\#n"#
        }
        return out + #""next", "next"]}\#n"#
    }
}
