import Earshot
import EarshotImporting

/// A test double of one node of a live accessibility tree: what `UIKitAccessibilityNode` reads
/// from a `UIView` or a SwiftUI element, set by hand. A class, as UIKit's objects are: a node
/// can be its own ancestor.
final class LiveNode: AccessibilityTreeNode {
    var isAccessibilityElement = false
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: UInt64 = 0
    var frame: Frame?
    var customActions: [String] = []
    var customContent: [CustomContent] = []
    var language: String?
    var viewIsModal = false
    var groupsChildren = false
    var elementsHidden = false
    var isHidden = false
    var containerType = 0
    var navigationStyle = 0
    var role = AccessibilityTreeRole.other
    var children: [LiveNode] = []
    var childrenAreAccessibilityElements = false
    var identity: ObjectIdentifier? { ObjectIdentifier(self) }

    /// `UIAccessibilityTraits` bits (Apple's public ones, and the private bits UIKit sets on
    /// text fields, back buttons, tab bar items and switches: `NumericTraits`).
    enum Bit: Int {
        case button = 0
        case link = 1
        case image = 2
        case selected = 3
        case staticText = 6
        case notEnabled = 8
        case adjustable = 12
        case tabBar = 15
        case header = 16
        case textEntry = 18
        case backButton = 27
        case tabBarItem = 28
        case switchButton = 53
    }

    static func traits(_ bits: [Bit]) -> UInt64 { bits.reduce(0) { $0 | (1 << UInt64($1.rawValue)) } }

    /// A view that is no element, with subviews (or `accessibilityElements`, when `elements`).
    static func view(_ frame: Frame? = nil, role: AccessibilityTreeRole = .other, elements: Bool = false, _ children: [LiveNode])
        -> LiveNode
    {
        let node = LiveNode()
        node.frame = frame
        node.role = role
        node.children = children
        node.childrenAreAccessibilityElements = elements
        return node
    }

    /// An accessibility element.
    static func element(_ label: String?, _ bits: [Bit] = [.staticText], value: String? = nil, frame: Frame? = nil) -> LiveNode {
        let node = LiveNode()
        node.isAccessibilityElement = true
        node.label = label
        node.value = value
        node.traits = traits(bits)
        node.frame = frame
        return node
    }

    /// This node, changed by `change`.
    func with(_ change: (LiveNode) -> Void) -> LiveNode {
        change(self)
        return self
    }
}

/// A frame, written short.
func at(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
    Frame(x: x, y: y, width: width, height: height)
}
