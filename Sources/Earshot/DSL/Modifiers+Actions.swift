// What the app does when VoiceOver acts on a view: activation, named actions, magic tap,
// escape, adjustment and scrolling. Each takes its steps from a `StepBuilder` block.

/// The kind of `.accessibilityAction(_:_:)`, SwiftUI's `AccessibilityActionKind`.
public enum AccessibilityActionKind: Sendable {
    /// Double tap.
    case `default`
    /// Two-finger scrub.
    case escape
    /// Two-finger double tap.
    case magicTap
}

/// The direction `.accessibilityAdjustableAction` is called with.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// A swipe up (`increment`) or down (`decrement`).
    case increment, decrement
}

extension AccessibleView {
    /// A named action VoiceOver offers in the Actions rotor ("Actions available").
    ///
    /// ```swift
    /// HStack { Text("Maya Lin") }
    ///     .accessibilityElement(children: .combine)
    ///     .accessibilityAction(named: "Favourite") { Announce("Added to favourites") }
    /// ```
    public func accessibilityAction(named name: String, @StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let action = CustomAction(name: name, steps: steps())
        return modified { $0.accessibility.actions.append(action) }
    }

    /// A named action that does nothing the listener hears: `.accessibilityAction(named: "Remove")`.
    public func accessibilityAction(named name: String) -> Node {
        accessibilityAction(named: name) {}
    }

    /// SwiftUI's `.accessibilityAction(.magicTap) { ... }`, `.escape` and `.default` (double tap).
    ///
    /// ```swift
    /// Text("Now playing").accessibilityAction(.magicTap) { Announce("Paused") }
    /// ```
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, @StepBuilder _ steps: () -> [TimedStep])
        -> Node
    {
        switch kind {
        case .default: return onActivate(steps)
        case .escape: return onEscape(steps)
        case .magicTap: return onMagicTap(steps)
        }
    }

    /// What the app does on a double tap.
    ///
    /// ```swift
    /// Button("Save").onActivate {
    ///     Insert(Text("Title is required").id("title-error"), into: "form", at: 2)
    ///     LayoutChanged("title-error")
    /// }
    /// ```
    /// Steps given twice run one after the other.
    public func onActivate(@StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onActivate = ($0.reactions.onActivate ?? []) + steps }
    }

    /// What the app does on a magic tap (two-finger double tap).
    public func onMagicTap(@StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onMagicTap = ($0.reactions.onMagicTap ?? []) + steps }
    }

    /// What the app does on escape (two-finger scrub): `.onEscape { Dismiss("sheet") }`.
    public func onEscape(@StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onEscape = ($0.reactions.onEscape ?? []) + steps }
    }

    /// What the app does on a swipe up on this element (a custom adjustable action).
    ///
    /// ```swift
    /// .onIncrement { Update("rating", accessibilityValue: "5 of 5 stars") }
    /// ```
    /// Unlike `.accessibilityAdjustableAction`, it adds no trait: add `.adjustable` yourself, as
    /// a screen file does.
    public func onIncrement(@StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onIncrement = ($0.reactions.onIncrement ?? []) + steps }
    }

    /// What the app does on a swipe down on this element (a custom adjustable action).
    public func onDecrement(@StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onDecrement = ($0.reactions.onDecrement ?? []) + steps }
    }

    /// SwiftUI's adjustable action: makes the view adjustable and gives both directions' steps.
    ///
    /// ```swift
    /// .accessibilityAdjustableAction { direction in
    ///     switch direction {
    ///     case .increment: Update("rating", accessibilityValue: "5 of 5 stars")
    ///     case .decrement: Update("rating", accessibilityValue: "3 of 5 stars")
    ///     }
    /// }
    /// ```
    public func accessibilityAdjustableAction(
        @StepBuilder _ steps: (AccessibilityAdjustmentDirection) -> [TimedStep]
    ) -> Node {
        let up = steps(.increment)
        let down = steps(.decrement)
        return modified {
            $0.accessibility.addTraits.insert(.adjustable)
            $0.accessibility.removeTraits.remove(.adjustable)
            $0.reactions.onIncrement = up
            $0.reactions.onDecrement = down
        }
    }

    /// What the app does on a three-finger scroll in one direction (Earshot's extension).
    ///
    /// ```swift
    /// ScrollView(pages: 3, page: 1) { ... }.onScroll(.up) { PageScrolled("Page 2 of 3") }
    /// ```
    public func onScroll(_ direction: ScrollDirection, @StepBuilder _ steps: () -> [TimedStep]) -> Node {
        let steps = steps()
        return modified { $0.reactions.onScroll[direction, default: []] += steps }
    }
}
