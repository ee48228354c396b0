/// Renders a transcript as text (FORMAT.md §3.1) or JSON (§3.2).
public enum TranscriptRenderer {
    /// One line per event: `[KIND STATUS] text`, the kind left out for speech and the status
    /// left out when spoken in full. Steps show as `» next` when asked for.
    public static func lines(_ transcript: Transcript, showSteps: Bool) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(transcript.events.count)
        for event in transcript.events {
            if event.kind == .step {
                if showSteps { lines.append("» " + event.text) }
                continue
            }
            lines.append(line(event))
        }
        return lines
    }

    /// One event as one line of the text transcript: its tag (`[hint]`, `[sound]` ...) and what was heard.
    public static func line(_ event: TranscriptEvent) -> String {
        var tag: [String] = []
        if event.kind != .speech { tag.append(event.kind.rawValue) }
        switch event.status {
        case .spoken: break
        case .interrupted: tag.append("cut")
        case .dropped: tag.append("dropped")
        }
        let text = event.status == .interrupted ? event.heard : event.text
        return tag.isEmpty ? text : "[\(tag.joined(separator: " "))] \(text)"
    }

    /// The text form (FORMAT.md §3.1): the lines, each ending with a newline, escaped as
    /// `TranscriptText` does it.
    public static func text(_ transcript: Transcript, showSteps: Bool = false) -> String {
        var text = ""
        writeText(transcript, showSteps: showSteps) { text += $0 }
        return text
    }

    /// The text form, handed to `write` about `chunk` bytes at a time, so that a long
    /// transcript never stands whole in memory as text. The pieces join to `text(_:showSteps:)`.
    public static func writeText(_ transcript: Transcript, showSteps: Bool = false, chunk: Int = 1 << 16, to write: (String) -> Void) {
        var buffer = ""
        buffer.reserveCapacity(chunk + 1024)
        for event in transcript.events {
            if event.kind == .step {
                guard showSteps else { continue }
                buffer += "» "
                buffer += TranscriptText.escaped(event.text)
            } else {
                // Escaped as a `.transcript` file writes it: one line, nothing a terminal acts on.
                buffer += TranscriptText.escaped(line(event))
            }
            buffer += "\n"
            if buffer.utf8.count >= chunk {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { write(buffer) }
    }

    /// The JSON form: `{"earshot": 1, "events": [...]}` with `kind`, `text`, `status`, `heard`,
    /// `time` (seconds) and `element` (the id or path of the element it came from, or null)
    /// for every event, and more fields tools may use.
    public static func json(_ transcript: Transcript, showSteps: Bool = false) -> String {
        var text = ""
        writeJSON(transcript, showSteps: showSteps) { text += $0 }
        return text
    }

    /// The JSON form, handed to `write` about `chunk` bytes at a time, event by event, so that
    /// a long transcript never stands whole in memory as JSON. The pieces join to `json`.
    public static func writeJSON(_ transcript: Transcript, showSteps: Bool = false, chunk: Int = 1 << 16, to write: (String) -> Void) {
        var buffer = "{\n  \"earshot\": 1,\n  \"events\": ["
        var written = 0
        for event in transcript.events where showSteps || event.kind != .step {
            buffer += written == 0 ? "\n    " : ",\n    "
            JSONSerializer.append(object(event, in: transcript), to: &buffer, pretty: true, indent: 2)
            written += 1
            if buffer.utf8.count >= chunk {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer += written == 0 ? "]\n}\n" : "\n  ]\n}\n"
        write(buffer)
    }

    /// One event of the JSON form; `transcript` names its element.
    static func object(_ event: TranscriptEvent, in transcript: Transcript) -> JSONValue {
        var entries: [(key: String, value: JSONValue)] = [
            ("kind", .string(event.kind == .step ? "step" : event.kind.rawValue)),
            ("text", .string(event.text)),
            ("status", .string(event.status.rawValue)),
            ("heard", .string(event.heard)),
            ("time", .number(Double(event.time) / 1000)),
            ("duration", .number(Double(event.heardDuration) / 1000)),
        ]
        if let priority = event.priority { entries.append(("priority", .string(priority.rawValue))) }
        // The element it came from: its id, else its path; null when no element said it.
        entries.append(("element", transcript.element(of: event).map { .string($0.description) } ?? .null))
        if let step = event.stepIndex { entries.append(("step", .number(Double(step)))) }
        if event.kind != .sound, event.kind != .step {
            if event.hasVariedParts {
                entries.append(("parts", .array(event.parts.map(part))))
            } else {
                entries.append(("language", .string(event.language)))
            }
        }
        return .object(JSONObject(entries))
    }

    static func part(_ part: SpokenPart) -> JSONValue {
        var entries: [(key: String, value: JSONValue)] = [("text", .string(part.text)), ("language", .string(part.language))]
        if let pitch = part.pitch { entries.append(("pitch", .number(pitch))) }
        if part.spellsOutCharacters { entries.append(("spellsOutCharacters", .bool(true))) }
        if let ipa = part.ipa { entries.append(("ipa", .string(ipa))) }
        return .object(JSONObject(entries))
    }
}
