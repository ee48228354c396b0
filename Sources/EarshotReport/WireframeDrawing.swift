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
}
