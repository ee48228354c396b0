/// An array that is taken from the front: `removeFirst()` and `insert(_:at: 0)` cost O(1)
/// (amortized), where an `Array`'s move every element, so a queue of n items is emptied in O(n),
/// not O(n²) (a read-all of 100,000 rows, 100,000 announcements posted at once).
///
/// The items taken are left in place before `head` until they are half the storage, then
/// dropped in one pass.
@usableFromInline
package struct FrontQueue<Element: Sendable>: Sendable {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { head == storage.count }
    @inlinable package var count: Int { storage.count - head }
    @inlinable package var first: Element? { isEmpty ? nil : storage[head] }

    /// Takes the first item. - Complexity: O(1) amortized.
    @inlinable @discardableResult
    package mutating func removeFirst() -> Element {
        let item = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= storage.count {
            storage.removeSubrange(0..<head)
            head = 0
        }
        return item
    }

    @inlinable package mutating func append(_ item: Element) { storage.append(item) }

    /// Inserts `item` before the item at `index` (0 is the front: O(1) when items were taken).
    @inlinable package mutating func insert(_ item: Element, at index: Int) {
        if index == 0, head > 0 {
            head -= 1
            storage[head] = item
        } else {
            storage.insert(item, at: head + index)
        }
    }

    @inlinable package mutating func insert(contentsOf items: [Element], at index: Int) {
        storage.insert(contentsOf: items, at: head + index)
    }

    @inlinable package mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        guard storage[head...].contains(where: shouldBeRemoved) else { return }
        compact()
        storage.removeAll(where: shouldBeRemoved)
    }

    @inlinable package func filter(_ isIncluded: (Element) -> Bool) -> [Element] { storage[head...].filter(isIncluded) }

    /// The position (from the front) of the first item that satisfies `predicate`.
    @inlinable package func firstIndex(where predicate: (Element) -> Bool) -> Int? {
        storage[head...].firstIndex(where: predicate).map { $0 - head }
    }

    @usableFromInline mutating func compact() {
        if head > 0 {
            storage.removeSubrange(0..<head)
            head = 0
        }
    }
}
