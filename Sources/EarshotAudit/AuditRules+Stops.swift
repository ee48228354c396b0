import Earshot

// Rules about the stops themselves and the order they come in: the same words heard twice
// from a view and one inside it, and a swipe that sends focus back up the screen. What Xcode's
// accessibility audit (`parentChild`), Google's Accessibility Scanner and WCAG 2.4.3 check,
// where the tree has what they need.

extension AuditRule {
    /// A stop and a stop made inside its view that say the same words: the user swipes onto
    /// the same thing twice, and touch exploration finds either.
    static let parentChildSameText = AuditRule(
        "parent-child-same-text", .warning, "A view and a view inside it are both stops that say the same words: heard twice.",
        source:
            "Xcode's accessibility audit, XCUIAccessibilityAuditType.parentChild; Google's Accessibility Scanner (Accessibility Test Framework for Android), DuplicateSpeakableTextCheck"
    ) { context in
        let elements = context.list.elements
        return elements.indices.compactMap { index -> AuditFinding.Draft? in
            let element = elements[index]
            let words = context.labelWords[index]
            guard !words.isEmpty else { return nil }
            // The nearest view around this one that made a stop saying the same words.
            for ancestor in context.ancestors(of: element.sourceSerial) {
                guard let outer = context.nodes.elements(madeBy: ancestor).first(where: { context.labelWords[$0] == words })
                else { continue }
                let (first, second) = outer < index ? (outer, index) : (index, outer)
                return context.draft(
                    element.sourceSerial, heard: [context.lines[first], context.lines[second]],
                    "\(element.label.quotedForAudit) is heard twice: the \(elements[outer].kindName) and the \(element.kindName) inside it are both stops, so the user swipes onto the same words again and cannot tell whether they are one thing or two.",
                    swiftUI:
                        ".accessibilityHidden(true) on the inner view, or .accessibilityElement(children: .combine) on the outer one so the two are one stop",
                    uiKit:
                        "innerView.isAccessibilityElement = false (a view that is an accessibility element hides its subviews: leave it out of accessibilityElements)"
                )
            }
            return nil
        }
    }

    /// A swipe right that lands clearly above the stop before it, where frames say where stops
    /// are: the focus order does not follow the screen.
    ///
    /// VoiceOver's own orders are left alone (VOICEOVER.md §3): a new column along the layout
    /// direction, a group placed where its first element falls (so leaving a group that runs
    /// down the screen is no jump), a navigation bar, toolbar or tab bar (read as the system
    /// reads it), and a container with an order of its own (`accessibilityElements`, a table's
    /// or collection view's rows, `accessibilitySortPriority`): an order someone chose.
    static let focusOrderJumpsBack = AuditRule(
        "focus-order-jumps-back", .warning, "Swiping right moves focus back up the screen: the order does not follow the layout.",
        source:
            "W3C, WCAG 2.2 success criterion 2.4.3 Focus Order; Google's Accessibility Scanner (Accessibility Test Framework for Android), TraversalOrderCheck; VOICEOVER.md §3"
    ) { context in
        let elements = context.list.elements
        guard elements.count >= 2 else { return [] }
        return (1..<elements.count).compactMap { index -> AuditFinding.Draft? in
            guard let jump = FocusJump(from: index - 1, to: index, in: context) else { return nil }
            let previous = elements[index - 1]
            let element = elements[index]
            let above = AuditText.points(jump.from.y - jump.to.maxY)
            return context.draft(
                element.sourceSerial, heard: [context.lines[index - 1], context.lines[index]],
                "After \(previous.label.quotedForAudit) (top at \(AuditText.points(jump.from.y)) pt) the next swipe goes back up to \(element.label.quotedForAudit), which ends \(above) pt above it (top at \(AuditText.points(jump.to.y)) pt): the focus order does not follow the screen, and a user who swipes through it meets this \(element.kindName) out of place.",
                swiftUI:
                    "declare the views in the order they are drawn (a view drawn at the top by .overlay or a ZStack comes first), or .accessibilitySortPriority on the views of one .accessibilityElement(children: .contain) container",
                uiKit: "container.accessibilityElements = [...] in the order the screen is read, top to bottom")
        }
    }
}

/// A move from one stop to the next that goes back up the screen, outside VoiceOver's own
/// orders (``AuditRule/focusOrderJumpsBack``).
struct FocusJump {
    /// The frames of the stop focus leaves and of the one it lands on.
    var from: Frame
    var to: Frame

    /// The kinds whose children VoiceOver reads in an order of their own: bars (the system's
    /// order) and tables and collection views (their rows).
    static let ownOrder: Set<NodeKind> = [.navigationBar, .toolbar, .tabBar, .list]

    init?(from first: Int, to second: Int, in context: AuditContext) {
        let elements = context.list.elements
        guard let a = elements[first].frame, let b = elements[second].frame, a.width > 0, a.height > 0, b.width > 0, b.height > 0,
            b.maxY <= a.y
        else { return nil }
        // The view where the order of the two is decided: the nearest around both; the two
        // children of it the stops sit in are what is ordered there.
        let chainA = [elements[first].sourceSerial] + context.ancestors(of: elements[first].sourceSerial)
        let chainB = [elements[second].sourceSerial] + context.ancestors(of: elements[second].sourceSerial)
        let inB = Set(chainB)
        guard let common = chainA.firstIndex(where: inB.contains), let commonB = chainB.firstIndex(of: chainA[common]) else {
            return nil
        }
        let decider = chainA[common]
        // A bar or a table anywhere around either: the system's or the rows' order.
        for serial in chainA.dropFirst() + chainB.dropFirst() {
            guard let node = context.nodes[serial] else { continue }
            if Self.ownOrder.contains(node.kind) { return nil }
        }
        // An order someone wrote: accessibilityElements, or a sort priority on either side.
        if context.nodes[decider]?.accessibility.elements != nil { return nil }
        for serial in chainA + chainB where context.nodes[serial]?.accessibility.sortPriority.map({ $0 != 0 }) == true {
            return nil
        }
        // Where each side's group is placed: its first stop (VOICEOVER.md §3: a group is placed
        // where its first element falls).
        let sideA = common > 0 ? chainA[common - 1] : decider
        let sideB = commonB > 0 ? chainB[commonB - 1] : decider
        guard let startA = context.elements(inside: sideA).first.flatMap({ elements[$0].frame }),
            let startB = context.elements(inside: sideB).first.flatMap({ elements[$0].frame })
        else { return nil }
        // The group read second must start clearly above where the first one starts.
        guard startB.maxY <= startA.y else { return nil }
        // A new column: beside the stop before, along the layout direction.
        let rightToLeft = context.scenario.screen.layoutDirection == .rightToLeft
        if rightToLeft ? b.maxX <= a.x : b.x >= a.maxX { return nil }
        from = a
        to = b
    }
}
