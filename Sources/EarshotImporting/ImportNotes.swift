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

    /// The serials of the nodes under `root` (stops and containers).
    static func serials(_ root: Node) -> Set<Int> {
        var serials: Set<Int> = []
        var stack = root.children
        while let next = stack.popLast() {
            serials.insert(next.serial)
            stack.append(contentsOf: next.children)
        }
        return serials
    }

    /// How many nodes under `root` have the header trait.
    static func headingCount(_ root: Node) -> Int {
        var count = 0
        var stack = root.children
        while let next = stack.popLast() {
            if next.accessibility.addTraits.contains(.isHeader) { count += 1 }
            stack.append(contentsOf: next.children)
        }
        return count
    }

    /// The nodes that are stops (not containers) under `root`.
    static func stopCount(_ root: Node) -> Int {
        var count = 0
        var stack = root.children
        while let next = stack.popLast() {
            if next.kind.takesChildList { stack.append(contentsOf: next.children) } else { count += 1 }
        }
        return count
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
