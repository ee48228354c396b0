/// Checks that every id a scenario's steps name belongs to a view that exists somewhere: in the
/// screen, in a view a step inserts, or in a screen a step presents. A typo such as
/// `{"activate": "sav"}` is an error at load time, with a suggestion, not a silent no-op.
struct StepReferences {
    var json: JSONReader

    func check(_ scenario: Scenario) throws(InputError) {
        var known = Set<String>()
        var pending: [Node] = [scenario.screen.root]
        var steps: [(TimedStep, JSONPath)] = (scenario.steps ?? []).enumerated().map { ($1, JSONPath.top.appending("steps").appending($0)) }
        var reactionSteps: [TimedStep] = []
        // Gather ids from the screen, and the nodes that steps and reactions bring in.
        var index = 0
        while index < pending.count || !reactionSteps.isEmpty {
            if index < pending.count {
                let node = pending[index]
                index += 1
                if let id = node.id { known.insert(id) }
                pending.append(contentsOf: node.children)
                let reactions = node.reactions
                for list in [reactions.onActivate, reactions.onMagicTap, reactions.onEscape, reactions.onIncrement, reactions.onDecrement] {
                    reactionSteps.append(contentsOf: list ?? [])
                }
                for list in reactions.onScroll.values { reactionSteps.append(contentsOf: list) }
                for action in node.accessibility.actions { reactionSteps.append(contentsOf: action.steps) }
            } else {
                let step = reactionSteps.removeLast()
                pending.append(contentsOf: Self.nodes(in: step.step))
            }
        }
        for (step, _) in steps { pending.append(contentsOf: Self.nodes(in: step.step)) }
        while index < pending.count {
            let node = pending[index]
            index += 1
            if let id = node.id { known.insert(id) }
            pending.append(contentsOf: node.children)
        }
        let candidates = known.sorted()
        for (step, path) in steps {
            for id in Self.references(in: step.step) where !known.contains(id) {
                throw json.error(
                    path, "no view has the id \"\(id)\"",
                    suggestion: Suggestion.closest(to: id, among: candidates).map { "did you mean \"\($0)\"?" })
            }
        }
        steps.removeAll()
    }

    static func nodes(in step: Step) -> [Node] {
        switch step {
        case .insert(let node, _, _): return [node]
        case .present(let presentation): return [presentation.root]
        default: return []
        }
    }

    static func references(in step: Step) -> [String] {
        switch step {
        case .activate(let id?), .touch(.element(let id)), .screenChanged(let id?), .layoutChanged(let id?),
            .accessibilityFocus(let id), .update(let id, _), .remove(let id), .dismiss(let id?):
            return [id]
        case .insert(_, let into, _):
            return [into]
        default:
            return []
        }
    }
}
