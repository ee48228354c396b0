import Earshot

/// A drawing of a screen's views as boxes, in points: from their `frame`s where the screen has
/// them (UIKit screens, captures), else laid out from the stacks as SwiftUI would roughly place
/// them (a `VStack` one under another, an `HStack` side by side, a `ZStack` on top of each other).
///
/// It is a sketch of where things are, for seeing the focus order, not a rendering: sizes of
/// views without a frame are typical iOS heights (a 44-point button, a 32-point line of text).
public struct Wireframe: Sendable, Equatable {
    /// A box in points, from its top-left corner.
    public struct Rect: Sendable, Equatable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A box at (x, y) of this size, in points.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        var maxX: Double { x + width }
        var maxY: Double { y + height }
        var centerX: Double { x + width / 2 }
        var centerY: Double { y + height / 2 }

        func union(_ other: Rect) -> Rect {
            let minX = min(x, other.x)
            let minY = min(y, other.y)
            return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
        }
    }

    /// A view that is not one of VoiceOver's stops: a stack, a container, or a view VoiceOver
    /// does not reach.
    public struct Box: Sendable, Equatable {
        /// What kind of view it is, for VoiceOver.
        public enum Role: String, Sendable {
            /// A layout stack (`VStack`, `List` ...): VoiceOver sees through it.
            case stack
            /// A container VoiceOver knows (`Toolbar`, `.contain`, a segmented picker): its
            /// description is spoken on entry.
            case container
            /// A modal view: only it (and what it holds) is reachable among its siblings.
            case modal
            /// `accessibilityHidden` or a decorative image.
            case hidden
            /// Not hidden, yet no stop: outside a modal's scope, left out of
            /// `accessibilityElements`, or inside an element that ignores its children.
            case unreachable
        }
        /// What kind of view it is.
        public var role: Role
        /// Where it is drawn, in points.
        public var rect: Rect
        /// The view's kind and title (`VStack`, `Image heron_banner`), or the container's description.
        public var label: String
    }

    /// The screen's size: the boxes' bounds.
    public var size: Rect
    /// Views that are not stops, outermost first (so drawn under what they hold).
    public var boxes: [Box]
    /// The views under a presented sheet or alert, which VoiceOver does not reach: drawn dimmed
    /// beneath it. Empty for the screen itself.
    public var covered: [Box] = []
    /// Where the sheet or alert on top of `covered` is drawn; nil for the screen itself.
    public var presented: Rect?
    /// The screen: the root view's frame (a capture's window), else the device's (390 by 844
    /// points for a phone, 820 by 1180 for an iPad); drawn when some view lies outside it, as
    /// views of a long page or a capture's frames do, else nil.
    public var viewport: Rect?

    /// A wireframe of these boxes within `size`.
    public init(size: Rect, boxes: [Box], covered: [Box] = [], viewport: Rect? = nil) {
        self.size = size
        self.boxes = boxes
        self.covered = covered
        self.viewport = viewport
    }

    /// The width of an alert on iPhone, in points (`UIAlertController`'s `.alert` style).
    static let alertWidth = 270.0
    /// Where a page sheet starts, in points from the top of a 390 by 844 point iPhone: its 47
    /// point status bar's safe area and a 10 point gap, through which the screen behind shows.
    static let sheetInset = 57.0
    /// How much the screen behind a page sheet is scaled down, about its top centre, so that
    /// its edges show beside the sheet's top.
    static let sheetScale = 0.92

    /// The device's screen in points, from the top-left corner.
    static func screen(of device: Device) -> Rect {
        device == .pad ? Rect(x: 0, y: 0, width: 820, height: 1180) : Rect(x: 0, y: 0, width: 390, height: 844)
    }

    /// The boxes of a screen's views by node serial, and the wireframe's boxes.
    struct Layout {
        var rects: [Int: Rect] = [:]
        /// Views placed by frames: their own, or all their children's.
        var anchored: Set<Int> = []
        let width: Double

        /// Lays out `root` from (0, 0) at the device's width.
        init(_ root: Node, device: Device) {
            width = Wireframe.screen(of: device).width
            _ = place(root, x: 0, y: 0, width: width, depth: 0)
        }

        /// Lays out the screen from (0, 0), then each presentation over it as UIKit and SwiftUI
        /// place them on an iPhone in portrait:
        ///
        /// - an alert (`UIAlertController` `.alert`, SwiftUI `.alert`) 270 points wide, centred
        ///   on the screen both ways;
        /// - a sheet as the page sheet of iOS 15 and later at its large detent
        ///   (`UISheetPresentationController`, SwiftUI `.sheet`): from ``sheetInset`` below the
        ///   top of the screen (the status bar's safe area and a gap, in which the screen behind
        ///   shows, scaled down) to the bottom of the screen; a sheet over a sheet 10 points lower.
        ///
        /// Views with frames of their own are where their frames say.
        init(layers: [(root: Node, isAlert: Bool)], device: Device) {
            let screen = Wireframe.screen(of: device)
            width = screen.width
            var sheets = 0
            for (index, layer) in layers.enumerated() {
                if index == 0 {
                    _ = place(layer.root, x: 0, y: 0, width: width, depth: 0)
                } else if layer.isAlert {
                    let alertWidth = min(Wireframe.alertWidth, width - 40)
                    let x = (width - alertWidth) / 2
                    let height = place(layer.root, x: x, y: 0, width: alertWidth, depth: 0).height
                    _ = place(layer.root, x: x, y: max(screen.y + 20, (screen.height - height) / 2), width: alertWidth, depth: 0)
                } else {
                    let top = Wireframe.sheetInset + 10 * Double(sheets)
                    sheets += 1
                    var sheet = place(layer.root, x: 0, y: top, width: width, depth: 0)
                    if !anchored.contains(layer.root.serial) {
                        sheet.height = max(sheet.height, screen.maxY - top)
                        rects[layer.root.serial] = sheet
                    }
                }
            }
        }

        static let padding = 8.0
        static let spacing = 6.0

        /// Places `node` with its top-left at (x, y) and the width offered; returns its box.
        mutating func place(_ node: Node, x: Double, y: Double, width: Double, depth: Int) -> Rect {
            let children = node.kind.takesChildList || node.kind == .alert ? node.children : []
            var rect: Rect
            if let frame = node.accessibility.frame {
                rect = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                anchored.insert(node.serial)
                _ = flow(
                    children, in: Rect(x: rect.x + 4, y: rect.y + 4, width: max(8, rect.width - 8), height: 0), depth: depth,
                    horizontal: false)
            } else if node.kind.takesChildList || node.kind == .alert {
                let pad = node.kind == .group || node.kind == .navigationStack || node.kind == .view ? 0 : Self.padding
                let titled = node.kind == .tabBar || node.kind == .toolbar || node.kind == .navigationBar
                let top = node.kind == .alert ? 56.0 : titled ? 12 : 0
                let horizontal = node.kind == .hStack || node.kind == .tabBar || node.kind == .toolbar || node.kind == .navigationBar
                let inner = Rect(x: x + pad, y: y + pad + top, width: max(8, width - 2 * pad), height: 0)
                let content = flow(
                    children, in: inner, depth: depth, horizontal: horizontal || node.kind == .zStack, overlay: node.kind == .zStack)
                rect = Rect(x: x, y: y, width: width, height: max(content.maxY - y + pad, pad * 2 + top))
                if children.isEmpty { rect.height = 24 }
                // A view without a frame whose children all have one goes around them.
                if !children.isEmpty, children.allSatisfy({ anchored.contains($0.serial) }) {
                    var around = rects[children[0].serial] ?? rect
                    for child in children.dropFirst() { around = around.union(rects[child.serial] ?? around) }
                    rect = Rect(x: around.x - 4, y: around.y - 4 - top, width: around.width + 8, height: around.height + 8 + top)
                    anchored.insert(node.serial)
                }
            } else {
                rect = Rect(x: x, y: y, width: width, height: Self.height(of: node))
            }
            rects[node.serial] = rect
            return rect
        }

        /// Lays out children one under another (or side by side, or on top of each other) in
        /// `area`; children with a frame of their own are where their frame says. Returns the
        /// union of what was placed (at least the area's top).
        mutating func flow(_ children: [Node], in area: Rect, depth: Int, horizontal: Bool, overlay: Bool = false) -> Rect {
            var bounds = Rect(x: area.x, y: area.y, width: area.width, height: 0)
            guard !children.isEmpty else { return bounds }
            let count = Double(children.count)
            let childWidth = horizontal && !overlay ? max(8, (area.width - Self.spacing * (count - 1)) / count) : area.width
            var cursorX = area.x
            var cursorY = area.y
            for child in children {
                let placed = place(child, x: cursorX, y: cursorY, width: childWidth, depth: depth + 1)
                bounds = bounds.union(placed)
                guard !anchored.contains(child.serial), !overlay else { continue }
                if horizontal { cursorX += childWidth + Self.spacing } else { cursorY = placed.maxY + Self.spacing }
            }
            return bounds
        }

        /// A typical height on iOS for a view without a frame, in points.
        static func height(of node: Node) -> Double {
            switch node.kind {
            case .text, .label, .link: return 30
            case .image: return node.control.decorative == true ? 40 : 56
            case .button, .menu, .toggle, .slider, .stepper, .textField, .secureField, .searchField: return 44
            case .picker: return node.control.pickerStyle == .segmented ? 36 : 100
            case .datePicker: return node.control.datePickerStyle == .wheel ? 216 : node.control.datePickerStyle == .graphical ? 330 : 44
            case .textEditor: return 88
            case .progressView, .pageControl: return 24
            case .tab: return 49
            case .alert, .dataTable, .vStack, .hStack, .zStack, .group, .list, .form, .section, .scrollView, .navigationStack, .view,
                .tabBar, .toolbar, .navigationBar:
                return 44
            }
        }
    }
}
