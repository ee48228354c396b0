// SwiftUI's accessibility modifiers: what VoiceOver reads and how it groups.

/// `.accessibilityElement(children:)`'s argument, by SwiftUI's name.
public typealias AccessibilityChildBehavior = ChildBehavior

extension AccessibleView {
    /// The label VoiceOver reads instead of the view's own text.
    ///
    /// ```swift
    /// Button { Image("ic_trash") }.accessibilityLabel("Delete")  // "Delete, Button"
    /// ```
    public func accessibilityLabel(_ label: String) -> Node {
        modified { $0.accessibility.label = label }
    }

    /// SwiftUI's `.accessibilityLabel(Text(...))`.
    public func accessibilityLabel(_ label: Text) -> Node {
        accessibilityLabel(label.node.title ?? "")
    }

    /// The value VoiceOver reads after the label: `.accessibilityValue("4 of 5 stars")`.
    public func accessibilityValue(_ value: String) -> Node {
        modified { $0.accessibility.value = value }
    }

    /// SwiftUI's `.accessibilityValue(Text(...))`.
    public func accessibilityValue(_ value: Text) -> Node {
        accessibilityValue(value.node.title ?? "")
    }

    /// The hint VoiceOver reads after a pause, when hints are on: `.accessibilityHint("Required")`.
    public func accessibilityHint(_ hint: String) -> Node {
        modified { $0.accessibility.hint = hint }
    }

    /// SwiftUI's `.accessibilityHint(Text(...))`.
    public func accessibilityHint(_ hint: Text) -> Node {
        accessibilityHint(hint.node.title ?? "")
    }

    /// Adds traits: `.accessibilityAddTraits([.isHeader, .isSelected])`.
    ///
    /// The latest call wins: adding a trait takes it out of the removed ones.
    public func accessibilityAddTraits(_ traits: Traits) -> Node {
        modified {
            $0.accessibility.addTraits.formUnion(traits)
            $0.accessibility.removeTraits.subtract(traits)
        }
    }

    /// Removes traits the view has by default: `.accessibilityRemoveTraits(.isImage)`.
    ///
    /// The latest call wins: removing a trait takes it out of the added ones.
    public func accessibilityRemoveTraits(_ traits: Traits) -> Node {
        modified {
            $0.accessibility.removeTraits.formUnion(traits)
            $0.accessibility.addTraits.subtract(traits)
        }
    }

    /// Hides the view and its children from VoiceOver: `.accessibilityHidden(true)`.
    public func accessibilityHidden(_ hidden: Bool) -> Node {
        modified { $0.accessibility.hidden = hidden }
    }

    /// Makes the view one element, built from its children as `children` says.
    ///
    /// ```swift
    /// HStack { Text("Maya Lin"); Text("3 saved articles") }
    ///     .accessibilityElement(children: .combine)  // "Maya Lin, 3 saved articles"
    /// ```
    /// A bare `.accessibilityElement()` is `.ignore`, as in SwiftUI.
    public func accessibilityElement(children: ChildBehavior = .ignore) -> Node {
        modified { $0.accessibility.childBehavior = children }
    }

    /// Orders siblings: higher first, default 0: `.accessibilitySortPriority(1)`.
    public func accessibilitySortPriority(_ priority: Double) -> Node {
        modified { $0.accessibility.sortPriority = priority }
    }

    /// Information beyond the label, value and hint (`AXCustomContent`):
    ///
    /// ```swift
    /// Text("Maya")
    ///     .accessibilityCustomContent("Age", "34", importance: .high)  // "Maya, Age, 34"
    ///     .accessibilityCustomContent("City", "Oslo")  // "More content available"; the More Content rotor: "City, Oslo"
    /// ```
    /// The same label again replaces the entry's value and importance, as in SwiftUI.
    public func accessibilityCustomContent(_ label: String, _ value: String, importance: CustomContentImportance = .default) -> Node {
        modified {
            $0.accessibility.customContent = $0.accessibility.customContent.adding(
                CustomContent(label: label, value: value, importance: importance))
        }
    }

    /// A rotor of the app's own (`UIAccessibilityCustomRotor`), moving through the views with
    /// these ids in this order:
    ///
    /// ```swift
    /// List { ... }
    ///     .accessibilityRotor("Unread", entries: ["message-2", "message-4"])
    /// ```
    /// The step `.rotor("Unread")` turns to it; `.rotorNext` then says "message-2"'s line.
    public func accessibilityRotor(_ name: String, entries: [String]) -> Node {
        modified { $0.accessibility.rotors.append(CustomRotor(name: name, items: entries)) }
    }

    /// The names Voice Control accepts: `.accessibilityInputLabels(["Delete", "Trash"])`.
    public func accessibilityInputLabels(_ labels: [String]) -> Node {
        modified { $0.accessibility.inputLabels = labels }
    }

    /// Whether Switch Control, Voice Control and Full Keyboard Access interact with the element,
    /// in place of what its traits, actions and gestures imply:
    /// `.accessibilityRespondsToUserInteraction(false)`.
    public func accessibilityRespondsToUserInteraction(_ responds: Bool = true) -> Node {
        modified { $0.accessibility.respondsToUserInteraction = responds }
    }

    /// The language the view is spoken in (UIKit's `accessibilityLanguage`): `.accessibilityLanguage("fr")`.
    public func accessibilityLanguage(_ language: String) -> Node {
        modified { $0.accessibility.language = language }
    }

    /// A heading level for the rotor; implies the header trait, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Edit note").accessibilityHeading(.h1)  // headingLevel 1: "Edit note, Heading"
    /// ```
    /// A level is stored as a screen file's `"accessibilityHeading": "h1"` is (the element list
    /// adds the header trait); `.unspecified` adds the header trait without a level.
    public func accessibilityHeading(_ level: HeadingLevel) -> Node {
        guard level != .unspecified else { return accessibilityAddTraits(.isHeader) }
        return modified { $0.accessibility.headingLevel = level.rawValue }
    }

    /// Dims the view and stops it reacting: "OK, Dimmed, Button".
    public func disabled(_ disabled: Bool) -> Node {
        modified { $0.accessibility.disabled = disabled }
    }

    /// The handle steps and `accessibilityElements` use; never spoken: `.id("delete")`.
    public func id(_ id: some Hashable) -> Node {
        modified { $0.id = String(describing: id) }
    }

    /// SwiftUI's `.accessibilityIdentifier(_:)`, the handle UI tests use; the same as `.id(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> Node {
        id(identifier)
    }
}

/// The level of `.accessibilityHeading(_:)`, SwiftUI's `AccessibilityHeadingLevel`.
public enum HeadingLevel: Int, Sendable, CaseIterable {
    /// A heading of no particular level.
    case unspecified = 0
    /// A top-level heading.
    case h1 = 1
    /// Headings of levels 2 to 6.
    case h2, h3, h4, h5, h6
}

/// SwiftUI's name for `HeadingLevel`.
public typealias AccessibilityHeadingLevel = HeadingLevel

extension AccessibleView {
    /// Tells `earshot audit` that the developer has decided not to follow these rules on this
    /// view and everything inside it; the report lists them as suppressed. A screen file's
    /// `"earshotIgnore": ["rule-id"]`.
    ///
    /// ```swift
    /// Image("IMG_2041").earshotIgnore("label-is-file-name")
    /// ```
    public func earshotIgnore(_ rules: String...) -> Node {
        modified { $0.accessibility.auditIgnore = ($0.accessibility.auditIgnore ?? []) + rules }
    }
}
