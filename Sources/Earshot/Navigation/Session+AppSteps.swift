/// What the app does (FORMAT.md §2.2): state changes, views appearing, presentations,
/// notifications and announcements.
extension Session {
    /// Queues reaction steps: each happens right after the previous one, or `after` seconds later.
    ///
    /// - Parameter reaction: the view and the reaction list (`onActivate`) the steps are, so the
    ///   audit can point at each one.
    mutating func schedule(_ steps: [TimedStep], origin: Int? = nil, reaction: (serial: Int, list: String)? = nil) {
        var time = now
        for (index, step) in steps.enumerated() {
            time += clockMilliseconds(step.after ?? 0)
            agendaOrder += 1
            let source = reaction.map { AppStepSource.reaction(serial: $0.serial, list: $0.list, index: index) }
            agenda.append((time, agendaOrder, step, origin ?? channel.stepIndex, source))
        }
        runAgenda(upTo: now)
    }

    /// Performs the app steps whose time has come, in time order.
    mutating func runAgenda(upTo limit: Int) {
        // Most runs have no timed reactions: nothing to search.
        if agenda.isEmpty { return }
        var ran = false
        while let next = agenda.enumerated().min(by: { ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order) }),
            next.element.time <= limit
        {
            agenda.remove(at: next.offset)
            if next.element.time > now { settleViews() }
            channel.advance(to: next.element.time)
            syncReadAll()
            let saved = channel.stepIndex
            channel.stepIndex = next.element.origin
            performing = next.element.source
            defer { performing = nil }
            switch next.element.step.step {
            case .app(let event): perform(event)
            // Reactions are app steps (FORMAT.md §1.2 `onActivate`): the screen-file reader
            // rejects a gesture there; one written in a Swift reaction is not the app's to
            // perform (and could double tap itself forever), so it is skipped.
            case .gesture: break
            }
            channel.stepIndex = saved
            ran = true
        }
        // Reactions see their own changes settled before the gesture that caused them goes on.
        if ran { settleViews() }
    }

    mutating func perform(_ event: AppEvent) {
        // A change of the views waits for the next step to rebuild the list; anything else
        // sees the views as they are now.
        if !event.changesViews { settleViews() }
        if event.changesViews { lastViewChange = (performing, channel.stepIndex) }
        switch event {
        case .announce(let text, let priority, let queued):
            channel.announce(text, priority: priority, queued: queued, language: tree.top.language)
        case .screenChanged(let id):
            // A sound, then focus moves to the element (or the first one) and it is spoken,
            // once VoiceOver has processed the notification (Apple,
            // `UIAccessibility.Notification.screenChanged`).
            play(.screenChanged)
            let named = id.flatMap(reachableIndex(of:))
            let index = named ?? (list.elements.isEmpty ? nil : 0)
            if let id, named == nil {
                journalMiss(
                    "screenChanged", id,
                    list.elements.isEmpty ? "nothing is on screen" : "it is not on screen: focus went to the first element")
            } else if index == nil {
                journalMiss("screenChanged", nil, "nothing is on screen")
            }
            if let index { focusAfterNotification(index, settle: Timing.screenChangeSettle) }
            recordLanding("screenChanged", index, index == nil ? .nowhere : .notification)
        case .layoutChanged(let id):
            // With an element: focus moves there and it is spoken, no sound. With nil, or an
            // element not in the tree: nothing dependable happens; Earshot does nothing.
            let index = id.flatMap(reachableIndex(of:))
            if let index {
                focusAfterNotification(index, settle: Timing.layoutChangeSettle)
            } else if let id {
                journalMiss("layoutChanged", id, "it is not on screen: focus stayed where it was")
            }
            recordLanding("layoutChanged", index ?? focusedIndex, index == nil ? .unchanged : .notification)
        case .accessibilityFocus(let id):
            // Ignored when set in the same update that inserts the element: it is not in the
            // accessibility tree yet (a practitioner's SwiftUI accessibility guide).
            if insertedAt[id] == now {
                journalMiss("accessibilityFocus", id, "it is set in the same update that inserts the view, before it is in the tree")
                recordLanding("accessibilityFocus", focusedIndex, .unchanged)
                return
            }
            let index = reachableIndex(of: id)
            if let index {
                focusAfterNotification(index, settle: Timing.layoutChangeSettle)
            } else {
                journalMiss("accessibilityFocus", id, "it is not on screen: focus stayed where it was")
            }
            recordLanding("accessibilityFocus", index ?? focusedIndex, index == nil ? .unchanged : .notification)
        case .pageScrolled(let text):
            // The same position string again means a boundary (Apple,
            // `UIAccessibility.Notification.pageScrolled`).
            if text == lastPageScrolled {
                play(.boundary)
            } else {
                lastPageScrolled = text
                channel.speak(Utterance(SpokenPart(text, language: tree.top.language)))
            }
        case .update(let id, let patch):
            var change: (before: Node, after: Node)?
            let changed = tree.modify(id: id) { node in
                let before = node
                patch.apply(&node)
                change = (before, node)
            }
            if changed { viewsChanged("update", update: change) }
        case .insert(let node, let into, let index):
            // The container's depth is known for views inserted before; any other was read
            // (the first screen, or one presented since).
            let containerDepth = insertedDepths[into] ?? readDepth
            let deepest = containerDepth + TreeFacts(node, limit: Self.maximumRunDepth).depth
            guard deepest <= Self.maximumRunDepth else {
                if refusal == nil { refusal = (.tooDeep(limit: Self.maximumRunDepth), channel.stepIndex) }
                return
            }
            guard tree.insert(node, into: into, at: index) else { return }
            if let id = node.id {
                insertedAt[id] = now
                insertedDepths[id] = containerDepth + 1
            }
            for id in NodeWalk.identifiers(under: node) {
                insertedAt[id] = now
                insertedDepths[id] = deepest
            }
            if let texts = AppStepJournal.texts(ofMessage: node) {
                journal.entries.append(.init(kind: .insertedText(texts), step: channel.stepIndex, source: performing))
            }
            viewsChanged("insert")
        case .remove(let id):
            guard tree.remove(id: id) else { return }
            viewsChanged("remove")
        case .present(let presentation):
            readDepth = max(readDepth, TreeFacts(presentation.root, limit: Self.maximumRunDepth).depth)
            let step = channel.stepIndex.map { "steps[\($0)]" } ?? "start"
            let before = focusedElement
            tree.present(withRegion(presentation), language: screen.language, returnFocus: focus, pathName: step + ".present")
            rebuild()
            if !presentation.isAlert, let before, let focus, list.index(of: focus) == nil {
                // Presenting alone does not move focus: it stays on a view the sheet covers.
                pendingFocusLoss = .init(kind: .focusLost(label: before.label, covered: true), step: channel.stepIndex, source: performing)
            }
            if presentation.isAlert, !list.elements.isEmpty {
                // The system focuses an alert itself, as UIKit posts a screen change for it.
                play(.screenChanged)
                focusAfterNotification(0, settle: Timing.screenChangeSettle)
                recordLanding("present", 0, .systemAlert)
            } else {
                // Focus does not move by itself: it stays on the element behind (REACH.md §2).
                recordLanding("present", focusedIndex, focusedIndex == nil ? .stayedBehind : .stayed)
            }
        case .dismiss(let id):
            dismiss(id)
        }
    }

    /// A form sheet's or popover's content, after the dismiss region the system puts before it:
    /// a button, "Activate to dismiss pop-up window", whose double tap dismisses what is
    /// presented (VOICEOVER.md §4). Its content is then `VStack[1]` of the presentation's path.
    func withRegion(_ presentation: Presentation) -> Presentation {
        guard presentation.showsDismissRegion else { return presentation }
        let language = presentation.language ?? screen.language
        var region = Node(.button, title: speech.book(for: language).phrase(.dismissRegion))
        region.reactions.onActivate = [TimedStep(.app(.dismiss(nil)))]
        var wrapped = presentation
        wrapped.root = Node(.vStack, children: [region, presentation.root])
        return wrapped
    }

    /// Journals a notification whose element was not there to reach.
    mutating func journalMiss(_ notification: String, _ target: String?, _ reason: String) {
        journal.entries.append(
            .init(
                kind: .focusMissed(notification: notification, target: target, reason: reason), step: channel.stepIndex, source: performing)
        )
    }

    /// Journals focus lost under a change of the views that no notification followed: called as
    /// the user's next gesture starts, and when the run ends.
    mutating func flushFocusLoss() {
        if let pending = pendingFocusLoss.take() { journal.entries.append(pending) }
    }

    /// Removes a presentation, with the screen-changed sound the system posts. SwiftUI returns
    /// focus neither from a sheet nor from an alert to its trigger (CVS Health Alerts, Sheets:
    /// they "will not automatically send focus back to the trigger button"), so focus goes to
    /// the first element of what is now on top; a UIKit alert (`UIAlertController`) gives focus
    /// back to the element that had it.
    mutating func dismiss(_ id: String?) {
        guard let removed = tree.dismiss(id) else { return }
        afterDismissing(removed)
    }

    mutating func dismissTopLayer() {
        guard let removed = tree.dismiss(nil) else { return }
        afterDismissing(removed)
    }

    private mutating func afterDismissing(_ removed: LiveTree.Layer) {
        rebuild()
        guard !list.elements.isEmpty else {
            focus = nil
            recordLanding("dismiss", nil, .nowhere)
            return
        }
        play(.screenChanged)
        // A UIKit alert gives focus back to the element that had it, and so does a menu's list
        // to its menu.
        let trigger = removed.returnFocus.flatMap(list.index(of:))
        let returns =
            removed.isAlert && screen.framework == .uikit
            || trigger.map { list.elements[$0].control == .menu || tree.node(serial: list.elements[$0].sourceSerial)?.kind == .datePicker }
                == true
        let back = returns ? trigger : nil
        focusAfterNotification(back ?? 0, settle: Timing.screenChangeSettle)
        var landing = landing("dismiss", back ?? 0, back == nil ? .firstAfterDismiss : .returnedAfterAlert)
        landing.trigger = removed.returnFocus.flatMap(list.index(of:)).map { list.reference(of: $0) }
        landings.append(landing)
    }

    /// Notes where focus is after an app step, and why (`FocusLanding`).
    mutating func recordLanding(_ event: String?, _ index: Int?, _ reason: FocusLanding.Reason) {
        guard let event else { return }
        landings.append(landing(event, index, reason))
    }

    /// The landing of `event` at `index`; the element is named without entering it in the
    /// transcript's elements (a landing must not change what the events name).
    mutating func landing(_ event: String, _ index: Int?, _ reason: FocusLanding.Reason) -> FocusLanding {
        FocusLanding(
            step: channel.stepIndex, event: event, time: now, element: index.map { list.reference(of: $0) },
            label: index.map { list.elements[$0].label }, reason: reason)
    }
}

extension AppEvent {
    /// An update, insertion or removal: the views change, and nothing is spoken by itself.
    var changesViews: Bool {
        switch self {
        case .update, .insert, .remove: return true
        case .announce, .screenChanged, .layoutChanged, .pageScrolled, .accessibilityFocus, .present, .dismiss: return false
        }
    }
}
