/// Where the element list builder keeps what it makes, and how it reads the tree: the memory
/// strategy that lets a million-element screen fit, kept apart from the rules that decide what
/// VoiceOver sees (`ElementListBuilder+Grouping`, `+Leaves`, `+Visibility`).
///
/// The rules see three operations: `item(_:_:)` keeps an element, `forEachChild` hands out a
/// view's children, and `aside(_:)` makes elements only to read them (a combined element's
/// parts, a button's content label). How elements are stored and whether the tree is taken
/// apart on the way is decided here, once.
struct ElementPool {
    /// Every element made so far, in the order made; items refer to them by index, so ordering
    /// moves small items, and the pool, put in order, becomes the list without a copy.
    private var elements: [AccessibilityElement] = []
    private var containers: [ContainerInfo] = []

    /// Keeps `element`; returns its index.
    mutating func add(_ element: consuming AccessibilityElement) -> Int {
        elements.append(element)
        return elements.count - 1
    }

    /// Makes room for `count` more elements, growing by at least doubling (a room made for a
    /// few more each time would copy the elements each time).
    mutating func reserve(_ count: Int) {
        guard elements.count + count > elements.capacity else { return }
        elements.reserveCapacity(max(elements.count + count, 2 * elements.capacity))
    }

    /// Keeps a container; returns its index, which elements name in their `containers`.
    mutating func add(_ container: ContainerInfo) -> Int {
        containers.append(container)
        return containers.count - 1
    }

    subscript(index: Int) -> AccessibilityElement {
        get { elements[index] }
        set { elements[index] = newValue }
    }

    /// The elements of `items`, in order.
    func elements(of items: [Item]) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        for item in items {
            switch item.content {
            case .element(let index): result.append(elements[index])
            case .group(_, let children): result += elements(of: children)
            }
        }
        return result
    }

    /// The elements of `items`, in order, moved out of the pool, which is left empty: for a
    /// pool whose every element has its item, as an aside's has (`aside(_:)`), no element is
    /// copied.
    mutating func take(_ items: [Item]) -> [AccessibilityElement] {
        var order: [Int] = []
        order.reserveCapacity(elements.count)
        Self.indices(of: items, into: &order)
        var taken: [AccessibilityElement] = []
        swap(&taken, &elements)
        containers = []
        Self.arrange(&taken, in: order)
        return taken
    }

    /// The pool indices of `items`' elements, in order.
    private static func indices(of items: [Item], into order: inout [Int]) {
        for item in items {
            switch item.content {
            case .element(let index): order.append(index)
            case .group(_, let children): indices(of: children, into: &order)
            }
        }
    }

    /// The list of `items`, in their order: each element gets its containers, and the pool,
    /// emptied, becomes the list's storage.
    mutating func list(of items: [Item]) -> ElementList {
        var order: [Int] = []
        order.reserveCapacity(elements.count)
        flatten(items, chain: [], into: &order)
        var taken: [AccessibilityElement] = []
        swap(&taken, &elements)
        Self.arrange(&taken, in: order)
        let list = ElementList(elements: taken, containers: containers)
        containers = []
        return list
    }

    /// The pool indices of `items`' elements in order; gives each element its containers.
    private mutating func flatten(_ items: [Item], chain: [Int], into order: inout [Int]) {
        for item in items {
            switch item.content {
            case .element(let index):
                // Most elements have no containers of their own: they share the chain's array.
                if !chain.isEmpty {
                    elements[index].containers = elements[index].containers.isEmpty ? chain : chain + elements[index].containers
                }
                order.append(index)
            case .group(let container, let children):
                flatten(children, chain: container.map { chain + [$0] } ?? chain, into: &order)
            }
        }
    }

    /// Puts `elements` in `order` (indices into `elements`): in place when `order` names each
    /// element exactly once, as it does when every element made has its item; else by copying.
    static func arrange(_ elements: inout [AccessibilityElement], in order: [Int]) {
        // Most often made in reading order already: nothing to move.
        if order.count == elements.count, order.indices.allSatisfy({ order[$0] == $0 }) { return }
        var placed = [Bool](repeating: false, count: elements.count)
        var isPermutation = order.count == elements.count
        for index in order where isPermutation {
            isPermutation = !placed[index]
            placed[index] = true
        }
        guard isPermutation else {
            elements = order.map { elements[$0] }
            return
        }
        // Follows each cycle of the permutation: position k receives the element at order[k].
        // The first element of a cycle is moved out, each position is then filled by moving
        // its element in (one move an element, where a swap is three), and the first goes
        // last. Moved through the buffer: the array's assignments copy (a dozen retains and
        // releases an element).
        placed = [Bool](repeating: false, count: elements.count)
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                let first = (base + start).move()
                var position = start
                while order[position] != start {
                    let source = order[position]
                    (base + position).moveInitialize(from: base + source, count: 1)
                    placed[source] = true
                    position = source
                }
                (base + position).initialize(to: first)
            }
        }
    }
}

/// How the builder reads the tree: where it stands, or taking it apart (`build(taking:)`), each
/// view let go as soon as its elements are made, so a large tree and its list never both stand
/// whole in memory. Taking apart suits a run that will never look at the views again.
package enum TreeReading: Sendable {
    case inPlace
    case takingApart

    /// Hands the children of `node` in `scope` to `body`, in order: copies of them, or, taking
    /// the tree apart, the children themselves, moved out of `node`.
    func forEachChild(of node: inout Node, in scope: Range<Int>, _ body: (Int, consuming Node) -> Void) {
        switch self {
        case .inPlace:
            for index in scope { body(index, node.children[index]) }
        case .takingApart:
            // Moved out one by one, as `popLast` moves them (nothing copied, nothing left in
            // their place to let go later): those out of scope let go first, the rest turned
            // around through the buffer (the array's own swaps copy each node, retains and all).
            var children = node.takeChildren()
            children.removeSubrange(scope.upperBound..<children.count)
            children.removeSubrange(0..<scope.lowerBound)
            children.withUnsafeMutableBufferPointer { $0.reverse() }
            var index = scope.lowerBound
            while let child = children.popLast() {
                body(index, child)
                index += 1
            }
        }
    }
}

extension ElementListBuilder {
    /// The element list of the tree under `root`.
    package mutating func build(_ root: Node, language: String? = nil) -> ElementList {
        make(root, language: language, reading: .inPlace)
    }

    /// The element list of the tree under `root`, taking the tree apart on the way: each view is
    /// let go as soon as its elements are made, so a large tree and its list never both stand
    /// whole in memory. Gives the same list as `build(_:language:)`.
    package mutating func build(taking root: consuming Node, language: String? = nil) -> ElementList {
        make(root, language: language, reading: .takingApart)
    }

    /// The element list of the tree under `views`, read as `reading` says: taking it apart
    /// leaves `views` empty.
    package mutating func build(_ views: inout Node, language: String? = nil, reading: TreeReading) -> ElementList {
        switch reading {
        case .inPlace: return make(views, language: language, reading: .inPlace)
        case .takingApart: return make(views.take(), language: language, reading: .takingApart)
        }
    }

    private mutating func make(_ root: consuming Node, language: String?, reading: TreeReading) -> ElementList {
        self.reading = reading
        defer { self.reading = .inPlace }
        made.pool = ElementPool()
        route = NodeRoute()
        made.warnings = []
        made.trail.reset(root: root.serial, rootName: pathRootName)
        let context = Inherited(language: language ?? self.language)
        let items = order(collect(root, context), explicit: false)
        var list = made.pool.list(of: items)
        list.warnings = made.warnings
        list.paths = made.trail.take()
        return list
    }

    /// Keeps `element` in the list; the item refers to it. The element is handed over (moved
    /// into the pool, not copied: it is about 200 bytes and a dozen references).
    mutating func item(_ element: consuming AccessibilityElement, _ priority: Double) -> Item {
        if asideDepth == 0 {
            warnIfSilent(element)
            element.pathEntry = made.trail.entry(of: element.sourceSerial)
        }
        let frame = element.frame
        return Item(content: .element(made.pool.add(consume element)), priority: priority, frame: frame)
    }

    /// Hands the children of `node` in `scope` to `body`, in order (taken out of `node` when
    /// the builder takes the tree apart). `body` should `consume` the child it is handed: a
    /// copy would keep the child's subviews alive until it returns.
    mutating func forEachChild(of node: inout Node, in scope: Range<Int>, _ body: (inout Self, consuming Node) -> Void) {
        let reading = self.reading
        let kind = node.kind
        let key = ScreenReader.childKey(of: node)
        guard kind == .section else {
            // The children share their list's key: its code is looked up once.
            let code = made.trail.code(of: key)
            reading.forEachChild(of: &node, in: scope) { index, child in within(index, consume child, of: kind, code: code, body) }
            return
        }
        // A section's header and footer are written under keys of their own (`header[0]`, or
        // `header` for a title), its rows counted from the first row: the paths say so.
        let steps = scope.map { ScreenReader.childSteps(of: node, at: $0) }
        reading.forEachChild(of: &node, in: scope) { index, child in
            var stepKey = key
            var stepIndex = index
            for step in steps[index - scope.lowerBound] {
                switch step {
                case .key(let name):
                    stepKey = name
                    stepIndex = ViewPaths.noIndex
                case .index(let number): stepIndex = number
                }
            }
            within(index, consume child, of: kind, code: made.trail.code(of: stepKey), pathIndex: stepIndex, body)
        }
    }

    /// Hands `child`, child `index` in the list with key code `code` (`PathTrail.code(of:)`) of a
    /// view of `kind`, to `body`, with the builder's way down (`route`, `trail`) at it; its path
    /// names it `key[pathIndex]` (`index` when nil; `key` alone for `ViewPaths.noIndex`).
    mutating func within(
        _ index: Int, _ child: consuming Node, of kind: NodeKind, code: UInt16, pathIndex: Int? = nil,
        _ body: (inout Self, consuming Node) -> Void
    ) {
        route.enter(index, of: kind)
        made.trail.enter(pathIndex ?? index, serial: child.serial, code: code)
        body(&self, consume child)
        made.trail.leave()
        route.leave()
    }

    /// Runs `body` and hands back what it returns; the elements and containers it made are not
    /// kept in the list (a rule that reads its children's elements to merge them into one).
    /// `body` works on a pool of its own, which holds only what it makes: it can take those
    /// elements out whole (`ElementPool.take(_:)`) instead of copying them.
    mutating func aside<Result>(_ body: (inout Self) -> Result) -> Result {
        var outer = ElementPool()
        swap(&outer, &made.pool)
        asideDepth += 1
        defer {
            swap(&outer, &made.pool)
            asideDepth -= 1
        }
        return body(&self)
    }
}

extension Node {
    /// Moves the node out, leaving an empty stack in its place.
    mutating func take() -> Node {
        var taken = Node(.vStack)
        swap(&taken, &self)
        return taken
    }

    /// Moves the children out, leaving none.
    mutating func takeChildren() -> [Node] {
        var taken: [Node] = []
        swap(&taken, &children)
        return taken
    }
}
