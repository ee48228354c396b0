/// Where an app step is written: a step of the scenario, or a step of a view's reaction
/// (`onActivate[1]` of the view `serial`).
package enum AppStepSource: Sendable, Hashable {
    case scenario(step: Int)
    case reaction(serial: Int, list: String, index: Int)
}

/// What the app did during a run that the audit judges afterwards (`earshot audit`'s
/// scenario rules): the texts it inserted, the notifications whose focus reached nothing, and
/// focus left on views that went away or were covered with no notification after.
package struct AppStepJournal: Sendable {
    /// An empty journal.
    package init() {}

    package struct Entry: Sendable {
        package enum Kind: Sendable {
            /// Views inserted (`insert`) that show only text: their texts.
            case insertedText([String])
            /// A notification that moves focus (`screenChanged`, `layoutChanged`,
            /// `accessibilityFocus`) whose element was not there to reach, and why.
            case focusMissed(notification: String, target: String?, reason: String)
            /// The views changed under focus and no notification followed before the user's
            /// next gesture: its element was removed (`covered` false: VoiceOver put focus where
            /// it stood) or covered by a presented view (`covered` true: focus stays behind it).
            case focusLost(label: String, covered: Bool)
        }

        package var kind: Kind
        /// The scenario step it happened during (nil: the start).
        package var step: Int?
        /// The app step that did it, where it is written.
        package var source: AppStepSource?
    }

    package var entries: [Entry] = []

    /// The texts a view inserted by the app shows, when it is a message: text (and images),
    /// nothing to operate; nil for anything else, or a message with no words. At most the
    /// first eight: a message is a few words, and an inserted list of rows is not kept whole.
    static func texts(ofMessage node: Node) -> [String]? {
        let controls: Set<NodeKind> = [
            .button, .link, .toggle, .slider, .stepper, .picker, .textField, .secureField, .textEditor, .searchField, .pageControl,
            .datePicker, .tab,
        ]
        var texts: [String] = []
        var stack = [node]
        while let next = stack.popLast() {
            if next.accessibility.hidden == true { continue }
            if controls.contains(next.kind) || next.reactions.onActivate != nil { return nil }
            if let label = next.accessibility.label ?? ([.text, .label].contains(next.kind) ? next.title : nil), !label.isEmpty {
                if texts.count < 8 { texts.append(label) }
                if next.accessibility.label != nil { continue }
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return texts.isEmpty ? nil : texts
    }
}
