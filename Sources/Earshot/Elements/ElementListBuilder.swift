/// Turns a node tree into VoiceOver's element list: hides, groups, orders and scopes.
///
/// The stages, each in its own file:
/// - `ElementListBuilder+Visibility`: what is hidden, and modal scoping among siblings;
/// - `ElementListBuilder+Leaves`: what each standard view says by default;
/// - `ElementListBuilder+Grouping`: `.combine`, `.contain`, `.ignore` and UIKit containers;
/// - `ReadingOrder`: sort priority, geometric order and explicit order within a container.
///
/// - Complexity: O(n log n) in the number of nodes (sorting within containers).
public struct ElementListBuilder {
    public var language: String
    public var framework: Framework
    public var layoutDirection: LayoutDirection
    public var device: Device
    public var phrases: Phrasebook
    var containers: [ContainerInfo] = []
    /// Whether `collect` takes the tree apart as it goes (`build(taking:)`).
    var draining = false
    /// Every element made so far, in the order made; items refer to them by index, so ordering
    /// moves small items, and the pool, put in order, becomes the list without a copy.
    var pool: [AccessibilityElement] = []

    public init(screen: Screen, phrases: Phrasebook) {
        self.language = screen.language
        self.framework = screen.framework
        self.layoutDirection = screen.layoutDirection
        self.device = screen.device
        self.phrases = phrases
    }

    /// The element list of the tree under `root`.
    public mutating func build(_ root: Node, language: String? = nil) -> ElementList {
        draining = false
        return make(root, language: language)
    }

    /// The element list of the tree under `root`, taking the tree apart on the way: each view is
    /// let go as soon as its elements are made, so a large tree and its list never both stand
    /// whole in memory. Gives the same list as `build(_:language:)`.
    public mutating func build(taking root: consuming Node, language: String? = nil) -> ElementList {
        draining = true
        defer { draining = false }
        return make(root, language: language)
    }

    private mutating func make(_ root: consuming Node, language: String?) -> ElementList {
        containers = []
        pool = []
        let context = Inherited(language: language ?? self.language)
        let items = order(collect(root, context), explicit: false)
        var order: [Int] = []
        order.reserveCapacity(pool.count)
        flatten(items, chain: [], into: &order)
        var elements: [AccessibilityElement] = []
        swap(&elements, &pool)
        Self.arrange(&elements, in: order)
        return ElementList(elements: elements, containers: containers)
    }

    /// The pool indices of `items`' elements in order; gives each element its containers.
    mutating func flatten(_ items: [Item], chain: [Int], into order: inout [Int]) {
        for item in items {
            switch item.content {
            case .element(let index):
                if !chain.isEmpty { pool[index].containers = chain + pool[index].containers }
                order.append(index)
            case .group(let container, let children):
                flatten(children, chain: container.map { chain + [$0] } ?? chain, into: &order)
            }
        }
    }

    /// Puts `elements` in `order` (indices into `elements`): in place when `order` names each
    /// element exactly once, as it does when every element made has its item; else by copying.
    static func arrange(_ elements: inout [AccessibilityElement], in order: [Int]) {
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
        placed = [Bool](repeating: false, count: elements.count)
        for start in order.indices where !placed[start] {
            var position = start
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { break }
                elements.swapAt(position, source)
                position = source
            }
        }
    }

    /// The elements of `items`, in order.
    func elements(of items: [Item]) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        for item in items {
            switch item.content {
            case .element(let index): result.append(pool[index])
            case .group(_, let children): result += elements(of: children)
            }
        }
        return result
    }
}

/// What flows down the tree: modifiers that apply to everything inside a view.
struct Inherited {
    var language: String
    var disabled = false
    /// SwiftUI applies a non-element stack's accessibility modifiers to each element inside it.
    var label: String?
    var value: String?
    var hint: String?
    var addTraits: Traits = []
    var removeTraits: Traits = []
    var speech: SpeechAttributes?
}

/// An element, or a group of items that stays together, inside one container scope.
struct Item {
    enum Content {
        /// An index into the builder's `pool`.
        case element(Int)
        /// `container` is the index of a `ContainerInfo`, or nil for a group that only keeps
        /// its items together (UIKit `shouldGroupAccessibilityChildren`).
        case group(container: Int?, items: [Item])
    }

    var content: Content
    var priority: Double
    /// Where the group is placed in geometric order: its own frame, else its first element's.
    var frame: Frame?
}
