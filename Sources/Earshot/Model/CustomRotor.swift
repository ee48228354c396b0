/// A rotor the app adds (`.accessibilityRotor(_:entries:)`, `UIAccessibilityCustomRotor`): the
/// rotor lists it by its name, after the system settings, and swipes down and up move focus
/// through its items in their order (VOICEOVER.md §6).
public struct CustomRotor: Sendable, Equatable {
    /// What the rotor says as it turns to it: "Unread".
    public var name: String
    /// The ids of the views it moves through, in order.
    public var items: [String]

    /// A rotor with its name and the ids of its items.
    public init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }
}

extension NodeWalk {
    /// The custom rotor called `name` that a view of the tree under `root` declares, if any:
    /// names are unique in a screen (`ScreenReader.checkIdentifiers`).
    ///
    /// - Complexity: O(n) in the views, reading only those that set modifiers.
    static func rotor(named name: String, under root: Node) -> CustomRotor? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.hasAccessibilityModifiers, let rotor = node.accessibility.rotors.first(where: { $0.name == name }) { return rotor }
            stack.append(contentsOf: node.children)
        }
        return nil
    }
}
