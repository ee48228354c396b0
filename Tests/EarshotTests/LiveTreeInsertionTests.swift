import EarshotTestSupport
import Testing

@testable import Earshot

/// Insertions wait in `LiveTree`'s journal and are put in place together (n insertions at the
/// front of a list, or each into the view inserted before, once cost n² moves or n² steps down
/// from the root). Whatever the order they are put in place, the tree must be the one that
/// inserting each at once gives.
@Suite("Live tree insertions")
struct LiveTreeInsertionTests {
    @Test("Insertions placed together land where Array.insert one at a time puts them", arguments: 0..<40)
    func placeMatchesInsert(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) + 11)
        let base = Int.random(in: 0...6, using: &random)
        var expected = (0..<base).map { Node(.text, title: "old \($0)") }
        var children = expected
        var insertions: [(position: Int?, node: Node)] = []
        for index in 0..<Int.random(in: 1...30, using: &random) {
            let node = Node(.text, title: "new \(index)")
            let position: Int? =
                switch Int.random(in: 0...4, using: &random) {
                case 0: nil
                case 1: 0
                case 2: -3
                case 3: expected.count + 5
                default: Int.random(in: 0...expected.count, using: &random)
                }
            insertions.append((position, node))
            expected.insert(node, at: min(max(0, position ?? expected.count), expected.count))
        }
        LiveTree.place(insertions, into: &children)
        #expect(children.map { $0.title ?? "" } == expected.map { $0.title ?? "" })
    }

    @Test("A run of app steps gives the tree that applying each at once gives", arguments: 0..<60)
    func journalMatchesOneByOne(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) + 101)
        var root = Node(.vStack, children: [Node(.text, title: "Start"), Node(.vStack, children: [Node(.text, title: "Inner")])])
        root.id = "v0"
        root.children[1].id = "v1"
        var batched = LiveTree(root: root, language: "en")
        var single = batched
        // Some ids are reused, some name views inside inserted views, some name nothing.
        let ids = ["v0", "v1", "a", "b", "c", "d", "inner-a", "inner-b", "missing"]
        for step in 0..<Int.random(in: 1...80, using: &random) {
            let kind = Int.random(in: 0...9, using: &random)
            let target = ids[Int.random(in: 0..<ids.count, using: &random)]
            if kind < 7 {
                var node = Node(.vStack, children: [Node(.text, title: "Row \(step)")])
                node.id = ids.dropFirst(2).randomElement(using: &random)
                if Bool.random(using: &random) {
                    node.children[0].id = ["inner-a", "inner-b"].randomElement(using: &random)
                }
                let position: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...3, using: &random)
                let inserted = batched.insert(node, into: target, at: position)
                let insertedToo = single.insert(node, into: target, at: position)
                #expect(insertedToo == inserted)
                // Any other change puts the journal in place: `single` never has more than one waiting.
                _ = single.modify(id: "no such view") { _ in }
            } else if kind < 9 {
                let removed = batched.remove(id: target)
                let removedToo = single.remove(id: target)
                #expect(removed == removedToo)
            } else {
                let changed = batched.modify(id: target) { $0.title = "changed \(step)" }
                let changedToo = single.modify(id: target) { $0.title = "changed \(step)" }
                #expect(changedToo == changed)
            }
            if Int.random(in: 0...9, using: &random) == 0 {
                #expect(Self.shape(batched.layers[0].root) == Self.shape(single.layers[0].root))
            }
        }
        #expect(Self.shape(batched.top.root) == Self.shape(single.top.root))
        _ = batched.modify(id: "no such view") { _ in }
        #expect(Self.shape(batched.top.root) == Self.shape(single.top.root))
    }

    @Test("Insertions into many containers of the tree, nested in each other, land as one by one", arguments: 0..<20)
    func manyContainers(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) + 501)
        // Rows holding rows: r0 ... r39, each inside the one before it or beside it.
        var root = Node(.vStack)
        root.id = "root"
        var paths: [[Int]] = []
        for index in 0..<40 {
            var row = Node(.vStack, children: [Node(.text, title: "Row \(index)")])
            row.id = "r\(index)"
            let parent = paths.isEmpty || Bool.random(using: &random) ? [] : paths[Int.random(in: 0..<paths.count, using: &random)]
            var count = 0
            LiveTreeInsertionTests.modify(&root, at: parent[...]) {
                $0.children.append(row)
                count = $0.children.count
            }
            paths.append(parent + [count - 1])
        }
        var batched = LiveTree(root: root, language: "en")
        var single = batched
        for step in 0..<200 {
            let node = Node(.text, title: "New \(step)")
            let target = "r\(Int.random(in: 0..<40, using: &random))"
            let position: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...2, using: &random)
            let inserted = batched.insert(node, into: target, at: position)
            let insertedToo = single.insert(node, into: target, at: position)
            #expect(inserted && insertedToo)
            _ = single.modify(id: "no such view") { _ in }
        }
        _ = batched.modify(id: "no such view") { _ in }
        #expect(Self.shape(batched.top.root) == Self.shape(single.top.root))
    }

    static func modify(_ node: inout Node, at path: ArraySlice<Int>, _ change: (inout Node) -> Void) {
        guard let first = path.first else { return change(&node) }
        modify(&node.children[first], at: path.dropFirst(), change)
    }

    @Test("Insertions into a view inserted before it, 2,000 deep, are all in place and found")
    func deepChain() {
        var root = Node(.vStack)
        root.id = "v0"
        var tree = LiveTree(root: root, language: "en")
        for index in 1...2_000 {
            var node = Node(.vStack, children: [Node(.text, title: "Row \(index)")])
            node.id = "v\(index)"
            let inserted = tree.insert(node, into: "v\(index - 1)", at: 0)
            #expect(inserted)
        }
        #expect(tree.node(id: "v2000")?.children.first?.title == "Row 2000")
        var depth = 0
        var node = tree.top.root
        while let next = node.children.first(where: { $0.kind == .vStack }) {
            node = next
            depth += 1
        }
        #expect(depth == 2_000)
    }

    /// The tree as text: kind, title, id and serial of every view, depth first.
    static func shape(_ node: Node) -> String {
        var out = ""
        var stack = [(node, 0)]
        while let (next, depth) = stack.popLast() {
            out += String(repeating: " ", count: depth) + "\(next.kind) \(next.title ?? "-") \(next.id ?? "-") #\(next.serial)\n"
            stack.append(contentsOf: next.children.reversed().map { ($0, depth + 1) })
        }
        return out
    }
}
