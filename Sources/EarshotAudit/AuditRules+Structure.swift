import Earshot
import EarshotBase

// Rules about how a screen's elements are grouped, scoped and ordered, and how they are told
// apart.

extension AuditRule {
    /// A card that takes several stops where one would do.
    static let cardNotCombined = AuditRule(
        "card-not-combined", .warning, "A card (image, title, subtitle, one button) takes several stops where one would do.",
        source: "WWDC21 session 10119 (SwiftUI Accessibility: Beyond the basics); Apple, accessibilityElement(children:)"
    ) { context in
        context.nodes.serials.compactMap { serial -> AuditFinding.Draft? in
            guard let card = CardShape(serial, in: context) else { return nil }
            let action = card.button.map { context.list.elements[$0].label } ?? ""
            let named =
                action.isEmpty ? "" : ".accessibilityAction(named: \(action.quotedForAudit)) { ... }, the button .accessibilityHidden(true)"
            return context.draft(
                serial, heard: card.stops.map { context.lines[$0] },
                "One card takes \(card.stops.count) stops: the user swipes through its pieces to learn one thing\(action.isEmpty ? "" : ", and its button is one more stop"). Make it one element\(action.isEmpty ? "" : " with a named action").",
                swiftUI: ".accessibilityElement(children: .combine)" + (named.isEmpty ? "" : "; " + named),
                uiKit: "card.isAccessibilityElement = true; card.accessibilityLabel = \"<title>, <subtitle>\""
                    + (action.isEmpty
                        ? "" : "; card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: \(action.quotedForAudit)) { ... }]"))
        }
    }

    /// One element made of a view whose controls it hides.
    static let groupHidesControls = AuditRule(
        "group-hides-controls", .error, "A view made one element hides controls inside it that no action replaces.",
        source:
            "Apple, isAccessibilityElement and accessibilityElement(children: .ignore) documentation"
    ) { context in
        context.nodes.serials.compactMap { serial -> AuditFinding.Draft? in
            guard let node = context.nodes[serial], !node.children.isEmpty,
                node.accessibility.isAccessibilityElement == true || node.accessibility.childBehavior == .ignore,
                let index = context.list.elements.firstIndex(where: { $0.sourceSerial == serial })
            else { return nil }
            let element = context.list.elements[index]
            // Reached: the control double tap performs, and those an action performs or names.
            let actions = Set(element.actions.map { $0.name.lowercased() })
            let performed = Set(element.actions.compactMap(\.activates) + [element.activationSerial].compactMap { $0 })
            let hidden = Self.controls(inside: node).filter { !performed.contains($0.serial) && !actions.contains($0.name.lowercased()) }
                .map(\.name)
            let activates = node.reactions.onActivate != nil || element.traits.contains(.isButton)
            guard hidden.count >= (activates ? 2 : 1) else { return nil }
            let names = hidden.map(\.quotedForAudit).joined(separator: ", ")
            return context.draft(
                element: index,
                "This element hides the controls inside it (\(names)): no swipe reaches them and no action replaces them, so a VoiceOver user cannot use them.",
                swiftUI: ".accessibilityElement(children: .contain) to keep them as stops, or .accessibilityAction(named:) for each",
                uiKit:
                    "view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: ...)] for each, or leave isAccessibilityElement false"
            )
        }
    }

    /// The controls inside `node` that are not hidden, with their names.
    static func controls(inside node: Node) -> [(serial: Int, name: String)] {
        let interactive: Set<NodeKind> = [
            .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField, .pageControl,
            .datePicker,
        ]
        var result: [(serial: Int, name: String)] = []
        var stack = node.children.reversed() as [Node]
        while let next = stack.popLast() {
            if next.accessibility.hidden == true { continue }
            if interactive.contains(next.kind) {
                result.append((next.serial, next.accessibility.label ?? next.title ?? next.kind.rawValue))
                continue
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// A modal view whose scope leaves elements behind it reachable.
    static let modalLeaks = AuditRule(
        "modal-leaks", .error, "Focus can leave an open popup: elements behind a modal view stay reachable.",
        source: "Apple, accessibilityViewIsModal documentation (hides only the view's siblings); VOICEOVER.md §4"
    ) { context in
        context.nodes.serials.compactMap { serial -> AuditFinding.Draft? in
            guard let node = context.nodes[serial],
                node.accessibility.viewIsModal == true || node.accessibility.addTraits.contains(.isModal)
            else { return nil }
            let inside = context.elements(inside: serial)
            guard !inside.isEmpty else { return nil }
            let insideSet = Set(inside)
            let leaked = context.list.elements.indices.filter { !insideSet.contains($0) }
            guard !leaked.isEmpty else { return nil }
            // The view to mark instead: the nearest one around the modal view whose siblings hold
            // everything that leaks.
            let around = context.ancestors(of: serial).first { candidate in
                guard let parent = context.nodes.parent(of: candidate) else { return false }
                let mine = Set(context.elements(inside: candidate))
                let family = Set(context.elements(inside: parent))
                return leaked.allSatisfy { family.contains($0) && !mine.contains($0) }
            }
            let target =
                around.flatMap { context.nodes[$0]?.id.map { "\"\($0)\"" } ?? context.nodes[$0]?.kind.rawValue }
                ?? "the view that holds the popup and its backdrop"
            let modalName = node.id.map { "\"\($0)\"" } ?? "the modal view"
            return context.draft(
                serial, heard: leaked.prefix(3).map { context.lines[$0] },
                "Swiping out of \(modalName) reaches \(leaked.count) element\(leaked.count == 1 ? "" : "s") behind it: a modal view hides only its own siblings, and these sit beside a view around it.",
                swiftUI: ".accessibilityAddTraits(.isModal) on \(target) (a sibling of the page), or present it with .sheet or .alert",
                uiKit: "accessibilityViewIsModal = true on \(target); hide the backdrop (isAccessibilityElement = false)")
        }
    }

    /// A sort priority that changes nothing, usually because it is compared across containers.
    static let sortPriorityNoEffect = AuditRule(
        "sort-priority-no-effect", .warning,
        "An accessibilitySortPriority changes nothing: it orders the elements of one accessibility container only.",
        source: "Apple, accessibilitySortPriority(_:) documentation; VOICEOVER.md §3"
    ) { context in
        let prioritized = context.nodes.serials.filter { serial in
            guard let priority = context.nodes[serial]?.accessibility.sortPriority else { return false }
            return priority != 0
        }
        guard !prioritized.isEmpty else { return [] }
        let before = context.list.elements.map(\.key)
        // One build tells what each priority does (`SortPriorityEffects`), when each element is
        // in the list once; where it cannot tell, the list is built again without the priority:
        // at most about two million elements' worth.
        let effects = Set(before).count == before.count ? context.sortPriorityEffects() : nil
        var rebuilds = max(1, min(64, 2_000_000 / max(1, before.count)))
        return prioritized.compactMap { serial -> AuditFinding.Draft? in
            switch effects?.effect(of: serial) ?? .uncertain {
            case .changes:
                return nil
            case .none:
                break
            case .uncertain:
                guard rebuilds > 0 else { return nil }
                rebuilds -= 1
                let after = context.list { root in Self.clearSortPriority(serial, in: &root) }.elements.map(\.key)
                guard after == before else { return nil }
            }
            guard let first = context.elements(inside: serial).first,
                let priority = context.nodes[serial]?.accessibility.sortPriority
            else { return nil }
            // The lines up to it, as the user hears them: it is still where it was declared.
            return context.draft(
                serial, heard: Array(context.lines[max(0, first - 3)...first]),
                "accessibilitySortPriority(\(format(priority))) changes nothing here: priority sorts only the elements of one accessibility container (a plain stack is none), and this view is already where that order puts it (an element of another container is not compared).",
                swiftUI:
                    "give the priority to the container that holds the view, which sorts as one among its siblings; or take the .accessibilityElement(children: .contain) away so the view competes with the elements around it; or declare the views in reading order",
                uiKit: "set container.accessibilityElements = [...] in the order you want")
        }
    }

    static func clearSortPriority(_ serial: Int, in node: inout Node) {
        if node.serial == serial {
            node.accessibility.sortPriority = nil
            return
        }
        for index in node.children.indices { clearSortPriority(serial, in: &node.children[index]) }
    }

    /// Controls with one name, which Voice Control cannot tell apart.
    static let duplicateLabel = AuditRule(
        "duplicate-label", .warning, "Several controls on one screen share a name and no input labels tell them apart (Voice Control).",
        source: "Apple, accessibilityInputLabels / accessibilityUserInputLabels documentation; VOICEOVER.md §8"
    ) { context in
        let elements = context.list.elements
        var groups: [String: [Int]] = [:]
        for index in elements.indices where elements[index].isActionable && !elements[index].label.isEmpty {
            groups[elements[index].label.lowercased().trimmedForAudit, default: []].append(index)
        }
        var drafts: [AuditFinding.Draft] = []
        for (label, indices) in groups.sorted(by: { $0.value[0] < $1.value[0] }) where indices.count >= 2 {
            // An element with its own input labels, none shared with the others, is told apart.
            let ambiguous = indices.filter { index in
                let own = Set(elements[index].inputLabels.map { $0.lowercased() })
                guard !own.isEmpty else { return true }
                let others = indices.filter { $0 != index }.flatMap { [label] + elements[$0].inputLabels.map { $0.lowercased() } }
                return !own.isDisjoint(with: others)
            }
            guard ambiguous.count >= 2 else { continue }
            // Voice Control matches the name alone, so any two collide. VoiceOver says each
            // one's kind after its name: a back button "Notes" and a text view "Notes" are heard
            // apart, two "Delete" buttons are not.
            let kinds = Set(ambiguous.map { elements[$0].kindName })
            let heard =
                kinds.count == 1
                ? "and a VoiceOver user hears the same name for different things."
                : "though VoiceOver tells them apart by their kind (\(kinds.sorted().joined(separator: ", ")))."
            for index in ambiguous {
                drafts.append(
                    context.draft(
                        element: index,
                        "\(ambiguous.count) controls on this screen are called \(elements[index].label.quotedForAudit): \"Tap \(elements[index].label)\" is ambiguous for Voice Control, which shows numbers instead, \(heard)",
                        swiftUI: ".accessibilityInputLabels([\"\(elements[index].label) <what>\"]), or a label that says which one",
                        uiKit: "view.accessibilityUserInputLabels = [\"\(elements[index].label) <what>\"], or a label that says which one"))
            }
        }
        return drafts
    }
}

/// A view laid out as a card: 3 to 6 stops of plain text and images and at most one button,
/// not yet one element, not the whole screen.
struct CardShape {
    var stops: [Int]
    var button: Int?

    init?(_ serial: Int, in context: AuditContext) {
        // A row is a card even when it is the whole screen; a column that is the whole screen is a page.
        guard let node = context.nodes[serial], context.nodes.parent(of: serial) != nil || node.kind == .hStack,
            node.kind.isTransparentContainer,
            node.accessibility.childBehavior == nil, node.accessibility.isAccessibilityElement == nil,
            node.accessibility.elements == nil, node.accessibility.groupsChildren != true,
            (2...6).contains(node.children.count), context.size(of: serial, limit: 21) <= 20
        else { return nil }
        let stops = context.elements(inside: serial)
        guard (3...6).contains(stops.count), stops.count < context.list.elements.count || node.kind == .hStack else { return nil }
        var images = 0
        var texts = 0
        var buttons: [Int] = []
        for index in stops {
            let element = context.list.elements[index]
            guard element.actions.isEmpty, element.control == .none, !element.traits.contains(.isHeader),
                element.sourceSerial != serial,
                context.node(of: element).map({
                    $0.kind.isTransparentContainer || [.text, .label, .image, .button, .link].contains($0.kind)
                }) == true
            else { return nil }
            if element.traits.contains(.isImage) && !element.isActionable {
                images += 1
            } else if element.isActionable {
                buttons.append(index)
            } else {
                texts += 1
            }
        }
        let nested = node.children.contains { $0.kind.isTransparentContainer }
        guard buttons.count <= 1, texts >= 1, images + texts >= 2, images >= 1 || nested || node.kind == .hStack else { return nil }
        self.stops = stops
        self.button = buttons.first
    }
}

extension AuditRule {
    /// An announcement VoiceOver drops: posted at default or low priority while a focus move
    /// is pending.
    static let announcementDropped = AuditRule(
        "announcement-dropped", .error, "An announcement is never heard: it is dropped on the speech clock.",
        source:
            "WWDC23 session 10036 (Build accessible apps with SwiftUI and UIKit: announcement priority); Apple, UIAccessibilityPriority; VOICEOVER.md §5"
    ) { context in
        guard let events = context.transcript?.heardEvents else { return [] }
        return events.indices.compactMap { index -> AuditFinding.Draft? in
            let event = events[index]
            guard event.kind == .announcement, event.status == .dropped else { return nil }
            let next = events[(index + 1)...].first { $0.kind == .speech || $0.kind == .announcement }
            let quoted = event.text.quotedForAudit
            return AuditFinding.Draft(
                place: .announcement(event.text, step: event.stepIndex),
                heard: [TranscriptRenderer.line(event)] + [next.map(TranscriptRenderer.line)].compactMap { $0 },
                message:
                    "The announcement \(quoted) is dropped: it was posted at \(event.priority?.rawValue ?? "default") priority while VoiceOver was busy (a focus move it had to make, or a newer announcement), and what was said instead replaced it.",
                fix: .init(
                    swiftUI:
                        "var text = AttributedString(\(quoted)); text.accessibilitySpeechAnnouncementPriority = .high; AccessibilityNotification.Announcement(text).post(), or post it after the new screen is spoken",
                    uiKit:
                        "UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: \(quoted), attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high]))"
                ))
        }
    }
}
