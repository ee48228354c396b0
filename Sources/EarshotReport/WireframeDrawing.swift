import Earshot

/// The wireframe of a laid-out screen: each element's box, numbered in focus order, and the
/// views that are no stops (stacks, containers, modal views, hidden and unreachable views).
struct WireframeDrawing {
    var wireframe: Wireframe
    var elements: [ReportElement]

    init(root: Node, list: ElementList, layout: Wireframe.Layout) {
        var sources: [Int: [Int]] = [:]  // node serial → the elements it made, in focus order
        for (index, element) in list.elements.enumerated() { sources[element.sourceSerial, default: []].append(index) }
        let containers = Dictionary(list.containers.map { ($0.serial, $0.description) }, uniquingKeysWith: { first, _ in first })

        // The boxes of views that are no stops, outermost first.
        var boxes: [Wireframe.Box] = []
        var kinds: [Int: String] = [:]  // a container's kind, for those with no description
        func visit(_ node: Node, hidden: Bool) {
            kinds[node.serial] = node.kind.rawValue
            if sources[node.serial] != nil, containers[node.serial] == nil { return }  // an element: what it holds is part of it
            guard let rect = layout.rects[node.serial] else { return }
            let isHidden = hidden || node.accessibility.hidden == true || node.control.decorative == true
            let name = [node.kind.rawValue, node.title ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
            let isModal = node.accessibility.viewIsModal == true || node.accessibility.addTraits.contains(.isModal) || node.kind == .alert
            let role: Wireframe.Box.Role
            if isHidden {
                role = .hidden
            } else if isModal {
                role = .modal
            } else if let description = containers[node.serial] {
                boxes.append(Wireframe.Box(role: .container, rect: rect, label: description ?? node.kind.rawValue))
                for child in node.children { visit(child, hidden: false) }
                return
            } else if node.kind.takesChildList {
                role = node.kind.isTransparentContainer ? .stack : .container
            } else {
                role = .unreachable
            }
            boxes.append(Wireframe.Box(role: role, rect: rect, label: role == .modal ? "Modal: " + name : name))
            if node.kind.takesChildList || node.kind == .alert || role == .hidden || role == .unreachable {
                for child in node.children { visit(child, hidden: isHidden) }
            }
        }
        visit(root, hidden: false)

        // Each element's box: its frame, else its view's box (shared by the elements one view
        // makes: a segmented picker's segments side by side, an alert's title and message).
        var elements: [ReportElement] = []
        elements.reserveCapacity(list.elements.count)
        var bounds = layout.rects[root.serial] ?? Wireframe.Rect(x: 0, y: 0, width: layout.width, height: 44)
        for (index, element) in list.elements.enumerated() {
            var box = layout.rects[element.sourceSerial] ?? Wireframe.Rect(x: 0, y: bounds.maxY, width: layout.width, height: 44)
            if let frame = element.frame {
                box = Wireframe.Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            } else if let siblings = sources[element.sourceSerial], siblings.count > 1, let place = siblings.firstIndex(of: index) {
                let isAlert = list.containers.contains { $0.serial == element.sourceSerial && $0.description == nil }
                if isAlert {
                    box = Wireframe.Rect(x: box.x + 8, y: box.y + 4 + 26 * Double(place), width: box.width - 16, height: 24)
                } else {
                    let width = box.width / Double(siblings.count)
                    box = Wireframe.Rect(x: box.x + width * Double(place), y: box.y, width: width, height: box.height)
                }
            }
            bounds = bounds.union(box)
            elements.append(
                ReportElement(
                    description: ElementListDump.describe(element), id: element.id, box: box,
                    containers: element.containers.map {
                        list.containers[$0].description ?? kinds[list.containers[$0].serial] ?? "container"
                    }))
        }
        for box in boxes { bounds = bounds.union(box.rect) }
        self.wireframe = Wireframe(size: bounds, boxes: boxes)
        self.elements = elements
    }

    /// The drawing of one state of a run: the top layer's views and elements over the layers
    /// below it, whose views are drawn dimmed (VoiceOver reaches none of them); the device's
    /// screen drawn when some view lies outside it.
    init(layers: [RunState.Layer], list: ElementList, device: Device) {
        let layout = Wireframe.Layout(layers: layers.map { ($0.root, $0.isAlert) }, device: device)
        let top = layers.last?.root ?? Node(.vStack)
        self.init(root: top, list: list, layout: layout)
        var covered: [Wireframe.Box] = []
        var bounds = wireframe.size
        // Behind a page sheet the screen is scaled down about its top centre and pushed below the
        // status bar (as iOS draws it); behind an alert it stays where it is.
        let isSheet = layers.count > 1 && layers.last?.isAlert == false
        let screen = Wireframe.screen(of: device)
        func behind(_ rect: Wireframe.Rect) -> Wireframe.Rect {
            guard isSheet else { return rect }
            let scale = Wireframe.sheetScale
            let top = Wireframe.sheetInset - 10
            return Wireframe.Rect(
                x: screen.centerX + (rect.x - screen.centerX) * scale, y: top + rect.y * scale, width: rect.width * scale,
                height: rect.height * scale)
        }
        for layer in layers.dropLast() {
            let below = WireframeDrawing(root: layer.root, list: ElementList(), layout: layout)
            covered += below.wireframe.boxes.map { Wireframe.Box(role: $0.role, rect: behind($0.rect), label: $0.label) }
            bounds = bounds.union(behind(below.wireframe.size))
        }
        if layers.count > 1 { bounds = bounds.union(screen) }
        if layers.count > 1, let presented = layout.rects[top.serial] {
            wireframe.presented = presented
            bounds = bounds.union(presented)
        }
        wireframe.size = bounds
        wireframe.covered = covered
        showViewport(of: device, root: layers.first?.root)
    }

    /// Marks the screen on the drawing when some element lies outside it: the frame of the
    /// root, or of the view it holds alone (a capture's window), else the device's screen.
    mutating func showViewport(of device: Device, root: Node?) {
        var node = root
        var frame = node?.accessibility.frame
        while frame == nil, let only = node?.children, only.count == 1 {
            node = only[0]
            frame = only[0].accessibility.frame
        }
        let screen = frame.map { Wireframe.Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? Wireframe.screen(of: device)
        let outside = elements.contains { element in
            let box = element.box
            return box.x < screen.x - 0.5 || box.y < screen.y - 0.5 || box.maxX > screen.maxX + 0.5 || box.maxY > screen.maxY + 0.5
        }
        guard outside else { return }
        wireframe.viewport = screen
        wireframe.size = wireframe.size.union(screen)
    }
}
