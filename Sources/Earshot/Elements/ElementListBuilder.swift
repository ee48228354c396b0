/// Turns a node tree into VoiceOver's element list: hides, groups, orders and scopes.
///
/// The stages, each in its own file:
/// - `ElementListBuilder+Visibility`: what is hidden, and modal scoping among siblings;
/// - `ElementListBuilder+Leaves`: what each standard view says by default;
/// - `ElementListBuilder+Grouping`: `.contain`, `.ignore`, containers, transparent stacks;
/// - `ElementListBuilder+Combining`: `.combine` and `isAccessibilityElement` views (one element
///   from many views);
/// - `InputWarning`: what cannot be modelled faithfully, said on the side;
/// - `ReadingOrder`: sort priority, geometric order and explicit order within a container;
/// - `ElementPool`: where the elements made are kept, and how the tree is read (the memory
///   strategy, apart from the rules).
///
/// - Complexity: O(n log n) in the number of nodes (sorting within containers).
package struct ElementListBuilder {
    package var language: String
    package var framework: Framework
    package var layoutDirection: LayoutDirection
    package var device: Device
    /// VoiceOver's own words (switch states) and every number Earshot writes for a control (a
    /// slider's percentage, a badge's count), in the user's language.
    package var phrases: Phrasebook
    /// Where the phrasebooks of the app's languages come from.
    package var voices: VoiceLibrary?
    /// What the builder has made so far (`Made`), and how it reads the tree (`ElementPool`).
    var made = Made()
    var reading = TreeReading.inPlace
    var asideDepth = 0
    /// Where the builder is in the tree, for warnings.
    var route = NodeRoute()
    /// What the elements' paths start with: `root`, or where a presented layer came from.
    package var pathRootName = "root"
    /// What each sort priority does to the order, watched while the audit builds a list (nil:
    /// nothing is watched).
    package var priorityEffects: SortPriorityEffects?
    /// The context each view with an id that makes a plain element of its own was read in, by
    /// serial, kept when the session asks (`ElementListBuilder+Splice`); nil: not kept.
    var leafContexts: [Int: Inherited]?

    package init(screen: Screen, phrases: Phrasebook, voices: VoiceLibrary? = nil) {
        self.language = screen.language
        self.framework = screen.framework
        self.layoutDirection = screen.layoutDirection
        self.device = screen.device
        self.phrases = phrases
        self.voices = voices
    }
}

extension ElementListBuilder {
    /// What a build makes beside its items: the elements and containers, the views' paths with
    /// the way down to the view being read, and what could not be modelled faithfully.
    struct Made {
        var pool = ElementPool()
        /// The way down to the view being read, for the elements' paths (`ViewPaths`).
        var trail = PathTrail()
        var warnings: [InputWarning] = []

        /// Keeps `warning` unless it was kept already; past `warningLimit`, says once that the
        /// rest are left out.
        mutating func keep(_ warning: InputWarning) {
            let warningRoom = ElementListBuilder.warningLimit
            guard warnings.count <= warningRoom else { return }
            guard warnings.count < warningRoom else {
                warnings.append(ElementListBuilder.moreWarnings)
                return
            }
            if !warnings.contains(warning) { warnings.append(warning) }
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
    /// A plain SwiftUI stack's `accessibilitySortPriority`, which each element inside takes when
    /// it has none of its own (the stack is no container, so it cannot be sorted as one).
    var sortPriority: Double?
    /// The serial of the stack `sortPriority` comes from.
    var sortPrioritySource = 0
    /// The serial of the text that is the title of the navigation bar being built: a heading.
    var barTitle: Int?
}

/// An element, or a group of items that stays together, inside one container scope.
struct Item {
    enum Content {
        /// An index into the builder's `ElementPool`.
        case element(Int)
        /// `container` is the index of a `ContainerInfo`, or nil for a group that only keeps
        /// its items together (UIKit `shouldGroupAccessibilityChildren`).
        case group(container: Int?, items: [Item])
    }

    var content: Content
    var priority: Double
    /// Where the group is placed in geometric order: its own frame, else its first element's.
    var frame: Frame?
    /// The serial of the view whose `accessibilitySortPriority` gave `priority` (0: none),
    /// recorded only while `SortPriorityEffects` watch a build.
    var prioritySource: Int32 = 0
}
