import EarshotBase
import EarshotTestSupport
import Foundation
import Testing

@testable import Earshot

/// Properties that hold for every screen and scenario, checked over a few hundred generated
/// ones each. The generator is seeded and deterministic (SplitMix64), so a failure names a seed
/// that reproduces it: `GeneratedScreen(seed: 1234)`.
///
/// - Same input, same bytes: twice in a row, and with every JSON object's keys shuffled.
/// - A swipe-through speaks every element of `ElementListBuilder`'s list exactly once, in order.
/// - Hidden views and the siblings of a modal view are never spoken.
/// - Sort priority never moves an element out of its container.
/// - A read-all and a swipe-through agree on the order.
@Suite("Properties of generated screens and scenarios")
struct PropertyTests {
    static let cases = 300
    /// `EARSHOT_PROPERTY_SEED=1592590623` runs one case, and `EARSHOT_PROPERTY_DUMP=FILE` writes
    /// each generated scenario there before it runs (to reproduce a failure with `earshot listen`).
    static let seeds: [UInt64] =
        ProcessInfo.processInfo.environment["EARSHOT_PROPERTY_SEED"].flatMap(UInt64.init).map { [$0] }
        ?? (0..<UInt64(cases)).map { 0x5EED_0000 + $0 }

    /// `EARSHOT_PROPERTY_CORPUS=DIR` keeps every generated scenario in DIR (fuzzer seeds).
    static func dump(_ document: JSONObject) {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["EARSHOT_PROPERTY_DUMP"] {
            try? JSONSerializer.serialize(.object(document), pretty: true).write(toFile: path, atomically: false, encoding: .utf8)
        }
        if let folder = environment["EARSHOT_PROPERTY_CORPUS"] {
            let text = JSONSerializer.serialize(.object(document))
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            try? text.write(toFile: folder + "/generated-\(String(hash, radix: 16)).scenario.json", atomically: false, encoding: .utf8)
        }
    }

    @Test("The same input gives the same bytes, twice and in any order of JSON keys")
    func determinism() throws {
        var refused = 0
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            let document = generator.scenario(withSteps: seed % 4 != 0)
            var shuffler = SplitMix64(seed: seed ^ 0xABCD)
            Self.dump(document)
            let first = Self.outcome(JSONSerializer.serialize(.object(document)))
            let again = Self.outcome(JSONSerializer.serialize(.object(document)))
            let shuffled = Self.outcome(JSONSerializer.serialize(Self.shuffled(.object(document), &shuffler)))
            #expect(first == again, "seed \(seed): two runs differ")
            #expect(first == shuffled, "seed \(seed): shuffling the JSON keys changed the transcript")
            if first.hasPrefix("error: ") { refused += 1 }
        }
        // Most generated scenarios run to the end (some steps name views that are unreachable).
        #expect(refused * 3 < Self.seeds.count, "\(refused) of \(Self.seeds.count) generated scenarios were refused")
    }

    @Test("A swipe-through speaks every element of the element list exactly once, in order")
    func swipeThroughSpeaksEachElementOnce() throws {
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            let (scenario, list) = try Self.load(generator.scenario(withSteps: false))
            let transcript = try ScenarioRunner.run(scenario)
            let spoken = transcript.events.filter { $0.kind == .speech }
            #expect(spoken.map { transcript.element(of: $0)?.id } == list.elements.map(\.id), "seed \(seed)")
            // Each line names its element: the element at its place in focus order, whose path
            // is the reader's path of the view that made it.
            #expect(spoken.map(\.element) == list.elements.indices.map { $0 }, "seed \(seed)")
            let root = LiveTree(screen: scenario.screen).top.root
            let paths = list.elements.map {
                ScreenReader.path(toSerial: $0.sourceSerial, in: root, at: JSONPath.top.appending("root"))?.description
            }
            #expect(spoken.map { transcript.element(of: $0)?.path } == paths, "seed \(seed)")
            // The label is in its line, unless punctuation is spoken or characters spelled out.
            for (event, element) in zip(spoken, list.elements)
            where !element.label.isEmpty && element.speech == nil && scenario.settings.punctuation != .all {
                #expect(event.text.contains(element.label), "seed \(seed): \(element.label) not in \(event.text)")
            }
            #expect(spoken.allSatisfy { $0.status == .spoken }, "seed \(seed): a swipe-through line was cut")
        }
    }

    @Test("Hidden views and the siblings of a modal view are never spoken")
    func hiddenAndShadowedAreSilent() throws {
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            let document = generator.scenario(withSteps: false)
            let (scenario, list) = try Self.load(document)
            let silent = generator.silentTokens
            let heard = try ScenarioRunner.run(scenario).events.map(\.text).joined(separator: "\n")
            let listed = list.elements.map { "\($0.label) \($0.value) \($0.hint)" }.joined(separator: "\n")
            for token in silent {
                #expect(!heard.contains(token), "seed \(seed): \(token) was spoken")
                #expect(!listed.contains(token), "seed \(seed): \(token) is in the element list")
            }
        }
    }

    @Test("Sort priority never moves an element out of its container")
    func sortPriorityStaysInContainer() throws {
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            let (_, list) = try Self.load(generator.scenario(withSteps: false))
            let ids = list.elements.compactMap(\.id)  // Alert buttons given as titles have none
            for (container, inside) in generator.containers {
                let positions = ids.indices.filter { inside.contains(ids[$0]) }
                guard let first = positions.first, let last = positions.last else { continue }
                #expect(last - first + 1 == positions.count, "seed \(seed): the elements of \(container) are not together: \(ids)")
            }
        }
    }

    @Test("A read-all and a swipe-through agree on order")
    func readAllAgreesWithSwipes() throws {
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            var document = generator.scenario(withSteps: false)
            let swipe = try ScenarioRunner.run(Self.load(document).scenario)
            document["steps"] = .array([.string("readAll")])
            let readAll = try ScenarioRunner.run(Self.load(document).scenario)
            let swiped = swipe.events.filter { $0.kind == .speech }.map { swipe.element(of: $0) }
            let read = readAll.events.filter { $0.kind == .speech && $0.stepIndex == 0 }.map { readAll.element(of: $0) }
            #expect(!read.contains(nil), "seed \(seed): a read-all line without its element")
            #expect(read == swiped, "seed \(seed)")
        }
    }

    @Test("Taking the views apart while building gives the same element list, and a run that keeps them the same transcript")
    func takingTheTreeApartChangesNothing() throws {
        for seed in Self.seeds {
            var generator = GeneratedScreen(seed: seed)
            let document = generator.scenario(withSteps: false)
            let (scenario, list) = try Self.load(document)
            let phrases = try VoiceLibrary.shared.phrasebook(for: scenario.screen.language)
            let root = LiveTree(screen: scenario.screen).top.root
            var builder = ElementListBuilder(screen: scenario.screen, phrases: phrases)
            let taken = builder.build(taking: root, language: scenario.settings.language ?? scenario.screen.language)
            #expect(ElementListDump.lines(taken) == ElementListDump.lines(list), "seed \(seed)")
            #expect(taken.elements.map(\.key) == list.elements.map(\.key), "seed \(seed)")
            // A swipe-through takes the views apart; a `wait` is a step that only listens too,
            // and a `magicTap` one that keeps the views, which must not change what is heard.
            var keeping = document
            keeping["steps"] = .array(Array(repeating: .string("next"), count: list.elements.count) + [.string("magicTap")])
            var listening = document
            listening["steps"] = .array(Array(repeating: .string("next"), count: list.elements.count) + [.object(["wait": .number(1)])])
            let kept = try ScenarioRunner.run(Self.load(keeping).scenario).events.filter { $0.kind != .step }
            let listened = try ScenarioRunner.run(Self.load(listening).scenario).events.filter { $0.kind != .step }
            let speech = { (events: [TranscriptEvent]) in events.filter { $0.kind == .speech || $0.kind == .hint }.map(\.text) }
            #expect(Array(speech(kept).prefix(speech(listened).count)) == speech(listened), "seed \(seed)")
        }
    }

    @Test("A run that marks no steps hears the same, event for event")
    func unmarkedSteps() throws {
        for seed in Self.seeds.prefix(150) {
            var generator = GeneratedScreen(seed: seed)
            let scenario = try Self.load(generator.scenario(withSteps: true)).scenario
            guard let marked = try? ScenarioRunner.run(scenario) else { continue }
            let unmarked = try ScenarioRunner.run(scenario, marksSteps: false)
            #expect(!unmarked.events.contains { $0.kind == .step }, "seed \(seed)")
            #expect(TranscriptRenderer.json(unmarked, showSteps: true) == TranscriptRenderer.json(marked), "seed \(seed)")
        }
    }

    @Test("The text and JSON forms written in pieces join to the whole forms, and the JSON parses")
    func textInPieces() throws {
        for seed in Self.seeds.prefix(100) {
            var generator = GeneratedScreen(seed: seed)
            guard let transcript = try? ScenarioRunner.run(Self.load(generator.scenario(withSteps: true)).scenario) else { continue }
            for showSteps in [false, true] {
                var pieces: [String] = []
                TranscriptRenderer.writeText(transcript, showSteps: showSteps, chunk: 40) { pieces.append($0) }
                let lines = TranscriptRenderer.lines(transcript, showSteps: showSteps)
                #expect(pieces.joined() == TranscriptFile.text(of: lines), "seed \(seed): the pieces are not the lines")
                #expect(pieces.joined() == TranscriptRenderer.text(transcript, showSteps: showSteps), "seed \(seed)")
                #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 40 }, "seed \(seed): a piece before the last is short")
                var json: [String] = []
                TranscriptRenderer.writeJSON(transcript, showSteps: showSteps, chunk: 40) { json.append($0) }
                #expect(json.joined() == TranscriptRenderer.json(transcript, showSteps: showSteps), "seed \(seed)")
                let parsed = try JSONParser.parse(Array(json.joined().utf8))
                let events = transcript.events.filter { showSteps || $0.kind != .step }
                #expect(parsed.objectValue?["events"]?.arrayValue?.count == events.count, "seed \(seed)")
                #expect(json.joined().hasSuffix("}\n") && !json.joined().hasSuffix("\n\n"))
            }
        }
    }

    @Test("A long transcript, written a chunk at a time, is the same bytes as its events one by one")
    func longTranscriptInChunks() throws {
        // 3,000 rows of a text, a button with a hint and a toggle: about 12,000 events, many chunks.
        let rows = (0..<3_000).map {
            #"{"HStack": [{"Text": "Row \#($0) “quoted” \\ é"}, {"Button": "Open \#($0)", "accessibilityHint": "Opens it."}, {"Toggle": "Pin", "isOn": \#($0 % 2 == 0)}]}"#
        }
        let text = #"{"earshot": 1, "root": {"List": ["# + rows.joined(separator: ",\n") + "]}}"
        let screen = try DocumentLoader.load(bytes: Array(text.utf8), name: "long.screen.json").scenario.screen
        let transcript = try ScenarioRunner.run(Scenario(name: "long", screen: screen))
        #expect(transcript.events.count >= 9_000)
        var pieces: [String] = []
        TranscriptRenderer.writeText(transcript, chunk: 1 << 16) { pieces.append($0) }
        #expect(pieces.joined() == TranscriptFile.text(of: TranscriptRenderer.lines(transcript, showSteps: false)))
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 })
        var json: [String] = []
        TranscriptRenderer.writeJSON(transcript, chunk: 1 << 16) { json.append($0) }
        #expect(json.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 })
        // Each event as the JSON value of that event, in order.
        let parsed = try JSONParser.parse(Array(json.joined().utf8))
        let written = try #require(parsed.objectValue?["events"]?.arrayValue)
        let expected = transcript.events.filter { $0.kind != .step }.map { TranscriptRenderer.object($0, in: transcript) }
        #expect(written.count == expected.count)
        #expect(written == expected)
    }

    // MARK: - Helpers

    /// The transcript's text and JSON forms, or the error, as one comparable string.
    static func outcome(_ text: String) -> String {
        do {
            let scenario = try DocumentLoader.load(bytes: Array(text.utf8), name: "generated.scenario.json").scenario
            let transcript = try ScenarioRunner.run(scenario)
            return TranscriptRenderer.text(transcript, showSteps: true) + TranscriptRenderer.json(transcript, showSteps: true)
        } catch {
            return "error: \(error)"
        }
    }

    static func load(_ document: JSONObject) throws -> (scenario: Scenario, list: ElementList) {
        dump(document)
        let bytes = Array(JSONSerializer.serialize(.object(document)).utf8)
        let scenario = try DocumentLoader.load(bytes: bytes, name: "generated.scenario.json").scenario
        let phrases = try VoiceLibrary.shared.phrasebook(for: scenario.settings.language ?? scenario.screen.language)
        // Numbered as the runner numbers them, so element keys match.
        let tree = LiveTree(screen: scenario.screen)
        var builder = ElementListBuilder(screen: scenario.screen, phrases: phrases)
        return (scenario, builder.build(tree.top.root, language: scenario.settings.language ?? tree.top.language))
    }

    /// The same JSON with the keys of every object in a random order.
    static func shuffled(_ value: JSONValue, _ random: inout SplitMix64) -> JSONValue {
        switch value {
        case .object(let object):
            var entries = object.entries.map { (key: $0.key, value: shuffled($0.value, &random)) }
            entries.shuffle(using: &random)
            return .object(JSONObject(entries))
        case .array(let items):
            return .array(items.map { shuffled($0, &random) })
        default:
            return value
        }
    }
}

/// A random screen file (and scenario around it) with every kind and modifier, and what the
/// properties need to know about it: which words must never be heard and which elements belong
/// to which container.
struct GeneratedScreen {
    var random: SplitMix64
    var framework: String
    var counter = 0
    /// Every node id, for steps to name.
    var ids: [String] = []
    var containerIDs: [String] = []
    var buttonIDs: [String] = []
    var actionNames: [String] = []
    /// Words that appear only in hidden views and the siblings of modal views.
    var silentTokens: [String] = []
    /// Accessibility containers (ids) and the ids of every view inside each.
    var containers: [String: Set<String>] = [:]

    static let leafKinds = [
        "Text", "Text", "Text", "Image", "Button", "Button", "Link", "Toggle", "Slider", "Stepper", "Picker", "TextField",
        "SecureField", "TextEditor", "SearchField", "ProgressView", "Label", "Alert", "Tab",
    ]
    static let stackKinds = ["VStack", "HStack", "ZStack", "Group", "List", "Form", "Section", "ScrollView", "NavigationStack", "View"]
    static let barKinds = ["TabBar", "Toolbar", "NavigationBar"]
    static let traits = [
        "isButton", "isHeader", "isSelected", "isLink", "isImage", "isStaticText", "isSearchField", "isToggle", "isKeyboardKey",
        "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction", "causesPageTurn", "playsSound",
        "adjustable", "notEnabled",
    ]
    static let words = ["Inbox", "Maya", "Lin", "Save", "draft", "Settings", "Play", "Notes", "Profile", "Alerts", "Weather", "Cart"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        framework = random.chance(0.35) ? "uikit" : "swiftui"
    }

    /// A scenario object with an inline screen, and steps when asked.
    mutating func scenario(withSteps: Bool) -> JSONObject {
        let root = node(depth: 0, silent: false, inside: [])
        var screen: [(key: String, value: JSONValue)] = [
            ("earshot", .number(1)), ("name", .string("generated")), ("framework", .string(framework)),
            ("root", root),
        ]
        if random.chance(0.2) { screen.append(("layoutDirection", .string("rightToLeft"))) }
        if random.chance(0.2) { screen.append(("device", .string("pad"))) }
        var entries: [(key: String, value: JSONValue)] = [("earshot", .number(1)), ("screen", .object(JSONObject(screen)))]
        if random.chance(0.3) {
            var settings: [(key: String, value: JSONValue)] = []
            if random.chance(0.5) { settings.append(("speakHints", .bool(random.chance(0.5)))) }
            if random.chance(0.5) { settings.append(("punctuation", .string(random.pick(["all", "some", "none"])))) }
            if random.chance(0.5) { settings.append(("actions", .string(random.pick(["speak", "sound", "pitch", "none"])))) }
            if random.chance(0.5) { settings.append(("containerDescriptions", .bool(random.chance(0.5)))) }
            if random.chance(0.5) { settings.append(("rate", .number(Double(random.int(0...100))))) }
            entries.append(("settings", .object(JSONObject(settings))))
        }
        if withSteps { entries.append(("steps", .array((0..<random.int(0...14)).map { _ in step(depth: 0) }))) }
        return JSONObject(entries)
    }

    mutating func token() -> String {
        counter += 1
        return "zq\(counter)zq"
    }

    mutating func text(_ token: String) -> String { "\(random.pick(Self.words)) \(token)" }

    /// One node. `silent`: no word of it may be heard. `inside`: the containers around it.
    mutating func node(depth: Int, silent: Bool, inside: [String]) -> JSONValue {
        let token = self.token()
        let id = "n\(counter)"
        ids.append(id)
        for container in inside { containers[container, default: []].insert(id) }
        let hidden = random.chance(0.07)
        let silent = silent || hidden
        if silent { silentTokens.append(token) }
        var entries: [(key: String, value: JSONValue)] = []
        let isContainer = depth < 4 && random.chance(depth == 0 ? 1 : 0.35)
        var childInside = inside
        if isContainer {
            let bar = random.chance(0.15)
            let kind = bar ? random.pick(Self.barKinds) : random.pick(Self.stackKinds)
            var behavior: String?
            if !bar, random.chance(0.3) { behavior = random.pick(["combine", "contain", "ignore", "contain"]) }
            let groups = !bar && behavior == nil && framework == "uikit" && random.chance(0.15)
            let containerType = !bar && behavior == nil && random.chance(0.1)
            if bar || behavior == "contain" || groups || containerType {
                containerIDs.append(id)
                childInside.append(id)
                containers[id, default: []].insert(id)
            }
            let count = random.int(depth == 0 ? 2...8 : 1...5)
            // At most one modal child; its siblings must be silent unless the modal one is hidden.
            let modal = random.chance(0.08) ? random.int(0...count - 1) : nil
            var children: [JSONValue] = []
            var modalHidden = false
            var spans: [ClosedRange<Int>] = []
            for index in 0..<count {
                let before = counter
                var child = self.node(depth: depth + 1, silent: silent, inside: childInside)
                if index == modal, case .object(let object) = child {
                    let key =
                        object["accessibilityAddTraits"] == nil && random.chance(0.5)
                        ? "accessibilityAddTraits" : "accessibilityViewIsModal"
                    let value: JSONValue = key == "accessibilityAddTraits" ? .array([.string("isModal")]) : .bool(true)
                    child = .object(JSONObject(object.entries.map { $0 } + [(key: key, value: value)]))
                    modalHidden =
                        object["accessibilityHidden"] == .bool(true) || object["accessibilityElementsHidden"] == .bool(true)
                        || Self.isHiddenLeaf(object)
                }
                spans.append((before + 1)...counter)
                children.append(child)
            }
            if let modal, !modalHidden {
                // Every view of every other child is ignored.
                for (index, span) in spans.enumerated() where index != modal {
                    for n in span where !silentTokens.contains("zq\(n)zq") { silentTokens.append("zq\(n)zq") }
                }
            }
            entries.append((kind, .array(children)))
            if let behavior { entries.append(("accessibilityElement", .string(behavior))) }
            if groups { entries.append(("shouldGroupAccessibilityChildren", .bool(true))) }
            if containerType {
                entries.append(("accessibilityContainerType", .string(random.pick(["semanticGroup", "list", "landmark", "dataTable"]))))
            }
            if random.chance(0.3) { entries.append(("accessibilityLabel", .string(text(token)))) }
            if framework == "uikit", random.chance(0.1), behavior == nil, !bar {
                entries.append(("isAccessibilityElement", .bool(true)))
            }
        } else {
            leaf(token, depth: depth, silent: silent, inside: childInside, into: &entries)
        }
        entries.append(("id", .string(id)))
        if hidden { entries.append((random.chance(0.8) ? "accessibilityHidden" : "accessibilityElementsHidden", .bool(true))) }
        if random.chance(0.25) { entries.append(("accessibilitySortPriority", .number(Double(random.int(-2...3))))) }
        if random.chance(0.1) { entries.append(("accessibilityValue", .string(text(token)))) }
        if random.chance(0.1) { entries.append(("accessibilityHint", .string("Hint \(token)"))) }
        if random.chance(0.1) { entries.append(("accessibilityAddTraits", .array([.string(random.pick(Self.traits))]))) }
        if random.chance(0.05) { entries.append(("accessibilityRemoveTraits", .array([.string(random.pick(Self.traits))]))) }
        if random.chance(0.1) {
            let names = (0..<random.int(1...2)).map { _ in "Act \(token) \(random.int(1...9))" }
            actionNames.append(contentsOf: names)
            entries.append(
                (
                    "accessibilityActions",
                    .array(
                        names.map {
                            random.chance(0.5)
                                ? .string($0)
                                : .object(["name": .string($0), "do": .array([.object(["announce": .string("Did \(token)")])])])
                        })
                ))
        }
        if random.chance(0.05) { entries.append(("accessibilityHeading", .string("h\(random.int(1...6))"))) }
        if random.chance(0.05) { entries.append(("disabled", .bool(true))) }
        if random.chance(0.05) { entries.append(("accessibilityInputLabels", .array([.string("Say \(token)")]))) }
        if random.chance(0.04) { entries.append(("accessibilityLanguage", .string(random.pick(["en", "fr", "pt-BR"])))) }
        if random.chance(0.04) {
            entries.append(("accessibilitySpeech", .object(["pitch": .number(1.5), "spellsOutCharacters": .bool(random.chance(0.5))])))
        }
        if framework == "uikit", random.chance(0.85) {
            let row = Double(random.int(0...12)) * 44 + Double(random.int(0...9))
            entries.append(("frame", .array([.number(Double(random.int(0...3)) * 90), .number(row), .number(80), .number(40)])))
        }
        return .object(JSONObject(entries))
    }

    static func isHiddenLeaf(_ object: JSONObject) -> Bool {
        if object["decorative"] == .bool(true) { return true }
        if object["isAccessibilityElement"] == .bool(false) {
            let kinds = object.keys.filter { NodeKind(rawValue: $0) != nil }
            if let kind = kinds.first, case .array(let items)? = object[kind] { return items.isEmpty && object["children"] == nil }
            return object["children"] == nil
        }
        return false
    }

    mutating func leaf(_ token: String, depth: Int, silent: Bool, inside: [String], into entries: inout [(key: String, value: JSONValue)]) {
        let kind = random.pick(Self.leafKinds)
        let title = text(token)
        switch kind {
        case "Image":
            entries.append(("Image", .string("img_\(token)")))
            if random.chance(0.2) {
                entries.append(("decorative", .bool(true)))
                if !silentTokens.contains(token) { silentTokens.append(token) }
            }
        case "Button", "Link":
            if depth < 4, random.chance(0.2) {
                let content = [node(depth: depth + 1, silent: silent, inside: inside)]
                entries.append((kind, .array(content)))
            } else {
                entries.append((kind, .string(title)))
            }
            if kind == "Button" { buttonIDs.append("n\(token.dropFirst(2).dropLast(2))") }
            if random.chance(0.3) {
                entries.append(
                    (
                        "onActivate",
                        .array([
                            .object(["announce": .string("Done \(token)"), "priority": .string(random.pick(["low", "default", "high"]))])
                        ])
                    ))
            }
        case "Toggle":
            entries.append(("Toggle", .string(title)))
            entries.append(("isOn", .bool(random.chance(0.5))))
        case "Slider":
            entries.append(("Slider", random.chance(0.2) ? .null : .string(title)))
            entries.append(("value", .number(Double(random.int(0...10)))))
            entries.append(("range", .array([.number(0), .number(10)])))
        case "Stepper":
            entries.append(("Stepper", .string(title)))
            entries.append(("value", .number(Double(random.int(0...5)))))
            entries.append(("range", .array([.number(0), .number(5)])))
            entries.append(("step", .number(1)))
        case "Picker":
            let options = (1...random.int(2...4)).map { "Opt\($0) \(token)" }
            entries.append(("Picker", .string(title)))
            entries.append(("options", .array(options.map(JSONValue.string))))
            entries.append(("selection", .string(random.pick(options))))
            entries.append(("pickerStyle", .string(random.pick(["wheel", "segmented"]))))
        case "TextField", "SecureField", "TextEditor", "SearchField":
            entries.append((kind, .string(title)))
            if random.chance(0.6) { entries.append(("text", .string("typed \(token)"))) }
        case "ProgressView":
            entries.append(("ProgressView", .string(title)))
            if random.chance(0.7) { entries.append(("value", .number(Double(random.int(0...10)) / 10))) }
        case "Label":
            entries.append(("Label", .string(title)))
            entries.append(("icon", .string("star")))
        case "Tab":
            entries.append(("Tab", .string(title)))
            entries.append(("selected", .bool(random.chance(0.3))))
            if random.chance(0.3) { entries.append(("badge", .string("\(random.int(1...9))"))) }
        case "Alert":
            entries.append(("Alert", .string(title)))
            entries.append(("message", .string("Message \(token)")))
            let ok = "n\(token.dropFirst(2).dropLast(2))-ok"
            for container in inside { containers[container, default: []].insert(ok) }
            entries.append(
                ("buttons", .array([.object(["Button": .string("OK \(token)"), "id": .string(ok)]), .string("Cancel \(token)")])))
        default:
            entries.append(("Text", .string(title)))
        }
        let hasChildren =
            entries.contains { $0.key == "buttons" }
            || entries.contains { if case .array = $0.value { return NodeKind(rawValue: $0.key) != nil } else { return false } }
        if framework == "uikit", !hasChildren, random.chance(0.05) {
            // On a leaf: hidden. (On a view with subviews it only stops the view being an element.)
            entries.append(("isAccessibilityElement", .bool(false)))
            if !silentTokens.contains(token) { silentTokens.append(token) }
        }
    }

    /// A random user or app step, naming views of the screen.
    mutating func step(depth: Int) -> JSONValue {
        let id = ids.isEmpty ? "n1" : random.pick(ids)
        var step: JSONValue
        switch random.int(0...24) {
        case 0...5: step = .string(random.pick(["next", "next", "previous", "first", "last", "readAll", "readFromFocus"]))
        case 6: step = .string(random.pick(["activate", "magicTap", "escape", "increment", "decrement", "rotorNext", "rotorPrevious"]))
        case 7: step = .object(["activate": .string(buttonIDs.isEmpty ? id : random.pick(buttonIDs))])
        case 8: step = .object(["rotor": .string(random.pick(NodeReader.rotorNames))])
        case 9: step = actionNames.isEmpty ? .string("next") : .object(["action": .string(random.pick(actionNames))])
        case 10: step = .object(["touch": .string(id)])
        case 11: step = .object(["touch": .array([.number(Double(random.int(0...300))), .number(Double(random.int(0...500)))])])
        case 12: step = .object(["scroll": .string(random.pick(["up", "down", "left", "right"]))])
        case 13: step = .object(["wait": .number(Double(random.int(0...20)) / 10)])
        case 14:
            step = .object([
                "announce": .string("Note \(token())"), "priority": .string(random.pick(["low", "default", "high"])),
                "queue": .bool(random.chance(0.5)),
            ])
        case 15: step = .object(["screenChanged": random.chance(0.3) ? .null : .string(id)])
        case 16: step = .object(["layoutChanged": random.chance(0.3) ? .null : .string(id)])
        case 17: step = .object(["pageScrolled": .string("Page 2 of 3")])
        case 18: step = .object(["accessibilityFocus": .string(id)])
        case 19: step = .object(["update": .string(id), "set": .object(["accessibilityLabel": .string("Changed \(token())")])])
        case 20:
            let into = containerIDs.isEmpty ? "n1" : random.pick(containerIDs)
            step = .object([
                "insert": .object(["Text": .string("New \(token())"), "id": .string("new\(counter)")]), "into": .string(into),
                "at": .number(0),
            ])
        case 21: step = .object(["remove": .string(id)])
        case 22:
            step = .object([
                "present": .object([
                    "VStack": .array([.object(["Button": .string("Close \(token())"), "id": .string("close\(counter)")])]),
                    "id": .string("sheet\(counter)"),
                ])
            ])
        case 23: step = .object(["dismiss": .null])
        default:
            step = .object([
                "present": .object([
                    "Alert": .string("Sure \(token())"), "message": .string("Really?"), "buttons": .array([.string("Yes")]),
                ])
            ])
        }
        if random.chance(0.15), case .object(var object) = step {
            object = JSONObject(object.entries.map { $0 } + [(key: "after", value: .number(Double(random.int(0...10)) / 10))])
            step = .object(object)
        } else if random.chance(0.1), case .string(let name) = step {
            step = .object(JSONObject([(key: name, value: .null), (key: "after", value: .number(0.1))]))
        }
        return step
    }
}
