// Views that show content: text, images, labels and progress.

/// Static text: `Text("Maya Lin")`; VoiceOver reads the string.
///
/// ```swift
/// Text("3 saved articles").node.title  // "3 saved articles"
/// ```
public struct Text: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// Text showing `content`.
    public init(_ content: String) {
        node = Node(.text, title: content)
    }

    /// SwiftUI's `Text(verbatim:)`; the same as `Text(_:)` here.
    public init(verbatim content: String) {
        self.init(content)
    }
}

/// An image named by its asset: VoiceOver falls back to the asset name unless it is labelled.
///
/// ```swift
/// Image("ic_heart")                      // Image "ic_heart"
/// Image(decorative: "avatar_placeholder") // hidden from VoiceOver
/// Image(systemName: "gear")              // Image "gear"
/// ```
public struct Image: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// An image from the asset catalog named `name`.
    public init(_ name: String) {
        node = Node(.image, title: name)
    }

    /// An image VoiceOver skips, as SwiftUI's `Image(decorative:)`.
    public init(decorative name: String) {
        var node = Node(.image, title: name)
        node.control.decorative = true
        self.node = node
    }

    /// An SF Symbol; its name stands in for the asset name, and beside text in a button's
    /// content it is not spoken.
    public init(systemName: String) {
        var node = Node(.image, title: systemName)
        node.control.systemName = systemName
        self.node = node
    }
}

/// A title with an icon; VoiceOver reads the title and treats the icon as decoration.
///
/// ```swift
/// Label("Settings", systemImage: "gear")  // Label "Settings", icon "gear"
/// ```
public struct Label: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A label with an SF Symbol as its icon.
    public init(_ title: String, systemImage: String) {
        self.init(title, icon: systemImage)
    }

    /// A label with an image from the asset catalog as its icon.
    public init(_ title: String, image: String) {
        self.init(title, icon: image)
    }

    /// A label with an optional icon, which VoiceOver does not speak.
    public init(_ title: String, icon: String? = nil) {
        var node = Node(.label, title: title)
        node.control.icon = icon
        self.node = node
    }
}

/// A progress indicator: determinate with a `value`, indeterminate without.
///
/// ```swift
/// ProgressView("Downloading", value: 0.4)   // spoken as 40%
/// ProgressView("Uploading", value: 3, total: 4)  // value 0.75
/// ProgressView()                            // indeterminate
/// ```
public struct ProgressView: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// - Parameters:
    ///   - title: what the indicator measures, its label; `nil` for none.
    ///   - value: progress so far, out of `total`; `nil` for an indeterminate indicator.
    ///   - total: what `value` counts up to (SwiftUI's `total:`); stored as a fraction of it.
    public init(_ title: String? = nil, value: Double? = nil, total: Double = 1) {
        var node = Node(.progressView, title: title)
        node.control.number = value.map { total == 0 ? 0 : $0 / total }
        self.node = node
    }
}
