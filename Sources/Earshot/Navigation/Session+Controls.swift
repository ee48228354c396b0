/// Double tap, swipe up and down, escape, scroll: the app's reactions and the built-in
/// behaviour of standard controls.
extension Session {
    /// Double tap. A plain button says nothing by itself; what follows comes from the app's
    /// reaction or a change of the element's state (a switch flips and says "On"). With the
    /// rotor on Actions and an action picked, the double tap performs that action. A dimmed
    /// element does nothing (`.disabled(true)` stops interaction). A button of an alert
    /// dismisses the alert after its action runs (SwiftUI `alert`: "All actions in an alert
    /// dismiss the alert after the action runs").
    mutating func activate() {
        guard let element = focusedElement, !element.traits.contains(.notEnabled) else { return }
        if currentRotor == .actions, let index = actionIndex, element.actions.indices.contains(index) {
            perform(element.actions[index])
            return
        }
        speakingActivation = true
        defer { speakingActivation = false }
        let serial = element.activationSerial ?? element.sourceSerial
        switch element.control {
        case .toggle:
            tree.modify(serial: serial) { $0.control.isOn = !($0.control.isOn ?? false) }
        case .tab:
            selectTab(serial: serial)
        case .segment(let option):
            tree.modify(serial: serial) { $0.control.selection = option }
        case .menu:
            break
        case .none, .stepped, .wheel, .textInput, .page:
            // A combined element's default action may be a child toggle.
            if let node = tree.node(serial: serial), node.kind == .toggle {
                tree.modify(serial: serial) { $0.control.isOn = !($0.control.isOn ?? false) }
            }
        }
        rebuildAndReconcile()
        if element.control == .textInput { startEditing(element.key) }
        if let steps = tree.node(serial: serial)?.reactions.onActivate {
            schedule(steps, reaction: (serial, "onActivate"))
        }
        if element.control == .menu, let items = tree.node(serial: serial)?.reactions.menuItems, !items.isEmpty {
            schedule(Self.presenting(menuItems: items))
        }
        if let picker = tree.node(serial: serial), picker.kind == .datePicker, (picker.control.datePickerStyle ?? .compact) == .compact {
            schedule(Self.presenting(calendarOf: picker))
        }
        if tree.top.isAlert, tree.node(serial: serial)?.kind == .button,
            LiveTree.path(toSerial: serial, in: tree.top.root) != nil
        {
            dismissTopLayer()
        }
    }

    /// What a double tap on a `Menu` makes the system do: present its items as a list, focused
    /// as a screen change focuses (the first item); choosing an item runs its steps and closes
    /// the list, as escape does; focus then returns to the menu (`afterDismissing`).
    static func presenting(menuItems items: [Node]) -> [TimedStep] {
        var list = Node(.vStack, children: items)
        for index in list.children.indices {
            list.children[index].reactions.onActivate = (list.children[index].reactions.onActivate ?? []) + [TimedStep(.app(.dismiss(nil)))]
        }
        return [TimedStep(.app(.present(Presentation(root: list)))), TimedStep(.app(.screenChanged(nil)))]
    }

    /// What a double tap on a compact `DatePicker` makes the system do: present its calendar in
    /// a popover, the dismiss region first, focused as a screen change focuses (MagentaA11y,
    /// Calendar date picker: "Double tap to dismiss pop up window" is the popover's first,
    /// invisible element, then the month). The calendar is the graphical style's month and
    /// selected day; escape or the dismiss region closes it and focus returns to the picker.
    static func presenting(calendarOf picker: Node) -> [TimedStep] {
        var calendar = Node(.datePicker)
        calendar.control.date = picker.control.date
        calendar.control.displayedComponents = picker.control.displayedComponents
        calendar.control.datePickerStyle = .graphical
        let popover = Presentation(root: calendar, style: .popover)
        return [TimedStep(.app(.present(popover))), TimedStep(.app(.screenChanged(nil)))]
    }

    /// Runs a custom action: its own steps, or the double tap of the button it stands for.
    mutating func perform(_ action: CustomAction) {
        schedule(action.steps)
        guard let serial = action.activates, let node = tree.node(serial: serial) else { return }
        // A switch combined with other controls is one of the element's actions: it toggles.
        if node.kind == .toggle {
            tree.modify(serial: serial) { $0.control.isOn = !($0.control.isOn ?? false) }
            rebuildAndReconcile()
        }
        if let steps = node.reactions.onActivate { schedule(steps, reaction: (serial, "onActivate")) }
    }

    /// A tab bar selects one tab at a time.
    mutating func selectTab(serial: Int) {
        let chain = tree.ancestry(serial: serial)
        guard let bar = chain.dropLast().last(where: { $0.kind == .tabBar }) else {
            tree.modify(serial: serial) { $0.control.selected = true }
            return
        }
        tree.modify(serial: bar.serial) { bar in
            Self.forEachTab(in: &bar) { tab in tab.control.selected = tab.serial == serial }
        }
    }

    static func forEachTab(in node: inout Node, _ body: (inout Node) -> Void) {
        for index in node.children.indices {
            if node.children[index].kind == .tab { body(&node.children[index]) } else { forEachTab(in: &node.children[index], body) }
        }
    }

    /// Swipe up or down on an adjustable element: the value moves by its step and only the new
    /// value is spoken; at the end of the range, the boundary sound (WWDC14 session 210,
    /// 21:51-22:39: swipe up, "28 percent."; WWDC13 session 202). The app's `onIncrement` /
    /// `onDecrement` replaces the built-in move, except on a page control, which moves one page
    /// and then runs them.
    mutating func adjust(up: Bool) {
        guard let element = focusedElement, !element.traits.contains(.notEnabled) else { return }
        guard element.traits.contains(.adjustable), currentRotor?.movesFocus != true else {
            // Swipes up and down move by the rotor's setting, on an adjustable element too when
            // the setting moves focus (Headings: to the previous or next heading; VOICEOVER.md §6);
            // Adjust value has nothing else to adjust.
            if let rotor = currentRotor, rotor != .adjustValue { rotorMove(down: !up) }
            return
        }
        let serial = element.adjustmentSerial ?? element.sourceSerial
        let before = element.value
        let steps = tree.node(serial: element.sourceSerial).flatMap({ up ? $0.reactions.onIncrement : $0.reactions.onDecrement })
        if case .page(let count) = element.control {
            // A page control moves its page itself, then tells the app (UIKit's `.valueChanged`,
            // sent only when the page changed), whose steps run after.
            var moved = false
            tree.modify(serial: serial) { node in
                let current = node.control.currentPage ?? 0
                let next = min(count - 1, max(0, current + (up ? 1 : -1)))
                moved = next != current
                node.control.currentPage = next
            }
            rebuildAndReconcile()
            if moved, let steps { schedule(steps, reaction: (element.sourceSerial, up ? "onIncrement" : "onDecrement")) }
        } else if let steps {
            schedule(steps, reaction: (element.sourceSerial, up ? "onIncrement" : "onDecrement"))
        } else {
            switch element.control {
            case .stepped(let range, let step, _):
                tree.modify(serial: serial) { node in
                    let current = node.control.number ?? range.lowerBound
                    let moved = min(range.upperBound, max(range.lowerBound, current + (up ? step : -step)))
                    // Round away binary noise (0.1 + 0.2) to a billionth, where a billionth is
                    // far finer than the step and the range; not for tiny ranges (0...1e-300),
                    // nor past 2^53 billionths, which have no such noise (and 1e300 × 1e9
                    // would overflow to infinity).
                    let billionths = moved * 1e9
                    let fine = step >= 1e-6 && range.upperBound - range.lowerBound >= 1e-6 && billionths.magnitude < 0x1p53
                    node.control.number = fine ? billionths.rounded() / 1e9 : moved
                }
            case .wheel(let options):
                tree.modify(serial: serial) { node in
                    if node.kind == .datePicker {
                        // One wheel of a date picker: its row moves, and the date with it.
                        let wheels = DateWheel.wheels(node.control.displayedComponents ?? [.date])
                        guard let date = node.control.date, wheels.indices.contains(element.key.part) else { return }
                        let wheel = wheels[element.key.part]
                        let next = wheel.index(of: date) + (up ? 1 : -1)
                        if options.indices.contains(next) { node.control.date = wheel.setting(next, in: date) }
                        return
                    }
                    guard let index = options.firstIndex(of: node.control.selection ?? options.first ?? "") else { return }
                    let next = index + (up ? 1 : -1)
                    if options.indices.contains(next) { node.control.selection = options[next] }
                }
            case .none, .toggle, .segment, .textInput, .tab, .menu, .page:
                break
            }
            rebuildAndReconcile()
        }
        if focusedElement?.value == before { play(.boundary) }
    }

    /// Two-finger scrub: the focused view's escape action, or its ancestors'; else a presented
    /// sheet closes.
    mutating func escape() {
        if runReaction(\.onEscape, searchingUp: true, orRoot: false) { return }
        if tree.layers.count > 1, !tree.top.isAlert { dismiss(nil) }
    }

    /// Runs the first reaction found on the focused element's node, then on its ancestors.
    @discardableResult
    mutating func runReaction(_ reaction: KeyPath<Reactions, [TimedStep]?>, searchingUp: Bool, orRoot: Bool) -> Bool {
        var chain: [Node] = []
        if let element = focusedElement { chain = tree.ancestry(serial: element.sourceSerial) }
        if chain.isEmpty, orRoot { chain = [tree.top.root] }
        for node in chain.reversed() {
            if let steps = node.reactions[keyPath: reaction] {
                let name = reaction == \Reactions.onEscape ? "onEscape" : reaction == \Reactions.onMagicTap ? "onMagicTap" : nil
                schedule(steps, reaction: name.map { (node.serial, $0) })
                return true
            }
            if !searchingUp { break }
        }
        return false
    }

    /// Three-finger swipe: the app's scroll reaction, or a paged scroll view's next page
    /// ("Page 2 of 5"); when nothing can scroll, the boundary sound.
    mutating func scroll(_ direction: ScrollDirection) {
        var chain: [Node] = []
        if let element = focusedElement { chain = tree.ancestry(serial: element.sourceSerial) } else { chain = [tree.top.root] }
        for node in chain.reversed() {
            if let steps = node.reactions.onScroll[direction] {
                schedule(steps)
                return
            }
            if let pages = node.control.pages {
                let page = node.control.page ?? 1
                // Three-finger swipe up shows the next page (content moves up).
                let forward = direction == .up || direction == .left
                let target = page + (forward ? 1 : -1)
                guard (1...pages).contains(target) else {
                    play(.boundary)
                    return
                }
                tree.modify(serial: node.serial) { $0.control.page = target }
                play(.pageTurn)
                channel.speak(
                    Utterance(
                        phrases.part(.page, ["index": phrases.number(target), "count": phrases.number(pages)])
                    ))
                return
            }
        }
        play(.boundary)
    }

    mutating func rebuildAndReconcile() {
        let previous = focusedIndex
        rebuild()
        reconcileFocus(previousIndex: previous)
    }
}
