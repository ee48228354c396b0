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
        let context = Inherited(language: language ?? self.language)
        var items = order(collect(root, context), explicit: false)
        var elements: [AccessibilityElement] = []
        flatten(&items, chain: [], into: &elements)
        return ElementList(elements: elements, containers: containers)
    }

    /// Moves the elements out of `items` in order, letting each item go as soon as it is moved,
    /// so the items and the list never both hold every element (a million-element screen).
    func flatten(_ items: inout [Item], chain: [Int], into elements: inout [AccessibilityElement]) {
        let spent = Item.Content.group(container: nil, items: [])
        for index in items.indices {
            var content = items[index].content
            items[index].content = spent
            switch content {
            case .element(var element):
                content = spent
                element.containers = chain + element.containers
                elements.append(element)
            case .group(let container, var children):
                content = spent
                flatten(&children, chain: container.map { chain + [$0] } ?? chain, into: &elements)
            }
        }
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
        case element(AccessibilityElement)
        /// `container` is the index of a `ContainerInfo`, or nil for a group that only keeps
        /// its items together (UIKit `shouldGroupAccessibilityChildren`).
        case group(container: Int?, items: [Item])
    }

    var content: Content
    var priority: Double
    /// Where the group is placed in geometric order: its own frame, else its first element's.
    var frame: Frame?

    var elements: [AccessibilityElement] {
        switch content {
        case .element(let element): return [element]
        case .group(_, let items): return items.flatMap(\.elements)
        }
    }
}
