import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

// Malformed screen and scenario files (FORMAT.md: "A file that breaks a rule below is rejected
// with a precise error (file, JSON path, what was expected, what was found), never a crash and
// never a silent guess"; STYLE.md "Errors are for people").

/// The error that loading `text` as the file `name` raises, or nil when it loads.
private func loadError(_ text: String, name: String, base: URL? = nil) -> InputError? {
    loadError(bytes: Array(text.utf8), name: name, base: base)
}

private func loadError(bytes: [UInt8], name: String, base: URL? = nil) -> InputError? {
    do {
        _ = try DocumentLoader.load(bytes: bytes, name: name, baseDirectory: base)
        return nil
    } catch {
        return error
    }
}

/// Loads `text`, requires an error, and checks what every error must do: name the file, fit on
/// one line, and carry `path`, every one of `fragments` and `suggestion` when given.
@discardableResult
private func expectError(
    _ text: String, name: String = "notes.screen.json", base: URL? = nil,
    at path: String?, saying fragments: [String], suggestion: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> InputError {
    let error = try #require(loadError(text, name: name, base: base), "expected \(name) to be rejected", sourceLocation: sourceLocation)
    checkShape(error, name: name, path: path, fragments: fragments, suggestion: suggestion, sourceLocation: sourceLocation)
    return error
}

private func checkShape(
    _ error: InputError, name: String, path: String?, fragments: [String], suggestion: String?,
    sourceLocation: SourceLocation
) {
    let text = error.description
    #expect(error.file == name, sourceLocation: sourceLocation)
    #expect(text.hasPrefix(name + ":"), "the message starts with the file name: \(text)", sourceLocation: sourceLocation)
    #expect(!text.contains("\n"), "the message is one line: \(text)", sourceLocation: sourceLocation)
    #expect(text.contains(": error: "), "compiler-style message: \(text)", sourceLocation: sourceLocation)
    if let path {
        #expect(error.path == path, sourceLocation: sourceLocation)
        #expect(text.contains("at \(path): "), "the message names the path \(path): \(text)", sourceLocation: sourceLocation)
    }
    for fragment in fragments {
        #expect(text.contains(fragment), "\"\(fragment)\" missing from: \(text)", sourceLocation: sourceLocation)
    }
    if let suggestion {
        #expect(
            error.suggestion?.contains(suggestion) == true, "suggestion \(suggestion) missing from: \(text)", sourceLocation: sourceLocation
        )
    }
}

/// A screen file around `root`.
private func screen(_ root: String, extra: String = "") -> String {
    #"{"earshot": 1, \#(extra)"root": \#(root)}"#
}

/// A scenario file with an inline screen around `root`, plus `rest` (`"steps": [...]` ...).
private func scenario(_ root: String, _ rest: String) -> String {
    #"{"earshot": 1, "screen": {"earshot": 1, "root": \#(root)}, \#(rest)}"#
}

private let saveForm = #"{"VStack": [{"TextField": "Title", "id": "title"}, {"Button": "Save", "id": "save"}]}"#

/// A fresh folder for files a test writes.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-malformed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Malformed input: syntax")
struct MalformedSyntaxTests {
    @Test("A trailing comma is a syntax error with its line and column")
    func trailingComma() throws {
        let error = try expectError(
            "{\"earshot\": 1,\n \"root\": {\"Text\": \"Hi\"},\n}", at: nil, saying: ["trailing comma"])
        #expect(error.line == 2)
        #expect(error.column == 24)
        #expect(error.description.hasPrefix("notes.screen.json:2:24: error: "))
    }

    @Test("A comment is a syntax error that says JSON has no comments")
    func comment() throws {
        let error = try expectError("{\n  // the sign-in screen\n  \"earshot\": 1}", at: nil, saying: ["'/'", "no comments"])
        #expect(error.line == 2)
        #expect(error.column == 3)
    }

    @Test("An unterminated string is a syntax error pointing at its opening quote")
    func unterminatedString() throws {
        let error = try expectError(#"{"earshot": 1, "root": {"Text": "Hi}}"#, at: nil, saying: ["unterminated string"])
        #expect(error.line == 1)
        #expect(error.column == 33)
    }

    @Test("An empty file is refused as empty")
    func emptyFile() throws {
        let error = try expectError("", at: nil, saying: ["empty"])
        #expect(error.line == 1)
    }

    @Test("A file of whitespace only is refused as empty, not crashed on")
    func whitespaceOnly() throws {
        try expectError("  \n\t \n", at: nil, saying: ["empty"])
    }

    @Test("Binary garbage is a syntax error naming the byte it found")
    func binaryGarbage() throws {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]  // a JPEG header
        let error = try #require(loadError(bytes: bytes, name: "photo.screen.json"))
        checkShape(error, name: "photo.screen.json", path: nil, fragments: ["0xFF"], suggestion: nil, sourceLocation: #_sourceLocation)
        #expect(error.line == 1 && error.column == 1)
    }

    @Test("Invalid UTF-8 inside a string is refused with the byte and its place")
    func invalidUTF8() throws {
        var bytes = Array(#"{"earshot": 1, "root": {"Text": "caf"#.utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by an ASCII character
        bytes += Array(#""}}"#.utf8)
        let error = try #require(loadError(bytes: bytes, name: "notes.screen.json"))
        checkShape(
            error, name: "notes.screen.json", path: nil, fragments: ["invalid UTF-8", "0xC3"], suggestion: nil,
            sourceLocation: #_sourceLocation)
        #expect(error.line == 1)
        #expect(error.column == 37)
    }

    @Test("A top-level array is refused: a file holds an object with \"earshot\": 1")
    func topLevelArray() throws {
        try expectError(#"[{"Text": "Hi"}]"#, at: nil, saying: ["expected an object", "found an array"])
    }

    @Test("Duplicate keys in one object are refused with the key and its place")
    func duplicateKeys() throws {
        let error = try expectError(
            "{\"earshot\": 1,\n \"root\": {\"Text\": \"Hi\", \"accessibilityLabel\": \"a\", \"accessibilityLabel\": \"b\"}}",
            at: nil, saying: ["duplicate key \"accessibilityLabel\""])
        #expect(error.line == 2)
        #expect(error.column == 52)
    }

    @Test("A view's key written twice is refused however it is spelled, and two different keys never are")
    func duplicateViewKeys() throws {
        let views: [(view: String, key: String, column: Int)] = [
            (#"{"Text": "Hi", "id": "a", "i\u0064": "b"}"#, "id", 26),  // an escape spelling a known key
            (#"{"Text": "Hi", "i\u0064": "a", "id": "b"}"#, "id", 31),
            (#"{"T\u0065xt": "Hi", "Text": "Ho"}"#, "Text", 20),
            (#"{"Text": "Hi", "x": 1, "id": "a", "x": 2}"#, "x", 34),  // after a problem, read through as JSON
            (#"{"DatePicker": "D", "date": "2026-01-01", "datePickerStyle": "wheel", "datePickerStyle": "wheel"}"#, "datePickerStyle", 70),
            (#"{"x": 1, "Text": "Hi", "x": 2}"#, "x", 23),
        ]
        for (view, key, column) in views {
            let error = try expectError(#"{"earshot": 1, "root": "# + view + "}", at: nil, saying: ["duplicate key \"\(key)\""])
            #expect(error.line == 1, "\(view)")
            #expect(error.column == 24 + column, "\(view)")
        }
        let keys = #""DatePicker": "D", "date": "2026-01-01", "datePickerStyle": "wheel", "id": "d", "accessibilityLabel": "e""#
        let text = #"{"earshot": 1, "root": {"# + keys + "}}"
        let screen = try DocumentLoader.load(bytes: Array(text.utf8), name: "notes.screen.json")
        #expect(screen.scenario.screen.root.id == "d")
    }

    @Test("Arrays nested 20,000 deep are refused with the depth limit, without a crash")
    func deepArrays() throws {
        let text = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let error = try expectError(text, at: nil, saying: ["nesting deeper than \(DocumentLoader.maximumDepth) levels"])
        #expect(error.line == 1)
    }

    @Test("Stacks nested 20,000 deep are refused with the depth limit, without a crash")
    func deepStacks() throws {
        let open = String(repeating: #"{"VStack": ["#, count: 20_000)
        let close = String(repeating: "]}", count: 20_000)
        let text = #"{"earshot": 1, "root": "# + open + #"{"Text": "bottom"}"# + close + "}"
        try expectError(text, at: nil, saying: ["nesting deeper than", "limit"])
    }

    @Test("Stacks nested just under the depth limit load and run")
    func deepButAllowed() throws {
        // Each stack level is an object and a list: two levels of JSON nesting.
        let levels = (DocumentLoader.maximumDepth - 4) / 2
        let text =
            #"{"earshot": 1, "root": "# + String(repeating: #"{"VStack": ["#, count: levels) + #"{"Text": "bottom"}"#
            + String(repeating: "]}", count: levels) + "}"
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: "deep.screen.json")
        #expect(try ScenarioRunner.run(document.scenario).lines == ["bottom"])
    }

    @Test("A 5 MB label loads and is spoken whole")
    func hugeLabel() throws {
        let label = String(repeating: "word ", count: 1_000_000)
        let text = screen(#"{"Text": "Big", "accessibilityLabel": ""# + label + #""}"#)
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: "big.screen.json")
        let lines = try ScenarioRunner.run(document.scenario).lines
        #expect(lines.count == 1)
        #expect(lines.first == label)
    }
}

@Suite("Malformed input: document structure")
struct MalformedStructureTests {
    @Test("A file without \"earshot\" says what to add")
    func missingVersion() throws {
        try expectError(
            #"{"root": {"Text": "Hi"}}"#, at: nil, saying: ["\"earshot\": 1", "found no \"earshot\" key"], suggestion: "add \"earshot\": 1")
    }

    @Test("A file of another format version names the version found")
    func wrongVersion() throws {
        try expectError(#"{"earshot": 2, "root": {"Text": "Hi"}}"#, at: "earshot", saying: ["expected 1", "found a number 2"])
    }

    @Test("A version written as a string is refused with what was found")
    func versionAsString() throws {
        try expectError(#"{"earshot": "1", "root": {"Text": "Hi"}}"#, at: "earshot", saying: ["expected 1", "found a string \"1\""])
    }

    @Test("An unknown top-level key of a screen suggests the near key")
    func unknownScreenKey() throws {
        try expectError(
            screen(#"{"Text": "Hi"}"#, extra: #""lanugage": "en", "#), at: "lanugage",
            saying: ["unknown key \"lanugage\"", "screen"], suggestion: "did you mean \"language\"?")
    }

    @Test("An unknown top-level key of a scenario suggests the near key")
    func unknownScenarioKey() throws {
        try expectError(
            scenario(saveForm, #""stpes": ["next"]"#), name: "save.scenario.json", at: "stpes",
            saying: ["unknown key \"stpes\""], suggestion: "did you mean \"steps\"?")
    }

    @Test("A scenario's source must be text")
    func sourceMustBeText() throws {
        try expectError(
            scenario(saveForm, #""source": 10"#), name: "save.scenario.json", at: "source",
            saying: ["expected a string", "found a number"])
    }

    @Test("A screen file without root says a root is needed, not that a scenario needs a screen")
    func screenWithoutRoot() throws {
        try expectError(#"{"earshot": 1, "name": "Sign in"}"#, at: nil, saying: ["\"root\""])
    }

    @Test("A bad framework value lists the choices and suggests the spelling")
    func badFramework() throws {
        try expectError(
            screen(#"{"Text": "Hi"}"#, extra: #""framework": "UIKit", "#), at: "framework",
            saying: ["\"swiftui\", \"uikit\"", "found a string \"UIKit\""], suggestion: "did you mean \"uikit\"?")
    }
}

@Suite("Malformed input: nodes and modifiers")
struct MalformedNodeTests {
    @Test("A node with no kind key lists the keys it found")
    func noKindKey() throws {
        try expectError(
            screen(#"{"VStack": [{"accessibilityLabel": "Close"}]}"#), at: "root.VStack[0]",
            saying: ["one kind key", "found keys \"accessibilityLabel\""])
    }

    @Test("A misspelt kind key suggests the kind")
    func misspeltKind() throws {
        try expectError(
            screen(#"{"VStack": [{"Buton": "Save"}]}"#), at: "root.VStack[0]", saying: ["one kind key"],
            suggestion: "did you mean \"Button\"?")
    }

    @Test("A node with two kind keys names both")
    func twoKindKeys() throws {
        try expectError(
            screen(#"{"VStack": [{"Text": "Title", "Button": "Save"}]}"#), at: "root.VStack[0]",
            saying: ["exactly one kind key", "\"Text\"", "\"Button\""])
    }

    @Test("A container with a string instead of a list of children says so")
    func containerWithString() throws {
        try expectError(
            screen(#"{"VStack": "Hello"}"#), at: "root.VStack", saying: ["expected a list of nodes", "found a string \"Hello\""])
    }

    @Test("A misspelt modifier suggests the modifier: accesibilityLabel")
    func misspeltModifier() throws {
        try expectError(
            screen(#"{"VStack": [{"Text": "Hi"}, {"Button": "Save", "accesibilityLabel": "Save note"}]}"#),
            at: "root.VStack[1].accesibilityLabel", saying: ["unknown key \"accesibilityLabel\""],
            suggestion: "did you mean \"accessibilityLabel\"?")
    }

    @Test("A string where a number belongs: the path, the expectation and the value found")
    func stringForNumber() throws {
        let root = #"{"VStack": [{"Text": "A"}, {"Text": "B"}, {"Text": "C"}, {"Text": "D", "accessibilitySortPriority": "high"}]}"#
        let error = try expectError(
            screen(root), name: "field-notes.screen.json", at: "root.VStack[3].accessibilitySortPriority",
            saying: ["expected a number", "found a string \"high\""])
        #expect(error.suggestion == nil)
    }

    @Test("A number in quotes suggests writing it without quotes")
    func quotedNumber() throws {
        try expectError(
            screen(#"{"Text": "A", "accessibilitySortPriority": "2"}"#), at: "root.accessibilitySortPriority",
            saying: ["expected a number", "found a string \"2\""], suggestion: "without quotes")
    }

    @Test("\"true\" in quotes suggests writing true without quotes")
    func quotedTrue() throws {
        try expectError(
            screen(#"{"Image": "divider", "accessibilityHidden": "true"}"#), at: "root.accessibilityHidden",
            saying: ["expected true or false", "found a string \"true\""], suggestion: "write true without quotes")
    }

    @Test("A number where a bool belongs is refused, not read as true")
    func numberForBool() throws {
        try expectError(
            screen(#"{"Button": "Save", "disabled": 1}"#), at: "root.disabled", saying: ["expected true or false", "found a number 1"])
    }

    @Test("A pitch of 3 is out of range 0.5 to 2")
    func pitchOutOfRange() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilitySpeech": {"pitch": 3}}"#), at: "root.accessibilitySpeech.pitch",
            saying: ["from 0.5 to 2", "found 3"])
    }

    @Test("A negative frame size is refused with the value found")
    func negativeFrame() throws {
        try expectError(
            screen(#"{"View": [{"Text": "Hi", "frame": [0, 0, -10, 20]}]}"#, extra: #""framework": "uikit", "#),
            at: "root.View[0].frame", saying: ["width and height of 0 or more", "-10"])
    }

    @Test("A frame of three numbers says it needs four")
    func shortFrame() throws {
        try expectError(
            screen(#"{"Text": "Hi", "frame": [0, 0, 10]}"#), at: "root.frame", saying: ["[x, y, width, height]", "a list of 3"])
    }

    @Test("A range [1, 0] is refused: min must be below max")
    func invertedRange() throws {
        try expectError(
            screen(#"{"Slider": "Volume", "value": 0.5, "range": [1, 0]}"#), at: "root.range", saying: ["min below max", "found [1, 0]"])
    }

    @Test("A ProgressView value outside 0...1 is refused with the range and the value found")
    func progressOutOfRange() throws {
        try expectError(
            screen(#"{"ProgressView": "Upload", "value": 1e17}"#), at: "root.value", saying: ["from 0 to 1", "found 1e+17"])
        try expectError(
            screen(#"{"VStack": [{"ProgressView": "Upload", "value": -0.5}]}"#), at: "root.VStack[0].value",
            saying: ["from 0 to 1", "found -0.5"])
        #expect(loadError(screen(#"{"ProgressView": "Upload", "value": 1}"#), name: "p.screen.json") == nil)
    }

    @Test("A step of 0 is refused: it must be greater than 0")
    func zeroStep() throws {
        try expectError(
            screen(#"{"Stepper": "Quantity", "value": 1, "step": 0}"#), at: "root.step", saying: ["greater than 0", "found 0"])
    }

    @Test("An unknown trait suggests the trait: isButon")
    func unknownTrait() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilityAddTraits": ["isHeader", "isButon"]}"#), at: "root.accessibilityAddTraits[1]",
            saying: ["unknown trait \"isButon\""], suggestion: "did you mean \"isButton\"?")
    }

    @Test("The common slip isHeading suggests isHeader")
    func isHeading() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilityAddTraits": ["isHeading"]}"#), at: "root.accessibilityAddTraits[0]",
            saying: ["unknown trait \"isHeading\""], suggestion: "did you mean \"isHeader\"?")
    }

    @Test("A bad accessibilityElement value lists combine, contain, ignore")
    func badChildBehavior() throws {
        try expectError(
            screen(#"{"HStack": [{"Text": "A"}], "accessibilityElement": "combined"}"#), at: "root.accessibilityElement",
            saying: ["\"combine\", \"contain\", \"ignore\"", "found a string \"combined\""], suggestion: "did you mean \"combine\"?")
    }

    @Test("A heading level h7 is refused: h1 to h6")
    func headingSeven() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilityHeading": "h7"}"#), at: "root.accessibilityHeading",
            saying: ["\"h1\" ... \"h6\"", "\"h7\""])
    }

    @Test("An id used twice in one screen is refused at the second use")
    func duplicateID() throws {
        try expectError(
            screen(#"{"VStack": [{"Button": "Save", "id": "save"}, {"Button": "Save draft", "id": "save"}]}"#),
            at: "root.VStack[1].id", saying: ["\"save\"", "used twice"])
    }

    @Test("An id used twice is refused however each use is written: escaped, before the kind key, not ASCII")
    func duplicateIDWrittenOtherwise() throws {
        // The reader tells ids apart by their bytes only while each is plain ASCII and read
        // after its view's kind key; the others are checked on the tree, with the same message.
        try expectError(
            screen(#"{"VStack": [{"Text": "A", "id": "save"}, {"Text": "B", "id": "s\u0061ve"}]}"#), at: "root.VStack[1].id",
            saying: ["\"save\"", "used twice"])
        try expectError(
            screen(#"{"VStack": [{"Text": "A", "id": "save"}, {"id": "save", "Text": "B"}]}"#), at: "root.VStack[1].id",
            saying: ["\"save\"", "used twice"])
        try expectError(
            screen(#"{"VStack": [{"Text": "A", "id": "café"}, {"Text": "B", "id": "café"}]}"#), at: "root.VStack[1].id",
            saying: ["\"café\"", "used twice"])
    }

    @Test("In a long list, the id used twice is refused at its second use")
    func duplicateIDInALongList() throws {
        func rows(_ id: (Int) -> String) -> String {
            "{\"List\": [" + (0..<10_000).map { #"{"VStack": [{"Text": "Row \#($0)", "id": "\#(id($0))"}]}"# }.joined(separator: ", ")
                + "]}"
        }
        // Both uses late in the list, and one early, one late.
        try expectError(
            screen(rows { $0 == 9_500 ? "row-9000" : "row-\($0)" }), at: "root.List[9500].VStack[0].id",
            saying: ["\"row-9000\"", "used twice"])
        try expectError(
            screen(rows { $0 == 7_000 ? "row-3" : "row-\($0)" }), at: "root.List[7000].VStack[0].id", saying: ["\"row-3\"", "used twice"])
        // A container with accessibilityElements at the end of the list is checked too.
        let ordered =
            "{\"List\": ["
            + (0..<10_000).map { index in
                index == 9_999
                    ? #"{"View": [{"Text": "A", "id": "a"}], "accessibilityElements": ["b"]}"#
                    : #"{"Text": "Row \#(index)"}"#
            }.joined(separator: ", ") + "]}"
        try expectError(
            screen(ordered, extra: #""framework": "uikit", "#), at: "root.List[9999].accessibilityElements[0]",
            saying: ["\"b\"", "not the id of a view inside this container"])
    }

    @Test("accessibilityElements naming a missing id suggests the near id")
    func missingOrderedID() throws {
        let root =
            #"{"View": [{"Text": "Name", "id": "name"}, {"Text": "Email", "id": "email"}], "accessibilityElements": ["email", "nmae"]}"#
        try expectError(
            screen(root, extra: #""framework": "uikit", "#), at: "root.accessibilityElements[1]",
            saying: ["\"nmae\"", "not the id of a view inside this container"], suggestion: "did you mean \"name\"?")
    }

    @Test("An id listed twice in accessibilityElements is refused at its second place")
    func repeatedOrderedID() throws {
        let root =
            #"{"View": [{"Text": "A", "id": "a"}, {"Text": "B", "id": "b"}], "accessibilityElements": ["a", "a", "b", "a"]}"#
        try expectError(
            screen(root, extra: #""framework": "uikit", "#), at: "root.accessibilityElements[1]",
            saying: ["\"a\"", "listed twice in accessibilityElements", "first at index 0"])
    }

    @Test("A property on the wrong kind names its owner: isOn on a Text")
    func propertyOnWrongKind() throws {
        try expectError(
            screen(#"{"VStack": [{"Text": "Remember me", "isOn": true}]}"#), at: "root.VStack[0].isOn",
            saying: ["\"isOn\" belongs to Toggle", "not to Text"])
    }

    @Test("accessibilitySpeech with an unknown key suggests the attribute")
    func unknownSpeechKey() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilitySpeech": {"punctation": true}}"#), at: "root.accessibilitySpeech.punctation",
            saying: ["unknown key \"punctation\""], suggestion: "did you mean \"punctuation\"?")
    }

    @Test("An unknown key with a line break in it is quoted so the message stays on one line")
    func keyWithLineBreak() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibility\nLabel": "x"}"#), at: nil, saying: ["unknown key", #"accessibility\nLabel"#])
    }

    @Test("An unknown trait with a line break in it is quoted so the message stays on one line")
    func traitWithLineBreak() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilityAddTraits": ["is\nHeader"]}"#), at: "root.accessibilityAddTraits[0]",
            saying: ["unknown trait", #"is\nHeader"#])
    }

    @Test("A number too large for a Double is a syntax error, not infinity")
    func hugeNumber() throws {
        try expectError(screen(#"{"Text": "Hi", "accessibilitySortPriority": 1e400}"#), at: nil, saying: ["too large"])
    }

    @Test("A malformed language tag is refused with the tag")
    func badLanguageTag() throws {
        try expectError(
            screen(#"{"Text": "Hi", "accessibilityLanguage": "en_US!"}"#), at: "root.accessibilityLanguage",
            saying: ["BCP 47", "\"en_US!\""])
    }
}

@Suite("Malformed input: scenarios and steps")
struct MalformedScenarioTests {
    @Test("An unknown step suggests the step: nxet")
    func unknownStep() throws {
        try expectError(
            scenario(saveForm, #""steps": ["next", "nxet"]"#), name: "save.scenario.json", at: "steps[1]",
            saying: ["unknown step \"nxet\""], suggestion: "did you mean \"next\"?")
    }

    @Test("An unknown step key in an object suggests the step: activte")
    func unknownStepKey() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"activte": "save"}]"#), name: "save.scenario.json", at: "steps[0].activte",
            saying: ["unknown step \"activte\""], suggestion: "did you mean \"activate\"?")
    }

    @Test("A step with two step keys names both and says to split them")
    func twoStepKeys() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"activate": "save", "announce": "Saved"}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["one step key", "\"activate\"", "\"announce\""], suggestion: "split")
    }

    @Test("activate of an unknown id suggests the near id")
    func activateUnknownID() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"activate": "sav"}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["no view has the id \"sav\""], suggestion: "did you mean \"save\"?")
    }

    @Test("An id with a line break in a step is quoted so the message stays on one line")
    func stepIDWithLineBreak() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"activate": "sa\nve"}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["no view has the id", #"sa\nve"#])
    }

    @Test("insert into an unknown container suggests the near id")
    func insertIntoUnknown() throws {
        let root = #"{"VStack": [{"Button": "Save", "id": "save"}], "id": "form"}"#
        try expectError(
            scenario(root, #""steps": [{"insert": {"Text": "Saved"}, "into": "from"}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["no view has the id \"from\""], suggestion: "did you mean \"form\"?")
    }

    @Test("A step may name an id that an earlier step inserts")
    func idFromInsertedView() throws {
        let root = #"{"VStack": [{"Button": "Save", "id": "save"}], "id": "form"}"#
        let text = scenario(
            root, #""steps": [{"insert": {"Text": "Saved", "id": "toast"}, "into": "form"}, {"accessibilityFocus": "toast"}]"#)
        #expect(loadError(text, name: "save.scenario.json") == nil)
    }

    @Test("update without set says what it needs")
    func updateWithoutSet() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"update": "title"}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["\"update\"", "\"set\""])
    }

    @Test("update with a misspelt property in set suggests the property")
    func updateWithBadKey() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"update": "title", "set": {"accessibilityValeu": "x"}}]"#), name: "save.scenario.json",
            at: "steps[0].set.accessibilityValeu", saying: ["unknown key"], suggestion: "did you mean \"accessibilityValue\"?")
    }

    @Test("insert without into says what it needs")
    func insertWithoutInto() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"insert": {"Text": "Title is required"}}]"#), name: "save.scenario.json", at: "steps[0]",
            saying: ["\"insert\"", "\"into\""])
    }

    @Test("A bad rotor name lists the settings and suggests the near one")
    func badRotor() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"rotor": "heading"}]"#), name: "save.scenario.json", at: "steps[0].rotor",
            saying: ["unknown rotor setting \"heading\"", "headings"], suggestion: "did you mean \"headings\"?")
    }

    @Test("rate 150 in settings is out of range 0 to 100")
    func rateOutOfRange() throws {
        try expectError(
            scenario(saveForm, #""settings": {"rate": 150}"#), name: "save.scenario.json", at: "settings.rate",
            saying: ["from 0 to 100", "found 150"])
    }

    @Test("A misspelt setting suggests the setting")
    func misspeltSetting() throws {
        try expectError(
            scenario(saveForm, #""settings": {"speakHint": false}"#), name: "save.scenario.json", at: "settings.speakHint",
            saying: ["unknown key \"speakHint\""], suggestion: "did you mean \"speakHints\"?")
    }

    @Test("An announcement with an unknown priority suggests the priority")
    func badPriority() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"announce": "Saved", "priority": "hgih"}]"#), name: "save.scenario.json",
            at: "steps[0].priority", saying: ["\"low\", \"default\", \"high\""], suggestion: "did you mean \"high\"?")
    }

    @Test("A negative after is refused")
    func negativeAfter() throws {
        try expectError(
            scenario(saveForm, #""steps": [{"announce": "Saved", "after": -1}]"#), name: "save.scenario.json",
            at: "steps[0].after", saying: ["found -1"])
    }

    @Test("A scenario whose screen file is missing names the screen path")
    func missingScreenFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectError(
            #"{"earshot": 1, "screen": "sign-in.screen.json"}"#, name: "sign-in.scenario.json", base: folder, at: "screen",
            saying: ["\"sign-in.screen.json\"", "no such file"])
    }

    @Test("A screen file with an error reports the screen file's own name and path")
    func errorInReferencedScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(screen(#"{"Text": "Hi", "accessibilityHidden": "yes"}"#).utf8).write(
            to: folder.appendingPathComponent("broken.screen.json"))
        let error = try #require(loadError(#"{"earshot": 1, "screen": "broken.screen.json"}"#, name: "broken.scenario.json", base: folder))
        #expect(error.file.hasSuffix("broken.screen.json"))
        #expect(error.path == "root.accessibilityHidden")
        #expect(error.description.contains("found a string \"yes\""))
        #expect(!error.description.contains("\n"))
    }

    @Test("expect naming a missing transcript file says, when checked, it does not exist and how to record it")
    func missingTranscript() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Read, so that a recording can write it; only checking against it is an error.
        let text = scenario(saveForm, #""expect": "save.transcript""#)
        let loaded = try DocumentLoader.load(bytes: Array(text.utf8), name: "save.scenario.json", baseDirectory: folder).scenario
        #expect(loaded.expect?.fileIsMissing == true && loaded.expect?.file?.lastPathComponent == "save.transcript")
        #expect(throws: InputError.self) { try ScenarioSuite.expectation(for: loaded) }
        do {
            _ = try ScenarioSuite.expectation(for: loaded)
        } catch {
            #expect(error.file.hasSuffix("save.scenario.json") && error.path == "expect")
            #expect(error.description.contains("\"save.transcript\" does not exist (record it)") && error.remedy == .recordTranscript)
            #expect(!error.description.contains("\n"))
        }
        #expect(try ScenarioSuite.expectation(for: loaded, recording: true)?.fileIsMissing == true)
    }

    @Test("start with an unknown id is rejected when the scenario runs, naming the id")
    func startUnknownID() throws {
        let text = scenario(saveForm, #""start": {"focus": "tilte"}"#)
        let document = try DocumentLoader.load(bytes: Array(text.utf8), name: "save.scenario.json")
        #expect {
            _ = try ScenarioRunner.run(document.scenario)
        } throws: { error in
            String(describing: error).contains("tilte") && !String(describing: error).contains("\n")
        }
    }
}

// MARK: - The command line

@Suite(
    "Malformed input: the command line", .enabled(if: EarshotBinary.url != nil, "the earshot binary is not built; run swift build first"))
final class MalformedCommandLineTests {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        folder = try temporaryFolder()
        try Data(screen(#"{"VStack": [{"Text": "Hi"}, {"Button": "Save", "accesibilityLabel": "Save note"}]}"#).utf8)
            .write(to: folder.appendingPathComponent("typo.screen.json"))
        try Data("{\"earshot\": 1,\n \"root\": {\"Text\": \"Hi\"},\n}".utf8).write(to: folder.appendingPathComponent("comma.screen.json"))
        try Data(screen(#"{"Text": "Hi"}"#).utf8).write(to: folder.appendingPathComponent("good.screen.json"))
        try Data(#"{"earshot": 1, "screen": "gone.screen.json"}"#.utf8).write(to: folder.appendingPathComponent("orphan.scenario.json"))
    }

    @Test("A bad screen file exits 65 with one line naming file, path and suggestion")
    func badFileExits65() throws {
        let result = try EarshotBinary.run(["listen", "typo.screen.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("typo.screen.json:1:92: error: at root.VStack[1].accesibilityLabel: "))
        #expect(result.error.contains("did you mean \"accessibilityLabel\"?"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("A syntax error exits 65 with file:line:column")
    func syntaxErrorExits65() throws {
        let result = try EarshotBinary.run(["listen", "comma.screen.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("comma.screen.json:2:24: error: "))
    }

    @Test("A missing file exits 65 and names the file")
    func missingFileExits65() throws {
        let result = try EarshotBinary.run(["listen", "nowhere.screen.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.error.contains("nowhere.screen.json"))
    }

    @Test("A scenario whose screen file is missing exits 65 naming the screen")
    func missingScreenExits65() throws {
        let listen = try EarshotBinary.run(["listen", "orphan.scenario.json"], in: folder)
        #expect(listen.status == 65)
        #expect(listen.error.hasPrefix("orphan.scenario.json:1:26: error: at screen: "))
        #expect(listen.error.contains("gone.screen.json"))
        // `earshot test` reports each scenario on standard output, the error among them.
        let test = try EarshotBinary.run(["test", "orphan.scenario.json"], in: folder)
        #expect(test.status == 65)
        #expect((test.output + test.error).contains("gone.screen.json"))
    }

    @Test("An unknown option exits 64 with a suggestion")
    func unknownOption() throws {
        let result = try EarshotBinary.run(["listen", "good.screen.json", "--rat", "60"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("Unknown option '--rat'"))
        #expect(result.error.contains("Did you mean '--rate'?"))
    }

    @Test("--rate 150 exits 64 quoting the value and the range")
    func badRate() throws {
        let result = try EarshotBinary.run(["listen", "good.screen.json", "--rate", "150"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("'150'"))
        #expect(result.error.contains("0 to 100"))
    }

    @Test("--rate with no value exits 64 saying the value is missing")
    func missingValue() throws {
        let result = try EarshotBinary.run(["listen", "good.screen.json", "--rate"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("Missing value for option '--rate'"))
    }

    @Test("listen with two files exits 64")
    func twoFiles() throws {
        let result = try EarshotBinary.run(["listen", "good.screen.json", "typo.screen.json"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("takes one file"))
    }

    @Test("An unknown command exits 64 with a suggestion")
    func unknownCommand() throws {
        let result = try EarshotBinary.run(["lisen", "good.screen.json"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean 'listen'?"))
    }

    @Test("A good file exits 0 and prints its transcript")
    func goodFile() throws {
        let result = try EarshotBinary.run(["listen", "good.screen.json"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == "Hi\n")
    }
}
