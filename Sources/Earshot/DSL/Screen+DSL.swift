extension Screen {
    /// A screen whose root is written as a SwiftUI view body.
    ///
    /// ```swift
    /// let screen = Screen(name: "Reading list card") {
    ///     Text("Maya Lin")
    ///     Button("Delete")
    /// }
    /// // root: VStack [Text "Maya Lin", Button "Delete"]
    /// ```
    /// One top-level view becomes the root; several (or none) are wrapped in a `VStack`.
    public init(
        name: String = "Screen", language: String = "en", framework: Framework = .swiftui,
        layoutDirection: LayoutDirection? = nil, device: Device = .phone,
        @ViewBuilder content: () -> [Node]
    ) {
        let nodes = content()
        let root = nodes.count == 1 ? nodes[0] : Node(.vStack, children: nodes)
        self.init(
            name: name, language: language, framework: framework, layoutDirection: layoutDirection,
            device: device, root: root)
    }
}
