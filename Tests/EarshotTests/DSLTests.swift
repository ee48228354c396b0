import Testing

@testable import Earshot

/// The Swift DSL builds the same model trees a screen file does (FORMAT.md §1, §2).
@Suite("Swift DSL")
struct DSLTests {

    // MARK: Views

    @Test("Text, Image and Label carry their string as the title")
    func contentViews() {
        #expect(Text("Maya Lin").node.kind == .text)
        #expect(Text("Maya Lin").node.title == "Maya Lin")

        let asset = Image("ic_heart").node
        #expect(asset.kind == .image && asset.title == "ic_heart" && asset.control.decorative == nil)
        let decorative = Image(decorative: "avatar_placeholder").node
        #expect(decorative.title == "avatar_placeholder" && decorative.control.decorative == true)
        #expect(Image(systemName: "gear").node.title == "gear")

        let label = Label("Settings", systemImage: "gear").node
        #expect(label.kind == .label && label.title == "Settings" && label.control.icon == "gear")
    }

    @Test("Controls carry their state in the node's control fields")
    func controls() {
        let toggle = Toggle("Remember me", isOn: false).node
        #expect(toggle.kind == .toggle && toggle.title == "Remember me" && toggle.control.isOn == false)

        let slider = Slider("Volume", value: 0.5, in: 0...1, step: 0.1).node
        #expect(slider.kind == .slider && slider.control.number == 0.5)
        #expect(slider.control.range == 0...1 && slider.control.step == 0.1)

        let bareSlider = Slider(value: 0.2).node
        #expect(bareSlider.title == nil && bareSlider.control.range == nil && bareSlider.control.step == nil)

        let stepper = Stepper("Quantity", value: 3, in: 0...10).node
        #expect(stepper.kind == .stepper && stepper.control.number == 3 && stepper.control.range == 0...10)

        let picker = Picker("Flavour", selection: "Vanilla", options: ["Vanilla", "Chocolate"])
            .pickerStyle(.segmented)
        #expect(picker.kind == .picker && picker.control.selection == "Vanilla")
        #expect(picker.control.options == ["Vanilla", "Chocolate"] && picker.control.pickerStyle == .segmented)

        let swiftUIPicker = Picker("Flavour", selection: "Vanilla") {
            ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
        }
        #expect(swiftUIPicker.node.control.options == ["Vanilla", "Chocolate"])

        let progress = ProgressView("Downloading", value: 0.4).node
        #expect(progress.kind == .progressView && progress.title == "Downloading" && progress.control.number == 0.4)
        #expect(ProgressView("Uploading", value: 3, total: 4).node.control.number == 0.75)
        #expect(ProgressView().node.control.number == nil)
    }

    @Test("Text inputs keep title and text apart")
    func textInputs() {
        let field = TextField("Name", text: "").node
        #expect(field.kind == .textField && field.title == "Name" && field.control.text == "")
        let secure = SecureField("Password", text: "secret").node
        #expect(secure.kind == .secureField && secure.control.text == "secret")
        #expect(TextEditor("Body", text: "Heron").node.kind == .textEditor)
        #expect(SearchField("Search notes", text: "").node.kind == .searchField)
    }

    @Test("A button takes a title or content, and its action becomes onActivate")
    func buttons() {
        let titled = Button("Save") { Announce("Saved") }.node
        #expect(titled.kind == .button && titled.title == "Save" && titled.children.isEmpty)
        #expect(titled.reactions.onActivate?.map(\.summary) == ["announce \"Saved\""])

        let content = Button { Image("ic_trash") }.accessibilityLabel("Delete")
        #expect(content.title == nil && content.children.map(\.kind) == [.image])
        #expect(content.accessibility.label == "Delete")
        #expect(Button("OK").node.reactions.onActivate == nil)
    }

    @Test("Tabs, bars and alerts")
    func systemViews() {
        let bar = TabBar {
            Tab("Home", selected: true)
            Tab("Inbox").badge(3)
            Tab("Search").badge(0)
        }.node
        #expect(bar.kind == .tabBar && bar.children.map(\.title) == ["Home", "Inbox", "Search"])
        #expect(bar.children.map(\.control.selected) == [true, nil, nil])
        #expect(bar.children.map(\.control.badge) == [nil, "3", nil])

        let alert = Alert("Delete note?", message: "This cannot be undone.", buttons: ["Delete", "Cancel"]).node
        #expect(alert.kind == .alert && alert.title == "Delete note?")
        #expect(alert.control.message == "This cannot be undone.")
        #expect(alert.children.map(\.kind) == [.button, .button])
        #expect(alert.children.map(\.title) == ["Delete", "Cancel"])
    }

    @Test("Containers of each kind, and UIView stands for the View kind")
    func containers() {
        let kinds: [NodeKind] = [
            VStack { Text("a") }.node.kind, HStack { Text("a") }.node.kind, ZStack { Text("a") }.node.kind,
            Group { Text("a") }.node.kind, List { Text("a") }.node.kind, Form { Text("a") }.node.kind,
            Section { Text("a") }.node.kind, ScrollView { Text("a") }.node.kind,
            NavigationStack { Text("a") }.node.kind, UIView { Text("a") }.node.kind,
            Toolbar { Text("a") }.node.kind, NavigationBar { Text("a") }.node.kind,
        ]
        #expect(
            kinds == [
                .vStack, .hStack, .zStack, .group, .list, .form, .section, .scrollView, .navigationStack, .view,
                .toolbar, .navigationBar,
            ])
        let stack = VStack(alignment: .leading, spacing: 8) {
            Text("a")
            Text("b")
        }.node
        #expect(stack.children.map(\.title) == ["a", "b"])
    }

    @Test("A section's header is read as a heading, before its rows")
    func sectionHeader() {
        let section = Section("Account") { Text("maya@example.com") }.node
        #expect(section.children.map(\.title) == ["Account", "maya@example.com"])
        #expect(section.children[0].accessibility.addTraits == .isHeader)
        #expect(section.children[1].accessibility.addTraits == [])
    }

    // MARK: Builders

    @Test("if/else, optionals, for loops and ForEach place their views in order, without wrappers")
    func builderControlFlow() {
        func screen(showBanner: Bool, subtitle: String?) -> Node {
            VStack {
                Text("Title")
                if showBanner { Text("Banner") } else { Text("No banner") }
                if let subtitle { Text(subtitle) }
                for i in 1...2 { Text("Loop \(i)") }
                ForEach(1...3) { i in Text("Row \(i)") }
                ["x", "y"].map { Text($0) }
            }.node
        }
        #expect(
            screen(showBanner: true, subtitle: "Sub").children.compactMap(\.title) == [
                "Title", "Banner", "Sub", "Loop 1", "Loop 2", "Row 1", "Row 2", "Row 3", "x", "y",
            ])
        #expect(
            screen(showBanner: false, subtitle: nil).children.compactMap(\.title) == [
                "Title", "No banner", "Loop 1", "Loop 2", "Row 1", "Row 2", "Row 3", "x", "y",
            ])
        #expect(screen(showBanner: false, subtitle: nil).children.allSatisfy { $0.kind == .text })
    }

    @Test("A List over data makes one row per element")
    func listOverData() {
        let list = List(["Milk", "Eggs"], id: \.self) { Text($0).id($0) }.node
        #expect(list.children.map(\.id) == ["Milk", "Eggs"])
    }

    @Test("Screen wraps several top-level views in a VStack and keeps a single one as the root")
    func screenRoot() {
        let one = Screen(name: "One") { List { Text("a") } }
        #expect(one.root.kind == .list && one.name == "One")
        let several = Screen(name: "Two", framework: .uikit, layoutDirection: .rightToLeft, device: .pad) {
            Text("a")
            Text("b")
        }
        #expect(several.root.kind == .vStack && several.root.children.count == 2)
        #expect(several.framework == .uikit && several.layoutDirection == .rightToLeft && several.device == .pad)
        #expect(Screen { Text("a") }.language == "en")
    }

    // MARK: Modifiers

    @Test("SwiftUI accessibility modifiers set the model's fields")
    func accessibilityModifiers() {
        let node = Text("Edit note")
            .accessibilityLabel("Edit")
            .accessibilityValue("Draft")
            .accessibilityHint("Opens the editor")
            .accessibilityAddTraits([.isHeader, .isSelected])
            .accessibilityRemoveTraits(.isStaticText)
            .accessibilityHidden(false)
            .accessibilitySortPriority(2)
            .accessibilityInputLabels(["Edit", "Change"])
            .accessibilityLanguage("fr")
            .accessibilityHeading(.h2)
            .disabled(true)
            .id("edit")
        let modifiers = node.accessibility
        #expect(modifiers.label == "Edit" && modifiers.value == "Draft" && modifiers.hint == "Opens the editor")
        #expect(modifiers.addTraits == [.isHeader, .isSelected] && modifiers.removeTraits == .isStaticText)
        #expect(modifiers.hidden == false && modifiers.sortPriority == 2)
        #expect(modifiers.inputLabels == ["Edit", "Change"] && modifiers.language == "fr")
        #expect(modifiers.headingLevel == 2 && modifiers.disabled == true && node.id == "edit")
        #expect(Text("a").accessibilityElement().accessibility.childBehavior == .ignore)
        #expect(Text("a").accessibilityIdentifier("a-id").id == "a-id")
        #expect(Text("a").id(7).id == "7")
    }

    @Test("The latest of add and remove wins for a trait")
    func traitOrder() {
        let node = Text("a").accessibilityAddTraits(.isSelected).accessibilityRemoveTraits(.isSelected)
        #expect(node.accessibility.addTraits == [] && node.accessibility.removeTraits == .isSelected)
        #expect(Text("a").accessibilityHeading(.unspecified).accessibility.addTraits == .isHeader)
    }

    @Test("Speech modifiers; SwiftUI's pitch -1...1 becomes the multiplier 1 + x")
    func speechModifiers() {
        let node = Text("XJ42")
            .speechAlwaysIncludesPunctuation()
            .speechSpellsOutCharacters()
            .speechAdjustedPitch(0.5)
            .accessibilitySpeechIPA("ɛks")
        #expect(
            node.accessibility.speech
                == SpeechAttributes(punctuation: true, spellsOutCharacters: true, pitch: 1.5, ipa: "ɛks"))
        #expect(Text("low").speechAdjustedPitch(-1).accessibility.speech?.pitch == 0.5)
    }

    @Test("UIKit modifiers")
    func uikitModifiers() {
        let node = UIView {
            Text("B").id("b")
            Text("A").id("a")
        }
        .frame(x: 0, y: 100, width: 320, height: 44)
        .isAccessibilityElement(false)
        .accessibilityElements(["a", "b"])
        .accessibilityViewIsModal(true)
        .shouldGroupAccessibilityChildren(true)
        .accessibilityContainerType(.list)
        let modifiers = node.accessibility
        #expect(modifiers.frame == Frame(x: 0, y: 100, width: 320, height: 44))
        #expect(modifiers.isAccessibilityElement == false && modifiers.elements == ["a", "b"])
        #expect(modifiers.viewIsModal == true && modifiers.groupsChildren == true && modifiers.containerType == .list)
    }

    @Test("Reactions: actions, magic tap, escape, adjustment and scrolling")
    func reactions() {
        let node = Text("Now playing")
            .accessibilityAction(named: "Favourite") { Announce("Added to favourites") }
            .accessibilityAction(named: "Remove")
            .accessibilityAction(.magicTap) { Announce("Paused") }
            .accessibilityAction(.escape) { Dismiss("player") }
            .accessibilityAction { ScreenChanged() }
            .onActivate { LayoutChanged("now") }
            .onScroll(.down) { PageScrolled("Page 2 of 3") }
        #expect(node.accessibility.actions.map(\.name) == ["Favourite", "Remove"])
        #expect(node.accessibility.actions[0].steps.map(\.summary) == ["announce \"Added to favourites\""])
        #expect(node.accessibility.actions[1].steps.isEmpty)
        #expect(node.reactions.onMagicTap?.map(\.summary) == ["announce \"Paused\""])
        #expect(node.reactions.onEscape?.map(\.summary) == ["dismiss player"])
        #expect(node.reactions.onActivate?.map(\.summary) == ["screenChanged null", "layoutChanged now"])
        #expect(node.reactions.onScroll[.down]?.map(\.summary) == ["pageScrolled \"Page 2 of 3\""])
    }

    @Test("An adjustable action makes the view adjustable with both directions' steps")
    func adjustableAction() {
        let node = HStack {
            Image("star.fill")
            Image("star")
        }
        .accessibilityElement()
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: Update("rating", accessibilityValue: "5 of 5 stars")
            case .decrement: Update("rating", accessibilityValue: "3 of 5 stars")
            }
        }
        #expect(node.accessibility.addTraits == .adjustable)
        var rating = Node(.hStack)
        for step in node.reactions.onIncrement ?? [] {
            if case .app(.update(let id, let patch)) = step.step, id == "rating" { patch.apply(&rating) }
        }
        #expect(rating.accessibility.value == "5 of 5 stars")
        #expect(node.reactions.onDecrement?.count == 1)
        #expect(Text("a").onIncrement { Announce("up") }.accessibility.addTraits == [])
    }

    // MARK: Steps

    @Test("User steps read as their JSON spelling")
    func userStepSummaries() {
        let steps: [TimedStep] = [
            .next, .previous, .first, .last, .readAll, .readFromFocus, .activate, .activate("save"),
            .magicTap, .escape, .increment, .decrement, .rotor(.headings), .rotorNext, .rotorPrevious,
            .action("Favourite"), .touch("save"), .touch(x: 40, y: 120.5), .scroll(.down), .wait(1), .wait(0.5),
        ]
        #expect(
            steps.map(\.summary) == [
                "next", "previous", "first", "last", "readAll", "readFromFocus", "activate", "activate save",
                "magicTap", "escape", "increment", "decrement", "rotor headings", "rotorNext", "rotorPrevious",
                "action Favourite", "touch save", "touch [40, 120.5]", "scroll down", "wait 1", "wait 0.5",
            ])
        #expect(steps.allSatisfy { $0.step.isUserStep && $0.after == nil })
        if case .gesture(.touch(.point(let x, let y))) = steps[17].step {
            #expect(x == 40 && y == 120.5)
        } else {
            Issue.record("expected a touch at a point, found \(steps[17].step)")
        }
    }

    @Test("after(_:) sets the delay and keeps the summary")
    func after() {
        let step = TimedStep.next.after(0.3)
        #expect(step.after == 0.3 && step.summary == "next")
        let announce = Announce("Still saving").after(2)
        #expect(announce.after == 2 && announce.summary == "announce \"Still saving\"")
    }

    @Test("App steps produce the model's steps and the reader's summaries")
    func appSteps() {
        let steps: [TimedStep] = StepBuilder.build {
            Announce("Saved")
            Announce("Signed in", priority: .high, queue: true)
            ScreenChanged("title")
            LayoutChanged()
            PageScrolled("Page 2 of 3")
            AccessibilityFocus("title")
            Update("remember", isOn: true)
            Insert(Text("Title is required").id("title-error"), into: "form", at: 2)
            Remove("title-error")
            Present(Alert("Delete note?", buttons: ["Delete", "Cancel"]))
            Present(name: "Filters") { Toggle("Unread", isOn: false) }
            Dismiss("alert")
        }
        #expect(
            steps.map(\.summary) == [
                "announce \"Saved\"", "announce \"Signed in\" priority high queued", "screenChanged title",
                "layoutChanged null", "pageScrolled \"Page 2 of 3\"", "accessibilityFocus title", "update remember",
                "insert title-error into form", "remove title-error", "present Alert", "present Filters",
                "dismiss alert",
            ])
        #expect(steps.allSatisfy { !$0.step.isUserStep })
        if case .app(.announce(let text, let priority, let queue)) = steps[1].step {
            #expect(text == "Signed in" && priority == .high && queue)
        } else {
            Issue.record("expected an announcement, found \(steps[1].step)")
        }
        if case .app(.insert(let node, let container, let index)) = steps[7].step {
            #expect(node.kind == .text && node.id == "title-error" && container == "form" && index == 2)
        } else {
            Issue.record("expected an insert, found \(steps[7].step)")
        }
        if case .app(.present(let presentation)) = steps[9].step {
            #expect(presentation.isAlert && presentation.root.children.count == 2)
        } else {
            Issue.record("expected a presentation, found \(steps[9].step)")
        }
    }

    @Test("Update applies the keys it was given, in order, and names them")
    func update() {
        let update = Update(
            "volume", accessibilityValue: "Loud", accessibilityAddTraits: .isSelected, disabled: false, value: 0.8)
        #expect(update.patch.keys == ["accessibilityValue", "accessibilityAddTraits", "disabled", "value"])
        var volume = Slider("Volume", value: 0.5).accessibilityRemoveTraits(.isSelected)
        update.patch.apply(&volume)
        #expect(volume.accessibility.value == "Loud" && volume.control.number == 0.8)
        #expect(volume.accessibility.addTraits == .isSelected && volume.accessibility.removeTraits == [])
        #expect(volume.accessibility.disabled == false && volume.title == "Volume")

        let custom = Update("status", keys: ["title"]) { $0.title = "Saved" }
        var status = Text("Saving").node
        #expect(custom.patch.keys == ["title"])
        custom.patch.apply(&status)
        #expect(status.title == "Saved")
    }

    @Test("A step block supports if, else and for")
    func stepBuilderControlFlow() {
        func steps(_ loud: Bool) -> [TimedStep] {
            StepBuilder.build {
                TimedStep.next
                if loud { Announce("Loud", priority: .high) } else { Announce("Quiet", priority: .low) }
                for id in ["a", "b"] { TimedStep.activate(id) }
            }
        }
        #expect(steps(true).map(\.summary) == ["next", "announce \"Loud\" priority high", "activate a", "activate b"])
        #expect(steps(false).map(\.summary)[1] == "announce \"Quiet\" priority low")
    }

    @Test("Scenarios take their screen or their steps as a block")
    func scenarios() {
        let scenario = Scenario(
            name: "Delete is labelled", steps: [.next, .next], expect: ["Notes", "Delete, Button"]
        ) {
            Text("Notes")
            Button { Image("ic_trash") }.accessibilityLabel("Delete")
        }
        #expect(scenario.screen.name == "Delete is labelled" && scenario.screen.root.children.count == 2)
        #expect(scenario.steps?.map(\.summary) == ["next", "next"])
        #expect(scenario.expect?.lines == ["Notes", "Delete, Button"] && scenario.start == .speakFirst)

        let editor = Screen(name: "Editor") { Button("Save").id("save") }
        let stepped = Scenario(name: "Saving", screen: editor, start: .focus("save")) {
            .activate
            Announce("Saved").after(0.5)
        }
        #expect(stepped.steps?.map(\.summary) == ["activate", "announce \"Saved\""])
        #expect(stepped.steps?.last?.after == 0.5 && stepped.start == .focus("save"))
    }

    // MARK: The same screen as a screen file

    /// `favourite-card-after.scenario.json`'s screen, written with the DSL.
    static let favouriteCard = Screen(name: "Reading list card") {
        VStack {
            HStack {
                Image(decorative: "avatar_placeholder")
                VStack {
                    Text("Maya Lin")
                    Text("3 saved articles")
                }
                Button { Image("ic_heart") }.accessibilityHidden(true)
            }
            .id("card")
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: "Favourite") { Announce("Added to favourites") }
            Button { Image("ic_trash") }.id("delete").accessibilityLabel("Delete")
        }
    }

    @Test("The favourite card in the DSL has the structure of its screen file")
    func favouriteCardMatchesJSON() {
        // the shared example favourite-card-after.scenario.json, field by field.
        let expected = """
            VStack
              HStack id=card accessibilityElement=combine accessibilityActions=[Favourite: announce "Added to favourites"]
                Image "avatar_placeholder" decorative=true
                VStack
                  Text "Maya Lin"
                  Text "3 saved articles"
                Button accessibilityHidden=true
                  Image "ic_heart"
              Button id=delete accessibilityLabel="Delete"
                Image "ic_trash"
            """
        let screen = Self.favouriteCard
        #expect(screen.name == "Reading list card")
        #expect(screen.language == "en" && screen.framework == .swiftui && screen.layoutDirection == .leftToRight)
        #expect(outline(screen.root) == expected)

        let favourite = screen.root.children[0].accessibility.actions[0].steps[0]
        if case .app(.announce(let text, let priority, let queue)) = favourite.step {
            #expect(text == "Added to favourites" && priority == .default && !queue && favourite.after == nil)
        } else {
            Issue.record("expected the Favourite action to announce, found \(favourite.step)")
        }
    }

    @Test("The brief's kitchen-sink screen builds")
    func kitchenSink() {
        let showBanner = true
        let screen = Screen(name: "Everything") {
            Toggle("Remember me", isOn: false)
            Slider("Volume", value: 0.5, in: 0...1, step: 0.1)
            Stepper("Quantity", value: 3, in: 0...10)
            TextField("Name", text: "")
            SecureField("Password", text: "secret")
            Picker("Flavour", selection: "Vanilla", options: ["Vanilla", "Chocolate"]).pickerStyle(.segmented)
            ProgressView("Downloading", value: 0.4)
            Label("Settings", systemImage: "gear")
            Text("Edit note").accessibilityAddTraits(.isHeader).accessibilityHeading(.h1)
            ForEach(1...3) { i in Text("Row \(i)") }
            if showBanner { Text("Banner") }
        }
        #expect(
            screen.root.children.map(\.kind) == [
                .toggle, .slider, .stepper, .textField, .secureField, .picker, .progressView, .label, .text,
                .text, .text, .text, .text,
            ])
    }
}

// MARK: Helpers

extension StepBuilder {
    /// Runs a step block, for tests.
    fileprivate static func build(@StepBuilder _ steps: () -> [TimedStep]) -> [TimedStep] { steps() }
}

/// The fields of a node tree that the favourite card's screen file sets, one node a line,
/// written with the screen file's keys.
private func outline(_ node: Node, depth: Int = 0) -> String {
    var line = String(repeating: "  ", count: depth) + node.kind.rawValue
    if let title = node.title { line += " \"\(title)\"" }
    if node.control.decorative == true { line += " decorative=true" }
    if let id = node.id { line += " id=\(id)" }
    let modifiers = node.accessibility
    if let behavior = modifiers.childBehavior { line += " accessibilityElement=\(behavior.rawValue)" }
    if !modifiers.actions.isEmpty {
        let actions = modifiers.actions.map { action in
            ([action.name] + action.steps.map(\.summary)).joined(separator: ": ")
        }
        line += " accessibilityActions=[" + actions.joined(separator: ", ") + "]"
    }
    if let hidden = modifiers.hidden { line += " accessibilityHidden=\(hidden)" }
    if let label = modifiers.label { line += " accessibilityLabel=\"\(label)\"" }
    let unexpected =
        modifiers.value != nil || modifiers.hint != nil || !modifiers.addTraits.isEmpty
        || !modifiers.removeTraits.isEmpty || modifiers.sortPriority != nil || node.reactions.onActivate != nil
    if unexpected { line += " (more modifiers than the screen file sets)" }
    return ([line] + node.children.map { outline($0, depth: depth + 1) }).joined(separator: "\n")
}
