import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot
@testable import EarshotBase

@Suite("Transcript events")
struct TranscriptEventTests {
    @Test("An event keeps what it is given, and is small: a long transcript is millions of them")
    func compact() {
        #expect(MemoryLayout<TranscriptEvent>.stride <= 88)
        var event = TranscriptEvent(
            kind: .speech, text: "Sign in, Button", status: .interrupted, heard: "Sign in", time: 5_000_000_000, duration: 420,
            parts: [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "fr")], stepIndex: 3, sequence: 9)
        #expect(event.time == 5_000_000_000)
        #expect(event.duration == 420 && event.heardDuration == 420)
        #expect(event.heard == "Sign in" && event.stepIndex == 3 && event.sequence == 9)
        #expect(event.hasVariedParts && event.parts.map(\.language) == ["en", "fr"])
        let copy = event
        event.heard = "Sign"
        event.parts = [SpokenPart("Sign in, Button", language: "en")]
        event.stepIndex = nil
        #expect(copy.heard == "Sign in" && copy.hasVariedParts, "a copy does not see changes")
        #expect(event.heard == "Sign" && !event.hasVariedParts && event.language == "en" && event.stepIndex == nil)
    }

    @Test("A line's tag names the kind and the status, and the text form writes each line as line(_:) says it")
    func lineTags() {
        let kinds: [TranscriptEvent.Kind] = [.speech, .hint, .announcement, .sound]
        let statuses: [TranscriptEvent.Status] = [.spoken, .interrupted, .dropped]
        var events: [TranscriptEvent] = []
        for kind in kinds {
            for status in statuses {
                events.append(
                    TranscriptEvent(kind: kind, text: "Saved\tnow", status: status, heard: status == .interrupted ? "Sav" : nil, time: 0))
            }
        }
        let lines = events.map(TranscriptRenderer.line)
        #expect(
            lines == [
                "Saved\tnow", "[cut] Sav", "[dropped] Saved\tnow",
                "[hint] Saved\tnow", "[hint cut] Sav", "[hint dropped] Saved\tnow",
                "[announcement] Saved\tnow", "[announcement cut] Sav", "[announcement dropped] Saved\tnow",
                "[sound] Saved\tnow", "[sound cut] Sav", "[sound dropped] Saved\tnow",
            ])
        // Written straight into bytes, each line is `line(_:)` escaped: the tab as `\t`.
        let text = TranscriptRenderer.text(Transcript(events: events))
        #expect(text == lines.map { TranscriptText.escaped($0) + "\n" }.joined())
        #expect(text.contains("[hint cut] Sav\n") && text.contains("[cut] Sav\n") && text.contains("Saved\\tnow"))
    }

    @Test("Parts read back exactly as set, in whatever form they are kept")
    func partsRoundTrip() {
        let text = "Sign in, Button"
        let cases: [[SpokenPart]] = [
            [],
            [SpokenPart(text, language: "en")],
            // One voice, the parts the text is made of (how the speech channel records them).
            [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "en")],
            // One voice, but not pieces of the text.
            [SpokenPart("Sign in, Button", language: "en"), SpokenPart("", language: "en")],
            [SpokenPart("Sign", language: "en"), SpokenPart("in, Button", language: "en")],
            // A part with ", " of its own (a combined element's label).
            [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "en"), SpokenPart("", language: "en")],
            [SpokenPart("", language: "en"), SpokenPart("Sign in, Button", language: "en")],
            [SpokenPart("Something else", language: "en")],
            // Several voices, and speech attributes.
            [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "fr")],
            [SpokenPart("Sign in", language: "en", pitch: 1.5), SpokenPart("Button", language: "en")],
            [SpokenPart(text, language: "en", spellsOutCharacters: true)],
            [SpokenPart(text, language: "en", ipa: "saɪn")],
        ]
        for parts in cases {
            var event = TranscriptEvent(kind: .speech, text: text, time: 0, parts: parts)
            #expect(event.parts == parts, "given to init")
            event.parts = [SpokenPart("x", language: "de")]
            event.parts = parts
            #expect(event.parts == parts, "set")
            #expect(event == TranscriptEvent(kind: .speech, text: text, time: 0, parts: parts), "equal events compare equal")
            event.text = "Another text"
            #expect(event.parts == parts, "changing the text leaves the parts as they were")
            #expect(event.text == "Another text")
        }
        #expect(TranscriptEvent(kind: .speech, text: "Hello", time: 0).parts == [SpokenPart("Hello", language: "und")])
    }

    @Test("Parts in one voice read back exactly, whichever of the text's commas separate them", arguments: [1, 2, 3, 16, 17, 40])
    func oneVoiceSplits(count: Int) {
        let labels = (0..<count).map { $0.isMultiple(of: 3) ? "Row \($0), subtitle" : $0.isMultiple(of: 2) ? "a,, b" : "Item \($0)" }
        let parts = labels.map { SpokenPart($0, language: "en") }
        let text = labels.joined(separator: ", ")
        #expect(TranscriptEvent(kind: .speech, text: text, time: 0, parts: parts).parts == parts)
        let split = text.components(separatedBy: ", ").map { SpokenPart($0, language: "en") }
        #expect(TranscriptEvent(kind: .speech, text: text, time: 0, parts: split).parts == split)
        #expect(TranscriptEvent(kind: .speech, text: text, time: 0, parts: [SpokenPart(text, language: "en")]).parts.count == 1)
    }

    @Test("An utterance in one voice keeps its parts in line, even when a part has commas of its own")
    func oneVoiceInLine() {
        let parts = [SpokenPart("Inbox, 3 unread", language: "en"), SpokenPart("Button", language: "en")]
        let event = TranscriptEvent(kind: .speech, text: "Inbox, 3 unread, Button", time: 0, parts: parts)
        let form = Mirror(reflecting: event).descendant("partsForm").map { String(describing: $0) }
        #expect(form == "oneVoice" && event.parts == parts)
    }

    @Test("What was heard reads back as set, whatever the status")
    func heardRoundTrip() {
        var spoken = TranscriptEvent(kind: .speech, text: "Sign in, Button", time: 0)
        #expect(spoken.heard == "Sign in, Button")
        spoken.heard = "Sign in"
        #expect(spoken.heard == "Sign in", "an event that was not cut keeps what was set")
        spoken.heard = "Sign in, Button"
        #expect(spoken == TranscriptEvent(kind: .speech, text: "Sign in, Button", time: 0))

        var dropped = TranscriptEvent(kind: .speech, text: "Hello", status: .dropped, heard: "He", time: 0)
        #expect(dropped.heard == "He")
        dropped.status = .spoken
        #expect(dropped.heard == "He" && dropped.status == .spoken, "changing the status leaves `heard` as it was")

        var cut = TranscriptEvent(kind: .speech, text: "Hello", time: 0)
        cut.status = .interrupted
        #expect(cut.heard == "Hello", "`heard` stays what it was until it is set")
        cut.heard = "Hel"
        cut.text = "Hello there"
        #expect(cut.heard == "Hel" && cut.text == "Hello there")
        #expect(TranscriptEvent(kind: .speech, text: "Hello", status: .interrupted, time: 0).heard == "")
        #expect(TranscriptEvent(kind: .speech, text: "Hello", status: .dropped, time: 0).heard == "")
        // `heardIsText` says so only when it is so (the JSON form writes the text's bytes again).
        var heardText = TranscriptEvent(kind: .speech, text: "Sign in, Button", time: 0)
        #expect(heardText.heardIsText)
        heardText.heard = "Sign in"
        #expect(!heardText.heardIsText)
        heardText.heard = "Sign in, Button"
        #expect(heardText.heardIsText)
        for event in [spoken, dropped, cut, TranscriptEvent(kind: .hint, text: "Hello", status: .interrupted, time: 0)] {
            #expect(!event.heardIsText || event.heard == event.text, "\(event)")
        }
        #expect(!dropped.heardIsText && !cut.heardIsText)
        // The JSON writer reads events through pointers, with readers of their own: the same answers.
        var varied = heardText
        varied.parts = [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "fr")]
        var oneVoice = heardText
        oneVoice.parts = [SpokenPart("Sign in", language: "en"), SpokenPart("Button", language: "en")]
        var long = TranscriptEvent(kind: .speech, text: "Hello", time: 5_000_000_000, duration: 420, stepIndex: 3, sequence: 9)
        long.heard = "Hello"
        for event in [spoken, dropped, cut, heardText, varied, oneVoice, long, TranscriptEvent(kind: .step, text: "swipeRight", time: 0)] {
            withUnsafePointer(to: event) { pointer in
                #expect(TranscriptEvent.heardIsText(at: pointer) == event.heardIsText, "\(event)")
                #expect(TranscriptEvent.hasVariedParts(at: pointer) == event.hasVariedParts, "\(event)")
            }
        }
        #expect(varied.hasVariedParts && !oneVoice.hasVariedParts && long.heardIsText)
    }

    @Test(
        "Numbers too large for 32 bits are kept, not clamped",
        arguments: [
            0, 1, -1, 420, Int(Int32.max), Int(Int32.max) + 1, Int(Int32.min), Int(Int32.min) + 1, Int(Int32.min) - 1, Int.max, Int.min,
        ])
    func numbersRoundTrip(_ number: Int) {
        var event = TranscriptEvent(kind: .speech, text: "Hello", time: 0, duration: number, stepIndex: number, sequence: number)
        #expect(event.duration == number && event.heardDuration == number && event.stepIndex == number && event.sequence == number)
        event.duration = 7
        event.heardDuration = number
        event.stepIndex = nil
        event.sequence = 3
        #expect(event.duration == 7 && event.heardDuration == number && event.stepIndex == nil && event.sequence == 3)
        event.duration = number
        event.stepIndex = number
        event.sequence = number
        event.time = number
        #expect(event.duration == number && event.stepIndex == number && event.sequence == number && event.time == number)
        event.heardDuration = 0
        event.duration = 0
        event.stepIndex = nil
        event.sequence = 0
        event.time = 0
        #expect(event == TranscriptEvent(kind: .speech, text: "Hello", time: 0), "back to small numbers, back to the same event")
    }

    @Test("Every other property reads back as set")
    func otherPropertiesRoundTrip() {
        var event = TranscriptEvent(kind: .speech, text: "Hello", time: 0)
        event.kind = .announcement
        event.status = .dropped
        event.element = 7
        event.priority = .high
        event.sound = .boundary
        #expect(event.kind == .announcement && event.status == .dropped && event.element == 7)
        event.element = nil
        #expect(event.element == nil)
        #expect(event.priority == .high && event.sound == .boundary && event.text == "Hello")
    }
}

@Suite("The JSON form, written byte by byte")
struct TranscriptJSONWriterTests {
    /// The JSON form as it was written before: each event made into a JSON value and
    /// serialized, the reference the byte writer must match.
    static func serialized(_ events: [TranscriptEvent], in transcript: Transcript) -> String {
        var out = "{\n  \"earshot\": 1,\n  \"events\": ["
        for (index, event) in events.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            JSONSerializer.append(TranscriptRenderer.object(event, in: transcript), to: &out, pretty: true, indent: 2)
        }
        out += events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    @Test("names a run's elements by id, else by path, spelled straight into the bytes")
    func namesRunElements() throws {
        let screen = #"""
            {"earshot": 1, "name": "Names", "root": {"VStack": [
                {"Text": "Title", "id": "title \"main\""},
                {"HStack": [{"Text": "Left"}, {"Button": "Go", "accessibilityHint": "Goes"}]}
            ]}}
            """#
        let document = try DocumentLoader.load(bytes: Array(screen.utf8), name: "names.screen.json")
        let transcript = try ScenarioRunner.perform(document.scenario).transcript
        #expect(TranscriptRenderer.json(transcript) == Self.serialized(transcript.events.filter { $0.kind != .step }, in: transcript))
        let json = TranscriptRenderer.json(transcript)
        #expect(json.contains(#""element": "title \"main\"""#))
        #expect(json.contains(#""element": "root.VStack[1].HStack[1]""#))
        #expect(transcript.events.compactMap(\.element).count == 4, "three lines and a hint")
    }

    @Test("writes events heard whole, in turn, as the serializer does, whatever their text, id, step, language and duration")
    func plainEventsInTurn() {
        // Most events last as long as the one before and share its language: those with a plain
        // text and id of at most 32 bytes are written in room made once (`appendPlainEvent`);
        // every way out of that (a longer or escaped text or id, an element without an id, a
        // priority, a new duration or language, varied parts, a step out of range) is here too.
        let names = (0...40).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) }) }
        var elements = TranscriptElements()
        for (index, name) in (names + ["row \"x\"", "é-1"]).enumerated() {
            _ = elements.append(ElementReference(id: name, path: "root.VStack[\(index)]"), key: ElementKey(serial: index + 1, part: 0))
        }
        let noID = elements.append(ElementReference(id: nil, path: "root.List[0]"), key: ElementKey(serial: 99, part: 0))
        let kinds: [TranscriptEvent.Kind] = [.speech, .speech, .hint, .announcement, .sound, .step]
        var events: [TranscriptEvent] = []
        for index in 0..<400 {
            let text = index % 17 == 5 ? "Say \"hi\"" : index % 13 == 3 ? String(repeating: "long ", count: 8) : names[index % names.count]
            var event = TranscriptEvent(
                kind: kinds[index % kinds.count], text: text, status: index % 29 == 7 ? .interrupted : .spoken,
                heard: index % 29 == 7 ? "Sa" : nil, time: index * 644 + (index % 11 == 4 ? 1_000_000_000_000_000 : 0),
                duration: index % 23 == 9 ? 1_250 : 644,
                parts: index % 31 == 8
                    ? [SpokenPart("a", language: "en"), SpokenPart("b", language: "fr")]
                    : [SpokenPart(text, language: index % 37 == 10 ? "fr-CA" : "en")],
                stepIndex: [nil, 0, 7, 123_456, -1, 1 << 53][index % 6], sequence: index)
            if index % 19 == 6 { event.priority = .low }
            if index % 5 != 4 { event.element = index % 7 == 2 ? noID : index % (names.count + 2) }
            events.append(event)
        }
        let transcript = Transcript(events: events, elements: elements)
        let json = TranscriptRenderer.json(transcript, showSteps: true)
        #expect(json == Self.serialized(events, in: transcript))
        #expect(json.contains(#""element": "abcdefghijklmnopqrstuvwxyzabcdef""#), "an id of 32 bytes")
        #expect(json.contains(#""element": "a","#), "an id of one byte")
    }

    @Test("writes every kind of event exactly as the serializer writes its JSON value")
    func sameAsSerializer() {
        let texts = [
            "Sign in, Button", "", "Say \"hi\" \\ now", "tab\there\nline\r\u{08}\u{0C}\u{01}\u{1F}", "Grüße, 日本語 🎉", "\u{7F}\u{2028}",
        ]
        let times = [
            0, 1, 5, 10, 420, 999, 1_000, 1_001, 12_345, 86_400_000, 999_999_999_999_999, 1_000_000_000_000_000, Int.max, -1, -1_500,
        ]
        var events: [TranscriptEvent] = []
        for (index, text) in texts.enumerated() {
            for (offset, time) in times.enumerated() {
                let kinds: [TranscriptEvent.Kind] = [.speech, .hint, .announcement, .sound, .step]
                let statuses: [TranscriptEvent.Status] = [.spoken, .interrupted, .dropped]
                let parts: [SpokenPart]? =
                    offset % 3 == 0
                    ? [
                        SpokenPart(text, language: "en", pitch: offset % 2 == 0 ? 0.85 : nil, spellsOutCharacters: offset % 4 == 0),
                        SpokenPart("Knopf \"\\", language: "de", ipa: offset % 5 == 0 ? "kn\u{254}pf" : nil),
                    ] : offset % 3 == 1 ? [SpokenPart(text, language: "fr")] : nil
                var event = TranscriptEvent(
                    kind: kinds[(index + offset) % kinds.count], text: text, status: statuses[offset % statuses.count],
                    heard: offset % 2 == 0 ? String(text.prefix(3)) : nil, time: time, duration: times[(offset + 3) % times.count],
                    parts: parts, stepIndex: [nil, 0, 7, Int.max, Int.min, 1 << 53, (1 << 53) + 1][offset % 7], sequence: offset)
                if offset % 4 == 1 { event.priority = .high }
                if offset % 3 == 2 { event.element = offset % 2 }
                events.append(event)
            }
        }
        var elements = TranscriptElements()
        _ = elements.append(ElementReference(id: "row \"x\"", path: "root.VStack[0]"), key: ElementKey(serial: 1, part: 0))
        _ = elements.append(ElementReference(id: nil, path: "root.VStack[1].Button[0]"), key: ElementKey(serial: 2, part: 0))
        let transcript = Transcript(events: events, elements: elements)
        #expect(TranscriptRenderer.json(transcript, showSteps: true) == Self.serialized(events, in: transcript))
        #expect(TranscriptRenderer.json(transcript) == Self.serialized(events.filter { $0.kind != .step }, in: transcript))
        #expect(TranscriptRenderer.json(Transcript(events: [])) == Self.serialized([], in: transcript))
        #expect(TranscriptRenderer.json(transcript).contains(#""element": "root.VStack[1].Button[0]""#))
        #expect(TranscriptRenderer.json(transcript).contains(#""element": "row \"x\"""#))
        var chunks: [String] = []
        TranscriptRenderer.writeJSON(transcript, showSteps: true, chunk: 100) { chunks.append($0) }
        #expect(chunks.count > 10 && chunks.joined() == Self.serialized(events, in: transcript), "small chunks join to the same text")
    }

    @Test("writes strings as the serializer escapes them, whatever falls in a group of eight bytes")
    func stringEscapes() {
        // Each byte that needs a look, at every place in and around the groups of eight bytes
        // the writer passes whole, with plain ASCII and other text around it.
        let specials = ["\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{85}", "\u{202E}", "é", "日本", "\u{1F600}", "/"]
        var mismatches: [String] = []
        for special in specials {
            for before in 0..<34 {
                for after in [0, 1, 7, 8, 9, 17] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "z", count: after)
                    let out = JSONBytes()
                    out.string(text)
                    if String(decoding: out.bytes, as: UTF8.self) != JSONSerializer.serialize(.string(text)) { mismatches.append(text) }
                }
            }
        }
        #expect(mismatches.isEmpty)
        // Whole groups of plain bytes are passed; a group with a byte to look at, or a short tail, is not.
        for (text, plain) in [("0123456789abcdefXY", 16), ("01234567\u{7F}9abcdef", 8), ("0123456789ab\"def", 8), ("0123456", 0)] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { JSONBytes.plainWords($0, from: 0) } == plain, "\(text)")
        }
    }

    @Test("finds each byte that needs a look, wherever it stands in a group of eight, and no other")
    func specialBytes() {
        var wrong: [String] = []
        for byte in 0...255 {
            let special = byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F
            for place in 0..<8 {
                // The byte among plain letters, and among the plain bytes nearest to the special ones.
                for filler: UInt8 in [0x61, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E] {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[place] = UInt8(byte)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    if (JSONBytes.specialBits(word) != 0) != special { wrong.append("\(byte) at \(place) among \(filler)") }
                }
            }
        }
        #expect(wrong.isEmpty)
    }

    @Test("writes plain strings of every length one after another, each where the one before ended")
    func plainStringsInTurn() {
        let texts = (0...40).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(0x30 + $0 % 40))) }) }
        let out = JSONBytes()
        out.append("x")
        for text in texts { out.string(text) }
        #expect(out.text == "x" + texts.map { JSONSerializer.serialize(.string($0)) }.joined())
    }

    @Test("writes what was heard again from the text's bytes, whatever their length, or on its own when it differs")
    func heardAfterText() {
        let texts = (0...40).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(0x23 + $0 % 50))) }) }
        let events = texts.enumerated().map { index, text in
            TranscriptEvent(
                kind: .speech, text: text, status: index % 3 == 2 ? .interrupted : .spoken,
                heard: index % 3 == 2 ? String(text.prefix(index / 2)) : nil, time: index * 250, duration: 644)
        }
        let transcript = Transcript(events: events)
        #expect(events.filter(\.heardIsText).count == 28, "two of three are heard whole")
        #expect(TranscriptRenderer.json(transcript) == Self.serialized(events, in: transcript))
    }

    @Test("writes an event's text from its words when plain, escaped when a byte anywhere in it needs it")
    func eventTextWords() {
        // Texts of 0 to 40 bytes, plain, and with a byte to escape at each place (the words the
        // text is read as overlap: a byte missed by all of them would be written unescaped).
        var texts: [String] = []
        for length in 0...40 {
            let plain = (0..<length).map { Character(UnicodeScalar(UInt8(0x41 + $0 % 26))) }
            texts.append(String(plain))
            for place in 0..<length {
                for special: Character in ["\"", "\\", "\n", "\u{7F}", "é"] {
                    var text = plain
                    text[place] = special
                    texts.append(String(text))
                }
            }
        }
        let events = texts.enumerated().map { index, text in
            TranscriptEvent(kind: .speech, text: text, status: .spoken, time: index, duration: 644)
        }
        let transcript = Transcript(events: events)
        #expect(TranscriptRenderer.json(transcript) == Self.serialized(events, in: transcript))
    }

    @Test("writes each event's duration with the serializer's digits, the one of the event before or another")
    func durationsInTurn() {
        let durations = [644, 644, 0, 0, 1_000, 644, Int.min, Int.min, -1, 12_345, 12_345, 999_999_999_999_999, 5]
        let out = JSONBytes()
        for duration in durations { out.duration(milliseconds: duration) }
        #expect(out.text == durations.map { JSONSerializer.format(Double($0) / 1000) }.joined())
    }

    @Test("writes milliseconds as seconds with the serializer's digits")
    func secondsDigits() {
        var random = SplitMix64(seed: 21)
        let samples = Array(0..<20_000) + (0..<20_000).map { _ in Int(random.next() % 1_000_000_000_000_000) }
        var mismatches: [Int] = []
        for milliseconds in samples {
            let out = JSONBytes()
            out.seconds(milliseconds: milliseconds)
            if String(decoding: out.bytes, as: UTF8.self) != JSONSerializer.format(Double(milliseconds) / 1000) {
                mismatches.append(milliseconds)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("writes integers with the serializer's digits")
    func integerDigits() {
        var random = SplitMix64(seed: 22)
        let wide = (0..<20_000).map { _ in Int(random.next() % (1 << 53)) }
        let samples = Array(-1_000..<20_000) + wide + wide.map { -$0 } + [(1 << 53) - 1, 1 << 53, Int.max, Int.min]
        var mismatches: [Int] = []
        for value in samples {
            let out = JSONBytes()
            out.integer(value)
            if String(decoding: out.bytes, as: UTF8.self) != JSONSerializer.format(Double(value)) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("writes each event's language quoted, the one of the event before or another")
    func languagesInTurn() {
        let languages = ["", "en", "en", "", "", "fr-CA", "fr-CA", "en", "a\"b", "a\"b", "zh-Hant-TW-x-private-use", "en"]
        let out = JSONBytes()
        for language in languages { out.language(language) }
        #expect(out.text == languages.map { JSONSerializer.serialize(.string($0)) }.joined())
    }
}

@Suite("A scenario's source")
struct ScenarioSourceTests {
    @Test("is read from the file and named in the failure report")
    func sourceIsShownInFailures() throws {
        let text = #"""
            {"earshot": 1, "source": "WWDC14 session 210, 20:49",
             "screen": {"earshot": 1, "root": {"Text": "Hello"}}, "expect": ["Goodbye"]}
            """#
        let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "s.scenario.json").scenario
        #expect(scenario.source == "WWDC14 session 210, 20:49")
        let comparison = TranscriptComparison(
            expected: scenario.expect?.lines ?? [], transcript: try ScenarioRunner.run(scenario), source: scenario.source)
        #expect(!comparison.matches)
        #expect(comparison.report(name: "s").contains("expected from: WWDC14 session 210, 20:49"))
    }
}
