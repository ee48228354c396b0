#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
    import Earshot
    import EarshotImporting
    import SwiftUI
    import UIKit

    /// A view laid out in a window of a device's size, in an orientation and a text size, so that
    /// its live accessibility tree is the one VoiceOver would read. Not compiled on Linux, and not
    /// yet on an Apple SDK (`Documentation/TESTING.md`, "the live tree").
    @MainActor
    public enum HostedScreen {
        /// A device's screen in points, portrait: `.phone` is an iPhone 15's, `.pad` an 11-inch iPad Pro's.
        public static func size(of device: Earshot.Device, landscape: Bool) -> CGSize {
            let portrait = device == .phone ? CGSize(width: 393, height: 852) : CGSize(width: 834, height: 1194)
            return landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        }

        /// The window holding `controller`, laid out at `size` with `contentSize` as the text size.
        public static func window(
            holding controller: UIViewController, size: CGSize, contentSize: UIContentSizeCategory = .large
        ) -> UIWindow {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            if #available(iOS 17.0, *) {
                controller.traitOverrides.preferredContentSizeCategory = contentSize
                window.rootViewController = controller
            } else {
                let parent = UIViewController()
                parent.addChild(controller)
                parent.view.addSubview(controller.view)
                controller.view.frame = parent.view.bounds
                controller.didMove(toParent: parent)
                parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: contentSize), forChild: controller)
                window.rootViewController = parent
            }
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            // SwiftUI builds its accessibility elements on the next turn of the run loop.
            RunLoop.current.run(until: Date())
            return window
        }

        /// The screen of `view`, hosted in a `UIHostingController`.
        public static func read(
            _ view: some SwiftUI.View, name: String = "Screen", language: String = "en", device: Earshot.Device = .phone,
            landscape: Bool = false,
            contentSize: UIContentSizeCategory = .large
        ) -> Result<Screen, InputError> {
            let shown = Self.window(
                holding: UIHostingController(rootView: view), size: size(of: device, landscape: landscape), contentSize: contentSize)
            defer { shown.isHidden = true }
            return AccessibilityTreeReader.read(UIKitAccessibilityNode(shown), name: name, language: language, device: device)
        }

        /// The screen of `view`, in a window of its own.
        public static func read(
            _ view: UIKit.UIView, name: String = "Screen", language: String = "en", device: Earshot.Device = .phone,
            landscape: Bool = false,
            contentSize: UIContentSizeCategory = .large
        ) -> Result<Screen, InputError> {
            let controller = UIViewController()
            controller.view.addSubview(view)
            view.frame = controller.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let shown = Self.window(holding: controller, size: size(of: device, landscape: landscape), contentSize: contentSize)
            defer { shown.isHidden = true }
            return AccessibilityTreeReader.read(UIKitAccessibilityNode(shown), name: name, language: language, device: device)
        }
    }
#endif
