import Earshot

/// One node of a live accessibility tree, as an app's views give it in process: a `UIView`, a
/// `UIAccessibilityElement`, or one of SwiftUI's elements that are no views.
///
/// The members are `NSObject`'s informal accessibility properties, read as they are: raw
/// values, no decision. ``AccessibilityTreeReader`` decides what VoiceOver makes of them, so
/// the decisions are tested on any platform with a test double of this protocol, and an
/// adapter over UIKit (`EarshotUIKit`'s `UIKitAccessibilityNode`) only reads properties.
///
/// Main-actor isolated, as UIKit's objects are: they are read on the main thread, where they
/// live, and never handed to another.
///
/// ```swift
/// final class Fake: AccessibilityTreeNode { ... }   // a test double
/// let screen = try AccessibilityTreeReader.screen(of: root)
/// ```
@MainActor
public protocol AccessibilityTreeNode {
    /// `isAccessibilityElement`: VoiceOver stops on it, and reads nothing inside it.
    var isAccessibilityElement: Bool { get }
    /// `accessibilityLabel`.
    var label: String? { get }
    /// `accessibilityValue`.
    var value: String? { get }
    /// `accessibilityHint`.
    var hint: String? { get }
    /// `accessibilityIdentifier` (never spoken): what steps and findings name the element by.
    var identifier: String? { get }
    /// `accessibilityTraits`' raw value, private bits included (a text field's, a back
    /// button's, a switch's: `UIAccessibilityTraits` has no public name for them).
    var traits: UInt64 { get }
    /// `accessibilityFrame`, in screen points; nil when the node has none.
    var frame: Frame? { get }
    /// The names of `accessibilityCustomActions`, in order.
    var customActions: [String] { get }
    /// `accessibilityCustomContent` (`AXCustomContent`), in order.
    var customContent: [CustomContent] { get }
    /// `accessibilityLanguage`.
    var language: String? { get }
    /// `accessibilityViewIsModal`.
    var viewIsModal: Bool { get }
    /// `shouldGroupAccessibilityChildren`.
    var groupsChildren: Bool { get }
    /// `accessibilityElementsHidden`.
    var elementsHidden: Bool { get }
    /// Whether the view is not drawn (`UIView.isHidden`, or an alpha of 0): VoiceOver skips it.
    var isHidden: Bool { get }
    /// `accessibilityContainerType`'s raw value (`UIAccessibilityContainerType`: 0 none,
    /// 1 data table, 2 list, 3 landmark, 4 semantic group).
    var containerType: Int { get }
    /// `accessibilityNavigationStyle`'s raw value (`UIAccessibilityNavigationStyle`:
    /// 0 automatic, 1 separate, 2 combined).
    var navigationStyle: Int { get }
    /// Which system view it is, where that changes how VoiceOver reads it.
    var role: AccessibilityTreeRole { get }
    /// Its children: `accessibilityElements` when it has them (then
    /// ``childrenAreAccessibilityElements`` is true), else its subviews in UIKit's order.
    var children: [Self] { get }
    /// Whether ``children`` are the node's `accessibilityElements`: an order the app chose,
    /// kept as it is, where subviews are read in geometric order.
    var childrenAreAccessibilityElements: Bool { get }
    /// The node's identity (`ObjectIdentifier` of the object): the reader finds a node that
    /// contains itself by it. Nil when the source cannot tell.
    var identity: ObjectIdentifier? { get }
}

/// The system views whose kind changes how VoiceOver reads a live tree. Everything else is
/// ``other``: its accessibility properties say the rest.
public enum AccessibilityTreeRole: String, Sendable, CaseIterable {
    /// A `UINavigationBar`: its items are one row (leading, title, trailing), its first text
    /// the screen's heading.
    case navigationBar
    /// A `UITabBar`: "Tab bar" on entering, its buttons tabs numbered "N of M".
    case tabBar
    /// A `UIToolbar`: "Toolbar" on entering, its items one row.
    case toolbar
    /// A `UITableView` or `UICollectionView` (a SwiftUI `List`): its cells in row order,
    /// whatever frames scrolled-away cells keep.
    case list
    /// Any other view or element.
    case other
}
