import Earshot

/// Reads a live accessibility tree (an app's views, in process) into the same `Screen` a
/// capture or a screen file gives: `framework: uikit`, with frames, so that everything after it
/// (listen, audit, report, reach, golden transcripts) works unchanged.
///
/// ```swift
/// let screen = try AccessibilityTreeReader.screen(of: UIKitAccessibilityNode(view), name: "Login")
/// ```
///
/// What VoiceOver makes of the tree is decided here, and by the core's element list, never by
/// the adapter that reads the properties:
///
/// 1. **A hidden node is heard as nothing, and so is everything inside it**: `isHidden` (or an
///    alpha of 0), and `accessibilityElementsHidden`, which hides the node itself as well as
///    what it contains (mdjastrzebski/poc-ios-accessibility-elements-hidden, recorded on iOS).
/// 2. **An accessibility element is one stop, and nothing inside it is read**: it becomes the
///    node its traits make, as an AccessibilitySnapshot capture's element does (a switch, a text
///    field, a tab, a button, a link, an image, else a text), with its label, value, hint,
///    identifier, frame, custom actions, custom content and language.
/// 3. **Any other node is a container of its children**: its subviews in geometric order
///    (rows top to bottom, then along the layout direction), or its `accessibilityElements` in
///    exactly their order; `accessibilityViewIsModal` scopes its siblings away,
///    `shouldGroupAccessibilityChildren` keeps its children together, a container type is
///    announced on entering, and the navigation style reaches Switch Control.
/// 4. **Navigation bars, tab bars, toolbars, tables and collection views** read as the
///    importers read them (`AccessibilityTreeRole`): a bar's items are one row, a tab bar's
///    buttons are tabs, a table's cells keep their row order.
/// 5. **A tree that cannot be a screen is an error, never a hang or a crash**: a node that
///    contains itself, a frame that is not finite, nesting deeper than ``maximumDepth`` or more
///    than ``maximumNodes`` nodes.
public enum AccessibilityTreeReader {
    /// The deepest nesting of nodes read, the root counted: what a screen file holds
    /// (`ScreenWriter.maximumDepth`), so a live screen can be written as one.
    public static let maximumDepth = ScreenWriter.maximumDepth

    /// The most nodes read. A real screen has a few thousand; a tree that shares one node
    /// between many parents would otherwise be read once for every way down to it.
    public static let maximumNodes = 100_000

    /// The screen of the live tree under `root`.
    ///
    /// - Parameters:
    ///   - root: the tree's root: a window, a view controller's view, a hosting view.
    ///   - name: the screen's name, and the name errors give as the file.
    ///   - language: the app's language (BCP 47).
    ///   - device: phone or pad (the row tolerance of geometric order).
    /// - Throws: `InputError` naming the node (its path of subviews and accessibility elements
    ///   from the root) that cannot be read: one that contains itself, a frame that is not
    ///   finite, too deep a tree or too many nodes.
    /// - Complexity: O(n) in the nodes read; it recurses as deep as they nest, at most
    ///   ``maximumDepth`` levels, on the main actor (the objects are read where they live).
    @MainActor
    public static func screen<Source: AccessibilityTreeNode>(
        of root: Source, name: String = "Screen", language: String = "en", device: Device = .phone
    ) throws(InputError) -> Screen {
        // On the main thread, where UIKit's objects may be read: no deep stack is needed, for
        // the walk goes at most `maximumDepth` levels down.
        var walk = LiveTreeWalk(file: name)
        let node = try walk.read(root, path: .top, depth: 1, VoiceOverStops.Context()) ?? walk.emptyRoot()
        return Screen(name: name, language: language, framework: .uikit, device: device, root: node)
    }

    /// ``screen(of:name:language:device:)`` as a result, for an assertion that reports the
    /// error as a test failure (EarshotTesting's `assertTranscript(of:)` of a `Result`).
    @MainActor
    public static func read<Source: AccessibilityTreeNode>(
        _ root: Source, name: String = "Screen", language: String = "en", device: Device = .phone
    ) -> Result<Screen, InputError> {
        Result { () throws(InputError) -> Screen in try screen(of: root, name: name, language: language, device: device) }
    }
}

/// One reading of a live tree: the importer's stop rules, with the nodes counted and the way
/// down from the root remembered. On the main actor, where the nodes are read.
@MainActor
struct LiveTreeWalk {
    var file: String
    /// The importer's stop rules, for the node an element becomes (rule 2).
    var stops = VoiceOverStops(
        capture: Capture(
            format: .accessibilitysnapshot, variant: "live accessibility tree", roots: [], carriesHints: true, carriesTraits: true))
    var visited = 0
    /// The identities of the nodes on the way down to the one being read.
    var ancestors: [ObjectIdentifier: JSONPath] = [:]

    init(file: String) { self.file = file }

    /// The node `source` becomes; nil when VoiceOver hears nothing of it.
    mutating func read<Source: AccessibilityTreeNode>(
        _ source: Source, path: JSONPath, depth: Int, _ context: VoiceOverStops.Context
    ) throws(InputError) -> Node? {
        visited += 1
        guard visited <= AccessibilityTreeReader.maximumNodes else {
            throw error(
                at: path, "the tree has more than \(AccessibilityTreeReader.maximumNodes) nodes, more than Earshot reads in a screen",
                suggestion: "read the part of the screen you mean (one view controller's view), or look for a node shared by many parents")
        }
        guard depth <= AccessibilityTreeReader.maximumDepth else {
            throw error(
                at: path, "nodes nest deeper than \(AccessibilityTreeReader.maximumDepth) levels here, more than a screen holds",
                suggestion: "read the part of the screen you mean, or look for a view that adds itself to its own subviews")
        }
        if let identity = source.identity, let first = ancestors[identity] {
            throw error(
                at: path, "this node is its own ancestor (\(Self.spelled(first))): the tree contains a cycle",
                suggestion: "an 'accessibilityElements' or 'accessibilityContainer' that points back up the tree")
        }
        if let frame = source.frame, ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
            throw error(
                at: path,
                "expected a frame of finite numbers, found x \(frame.x), y \(frame.y), width \(frame.width), height \(frame.height)"
                    + Self.naming(source),
                suggestion: "lay the view out before reading it (layoutIfNeeded), and look for a division by zero in its layout")
        }
        // Rule 1.
        if source.isHidden || source.elementsHidden { return nil }
        // Rule 2.
        if source.isAccessibilityElement { return element(source, context) }
        if let identity = source.identity { ancestors[identity] = path }
        defer { if let identity = source.identity { ancestors[identity] = nil } }
        return try container(source, path: path, depth: depth, context)
    }

    /// Rules 3 and 4: a node that is no element, and its children.
    mutating func container<Source: AccessibilityTreeNode>(
        _ source: Source, path: JSONPath, depth: Int, _ context: VoiceOverStops.Context
    ) throws(InputError) -> Node {
        var inner = context
        let kind: NodeKind
        switch source.role {
        case .navigationBar: kind = .navigationBar
        case .tabBar: kind = .tabBar
        case .toolbar: kind = .toolbar
        case .list: kind = .list
        case .other: kind = NumericTraits.names(source.traits).contains("tabbar") ? .tabBar : .view
        }
        if kind == .tabBar { inner.inTabBar = true }
        let explicit = source.childrenAreAccessibilityElements
        let key = explicit ? "accessibilityElements" : "subviews"
        var children: [Node] = []
        for (index, child) in source.children.enumerated() {
            if let node = try read(child, path: path.appending(key).appending(index), depth: depth + 1, inner) { children.append(node) }
        }
        var node = Node(kind, children: children)
        node.serial = stops.nextSerial()
        if let identifier = source.identifier, !identifier.isEmpty { node.id = uniqueID(identifier) }
        node.accessibility.frame = VoiceOverStops.screenFrame(source.frame)
        if source.viewIsModal { node.accessibility.viewIsModal = true }
        if source.groupsChildren { node.accessibility.groupsChildren = true }
        // No language: each element's own `accessibilityLanguage` is read, whatever UIKit
        // lets it take from the views around it; a container's would reach them all here.
        node.accessibility.containerType = Self.containerType(source.containerType)
        node.accessibility.navigationStyle = Self.navigationStyle(source.navigationStyle)
        if node.accessibility.containerType != nil || kind != .view, let label = source.label, !label.isEmpty {
            // A container's label is what VoiceOver says on entering it.
            node.accessibility.label = label
        }
        if explicit, kind != .list {
            // `accessibilityElements`: this order exactly (the core keeps an explicit order as it is).
            for index in node.children.indices where node.children[index].id == nil {
                node.children[index].id = uniqueID("element-\(node.children[index].serial)")
            }
            node.accessibility.elements = node.children.compactMap(\.id)
        }
        return node
    }

    /// Rule 2: the node an accessibility element becomes, as an AccessibilitySnapshot capture's
    /// element does; nil when it has nothing to say.
    mutating func element<Source: AccessibilityTreeNode>(_ source: Source, _ context: VoiceOverStops.Context) -> Node? {
        let names = NumericTraits.names(source.traits)
        var element = CapturedElement(type: CaptureJSON.snapshotType(names))
        element.isAssistiveView = true
        element.label = source.label
        element.value = source.value
        element.hint = source.hint
        element.identifier = source.identifier
        element.traits = names
        element.isSelected = names.contains("selected")
        element.isEnabled = !names.contains("notenabled")
        element.frame = source.frame
        element.customActions = source.customActions
        guard var node = stops.stop(element, context) else { return nil }
        if [.button, .image, .link, .tab].contains(node.kind), let value = source.value, !value.isEmpty {
            // The importer's kinds that hold no value of their own: a live element's value is
            // its app's (a chart bar's "5 hours"), heard after the label as on any element.
            node.accessibility.value = value
        }
        // The back button's own trait (bit 27), which the importers can only infer.
        if names.contains("backbutton") { node.accessibility.addTraits.insert(.backButton) }
        if !source.customContent.isEmpty { node.accessibility.customContent = source.customContent }
        if let language = source.language, !language.isEmpty { node.accessibility.language = language }
        if source.viewIsModal { node.accessibility.viewIsModal = true }
        node.accessibility.navigationStyle = Self.navigationStyle(source.navigationStyle)
        return node
    }

    /// The root of a tree whose root VoiceOver hears nothing of.
    mutating func emptyRoot() -> Node {
        var node = Node(.view)
        node.serial = stops.nextSerial()
        return node
    }

    /// `id`, or `id-2`, `id-3` ... when a node already has it.
    mutating func uniqueID(_ id: String) -> String {
        var unique = id
        var suffix = 2
        while stops.identifiers.contains(unique) {
            unique = "\(id)-\(suffix)"
            suffix += 1
        }
        stops.identifiers.insert(unique)
        return unique
    }

    /// `UIAccessibilityContainerType`'s raw value as a container type; nil for none (0) or a
    /// value this version does not know.
    static func containerType(_ raw: Int) -> ContainerType? {
        switch raw {
        case 1: return .dataTable
        case 2: return .list
        case 3: return .landmark
        case 4: return .semanticGroup
        default: return nil
        }
    }

    /// `UIAccessibilityNavigationStyle`'s raw value; nil for automatic (0), the default.
    static func navigationStyle(_ raw: Int) -> NavigationStyle? {
        switch raw {
        case 1: return .separate
        case 2: return .combined
        default: return nil
        }
    }

    /// `, on the node labelled 'Save'`, or nothing for a node without a label.
    static func naming<Source: AccessibilityTreeNode>(_ source: Source) -> String {
        guard let label = source.label, !label.isEmpty else { return "" }
        return ", on the node labelled '\(label)'"
    }

    /// `root.subviews[2].accessibilityElements[0]`: the way down from the root to a node.
    static func spelled(_ path: JSONPath) -> String {
        if path.isTop { return "root" }
        return "root." + path.description
    }

    func error(at path: JSONPath, _ message: String, suggestion: String) -> InputError {
        InputError(file: file, path: Self.spelled(path), message: message, suggestion: suggestion)
    }
}
