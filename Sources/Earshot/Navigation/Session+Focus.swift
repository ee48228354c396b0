/// Where focus goes, and what is said when it lands.
extension Session {
    /// Moves the cursor to the element at `index` and returns the line to speak, with the
    /// descriptions of the containers focus enters.
    mutating func land(on index: Int) -> Utterance {
        landing(on: index, withHint: false).line
    }

    /// `land(on:)`, with the element's hint (nil when `withHint` is false or it has none) and
    /// whether it has custom actions. The element is read where it stands in the list: a copy
    /// of it (about 200 bytes and a dozen references) cost about 590 instructions a landing.
    mutating func landing(on index: Int, withHint: Bool) -> (line: Utterance, hint: Utterance?, hasActions: Bool) {
        // The table cell focus leaves, for a cell's row and column (read before the cursor moves).
        let previousCell = list.elements[index].tableCell == nil ? nil : focusedElement?.tableCell
        let entered = putCursor(at: index)
        // The line is made in the storage of the last one's parts (no array allocated a swipe),
        // taken from here as the rules start it, so nothing else holds it.
        var storage = Optional(channel.takeSpareParts())
        return list.elements.withUnsafeBufferPointer { elements in
            // The rules read the element through its address (`index` is in the list, which
            // is not empty, so it has one).
            guard let element = elements.baseAddress.map({ $0 + index }) else {
                let (line, hint) = speech.lineAndHint(
                    elements[index], entering: entered, from: previousCell, withHint: withHint, reusing: storage.take() ?? [])
                return (line, hint, !elements[index].actions.isEmpty)
            }
            let (line, hint) = speech.lineAndHint(
                at: element, entering: entered, from: previousCell, withHint: withHint, reusing: storage.take() ?? [])
            return (line, hint, !element.pointee.actions.isEmpty)
        }
    }

    /// Puts the cursor on the element at `index` as a landing there does, saying nothing.
    mutating func placeFocus(at index: Int) {
        _ = putCursor(at: index)
    }

    /// Puts the cursor on the element at `index` of the list, and returns the containers focus
    /// enters. The element's fields are read where it stands.
    private mutating func putCursor(at index: Int) -> [ContainerInfo] {
        // The containers entered: those around the element that were not around focus before.
        // A swipe within the same containers (most swipes) makes no array.
        var entered: [ContainerInfo] = []
        let containers = list.elements[index].containers
        let same =
            containers.count == focusContainers.count
            && containers.indices.allSatisfy { list.containers[containers[$0]].serial == focusContainers[$0] }
        if !same {
            var serials: [Int] = []
            serials.reserveCapacity(containers.count)
            for container in containers {
                let serial = list.containers[container].serial
                serials.append(serial)
                if !focusContainers.contains(serial) { entered.append(list.containers[container]) }
            }
            focusContainers = serials
        }
        // Moving focus away ends editing; the rotor returns to the user's setting.
        let key = list.elements[index].key
        if focus != key { editing = nil }
        rotorTurnedOn = nil
        focus = key
        focusHint = index
        observedIndex = index
        observedCopy = nil
        actionIndex = nil
        return entered
    }

    mutating func observe(_ element: AccessibilityElement) {
        observedCopy = (element.key, element.label, element.value, element.traits)
        observedIndex = nil
    }

    /// `observed` as a copy, before the list changes.
    mutating func keepObserved() {
        guard observedIndex != nil else { return }
        observedCopy = observed
        observedIndex = nil
    }

    /// Focus moves to `index` and it is spoken now, with its hint after a pause; `prefix` (the
    /// app's name as the app comes back) before the line.
    mutating func focusAndSpeak(_ index: Int, after prefix: SpokenPart? = nil) {
        var (line, hint, hasActions) = landing(on: index, withHint: true)
        if let prefix { line.parts.insert(prefix, at: 0) }
        channel.speak(line, hint: hint, element: reference(index))
        // Verbosity > Actions > Play Sound: a sound instead of "Actions available".
        if settings.actions == .sound, hasActions { play(.actionsAvailable) }
    }

    /// Focus moves to `index` now; its speech starts when VoiceOver has processed the
    /// notification (`settle` milliseconds).
    mutating func focusAfterNotification(_ index: Int, settle: Int) {
        // Focus is put somewhere on purpose: nothing is lost.
        pendingFocusLoss = nil
        let (line, hint, hasActions) = landing(on: index, withHint: true)
        channel.speakAfterFocusSettles(line, hint: hint, element: reference(index), settle: settle)
        if settings.actions == .sound, hasActions { play(.actionsAvailable) }
    }

    /// After the app changed its views: keeps focus on the same element if it is still
    /// reachable, else moves it, and speaks what changed about the focused element.
    ///
    /// `event` names the app steps that changed the views: where focus lands is then noted
    /// (`landings`); nil for a change a gesture made.
    ///
    /// When the focused element disappears, VoiceOver moves to the element now standing where
    /// it was (the one after it, or the last) and speaks it (observed on device as "focus lands
    /// on a nearby element"; Apple documents no rule). When it still exists but cannot be
    /// reached (a view beside it became modal), focus stays until the app posts a notification:
    /// "marking a view modal does not move focus" (VOICEOVER.md §4); the next swipe starts
    /// from the first reachable element.
    mutating func reconcileFocus(previousIndex: Int?, previousPath: String? = nil, event: String? = nil) {
        guard let focus else { return }
        if let index = list.index(of: focus) {
            let element = list.elements[index]
            focusContainers = element.containers.map { list.containers[$0].serial }
            speakChanges(of: element, at: index)
            recordLanding(event, index, .stayed)
            return
        }
        if tree.node(serial: focus.serial) != nil {
            recordLanding(event, nil, .stayedBehind)
            return
        }
        let label = observed?.key == focus ? observed?.label ?? "" : ""
        guard !list.elements.isEmpty else {
            self.focus = nil
            recordLanding(event, nil, .nowhere)
            return
        }
        let index = min(previousIndex ?? 0, list.elements.count - 1)
        focusAfterNotification(index, settle: Timing.layoutChangeSettle)
        // VoiceOver put focus where the element stood, on its own: journaled unless the app
        // says where focus goes before the user's next gesture.
        pendingFocusLoss = .init(kind: .focusLost(label: label, covered: false), step: lastViewChange?.step, source: lastViewChange?.source)
        guard let event else { return }
        var landing = landing(event, index, .inItsPlace)
        // The view that held the focused element's view: does the new element stand in it too?
        if let previousPath, let dot = previousPath.lastIndex(of: ".") {
            landing.leftItsGroup = !list.path(of: index).hasPrefix(previousPath[..<dot] + ".")
        }
        landings.append(landing)
    }

    /// When the focused element's label, value or traits change, VoiceOver says so: only the
    /// new value when just the value changed ("On", "60%"), else the element again
    /// ("Selected, Play, Button"); values of elements that update frequently are polled, so
    /// they wait for silence (accessibilityupto11.com, day 89; Apple,
    /// `UIAccessibilityTraits.updatesFrequently`).
    mutating func speakChanges(of element: AccessibilityElement, at index: Int) {
        guard let observed, observed.key == element.key else {
            observe(element)
            return
        }
        defer { observe(element) }
        if observed.label == element.label, observed.traits == element.traits {
            guard observed.value != element.value else { return }
            let change = speech.valueChange(element)
            if element.traits.contains(.updatesFrequently) {
                channel.speakWhenSilent(change, element: reference(index))
            } else {
                channel.speak(change, element: reference(index))
            }
        } else {
            // After a double tap, what changed is spoken without trait words: "Selected,
            // Monthly, 2 of 3" (VOICEOVER.md §6; WWDC16 session 202).
            channel.speak(speech.descriptionUtterance(element, traitWords: !speakingActivation), element: reference(index))
        }
    }

    /// The index of the element with `id` in the reachable list.
    func reachableIndex(of id: String) -> Int? {
        list.index(ofID: id)
    }
}
