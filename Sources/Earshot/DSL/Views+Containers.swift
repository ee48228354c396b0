// Layout containers. VoiceOver sees through them: their children read as if in their place.
// Parameters that only affect layout (alignment, spacing) are accepted and ignored.

/// A vertical stack.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Maya Lin"); Text("3 saved articles") }
/// ```
public struct VStack: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A vertical stack; `alignment` and `spacing` are accepted and ignored.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [Node]) {
        node = Node(.vStack, children: content())
    }
}

/// A horizontal stack.
///
/// ```swift
/// HStack { Image(decorative: "avatar"); Text("Maya Lin") }
/// ```
public struct HStack: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A horizontal stack; `alignment` and `spacing` are accepted and ignored.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [Node]) {
        node = Node(.hStack, children: content())
    }
}

/// A stack of overlapping views, read back to front (declaration order).
///
/// ```swift
/// ZStack { Image(decorative: "photo"); Text("Caption") }
/// ```
public struct ZStack: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// An overlay stack; `alignment` is accepted and ignored.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [Node]) {
        node = Node(.zStack, children: content())
    }
}

/// A group of views, e.g. to give them one modifier.
///
/// ```swift
/// Group { Text("A"); Text("B") }.accessibilityElement(children: .combine)
/// ```
public struct Group: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A group of views, with no container of its own.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.group, children: content())
    }
}

/// A list of rows.
///
/// ```swift
/// List(["Milk", "Eggs"], id: \.self) { Text($0) }
/// ```
public struct List: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A list of rows.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.list, children: content())
    }

    /// One row per element, SwiftUI's `List(_:rowContent:)`.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> [Node]) {
        node = Node(.list, children: ForEach(data, content: rowContent).nodes)
    }

    /// SwiftUI's `List(_:id:rowContent:)`; the key path is ignored.
    public init<Data: Sequence, ID>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> [Node]
    ) {
        self.init(data, rowContent: rowContent)
    }
}

/// A form of controls.
///
/// ```swift
/// Form { Toggle("Remember me", isOn: false) }
/// ```
public struct Form: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A form of controls.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.form, children: content())
    }
}

/// A section of a `List` or `Form`. A header is read as a heading, as iOS does in lists and
/// forms (a button in it too); a footer as plain text. Both stand among the section's
/// children, header first. `addsHeaderTrait: false` (JSON `"addsHeaderTrait": false`), or a
/// header view with `.accessibilityRemoveTraits(.isHeader)`, keeps the header plain.
///
/// ```swift
/// Section("Account") { Text("maya@example.com") }
/// // Section: Text "Account" (isHeader), Text "maya@example.com"
/// Section { Toggle("Sync", isOn: true) } footer: { Text("Syncs over Wi-Fi only") }
/// Section("About", addsHeaderTrait: false) { Text("Version 2.1") }
/// // "About", then "Version 2.1"
/// ```
public struct Section: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A section with an optional title as its header, a heading unless `addsHeaderTrait` is false.
    public init(_ title: String? = nil, addsHeaderTrait: Bool = true, @ViewBuilder content: () -> [Node]) {
        let header = title.map { [Text($0).node] } ?? []
        var node = Section.node(header: header, content: content(), footer: [], addsHeaderTrait: addsHeaderTrait)
        if title != nil { node.control.sectionHeaderIsTitle = true }
        self.node = node
    }

    /// A section with a header, headings unless `addsHeaderTrait` is false.
    public init(addsHeaderTrait: Bool = true, @ViewBuilder content: () -> [Node], @ViewBuilder header: () -> [Node]) {
        node = Section.node(header: header(), content: content(), footer: [], addsHeaderTrait: addsHeaderTrait)
    }

    /// A section with a footer.
    public init(@ViewBuilder content: () -> [Node], @ViewBuilder footer: () -> [Node]) {
        node = Section.node(header: [], content: content(), footer: footer(), addsHeaderTrait: true)
    }

    /// A section with a header (headings unless `addsHeaderTrait` is false) and a footer.
    public init(
        addsHeaderTrait: Bool = true, @ViewBuilder content: () -> [Node], @ViewBuilder header: () -> [Node],
        @ViewBuilder footer: () -> [Node]
    ) {
        node = Section.node(header: header(), content: content(), footer: footer(), addsHeaderTrait: addsHeaderTrait)
    }

    private static func node(header: [Node], content: [Node], footer: [Node], addsHeaderTrait: Bool) -> Node {
        var node = Node(.section, children: header + content + footer)
        if !footer.isEmpty { node.control.sectionFooterCount = footer.count }
        if !header.isEmpty {
            node.control.sectionHeaderCount = header.count
            if !addsHeaderTrait { node.control.addsHeaderTrait = false }
            Node.makeHeadings(ofSection: &node)
        }
        return node
    }
}

/// A scroll view. `pages` and `page` give the three-finger scroll its "Page 2 of 5".
///
/// ```swift
/// ScrollView(.horizontal, pages: 3, page: 1) { Text("Page one") }
///     .onScroll(.left) { PageScrolled("Page 2 of 3") }
/// ```
public struct ScrollView: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A scroll view; `pages` and `page` (1-based) let the three-finger scroll speak "Page 2 of 3". `showsIndicators` is ignored.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, pages: Int? = nil, page: Int? = nil,
        @ViewBuilder content: () -> [Node]
    ) {
        var node = Node(.scrollView, children: content())
        node.control.pages = pages
        node.control.page = page
        self.node = node
    }
}

/// A navigation stack: the root of a pushed-screen hierarchy.
///
/// ```swift
/// NavigationStack { List { Text("Inbox") } }
/// ```
public struct NavigationStack: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A navigation stack.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.navigationStack, children: content())
    }
}

/// UIKit's generic `UIView` with subviews (kind `View`; the name `View` is SwiftUI's protocol).
///
/// ```swift
/// UIView {
///     UIView { Text("Delete note?"); Button("Delete") }.id("popup")
/// }
/// .accessibilityViewIsModal(true)
/// ```
public struct UIView: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A plain UIKit view, with optional subviews.
    public init(@ViewBuilder content: () -> [Node] = { [] }) {
        node = Node(.view, children: content())
    }
}
