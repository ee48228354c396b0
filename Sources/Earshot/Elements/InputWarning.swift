/// Something in a screen that Earshot cannot model faithfully: it runs anyway, and says so.
///
/// Warnings never enter the transcript; `earshot listen`, `dump` and `test` print them on
/// standard error as `earshot: warning: FILE: PATH: message`, and the exit status is unchanged.
///
///     ScenarioRunner.run(scenario, warnings: &warnings)
///     // warnings[0].description == "rows.scenario.json: screen.root.VStack[1]: this element would speak nothing ..."
public struct InputWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file the screen came from, when known.
    public var file: String?
    /// Where in the file: a JSON path (`root.VStack[1]`), when known.
    public var path: String?
    /// What Earshot cannot model, and what it does instead.
    public var message: String

    /// A warning about the file at `path`.
    public init(file: String? = nil, path: String? = nil, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `FILE: PATH: message`, leaving out what is not known.
    public var description: String {
        [file, path].compactMap { $0 }.map { $0 + ": " }.joined() + message
    }
}

/// The way from the root to the view being read: its ancestors' kinds and child indices.
struct NodeRoute {
    private var steps: [(kind: NodeKind, index: Int)] = []

    mutating func enter(_ index: Int, of kind: NodeKind) { steps.append((kind, index)) }
    mutating func leave() { steps.removeLast() }

    /// The JSON path of the view in a screen file: `root.VStack[1].HStack[0]`.
    var path: String {
        steps.reduce("root") { $0 + ".\($1.kind.rawValue)[\($1.index)]" }
    }
}

extension ElementListBuilder {
    /// The most warnings one build keeps: a large generated screen may repeat one mistake a
    /// million times, and a hundred lines say enough.
    static let warningLimit = 100

    /// Notes that what is read at the current place cannot be modelled faithfully.
    mutating func warn(_ message: String) {
        guard made.warnings.count <= ElementListBuilder.warningLimit else { return }
        made.keep(InputWarning(path: route.path, message: message))
    }

    /// What stands for the warnings left out.
    static let moreWarnings = InputWarning(message: "more than \(warningLimit) warnings; the rest are left out")

    /// Keys of the other framework: honoured, as a view of that framework hosted in this screen
    /// would be, and named in a warning, because a view of this screen's framework has no such
    /// property (FORMAT.md §1.2).
    mutating func warnAboutForeignKeys(_ modifiers: AccessibilityModifiers) {
        guard framework == .swiftui,
            modifiers.elements != nil || modifiers.groupsChildren != nil || modifiers.viewIsModal != nil
                || modifiers.containerType != nil
        else { return }
        let uikitOnly: [(key: String, present: Bool)] = [
            ("accessibilityElements", modifiers.elements != nil),
            ("shouldGroupAccessibilityChildren", modifiers.groupsChildren != nil),
            ("accessibilityViewIsModal", modifiers.viewIsModal != nil),
            ("accessibilityContainerType", modifiers.containerType != nil),
        ]
        for (key, present) in uikitOnly where present {
            warn("'\(key)' is a UIKit property, which no SwiftUI view has; Earshot applies it as a UIKit view hosted in SwiftUI would")
        }
    }

    /// SwiftUI behaviour that a UIKit screen's transparent view does not have, so that Earshot
    /// ignores the keys that ask for it (FORMAT.md §1.2): a SwiftUI stack applies its label,
    /// value, hint, traits and `accessibilitySortPriority` to each element inside; a UIKit view that is neither an accessibility element nor a
    /// container passes nothing on, and its subviews join the enclosing container's order.
    /// Only keys the transcript does not hear are named (the `isModal` trait still scopes).
    mutating func warnAboutIgnoredKeys(_ modifiers: AccessibilityModifiers) {
        guard framework == .uikit else { return }
        let passedOn: [(key: String, present: Bool)] = [
            ("accessibilityLabel", modifiers.label != nil),
            ("accessibilityValue", modifiers.value != nil),
            ("accessibilityHint", modifiers.hint != nil),
            ("accessibilityAddTraits", !modifiers.addTraits.subtracting(.isModal).isEmpty),
            ("accessibilityRemoveTraits", !modifiers.removeTraits.isEmpty),
        ]
        for (key, present) in passedOn where present {
            warn(
                "'\(key)' on a view that is neither an element nor a container reaches the elements inside only in SwiftUI; "
                    + "a UIKit view passes it to no subview, so Earshot ignores it (make the view one element with "
                    + "'isAccessibilityElement' or 'accessibilityElement': 'combine', or set the key on its subviews)")
        }
        if let priority = modifiers.sortPriority, priority != 0 {
            warn(
                "'accessibilitySortPriority' on a SwiftUI stack reaches each element inside; a UIKit view that is neither an "
                    + "element nor a container has its subviews join the enclosing container's order, so Earshot ignores it "
                    + "(set it on the subviews, or group them with 'shouldGroupAccessibilityChildren')")
        }
    }

    /// An element that would say nothing at all: no label, value, hint, trait word, position
    /// or actions (VOICEOVER.md §1). VoiceOver stops on it in silence.
    mutating func warnIfSilent(_ element: AccessibilityElement) {
        let spoken: Traits = [
            .notEnabled, .isButton, .backButton, .isToggle, .tab, .textField, .secureTextField, .isEditing, .isHeader, .isLink,
            .adjustable, .isImage, .isSearchField, .isSelected,
        ]
        guard element.label.isEmpty, element.value.isEmpty, element.hint.isEmpty, element.traits.isDisjoint(with: spoken),
            element.position == nil, element.actions.isEmpty
        else { return }
        warn("this element would speak nothing at all: give it an accessibilityLabel, or hide it with accessibilityHidden")
    }
}
