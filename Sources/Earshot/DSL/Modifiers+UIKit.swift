// UIKit's own accessibility concepts, for screens declared with `framework: .uikit`.

extension AccessibleView {
    /// The view's frame in screen points; UIKit screens read siblings that all have frames in
    /// geometric order.
    ///
    /// ```swift
    /// Button("Cancel").frame(x: 16, y: 600, width: 120, height: 44)
    /// ```
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Node {
        frame(Frame(x: x, y: y, width: width, height: height))
    }

    /// The view's frame in screen points.
    public func frame(_ frame: Frame) -> Node {
        modified { $0.accessibility.frame = frame }
    }

    /// UIKit `isAccessibilityElement`: `true` makes the view one element, with or without
    /// subviews, and hides its subviews (in SwiftUI screens too, as a hosted UIKit view);
    /// `false` on a leaf hides it.
    public func isAccessibilityElement(_ value: Bool) -> Node {
        modified { $0.accessibility.isAccessibilityElement = value }
    }

    /// UIKit `accessibilityElements`: the explicit order of this container, by id.
    ///
    /// ```swift
    /// UIView { Text("B").id("b"); Text("A").id("a") }.accessibilityElements(["a", "b"])
    /// ```
    /// Ids left out become unreachable.
    public func accessibilityElements(_ ids: [String]) -> Node {
        modified { $0.accessibility.elements = ids }
    }

    /// UIKit `accessibilityViewIsModal`: only this view and its subviews stay reachable
    /// (and the siblings of its ancestors, the classic leak).
    public func accessibilityViewIsModal(_ value: Bool) -> Node {
        modified { $0.accessibility.viewIsModal = value }
    }

    /// UIKit `shouldGroupAccessibilityChildren`: keeps this view's children together in the order.
    public func shouldGroupAccessibilityChildren(_ value: Bool) -> Node {
        modified { $0.accessibility.groupsChildren = value }
    }

    /// UIKit `accessibilityContainerType`: `.accessibilityContainerType(.list)`.
    public func accessibilityContainerType(_ type: ContainerType) -> Node {
        modified { $0.accessibility.containerType = type }
    }

    /// UIKit `accessibilityNavigationStyle`: `.combined` makes Switch Control scan this view's
    /// elements as one group, `.separate` one by one (Documentation/REACH.md §5).
    public func accessibilityNavigationStyle(_ style: NavigationStyle) -> Node {
        modified { $0.accessibility.navigationStyle = style }
    }

    /// UIKit `focusGroupIdentifier`: the focus group Full Keyboard Access's Tab key moves
    /// between, inherited by subviews that set none: `.focusGroupIdentifier("toolbar")`.
    public func focusGroupIdentifier(_ identifier: String) -> Node {
        modified { $0.accessibility.focusGroupIdentifier = identifier }
    }
}
