import EarshotTestSupport
import Testing

@testable import Earshot

/// Updates and removals in `LiveTree` find their view through its recorded place (`ViewPlaces`)
/// and removals wait to be made together (n updates or removals in a list of n rows once cost n²:
/// a search for each, and closing the gap after each). Whatever the tree does, it must be the
/// tree a plain search and `Array.insert` / `remove` one step at a time give.
@Suite("Live tree updates and removals")
struct LiveTreeChangeTests {
    @Test("A run of updates, removals and insertions gives the tree of doing each by searching", arguments: 0..<60)
    func matchesSearching(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) + 907)
        // Rows r0 ... r29 in a list, some inside others, some ids twice.
        var root = Node(.list)
        root.id = "list"
        for index in 0..<30 {
            var row = Node(.vStack, children: [Node(.text, title: "Row \(index)")])
            row.id = index % 11 == 10 ? "twice" : "r\(index)"
            row.children[0].id = "t\(index)"
            if index > 0, Bool.random(using: &random) {
                root.children[Int.random(in: 0..<root.children.count, using: &random)].children.append(row)
            } else {
                root.children.append(row)
            }
        }
        var tree = LiveTree(root: root, language: "en")
        var model = SearchingTree(root: tree.top.root)
        let ids = ["list", "twice", "missing"] + (0..<30).flatMap { ["r\($0)", "t\($0)"] }
        for step in 0..<Int.random(in: 20...200, using: &random) {
            let id = ids[Int.random(in: 0..<ids.count, using: &random)]
            switch Int.random(in: 0...9, using: &random) {
            case 0...3:
                let removed = tree.remove(id: id)
                #expect(removed == model.remove(id: id), "step \(step): remove \(id)")
            case 4...6:
                let title = "changed \(step)"
                let changed = tree.modify(id: id) { $0.title = title }
                #expect(changed == model.modify(id: id) { $0.title = title }, "step \(step)")
            case 7:
                // A patch written in Swift can give a view new subviews, with ids of their own.
                let fresh = Node(.text, title: "fresh \(step)")
                var withID = fresh
                withID.id = "t\(step % 30)"
                let change: (inout Node) -> Void = { $0.children = [withID] }
                let changed = tree.modify(id: id, change)
                #expect(changed == model.modify(id: id, change), "step \(step): replace under \(id)")
            case 8:
                var node = Node(.vStack, children: [Node(.text, title: "New \(step)")])
                node.id = "r\(Int.random(in: 0..<30, using: &random))"
                let position: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...3, using: &random)
                let inserted = tree.insert(node, into: id, at: position)
                #expect(inserted == model.insert(node, into: id, at: position), "step \(step)")
            default:
                // Views found by serial (focus, controls), and their way down from the root.
                let serial = Int.random(in: 1...(model.nextSerial + 2), using: &random)
                #expect(tree.node(serial: serial)?.title == model.node(serial: serial)?.title, "step \(step): serial \(serial)")
                #expect(tree.ancestry(serial: serial).map(\.serial) == model.ancestry(serial: serial), "step \(step)")
                tree.modify(serial: serial) { $0.title = "toggled \(step)" }
                model.modify(serial: serial) { $0.title = "toggled \(step)" }
            }
            if Int.random(in: 0...7, using: &random) == 0 {
                #expect(LiveTreeInsertionTests.shape(tree.top.root) == LiveTreeInsertionTests.shape(model.root), "step \(step)")
            }
        }
        #expect(LiveTreeInsertionTests.shape(tree.top.root) == LiveTreeInsertionTests.shape(model.root))
        tree.settle()
        #expect(LiveTreeInsertionTests.shape(tree.top.root) == LiveTreeInsertionTests.shape(model.root))
    }

    @Test("Removing each of 3,000 rows, and updating each, leaves what one by one leaves")
    func manyRows() {
        var root = Node(.list)
        root.id = "list"
        for index in 0..<3_000 {
            var row = Node(.vStack, children: [Node(.text, title: "Row \(index)")])
            row.id = "r\(index)"
            root.children.append(row)
        }
        var tree = LiveTree(root: root, language: "en")
        var changed = 0
        for index in stride(from: 0, to: 3_000, by: 2) where tree.modify(id: "r\(index)", { $0.title = "read" }) { changed += 1 }
        var removed = 0
        for index in stride(from: 1, to: 3_000, by: 2) where tree.remove(id: "r\(index)") { removed += 1 }
        let again = tree.remove(id: "r1")
        #expect(changed == 1_500 && removed == 1_500 && !again)
        #expect(tree.top.root.children.count == 1_500)
        #expect(tree.top.root.children.allSatisfy { $0.title == "read" })
        #expect(tree.top.root.children.map(\.id) == stride(from: 0, to: 3_000, by: 2).map { "r\($0)" })
    }
}

/// The tree changed as `LiveTree` did before it kept places and journals: each view searched
/// for, each change made at once.
struct SearchingTree {
    var root: Node
    var nextSerial: Int

    init(root: Node) {
        self.root = root
        nextSerial = LiveTree.largestSerial(in: root) + 1
    }

    mutating func number(_ node: inout Node) {
        node.serial = nextSerial
        nextSerial += 1
        for index in node.children.indices { number(&node.children[index]) }
    }

    mutating func insert(_ node: Node, into id: String, at index: Int?) -> Bool {
        var node = node
        number(&node)
        guard let path = LiveTree.path(to: id, in: root) else { return false }
        Self.modify(&root, at: path[...]) { container in
            container.children.insert(node, at: min(max(0, index ?? container.children.count), container.children.count))
        }
        return true
    }

    mutating func remove(id: String) -> Bool {
        guard let path = LiveTree.path(to: id, in: root) else { return false }
        guard let last = path.last else {
            root.children = []
            root.accessibility.hidden = true
            return true
        }
        Self.modify(&root, at: path.dropLast()) { $0.children.remove(at: last) }
        return true
    }

    mutating func modify(id: String, _ change: (inout Node) -> Void) -> Bool {
        guard let path = LiveTree.path(to: id, in: root) else { return false }
        var node = LiveTree.node(at: path, in: root)
        change(&node)
        if LiveTree.hasUnnumbered(node) { numberNew(&node) }
        Self.modify(&root, at: path[...]) { [node] in $0 = node }
        return true
    }

    mutating func numberNew(_ node: inout Node) {
        if node.serial == 0 {
            node.serial = nextSerial
            nextSerial += 1
        }
        for index in node.children.indices where LiveTree.hasUnnumbered(node.children[index]) { numberNew(&node.children[index]) }
    }

    mutating func modify(serial: Int, _ change: (inout Node) -> Void) {
        guard let path = LiveTree.path(toSerial: serial, in: root) else { return }
        Self.modify(&root, at: path[...], change)
    }

    func node(serial: Int) -> Node? {
        LiveTree.path(toSerial: serial, in: root).map { LiveTree.node(at: $0, in: root) }
    }

    func ancestry(serial: Int) -> [Int] {
        guard let path = LiveTree.path(toSerial: serial, in: root) else { return [] }
        var chain = [root.serial]
        var node = root
        for index in path {
            node = node.children[index]
            chain.append(node.serial)
        }
        return chain
    }

    static func modify(_ node: inout Node, at path: ArraySlice<Int>, _ change: (inout Node) -> Void) {
        guard let first = path.first else { return change(&node) }
        modify(&node.children[first], at: path.dropFirst(), change)
    }
}
