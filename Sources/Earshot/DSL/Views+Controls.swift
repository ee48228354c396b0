import Foundation

// Controls a user activates or adjusts: buttons, links, switches, sliders, steppers, pickers.

/// A button: a title, or content whose labels VoiceOver joins; what it does goes in its closure.
///
/// ```swift
/// Button("Save") { Announce("Saved") }          // Button "Save", onActivate: announce "Saved"
/// Button { Image("ic_trash") }.accessibilityLabel("Delete")
/// Button(action: { Dismiss() }) { Text("Close") }
/// ```
public struct Button: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A titled button with nothing (yet) happening on activation.
    public init(_ title: String) {
        node = Node(.button, title: title)
    }

    /// A titled button whose activation runs `action`, SwiftUI's `Button(_:action:)`.
    public init(_ title: String, @StepBuilder action: () -> [TimedStep]) {
        var node = Node(.button, title: title)
        node.reactions.onActivate = action()
        self.node = node
    }

    /// A button whose content (images, text) VoiceOver reads as its label.
    public init(@ViewBuilder content: () -> [Node]) {
        node = Node(.button, children: content())
    }

    /// SwiftUI's `Button(action:label:)`.
    public init(@StepBuilder action: () -> [TimedStep], @ViewBuilder label: () -> [Node]) {
        var node = Node(.button, children: label())
        node.reactions.onActivate = action()
        self.node = node
    }
}

/// A menu (SwiftUI `Menu`, a UIKit button with a menu): a pop-up button, "More, Button, Pop up
/// button"; a double tap presents its items, each a button, and choosing one closes the list.
///
/// ```swift
/// Menu("More") {
///     Button("Copy result")
///     Button("Share") { Announce("Shared") }
/// }
/// ```
public struct Menu: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A titled menu of `items` (buttons; other views are left out, as the file format refuses them).
    public init(_ title: String, @ViewBuilder items: () -> [Node]) {
        var node = Node(.menu, title: title)
        node.reactions.menuItems = items().filter { $0.kind == .button }
        self.node = node
    }

    /// A menu whose label is its content (an icon), SwiftUI's `Menu(content:label:)`.
    public init(@ViewBuilder content items: () -> [Node], @ViewBuilder label: () -> [Node]) {
        var node = Node(.menu, children: label())
        node.reactions.menuItems = items().filter { $0.kind == .button }
        self.node = node
    }
}

/// A link: a title, or content.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// - Parameters:
    ///   - title: the link's text, its label.
    ///   - destination: accepted so a SwiftUI line pastes unchanged; never spoken.
    public init(_ title: String, destination: URL? = nil) {
        node = Node(.link, title: title)
    }

    /// A link whose content is its label; `destination` is accepted and ignored.
    public init(destination: URL? = nil, @ViewBuilder content: () -> [Node]) {
        node = Node(.link, children: content())
    }
}

/// A switch: "Remember me, Switch button, Off".
///
/// ```swift
/// Toggle("Remember me", isOn: false)
/// Toggle(isOn: true) { Text("Wi-Fi") }
/// ```
public struct Toggle: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A toggle titled `title`, on or off.
    public init(_ title: String, isOn: Bool) {
        var node = Node(.toggle, title: title)
        node.control.isOn = isOn
        self.node = node
    }

    /// A toggle whose content is its label.
    public init(isOn: Bool, @ViewBuilder content: () -> [Node]) {
        var node = Node(.toggle, children: content())
        node.control.isOn = isOn
        self.node = node
    }
}

/// An adjustable slider; its value is spoken as a percentage of its range.
///
/// ```swift
/// Slider("Volume", value: 0.5, in: 0...1, step: 0.1)  // "Volume, 50%, Adjustable"
/// ```
/// A range or step left out stays unset, as when a screen file leaves it out (range 0...1).
public struct Slider: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A slider at `value`, within `range`, moving by `step` on each swipe.
    public init(_ title: String? = nil, value: Double, in range: ClosedRange<Double>? = nil, step: Double? = nil) {
        var node = Node(.slider, title: title)
        node.control.number = value
        node.control.range = range
        node.control.step = step
        self.node = node
    }
}

/// A page control (UIKit `UIPageControl`, SwiftUI's page index): "Page 2 of 3, Adjustable";
/// swipes up and down move one page. `currentPage` is 0-based, as UIKit's.
///
/// ```swift
/// PageControl(numberOfPages: 3, currentPage: 1)
/// ```
public struct PageControl: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A page control on `currentPage` (0-based) of `numberOfPages`, with an optional title.
    public init(_ title: String? = nil, numberOfPages: Int, currentPage: Int = 0) {
        var node = Node(.pageControl, title: title)
        node.control.numberOfPages = numberOfPages
        node.control.currentPage = currentPage
        self.node = node
    }
}

/// A date picker (SwiftUI `DatePicker`, UIKit `UIDatePicker`): compact, "Date, 7 December 2026,
/// Button"; wheel, one adjustable picker item per component; graphical, the month's heading and
/// the selected day.
///
/// ```swift
/// DatePicker("Date", date: "2026-12-07", displayedComponents: [.date], style: .wheel)
/// ```
public struct DatePicker: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A picker showing `date` (ISO 8601, "2026-12-07" or "2026-12-07T09:41"). A date that is not
    /// one, or does not exist, leaves the picker without one: the run warns, and it is heard
    /// showing the reference date, 1 January 2001.
    public init(
        _ title: String, date: String, displayedComponents: [DatePickerComponent] = [.date], style: DatePickerStyle = .compact
    ) {
        var node = Node(.datePicker, title: title)
        node.control.date = PickerDate(iso8601: date)
        node.control.displayedComponents = displayedComponents
        node.control.datePickerStyle = style
        self.node = node
    }
}

/// An adjustable stepper.
///
/// ```swift
/// Stepper("Quantity", value: 3, in: 0...10)
/// ```
public struct Stepper: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A stepper at `value`, within `range`, moving by `step`.
    public init(_ title: String, value: Double, in range: ClosedRange<Double>? = nil, step: Double? = nil) {
        var node = Node(.stepper, title: title)
        node.control.number = value
        node.control.range = range
        node.control.step = step
        self.node = node
    }

    /// An integer stepper; stored as numbers like any other.
    public init(_ title: String, value: Int, in range: ClosedRange<Int>? = nil, step: Int? = nil) {
        self.init(
            title, value: Double(value), in: range.map { Double($0.lowerBound)...Double($0.upperBound) },
            step: step.map(Double.init))
    }
}

/// A choice among options; a wheel by default, `.pickerStyle(.segmented)` for a segmented control.
///
/// ```swift
/// Picker("Flavour", selection: "Vanilla", options: ["Vanilla", "Chocolate"])
/// Picker("Flavour", selection: "Vanilla") { Text("Vanilla"); Text("Chocolate") }
/// ```
public struct Picker: AccessibleView {
    /// The node this view declares.
    public let node: Node

    /// A picker titled `title`, showing `selection` among `options`.
    public init(_ title: String, selection: String, options: [String]) {
        var node = Node(.picker, title: title)
        node.control.options = options
        node.control.selection = selection
        self.node = node
    }

    /// The SwiftUI spelling: the options are the titles (or labels) of the content's views.
    public init(_ title: String, selection: String, @ViewBuilder content: () -> [Node]) {
        let options = content().compactMap { $0.accessibility.label ?? $0.title }
        self.init(title, selection: selection, options: options)
    }
}
