extension Node {
    /// Makes the views of a `Section`'s header headings, as a SwiftUI `List` or `Form` does:
    /// each view of the header, and each view inside a plain stack of it, gets the header
    /// trait ("Account, Heading"; a button there says "Show all, Button, Heading"), unless the
    /// view removes it (`.accessibilityRemoveTraits(.isHeader)`) or the section says
    /// `"addsHeaderTrait": false` (VOICEOVER.md §1).
    ///
    /// - Complexity: O(n) in the views of the header.
    package static func makeHeadings(ofSection section: inout Node) {
        guard section.control.addsHeaderTrait != false else { return }
        let count = min(section.control.sectionHeaderCount ?? 0, section.children.count)
        for index in 0..<count { makeHeading(&section.children[index]) }
    }

    private static func makeHeading(_ node: inout Node) {
        if node.kind.isTransparentContainer, !node.children.isEmpty, node.accessibility.childBehavior == nil {
            for index in node.children.indices { makeHeading(&node.children[index]) }
            return
        }
        guard !node.accessibility.removeTraits.contains(.isHeader) else { return }
        node.accessibility.addTraits.insert(.isHeader)
    }
}
