import EarshotBase

/// Checks that every id a scenario's steps name belongs to a view that exists somewhere: in the
/// screen, in a view a step inserts, or in a screen a step presents. A typo such as
/// `{"activate": "sav"}` is an error at load time, with a suggestion, not a silent no-op. So is a
/// `rotor` step naming neither a system setting nor a custom rotor any of those views declares.
package struct StepReferences {
    var json: JSONReader

    func check(_ scenario: Scenario) throws(InputError) {
        // Every id that can exist: the screen's views, and the views that steps and reactions
        // bring in (insertions, presentations), wherever they are written.
        var known = Set<String>()
        var rotors = Set<String>()
        var nodes: [Node] = [scenario.screen.root]
        var steps: [TimedStep] = scenario.steps ?? []
        while true {
            if let node = nodes.popLast() {
                if let id = node.id { known.insert(id) }
                if node.hasAccessibilityModifiers { rotors.formUnion(node.accessibility.rotors.map(\.name)) }
                nodes.append(contentsOf: node.children)
                steps.append(contentsOf: Self.reactionSteps(of: node))
            } else if let step = steps.popLast() {
                nodes.append(contentsOf: Self.nodes(in: step.step))
            } else {
                break
            }
        }
        for (index, step) in (scenario.steps ?? []).enumerated() {
            if case .gesture(.rotor(.custom(let name))) = step.step, !rotors.contains(name) {
                let names = NodeReader.rotorNames + rotors.sorted()
                let custom = rotors.isEmpty ? "" : "; the screen's rotors: " + rotors.sorted().joined(separator: ", ")
                throw json.error(
                    JSONPath.top.appending("steps").appending(index).appending("rotor"),
                    "unknown rotor setting \"\(name)\"; Earshot knows " + NodeReader.rotorNames.joined(separator: ", ") + custom,
                    suggestion: Suggestion.closest(to: name, among: names).map { "did you mean \"\($0)\"?" })
            }
            for id in Self.references(in: step.step) where !known.contains(id) {
                // Sorted only for the suggestion of an error: a scenario whose ids all exist
                // does not pay n log n string comparisons on every load.
                throw json.error(
                    JSONPath.top.appending("steps").appending(index), "no view has the id \"\(id)\"",
                    suggestion: Suggestion.closest(to: id, among: known.sorted()).map { "did you mean \"\($0)\"?" })
            }
        }
    }

    static func reactionSteps(of node: Node) -> [TimedStep] {
        let reactions = node.reactions
        var steps: [TimedStep] = []
        for list in [reactions.onActivate, reactions.onMagicTap, reactions.onEscape, reactions.onIncrement, reactions.onDecrement] {
            steps += list ?? []
        }
        for list in reactions.onScroll.values { steps += list }
        for action in node.accessibility.actions { steps += action.steps }
        return steps
    }

    static func nodes(in step: Step) -> [Node] {
        switch step {
        case .gesture: return []
        case .app(.insert(let node, _, _)): return [node]
        case .app(.present(let presentation)): return [presentation.root]
        case .app(.announce), .app(.screenChanged), .app(.layoutChanged), .app(.pageScrolled), .app(.accessibilityFocus),
            .app(.update), .app(.remove), .app(.dismiss):
            return []
        }
    }

    package static func references(in step: Step) -> [String] {
        switch step {
        case .gesture(.activate(let id?)), .gesture(.touch(.element(let id))), .app(.screenChanged(let id?)),
            .app(.layoutChanged(let id?)), .app(.accessibilityFocus(let id)), .app(.update(let id, _)), .app(.remove(let id)),
            .app(.dismiss(let id?)):
            return [id]
        case .app(.insert(_, let into, _)):
            return [into]
        case .gesture(.activate(nil)), .gesture(.touch(.point)), .gesture(.next), .gesture(.previous), .gesture(.first),
            .gesture(.last), .gesture(.readAll), .gesture(.readFromFocus), .gesture(.magicTap), .gesture(.escape),
            .gesture(.increment), .gesture(.decrement), .gesture(.rotor), .gesture(.rotorNext), .gesture(.rotorPrevious),
            .gesture(.action), .gesture(.scroll), .gesture(.type), .gesture(.wait), .gesture(.say), .app(.screenChanged(nil)),
            .app(.layoutChanged(nil)),
            .app(.dismiss(nil)), .app(.announce), .app(.pageScrolled), .app(.present):
            return []
        }
    }
}
