import EarshotTestSupport
import Testing

@testable import Earshot

// VoiceOver's element list: which elements exist and in which order (VOICEOVER.md §2-§4),
// built from small node trees, one rule per test.

/// A screen built from JSON, numbered as the runtime numbers it, and its element list.
struct BuiltScreen {
    var screen: Screen
    /// The root with serial numbers, as `LiveTree` gives them.
    var root: Node
    var list: ElementList

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
    }

    /// `root` is the JSON of the root node; `extra` more screen keys (`"framework": "uikit", `).
    init(_ root: String, _ extra: String = "") throws {
        let text = #"{"earshot": 1, \#(extra)"root": \#(root)}"#
        guard case .screen(let screen) = try DocumentLoader.load(bytes: Array(text.utf8), name: "fixture.screen.json") else {
            throw FixtureError(description: "not a screen")
        }
        self.screen = screen
        self.root = LiveTree(screen: screen).top.root
        var builder = ElementListBuilder(screen: screen, phrases: try VoiceLibrary.shared.phrasebook(for: "en"))
        self.list = builder.build(self.root)
    }

    var labels: [String] { list.elements.map(\.label) }

    func element(_ id: String) throws -> AccessibilityElement {
        guard let index = list.index(ofID: id) else { throw FixtureError(description: "no element \(id)") }
        return list.elements[index]
    }

    /// The serial the runtime gave the node with `id`.
    func serial(of id: String) throws -> Int {
        var stack = [root]
        while let node = stack.popLast() {
            if node.id == id { return node.serial }
            stack.append(contentsOf: node.children)
        }
        throw FixtureError(description: "no node \(id)")
    }
}

private let uikit = #""framework": "uikit", "#

@Suite("Element list: hiding")
struct HidingTests {
    @Test("accessibilityHidden removes a view and everything inside it")
    func hiddenSubtree() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "B"}, {"Button": "C"}], "accessibilityHidden": true}, {"Text": "D"}]}"#)
        #expect(built.labels == ["A", "D"])
    }

    @Test("A decorative image is not in the tree")
    func decorativeImage() throws {
        let built = try BuiltScreen(#"{"VStack": [{"Image": "divider", "decorative": true}, {"Text": "Notes"}]}"#)
        #expect(built.labels == ["Notes"])
    }

    @Test("A plain image reads its asset name with the image trait (SwiftUI's fallback)")
    func imageAssetName() throws {
        let built = try BuiltScreen(#"{"Image": "ic_trash"}"#)
        #expect(built.labels == ["ic_trash"])
        #expect(built.list.elements.first?.traits.contains(.isImage) == true)
    }

    @Test("An icon-only button takes its label from its content")
    func iconButton() throws {
        let built = try BuiltScreen(#"{"Button": [{"Image": "ic_trash"}]}"#)
        #expect(built.labels == ["ic_trash"])
        #expect(built.list.elements.count == 1)
        #expect(built.list.elements.first?.traits.contains(.isButton) == true)
    }

    @Test("UIKit isAccessibilityElement false on a leaf hides it")
    func uikitLeafNotElement() throws {
        let built = try BuiltScreen(#"{"View": [{"Text": "A", "isAccessibilityElement": false}, {"Text": "B"}]}"#, uikit)
        #expect(built.labels == ["B"])
    }

    @Test("A hidden child inside a combined element contributes nothing")
    func hiddenChildOfCombine() throws {
        let built = try BuiltScreen(
            #"{"HStack": [{"Text": "Maya Lin"}, {"Text": "secret", "accessibilityHidden": true}], "accessibilityElement": "combine"}"#)
        #expect(built.labels == ["Maya Lin"])
    }
}

@Suite("Element list: grouping")
struct GroupingTests {
    @Test("combine makes one element whose label joins the children's labels with \", \"")
    func combineLabels() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"HStack": [{"Text": "Maya Lin"}, {"Text": "Online"}], "accessibilityElement": "combine"}, {"Text": "After"}]}"#)
        #expect(built.labels == ["Maya Lin, Online", "After"])
    }

    @Test("combine joins the children's values with \", \" too")
    func combineValues() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Volume"}, {"Slider": null, "value": 0.5}, {"Text": "Balance"}, {"Slider": null, "value": 0.25}], "accessibilityElement": "combine"}"#
        )
        let element = try #require(built.list.elements.first)
        #expect(built.list.elements.count == 1)
        #expect(element.label == "Volume, Balance")
        #expect(element.value == "50%, 25%")
        #expect(element.traits.contains(.adjustable))
    }

    @Test("combine: the first child button gives the default action and the button trait; its label is not merged")
    func combineFirstButton() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Episode 12"}, {"Button": "Play", "id": "play"}, {"Button": "Download", "id": "download"}], "accessibilityElement": "combine", "id": "card"}"#
        )
        let element = try built.element("card")
        #expect(built.list.elements.count == 1)
        #expect(element.label == "Episode 12")
        #expect(element.traits.contains(.isButton))
        #expect(element.activationSerial == (try built.serial(of: "play")))
    }

    @Test("combine: with several child buttons, each becomes a named action that activates it, the first too")
    func combineOtherButtons() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Episode 12"}, {"Button": "Play", "id": "play"}, {"Button": "Download", "id": "download"}, {"Button": "Share", "id": "share"}], "accessibilityElement": "combine", "id": "card"}"#
        )
        let element = try built.element("card")
        #expect(element.actions.map(\.name) == ["Play", "Download", "Share"])
        #expect(
            element.actions.map(\.activates) == [
                try built.serial(of: "play"), try built.serial(of: "download"), try built.serial(of: "share"),
            ])
        #expect(element.activationSerial == (try built.serial(of: "play")))
        #expect(element.label == "Episode 12")
    }

    @Test("combine: the element's own actions come before those of its buttons")
    func combineOwnActionsFirst() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Episode 12"}, {"Button": "Play"}, {"Button": "Download"}], "accessibilityElement": "combine", "id": "card", "accessibilityActions": ["Mark as played"]}"#
        )
        #expect(try built.element("card").actions.map(\.name) == ["Mark as played", "Play", "Download"])
    }

    @Test("combine: a switch inside is not a button; its state joins the values")
    func combineToggle() throws {
        let built = try BuiltScreen(
            #"{"HStack": [{"Text": "Wi-Fi"}, {"Toggle": "", "isOn": true}], "accessibilityElement": "combine", "id": "row"}"#)
        let element = try built.element("row")
        #expect(element.traits.contains(.isToggle))
        #expect(!element.traits.contains(.isButton))
        #expect(element.value == "On")
    }

    @Test("contain keeps the children as separate stops inside a container that has the label as its description")
    func contain() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Now playing"}, {"HStack": [{"Button": "Play"}, {"Button": "Fast-forward 30 seconds"}], "accessibilityElement": "contain", "accessibilityLabel": "Mini Player"}]}"#
        )
        #expect(built.labels == ["Now playing", "Play", "Fast-forward 30 seconds"])
        let play = built.list.elements[1]
        let container = try #require(play.containers.last)
        #expect(built.list.containers[container].description == "Mini Player")
        #expect(built.list.elements[2].containers == play.containers)
        #expect(built.list.elements[0].containers.isEmpty)
    }

    @Test("contain's label is not given to the children")
    func containDoesNotRelabel() throws {
        let built = try BuiltScreen(
            #"{"HStack": [{"Button": "Play"}], "accessibilityElement": "contain", "accessibilityLabel": "Mini Player"}"#)
        #expect(built.labels == ["Play"])
    }

    @Test("ignore makes one element with only its own properties; children are hidden")
    func ignore() throws {
        let built = try BuiltScreen(
            #"{"HStack": [{"Image": "star.fill"}, {"Image": "star"}], "accessibilityElement": "ignore", "accessibilityLabel": "Rating", "accessibilityValue": "4 of 5 stars", "id": "rating"}"#
        )
        let element = try built.element("rating")
        #expect(built.list.elements.count == 1)
        #expect(element.label == "Rating" && element.value == "4 of 5 stars")
        #expect(!element.traits.contains(.isImage))
    }

    @Test("ignore with no label of its own gives an element with an empty label")
    func ignoreWithoutLabel() throws {
        let built = try BuiltScreen(#"{"HStack": [{"Text": "Hidden text"}], "accessibilityElement": "ignore"}"#)
        #expect(built.labels == [""])
    }

    @Test("A label on a plain SwiftUI stack applies to each element inside")
    func stackLabelInherited() throws {
        let built = try BuiltScreen(#"{"VStack": [{"Button": "A"}, {"Button": "B"}], "accessibilityLabel": "Controls"}"#)
        #expect(built.labels == ["Controls", "Controls"])
    }

    @Test("UIKit: isAccessibilityElement on a container makes one element reading its subviews and hides them")
    func uikitContainerElement() throws {
        let built = try BuiltScreen(
            #"{"View": [{"View": [{"Text": "Maya Lin"}, {"Text": "Online"}], "isAccessibilityElement": true, "id": "cell"}, {"Text": "After"}]}"#,
            uikit)
        #expect(built.labels == ["Maya Lin, Online", "After"])
    }

    @Test("UIKit: a container element keeps its own label over its subviews' text")
    func uikitContainerElementLabel() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "Maya Lin"}, {"Text": "Online"}], "isAccessibilityElement": true, "accessibilityLabel": "Maya Lin, online now"}"#,
            uikit)
        #expect(built.labels == ["Maya Lin, online now"])
    }

    @Test("SwiftUI honours isAccessibilityElement on a container, as on a hosted UIKit view (FORMAT.md)")
    func swiftUIHonoursIsAccessibilityElement() throws {
        let built = try BuiltScreen(#"{"VStack": [{"Text": "Maya Lin"}, {"Text": "Online"}], "isAccessibilityElement": true}"#)
        #expect(built.labels == ["Maya Lin, Online"])
    }

    @Test("UIKit: a container element's hidden subviews bring no actions, traits or default action")
    func uikitContainerElementOwnActionsOnly() throws {
        let built = try BuiltScreen(
            #"{"View": [{"View": [{"Text": "Ana"}, {"Button": "Call", "id": "button"}], "isAccessibilityElement": true, "id": "cell", "accessibilityActions": ["Call"]}]}"#,
            uikit)
        let element = try built.element("cell")
        #expect(element.actions.map(\.name) == ["Call"])
        #expect(element.actions.map(\.activates) == [nil])
        #expect(element.traits.isEmpty)
        #expect(element.activationSerial == (try built.serial(of: "cell")))
    }

    @Test("UIKit: a view with isAccessibilityElement and no subviews is one element")
    func uikitSelfDrawnElement() throws {
        let built = try BuiltScreen(
            #"{"View": [{"View": [], "isAccessibilityElement": true, "accessibilityLabel": "Rating", "accessibilityValue": "4 of 5 stars"}]}"#,
            uikit)
        #expect(built.labels == ["Rating"])
        #expect(built.list.elements.first?.value == "4 of 5 stars")
    }

    @Test("UIKit accessibilityElements sets the order; views left out are unreachable")
    func explicitOrder() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "A", "id": "a"}, {"Text": "B", "id": "b"}, {"Text": "C", "id": "c"}], "accessibilityElements": ["c", "a"]}"#,
            uikit)
        #expect(built.labels == ["C", "A"])
    }

    @Test("UIKit accessibilityElements wins over geometry and sort priority")
    func explicitOrderBeatsGeometry() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "A", "id": "a", "frame": [0, 0, 10, 10]}, {"Text": "B", "id": "b", "frame": [0, 100, 10, 10], "accessibilitySortPriority": -5}], "accessibilityElements": ["b", "a"]}"#,
            uikit)
        #expect(built.labels == ["B", "A"])
    }

    @Test("A tab bar numbers its tabs and describes itself as Tab bar")
    func tabBar() throws {
        let built = try BuiltScreen(
            #"{"TabBar": [{"Tab": "Home", "selected": true}, {"Tab": "Search"}, {"Tab": "Profile"}]}"#)
        #expect(built.labels == ["Home", "Search", "Profile"])
        #expect(built.list.elements.map(\.position?.index) == [1, 2, 3])
        #expect(built.list.elements.map(\.position?.count) == [3, 3, 3])
        let container = try #require(built.list.elements.first?.containers.first)
        #expect(built.list.containers[container].description == "Tab bar")
    }

    @Test("A segmented picker gives one button per option with its position; the selected one is selected")
    func segmentedPicker() throws {
        let built = try BuiltScreen(
            #"{"Picker": "Size", "options": ["S", "M", "L"], "selection": "M", "pickerStyle": "segmented"}"#)
        #expect(built.labels == ["S", "M", "L"])
        #expect(built.list.elements.map { $0.traits.contains(.isSelected) } == [false, true, false])
        #expect(built.list.elements.allSatisfy { $0.traits.contains(.isButton) })
        #expect(built.list.elements.map(\.position?.index) == [1, 2, 3])
    }

    @Test("A button inside a button's label is no part of it: an action of the outer one that activates it, after its own")
    func buttonInsideButtonLabel() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Button": [{"Text": "Invoice 42"}, {"HStack": [{"Button": "Pay", "id": "pay"}, {"Link": "Receipt", "id": "receipt"}]}], "id": "row", "accessibilityActions": ["Archive"]}]}"#
        )
        let row = try built.element("row")
        #expect(built.labels == ["Invoice 42"])
        #expect(row.actions.map(\.name) == ["Archive", "Pay", "Receipt"])
        #expect(row.actions.map(\.activates) == [nil, try built.serial(of: "pay"), try built.serial(of: "receipt")])
        #expect(row.activationSerial == (try built.serial(of: "row")))
    }

    @Test("A navigation bar's first text is a heading; a second text and a text outside the bar are not; the app can remove it")
    func navigationBarTitle() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"NavigationBar": [{"Button": "Back"}, {"VStack": [{"Text": "Inbox"}, {"Text": "3 unread"}]}]}, {"Text": "Today"}]}"#
        )
        #expect(built.list.elements.map { $0.traits.contains(.isHeader) } == [false, true, false, false])
        let removed = try BuiltScreen(
            #"{"NavigationBar": [{"Text": "Inbox", "accessibilityHidden": true}, {"Text": "Drafts", "accessibilityRemoveTraits": ["isHeader"]}]}"#
        )
        #expect(removed.labels == ["Drafts"])
        #expect(removed.list.elements.map { $0.traits.contains(.isHeader) } == [false])
    }
}

@Suite("Element list: sort priority")
struct SortPriorityTests {
    @Test("Sort priority reorders within a container: A, B, [C2, D3, E1] reads A, B, D, C, E")
    func withinContainer() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"Text": "B"}, {"VStack": [{"Text": "C", "accessibilitySortPriority": 2}, {"Text": "D", "accessibilitySortPriority": 3}, {"Text": "E", "accessibilitySortPriority": 1}], "accessibilityElement": "contain"}]}"#
        )
        #expect(built.labels == ["A", "B", "D", "C", "E"])
    }

    @Test("Equal priorities keep declaration order")
    func tiesStable() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "W"}, {"Text": "X", "accessibilitySortPriority": 1}, {"Text": "Y", "accessibilitySortPriority": 1}, {"Text": "Z", "accessibilitySortPriority": 1}]}"#
        )
        #expect(built.labels == ["X", "Y", "Z", "W"])
    }

    @Test("A negative priority reads after the default 0")
    func negative() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A", "accessibilitySortPriority": -1}, {"Text": "B"}, {"Text": "C", "accessibilitySortPriority": -0.5}]}"#
        )
        #expect(built.labels == ["B", "C", "A"])
    }

    @Test("A container sorts as one unit among its siblings, by its own priority")
    func containerAsUnit() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "C1"}, {"Text": "C2"}], "accessibilityElement": "contain", "accessibilitySortPriority": 1}]}"#
        )
        #expect(built.labels == ["C1", "C2", "A"])
    }

    @Test("A high priority inside a container does not lift it past the container's siblings")
    func doesNotCrossContainers() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "F", "accessibilitySortPriority": 9}], "accessibilityElement": "contain"}, {"Text": "G", "accessibilitySortPriority": -1}, {"Text": "H"}]}"#
        )
        #expect(built.labels == ["A", "F", "H", "G"])
    }

    @Test("A plain stack is no container: a priority inside it competes with every element of the nearest container")
    func crossesPlainStacks() throws {
        // OpenCCman's What's New sheet, real VoiceOver (VOICEOVER.md §3): Done(-1) alone in an HStack went last.
        let built = try BuiltScreen(
            #"{"VStack": [{"HStack": [{"Button": "Done", "accessibilitySortPriority": -1}]}, {"ScrollView": [{"VStack": [{"Text": "Title"}, {"Text": "Card"}]}]}], "accessibilityElement": "contain"}"#
        )
        #expect(built.labels == ["Title", "Card", "Done"])
    }

    @Test("A plain stack's priority reaches each element inside without one of its own")
    func stackPriorityIsInherited() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "B"}, {"Text": "C", "accessibilitySortPriority": -1}], "accessibilitySortPriority": 1}, {"Text": "D", "accessibilitySortPriority": 1}]}"#
        )
        #expect(built.labels == ["B", "D", "A", "C"])
    }

    @Test("A container's own priority is not handed to its children: they sort among themselves")
    func containerPriorityStaysOnTheContainer() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "A"}, {"VStack": [{"Text": "B"}, {"HStack": [{"Text": "C", "accessibilitySortPriority": -1}]}, {"Text": "D"}], "accessibilityElement": "contain", "accessibilitySortPriority": 1}]}"#
        )
        #expect(built.labels == ["B", "D", "C", "A"])
    }
}

@Suite("Element list: modal scoping")
struct ModalScopingTests {
    @Test("A modal view hides its siblings only; views beside its parent stay reachable")
    func siblingsOnly() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Behind"}, {"VStack": [{"Text": "Underneath"}, {"VStack": [{"Text": "Popup"}, {"Button": "Close"}], "accessibilityAddTraits": ["isModal"]}]}, {"Text": "Footer"}]}"#
        )
        #expect(built.labels == ["Behind", "Popup", "Close", "Footer"])
    }

    @Test("UIKit accessibilityViewIsModal scopes like the isModal trait")
    func viewIsModal() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "Underneath"}, {"View": [{"Text": "Popup"}], "accessibilityViewIsModal": true}]}"#, uikit)
        #expect(built.labels == ["Popup"])
    }

    @Test("With several modal siblings, the last one wins")
    func lastModalWins() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"VStack": [{"Text": "First"}], "accessibilityViewIsModal": true}, {"VStack": [{"Text": "Second"}], "accessibilityViewIsModal": true}, {"Text": "Under"}]}"#
        )
        #expect(built.labels == ["Second"])
    }

    @Test("A hidden modal view does not scope its siblings")
    func hiddenModal() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Under"}, {"VStack": [{"Text": "Popup"}], "accessibilityViewIsModal": true, "accessibilityHidden": true}]}"#
        )
        #expect(built.labels == ["Under"])
    }

    @Test("The modal trait of a stack is not passed to the elements inside")
    func modalTraitNotInherited() throws {
        let built = try BuiltScreen(#"{"VStack": [{"VStack": [{"Text": "Popup"}], "accessibilityAddTraits": ["isModal"]}]}"#)
        #expect(built.list.elements.first?.traits.contains(.isModal) == false)
    }
}

@Suite("Element list: geometric order")
struct GeometricListTests {
    /// A UIKit screen of texts at the given frames, in declaration order.
    private func texts(_ items: [(String, [Double])], _ extra: String = "") throws -> [String] {
        let nodes = items.map { name, frame in
            #"{"Text": "\#(name)", "frame": [\#(frame.map { String($0) }.joined(separator: ", "))]}"#
        }
        return try BuiltScreen(#"{"View": [\#(nodes.joined(separator: ", "))]}"#, uikit + extra).labels
    }

    @Test("UIKit reads rows top to bottom, then left to right")
    func rows() throws {
        #expect(
            try texts([("D", [200, 100, 50, 20]), ("C", [0, 100, 50, 20]), ("B", [200, 0, 50, 20]), ("A", [0, 0, 50, 20])]) == [
                "A", "B", "C", "D",
            ])
    }

    @Test("On a phone, tops less than 8 pt apart share a row")
    func phoneSameRow() throws {
        #expect(try texts([("Right", [200, 0, 50, 20]), ("Left", [0, 7.9, 50, 20])]) == ["Left", "Right"])
    }

    @Test("On a phone, tops 8 pt apart are two rows")
    func phoneNewRow() throws {
        #expect(try texts([("Right", [200, 0, 50, 20]), ("Left", [0, 8, 50, 20])]) == ["Right", "Left"])
    }

    @Test("On a pad, tops 12 pt apart share a row and 13 pt apart do not")
    func padTolerance() throws {
        #expect(try texts([("Right", [200, 0, 50, 20]), ("Left", [0, 12, 50, 20])], #""device": "pad", "#) == ["Left", "Right"])
        #expect(try texts([("Right", [200, 0, 50, 20]), ("Left", [0, 13, 50, 20])], #""device": "pad", "#) == ["Right", "Left"])
    }

    @Test("Right to left: a row reads from the right edge")
    func rightToLeft() throws {
        let order = try texts(
            [("Left", [0, 0, 50, 20]), ("Right", [100, 0, 50, 20]), ("Below", [0, 40, 50, 20])], #""layoutDirection": "rightToLeft", "#)
        #expect(order == ["Right", "Left", "Below"])
    }

    @Test("SwiftUI reads declaration order whatever the frames")
    func swiftUIIgnoresFrames() throws {
        let built = try BuiltScreen(
            #"{"VStack": [{"Text": "Below", "frame": [0, 100, 10, 10]}, {"Text": "Above", "frame": [0, 0, 10, 10]}]}"#)
        #expect(built.labels == ["Below", "Above"])
    }

    @Test("UIKit siblings without frames on all of them keep declaration order")
    func missingFrame() throws {
        let built = try BuiltScreen(#"{"View": [{"Text": "Below", "frame": [0, 100, 10, 10]}, {"Text": "Above"}]}"#, uikit)
        #expect(built.labels == ["Below", "Above"])
    }

    @Test("A group is placed where its first element falls and keeps its elements together")
    func groupPlacedByFirstElement() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "Top", "frame": [0, 0, 50, 20]}, {"View": [{"Text": "G-late", "frame": [0, 200, 50, 20]}, {"Text": "G-early", "frame": [0, 50, 50, 20]}], "shouldGroupAccessibilityChildren": true}, {"Text": "Middle", "frame": [0, 100, 50, 20]}]}"#,
            uikit)
        #expect(built.labels == ["Top", "G-early", "G-late", "Middle"])
    }

    @Test("Sort priority applies after geometric order")
    func priorityAfterGeometry() throws {
        let built = try BuiltScreen(
            #"{"View": [{"Text": "B", "frame": [0, 100, 10, 10]}, {"Text": "A", "frame": [0, 0, 10, 10]}, {"Text": "Z", "frame": [0, 200, 10, 10], "accessibilitySortPriority": 1}]}"#,
            uikit)
        #expect(built.labels == ["Z", "A", "B"])
    }
}

@Suite("Geometric order")
struct GeometricOrderTests {
    struct Box: Equatable, CustomStringConvertible {
        var name: String
        var frame: Frame
        var description: String { name }
    }

    private func box(_ name: String, _ x: Double, _ y: Double, _ width: Double = 40) -> Box {
        Box(name: name, frame: Frame(x: x, y: y, width: width, height: 20))
    }

    private func sorted(_ boxes: [Box], _ direction: LayoutDirection = .leftToRight, tolerance: Double = 8) -> [String] {
        GeometricOrder.sort(boxes, frame: \.frame, direction: direction, rowTolerance: tolerance).map(\.name)
    }

    /// Every order of `items`.
    private func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[T]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    @Test("Rows are bucketed from the first top: 0, 5, 10 make rows [0, 5] and [10] on a phone")
    func bucketing() {
        // Pairwise, 0~5 and 5~10 are "same row" but 0 and 10 are not: not transitive.
        #expect(sorted([box("A", 100, 0), box("B", 0, 5), box("C", 50, 10)]) == ["B", "A", "C"])
    }

    @Test("The order does not depend on the order of declaration")
    func independentOfInput() {
        let boxes = [box("A", 100, 0), box("B", 0, 5), box("C", 50, 10), box("D", 0, 30), box("E", 60, 31)]
        let expected = sorted(boxes)
        for permutation in permutations(boxes) {
            #expect(sorted(permutation) == expected, "from \(permutation)")
        }
        #expect(expected == ["B", "A", "C", "D", "E"])
    }

    @Test("Identical frames keep declaration order")
    func exactTiesStable() {
        #expect(sorted([box("First", 0, 0), box("Second", 0, 0), box("Third", 0, 0)]) == ["First", "Second", "Third"])
        #expect(sorted([box("Third", 0, 0), box("First", 0, 0)]) == ["Third", "First"])
    }

    @Test("Right to left compares right edges")
    func rightEdges() {
        // Narrow at x 100...140 and wide at x 20...180: the wide one's right edge is further right.
        #expect(sorted([box("Narrow", 100, 0), box("Wide", 20, 0, 160)], .rightToLeft) == ["Wide", "Narrow"])
    }

    @Test("Left to right compares left edges")
    func leftEdges() {
        #expect(sorted([box("Narrow", 100, 0), box("Wide", 20, 0, 160)], .leftToRight) == ["Wide", "Narrow"])
        #expect(sorted([box("Narrow", 10, 0), box("Wide", 20, 0, 160)], .leftToRight) == ["Narrow", "Wide"])
    }

    @Test("The row tolerance is 8 pt on a phone and 13 pt on a pad")
    func tolerances() {
        #expect(Device.phone.rowTolerance == 8)
        #expect(Device.pad.rowTolerance == 13)
    }

    @Test("An empty list sorts to an empty list")
    func empty() {
        #expect(sorted([]).isEmpty)
    }
}

@Suite("Putting the element pool in reading order")
struct ArrangeTests {
    static func elements(_ count: Int) -> [AccessibilityElement] {
        (0..<count).map { index in
            AccessibilityElement(
                key: ElementKey(serial: index), id: nil, label: "e\(index)", value: "", hint: "", traits: [], headingLevel: nil,
                language: "en", speech: nil, actions: [], inputLabels: [], position: nil, containers: [], frame: nil, control: .none,
                activationSerial: nil, sourceSerial: index, adjustmentSerial: nil)
        }
    }

    @Test("Any permutation is applied in place the same as by copying", arguments: [0, 1, 2, 7, 100, 1_000])
    func permutations(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        for _ in 0..<20 {
            let order = Array(0..<count).shuffled(using: &random)
            var arranged = Self.elements(count)
            ElementPool.arrange(&arranged, in: order)
            #expect(arranged.map(\.label) == order.map { "e\($0)" })
        }
    }

    @Test("An element keeps what it is given, and is small: a screen may have a million")
    func compactElement() {
        #expect(MemoryLayout<AccessibilityElement>.stride <= 216)
        var element = Self.elements(1)[0]
        #expect(element.activationSerial == nil && element.headingLevel == nil && element.inputLabels.isEmpty)
        element.activationSerial = 0
        element.headingLevel = 2
        element.inputLabels = ["Send"]
        element.position = .init(index: 1, count: 3)
        element.adjustmentSerial = 9
        let copy = element
        element.headingLevel = nil
        element.inputLabels = []
        #expect(copy.headingLevel == 2 && copy.inputLabels == ["Send"], "a copy does not see changes")
        #expect(element.activationSerial == 0 && element.position?.count == 3 && element.adjustmentSerial == 9)
        #expect(element.headingLevel == nil && element.inputLabels.isEmpty)
    }

    @Test("An order that leaves elements out, or names one twice, is applied by copying")
    func notPermutations() {
        var arranged = Self.elements(4)
        ElementPool.arrange(&arranged, in: [3, 1])
        #expect(arranged.map(\.label) == ["e3", "e1"])
        arranged = Self.elements(3)
        ElementPool.arrange(&arranged, in: [2, 2, 0])
        #expect(arranged.map(\.label) == ["e2", "e2", "e0"])
    }
}

@Suite("The element list's hash index")
struct IndexTableTests {
    @Test("Finds the first index of every key, nothing for absent keys, and skips nil keys", arguments: [0, 1, 5, 1_000, 20_000])
    func matchesADictionary(count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 7)
        // Few distinct keys for many indices: long probe chains and many duplicates.
        let keys: [String?] = (0..<count).map { _ in random.chance(0.1) ? nil : "id\(random.int(0...max(1, count / 3)))" }
        let table = IndexTable(count: count, hash: \.hashValue) { keys[$0] }
        var first: [String: Int] = [:]
        for (index, key) in keys.enumerated() { if let key, first[key] == nil { first[key] = index } }
        for key in Set(keys.compactMap { $0 }) + ["absent", ""] {
            #expect(table.first(key, hash: \.hashValue) { keys[$0] } == first[key], "\(key)")
        }
    }
}

extension IndexTableTests {
    @Test("An element list finds every element by key and by id, serials dense or spread")
    func elementListLookups() {
        for stride in [1, 7, 1 << 20] {
            var elements = ArrangeTests.elements(5_000)
            for index in elements.indices {
                elements[index].key = ElementKey(serial: index / 3 * stride, part: index % 3)
                elements[index].id = index % 4 == 0 ? nil : "id\(index / 2)"
            }
            let list = ElementList(elements: elements)
            for (index, element) in elements.enumerated() {
                #expect(list.index(of: element.key) == index)
                if let id = element.id { #expect(list.index(ofID: id) == elements.firstIndex { $0.id == id }) }
            }
            #expect(list.index(of: ElementKey(serial: -1)) == nil && list.index(ofID: "none") == nil)
        }
    }
}

@Suite("One walk over the views")
struct TreeFactsTests {
    @Test("Finds the depth up to one past the limit, the largest serial, and unnumbered views")
    func facts() {
        var deep = Node(.text, title: "leaf")
        deep.serial = 7
        for level in 0..<20 {
            var stack = Node(.vStack, children: [deep, Node(.text, title: "side")])
            stack.serial = level == 10 ? 40 : 0
            stack.children[1].serial = level + 100
            deep = stack
        }
        let all = TreeFacts(deep, limit: 100)
        #expect(all.depth == 21 && all.largestSerial == 119 && all.hasUnnumbered)
        let capped = TreeFacts(deep, limit: 5)
        #expect(capped.depth == 6, "the walk stops one level past the limit")
        let numbered = TreeFacts(Node(.text, title: "one"), limit: 5)
        #expect(numbered.depth == 1 && numbered.largestSerial == 0 && numbered.hasUnnumbered)
    }

    @Test("A long list at the root: the deepest view, the largest serial and a view without a number, wherever they are")
    func factsOfLongList() {
        func wide(deepAt deep: Int, unnumberedAt unnumbered: Int?) -> Node {
            var root = Node(.list)
            root.serial = 1
            root.children = (0..<10_000).map { index in
                var row = Node(.text, title: "row")
                row.serial = index == unnumbered ? 0 : index + 2
                return row
            }
            var chain = Node(.text, title: "leaf")
            chain.serial = 50_000
            for _ in 0..<30 {
                var stack = Node(.vStack, children: [chain])
                stack.serial = 3
                chain = stack
            }
            root.children[deep] = chain
            return root
        }
        // The deepest view, the largest serial and the view without a number, early or late.
        for (deep, unnumbered) in [(9_000, Int?.some(9_500)), (10, nil), (9_999, 0)] {
            let facts = TreeFacts(wide(deepAt: deep, unnumberedAt: unnumbered), limit: 100)
            #expect(facts.depth == 32 && facts.largestSerial == 50_000, "deep at \(deep)")
            #expect(facts.hasUnnumbered == (unnumbered != nil), "unnumbered at \(String(describing: unnumbered))")
            let capped = TreeFacts(wide(deepAt: deep, unnumberedAt: unnumbered), limit: 5)
            #expect(capped.depth == 6, "the walk stops one level past the limit")
        }
    }
}

@Suite("Finding an element by its key")
struct ElementIndexTests {
    static func element(_ serial: Int, _ label: String) -> AccessibilityElement {
        AccessibilityElement(
            key: ElementKey(serial: serial), id: nil, label: label, value: "", hint: "", traits: [], headingLevel: nil, language: "en",
            speech: nil, actions: [], inputLabels: [], position: nil, containers: [], frame: nil, control: .none, activationSerial: nil,
            sourceSerial: serial, adjustmentSerial: nil)
    }

    @Test("A hint where the element is gives the same index as the lookup, right or wrong, with unique keys or not")
    func hintAgreesWithLookup() {
        let unique = ElementList(elements: (1...50).map { Self.element($0, "e\($0)") })
        #expect(unique.keysAreUnique)
        // Two elements with one key (a list no builder makes): the first is the one found.
        let repeated = ElementList(elements: [Self.element(1, "a"), Self.element(2, "b"), Self.element(1, "c")])
        #expect(!repeated.keysAreUnique)
        for list in [unique, repeated] {
            for index in list.elements.indices {
                let key = list.elements[index].key
                for hint in [-1, 0, index, index + 1, list.elements.count] {
                    #expect(list.index(of: key, hint: hint) == list.index(of: key), "key \(key), hint \(hint)")
                }
            }
            #expect(list.index(of: ElementKey(serial: 999), hint: 0) == nil)
        }
        #expect(repeated.index(of: ElementKey(serial: 1), hint: 2) == 0)
    }
}

@Suite("Putting elements in order")
struct PoolArrangeTests {
    @Test("Arranging in place gives what copying in order gives, for permutations of every shape and for other orders")
    func arrangeMatchesCopying() {
        var generator = SplitMix64(seed: 7)
        for count in [0, 1, 2, 3, 10, 257] {
            let elements = (0..<count).map { ElementIndexTests.element($0 + 1, "e\($0)") }
            var orders: [[Int]] = [Array(0..<count), Array((0..<count).reversed())]
            for _ in 0..<20 {
                var order = Array(0..<count)
                for index in order.indices.reversed() where index > 0 {
                    order.swapAt(index, Int(generator.next() % UInt64(index + 1)))
                }
                orders.append(order)
            }
            // Not permutations: an element twice, or left out.
            if count > 1 { orders += [[0, 0] + Array(2..<count), Array(1..<count)] }
            for order in orders {
                var arranged = elements
                ElementPool.arrange(&arranged, in: order)
                #expect(arranged.map(\.label) == order.map { elements[$0].label }, "order \(order.prefix(12))")
            }
        }
    }
}
