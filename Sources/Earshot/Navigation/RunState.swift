/// One state of the app as VoiceOver saw it during a run (`Run.states`): the views, bottom
/// layer first, and the element list built from the top one. Made by the session each time it
/// builds a list that differs from the last.
///
/// A state an `update` step made by remaking elements alone (`Session.splice`) is kept as its
/// `changes` against the state before it, its `layers` and `elements` those of the last state
/// kept whole, shared, not copied: keeping a copy of the list and of the views for each of n
/// update steps made them cost n² in time and memory. Those `elements` have the state's keys
/// in its order (a splice keeps them) but not what they say; ``RunStateWalk`` gives each state whole.
package struct RunState: Sendable {
    /// The screen, then what is presented over it; the element list is of the last.
    package var layers: [Layer]
    /// The element list built from the top layer.
    package var elements: ElementList
    /// What a state kept as changes changed against the state before it; nil for a state kept
    /// whole.
    package var changes: Changes?
    /// When it was built, on the speech clock.
    package var time: Int
    /// The step that made it (its index in the scenario's steps); nil for the start.
    package var step: Int?
    /// The ``TranscriptEvent/sequence`` of the first event posted while it stood: an event
    /// belongs to the last state whose `firstSequence` is not after its own.
    package var firstSequence: Int

    /// What an update step changed: elements made again alone, by index in the list, and the
    /// views it changed, each as it then was, with its layer and its path of child indices.
    package struct Changes: Sendable {
        package var elements: [(index: Int, element: AccessibilityElement)]
        package var views: [(layer: Int, path: [Int], node: Node)]
    }

    /// One layer of a state's views: the screen, or a presented sheet or alert.
    package struct Layer: Sendable {
        /// Its views, numbered as the run numbered them.
        package var root: Node
        /// Whether it is a system alert.
        package var isAlert: Bool
    }
}

/// Each state of a run whole (``RunState``), its changes applied to the state before it: read
/// in order, a step forward costs what the state changed (the list and views it holds are its
/// own, changed in place), so walking n states of n update steps costs n, not n². A step back
/// starts again from the last state kept whole.
package struct RunStateWalk {
    private let states: [RunState]
    /// The index of `current`; -1 before the first.
    package private(set) var index = -1
    /// The state at `index`, whole.
    private var current: RunState?
    /// Whether the views are changed too; when not, each state's `layers` are those of the
    /// last state kept whole, for a reader that changes its own copy of the views.
    private let changesViews: Bool

    package init(_ states: [RunState], changingViews: Bool = true) {
        self.states = states
        changesViews = changingViews
    }

    /// State `target`, whole.
    package mutating func state(at target: Int) -> RunState {
        if target != index || current == nil {
            if target < index || current == nil {
                var start = target
                while start > 0, states[start].changes != nil { start -= 1 }
                index = start
                current = states[start]
                current?.changes = nil
            }
            while index < target {
                index += 1
                let next = states[index]
                guard let changes = next.changes, var state = current else {
                    current = next
                    continue
                }
                current = nil
                for (at, element) in changes.elements where state.elements.elements.indices.contains(at) {
                    state.elements.replace(at: at, with: element)
                }
                for view in changes.views where changesViews && state.layers.indices.contains(view.layer) {
                    Self.replace(in: &state.layers[view.layer].root, at: view.path[...], with: view.node)
                }
                state.time = next.time
                state.step = next.step
                state.firstSequence = next.firstSequence
                current = state
            }
        }
        return current ?? states[target]
    }

    static func replace(in node: inout Node, at path: ArraySlice<Int>, with new: Node) {
        guard let first = path.first else {
            node = new
            return
        }
        guard node.children.indices.contains(first) else { return }
        replace(in: &node.children[first], at: path.dropFirst(), with: new)
    }
}
