/// Checks that every id a scenario's steps name belongs to a view that exists somewhere: in the
/// screen, in a view a step inserts, or in a screen a step presents. A typo such as
/// `{"activate": "sav"}` is an error at load time, with a suggestion, not a silent no-op.
struct StepReferences {
    var json: JSONReader

    func check(_ scenario: Scenario) throws(InputError) {
        // Every id that can exist: the screen's views, and the views that steps and reactions
        // bring in (insertions, presentations), wherever they are written.
        var known = Set<String>()
        var nodes: [Node] = [scenario.screen.root]
        var steps: [TimedStep] = scenario.steps ?? []
        while true {
            if let node = nodes.popLast() {
                if let id = node.id { known.insert(id) }
                nodes.append(contentsOf: node.children)
                steps.append(contentsOf: Self.reactionSteps(of: node))
            } else if let step = steps.popLast() {
                nodes.append(contentsOf: Self.nodes(in: step.step))
            } else {
                break
            }
        }
        let candidates = known.sorted()
        for (index, step) in (scenario.steps ?? []).enumerated() {
            for id in Self.references(in: step.step) where !known.contains(id) {
                throw json.error(
                    JSONPath.top.appending("steps").appending(index), "no view has the id \"\(id)\"",
                    suggestion: Suggestion.closest(to: id, among: candidates).map { "did you mean \"\($0)\"?" })
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
