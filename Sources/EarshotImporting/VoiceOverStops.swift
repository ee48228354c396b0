import Earshot
import EarshotBase
import Foundation

/// Decides which elements of a captured tree VoiceOver stops on, and what each one is.
///
/// Automation trees (XCUITest, the snapshot dictionary, Appium sources without `accessible`)
/// list the children of accessibility elements too (XCUITest's `debugDescription` prints a
/// `Button, label: '登录'` with a child `StaticText, label: '登录'`, S3). The rules, each with
/// its evidence in a capture of `Tests/EarshotTests/Captures/` (S2, S3 ... name its files) and
/// pinned by a test in `CaptureImportTests`:
///
/// 1. **A stop hides what is inside it.** A `Button`'s `StaticText`, the inner `Switch` of a
///    SwiftUI `Toggle`, the texts under a combined-label `Button` are not stops (S3: a `Button`
///    labelled '登录' with a child `StaticText` labelled the same).
/// 2. **Controls and labelled leaves are stops**: Button, Link, Key, text inputs, Switch,
///    Slider, PickerWheel, PageIndicator, StaticText and Image with a label.
///    A `StaticText` or `Image` without a label is no stop: UIKit views other than standard
///    controls are not accessibility elements by default (Apple, `isAccessibilityElement`),
///    and XCTest lists them anyway (S2's `Image` with only an identifier, the keyboard's
///    zero-size texts).
/// 3. **A labelled `Other` that repeats a label inside it is a wrapper**, not a stop (S7
///    `Other 'Privacy Policy'` around `Button 'Privacy Policy'`). A labelled `Other` whose
///    inner labels all appear in its own label is one combined stop; with no labelled
///    descendants it is a stop of its own (S7 `signout_button`).
/// 4. **Zero-size elements, scroll bars and the status bar are no stops** (S2, S8 zero-size
///    texts; S7, S11 `Vertical scroll bar, 1 page`, which WebDriverAgent marks
///    `accessible="false"`); a zero-size element's children are still looked at (S9).
/// 5. **A cell with a label is one stop.** A cell without one reads as one stop made of its
///    texts (UIKit table cells combine their labels), or as its one switch or slider labelled
///    by its texts (S10: the `Cell`'s own value is its switch's `0`); a cell holding a text
///    input, a button or several controls is a container whose elements are stops (S5).
/// 6. **Navigation bars, tab bars and toolbars are containers**; a tab bar's buttons are tabs;
///    the navigation bar's title (the element whose label is the bar's identifier, S3, S5,
///    S10) is a heading, and its leading button the back button (`markBackButton`), both
///    inferred and said so. The keyboard's keys are keyboard keys.
/// 7. **Alerts and sheets are modal**: only their elements are reachable, as in a view whose
///    `accessibilityViewIsModal` is set (Apple documentation), though captures list the content
///    they cover too.
/// 8. **The same element seen twice is one stop**: the same type, label and identifier with
///    overlapping frames (S5's duplicated `loginButton`).
/// 9. **Off-screen elements stay, in their container's order**: scrolled-away content is
///    reachable by swiping; a table, collection, scroll or web view keeps its elements together
///    in the capture's order, not by their frames (a `List` of a UIKit screen): off-screen
///    cells keep stale or negative frames (appium/appium#13227: a collection view's header at
///    y=-31 under a navigation bar at y=58).
/// 10. Where the capture says which elements VoiceOver sees (WebDriverAgent `accessible`, idb,
///    AccessibilitySnapshot) that is used instead of rules 1-5.
/// 11. **Each window is heard on its own**: the main window's elements, then the other
///    windows', then the keyboard's; never key by key among the app's buttons by their frames.
struct VoiceOverStops {
    var capture: Capture
    var serials = 0
    /// Traits that came from element types, not from the capture, by node serial.
    var inferred: [Int: Traits] = [:]
    var identifiers: Set<String> = []
    var headings: [String] = []
    var counts: [String: Int] = [:]
    var modal: [Node] = []
    var keyboards: [Node] = []
    /// Where the element each stop was made from is in the capture, by the stop's serial.
    var places = SourcePositions(file: "")

    init(capture: Capture) { self.capture = capture }

    struct Context {
        var navigationTitle: String?
        var inTabBar = false
        var inKeyboard = false
    }

    /// Whether the capture says which elements are accessibility elements.
    var usesAccessibleFlag: Bool {
        !CapturedElement.forEach(in: capture.roots) { $0.isAccessible == nil }
    }

    mutating func root() -> Node {
        var children: [Node] = []
        let flag = usesAccessibleFlag
        for element in capture.roots { walk(element, into: &children, Context(), accessibleFlag: flag) }
        children = Self.withoutDuplicates(children)
        if !modal.isEmpty { children.append(contentsOf: modal) }
        if !keyboards.isEmpty {
            // After everything else, in a group of its own whose place is last.
            var group = Node(.view, children: keyboards)
            group.serial = nextSerial()
            children = [Self.inOrder(children, serial: nextSerial()), group]
        }
        var root = Node(.view, children: children)
        root.serial = nextSerial()
        return root
    }

    mutating func nextSerial() -> Int {
        serials += 1
        return serials
    }

    /// The next serial, for a node made from `element`: its line and column are kept.
    mutating func nextSerial(for element: CapturedElement) -> Int {
        let serial = nextSerial()
        if let line = element.line { places[serial] = SourcePosition(line: line, column: element.column ?? 1) }
        return serial
    }

    /// Where each stop's element is in the capture named `file`, by serial.
    func positions(file: String) -> SourcePositions {
        var positions = places
        positions.file = file
        return positions
    }

    mutating func count(_ what: String) { counts[what, default: 0] += 1 }

    // MARK: The walk

    mutating func walk(_ element: CapturedElement, into out: inout [Node], _ context: Context, accessibleFlag: Bool) {
        if element.isAssistiveView {
            assistive(element, into: &out, context)
            return
        }
        let type = element.type
        if type == "StatusBar" { return }
        if Self.isScrollBar(element) {
            count("scroll bars")
            return
        }
        var inner = context
        switch type {
        case "NavigationBar":
            inner.navigationTitle = element.identifier ?? element.label
            var bar = container(.navigationBar, element, inner, accessibleFlag: accessibleFlag)
            markBackButton(&bar)
            out.append(bar)
            return
        case "TabBar":
            inner.inTabBar = true
            out.append(container(.tabBar, element, inner, accessibleFlag: accessibleFlag))
            return
        case "Toolbar":
            out.append(container(.toolbar, element, inner, accessibleFlag: accessibleFlag))
            return
        case "Alert", "Sheet":
            var layer = container(.view, element, inner, accessibleFlag: accessibleFlag)
            layer.accessibility.viewIsModal = true
            modal.append(layer)
            return
        case "Table", "CollectionView", "ScrollView", "WebView":
            // Rule 9: a UIKit table or collection view (a `List` of a UIKit screen) hands
            // VoiceOver its cells in row order, scrolled-away ones included, whatever frames
            // they keep; it is placed where its first row on screen is.
            out.append(container(.list, element, inner, accessibleFlag: accessibleFlag))
            return
        case "Application":
            // Rule 11: each window is heard on its own, the app's main window first, the
            // keyboard's window after the app's.
            let windows = element.children.enumerated().sorted { Self.windowRank($0.element) < Self.windowRank($1.element) }
            for child in windows.map(\.element) { walk(child, into: &out, inner, accessibleFlag: accessibleFlag) }
            return
        case "Window":
            var window = container(.view, element, inner, accessibleFlag: accessibleFlag)
            window.accessibility.groupsChildren = true
            if !window.children.isEmpty { out.append(window) }
            return
        case "Keyboard":
            // The keyboard is a window of its own (after the app), even where a flat snapshot
            // list put it inside the app's window.
            inner.inKeyboard = true
            var keyboard = container(.view, element, inner, accessibleFlag: accessibleFlag)
            keyboard.accessibility.groupsChildren = true
            keyboard.accessibility.frame = nil
            if !keyboard.children.isEmpty { keyboards.append(keyboard) }
            return
        case "SegmentedControl":
            if let picker = segmented(element) {
                out.append(picker)
                return
            }
        default:
            break
        }
        if accessibleFlag {
            if element.isAccessible == true, element.hasSize {
                if let node = stop(element, inner) { out.append(node) }
                controlsInside(element, into: &out, inner, accessibleFlag: accessibleFlag)
                return
            }
        } else if element.hasSize {
            switch decide(element) {
            case .stop:
                if let node = stop(element, inner) { out.append(node) }
                controlsInside(element, into: &out, inner, accessibleFlag: accessibleFlag)
                return
            case .skip:
                return
            case .unlabelledImage:
                count("images without a label")
                // An image view's subviews are reachable (WeChat's search bar is an image with
                // its back button and search field inside).
                if element.children.isEmpty { return }
            case .cell:
                if let node = cell(element, inner) {
                    out.append(node)
                    return
                }
            case .descend:
                break
            }
        } else {
            count("zero-size elements")
        }
        for child in element.children { walk(child, into: &out, inner, accessibleFlag: accessibleFlag) }
    }

    enum Decision { case stop, skip, descend, cell, unlabelledImage }

    /// Rules 2, 3 and 5 for one element of an automation tree.
    func decide(_ element: CapturedElement) -> Decision {
        switch element.type {
        case "Button", "Link", "Key", "TextField", "SecureTextField", "SearchField", "TextView", "Switch", "Toggle", "Slider",
            "PickerWheel", "PageIndicator", "ProgressIndicator", "MenuItem", "MenuButton", "PopUpButton", "ToolbarButton",
            "RadioButton", "CheckBox", "DisclosureTriangle", "Tab", "ComboBox", "ColorWell", "IncrementArrow", "DecrementArrow":
            return .stop
        case "StaticText":
            return element.spokenLabel == nil ? .skip : .stop
        case "Image", "Icon":
            return element.spokenLabel == nil ? .unlabelledImage : .stop
        case "Cell":
            return element.spokenLabel == nil ? .cell : .stop
        case "Application", "Window", "Table", "CollectionView", "ScrollView", "WebView", "Map", "Picker", "Stepper", "Keyboard",
            "Group", "Outline", "Grid", "Browser", "LayoutArea", "SplitGroup", "TabGroup", "RadioGroup", "Popover", "Menu", "MenuBar":
            return .descend
        default:
            guard let label = element.spokenLabel else { return .descend }
            return Self.labelSaysWhatIsInside(element, label) ? .stop : .descend
        }
    }

    /// The most elements a labelled container can hold and still be one stop. A label that says
    /// its children's text is a sentence over a few texts and images; past this the container
    /// is a screen region, and reading on would make a deep chain of labelled containers
    /// quadratic (each one would read everything below it).
    static let combinedGroupLimit = 64

    /// Whether `label` says what is inside `element`, whatever the case ('App presented by
    /// sponsor' over 'App presented by' and an image 'Sponsor'): then it is one element. Not
    /// when a label inside is the container's own (the container only names its child), not
    /// when one is missing from it, and not over more than `combinedGroupLimit` elements. One
    /// pass over what is inside, stopping at the first that decides it; the elements seen and
    /// still to see are counted before a list of children is copied, so a long one never is.
    static func labelSaysWhatIsInside(_ element: CapturedElement, _ label: String) -> Bool {
        guard element.children.count <= combinedGroupLimit else { return false }
        var stack = element.children
        var seen = 0
        while let next = stack.popLast() {
            seen += 1
            if let inner = next.spokenLabel, next.hasSize, !isScrollBar(next) {
                if inner.caseInsensitiveCompare(label) == .orderedSame { return false }
                if label.range(of: inner, options: .caseInsensitive) == nil { return false }
            }
            guard seen + stack.count + next.children.count <= combinedGroupLimit else { return false }
            stack.append(contentsOf: next.children)
        }
        return true
    }

    /// Rule 1's exception: the buttons inside a text field (a secure field's reveal button, a
    /// search field's clear button) are stops of their own after it; VoiceOver reaches them.
    mutating func controlsInside(_ element: CapturedElement, into out: inout [Node], _ context: Context, accessibleFlag: Bool) {
        guard ["TextField", "SecureTextField", "SearchField", "TextView"].contains(element.type) else { return }
        for child in element.children where child.type == "Button" {
            walk(child, into: &out, context, accessibleFlag: false)
        }
    }

    static func isScrollBar(_ element: CapturedElement) -> Bool {
        if element.type == "ScrollBar" { return true }
        guard let label = element.label else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }

    /// A navigation bar, tab bar, toolbar or modal layer: a container of the stops inside it.
    mutating func container(_ kind: NodeKind, _ element: CapturedElement, _ context: Context, accessibleFlag: Bool) -> Node {
        var children: [Node] = []
        for child in element.children { walk(child, into: &children, context, accessibleFlag: accessibleFlag) }
        var node = Node(kind, children: Self.withoutDuplicates(children))
        node.serial = nextSerial(for: element)
        if element.hasSize { node.accessibility.frame = Self.screenFrame(element.frame) }
        return node
    }

    /// Main window first, keyboard windows last, others between (in the capture's order).
    static func windowRank(_ element: CapturedElement) -> Int {
        if element.isMainWindow { return 0 }
        var stack = element.children
        while let next = stack.popLast() {
            if next.type == "Keyboard" { return 2 }
            stack.append(contentsOf: next.children)
        }
        return 1
    }

    /// The screen's own elements as one group, so that the keyboard's group after it stays after it.
    static func inOrder(_ nodes: [Node], serial: Int) -> Node {
        var node = Node(.view, children: nodes)
        node.serial = serial
        node.accessibility.groupsChildren = true
        return node
    }

    /// Rule 6: the leading button of a navigation bar, before its title, is its back button
    /// ("Settings, Back button": cashapp/AccessibilitySnapshot's `Localizable.strings`, "Back
    /// Button."), unless it is one of UIKit's system bar items (Cancel, Done, Close ...), which
    /// a modal bar puts there instead. Inferred, and said so.
    mutating func markBackButton(_ bar: inout Node) {
        let buttons = bar.children.indices.filter { bar.children[$0].kind == .button && bar.children[$0].accessibility.frame != nil }
        guard let first = buttons.min(by: { bar.children[$0].accessibility.frame!.x < bar.children[$1].accessibility.frame!.x }) else {
            return
        }
        let button = bar.children[first]
        guard let frame = button.accessibility.frame else { return }
        let title = bar.children.first { $0.accessibility.addTraits.contains(.isHeader) }
        if let titleFrame = title?.accessibility.frame, titleFrame.x < frame.x { return }
        if let barFrame = bar.accessibility.frame, frame.x - barFrame.x > barFrame.width / 4 { return }
        let label = (button.title ?? "").lowercased()
        guard !Self.systemBarItems.contains(label), !button.accessibility.addTraits.contains(.backButton) else { return }
        bar.children[first].accessibility.addTraits.insert(.backButton)
        inferred[button.serial, default: []].insert(.backButton)
    }

    /// The English titles of UIKit's system bar button items (`UIBarButtonItem.SystemItem`).
    static let systemBarItems: Set<String> = [
        "cancel", "done", "close", "edit", "save", "add", "compose", "reply", "share", "search", "refresh", "stop", "camera",
        "delete", "trash", "play", "pause", "undo", "redo", "bookmarks", "organize",
    ]

    /// The frame a screen file can hold: finite numbers (XCTest prints `inf`, and `nan` or
    /// `1e400` read as numbers too; JSON has neither) and a width and height of 0 or more, as
    /// the screen reader demands; nil otherwise, so what `earshot import` writes reads back.
    static func screenFrame(_ frame: Frame?) -> Frame? {
        guard let frame, [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0
        else { return nil }
        return frame
    }

    /// Rule 8: drops a stop that repeats the one before it (same kind, label, id; frames overlap).
    static func withoutDuplicates(_ nodes: consuming [Node]) -> [Node] {
        // Most lists have none: they are found first, reading the views where they are, and
        // such a list is given back as it is.
        let duplicates = nodes.withUnsafeBufferPointer { nodes -> [Int] in
            var duplicates: [Int] = []
            guard let first = nodes.baseAddress else { return duplicates }
            var kept = 0
            for index in nodes.indices.dropFirst() {
                if isDuplicate(first + index, of: first + kept) { duplicates.append(index) } else { kept = index }
            }
            return duplicates
        }
        guard !duplicates.isEmpty else { return nodes }
        var result: [Node] = []
        result.reserveCapacity(nodes.count - duplicates.count)
        var next = duplicates.makeIterator()
        var skip = next.next()
        for index in nodes.indices {
            if index == skip {
                skip = next.next()
                continue
            }
            result.append(nodes[index])
        }
        return result
    }

    /// Rule 8: `node` is `kept` seen again: a stop of the same kind, title and label whose frame
    /// overlaps `kept`'s. Read through pointers: a view handed to a call from its array's buffer
    /// is copied whole first (`TreeFacts`).
    private static func isDuplicate(_ node: UnsafePointer<Node>, of kept: UnsafePointer<Node>) -> Bool {
        guard kept.pointee.kind == node.pointee.kind, !node.pointee.kind.takesChildList, kept.pointee.title == node.pointee.title else {
            return false
        }
        return Node.withAccessibility(of: kept) { a in
            Node.withAccessibility(of: node) { b in
                guard a?.pointee.label == b?.pointee.label, let a = a?.pointee.frame, let b = b?.pointee.frame else { return false }
                return a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
            }
        }
    }
}
