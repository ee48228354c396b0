import Earshot

/// Captures that already list what assistive technology sees (idb's AX view,
/// AccessibilitySnapshot's hierarchy): every element is a stop and containers stay containers
/// (idb reads the simulator's assistive-technology tree, where a composed view is one element:
/// facebook/idb, `FBSimulatorAccessibilityCommands.m` and `website/docs/idb/accessibility.mdx`;
/// cashapp/AccessibilitySnapshot's `AccessibilityHierarchy` lists what VoiceOver visits).
extension VoiceOverStops {
    static let containerTypes: [String: ContainerType] = [
        "List": .list, "Landmark": .landmark, "DataTable": .dataTable, "SemanticGroup": .semanticGroup,
    ]

    mutating func assistive(_ element: CapturedElement, into out: inout [Node], _ context: Context) {
        var inner = context
        switch element.type {
        case "Application", "Window", "Group":
            for child in element.children { assistive(child, into: &out, inner) }
        case "TabBar":
            inner.inTabBar = true
            var children: [Node] = []
            for child in element.children { assistive(child, into: &children, inner) }
            var node = Node(.tabBar, children: children)
            node.serial = nextSerial(for: element)
            node.accessibility.frame = Self.screenFrame(element.frame)
            out.append(node)
        case let type where Self.containerTypes[type] != nil:
            var children: [Node] = []
            for child in element.children { assistive(child, into: &children, inner) }
            var node = Node(.view, children: children)
            node.serial = nextSerial(for: element)
            node.accessibility.containerType = Self.containerTypes[type]
            if type == "SemanticGroup", let label = element.spokenLabel { node.accessibility.label = label }
            node.accessibility.frame = Self.screenFrame(element.frame)
            out.append(node)
        default:
            if Self.isScrollBar(element) { return }
            if element.type == "Keyboard" { inner.inKeyboard = true }
            if let node = stop(element, inner) { out.append(node) }
            for child in element.children { assistive(child, into: &out, inner) }
        }
    }
}
