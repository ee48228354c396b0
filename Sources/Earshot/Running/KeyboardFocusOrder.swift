/// Where Full Keyboard Access's focus goes on a screen: the Tab stops, each an item or a focus
/// group, and the arrow-key steps inside a group (Documentation/REACH.md §4).
///
///     let keyboard = try KeyboardFocusOrder(screen)
///     keyboard.keys(to: "italic")   // Keys(tabs: 2, arrows: 1)
///     keyboard.lines                // what `earshot dump --keyboard` writes
///
/// What is modelled, and from which source:
/// - Tab moves to the next item, Shift-Tab back, the arrow keys move within a group, Space
///   activates (Workday's device-tested keystroke table for iOS Full Keyboard Access; Apple,
///   "Navigating an app's user interface using a keyboard" and WWDC21 session 10260: Tab between
///   focus groups, arrows within one, on the iPad focus system). Apple's iPhone User Guide page
///   on Full Keyboard Access was not found; REACH.md §4 says what was searched.
/// - The focusable items are the elements that respond to user interaction (Apple,
///   `accessibilityRespondsToUserInteraction(_:)`, "interacted with by technologies such as …
///   Full Keyboard Access"; inferred from traits, actions and gestures).
/// - A focus group is the views sharing a `focusGroupIdentifier`, inherited by subviews that set
///   none (Apple, `UIFocusEnvironment.focusGroupIdentifier`).
/// - Assumed, and written in the output: the order is VoiceOver's (no public source gives Full
///   Keyboard Access's order on iPhone); focus groups work as on the iPad focus system; a group
///   is entered at its first item
///   (`focusGroupPriority` and the last focused item are not modelled); groups are ordered by
///   their first item.
public struct KeyboardFocusOrder: Sendable {
    /// One item focus lands on.
    public struct Item: Sendable, Equatable {
        /// Its `id`, when its view has one.
        public var id: String?
        /// Its line as VoiceOver says it.
        public var text: String
    }

    /// What one Tab press lands on: an item alone, or a focus group entered at its first item.
    public struct TabStop: Sendable, Equatable {
        /// The focus group's identifier; nil for an item in no group.
        public var group: String?
        /// The items: the first is where Tab lands, the others are reached by the arrow keys.
        public var items: [Item]
    }

    /// The keys to an item from the screen's start, when no item is focused yet.
    public struct Keys: Sendable, Equatable {
        /// Tab presses.
        public var tabs: Int
        /// Arrow presses within its focus group after the last Tab.
        public var arrows: Int
    }

    /// The Tab stops, in order.
    public var tabStops: [TabStop]
    /// Elements VoiceOver reaches that take no keyboard focus (no interaction).
    public var notFocusable: [String]

    /// The focus order of `scenario`'s screen, with its settings; its steps are not used.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(_ scenario: Scenario, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let tree = try InteractionTree(scenario, voices: voices)
        notFocusable = tree.elements.filter { !$0.responds }.map(\.line)
        var stops: [TabStop] = []
        var stopOfGroup: [String: Int] = [:]
        for element in tree.elements where element.responds {
            let item = Item(id: element.id, text: element.line)
            guard let group = tree.focusGroup(of: element) else {
                stops.append(TabStop(group: nil, items: [item]))
                continue
            }
            if let index = stopOfGroup[group] {
                stops[index].items.append(item)
            } else {
                stopOfGroup[group] = stops.count
                stops.append(TabStop(group: group, items: [item]))
            }
        }
        tabStops = stops
    }

    /// The focus order of `screen` with `settings`.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(_ screen: Screen, settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError) {
        try self.init(Scenario(name: screen.name, screen: screen, settings: settings), voices: voices)
    }

    /// The keys to the item named `name` (its `id`, else the first whose line starts with
    /// it); nil when it takes no keyboard focus.
    public func keys(to name: String) -> Keys? {
        func find(_ matches: (Item) -> Bool) -> Keys? {
            for (tab, stop) in tabStops.enumerated() {
                if let arrows = stop.items.firstIndex(where: matches) { return Keys(tabs: tab + 1, arrows: arrows) }
            }
            return nil
        }
        return find { $0.id == name } ?? find { $0.text == name || $0.text.hasPrefix(name + ", ") }
    }

    /// The focus order as `earshot dump --keyboard` writes it: each Tab stop, the arrow steps
    /// inside a focus group, what is assumed and what is not focusable.
    ///
    ///     Full Keyboard Access (Tab: next item or focus group; arrow keys: within a group; Space: activate; Documentation/REACH.md §4):
    ///     ├─ Tab 1: Back, Button  #back
    ///     ├─ Tab 2: focus group "formatting" (3 items), at Bold, Button  #bold
    ///     │  ├─ arrow 1: Italic, Button  #italic
    ///     │  └─ arrow 2: Underline, Button  #underline
    ///     └─ Tab 3: Save, Button  #save
    public var lines: [String] {
        var output = [
            "Full Keyboard Access (Tab: next item or focus group; arrow keys: within a group; Space: activate; "
                + "Documentation/REACH.md §4):"
        ]
        if tabStops.isEmpty { output.append("└─ nothing takes focus: no element responds to user interaction") }
        func named(_ item: Item) -> String { item.text + (item.id.map { "  #\($0)" } ?? "") }
        for (offset, stop) in tabStops.enumerated() {
            let last = offset == tabStops.count - 1
            guard let first = stop.items.first else { continue }
            if let group = stop.group {
                let count = Reach.count(stop.items.count, "item")
                output.append(
                    (last ? "└─ " : "├─ ")
                        + TranscriptText.escaped("Tab \(offset + 1): focus group \"\(group)\" (\(count)), at \(named(first))"))
                let rest = stop.items.dropFirst()
                for (inner, item) in rest.enumerated() {
                    let branch = inner == rest.count - 1 ? "└─ " : "├─ "
                    output.append((last ? "   " : "│  ") + branch + TranscriptText.escaped("arrow \(inner + 1): \(named(item))"))
                }
            } else {
                output.append((last ? "└─ " : "├─ ") + TranscriptText.escaped("Tab \(offset + 1): \(named(first))"))
            }
        }
        let grouped = tabStops.contains { $0.group != nil }
        output += InteractionNotes.closing(
            assumed: "focusable = " + InteractionNotes.respondingElements
                + " (no public source gives Full Keyboard Access's order on iPhone); an item in no focus group is a Tab stop of its own"
                + (grouped
                    ? "; focus groups work as in the iPad focus system (Tab between groups, arrows within; WWDC21 10260), "
                        + "and a group is entered at its first item (focusGroupPriority is not modelled)."
                    : "."),
            notKnown: "whether Tab from the last stop wraps to the first; whether dimmed controls take focus (kept here)"
                + (grouped ? "; whether Full Keyboard Access on iPhone honours focusGroupIdentifier (documented for iPad)." : "."),
            passedOver: "Not focusable", names: notFocusable)
        return output
    }
}
