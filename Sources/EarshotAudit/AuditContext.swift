import Earshot

/// What a rule sees: the screen's views, VoiceOver's element list of it, the line each
/// element says, and (for a scenario with steps) what was heard when it ran.
///
/// The lines come from the same speech rules as the transcript (`ElementSpeech`), as a user
/// swiping right through the screen hears them: with the description of a container the
/// first time focus enters it.
///
/// A class: every rule and every helper a rule calls shares the one context, never a copy of
/// its tables.
final class AuditContext {
    let scenario: Scenario
    let phrases: Phrasebook
    let list: ElementList
    /// The line each element says when focus lands on it by swiping, by element index.
    let lines: [String]
    /// The words of each element's label (``Swift/String/auditWords``), by element index.
    let labelWords: [[String]]
    /// Every view by serial, with the serial of the view around it and the elements it made.
    let nodes: ViewTable
    /// What was heard when the scenario's steps ran; nil for a screen (no steps).
    let transcript: Transcript?
    /// What the app did when the steps ran (empty for a screen).
    let journal: AppStepJournal
    /// Where focus was after each app step of that run (Documentation/REACH.md §2).
    let landings: [FocusLanding]
    /// The JSON path of the view `serial` from the screen's top: `root.VStack[2]`.
    ///
    /// - Complexity: O(depth).
    func path(of serial: Int) -> [JSONPath.Component]? {
        guard nodes.contains(serial) else { return nil }
        var reversed: [[JSONPath.Component]] = []
        var cursor: Int? = serial
        while let current = cursor, let steps = nodes.pathSteps(of: current), reversed.count <= nodes.count {
            reversed.append(steps)
            cursor = nodes.parent(of: current)
        }
        return [.key("root")] + reversed.reversed().flatMap { $0 }
    }

    /// Speech with hints on, whatever the scenario's settings: a hint rule quotes the hint.
    let hintSpeech: ElementSpeech

    /// - Parameter list: the run's element list of the screen as it appeared (the views in
    ///   `scenario` numbered as the run numbered them).
    init(
        scenario: Scenario, phrases: Phrasebook, list: ElementList, transcript: Transcript?, journal: AppStepJournal = AppStepJournal(),
        landings: [FocusLanding] = []
    ) {
        self.scenario = scenario
        self.landings = landings
        self.phrases = phrases
        self.transcript = transcript
        self.journal = journal
        self.list = list
        let speech = ElementSpeech(phrases: phrases, settings: scenario.settings)
        var lines: [String] = []
        lines.reserveCapacity(list.elements.count)
        var previous: Set<Int> = []
        var previousContainers: [Int] = []
        var previousCell: AccessibilityElement.TableCell?
        for element in list.elements {
            var entered: [ContainerInfo] = []
            // Most elements sit in the containers of the one before: nothing is entered.
            if element.containers != previousContainers {
                let chain = element.containers.map { list.containers[$0] }
                entered = chain.filter { [previous] in !previous.contains($0.serial) }
                previous = Set(chain.map(\.serial))
                previousContainers = element.containers
            }
            lines.append(speech.line(element, entering: entered, from: previousCell).text)
            previousCell = element.tableCell
        }
        self.lines = lines
        labelWords = list.elements.map(\.label.auditWords)
        var hintSettings = scenario.settings
        hintSettings.speakHints = true
        hintSpeech = ElementSpeech(phrases: phrases, settings: hintSettings)
        nodes = ViewTable(root: scenario.screen.root, elementSources: list.elements.map(\.sourceSerial))
    }

    /// The view that made the element.
    func node(of element: AccessibilityElement) -> Node? { nodes[element.sourceSerial] }

    /// The serials around `serial`, nearest first, not counting itself.
    func ancestors(of serial: Int) -> [Int] {
        var result: [Int] = []
        var cursor = nodes.parent(of: serial)
        while let serial = cursor, result.count <= nodes.count {
            result.append(serial)
            cursor = nodes.parent(of: serial)
        }
        return result
    }

    /// Whether the element was made by the view `serial` or by a view inside it.
    func element(_ element: AccessibilityElement, isInside serial: Int) -> Bool {
        element.sourceSerial == serial || ancestors(of: element.sourceSerial).contains(serial)
    }

    /// The indices of the elements made inside the view `serial`, in reading order.
    ///
    /// - Complexity: O(v + k log k) for the v views under it and the k elements they make.
    func elements(inside serial: Int) -> [Int] {
        guard let start = nodes[serial] else { return [] }
        var result: [Int] = []
        var stack = [start]
        while let node = stack.popLast() {
            result += nodes.elements(madeBy: node.serial)
            stack.append(contentsOf: node.children)
        }
        return result.sorted()
    }

    /// How many views `serial` holds, itself included, counting up to `limit`.
    func size(of serial: Int, limit: Int) -> Int {
        guard let start = nodes[serial] else { return 0 }
        var count = 0
        var stack = [start]
        while let node = stack.popLast(), count < limit {
            count += 1
            stack.append(contentsOf: node.children)
        }
        return count
    }

    /// The hint line as the transcript shows it (`[hint] Double tap to edit`), hints on.
    func hintLine(_ element: AccessibilityElement) -> String? {
        hintSpeech.hint(element).map { "[hint] " + $0.text }
    }

    /// The element list of the screen with its views changed by `change` (to see what a
    /// modifier changes).
    func list(changing change: (inout Node) -> Void) -> ElementList {
        var screen = scenario.screen
        change(&screen.root)
        return Session(scenario: Scenario(name: scenario.name, screen: screen, settings: scenario.settings), phrases: phrases).list
    }

    /// What taking each view's sort priority away would do to the element list of the screen
    /// (`SortPriorityEffects`), from one build of it.
    func sortPriorityEffects() -> SortPriorityEffects {
        var builder = ElementListBuilder(screen: scenario.screen, phrases: phrases, voices: .shared)
        builder.priorityEffects = SortPriorityEffects()
        _ = builder.build(scenario.screen.root, language: scenario.screen.language)
        return builder.priorityEffects ?? SortPriorityEffects()
    }

    /// A finding on a view.
    func draft(_ serial: Int, heard: [String], _ message: String, swiftUI: String, uiKit: String) -> AuditFinding.Draft {
        AuditFinding.Draft(place: .node(serial), heard: heard, message: message, fix: .init(swiftUI: swiftUI, uiKit: uiKit))
    }

    /// A finding on the view that made element `index`, heard as its line.
    func draft(element index: Int, _ message: String, swiftUI: String, uiKit: String) -> AuditFinding.Draft {
        draft(list.elements[index].sourceSerial, heard: [lines[index]], message, swiftUI: swiftUI, uiKit: uiKit)
    }
}

extension AccessibilityElement {
    /// Whether a user does something with it: a control, or anything with actions.
    var isActionable: Bool {
        !traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .adjustable, .textField, .secureTextField, .isSearchField, .tab])
            || control != .none || !actions.isEmpty
    }

    /// What the element is, in a message: "button", "switch", "image" ...
    var kindName: String {
        if traits.contains(.isToggle) { return "switch" }
        if traits.contains(.tab) { return "tab" }
        if !traits.isDisjoint(with: [.textField, .secureTextField, .isSearchField]) { return "text field" }
        if traits.contains(.adjustable) { return "adjustable control" }
        if traits.contains(.isLink) { return "link" }
        if traits.contains(.isButton) { return "button" }
        if traits.contains(.isImage) { return "image" }
        if traits.contains(.isHeader) { return "heading" }
        return "element"
    }
}

extension String {
    /// The words of a label, lowercased: letters and digits between anything else.
    ///
    /// ASCII text (most labels) is split byte by byte; any other takes Unicode's letters and
    /// numbers, with the same words for ASCII.
    var auditWords: [String] {
        if let ascii = utf8.withContiguousStorageIfAvailable(Self.asciiAuditWords), let words = ascii { return words }
        return auditWordsByCharacter
    }

    /// ``auditWords`` by Unicode's letters and numbers, for any text.
    var auditWordsByCharacter: [String] {
        lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// ``auditWords`` of ASCII bytes, nil when a byte is not ASCII.
    private static func asciiAuditWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        var start = -1
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0
            if byte >= 0x80 { return nil }
            let folded = byte | 0x20
            let isWord = (byte >= 0x30 && byte <= 0x39) || (folded >= 0x61 && folded <= 0x7A)
            if isWord {
                if start < 0 { start = index }
                continue
            }
            guard start >= 0 else { continue }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            words.append(
                String(unsafeUninitializedCapacity: word.count) { buffer in
                    // A capital gains the 0x20 bit; a digit and a small letter have it already.
                    for offset in word.indices { buffer[offset] = word[offset] | 0x20 }
                    return word.count
                })
            start = -1
        }
        return words
    }

    /// The text without the spaces and tabs (`CharacterSet.whitespaces`) at its ends. Text that
    /// starts and ends with ASCII other than those is returned as it is, without Foundation.
    var trimmedForAudit: String {
        guard let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20,
            last != 0x09
        else { return trimmingCharacters(in: .whitespaces) }
        return self
    }

    /// Quoted for a message or a Swift literal.
    var quotedForAudit: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
