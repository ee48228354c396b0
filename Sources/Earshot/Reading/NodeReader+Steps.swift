import EarshotBase

/// Reads user and app steps (FORMAT.md §2.1, §2.2): in a scenario's `steps` and in a node's
/// reactions (`onActivate`, an action's `do` ...).
extension NodeReader {
    static let bareGestures: [String: Gesture] = [
        "next": .next, "previous": .previous, "first": .first, "last": .last,
        "readAll": .readAll, "readFromFocus": .readFromFocus, "activate": .activate(nil),
        "magicTap": .magicTap, "escape": .escape, "increment": .increment, "decrement": .decrement,
        "rotorNext": .rotorNext, "rotorPrevious": .rotorPrevious,
    ]
    static let stepKeys: [String] =
        Array(bareGestures.keys).sorted() + [
            "rotor", "action", "touch", "scroll", "type", "wait", "announce", "screenChanged", "layoutChanged",
            "pageScrolled", "accessibilityFocus", "update", "insert", "remove", "present", "dismiss", "say",
        ]
    /// Rotor settings a scenario may turn to, by their JSON names.
    public static let rotorNames = RotorOption.system.map(\.rawValue)
    /// Keys that accompany a step key.
    static let companionKeys: [String: [String]] = [
        "announce": ["priority", "queue"], "update": ["set"], "insert": ["into", "at"],
    ]

    /// The short names FORMAT.md §2.2 gives an `update` step's `set`, and the keys they stand for.
    static let patchShorthands: [String: String] = ["label": "accessibilityLabel", "traits": "accessibilityTraits"]

    func steps(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [TimedStep] {
        let items = try json.array(value, at: path, expected: "a list of steps")
        guard items.count <= json.limits.steps else {
            throw json.error(
                path, "\(items.count) steps; Earshot runs up to \(json.limits.steps) steps in one scenario (Earshot's limit)")
        }
        var result: [TimedStep] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try step(item, at: path.appending(index)))
        }
        return result
    }

    /// A reaction's steps (`onActivate`, an action's `do` ...): what the app does, so app
    /// steps only (FORMAT.md §1.2).
    func appSteps(_ value: JSONValue, at path: JSONPath) throws(InputError) -> [TimedStep] {
        let result = try steps(value, at: path)
        for (index, step) in result.enumerated() {
            switch step.step {
            case .app: continue
            case .gesture:
                throw json.error(
                    path.appending(index), "\"\(step.summary)\" is a user gesture; a reaction lists what the app does",
                    suggestion: "use app steps such as announce, update, screenChanged or layoutChanged (FORMAT.md §2.2)")
            }
        }
        return result
    }

    func step(_ value: JSONValue, at path: JSONPath) throws(InputError) -> TimedStep {
        if case .string(let name) = value {
            guard let gesture = Self.bareGestures[name] else { throw unknownStep(name, at: path) }
            return TimedStep(.gesture(gesture))
        }
        let object = try json.object(
            value, at: path, expected: "a step (a gesture name such as \"next\", or an object such as {\"activate\": \"save\"})")
        let stepKeys = object.keys.filter { Self.stepKeys.contains($0) }
        guard stepKeys.count == 1, let key = stepKeys.first, let argument = object[key] else {
            if stepKeys.count > 1 {
                throw json.error(path, "a step has one step key, found " + Self.list(stepKeys), suggestion: "split it into separate steps")
            }
            let stray = object.keys.first { $0 != "after" }
            throw unknownStep(stray ?? "(nothing)", at: stray.map { path.appending($0) } ?? path)
        }
        try json.checkKeys(object, allowed: [key, "after"] + (Self.companionKeys[key] ?? []), at: path, what: "a \"\(key)\" step")
        var after: Double?
        if let value = object["after"] { after = try json.number(value, at: path.appending("after"), in: 0...86_400) }
        let argumentPath = path.appending(key)
        return TimedStep(try read(key, argument, object, at: argumentPath, stepPath: path), after: after)
    }

    private func read(_ key: String, _ argument: JSONValue, _ object: JSONObject, at path: JSONPath, stepPath: JSONPath) throws(InputError)
        -> Step
    {
        if let bare = Self.bareGestures[key] {
            if key == "activate", case .string(let id) = argument { return .gesture(.activate(id)) }
            switch argument {
            case .null, .bool(true): return .gesture(bare)
            case .object(let inner) where inner.count == 0: return .gesture(bare)
            default:
                throw json.mismatch(
                    path, expected: key == "activate" ? "an element id, or null" : "null or true (the gesture takes no argument)",
                    found: argument)
            }
        }
        switch key {
        case "rotor":
            return .gesture(.rotor(try rotorOption(argument, at: path)))
        case "action":
            return .gesture(.action(try json.string(argument, at: path, expected: "an action name")))
        case "touch":
            if case .string(let id) = argument { return .gesture(.touch(.element(id))) }
            let items = try json.array(argument, at: path, expected: "an element id or a point [x, y]")
            guard items.count == 2 else { throw json.error(path, "expected a point [x, y], found a list of \(items.count)") }
            let x = try json.number(items[0], at: path.appending(0))
            let y = try json.number(items[1], at: path.appending(1))
            return .gesture(.touch(.point(x: x, y: y)))
        case "scroll":
            return .gesture(.scroll(try json.choice(argument, at: path, as: ScrollDirection.self)))
        case "type":
            return .gesture(.type(try json.string(argument, at: path, expected: "the text to type")))
        case "wait":
            return .gesture(.wait(try json.number(argument, at: path, in: 0...86_400)))
        case "say":
            let command = try json.string(argument, at: path, expected: "a Voice Control command, such as \"Tap Delete\"")
            guard !VoiceControl.name(in: command).isEmpty else {
                throw json.error(path, "expected a Voice Control command naming an element, such as \"Tap Delete\"; found \"\(command)\"")
            }
            return .gesture(.say(command))
        case "announce":
            let text = try json.string(argument, at: path, expected: "the text to announce")
            var priority = AnnouncementPriority.default
            var queue = false
            if let value = object["priority"] {
                priority = try json.choice(value, at: stepPath.appending("priority"), as: AnnouncementPriority.self)
            }
            if let value = object["queue"] { queue = try json.bool(value, at: stepPath.appending("queue")) }
            return .app(.announce(text, priority: priority, queue: queue))
        case "screenChanged":
            return .app(.screenChanged(try json.optionalString(argument, at: path)))
        case "layoutChanged":
            return .app(.layoutChanged(try json.optionalString(argument, at: path)))
        case "pageScrolled":
            return .app(.pageScrolled(try json.string(argument, at: path, expected: "the position string, such as \"Page 2 of 5\"")))
        case "accessibilityFocus":
            return .app(.accessibilityFocus(try json.string(argument, at: path, expected: "an element id")))
        case "update":
            let id = try json.string(argument, at: path, expected: "the id of the view to change")
            guard let set = object["set"] else {
                throw json.error(stepPath, "an \"update\" step needs \"set\": { modifier or property: value }")
            }
            return .app(.update(id, try patch(set, at: stepPath.appending("set"))))
        case "insert":
            let node = try self.node(argument, at: path)
            guard let into = object["into"] else {
                throw json.error(stepPath, "an \"insert\" step needs \"into\": the id of the container")
            }
            let container = try json.string(into, at: stepPath.appending("into"), expected: "a container id")
            var index: Int?
            if let at = object["at"] { index = try json.integer(at, at: stepPath.appending("at"), in: 0...1_000_000) }
            return .app(.insert(node, into: container, at: index))
        case "remove":
            return .app(.remove(try json.string(argument, at: path, expected: "the id of the view to remove")))
        case "present":
            return .app(.present(try self.presentation(argument, at: path)))
        case "dismiss":
            return .app(.dismiss(try json.optionalString(argument, at: path)))
        default:
            throw unknownStep(key, at: path)
        }
    }

    /// A rotor setting by its JSON name, or a custom rotor by its name: whether the screen has
    /// one of that name is checked with the scenario's ids (`StepReferences`), where an unknown
    /// name lists the settings and the rotors and suggests the nearest one.
    private func rotorOption(_ value: JSONValue, at path: JSONPath) throws(InputError) -> RotorOption {
        let name = try json.string(value, at: path, expected: "a rotor setting or a custom rotor's name")
        guard !name.isEmpty else {
            throw json.error(
                path, "expected a rotor setting or a custom rotor's name, found an empty string",
                suggestion: "Earshot knows " + Self.rotorNames.joined(separator: ", "))
        }
        return RotorOption(rawValue: name)
    }

    /// A `set` object: validated now against an empty view, applied later to the live one.
    private func patch(_ value: JSONValue, at path: JSONPath) throws(InputError) -> NodePatch {
        let object = try json.object(value, at: path, expected: "an object of modifiers and properties")
        var scratch = Node(.view)
        for (key, fieldValue) in object.entries {
            try apply(Self.patchShorthands[key] ?? key, fieldValue, to: &scratch, at: path.appending(key), checkKind: false)
        }
        let reader = self
        let entries = object.entries.map { (Self.patchShorthands[$0.0] ?? $0.0, $0.1) }
        return NodePatch(keys: object.keys) { node in
            for (key, fieldValue) in entries {
                // Validated above; a failure here cannot happen for the same input.
                try? reader.apply(key, fieldValue, to: &node, at: .top, checkKind: false)
            }
        }
    }

    /// A presented screen (an object with `root`) or a single node.
    private func presentation(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Presentation {
        let object = try json.object(value, at: path, expected: "a screen or a node")
        let style = try object["style"].map { (v) throws(InputError) in
            try json.choice(v, at: path.appending("style"), as: PresentationStyle.self)
        }
        let region = try object["dismissRegion"].map { (v) throws(InputError) in try json.bool(v, at: path.appending("dismissRegion")) }
        guard object["root"] != nil else {
            if let key = object.keys.first(where: Self.presentationKeys.contains) {
                throw json.error(
                    path.appending(key), "\"\(key)\" belongs to a presented screen, beside its \"root\"",
                    suggestion: "write {\"root\": VIEW, \"\(key)\": ...}")
            }
            return Presentation(root: try node(value, at: path))
        }
        try json.checkKeys(
            object, allowed: ["earshot", "name", "language", "root"] + Self.presentationKeys, at: path, what: "a presented screen")
        let root = try node(object["root"] ?? .null, at: path.appending("root"))
        let name = try object["name"].map { (v) throws(InputError) in try json.string(v, at: path.appending("name")) }
        let language = try object["language"].map { (v) throws(InputError) in try languageTag(v, at: path.appending("language")) }
        let presentation = Presentation(root: root, name: name, language: language, style: style ?? .sheet, dismissRegion: region)
        try checkRegion(presentation, at: path)
        return presentation
    }

    /// The keys a `present` step reads besides its view: how it is presented.
    static let presentationKeys = ["style", "dismissRegion"]

    /// An alert has no dismiss region: the system keeps it until one of its buttons is chosen.
    private func checkRegion(_ presentation: Presentation, at path: JSONPath) throws(InputError) {
        guard presentation.isAlert, presentation.dismissRegion == true || presentation.style != .sheet else { return }
        let key = presentation.dismissRegion == true ? "dismissRegion" : "style"
        throw json.error(
            path.appending(key), "an Alert is presented by the system, without a style or a dismiss region",
            suggestion: "remove \"\(key)\"; present the alert as it is")
    }

    private func unknownStep(_ name: String, at path: JSONPath) -> InputError {
        json.error(
            path, "unknown step \"\(name)\"",
            suggestion: Suggestion.closest(to: name, among: Self.stepKeys).map { "did you mean \"\($0)\"?" })
    }
}
