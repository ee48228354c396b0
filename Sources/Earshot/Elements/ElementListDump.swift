/// Draws VoiceOver's element list as a tree of containers and elements, for `earshot dump` and
/// for people asking "why is this one stop?".
///
///     ├─ Tags  (container)
///     │  ├─ birds  [isStaticText]  actions: Remove
///     │  └─ morning  [isStaticText]  actions: Remove
///     └─ Save  [isButton]  #save
package enum ElementListDump {
    private final class Branch {
        let title: String
        var children: [Branch] = []
        init(_ title: String) { self.title = title }
    }

    /// - Complexity: O(n) in the number of elements.
    package static func lines(_ list: ElementList) -> [String] {
        let root = Branch("")
        var open: [(container: Int, branch: Branch)] = []
        for element in list.elements {
            let chain = element.containers
            var shared = 0
            while shared < open.count, shared < chain.count, open[shared].container == chain[shared] { shared += 1 }
            open.removeSubrange(shared...)
            for container in chain[shared...] {
                let branch = Branch(list.containers[container].description.map { "\($0)  (container)" } ?? "(container)")
                (open.last?.branch ?? root).children.append(branch)
                open.append((container, branch))
            }
            (open.last?.branch ?? root).children.append(Branch(describe(element)))
        }
        var output: [String] = []
        draw(root.children, indent: "", into: &output)
        return output
    }

    private static func draw(_ branches: [Branch], indent: String, into output: inout [String]) {
        for (index, branch) in branches.enumerated() {
            let last = index == branches.count - 1
            output.append(indent + (last ? "└─ " : "├─ ") + TranscriptText.escaped(branch.title))
            draw(branch.children, indent: indent + (last ? "   " : "│  "), into: &output)
        }
    }

    package static func describe(_ element: AccessibilityElement) -> String {
        var parts = [element.label.isEmpty ? "(no label)" : element.label]
        if !element.value.isEmpty { parts.append("= \(element.value)") }
        let roles: [(String, Traits)] = [("textField", .textField), ("secureTextField", .secureTextField), ("tab", .tab)]
        let traits = element.traits.names + roles.filter { element.traits.contains($0.1) }.map(\.0)
        if !traits.isEmpty { parts.append("[" + traits.joined(separator: ", ") + "]") }
        if !element.hint.isEmpty { parts.append("hint: \(element.hint)") }
        if !element.actions.isEmpty { parts.append("actions: " + element.actions.map(\.name).joined(separator: ", ")) }
        if !element.customContent.isEmpty {
            let entries = element.customContent.map { "\($0.label): \($0.value)" + ($0.importance == .high ? " (high)" : "") }
            parts.append("content: " + entries.joined(separator: ", "))
        }
        if let position = element.position { parts.append("\(position.index) of \(position.count)") }
        if let id = element.id { parts.append("#\(id)") }
        return parts.joined(separator: "  ")
    }
}
