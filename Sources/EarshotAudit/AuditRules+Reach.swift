import Earshot
import Foundation

// Rules about reaching and recognising what can be done: a control too small to touch, an
// element that does something but does not say so, a link or button whose words say nothing.
// What Xcode's accessibility audit (`XCUIApplication.performAccessibilityAudit`) and WCAG check,
// where the tree has what they need.

extension AuditRule {
    /// Apple's minimum touch target, in points, for either side.
    static let minimumTouchTarget = 44.0

    /// A button, link, switch or tab whose frame is smaller than 44 x 44 pt: hard to touch for
    /// anyone, and for a VoiceOver user exploring by touch, easy to slide past. Only where the
    /// screen has frames (UIKit screens, captures).
    static let smallTouchTarget = AuditRule(
        "small-touch-target", .warning, "A control is smaller than 44 x 44 points, the smallest target Apple recommends.",
        source:
            "Apple Human Interface Guidelines, Accessibility (a hit region of at least 44x44 pt); Xcode's accessibility audit, XCUIAccessibilityAuditType.hitRegion"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            // Buttons, links, switches and tabs: what is touched to act. UIKit's own sliders (31 pt)
            // and text fields (34 pt) are drawn shorter than 44 pt by default, and are left out;
            // so are a keyboard's keys (the system keyboard's are 33 x 42 pt on a phone).
            guard !element.traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .tab]),
                !element.traits.contains(.adjustable), !element.traits.contains(.isKeyboardKey),
                element.traits.isDisjoint(with: [.textField, .secureTextField, .isSearchField]),
                let frame = element.frame, frame.width > 0, frame.height > 0
            else { return nil }
            let minimum = minimumTouchTarget
            guard frame.width < minimum || frame.height < minimum else { return nil }
            let size = "\(AuditText.points(frame.width)) x \(AuditText.points(frame.height)) pt"
            return context.draft(
                element: index,
                "This \(element.kindName) is \(size): smaller than 44 x 44 pt, so it is hard to touch, and a VoiceOver user exploring the screen by touch easily slides past it.",
                swiftUI: ".frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()) to enlarge what can be touched",
                uiKit: "make the control at least 44 x 44 pt (or enlarge its hit area: override point(inside:with:))")
        }
    }

    /// An element the app reacts to (`onActivate`) that VoiceOver does not call a control: the
    /// user hears a label and has no reason to double tap it (`.onTapGesture` on a `Text`).
    static let interactiveWithoutTrait = AuditRule(
        "interactive-without-trait", .warning, "An element does something on double tap, but VoiceOver does not say it is a control.",
        source:
            "Apple, accessibilityAddTraits(_:) and UIAccessibilityTraits documentation (traits tell assistive technologies how an element behaves); Xcode's accessibility audit, XCUIAccessibilityAuditType.trait"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            guard !element.isActionable, let node = context.node(of: element), node.reactions.onActivate?.isEmpty == false else {
                return nil
            }
            return context.draft(
                element: index,
                "Double tapping this element does something, but VoiceOver says only \(context.lines[index].quotedForAudit), with no \"Button\" or \"Link\": nothing tells the user it can be activated.",
                swiftUI: "make it a Button (Button(action:) { ... }), or add .accessibilityAddTraits(.isButton) beside .onTapGesture",
                uiKit: "view.accessibilityTraits.insert(.button) (or .link when it opens a page)")
        }
    }

    /// Words a link or button could carry anywhere: "click here", "more", "learn more".
    static let vagueLinkText = AuditRule(
        "vague-link-text", .warning, "A link or button's name says nothing of where it goes or what it does (\"More\", \"Click here\").",
        source:
            "W3C, WCAG 2.2 success criteria 2.4.4 Link Purpose (In Context) and 2.4.9 Link Purpose (Link Only); Apple, Accessibility Programming Guide for iOS: Crafting Useful Labels and Hints"
    ) { context in
        context.list.elements.indices.compactMap { index in
            let element = context.list.elements[index]
            // A tab named "More" is the system's own More tab.
            guard !element.traits.isDisjoint(with: [.isLink, .isButton]), !element.traits.contains(.tab) else { return nil }
            let words = context.labelWords[index].joined(separator: " ")
            guard AuditText.vagueLinkWords.contains(words) else { return nil }
            return context.draft(
                element: index,
                "\(element.label.quotedForAudit) could be said of any \(element.kindName): heard in the rotor's list of \(element.traits.contains(.isLink) ? "links" : "buttons"), or on its own, it does not say what it opens or does.",
                swiftUI: ".accessibilityLabel(\"<what it opens or does>\"), e.g. \"More about delivery times\"",
                uiKit: "view.accessibilityLabel = \"<what it opens or does>\"")
        }
    }
}

extension AuditText {
    /// Whole names that say nothing on their own (lowercased words, joined by spaces).
    static let vagueLinkWords: Set<String> = [
        "click here", "tap here", "here", "click", "tap", "more", "read more", "learn more", "see more", "show more",
        "more info", "more information", "details", "link", "this link", "go", "continue reading",
    ]

    /// A length in points, as a message says it: `43`, `43.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
