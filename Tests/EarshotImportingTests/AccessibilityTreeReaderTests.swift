import Foundation
import Testing

@testable import Earshot
@testable import EarshotImporting

/// `AccessibilityTreeReader` over test doubles shaped like real UIKit and SwiftUI hierarchies:
/// each is heard as the same screen written in the DSL, and each difference in the tree
/// (hidden, modal, grouped, custom order) changes the transcript as VoiceOver's would change.
/// On the main actor, as the nodes are.
@MainActor
@Suite("Live accessibility tree")
struct AccessibilityTreeReaderTests {
    static func heard(_ screen: Screen) throws -> [String] {
        try ScenarioRunner.run(Scenario(name: screen.name, screen: screen, steps: nil)).lines
    }

    static func heard(_ root: LiveNode) throws -> [String] {
        try heard(AccessibilityTreeReader.screen(of: root, name: "Live"))
    }

    static func error(_ root: LiveNode) -> InputError? {
        guard case .failure(let error) = AccessibilityTreeReader.read(root, name: "LiveView") else { return nil }
        return error
    }

    /// A settings screen: a navigation bar over a table whose cells are elements (their
    /// labels' subviews unread), one of them a switch row.
    static func settings() -> LiveNode {
        .view(
            at(0, 0, 390, 844),
            [
                .view(
                    at(0, 47, 390, 44), role: .navigationBar,
                    [
                        .element("General", [.staticText, .header], frame: at(150, 59, 90, 20)),
                        .element("Settings", [.button, .backButton], frame: at(8, 47, 90, 44)),
                        .element("Edit", [.button], frame: at(330, 47, 52, 44)),
                    ]),
                .view(
                    at(0, 91, 390, 753), role: .list,
                    [
                        LiveNode.element("About", [.button], frame: at(0, 91, 390, 44)).with {
                            $0.children = [.element("About", frame: at(16, 103, 60, 20))]
                        },
                        .element("Software Update", [.button], frame: at(0, 135, 390, 44)),
                        .element("Background App Refresh", [.button, .switchButton], value: "1", frame: at(0, 179, 390, 44)),
                    ]),
            ])
    }

    @Test("A table with cells under a navigation bar is heard as the same screen written in the DSL")
    func tableWithCells() throws {
        let dsl = Screen(framework: .uikit) {
            NavigationBar {
                Button("Settings").accessibilityAddTraits(.backButton)
                Text("General").accessibilityAddTraits(.isHeader)
                Button("Edit")
            }
            List {
                Button("About")
                Button("Software Update")
                Toggle("Background App Refresh", isOn: true)
            }
        }
        let heard = try Self.heard(Self.settings())
        #expect(heard == (try Self.heard(dsl)))
        #expect(heard.first == "Settings, Back button")
        #expect(heard.contains("Background App Refresh, Switch button, On"))
    }

    @Test("A navigation bar's items are one row though its title sits lower than its buttons; its title is the heading")
    func navigationBarRow() throws {
        let heard = try Self.heard(Self.settings())
        #expect(Array(heard.prefix(3)) == ["Settings, Back button", "General, Heading", "Edit, Button"])
    }

    @Test("A tab bar's buttons are tabs, numbered, the selected one said so, as the DSL's TabBar")
    func tabBar() throws {
        let live = LiveNode.view(
            at(0, 0, 390, 844),
            [
                .element("Inbox", [.staticText, .header], frame: at(16, 100, 200, 40)),
                .view(
                    at(0, 761, 390, 83), role: .tabBar,
                    [
                        .element("Mail", [.button, .tabBarItem, .selected], frame: at(0, 761, 130, 49)),
                        .element("Contacts", [.button, .tabBarItem], frame: at(130, 761, 130, 49)),
                        .element("Settings", [.button, .tabBarItem], frame: at(260, 761, 130, 49)),
                    ]),
            ])
        let dsl = Screen(framework: .uikit) {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            TabBar {
                Tab("Mail", selected: true)
                Tab("Contacts")
                Tab("Settings")
            }
        }
        let heard = try Self.heard(live)
        #expect(heard == (try Self.heard(dsl)))
        #expect(heard.contains { $0.contains("Contacts, Tab, 2 of 3") })
    }

    /// A sheet over a screen: the presentation's container is modal, as UIKit makes it.
    static func sheet(modal: Bool) -> LiveNode {
        .view(
            at(0, 0, 390, 844),
            [
                .view(
                    at(0, 0, 390, 844),
                    [
                        .element("Inbox", [.staticText, .header], frame: at(16, 100, 200, 40)),
                        .element("Compose", [.button], frame: at(330, 50, 44, 44)),
                    ]),
                LiveNode.view(
                    at(0, 60, 390, 784),
                    [
                        .element("New message", [.staticText, .header], frame: at(16, 80, 200, 30)),
                        .element("Send", [.button], frame: at(330, 76, 44, 44)),
                    ]
                ).with { $0.viewIsModal = modal },
            ])
    }

    @Test("A sheet is heard alone, as a DSL view with accessibilityViewIsModal; without the flag the screen under it is heard too")
    func sheetIsModal() throws {
        let dsl = Screen(framework: .uikit) {
            UIView {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                Button("Compose")
            }
            UIView {
                Text("New message").accessibilityAddTraits(.isHeader)
                Button("Send")
            }.accessibilityViewIsModal(true)
        }
        let modal = try Self.heard(Self.sheet(modal: true))
        #expect(modal == (try Self.heard(dsl)))
        #expect(modal == ["New message, Heading", "Send, Button"])
        let notModal = try Self.heard(Self.sheet(modal: false))
        // Without it, the screen under the sheet is read too, all in one geometric order.
        #expect(notModal == ["Compose, Button", "New message, Heading", "Send, Button", "Inbox, Heading"])
    }

    /// A hosted SwiftUI `List`: the hosting view's elements are no views, the list's rows hand
    /// VoiceOver one combined element each.
    static func swiftUIList() -> LiveNode {
        func row(_ label: String, y: Double) -> LiveNode {
            .view(at(0, y, 390, 60), elements: true, [.element(label, [.staticText], frame: at(16, y + 8, 358, 44))])
        }
        return .view(
            at(0, 0, 390, 844), elements: true,
            [
                .element("Favourites", [.staticText, .header], frame: at(16, 100, 358, 40)),
                .view(at(0, 150, 390, 694), role: .list, [row("Maya Lin, Designer", y: 150), row("Ada Lovelace, Engineer", y: 210)]),
            ])
    }

    @Test("A SwiftUI List with combined rows is heard as the SwiftUI view written in the DSL")
    func swiftUIListWithCombinedRows() throws {
        let dsl = Screen {
            Text("Favourites").accessibilityAddTraits(.isHeader)
            List {
                HStack {
                    Text("Maya Lin")
                    Text("Designer")
                }.accessibilityElement(children: .combine)
                HStack {
                    Text("Ada Lovelace")
                    Text("Engineer")
                }.accessibilityElement(children: .combine)
            }
        }
        let heard = try Self.heard(Self.swiftUIList())
        #expect(heard == (try Self.heard(dsl)))
        #expect(heard == ["Favourites, Heading", "Maya Lin, Designer", "Ada Lovelace, Engineer"])
    }

    @Test("Elements that are no views (a chart's bars in accessibilityElements) are heard in the order the app gives")
    func elementsThatAreNoViews() throws {
        // A bar chart draws itself: its bars are `UIAccessibilityElement`s, listed tallest first.
        let chart = LiveNode.view(
            at(0, 100, 390, 200), elements: true,
            [
                .element("Wednesday", [.image], value: "5 hours", frame: at(200, 100, 40, 200)),
                .element("Monday", [.image], value: "3 hours", frame: at(20, 180, 40, 120)),
            ])
        let dsl = Screen(framework: .uikit) {
            Image("Wednesday").accessibilityValue("5 hours")
            Image("Monday").accessibilityValue("3 hours")
        }
        let heard = try Self.heard(chart)
        #expect(heard == (try Self.heard(dsl)))
        #expect(heard == ["Wednesday, 5 hours, Image", "Monday, 3 hours, Image"])
    }

    @Test("A container that exists only in accessibilityElements is announced on entering, as a DSL container")
    func containerOnlyInAccessibilityElements() throws {
        let group = LiveNode.view(
            nil, elements: true,
            [
                .element("Sunny", frame: at(16, 120, 100, 20)), .element("21 degrees", frame: at(16, 144, 100, 20)),
            ]
        ).with {
            $0.containerType = 4
            $0.label = "Weather"
        }
        let host = LiveNode.view(at(0, 0, 390, 844), elements: true, [.element("Today", [.staticText, .header]), group])
        let dsl = Screen {
            Text("Today").accessibilityAddTraits(.isHeader)
            VStack {
                Text("Sunny")
                Text("21 degrees")
            }.accessibilityContainerType(.semanticGroup).accessibilityLabel("Weather")
        }
        let heard = try Self.heard(host)
        #expect(heard == (try Self.heard(dsl)))
        #expect(heard.contains { $0.contains("Weather") })
    }

    @Test("A view's accessibilityElementsHidden hides it and all inside it; isHidden hides it too")
    func hiddenChangesTranscript() throws {
        func screen(_ hide: (LiveNode) -> Void) -> LiveNode {
            .view(
                at(0, 0, 390, 844),
                [
                    .element("Title", [.staticText, .header], frame: at(16, 100, 200, 40)),
                    LiveNode.view(at(0, 200, 390, 100), [.element("Banner ad", frame: at(16, 200, 300, 40))]).with(hide),
                ])
        }
        #expect(try Self.heard(screen { _ in }) == ["Title, Heading", "Banner ad"])
        #expect(try Self.heard(screen { $0.elementsHidden = true }) == ["Title, Heading"])
        #expect(try Self.heard(screen { $0.isHidden = true }) == ["Title, Heading"])
        // An element that hides its own elements is not heard either.
        let hiddenElement = LiveNode.element("Decoration", [.image]).with { $0.elementsHidden = true }
        #expect(try Self.heard(.view(nil, [.element("Kept"), hiddenElement])) == ["Kept"])
    }

    /// Two columns of two texts: rows across, unless each column groups its children.
    static func columns(grouped: Bool) -> LiveNode {
        func column(_ x: Double, _ top: String, _ bottom: String) -> LiveNode {
            LiveNode.view(
                at(x, 100, 150, 200),
                [
                    .element(top, frame: at(x, 100, 150, 40)), .element(bottom, frame: at(x, 200, 150, 40)),
                ]
            ).with { $0.groupsChildren = grouped }
        }
        return .view(at(0, 0, 390, 844), [column(16, "Name", "Maya"), column(200, "Role", "Designer")])
    }

    @Test("shouldGroupAccessibilityChildren keeps a column together, where geometric order reads across the rows")
    func groupedChangesTranscript() throws {
        #expect(try Self.heard(Self.columns(grouped: false)) == ["Name", "Role", "Maya", "Designer"])
        #expect(try Self.heard(Self.columns(grouped: true)) == ["Name", "Maya", "Role", "Designer"])
        let dsl = Screen(framework: .uikit) {
            UIView {
                Text("Name")
                Text("Maya")
            }.shouldGroupAccessibilityChildren(true)
            UIView {
                Text("Role")
                Text("Designer")
            }.shouldGroupAccessibilityChildren(true)
        }
        #expect(try Self.heard(Self.columns(grouped: true)) == (try Self.heard(dsl)))
    }

    @Test("accessibilityElements is read in its order; the same views as subviews are read by their frames")
    func customOrderChangesTranscript() throws {
        func form(explicit: Bool) -> LiveNode {
            .view(
                at(0, 0, 390, 844), elements: explicit,
                [
                    .element("Continue", [.button], frame: at(16, 700, 358, 50)),
                    .element("Email", frame: at(16, 100, 358, 40)),
                ])
        }
        #expect(try Self.heard(form(explicit: false)) == ["Email", "Continue, Button"])
        #expect(try Self.heard(form(explicit: true)) == ["Continue, Button", "Email"])
    }

    @Test("An element's hint, custom actions, custom content, language and dimmed state are heard as the DSL's")
    func elementProperties() throws {
        let element = LiveNode.element("Maya Lin", [.button, .notEnabled], frame: at(16, 100, 358, 44)).with {
            $0.hint = "Opens the profile"
            $0.customActions = ["Call", "Message"]
            $0.customContent = [CustomContent(label: "Role", value: "Designer", importance: .high)]
            $0.language = "fr-FR"
            $0.identifier = "maya"
            $0.navigationStyle = 2
        }
        let dsl = Screen(framework: .uikit) {
            Button("Maya Lin")
                .accessibilityHint("Opens the profile")
                .accessibilityAction(named: "Call").accessibilityAction(named: "Message")
                .accessibilityCustomContent("Role", "Designer", importance: .high)
                .accessibilityLanguage("fr-FR")
                .disabled(true)
        }
        let screen = try AccessibilityTreeReader.screen(of: LiveNode.view(nil, [element]))
        #expect(try Self.heard(screen) == (try Self.heard(dsl)))
        let node = screen.root.children[0]
        #expect(node.id == "maya")
        #expect(node.accessibility.navigationStyle == .combined)
        #expect(node.accessibility.actions.map(\.name) == ["Call", "Message"])
    }

    @Test("A screen read from a live tree is a UIKit screen with frames, named as asked")
    func screenSettings() throws {
        let screen = try AccessibilityTreeReader.screen(of: Self.settings(), name: "General", language: "en-GB", device: .pad)
        #expect(screen.name == "General")
        #expect(screen.language == "en-GB")
        #expect(screen.framework == .uikit)
        #expect(screen.device == .pad)
        #expect(screen.root.accessibility.frame == at(0, 0, 390, 844))
    }

    @Test("A child that contains its parent is an error naming both places, never a hang")
    func cycle() throws {
        let parent = LiveNode.view(nil, [])
        let child = LiveNode.view(nil, [parent])
        parent.children = [.element("Title"), child]
        defer { parent.children = [] }
        let error = try #require(Self.error(.view(nil, [parent])))
        #expect(error.file == "LiveView")
        #expect(error.path == "root.subviews[0].subviews[1].subviews[0]")
        #expect(error.message == "this node is its own ancestor (root.subviews[0]): the tree contains a cycle")
    }

    @Test("A frame that is NaN is an error naming the node, never a screen with a made-up place")
    func notANumberFrame() throws {
        let broken = LiveNode.element("Save", [.button], frame: at(.nan, 0, 44, 44))
        let error = try #require(Self.error(.view(at(0, 0, 390, 844), elements: true, [.element("Title"), broken])))
        #expect(error.path == "root.accessibilityElements[1]")
        #expect(error.message.hasPrefix("expected a frame of finite numbers, found x nan, y 0.0"))
        #expect(error.message.hasSuffix("on the node labelled 'Save'"))
        #expect(error.suggestion?.contains("layoutIfNeeded") == true)
    }

    @Test("Ten thousand levels of views end in an error at the deepest level read, never a crash")
    func tenThousandLevels() throws {
        let top = LiveNode.view(nil, [])
        var deepest = top
        for _ in 0..<10_000 {
            let next = LiveNode.view(nil, [])
            deepest.children = [next]
            deepest = next
        }
        deepest.children = [.element("Bottom")]
        let error = try #require(Self.error(top))
        #expect(error.message == "nodes nest deeper than \(AccessibilityTreeReader.maximumDepth) levels here, more than a screen holds")
        #expect(error.path?.components(separatedBy: ".subviews[0]").count == AccessibilityTreeReader.maximumDepth + 1)
        // Taken apart from the top: releasing the chain would recurse ten thousand deep.
        var cursor: LiveNode? = top
        while let node = cursor {
            cursor = node.children.first
            node.children = []
        }
    }

    @Test("A node shared by many parents is read once for every way to it, up to a limit that ends in an error")
    func sharedNodeLimit() throws {
        // Twenty levels, each holding the next twice: a million ways down, no cycle.
        var level = LiveNode.element("Leaf")
        for _ in 0..<20 { level = .view(nil, [level, level]) }
        let error = try #require(Self.error(level))
        #expect(error.message.hasPrefix("the tree has more than \(AccessibilityTreeReader.maximumNodes) nodes"))
    }
}
