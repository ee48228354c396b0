import Testing

@testable import Earshot
@testable import EarshotAudit

/// The audit's table of views: the same answers for serials the reader numbered (an array)
/// and for any others (a dictionary).
@Suite("Audit view table")
struct ViewTableTests {
    /// A list of two rows under a stack, numbered `serials` in preorder.
    static func tree(serials: [Int]) -> Node {
        var numbers = serials.makeIterator()
        func numbered(_ node: Node) -> Node {
            var node = node
            node.serial = numbers.next() ?? 0
            node.children = node.children.map(numbered)
            return node
        }
        let root = Node(
            .vStack,
            children: [
                Node(.text, title: "Title"),
                Node(.list, children: [Node(.text, title: "Row 1"), Node(.text, title: "Row 2")]),
            ])
        return numbered(root)
    }

    @Test(
        "Dense and sparse serials give the same parents, paths, serials and elements",
        arguments: [
            [1, 2, 3, 4, 5], [10, 2_000_000, 7, -4, 900_000_000],
        ])
    func lookups(serials: [Int]) {
        let root = Self.tree(serials: serials)
        let (stack, title, list, row1, row2) = (serials[0], serials[1], serials[2], serials[3], serials[4])
        // Elements 0...3: the title, row 1, row 2, and row 1 again (a view making two).
        let table = ViewTable(root: root, elementSources: [title, row1, row2, row1, 123_456])
        #expect(table.count == 5)
        #expect(table.serials == serials.sorted())
        #expect(table.parent(of: stack) == nil)
        #expect(table.parent(of: row2) == list)
        #expect(table.parent(of: 55) == nil)
        #expect(table[row1]?.title == "Row 1")
        #expect(table.parent(of: row1) == list)
        #expect(table[31_337] == nil)
        #expect(table.contains(title) && !table.contains(31_337))
        #expect(table.pathSteps(of: stack) == nil)
        #expect(table.pathSteps(of: list) == [.key("VStack"), .index(1)])
        #expect(table.pathSteps(of: row2) == [.key("List"), .index(1)])
        #expect(Array(table.elements(madeBy: row1)) == [1, 3])
        #expect(Array(table.elements(madeBy: title)) == [0])
        #expect(table.elements(madeBy: list).isEmpty)
        #expect(table.elements(madeBy: 123_456).isEmpty)
        #expect(Set(table.map(\.serial)) == Set(serials))
    }

    @Test("A serial met twice keeps the view met last, as a dictionary keyed by serial did")
    func duplicates() {
        let root = Self.tree(serials: [1, 2, 3, 2, 5])
        let table = ViewTable(root: root, elementSources: [2])
        #expect(table.count == 4)
        #expect(table.serials == [1, 2, 3, 5])
        // The walk pops the list's rows before the title: the title, met last, keeps serial 2.
        #expect(table[2]?.title == "Title")
        #expect(Array(table.elements(madeBy: 2)) == [0])
    }
}
