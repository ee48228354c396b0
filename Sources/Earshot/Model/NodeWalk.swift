/// Iterative walks over a node tree (no recursion, so any depth is safe).
enum NodeWalk {
    /// The ids of the descendants of `node`, not counting `node` itself.
    static func identifiers(under node: Node) -> [String] {
        var result: [String] = []
        var stack = node.children
        while let next = stack.popLast() {
            if let id = next.id { result.append(id) }
            stack.append(contentsOf: next.children)
        }
        return result
    }
}
