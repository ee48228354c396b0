import Earshot

/// What an import says about a capture (`earshot import` on standard error): what was read, what its
/// format cannot carry (said, not invented), what was inferred and what was left out.
struct ImportNotes {
    var capture: Capture
    var stops: VoiceOverStops
    var stopCount: Int
    /// Headings in the screen that the capture itself gave (idb's heading role), not inferred.
    var givenHeadings = 0

    var lines: [String] {
        let format = capture.format.displayName
        let elementCount = capture.elementCount
        let elements = "\(elementCount) element\(elementCount == 1 ? "" : "s")"
        var lines = ["read as \(capture.variant): \(elements), \(stopCount) VoiceOver stop\(stopCount == 1 ? "" : "s")"]
        lines += capture.notes
        if !capture.carriesHints {
            lines.append(
                "hints are not in \(format) captures: custom hints are not heard (the system's hints of switches, text fields and adjustable elements are)"
            )
        }
        if !capture.carriesTraits {
            let titles = stops.headings.map { "'\($0)'" }.joined(separator: ", ")
            var inferred = stops.headings.isEmpty ? "none inferred" : "inferred for the navigation bar title " + titles
            if givenHeadings > 0 {
                // idb gives a heading as a role though it carries no traits: said, not denied.
                inferred = "\(givenHeadings) given by the capture as a heading role" + (stops.headings.isEmpty ? "" : "; " + inferred)
                lines.append("headings are in \(format) captures only as a role (\(inferred)): other headings are not heard")
            } else {
                lines.append("headings are not in \(format) captures (\(inferred)): other headings are not heard")
            }
            let count = stops.inferred.count
            if count > 0 {
                lines.append(
                    "traits inferred from element types for \(count) stop\(count == 1 ? "" : "s") (the element list marks them 'inferred')")
            }
        }
        for (what, count) in stops.counts.sorted(by: { $0.key < $1.key }) {
            switch what {
            case "values cut by the capture":
                let cut = "\(count) value\(count == 1 ? " was" : "s were") cut by the capture"
                lines.append(cut + ": heard without its '...', the rest of the text is not in it")
            case "pop-up buttons whose items are not in the capture":
                lines.append(
                    "\(count) pop-up button\(count == 1 ? "" : "s") imported as a Menu without \(count == 1 ? "its" : "their") items: a capture shows a menu's items only while it is open, so a double tap presents nothing"
                )
            case "popover dismiss regions":
                lines.append(
                    "\(count) popover dismiss region\(count == 1 ? "" : "s") ('PopoverDismissRegion', 'dismiss popup' in the capture) written as VoiceOver speaks \(count == 1 ? "it" : "them"): a button, 'Activate to dismiss pop-up window', in English"
                )
            case "images without a label":
                lines.append(
                    "\(count) image\(count == 1 ? "" : "s") without a label left out: UIKit images are no accessibility elements unless the app makes them so"
                )
            default:
                // "1 zero-size element", "2 scroll bars": the counted names are plurals.
                let name = count == 1 && what.hasSuffix("s") ? String(what.dropLast()) : what
                lines.append("\(count) \(name) left out: VoiceOver does not stop on \(count == 1 ? "it" : "them")")
            }
        }
        return lines
    }
}

/// What making a screen from a capture needs to know of it, found in one walk over its views that
/// reads each where it is: walks that copied the views onto a stack, one for each fact, retained
/// every string of every view five times over.
struct ImportedShape {
    /// The serials of the views under the root, stops and containers (kept only when asked for).
    private(set) var serials: Set<Int> = []
    /// The views under the root that are stops (not containers, nor inside a stop).
    private(set) var stopCount = 0
    /// The views under the root with the header trait.
    private(set) var headingCount = 0
    /// How deep the views nest, the root counted: a screen file holds ``ScreenWriter/maximumDepth``.
    private(set) var depth = 1

    /// The shape of the screen whose root is `root`; `keepingSerials` collects ``serials``.
    ///
    /// - Complexity: O(n) in the number of views; it recurses as deep as they nest (a capture's
    ///   screen is at most `CaptureImporter.maximumDepth` levels deep, and is made on a deep stack).
    init(_ root: Node, keepingSerials: Bool) {
        visitChildren(of: root.children, level: 2, insideStop: false, keepingSerials: keepingSerials)
    }

    private mutating func visitChildren(of children: [Node], level: Int, insideStop: Bool, keepingSerials: Bool) {
        children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { visit(first + index, level: level, insideStop: insideStop, keepingSerials: keepingSerials) }
        }
    }

    /// Visits the view `node` points at: through a pointer, as `TreeFacts` does, for a view handed
    /// to a call from its array's buffer is copied whole first.
    private mutating func visit(_ node: UnsafePointer<Node>, level: Int, insideStop: Bool, keepingSerials: Bool) {
        depth = max(depth, level)
        if keepingSerials { serials.insert(node.pointee.serial) }
        if Node.withAccessibility(of: node, { $0?.pointee.addTraits.contains(.isHeader) ?? false }) { headingCount += 1 }
        let container = node.pointee.kind.takesChildList
        if !insideStop, !container { stopCount += 1 }
        if !node.pointee.children.isEmpty {
            visitChildren(of: node.pointee.children, level: level + 1, insideStop: insideStop || !container, keepingSerials: keepingSerials)
        }
    }
}

extension XCUITestDescription {
    /// Whether text reads as an XCUITest description: one of its section headers, an escaped
    /// description, or a first content line that is an element line.
    static func looksLikeDescription(_ text: String) -> Bool {
        if startsAsSnapshotList(text) { return true }
        for header in ["Element subtree:", "Find: ", "Output: {", "Attributes: ", "from input {(", "\"Attributes:", "Path to element:"]
        where text.contains(header) {
            return true
        }
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = String(line).trimmingLeadingWhitespace()
            if trimmed.isEmpty || isActivityLine(trimmed) || isCaptureHeader(trimmed) { continue }
            let body = ElementLineParser.body(of: String(line)).text
            return ElementLineParser.startsLikeElement(body)
                && (body.contains("{{") || body.contains(", pid: ") || body.contains("label: '"))
        }
        return false
    }

    /// Whether text starts with XCTest's snapshot list, `{(` on a line of its own (the "No
    /// matches found for ... from input {( ... )}" of a failed query, copied without its first
    /// line), which is no JSON.
    static func startsAsSnapshotList(_ text: String) -> Bool {
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        return line.drop(while: \.isWhitespace).hasPrefix("{(")
    }
}
