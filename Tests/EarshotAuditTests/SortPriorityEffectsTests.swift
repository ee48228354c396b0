import EarshotTestSupport
import Testing

@testable import Earshot
@testable import EarshotAudit

/// The audit's `sort-priority-no-effect` rule tells what each view's sort priority does from one
/// build of the element list (`SortPriorityEffects`), where it once built the list again without
/// each priority in turn. On any screen, what one build says must be what building again says:
/// a priority said to change the order changes it, one said to change nothing changes nothing.
@Suite("Sort priority effects")
struct SortPriorityEffectsTests {
    @Test("One build tells what building again without each priority tells", arguments: 0..<150)
    func matchesRebuilding(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) + 3_301)
        var serial = 0
        let root = Self.view(depth: 0, random: &random, serial: &serial)
        let framework: Framework = Bool.random(using: &random) ? .swiftui : .uikit
        let scenario = Scenario(name: "priorities \(seed)", screen: Screen(framework: framework, root: root))
        let run = try ScenarioRunner.perform(scenario, keepingViews: true, extent: .appearing)
        let phrases = try VoiceLibrary.shared.phrasebook(for: "en")
        let context = AuditContext(scenario: run.scenario, phrases: phrases, list: run.elements, transcript: nil)
        let before = context.list.elements.map(\.key)
        guard Set(before).count == before.count else { return }
        let effects = context.sortPriorityEffects()
        var decided = 0
        for (serial, entry) in context.nodes where (entry.node.accessibility.sortPriority ?? 0) != 0 {
            let after = context.list { AuditRule.clearSortPriority(serial, in: &$0) }.elements.map(\.key)
            switch effects.effect(of: serial) {
            case .changes:
                #expect(after != before, "seed \(seed): view \(serial) said to change the order")
                decided += 1
            case .none:
                #expect(after == before, "seed \(seed): view \(serial) said to change nothing")
                decided += 1
            case .uncertain:
                break
            }
        }
        _ = decided
    }

    @Test("Most priorities are told by the one build, without building again")
    func mostAreDecided() throws {
        var decided = 0
        var uncertain = 0
        for seed in 0..<150 {
            var random = SplitMix64(seed: UInt64(seed) + 3_301)
            var serial = 0
            let root = Self.view(depth: 0, random: &random, serial: &serial)
            let framework: Framework = Bool.random(using: &random) ? .swiftui : .uikit
            let scenario = Scenario(name: "priorities \(seed)", screen: Screen(framework: framework, root: root))
            let run = try ScenarioRunner.perform(scenario, keepingViews: true, extent: .appearing)
            let context = AuditContext(
                scenario: run.scenario, phrases: try VoiceLibrary.shared.phrasebook(for: "en"), list: run.elements, transcript: nil)
            let effects = context.sortPriorityEffects()
            for (serial, entry) in context.nodes where (entry.node.accessibility.sortPriority ?? 0) != 0 {
                if effects.effect(of: serial) == .uncertain { uncertain += 1 } else { decided += 1 }
            }
        }
        #expect(decided > 200)
        #expect(uncertain * 5 < decided)
    }

    /// A random view: stacks (plain, combined, contained, a container type, grouping), lists,
    /// texts and buttons, some hidden, some with frames, many with a sort priority.
    static func view(depth: Int, random: inout SplitMix64, serial: inout Int) -> Node {
        serial += 1
        var node: Node
        if depth < 4, Int.random(in: 0...9, using: &random) < 6 {
            let kind: NodeKind = [.vStack, .hStack, .list, .zStack][Int.random(in: 0...3, using: &random)]
            let children = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                view(depth: depth + 1, random: &random, serial: &serial)
            }
            node = Node(kind, children: children)
            switch Int.random(in: 0...9, using: &random) {
            case 0: node.accessibility.childBehavior = .combine
            case 1: node.accessibility.childBehavior = .contain
            case 2: node.accessibility.containerType = .semanticGroup
            case 3: node.accessibility.groupsChildren = true
            default: break
            }
        } else {
            let title = "View \(serial)"
            node = Bool.random(using: &random) ? Node(.text, title: title) : Node(.button, title: title)
        }
        node.id = "v\(serial)"
        switch Int.random(in: 0...9, using: &random) {
        case 0...4: node.accessibility.sortPriority = [-1, 1, 2, 1, 0][Int.random(in: 0...4, using: &random)]
        default: break
        }
        if Int.random(in: 0...14, using: &random) == 0 { node.accessibility.hidden = true }
        if Int.random(in: 0...2, using: &random) == 0 {
            node.accessibility.frame = Frame(
                x: Double(Int.random(in: 0...3, using: &random) * 100), y: Double(Int.random(in: 0...3, using: &random) * 40),
                width: 90, height: 30)
        }
        return node
    }
}
