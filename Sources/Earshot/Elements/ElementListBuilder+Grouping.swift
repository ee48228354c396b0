extension ElementListBuilder {
    /// The items a node contributes to the container scope it stands in.
    mutating func collect(_ node: consuming Node, _ inherited: Inherited) -> [Item] {
        var items: [Item] = []
        collect(node, inherited, into: &items)
        return items
    }

    /// Appends the items a node contributes to the container scope it stands in to `items`: a
    /// stack VoiceOver sees through appends its children's where they are, so stacks nested n
    /// deep cost n, not the n² of handing each level's items up to the next.
    ///
    /// A view that sets no modifier (most views) passes its context on as it is: nothing is
    /// copied or read out of line for it, not even the default modifiers (nil stands for them).
    mutating func collect(_ node: consuming Node, _ inherited: Inherited, into items: inout [Item]) {
        // A text with no modifier and no subview (most views of a long list) is never hidden and
        // makes one element: made at once, past the rules below that would not apply to it.
        if node.kind == .text, !node.hasAccessibilityModifiers, node.children.isEmpty, priorityEffects == nil {
            return plainTextItem(node, inherited, into: &items)
        }
        if isHidden(node) { return }
        guard node.hasAccessibilityModifiers else {
            collectScoped(node, inherited, nil, priority: inherited.sortPriority ?? 0, into: &items)
            return
        }
        let modifiers = node.accessibility
        var context = inherited
        if let language = modifiers.language { context.language = language }
        if modifiers.disabled == true { context.disabled = true }
        if let speech = modifiers.speech { context.speech = speech }
        warnAboutForeignKeys(modifiers)
        collectScoped(node, context, modifiers, priority: modifiers.sortPriority ?? context.sortPriority ?? 0, into: &items)
    }

    /// `collect(_:_:into:)` once the view's context and modifiers (nil: none set) are known,
    /// watching the sort priorities when the builder does.
    private mutating func collectScoped(
        _ node: consuming Node, _ context: Inherited, _ modifiers: AccessibilityModifiers?, priority: Double, into items: inout [Item]
    ) {
        if priorityEffects != nil {
            let start = items.count
            let own = modifiers?.sortPriority != nil
            // What the items this view makes would sort by without its priority.
            if own { priorityEffects?.fallbacks[node.serial] = context.sortPriority ?? 0 }
            let source = own ? node.serial : context.sortPriority != nil ? context.sortPrioritySource : 0
            // A stack VoiceOver sees through makes no item of its own: its children's are theirs.
            if collectItems(node, context, modifiers, priority: priority, into: &items), source != 0 {
                for index in start..<items.count { items[index].prioritySource = Int32(truncatingIfNeeded: source) }
            }
            return
        }
        collectItems(node, context, modifiers, priority: priority, into: &items)
    }

    /// Appends the items of `node` (not hidden; `modifiers` are its own, nil when it sets
    /// none), passing `context` on and sorting by `priority`;
    /// false for a stack VoiceOver sees through, whose items are its children's.
    @discardableResult
    private mutating func collectItems(
        _ node: consuming Node, _ context: Inherited, _ modifiers: AccessibilityModifiers?, priority: Double, into items: inout [Item]
    ) -> Bool {
        switch modifiers?.childBehavior {
        case .ignore?:
            // A new element with no properties but its own; children are hidden (Apple,
            // `AccessibilityChildBehavior.ignore`).
            var element = makeElement(node, context, label: "", value: "", traits: [])
            element.activationSerial = node.serial
            items.append(item(element, priority))
            return true
        case .combine?:
            items.append(item(combined(&node, context), priority))
            return true
        case .contain?:
            items.append(group(&node, context, description: modifiers?.label, priority: priority))
            return true
        case nil:
            break
        }
        if modifiers?.isAccessibilityElement == true, node.kind.isTransparentContainer || !node.children.isEmpty {
            // UIKit `isAccessibilityElement`: one element, with or without subviews; honoured in
            // SwiftUI screens too, as a hosted UIKit view (FORMAT.md).
            items.append(item(viewElement(&node, context), priority))
            return true
        }
        switch node.kind {
        case .tabBar:
            let description = modifiers?.label ?? phrases.phrase(.containerTabBar)
            items.append(group(&node, context, description: description, priority: priority, arrangement: .bar))
            return true
        case .toolbar:
            let description = modifiers?.label ?? phrases.phrase(.containerToolbar)
            items.append(group(&node, context, description: description, priority: priority, arrangement: .bar))
            return true
        case .dataTable:
            let description = modifiers?.label ?? node.title ?? phrases.phrase(.containerDataTable)
            items.append(table(&node, context, description: description, priority: priority))
            return true
        case .navigationBar:
            var inner = context
            inner.barTitle = Self.barTitle(of: node)
            items.append(group(&node, inner, description: modifiers?.label, priority: priority, arrangement: .bar))
            return true
        case .list where framework == .uikit && modifiers?.containerType == nil:
            // A UIKit table or collection view: its cells together, in row order.
            items.append(group(&node, context, description: nil, priority: priority, isContainer: false, arrangement: .declared))
            return true
        case .text, .image, .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField,
            .progressView, .label, .tab, .menu, .pageControl, .datePicker, .alert, .vStack, .hStack, .zStack, .group, .list, .form,
            .section, .scrollView, .navigationStack, .view:
            break
        }
        if let modifiers, modifiers.containerType != nil || modifiers.groupsChildren == true || modifiers.elements != nil {
            let description: String? = modifiers.containerType == nil ? nil : modifiers.label
            items.append(group(&node, context, description: description, priority: priority, isContainer: modifiers.containerType != nil))
            return true
        }
        if node.kind.isScrollable, framework == .swiftui {
            items.append(scrollScope(&node, context, priority: priority))
            return true
        }
        if node.kind.isTransparentContainer {
            transparent(&node, context, into: &items)
            return false
        }
        if leafContexts != nil, asideDepth == 0, node.id != nil { leafContexts?[node.serial] = context }
        leafItems(&node, context, priority: priority, into: &items)
        return true
    }

    /// A stack VoiceOver sees through: no stop, no description, its children read in its place.
    ///
    /// SwiftUI applies its modifiers to each element inside (CVS Health GroupingControls: a
    /// label on a stack without `.contain` "will incorrectly override the visible label text of
    /// the controls inside"), its sort priority too: an element inside with no priority of its
    /// own takes the stack's. A plain stack is no accessibility container, so it is not sorted
    /// as one: its items join the enclosing container's and compete with all of them
    /// (VOICEOVER.md §3: a Done button with priority -1 alone in a plain `HStack` was read after
    /// the scroll view below it, in real VoiceOver walks of gewill/OpenCCman's What's New sheet).
    /// UIKit views pass on nothing and their subviews join the enclosing container's geometric
    /// order.
    mutating func transparent(_ node: inout Node, _ context: Inherited, into items: inout [Item]) {
        var inner = context
        if framework == .swiftui {
            let modifiers = node.accessibility
            inner = Self.passedOn(modifiers, context)
            inner.sortPriority = modifiers.sortPriority ?? context.sortPriority
            if modifiers.sortPriority != nil { inner.sortPrioritySource = node.serial }
        } else {
            warnAboutIgnoredKeys(node.accessibility)
        }
        collectChildren(of: &node, inner, into: &items)
    }

    /// What a SwiftUI view VoiceOver sees through hands each element inside: its label, value,
    /// hint and traits over the context's (its sort priority is the caller's to pass on or not).
    static func passedOn(_ modifiers: AccessibilityModifiers, _ context: Inherited) -> Inherited {
        var inner = context
        inner.label = modifiers.label ?? context.label
        inner.value = modifiers.value ?? context.value
        inner.hint = modifiers.hint ?? context.hint
        inner.addTraits.formUnion(modifiers.addTraits.subtracting(.isModal))
        inner.removeTraits.formUnion(modifiers.removeTraits)
        return inner
    }

    /// A SwiftUI `ScrollView`, `List` or `Form`: seen through as a plain stack is (no stop, no
    /// description, its modifiers reach each element inside), but a scope for sort priority: its
    /// elements sort among themselves and the scroll view sorts as one among its siblings, by its
    /// own priority (VOICEOVER.md §3: an iPad workspace whose panes carry priorities 3, 2, 1 inside
    /// a `ScrollView` was read toolbar first, then the panes in priority order, in recorded
    /// XCUIVoiceOverService walks, iPadOS 27.0).
    mutating func scrollScope(_ node: inout Node, _ context: Inherited, priority: Double) -> Item {
        let modifiers = node.accessibility
        var inner = Self.passedOn(modifiers, context)
        inner.sortPriority = nil
        let ordered = order(collectChildren(of: &node, inner), explicit: false)
        return Item(content: .group(container: nil, items: ordered), priority: priority, frame: modifiers.frame ?? ordered.first?.frame)
    }

    /// A container: its children stay separate stops, are read together, and sort among
    /// themselves. `description` is spoken when focus first enters it (CVS Health's
    /// ios-swiftui-accessibility-techniques, Containers; accessibilityupto11.com, day 86).
    mutating func group(
        _ node: inout Node, _ context: Inherited, description: String?, priority: Double, isContainer: Bool = true,
        arrangement: Arrangement = .rows
    ) -> Item {
        var inner = context
        inner.label = nil
        inner.value = nil
        inner.hint = nil
        inner.sortPriority = nil
        var children: [Item] = []
        let explicit = node.accessibility.elements
        if let explicit {
            // UIKit `accessibilityElements`: this order exactly; views left out are unreachable.
            // Every listed view is found in one walk of the container, not one walk each.
            let found = NodeWalk.findWithSteps(Set(explicit), under: node)
            for id in explicit {
                guard let (listed, way) = found[id] else {
                    warn("'accessibilityElements' names '\(id)', which is not a view inside this one; it is left out")
                    continue
                }
                for step in way { made.trail.enter(step.index, serial: step.serial, key: step.key) }
                children += collect(listed, inner)
                for _ in way { made.trail.leave() }
            }
        } else {
            children = collectChildren(of: &node, inner)
        }
        let ordered = order(children, explicit: explicit != nil, arrangement: arrangement)
        if node.kind == .tabBar { numberTabs(ordered) }
        var container: Int?
        if isContainer {
            container = made.pool.add(
                ContainerInfo(serial: node.serial, description: description, language: context.language, isDisabled: context.disabled))
        }
        var frame = node.accessibility.frame ?? ordered.first?.frame
        if arrangement == .declared, let own = node.accessibility.frame {
            // Placed where its first row on screen is: a full-screen table comes after the
            // navigation bar over its top, and a row scrolled away above does not pull it up.
            // With no row on screen, at the middle of its frame (below a bar over its top).
            let middle = Frame(x: own.x, y: own.y + own.height / 2, width: own.width, height: 0)
            frame = ordered.lazy.compactMap(\.frame).first { $0.y >= own.y && $0.y < own.maxY } ?? middle
        }
        return Item(content: .group(container: container, items: ordered), priority: priority, frame: frame)
    }

    /// The serial of a navigation bar's title, its first text: a heading whatever traits the app
    /// gave it, as UIKit's `UINavigationBar` and SwiftUI's `navigationTitle` make it (recorded
    /// XCUIVoiceOverService walks, iOS 27; VOICEOVER.md §1). A second text (a subtitle) is not.
    static func barTitle(of bar: Node) -> Int? {
        for child in bar.children where child.accessibility.hidden != true {
            if child.kind == .text { return child.serial }
            if child.kind.isTransparentContainer, let title = barTitle(of: child) { return title }
        }
        return nil
    }

    /// Tabs say "N of M" among the tabs of their tab bar (accessibilityupto11.com, day 87:
    /// "Tab bar, Watch Now, Tab, 1 of 5").
    mutating func numberTabs(_ items: [Item]) {
        let count = made.pool.elements(of: items).filter { $0.control == .tab }.count
        var index = 0
        func visit(_ items: [Item], _ pool: inout ElementPool) {
            for item in items {
                switch item.content {
                case .element(let element) where pool[element].control == .tab:
                    index += 1
                    pool[element].position = .init(index: index, count: count)
                case .group(_, let children):
                    visit(children, &pool)
                case .element:
                    break
                }
            }
        }
        visit(items, &made.pool)
    }
}

extension NodeWalk {
    /// The first node with this id under `node` (breadth first), not counting `node` itself.
    static func find(_ id: String, under node: Node) -> Node? {
        var queue = node.children
        var index = 0
        while index < queue.count {
            if queue[index].id == id { return queue[index] }
            queue.append(contentsOf: queue[index].children)
            index += 1
        }
        return nil
    }

    /// The first node with each of `ids` under `node`, as `find` finds it, and the steps down to
    /// it from `node` (each its parent's child list key, its index and its serial); an id no
    /// view has is not in the result.
    ///
    /// - Complexity: O(n + Σ depth) for the n views under `node`, one walk for all the ids (a
    ///   walk for each made a list of N ids cost N²).
    static func findWithSteps(
        _ ids: Set<String>, under node: Node
    ) -> [String: (Node, [(key: String, index: Int, serial: Int)])] {
        var result: [String: (Node, [(key: String, index: Int, serial: Int)])] = [:]
        guard !ids.isEmpty else { return result }
        // Breadth first, as `find`: each node queued with the queue index of its parent.
        var queue: [(node: Node, parent: Int, key: String, index: Int)] = []
        let rootKey = ScreenReader.childKey(of: node)
        for (index, child) in node.children.enumerated() { queue.append((child, -1, rootKey, index)) }
        var cursor = 0
        while cursor < queue.count, result.count < ids.count {
            let current = queue[cursor]
            if let id = current.node.id, ids.contains(id), result[id] == nil {
                var steps: [(key: String, index: Int, serial: Int)] = []
                var at = cursor
                while at >= 0 {
                    steps.append((queue[at].key, queue[at].index, queue[at].node.serial))
                    at = queue[at].parent
                }
                result[id] = (current.node, steps.reversed())
            }
            let key = ScreenReader.childKey(of: current.node)
            for (index, child) in current.node.children.enumerated() { queue.append((child, cursor, key, index)) }
            cursor += 1
        }
        return result
    }
}
