import EarshotBase

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
        let text = event.status == .interrupted ? event.heard : event.text
        guard let tag = tag(event.kind, event.status) else { return text }
        return tag + " " + text
    }

    /// A line's tag: `[hint]`, `[cut]`, `[announcement dropped]` ...; none for speech heard in full.
    static func tag(_ kind: TranscriptEvent.Kind, _ status: TranscriptEvent.Status) -> String? {
        let kindWord = kind == .speech ? nil : kind.rawValue
        let statusWord: String? =
            switch status {
            case .spoken: nil
            case .interrupted: "cut"
            case .dropped: "dropped"
            }
        switch (kindWord, statusWord) {
        case (nil, nil): return nil
        case (let kind?, nil): return "[" + kind + "]"
        case (nil, let status?): return "[" + status + "]"
        case (let kind?, let status?): return "[" + kind + " " + status + "]"
        }
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
        writeTextUTF8(transcript, showSteps: showSteps, chunk: chunk) { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// The text form as `writeText(_:showSteps:chunk:to:)` hands it, in UTF-8 bytes: for a
    /// writer that puts them in a file as they are, with no String made of each piece.
    package static func writeTextUTF8(
        _ transcript: Transcript, showSteps: Bool = false, chunk: Int = 1 << 16, to write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The lines' bytes go into one buffer, the events read where they stand (an event is
        // 80 bytes and a few references: no copy of each).
        let out = JSONBytes()
        out.reserve(chunk + 1024)
        renderEvents(count: transcript.events.count, chunk: chunk, into: out, write: write) { out, range in
            transcript.events.withUnsafeBufferPointer { events in
                // Each event is read through its address, field by field.
                guard let first = events.baseAddress else { return }
                for index in range {
                    let event = first + index
                    if event.pointee.kind == .step {
                        guard showSteps else { continue }
                        out.append("» ")
                        out.escapedLine(event.pointee.text)
                    } else {
                        // `line(_:)`, written straight into the buffer. Escaped as a `.transcript`
                        // file writes it: one line, nothing a terminal acts on (a tag needs no escape).
                        let status = event.pointee.status
                        // A speech spoken whole (nearly every line) has no tag.
                        if event.pointee.kind != .speech || status != .spoken, let tag = tag(event.pointee.kind, status) {
                            out.raw(tag)
                            out.put(byte: UInt8(ascii: " "))
                        }
                        out.escapedLine(status == .interrupted ? event.pointee.heard : event.pointee.text)
                    }
                    out.put(byte: UInt8(ascii: "\n"))
                }
            }
        }
        if !out.isEmpty { out.withBytes(write) }
    }

    /// Renders events `0..<count` with `render` (which appends a range of events to a buffer) and
    /// hands the bytes to `write` about `chunk` at a time, in order.
    static func renderEvents(
        count: Int, chunk: Int, into out: JSONBytes, write: (UnsafeBufferPointer<UInt8>) -> Void, _ render: (JSONBytes, Range<Int>) -> Void
    ) {
        for index in 0..<count {
            render(out, index..<index + 1)
            if out.count >= chunk {
                out.withBytes(write)
                out.removeAll()
            }
        }
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
    ///
    /// Each event is written straight into one byte buffer, as `JSONSerializer` would write
    /// `object(event)` two levels deep, without making that value.
    ///
    /// - Parameters:
    ///   - transcript: what was heard.
    ///   - showSteps: whether the scenario's steps are written among the events.
    ///   - warnings: what the run could not model faithfully (``Run/warnings``), written after
    ///     the events as `"warnings": [{"file": ..., "path": ..., "message": ...}]` when there
    ///     are any, the same warnings `earshot listen` prints on standard error.
    ///   - chunk: about how many bytes are handed to `write` at a time.
    ///   - write: takes the JSON text, piece by piece.
    public static func writeJSON(
        _ transcript: Transcript, showSteps: Bool = false, warnings: [InputWarning] = [], chunk: Int = 1 << 16,
        to write: (String) -> Void
    ) {
        writeJSON(transcript, showSteps: showSteps, warnings: warnings, chunk: chunk, braille: nil, to: write)
    }

    /// The JSON form, as `writeJSON(_:showSteps:warnings:chunk:to:)` writes it, each event with
    /// the value `braille` gives for its index (what the braille display showed, EarshotBraille)
    /// as its `"braille"`, when there is one; no event has one when `braille` is nil.
    package static func writeJSON(
        _ transcript: Transcript, showSteps: Bool = false, warnings: [InputWarning] = [], chunk: Int = 1 << 16,
        braille: ((Int) -> JSONValue?)?, to write: (String) -> Void
    ) {
        writeJSONUTF8(transcript, showSteps: showSteps, warnings: warnings, chunk: chunk, braille: braille) {
            write(String(decoding: $0, as: UTF8.self))
        }
    }

    /// The JSON form as `writeJSON(_:showSteps:warnings:chunk:braille:to:)` hands it, in UTF-8
    /// bytes: for a writer that puts them in a file as they are, with no String made of each piece.
    package static func writeJSONUTF8(
        _ transcript: Transcript, showSteps: Bool = false, warnings: [InputWarning] = [], chunk: Int = 1 << 16,
        braille: ((Int) -> JSONValue?)?, to write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let out = JSONBytes()
        out.reserve(chunk + 1024)
        out.append("{\n  \"earshot\": 1,\n  \"events\": [")
        // The events read where they stand, through their addresses, as the text form reads
        // them: no copy of each (80 bytes and a few references).
        var wroteAny = false
        let elements = transcript.elements
        transcript.events.withUnsafeBufferPointer { events in
            guard let base = events.baseAddress else { return }
            for index in events.indices {
                let event = base + index
                guard showSteps || event.pointee.kind != .step else { continue }
                // The first event written has no comma before it. Each piece a literal of its
                // own: a choice between two is copied by a call, a literal by a few moves.
                if wroteAny { out.append(",\n    ") } else { out.append("\n    ") }
                wroteAny = true
                out.appendEvent(event, elements: elements, braille: braille?(index))
                if out.count >= chunk {
                    out.withBytes(write)
                    out.removeAll()
                }
            }
        }
        out.append(wroteAny ? "\n  ]" : "]")
        appendWarnings(warnings, to: out)
        out.append("\n}\n")
        out.withBytes(write)
    }

    /// `,\n  "warnings": [...]` for the warnings there are; nothing when there are none.
    private static func appendWarnings(_ warnings: [InputWarning], to out: JSONBytes) {
        guard !warnings.isEmpty else { return }
        out.append(",\n  \"warnings\": [")
        for (index, warning) in warnings.enumerated() {
            out.append(index == 0 ? "\n    {" : ",\n    {")
            for (key, value) in [("file", warning.file), ("path", warning.path)] {
                guard let value else { continue }
                out.raw("\"\(key)\": ")
                out.string(value)
                out.append(", ")
            }
            out.append("\"message\": ")
            out.string(warning.message)
            out.append("}")
        }
        out.append("\n  ]")
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

/// JSON text made byte by byte: the transcript's JSON form, written as `JSONSerializer`
/// writes the same values pretty-printed (`TranscriptRenderer.object(_:)`), byte for byte.
/// The text form's lines are gathered in one too (`raw`).
///
/// A class, and its bytes in storage of its own: an append is a bounds check and a copy,
/// where an array's costs a uniqueness check, a capacity check and a generic call (about 90
/// instructions, and a JSON event takes some 25 appends).
final class JSONBytes {
    private let storage = ByteStorage()
    // The two below are changed for every event through this class, and each change paid the
    // runtime's exclusivity check (a call to begin and one to end the access, three times an
    // event). A buffer belongs to the one writer that made it, which changes each in turn and
    // never while another access to it is open: there is nothing for the check to catch.
    /// Bytes a writer spells a piece into before writing it (an element's name), kept for reuse.
    @exclusivity(unchecked) var scratch: [UInt8] = []
    /// The path of the parent of the element named last, for the next one (a writer of one
    /// transcript's events; `ViewPaths.appendPath(of:to:reusing:)`).
    @exclusivity(unchecked) var parentPath = ViewPaths.ParentPath()
    /// The duration written last, in milliseconds, and its bytes as written (`duration(milliseconds:)`).
    @exclusivity(unchecked) private var lastDuration: Int?
    private let lastDurationBytes = ByteStorage()
    /// The language written last, and its bytes as written, quoted (`language(_:)`). Kept bytes
    /// are a storage of their own, not an array: an array is retained and released each time it
    /// is read.
    @exclusivity(unchecked) private var lastLanguage = ""
    private let lastLanguageBytes = ByteStorage(#""""#)

    /// How many bytes are written.
    var count: Int { storage.count }
    var isEmpty: Bool { storage.count == 0 }
    /// The bytes written (for tests).
    var bytes: [UInt8] { storage.withBytes { Array($0) } }
    /// The bytes written, as text (every piece written is UTF-8).
    var text: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }
    /// Hands `body` the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { storage.withBytes(body) }

    /// Makes room for `count` bytes in all.
    func reserve(_ count: Int) { storage.reserve(count) }
    /// Forgets what was written, keeping the room.
    func removeAll() { storage.count = 0 }

    @inline(__always)
    func put(byte: UInt8) { storage.append(byte) }
    @inline(__always)
    func put(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(UnsafeRawBufferPointer(bytes)) }
    @inline(__always)
    func put(_ bytes: UnsafeRawBufferPointer) { storage.append(bytes) }

    /// Text that needs no escaping (punctuation, keys, indentation). A literal's bytes are read
    /// where the binary holds them: the closure of `withUTF8Buffer` cost more than the copy.
    @inline(__always)
    func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { put($0) } }
        put(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A line of the text form: `text` as `TranscriptText.escaped(_:)` writes it, its bytes
    /// copied from where they stand when none needs an escape (nearly every line): no String
    /// is made.
    func escapedLine(_ text: String) {
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard TranscriptText.needsNoEscape(utf8) else { return false }
            put(utf8)
            return true
        }
        if plain != true { raw(TranscriptText.escaped(text)) }
    }

    /// A string's bytes as they are.
    func raw(_ text: String) {
        var text = text
        text.withUTF8 { put($0) }
    }

    /// A string, quoted and escaped as `JSONSerializer.appendEscaped` escapes it: `"`, `\`,
    /// control characters and bidi controls. Read where it is stored: no copy of the string.
    @inline(__always)
    func string(_ text: String) {
        // Most strings are short and plain: written here, with no call (`string(utf8:)` again
        // when not).
        // Its words are read in the closure and written after it: a string whose bytes are
        // written inside one, where the storage may grow, is retained and released around it.
        let short = text.utf8.withContiguousStorageIfAvailable { ShortPlainText($0) }
        if let short = short ?? nil { return storage.appendQuoted(short) }
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    /// UTF-8 text, quoted and escaped as `string(_:)` does.
    func string(utf8: UnsafeBufferPointer<UInt8>) {
        // Most text needs no escape, and is short: 8 to 32 bytes are read as words, looked at
        // and written as those words, with no loop and no call to copy them.
        if storage.appendQuotedIfShortAndPlain(utf8) { return }
        // Longer: one look at it, eight bytes at a time, and one copy.
        if Self.isPlain(utf8) { return storage.appendQuoted(utf8) }
        put(byte: UInt8(ascii: "\""))
        // One pass finds the bytes that need an escape, and what lies between them is appended whole.
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                put(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            } else if byte >= 0xC2, let (scalar, length) = TranscriptText.escapedScalar(in: utf8, at: index) {
                // A C1 or bidi control: `\u202e`, as `JSONSerializer.appendEscaped` writes it.
                put(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                raw(JSONSerializer.unicodeEscape(scalar))
                index += length
                start = index
                continue
            } else if byte < 0x80 {
                // Plain ASCII, as most text is: the plain bytes after it are passed eight at a time.
                index = Self.plainWords(utf8, from: index + 1)
                continue
            }
            index += 1
        }
        put(UnsafeBufferPointer(rebasing: utf8[start...]))
        put(byte: UInt8(ascii: "\""))
    }

    /// Whether `utf8` is all ASCII that needs no escape (no `"`, `\`, control byte or DEL).
    @inline(__always)
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let index = plainWords(utf8, from: 0)
        guard index < utf8.count else { return true }
        // Stopped at a group of eight with a byte that needs a look.
        guard utf8.count - index < 8 else { return false }
        if utf8.count >= 8, let base = utf8.baseAddress {
            // Fewer than eight left: the last eight bytes, read as one group, overlapping.
            return isPlainWord(UnsafeRawPointer(base + utf8.count - 8).loadUnaligned(as: UInt64.self))
        }
        for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F { return false }
        return true
    }

    /// Where the first group of eight bytes from `start` with one that `string(utf8:)` must look
    /// at (`"`, `\`, a control byte, DEL or non-ASCII) starts, or where fewer than eight are left.
    @inline(__always)
    static func plainWords(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return start }
        var index = start
        while utf8.count - index >= 8, isPlainWord(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { index += 8 }
        return index
    }

    /// Whether none of the eight bytes of `x` is `"`, `\`, a control byte, DEL or non-ASCII.
    @inline(__always)
    static func isPlainWord(_ x: UInt64) -> Bool { specialBits(x) == 0 }

    /// The high bit of each byte of `x` that is `"`, `\`, a control byte, DEL or non-ASCII set,
    /// the others clear: zero when none is, for several words joined with `|` too.
    @inline(__always)
    static func specialBits(_ x: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Each byte's low seven bits, v: no sum below carries out of its byte.
        // (v ^ c) + 0x7F sets the high bit where v is not c; v + 0x60 where v is 0x20 or more;
        // v + 1 where v is 0x7F (DEL). A byte of `x` with its high bit set is not ASCII.
        let low = x & ~highs
        let notQuote = (low ^ (ones &* 0x22)) &+ ones &* 0x7F
        let notBackslash = (low ^ (ones &* 0x5C)) &+ ones &* 0x7F
        let notControl = low &+ ones &* 0x60
        return (~(notQuote & notBackslash & notControl) | (low &+ ones) | x) & highs
    }

    private func escape(_ byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            let hex = Array("0123456789abcdef".utf8)
            append("\\u00")
            put(byte: hex[Int(byte >> 4)])
            put(byte: hex[Int(byte & 0xF)])
        }
    }

    /// An integer as `JSONSerializer.format(Double(value))` writes it (exactly: below 2^53,
    /// where a double holds every integer; others go through `format`).
    @inline(__always)
    func integer(_ value: Int) {
        guard value.magnitude < 1 << 53 else { return number(Double(value)) }
        let bytes = storage.end(room: 17)
        guard value < 0 else { return storage.wrote(Self.writeDigits(of: UInt64(value), to: bytes), atMost: 17) }
        bytes[0] = UInt8(ascii: "-")
        storage.wrote(1 + Self.writeDigits(of: UInt64(value.magnitude), to: bytes + 1), atMost: 17)
    }

    /// Milliseconds as seconds, as `JSONSerializer.format(Double(milliseconds) / 1000)` writes
    /// them: `3`, `0.42`, `12.005`. Below 10^15 ms the shortest digits of that quotient are the
    /// milliseconds' own (no shorter decimal of 15 digits or fewer is as near to it), so they
    /// are written from the integer; other times go through `format`.
    @inline(__always)
    func seconds(milliseconds: Int) {
        guard milliseconds >= 0, milliseconds < 1_000_000_000_000_000 else {
            return number(Double(milliseconds) / 1000)
        }
        // Written where the bytes end, with no closure between (one cost a call a number).
        storage.wrote(Self.writeSeconds(milliseconds: UInt64(milliseconds), to: storage.end(room: 17)), atMost: 17)
    }

    /// Writes `milliseconds` (below 10^15) as `seconds(milliseconds:)` does at `bytes` (room for
    /// 17); returns how many bytes it wrote.
    @inline(__always)
    static func writeSeconds(milliseconds: UInt64, to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        // In unsigned arithmetic that cannot overflow here: no checks on the way.
        let whole = milliseconds / 1000
        let fraction = UInt32(truncatingIfNeeded: milliseconds &- whole &* 1000)
        let count = writeDigits(of: whole, to: bytes)
        guard fraction != 0 else { return count }
        // ".5", ".25", ".125": the digits with the trailing zeros left off.
        bytes[count] = UInt8(ascii: ".")
        bytes[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100)
        guard fraction % 100 != 0 else { return count &+ 2 }
        bytes[count &+ 2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10 % 10)
        guard fraction % 10 != 0 else { return count &+ 3 }
        bytes[count &+ 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
        return count &+ 4
    }

    /// A duration, as `seconds(milliseconds:)` writes it. The events of a transcript mostly
    /// last as long as the one before (a list's rows, read in turn): its bytes are kept and
    /// written again, without the digits made again.
    @inline(__always)
    func duration(milliseconds: Int) {
        guard milliseconds == lastDuration else { return newDuration(milliseconds) }
        storage.append(lastDurationBytes)
    }

    /// A duration other than the one written last, written and kept as the last.
    private func newDuration(_ milliseconds: Int) {
        let start = storage.count
        seconds(milliseconds: milliseconds)
        lastDuration = milliseconds
        lastDurationBytes.count = 0
        storage.withBytes { lastDurationBytes.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[start...]))) }
    }

    /// Writes the decimal digits of `value` at `bytes` (room for 20); returns how many. Two
    /// digits a division, from the end.
    @inline(__always)
    static func writeDigits(of value: UInt64, to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        // The times and indices of a transcript have a few digits: counted by comparison.
        var count = value < 100 ? (value < 10 ? 1 : 2) : value < 10_000 ? (value < 1000 ? 3 : 4) : 5
        var bound: UInt64 = 100_000
        while value >= bound, count < 20 {
            count &+= 1
            bound &*= 10
        }
        // "00" to "99": each pair of digits read whole, from the end.
        let pairs: StaticString = """
            0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
            5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
            """
        let table = pairs.utf8Start
        var remaining = value
        var position = count
        while remaining >= 10 {
            let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
            remaining /= 100
            position &-= 2
            bytes[position] = table[pair]
            bytes[position &+ 1] = table[pair &+ 1]
        }
        if position > 0 { bytes[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining) }
        return count
    }

    /// Any number, through `JSONSerializer.format`.
    func number(_ value: Double) {
        raw(JSONSerializer.format(value))
    }

    /// One event of the JSON form, as `object(event, in:)` is written at indent 2; `elements`
    /// name the element it came from (null when none did). Each key is written with its comma,
    /// line break and indentation as one piece. The event is read where it stands.
    func appendEvent(_ event: UnsafePointer<TranscriptEvent>, elements: TranscriptElements, braille: JSONValue? = nil) {
        if braille == nil, appendPlainEvent(event, elements: elements) { return }
        // The kind and the status are words of the format: written whole, with their key.
        var head = RoomWriter(storage.end(room: RoomWriter.headRoom))
        head.putHead(of: event.pointee.kind)
        storage.wrote(head.count, atMost: RoomWriter.headRoom)
        let textStart = storage.count
        // The text's words are read in an expression of their own, and written after it: a
        // String held (as `string(_:)`'s argument) across a write that may grow the storage
        // was retained and released for each event.
        let short = event.pointee.text.utf8.withContiguousStorageIfAvailable { ShortPlainText($0) }
        if let short = short ?? nil { storage.appendQuoted(short) } else { string(event.pointee.text) }
        let textEnd = storage.count
        switch event.pointee.status {
        case .spoken: append(",\n      \"status\": \"spoken\",\n      \"heard\": ")
        case .interrupted: append(",\n      \"status\": \"interrupted\",\n      \"heard\": ")
        case .dropped: append(",\n      \"status\": \"dropped\",\n      \"heard\": ")
        }
        // What was heard is most often the text, just written: its bytes are written again,
        // not escaped again.
        if TranscriptEvent.heardIsText(at: event) {
            storage.repeatBytes(from: textStart, to: textEnd)
        } else {
            string(event.pointee.heard)
        }
        append(",\n      \"time\": ")
        seconds(milliseconds: event.pointee.time)
        append(",\n      \"duration\": ")
        duration(milliseconds: event.pointee.heardDuration)
        if let priority = event.pointee.priority {
            append(",\n      \"priority\": ")
            string(priority.rawValue)
        }
        if let element = event.pointee.element, elements.indices.contains(element) {
            append(",\n      \"element\": ")
            appendName(of: element, in: elements)
        } else {
            append(",\n      \"element\": null")
        }
        if let step = event.pointee.stepIndex {
            append(",\n      \"step\": ")
            integer(step)
        }
        if event.pointee.kind != .sound, event.pointee.kind != .step {
            if TranscriptEvent.hasVariedParts(at: event) {
                append(",\n      \"parts\": ")
                parts(event.pointee.parts)
            } else {
                append(",\n      \"language\": ")
                language(of: event)
            }
        }
        if let braille {
            append(",\n      \"braille\": ")
            raw(JSONSerializer.serialize(braille))
        }
        append("\n    }")
    }

    /// `appendEvent` of an event as nearly every event of a transcript is: heard whole, its
    /// text and its element's id plain and at most 32 bytes, with no priority, lasting as long as
    /// the one before and in its language. Its bytes are written in room made once for them all,
    /// through a pointer of their own: between two pieces nothing of the storage is read again.
    /// Returns false, having written nothing, for any other event.
    @inline(__always)
    private func appendPlainEvent(_ event: UnsafePointer<TranscriptEvent>, elements: TranscriptElements) -> Bool {
        let kind = event.pointee.kind
        let time = event.pointee.time
        guard event.pointee.priority == nil, TranscriptEvent.heardDuration(at: event) == lastDuration, time >= 0,
            time < 1_000_000_000_000_000,
            TranscriptEvent.heardIsText(at: event)
        else { return false }
        let hasLanguage = kind != .sound && kind != .step
        if hasLanguage, TranscriptEvent.hasVariedParts(at: event) || event.pointee.language != lastLanguage { return false }
        let step = TranscriptEvent.stepIndex(at: event)
        if let step, step < 0 || step >= 1 << 53 { return false }
        guard let text = event.pointee.text.utf8.withContiguousStorageIfAvailable(ShortPlainText.init(upTo32:)) ?? nil else { return false }
        var id: ShortPlainText?
        if let element = event.pointee.element, elements.indices.contains(element) {
            guard let name = elements.id(of: element)?.utf8.withContiguousStorageIfAvailable(ShortPlainText.init(upTo32:)) ?? nil
            else { return false }
            id = name
        }
        // The longest pieces and numbers, the bytes kept, and 32 a string may write past its end.
        let room = 384 &+ lastDurationBytes.count &+ lastLanguageBytes.count
        var out = RoomWriter(storage.end(room: room))
        out.putHead(of: kind)
        out.putQuoted(text)
        out.put(",\n      \"status\": \"spoken\",\n      \"heard\": ")
        out.putQuoted(text)
        out.put(",\n      \"time\": ")
        out.count &+= Self.writeSeconds(milliseconds: UInt64(time), to: out.end)
        out.put(",\n      \"duration\": ")
        out.count &+= lastDurationBytes.copy(to: out.end)
        if let id {
            out.put(",\n      \"element\": ")
            out.putQuoted(id)
        } else {
            out.put(",\n      \"element\": null")
        }
        if let step {
            out.put(",\n      \"step\": ")
            out.count &+= Self.writeDigits(of: UInt64(step), to: out.end)
        }
        if hasLanguage {
            out.put(",\n      \"language\": ")
            out.count &+= lastLanguageBytes.copy(to: out.end)
        }
        out.put("\n    }")
        storage.wrote(out.count, atMost: room)
        return true
    }

    /// A language, quoted: the events of a transcript mostly share one, whose bytes are kept
    /// and written again without another look at them.
    @inline(__always)
    func language(_ language: String) {
        guard language == lastLanguage else { return newLanguage(language) }
        storage.append(lastLanguageBytes)
    }

    /// `language(_:)` of the event `event` points at. Its language is read for the comparison
    /// alone, and dropped before the kept bytes are copied: a String held across the copy
    /// (which may grow the storage) was retained and released for each event.
    @inline(__always)
    func language(of event: UnsafePointer<TranscriptEvent>) {
        guard event.pointee.language == lastLanguage else { return newLanguage(event.pointee.language) }
        storage.append(lastLanguageBytes)
    }

    /// A language other than the one written last, quoted, and kept as the last.
    private func newLanguage(_ language: String) {
        let start = storage.count
        string(language)
        lastLanguage = language
        lastLanguageBytes.count = 0
        storage.withBytes { lastLanguageBytes.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[start...]))) }
    }

    /// The name of element `index` of `elements`, quoted: its id as it is stored, else its
    /// path, spelled into the scratch bytes first (no String made of either).
    @inline(__always)
    private func appendName(of index: Int, in elements: TranscriptElements) {
        if let id = elements.id(of: index) { return string(id) }
        scratch.removeAll(keepingCapacity: true)
        elements.appendName(of: index, to: &scratch, reusing: &parentPath)
        scratch.withUnsafeBufferPointer { string(utf8: $0) }
    }

    /// The parts array at indent 3, as `part(_:)` makes each.
    private func parts(_ parts: [SpokenPart]) {
        guard !parts.isEmpty else { return append("[]") }
        put(byte: UInt8(ascii: "["))
        for (index, part) in parts.enumerated() {
            append(index == 0 ? "\n        {" : ",\n        {")
            append("\n          \"text\": ")
            string(part.text)
            append(",\n          \"language\": ")
            string(part.language)
            if let pitch = part.pitch {
                append(",\n          \"pitch\": ")
                number(pitch)
            }
            if part.spellsOutCharacters {
                append(",\n          \"spellsOutCharacters\": ")
                append("true")
            }
            if let ipa = part.ipa {
                append(",\n          \"ipa\": ")
                string(ipa)
            }
            append("\n        }")
        }
        append("\n      ]")
    }
}

/// 8 to 32 bytes none of which needs an escape (`JSONBytes.specialBits(_:)`), read as words at
/// 0 and `length - 8`, and for more than 16 at 8 and `length - 16` too, which overlap and cover
/// them all: written as the same words (`writeQuoted(at:)`). Held in words, the
/// bytes need not stay where they were read while they are written.
struct ShortPlainText {
    var first: UInt64
    var second: UInt64 = 0
    var third: UInt64 = 0
    var final: UInt64
    var length: Int

    /// The words of `bytes`; nil when they are not 8 to 32 bytes, or one needs an escape.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length >= 8, length <= 32, let start = bytes.baseAddress else { return nil }
        let source = UnsafeRawPointer(start)
        first = source.loadUnaligned(as: UInt64.self)
        final = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
        self.length = length
        var special = JSONBytes.specialBits(first) | JSONBytes.specialBits(final)
        // The two between, for 17 bytes or more.
        if length > 16 {
            second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            third = source.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self)
            special |= JSONBytes.specialBits(second) | JSONBytes.specialBits(third)
        }
        guard special == 0 else { return nil }
    }

    /// The words of `bytes` when they are at most 32 bytes none of which needs an escape, else
    /// nil. Fewer than 8 are held in `first`, after them spaces (`writeQuoted(at:)` writes
    /// them all, and what follows covers the spaces).
    @inline(__always)
    init?(upTo32 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < 8 else {
            self.init(bytes)
            return
        }
        var word: UInt64 = 0x2020_2020_2020_2020
        if let start = bytes.baseAddress {
            withUnsafeMutableBytes(of: &word) { $0.baseAddress?.copyMemory(from: start, byteCount: bytes.count) }
        }
        guard JSONBytes.specialBits(word) == 0 else { return nil }
        self.init(short: word, length: bytes.count)
    }

    @inline(__always)
    private init(short word: UInt64, length: Int) {
        first = word
        final = word
        self.length = length
    }

    /// Writes the text between double quotes at `target`, as the words it was read as; returns
    /// how many bytes it wrote (`length + 2`). Fewer than 8 bytes are written as the whole of
    /// `first`: up to 7 bytes past the closing quote are written too, so `target` needs room
    /// for `max(length, 8) + 2`.
    @inline(__always)
    func writeQuoted(at target: UnsafeMutableRawPointer) -> Int {
        target.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
        target.storeBytes(of: first, toByteOffset: 1, as: UInt64.self)
        if length > 16 {
            target.storeBytes(of: second, toByteOffset: 9, as: UInt64.self)
            target.storeBytes(of: third, toByteOffset: length &- 15, as: UInt64.self)
        }
        if length >= 8 { target.storeBytes(of: final, toByteOffset: length &- 7, as: UInt64.self) }
        target.storeBytes(of: UInt8(ascii: "\""), toByteOffset: length &+ 1, as: UInt8.self)
        return length &+ 2
    }
}

/// Writes at `end`, in room made beforehand for all it writes: no check of room and no field of
/// a storage read between its pieces (`JSONBytes.appendPlainEvent`).
private struct RoomWriter {
    let start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    var count = 0

    init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

    /// Where the next byte goes.
    var end: UnsafeMutablePointer<UInt8> {
        @inline(__always) get { start + count }
    }

    /// A literal's bytes, read where the binary holds them.
    @inline(__always)
    mutating func put(_ text: StaticString) {
        UnsafeMutableRawPointer(end).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        count &+= text.utf8CodeUnitCount
    }

    /// `text` between double quotes (`ShortPlainText.writeQuoted(at:)`): up to 7 bytes past
    /// its closing quote may be written too, and are covered by what comes next or lie past
    /// the count.
    @inline(__always)
    mutating func putQuoted(_ text: ShortPlainText) {
        count &+= text.writeQuoted(at: UnsafeMutableRawPointer(end))
    }

    /// Room for the longest `putHead(of:)`.
    static let headRoom = 48

    /// An event's opening, its kind (a word of the format) and the key of its text: each a
    /// literal of its own, copied by a few moves.
    @inline(__always)
    mutating func putHead(of kind: TranscriptEvent.Kind) {
        switch kind {
        case .speech: put("{\n      \"kind\": \"speech\",\n      \"text\": ")
        case .hint: put("{\n      \"kind\": \"hint\",\n      \"text\": ")
        case .announcement: put("{\n      \"kind\": \"announcement\",\n      \"text\": ")
        case .sound: put("{\n      \"kind\": \"sound\",\n      \"text\": ")
        case .step: put("{\n      \"kind\": \"step\",\n      \"text\": ")
        }
    }
}

/// A growable byte buffer for `JSONBytes`.
private final class ByteStorage {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    var count = 0

    init() {
        capacity = 256
        base = .allocate(byteCount: capacity, alignment: 1)
    }

    /// Storage holding `text`'s bytes.
    convenience init(_ text: StaticString) {
        self.init()
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    deinit { base.deallocate() }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
    }

    func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var grown = capacity
        while grown < needed { grown *= 2 }
        let new = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
        new.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { reserve(count + 1) }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Where the next byte goes, with room for `room` bytes there: a writer writes at most that
    /// many there, then says how many it wrote (`wrote(_:atMost:)`).
    @inline(__always)
    func end(room: Int) -> UnsafeMutablePointer<UInt8> {
        if count + room > capacity { reserve(count + room) }
        return (base + count).assumingMemoryBound(to: UInt8.self)
    }

    /// Counts the `written` bytes a writer wrote at `end(room: maximum)` as written.
    @inline(__always)
    func wrote(_ written: Int, atMost maximum: Int) {
        // A writer that passes its bound writes past the room made: the tests' debug builds stop there.
        assert(written <= maximum, "wrote \(written) bytes where at most \(maximum) had room")
        count += written
    }

    /// Appends `bytes` between double quotes.
    @inline(__always)
    func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let needed = count + bytes.count + 2
        if needed > capacity { reserve(needed) }
        base.storeBytes(of: UInt8(ascii: "\""), toByteOffset: count, as: UInt8.self)
        if let source = bytes.baseAddress { (base + count + 1).copyMemory(from: source, byteCount: bytes.count) }
        base.storeBytes(of: UInt8(ascii: "\""), toByteOffset: needed - 1, as: UInt8.self)
        count = needed
    }

    /// Appends `bytes` between double quotes when they are 8 to 32 bytes none of which needs an
    /// escape (`ShortPlainText`); returns whether it did.
    @inline(__always)
    func appendQuotedIfShortAndPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let text = ShortPlainText(bytes) else { return false }
        appendQuoted(text)
        return true
    }

    /// Appends `text` between double quotes (`ShortPlainText.writeQuoted(at:)`).
    @inline(__always)
    func appendQuoted(_ text: ShortPlainText) {
        let room = count &+ max(text.length, 8) &+ 2
        if room > capacity { reserve(room) }
        count &+= text.writeQuoted(at: base + count)
    }

    /// Appends again the bytes written at `start..<end`.
    @inline(__always)
    func repeatBytes(from start: Int, to end: Int) {
        let length = end - start
        guard start >= 0, end <= count, length > 0 else { return }
        // Made room for first: growing moves the bytes being copied.
        if count + length > capacity { reserve(count + length) }
        Self.copy(length, from: base + start, to: base + count)
        count += length
    }

    /// Copies the bytes written to `target`; returns how many.
    @inline(__always)
    func copy(to target: UnsafeMutablePointer<UInt8>) -> Int {
        Self.copy(count, from: base, to: UnsafeMutableRawPointer(target))
        return count
    }

    /// Appends the bytes of `other`.
    @inline(__always)
    func append(_ other: ByteStorage) {
        let length = other.count
        if count + length > capacity { reserve(count + length) }
        Self.copy(length, from: other.base, to: base + count)
        count += length
    }

    /// Copies `length` bytes from `source` to `target`, ranges that do not overlap: 4 to 32
    /// bytes (a string, a duration, a language written again) as words that overlap, with no
    /// call; others with one.
    @inline(__always)
    private static func copy(_ length: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        if length >= 8, length <= 32 {
            let last = length &- 8
            if length > 16 {
                let second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let third = source.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self)
                target.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                target.storeBytes(of: third, toByteOffset: length &- 16, as: UInt64.self)
            }
            let first = source.loadUnaligned(as: UInt64.self)
            let final = source.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            target.storeBytes(of: first, as: UInt64.self)
            target.storeBytes(of: final, toByteOffset: last, as: UInt64.self)
        } else if length >= 4, length < 8 {
            let first = source.loadUnaligned(as: UInt32.self)
            let final = source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: final, toByteOffset: length &- 4, as: UInt32.self)
        } else if length > 0 {
            target.copyMemory(from: source, byteCount: length)
        }
    }

    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { reserve(count + bytes.count) }
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }
}
