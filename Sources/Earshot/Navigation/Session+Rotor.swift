/// The rotor: its settings are spoken as it turns; swipe down and up then move to the next and
/// previous match, or pick the next custom action (WWDC20 session 10116; accessibilityupto11.com, day 64).
extension Session {
    mutating func turnRotor(to option: RotorOption) {
        rotor = option
        rotorTurnedOn = focus
        actionIndex = nil
        // A custom rotor says its own name, in the app's language (WWDC20 session 10116).
        let name = Phrase.rotor(option).map { phrases.part($0) } ?? SpokenPart(option.rawValue, language: tree.top.language)
        channel.speak(Utterance(name))
    }

    /// Where the rotor is for the focused element. On an element with custom actions it is on
    /// Actions by itself, until the user turns it there, and it returns to the user's setting
    /// when focus moves on ("let's swipe up to hear them: Open address in Maps. Call.": WWDC18
    /// session 230; WWDC19 session 250; WWDC24 session 10073). An adjustable element keeps the
    /// user's setting (Earshot's choice where an element is both): its vertical swipes adjust it
    /// unless that setting moves focus (`RotorOption.movesFocus`).
    var currentRotor: RotorOption? {
        guard let element = focusedElement, !element.actions.isEmpty, !element.traits.contains(.adjustable),
            rotorTurnedOn != element.key
        else { return rotor }
        return .actions
    }

    mutating func rotorMove(down: Bool) {
        guard let rotor = currentRotor else { return }
        let element = focusedElement
        // On an adjustable element too, the rotor's setting decides: Headings moves to the next
        // heading, Adjust value adjusts (`adjust(up:)` sends the other settings here).
        switch rotor {
        case .actions:
            guard let element, !element.actions.isEmpty else {
                play(.boundary)
                return
            }
            let count = element.actions.count
            let next = actionIndex.map { ($0 + (down ? 1 : count - 1)) % count } ?? (down ? 0 : count - 1)
            actionIndex = next
            let name = Utterance(SpokenPart(element.actions[next].name, language: element.language))
            channel.speak(name, element: focusedIndex.map { reference($0) })
        case .moreContent:
            moveThroughCustomContent(down: down)
        case .custom(let name):
            moveThroughCustomRotor(named: name, down: down)
        case .adjustValue:
            adjust(up: !down)
        case .containers:
            moveToContainer(down: down)
        case .headings, .links, .formControls, .buttons, .images, .staticText, .textFields:
            let matches = matcher(for: rotor)
            let start = focusedIndex ?? (down ? -1 : list.elements.count)
            var index = start + (down ? 1 : -1)
            while list.elements.indices.contains(index) {
                if matches(list.elements[index]) {
                    focusAndSpeak(index)
                    return
                }
                index += down ? 1 : -1
            }
            play(.boundary)
        }
    }

    /// Which elements a navigating rotor setting stops on; the other settings (Actions,
    /// Adjust value, Containers) do not move between matching elements and match none.
    func matcher(for rotor: RotorOption) -> (AccessibilityElement) -> Bool {
        switch rotor {
        case .headings: return { $0.traits.contains(.isHeader) }
        case .links: return { $0.traits.contains(.isLink) }
        case .buttons: return { $0.traits.contains(.isButton) }
        case .images: return { $0.traits.contains(.isImage) }
        case .staticText: return { $0.traits.contains(.isStaticText) }
        case .textFields: return { !$0.traits.isDisjoint(with: [.textField, .secureTextField, .isSearchField]) }
        case .formControls:
            // A SwiftUI `Link` is a button too ("Button, Link"), but no form control: links stay
            // with the Links setting (Earshot's choice; no walk showed the Form controls rotor on one).
            return {
                !$0.traits.isDisjoint(with: [.isButton, .isToggle, .textField, .secureTextField, .isSearchField, .adjustable])
                    && !$0.traits.contains(.notEnabled) && !$0.traits.contains(.isLink)
            }
        case .actions, .adjustValue, .containers, .moreContent, .custom: return { _ in false }
        }
    }

    /// The More Content rotor: swipe down and up speak the focused element's next and previous
    /// custom content entry, "Age, 34", and wrap around as the Actions rotor does (Earshot's
    /// choice: no source says what follows the last entry); focus stays. An element without
    /// custom content gives the boundary sound. The entry's place is kept in `actionIndex`,
    /// which a focus move or a turn of the rotor clears (accessibilityupto11.com, days 101-103;
    /// WWDC21 session 10121).
    mutating func moveThroughCustomContent(down: Bool) {
        guard let element = focusedElement, !element.customContent.isEmpty, let index = focusedIndex else {
            play(.boundary)
            return
        }
        let count = element.customContent.count
        let next = actionIndex.map { ($0 + (down ? 1 : count - 1)) % count } ?? (down ? 0 : count - 1)
        actionIndex = next
        channel.speak(speech.customContentEntry(element.customContent[next], of: element), element: reference(index))
    }

    /// A custom rotor (`accessibilityRotor`): swipe down and up move focus to its next and
    /// previous item, in the rotor's order, not the screen's, and speak it as focus lands on it
    /// ("A swipe down now moves you to the next rotor item on the screen and a swipe up moves
    /// you to the previous item": WWDC20 session 10116). From an element that is none of its
    /// items, down goes to the first and up to the last (Earshot's choice: SwiftUI's entries say
    /// nothing of where they start); past either end, the boundary sound. An item VoiceOver cannot
    /// focus (hidden, or merged into a combined element) is passed over.
    mutating func moveThroughCustomRotor(named name: String, down: Bool) {
        let items = NodeWalk.rotor(named: name, under: tree.top.root)?.items ?? []
        let stops = items.compactMap { list.index(ofID: $0) }
        let position = focusedIndex.flatMap { stops.firstIndex(of: $0) }
        let next = position.map { down ? $0 + 1 : $0 - 1 } ?? (down ? 0 : stops.count - 1)
        guard stops.indices.contains(next) else {
            play(.boundary)
            return
        }
        focusAndSpeak(stops[next])
    }

    /// The Containers rotor: to the first element of the next (or previous) container.
    mutating func moveToContainer(down: Bool) {
        let current = focusContainers.last
        var starts: [(index: Int, container: Int)] = []
        var seen = Set<Int>()
        for (index, element) in list.elements.enumerated() {
            guard let innermost = element.containers.last else { continue }
            let serial = list.containers[innermost].serial
            if seen.insert(serial).inserted { starts.append((index, serial)) }
        }
        let here = focusedIndex ?? -1
        let candidate =
            down
            ? starts.first { $0.index > here && $0.container != current }
            : starts.last { $0.index < here && $0.container != current }
        if let candidate { focusAndSpeak(candidate.index) } else { play(.boundary) }
    }

    /// `{ "action": name }`: the rotor turns to Actions (its name is spoken unless it is there
    /// already), swipes down reach the named action (each name spoken), a double tap runs it.
    mutating func performAction(named name: String) throws(RunError) {
        guard let element = focusedElement else { throw RunError.noAction(name: name, available: []) }
        guard let target = element.actions.firstIndex(where: { $0.name == name }) else {
            throw RunError.noAction(name: name, available: element.actions.map(\.name))
        }
        if rotor != .actions {
            turnRotor(to: .actions)
            waitForSilence()
        }
        while actionIndex != target {
            rotorMove(down: true)
            waitForSilence()
        }
        channel.gesture()
        perform(element.actions[target])
    }
}

extension RotorOption {
    /// Whether swipes up and down with this setting move focus to another element, on an
    /// adjustable element too: with the rotor on Headings, a swipe down on a slider goes to the
    /// next heading and leaves its value (recorded XCUIVoiceOverService walks, iOS 27; VOICEOVER.md §6).
    var movesFocus: Bool {
        switch self {
        case .headings, .links, .formControls, .containers, .buttons, .images, .staticText, .textFields, .custom: return true
        case .actions, .adjustValue, .moreContent: return false
        }
    }
}
