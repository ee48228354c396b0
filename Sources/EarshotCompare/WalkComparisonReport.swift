import Earshot
import EarshotBase

/// A ``WalkComparison`` as people and tools read it: text, JSON, JUnit XML. Deterministic: the
/// same comparison gives the same bytes (no time, no host name).
extension WalkComparison {
    /// The parity as the reports write it: `83.3% (5 of 6 pairs the same)`.
    public var paritySummary: String {
        let percent = (parity * 1000).rounded() / 10
        let compared = comparedCount
        let shown = pairs.count - compared
        let notCompared = shown == 0 ? "" : "; \(shown) container move\(shown == 1 ? "" : "s") not compared"
        return "\(JSONSerializer.format(percent))% (\(sameCount) of \(compared) pair\(compared == 1 ? "" : "s") the same\(notCompared))"
    }

    /// The text report: a heading, the normalisation's notes, then one block per pair: its
    /// verdict, Earshot's line with its element (`E`) and the walk's line with its place (`V`).
    ///
    /// ```
    /// same           E Same label Button  [first]
    ///                V Same label Button  (captures.repeated.steps[1])
    /// ```
    public var text: String {
        var lines = ["\(screen) beside \(walk) (policy \(Self.policy)): parity \(paritySummary)"]
        for note in notes { lines.append("  note: \(note)") }
        for pair in pairs {
            let verdict = pair.verdict.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
            var rows: [String] = []
            if let mine = pair.earshot {
                rows.append("E \(mine.utterance)  [\(mine.element.map { "element \($0)" } ?? "element without id")]")
            }
            if let theirs = pair.voiceOver {
                rows.append("V \(theirs.raw)  (\(theirs.place))")
                if let hint = theirs.hint { rows.append("  [hint] \(hint)") }
            }
            for (index, row) in rows.enumerated() {
                lines.append((index == 0 ? verdict : String(repeating: " ", count: 15)) + row)
            }
            if !pair.onlyEarshotWords.isEmpty || !pair.onlyVoiceOverWords.isEmpty {
                let ours = pair.onlyEarshotWords.joined(separator: " ")
                let theirs = pair.onlyVoiceOverWords.joined(separator: " ")
                lines.append(String(repeating: " ", count: 15) + "words: Earshot \"\(ours)\", VoiceOver \"\(theirs)\"")
            }
            if !pair.movedWords.isEmpty {
                lines.append(String(repeating: " ", count: 15) + "moved: \"\(pair.movedWords.joined(separator: " "))\"")
            }
            for note in pair.notes { lines.append(String(repeating: " ", count: 15) + "(\(note))") }
        }
        return TranscriptText.escapedLines(lines.joined(separator: "\n")) + "\n"
    }

    /// The JSON report: `{"earshot": 1, "policy", "screen", "walk", "parity", "same", "compared", "pairs",
    /// "notes", "rows": [{"verdict", "earshot": {"utterance", "line", "element", "step"},
    /// "voiceover": {"utterance", "compared", "hint" (Earshot's text form only), "place", "step"},
    /// "notes", "words": {"earshot", "voiceover", "moved"}}]}`.
    public var json: String {
        var rows: [JSONValue] = []
        for pair in pairs {
            var row: [(String, JSONValue)] = [("verdict", .string(pair.verdict.rawValue))]
            if let mine = pair.earshot {
                row.append(
                    (
                        "earshot",
                        .object(
                            JSONObject([
                                ("utterance", .string(mine.utterance)), ("line", .string(mine.line)),
                                ("element", mine.element.map(JSONValue.string) ?? .null), ("step", .number(Double(mine.step))),
                            ]))
                    ))
            }
            if let theirs = pair.voiceOver {
                var fields: [(String, JSONValue)] = [("utterance", .string(theirs.raw)), ("compared", .string(theirs.utterance))]
                if let hint = theirs.hint { fields.append(("hint", .string(hint))) }
                fields += [("place", .string(theirs.place)), ("step", .number(Double(theirs.step)))]
                row.append(("voiceover", .object(JSONObject(fields.map { (key: $0.0, value: $0.1) }))))
            }
            if !pair.notes.isEmpty { row.append(("notes", .array(pair.notes.map(JSONValue.string)))) }
            if pair.verdict == .wordsDiffer || pair.verdict == .reordered {
                row.append(
                    (
                        "words",
                        .object(
                            JSONObject([
                                ("earshot", .array(pair.onlyEarshotWords.map(JSONValue.string))),
                                ("voiceover", .array(pair.onlyVoiceOverWords.map(JSONValue.string))),
                                ("moved", .array(pair.movedWords.map(JSONValue.string))),
                            ]))
                    ))
            }
            rows.append(.object(JSONObject(row.map { (key: $0.0, value: $0.1) })))
        }
        let document = JSONObject([
            ("earshot", .number(1)), ("policy", .string(Self.policy)), ("screen", .string(screen)), ("walk", .string(walk)),
            ("parity", .number((parity * 10000).rounded() / 10000)), ("same", .number(Double(sameCount))),
            ("compared", .number(Double(comparedCount))),
            ("pairs", .number(Double(pairs.count))), ("notes", .array(notes.map(JSONValue.string))), ("rows", .array(rows)),
        ])
        return JSONSerializer.serialize(.object(document), pretty: true) + "\n"
    }

    /// JUnit XML: one `testsuite` named after the screen and walk, one `testcase` per pair; a
    /// pair that is not the same is a `failure` whose type is its verdict, and a container move
    /// Earshot does not make (``Verdict/containerMove``) is `skipped`.
    public var junit: String {
        let skipped = pairs.count - comparedCount
        let failures = comparedCount - sameCount
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let suite = XMLText.escaped("\(screen) beside \(walk)")
        out += "<testsuites name=\"earshot compare\" tests=\"\(pairs.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(suite)\" tests=\"\(pairs.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        out += "    <properties><property name=\"parity\" value=\"\(JSONSerializer.format((parity * 10000).rounded() / 10000))\"/>"
        out += "<property name=\"policy\" value=\"\(Self.policy)\"/></properties>\n"
        for (index, pair) in pairs.enumerated() {
            let said = pair.earshot?.utterance ?? pair.voiceOver?.utterance ?? ""
            let name = XMLText.escaped("\(index + 1): \(said)")
            out += "    <testcase name=\"\(name)\" classname=\"\(XMLText.escaped(walk))\" time=\"0\""
            if pair.verdict == .same {
                out += "/>\n"
                continue
            }
            if pair.verdict == .containerMove {
                let message = pair.notes.first ?? ""
                out += ">\n      <skipped message=\"\(XMLText.escaped(message))\"/>\n    </testcase>\n"
                continue
            }
            let message =
                "Earshot: \(pair.earshot.map { "\"\($0.utterance)\"" } ?? "nothing"); "
                + "VoiceOver: \(pair.voiceOver.map { "\"\($0.raw)\" (\($0.place))" } ?? "nothing")"
            out += ">\n      <failure type=\"\(pair.verdict.rawValue)\" message=\"\(XMLText.escaped(message))\"/>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
