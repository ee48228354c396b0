// What the app changes in the view tree: state updates, views appearing and disappearing,
// modal presentations (FORMAT.md §2.2).

/// A state change of one view, by id: the `update` step.
///
/// ```swift
/// Update("rating", accessibilityValue: "5 of 5 stars")  // update rating
/// Update("remember", isOn: true)
/// Update("rating", keys: ["accessibilityValue"]) { $0.accessibility.value = "5 of 5 stars" }
/// ```
/// The arguments are the keys of a screen file's `"set"`, and the summary is `update id`, as
/// for a screen file's update. `title` is the kind key's string (a `Text`'s text), `value` a
/// control's number (a `Slider`, `Stepper` or `ProgressView`), `accessibilityValue` the spoken
/// value. Adding a trait takes it out of the removed ones, and removing takes it out of the
/// added ones.
public struct Update: StepConvertible {
    /// The id of the view to change.
    public var id: String
    /// The change.
    public var patch: NodePatch

    /// A change written as the keys of a screen file's `"set"`, in this order.
    public init(
        _ id: String, title: String? = nil,
        accessibilityLabel: String? = nil, accessibilityValue: String? = nil, accessibilityHint: String? = nil,
        accessibilityAddTraits: Traits? = nil, accessibilityRemoveTraits: Traits? = nil,
        accessibilityHidden: Bool? = nil, disabled: Bool? = nil,
        isOn: Bool? = nil, value: Double? = nil, text: String? = nil,
        selection: String? = nil, selected: Bool? = nil, badge: String? = nil
    ) {
        var changes = PatchChanges()
        changes.set("title", title) { $0.title = $1 }
        changes.set("accessibilityLabel", accessibilityLabel) { $0.accessibility.label = $1 }
        changes.set("accessibilityValue", accessibilityValue) { $0.accessibility.value = $1 }
        changes.set("accessibilityHint", accessibilityHint) { $0.accessibility.hint = $1 }
        changes.set("accessibilityAddTraits", accessibilityAddTraits) {
            $0.accessibility.addTraits.formUnion($1)
            $0.accessibility.removeTraits.subtract($1)
        }
        changes.set("accessibilityRemoveTraits", accessibilityRemoveTraits) {
            $0.accessibility.removeTraits.formUnion($1)
            $0.accessibility.addTraits.subtract($1)
        }
        changes.set("accessibilityHidden", accessibilityHidden) { $0.accessibility.hidden = $1 }
        changes.set("disabled", disabled) { $0.accessibility.disabled = $1 }
        changes.set("isOn", isOn) { $0.control.isOn = $1 }
        changes.set("value", value) { $0.control.number = $1 }
        changes.set("text", text) { $0.control.text = $1 }
        changes.set("selection", selection) { $0.control.selection = $1 }
        changes.set("selected", selected) { $0.control.selected = $1 }
        changes.set("badge", badge) { $0.control.badge = $1 }
        self.id = id
        let applies = changes.applies
        self.patch = NodePatch(keys: changes.keys) { node in
            for apply in applies { apply(&node) }
        }
    }

    /// Any change, written as code; `keys` name what it sets, for messages.
    public init(_ id: String, keys: [String] = [], _ apply: @escaping @Sendable (inout Node) -> Void) {
        self.id = id
        self.patch = NodePatch(keys: keys, apply: apply)
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.update(id, patch)))
    }
}

/// The changes an `Update` collects, key by key.
private struct PatchChanges {
    var keys: [String] = []
    var applies: [@Sendable (inout Node) -> Void] = []

    mutating func set<Value: Sendable>(
        _ key: String, _ value: Value?, _ apply: @escaping @Sendable (inout Node, Value) -> Void
    ) {
        guard let value else { return }
        keys.append(key)
        applies.append { apply(&$0, value) }
    }
}

/// A view appearing: inserted into the container `into` at `at` (at the end when `nil`).
///
/// ```swift
/// Insert(Text("Title is required").id("title-error"), into: "form", at: 2)
/// // insert title-error into form
/// ```
public struct Insert: StepConvertible {
    /// The view to insert.
    public var node: Node
    /// The id of the container it goes into.
    public var container: String
    /// Its index among the container's children; `nil` appends it.
    public var index: Int?

    /// Inserts `view` into the container with id `container`, at `index` or at the end.
    public init(_ view: some AccessibleView, into container: String, at index: Int? = nil) {
        self.node = view.node
        self.container = container
        self.index = index
    }

    /// The view written as a block; several views are wrapped in a `Group`.
    public init(into container: String, at index: Int? = nil, @ViewBuilder content: () -> [Node]) {
        let nodes = content()
        self.init(nodes.count == 1 ? nodes[0] : Node(.group, children: nodes), into: container, at: index)
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.insert(node, into: container, at: index)))
    }
}

/// A view disappearing: `Remove("title-error")`.
public struct Remove: StepConvertible {
    /// The id of the view to remove.
    public var id: String

    /// Removes the view with this id.
    public init(_ id: String) {
        self.id = id
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.remove(id)))
    }
}

/// A modal presentation (sheet, alert, full screen, pushed screen): only its content is
/// reachable until it is dismissed.
///
/// ```swift
/// Present(Alert("Delete note?", buttons: ["Delete", "Cancel"]).id("alert"))
/// // present alert
/// Present(name: "Filters") { Text("Filters").accessibilityAddTraits(.isHeader); Toggle("Unread", isOn: false) }
/// // present Filters
/// Present(style: .popover) { Text("Filters") }
/// // "Activate to dismiss pop-up window, Button", then "Filters"
/// ```
/// Focus moves only when the app posts a notification, except for an `Alert`, which the
/// system focuses itself. A form sheet or a popover has a dismiss region before its content;
/// `dismissRegion: false` leaves it out (`.interactiveDismissDisabled()`), `true` adds it to
/// another style.
public struct Present: StepConvertible {
    /// What is presented.
    public var presentation: Presentation

    /// Presents `view` (a screen, a sheet's content or an `Alert`), with the name and language it
    /// is spoken with, its style and whether it has a dismiss region (nil: as its style has it).
    public init(
        _ view: some AccessibleView, name: String? = nil, language: String? = nil, style: PresentationStyle = .sheet,
        dismissRegion: Bool? = nil
    ) {
        presentation = Presentation(root: view.node, name: name, language: language, style: style, dismissRegion: dismissRegion)
    }

    /// The presented content written as a block; several views are wrapped in a `VStack`.
    public init(
        name: String? = nil, language: String? = nil, style: PresentationStyle = .sheet, dismissRegion: Bool? = nil,
        @ViewBuilder content: () -> [Node]
    ) {
        let nodes = content()
        self.init(
            nodes.count == 1 ? nodes[0] : Node(.vStack, children: nodes), name: name, language: language, style: style,
            dismissRegion: dismissRegion)
    }

    /// A whole screen, with its name and language.
    public init(_ screen: Screen) {
        presentation = Presentation(root: screen.root, name: screen.name, language: screen.language)
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.present(presentation)))
    }
}

/// The end of a modal presentation: `Dismiss("alert")`, or `Dismiss()` for the topmost one.
public struct Dismiss: StepConvertible {
    /// The id of the element to focus afterwards; `nil` lets VoiceOver choose.
    public var id: String?

    /// Dismisses the topmost presentation, then focuses the element with `id` if given.
    public init(_ id: String? = nil) {
        self.id = id
    }

    /// The step, as a scenario's step list holds it.
    public var timedStep: TimedStep {
        TimedStep(.app(.dismiss(id)))
    }
}
