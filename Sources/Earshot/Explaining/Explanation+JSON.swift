import EarshotBase

extension Explanation {
    /// The reasons as JSON: `[{"rule": ..., "place": ..., "line": ..., "column": ..., "detail": ...}]`,
    /// place, line and column when known.
    package static func json(_ reasons: [Reason]) -> JSONValue {
        .array(
            reasons.map { reason in
                var entries: [(key: String, value: JSONValue)] = [("rule", .string(reason.rule))]
                if let place = reason.place {
                    entries.append(("place", .string(place.path)))
                    if let line = place.line, let column = place.column {
                        entries += [("line", .number(Double(line))), ("column", .number(Double(column)))]
                    }
                }
                entries.append(("detail", .string(reason.detail)))
                return .object(JSONObject(entries))
            })
    }

    /// `json`, the JSON form of this run's transcript (``TranscriptRenderer/writeJSON(_:showSteps:warnings:chunk:to:)``),
    /// with each event that is no step given `"because"`, its reasons; nil when `json` is not
    /// that form. Written as the transcript's own form is: the same keys, in order, then `because`.
    package func addingBecause(toJSON json: String) -> String? {
        guard case .object(let top)? = try? JSONParser.parse(json), case .array(let events)? = top["events"] else { return nil }
        var next = lines.makeIterator()
        let explained: [JSONValue] = events.map { event in
            guard case .object(let object) = event, object["kind"]?.stringValue != "step", let line = next.next() else { return event }
            let entries = (0..<object.keys.count).map { (key: object.keys[$0], value: object.values[$0]) }
            return .object(JSONObject(entries + [("because", Self.json(line.because))]))
        }
        let entries = (0..<top.keys.count).map { (key: top.keys[$0], value: top.keys[$0] == "events" ? .array(explained) : top.values[$0]) }
        return JSONSerializer.serialize(.object(JSONObject(entries)), pretty: true) + "\n"
    }
}
