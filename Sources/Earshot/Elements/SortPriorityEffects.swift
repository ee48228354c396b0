/// What taking each view's `accessibilitySortPriority` away would do to the element list, found
/// while the list is built once (the audit's `sort-priority-no-effect`): each container's sort
/// is watched, and for each view whose priority some of its items sort by, whether they would
/// sort elsewhere with the priority they would have without it.
///
/// An item moved past another that holds elements changes the order of the elements (each
/// element is in the list once: the rule checks that first). A move past an item without
/// elements only, or inside a combined element (its parts make no stops, but the first one's
/// frame can place the element), is `uncertain`: the list is then built again without the
/// priority to know.
///
/// - Complexity: O(k log k) for each container of k items.
package struct SortPriorityEffects {
    /// No effect seen yet.
    package init() {}

    package enum Effect: Comparable {
        /// No item of the view would sort elsewhere.
        case none
        /// Some would, and only a build without the priority tells what the list then is.
        case uncertain
        /// The elements would be in another order.
        case changes
    }

    /// By the serial of a view with a priority: what its items would sort by without it (the
    /// priority of a stack around it, else 0).
    package var fallbacks: [Int: Double] = [:]
    /// By the serial of a view with a priority: the strongest effect seen so far.
    private(set) var effects: [Int: Effect] = [:]

    /// The effect of taking away the priority of the view `serial`.
    package func effect(of serial: Int) -> Effect { effects[serial] ?? .none }

    /// Watches one container's sort: `items` in the order before the priorities sort them (the
    /// order of declaration, or geometric), with each item's priority and its source.
    mutating func observe(_ items: [Item], aside: Bool) {
        guard items.contains(where: { $0.prioritySource != 0 }) else { return }
        let priorities = items.map(\.priority)
        var members: [Int32: [Int]] = [:]
        var sources: [Int32] = []
        for (index, item) in items.enumerated() where item.prioritySource != 0 {
            if members[item.prioritySource] == nil { sources.append(item.prioritySource) }
            members[item.prioritySource, default: []].append(index)
        }
        // A priority that is not a number sorts by no order Earshot can reason about.
        if priorities.contains(where: \.isNaN) || sources.contains(where: { fallbacks[Int($0)]?.isNaN ?? false }) {
            for source in sources { raise(source, to: .uncertain) }
            return
        }
        // The sort of `order`: higher priority first, ties in the order before.
        func before(_ lhs: (priority: Double, index: Int), _ rhs: (priority: Double, index: Int)) -> Bool {
            lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.index < rhs.index
        }
        let sorted = items.indices.sorted { before((priorities[$0], $0), (priorities[$1], $1)) }
        var rank = [Int](repeating: 0, count: items.count)
        for (position, index) in sorted.enumerated() { rank[index] = position }
        let holds = items.map(Self.holdsElements)
        // How many items up to each rank hold elements.
        var holding = [0]
        holding.reserveCapacity(items.count + 1)
        for index in sorted { holding.append(holding[holding.count - 1] + (holds[index] ? 1 : 0)) }

        for source in sources {
            guard let own = members[source], let first = own.first else { continue }
            let priority = priorities[first]
            let fallback = fallbacks[Int(source)] ?? 0
            // Its items all sort by the view's priority, and would all sort by the fallback.
            var effect = Effect.none
            let ownHolding = own.map { holds[$0] ? 1 : 0 }
            let totalHolding = ownHolding.reduce(0, +)
            var holdingBefore = 0
            for (position, index) in own.enumerated() {
                defer { holdingBefore += ownHolding[position] }
                // Where the item would go: after every item that would still sort before it.
                var low = 0
                var high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if before((priorities[sorted[middle]], sorted[middle]), (fallback, index)) { low = middle + 1 } else { high = middle }
                }
                // The items it would pass, and how many of them are the view's own (they move too).
                let passed: Range<Int>
                let ownPassed: Int
                let ownHoldingPassed: Int
                if fallback < priority {
                    passed = (rank[index] + 1)..<max(rank[index] + 1, low)
                    ownPassed = own.count - position - 1
                    ownHoldingPassed = totalHolding - holdingBefore - ownHolding[position]
                } else {
                    passed = min(low, rank[index])..<rank[index]
                    ownPassed = position
                    ownHoldingPassed = holdingBefore
                }
                guard passed.count > ownPassed else { continue }
                let othersHolding = holding[passed.upperBound] - holding[passed.lowerBound] - ownHoldingPassed
                if !aside, holds[index], othersHolding > 0 {
                    effect = .changes
                    break
                }
                effect = .uncertain
            }
            raise(source, to: effect)
        }
    }

    private mutating func raise(_ source: Int32, to effect: Effect) {
        let serial = Int(source)
        if effect > (effects[serial] ?? .none) { effects[serial] = effect }
    }

    /// Whether the item holds an element (a group may hold none).
    static func holdsElements(_ item: Item) -> Bool {
        switch item.content {
        case .element: return true
        case .group(_, let items): return items.contains(where: holdsElements)
        }
    }
}
