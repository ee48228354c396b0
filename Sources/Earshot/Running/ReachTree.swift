/// The views of a screen as ``Reach`` reads them: who holds whom, which views are modal or
/// list their elements explicitly, and what the app does on them.
struct ReachTree {
    private var nodes: [Int: (node: Node, parent: Int?)] = [:]
    /// Modal views (`isModal`, `accessibilityViewIsModal`), in serial order.
    private(set) var modalSerials: [Int] = []
    /// The modal views beside each view's children, by the serial of the view holding them, in
    /// serial order.
    private var modalsByParent: [Int: [Int]] = [:]
    /// The ids each view's `accessibilityElements` lists, by the view's serial.
    private var listedIDs: [Int: Set<String>] = [:]
    /// Whether some view is modal or lists its elements explicitly.
    private(set) var hasScoping = false
    /// Whether any view says what the app does (`onActivate`, `onEscape`, `onMagicTap`, an
    /// action with `do`).
    private(set) var declaresBehaviour = false

    init(_ root: Node) {
        var stack: [(Node, Int?)] = [(root, nil)]
        while let (node, parent) = stack.popLast() {
            nodes[node.serial] = (node, parent)
            if Self.isModal(node) {
                modalSerials.append(node.serial)
                if let parent { modalsByParent[parent, default: []].append(node.serial) }
            }
            if let listed = node.accessibility.elements { listedIDs[node.serial] = Set(listed) }
            if Self.isModal(node) || node.accessibility.elements != nil { hasScoping = true }
            if !Self.steps(of: node).isEmpty || node.reactions.onEscape?.isEmpty == false { declaresBehaviour = true }
            for child in node.children { stack.append((child, node.serial)) }
        }
        modalSerials.sort()
        for parent in modalsByParent.keys { modalsByParent[parent]?.sort() }
    }

    static func isModal(_ node: Node) -> Bool {
        node.accessibility.viewIsModal == true || node.accessibility.addTraits.contains(.isModal)
    }

    /// What the app does when the view is activated, or one of its actions performed.
    static func steps(of node: Node) -> [TimedStep] {
        (node.reactions.onActivate ?? []) + (node.reactions.onMagicTap ?? []) + node.accessibility.actions.flatMap(\.steps)
    }

    /// The view `serial`, if the screen has it.
    func node(_ serial: Int) -> Node? { nodes[serial]?.node }

    /// The view's views around it, nearest first.
    func ancestors(of serial: Int) -> [Int] {
        var result: [Int] = []
        var cursor = nodes[serial]?.parent
        while let current = cursor, result.count <= nodes.count {
            result.append(current)
            cursor = nodes[current]?.parent
        }
        return result
    }

    /// `#id`, or the view's kind.
    func name(of serial: Int) -> String {
        guard let node = nodes[serial]?.node else { return "a view" }
        return node.id.map { "#" + $0 } ?? node.kind.rawValue
    }

    /// Why VoiceOver's list leaves out an element of the view `serial`: a container around it
    /// lists its elements without it, or a modal view beside it (or beside a view around it),
    /// the first such modal view in serial order.
    ///
    /// - Complexity: O(d) for the view's depth d (and the modal views beside its chain).
    func reason(unreachable serial: Int) -> String {
        let chain = [serial] + ancestors(of: serial)
        for (offset, current) in chain.enumerated().dropFirst() {
            guard let listed = listedIDs[current] else { continue }
            let child = chain[offset - 1]
            if !listed.contains(nodes[child]?.node.id ?? "") { return "left out of accessibilityElements of \(name(of: current))" }
        }
        // A modal view is beside the chain when its parent holds a view of the chain; the chain
        // holds at most one child of each view, so each parent's first modal view not in the
        // chain is among its first two.
        let inChain = Set(chain)
        var first: Int?
        for parent in Set(chain.compactMap { nodes[$0]?.parent }) {
            guard let modal = modalsByParent[parent]?.first(where: { !inChain.contains($0) }) else { continue }
            if modal < first ?? Int.max { first = modal }
        }
        if let first { return "behind the modal view \(name(of: first))" }
        return "left out of VoiceOver's list"
    }

    /// Whether something inside the modal view leads out: an escape on it or around it, or a
    /// double tap or action inside it that dismisses or removes a view, or changes the modal
    /// view or a view around it.
    func hasWayOut(_ modal: Int) -> Bool {
        let around = [modal] + ancestors(of: modal)
        if around.contains(where: { nodes[$0]?.node.reactions.onEscape?.isEmpty == false }) { return true }
        let ids = Set(around.compactMap { nodes[$0]?.node.id })
        var stack = [modal]
        while let serial = stack.popLast(), let node = nodes[serial]?.node {
            for step in Self.steps(of: node) {
                guard case .app(let event) = step.step else { continue }
                switch event {
                case .dismiss, .remove: return true
                case .update(let id, _) where ids.contains(id): return true
                case .announce, .screenChanged, .layoutChanged, .pageScrolled, .accessibilityFocus, .update, .insert, .present: continue
                }
            }
            if node.reactions.onEscape?.isEmpty == false { return true }
            stack.append(contentsOf: node.children.map(\.serial))
        }
        return false
    }

    /// Takes away modal scoping and explicit element lists, to see what they leave out.
    static func liftScoping(_ node: inout Node) {
        if node.accessibility.viewIsModal != nil { node.accessibility.viewIsModal = nil }
        if node.accessibility.addTraits.contains(.isModal) { node.accessibility.addTraits.remove(.isModal) }
        if node.accessibility.elements != nil { node.accessibility.elements = nil }
        for index in node.children.indices { liftScoping(&node.children[index]) }
    }
}
