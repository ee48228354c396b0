#if canImport(UIKit) && !os(watchOS)
    import Accessibility
    import Earshot
    import EarshotImporting
    import UIKit

    /// One object of UIKit's live accessibility tree (a view, a `UIAccessibilityElement`, one of
    /// SwiftUI's elements), read through `NSObject`'s informal accessibility properties.
    ///
    /// Property reads only: what VoiceOver makes of them is `AccessibilityTreeReader`'s to
    /// decide, tested on Linux. Not compiled on Linux, and not yet on an Apple SDK (`Documentation/TESTING.md`, "the live tree").
    @MainActor
    public struct UIKitAccessibilityNode: AccessibilityTreeNode {
        /// The object read.
        public let object: NSObject

        /// The node of `object`: a window, a view, an accessibility element.
        public init(_ object: NSObject) { self.object = object }

        /// `isAccessibilityElement`.
        public var isAccessibilityElement: Bool { object.isAccessibilityElement }
        /// `accessibilityLabel`.
        public var label: String? { object.accessibilityLabel }
        /// `accessibilityValue`.
        public var value: String? { object.accessibilityValue }
        /// `accessibilityHint`.
        public var hint: String? { object.accessibilityHint }
        /// `accessibilityIdentifier`.
        public var identifier: String? { (object as? UIAccessibilityIdentification)?.accessibilityIdentifier }
        /// `accessibilityTraits.rawValue`.
        public var traits: UInt64 { object.accessibilityTraits.rawValue }
        /// `accessibilityFrame`.
        public var frame: Frame? {
            let frame = object.accessibilityFrame
            return Frame(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.width), height: Double(frame.height))
        }
        /// The names of `accessibilityCustomActions`.
        public var customActions: [String] { (object.accessibilityCustomActions ?? []).map(\.name) }
        /// `accessibilityCustomContent` (`AXCustomContentProvider`).
        public var customContent: [CustomContent] {
            let provided = (object as? AXCustomContentProvider)?.accessibilityCustomContent ?? []
            return provided.map { CustomContent(label: $0.label, value: $0.value, importance: $0.importance == .high ? .high : .default) }
        }
        /// `accessibilityLanguage`.
        public var language: String? { object.accessibilityLanguage }
        /// `accessibilityViewIsModal`.
        public var viewIsModal: Bool { object.accessibilityViewIsModal }
        /// `shouldGroupAccessibilityChildren`.
        public var groupsChildren: Bool { object.shouldGroupAccessibilityChildren }
        /// `accessibilityElementsHidden`.
        public var elementsHidden: Bool { object.accessibilityElementsHidden }
        /// `UIView.isHidden`, or an alpha of 0.
        public var isHidden: Bool { (object as? UIKit.UIView).map { $0.isHidden || $0.alpha == 0 } ?? false }
        /// `accessibilityContainerType.rawValue`.
        public var containerType: Int { object.accessibilityContainerType.rawValue }
        /// `accessibilityNavigationStyle.rawValue`.
        public var navigationStyle: Int { object.accessibilityNavigationStyle.rawValue }
        /// The system bars, tables and collection views.
        public var role: AccessibilityTreeRole {
            switch object {
            case is UINavigationBar: return .navigationBar
            case is UITabBar: return .tabBar
            case is UIToolbar: return .toolbar
            case is UITableView, is UICollectionView: return .list
            default: return .other
            }
        }
        /// `accessibilityElements`, else the `UIAccessibilityContainer` methods' elements, else subviews.
        public var children: [UIKitAccessibilityNode] { childObjects.objects.map(UIKitAccessibilityNode.init) }
        /// Whether ``children`` are the object's accessibility elements rather than its subviews.
        public var childrenAreAccessibilityElements: Bool { childObjects.explicit }
        /// The object's identity.
        public var identity: ObjectIdentifier? { ObjectIdentifier(object) }

        private var childObjects: (objects: [NSObject], explicit: Bool) {
            if let elements = object.accessibilityElements, !elements.isEmpty {
                return (elements.compactMap { $0 as? NSObject }, true)
            }
            let count = object.accessibilityElementCount()
            if count > 0, count != NSNotFound {
                return ((0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject }, true)
            }
            return ((object as? UIKit.UIView)?.subviews ?? [], false)
        }
    }
#endif
