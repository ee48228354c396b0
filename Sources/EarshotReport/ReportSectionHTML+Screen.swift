import Earshot

/// The screen column: each state drawn as a wireframe, with its elements in focus order.
extension ReportSectionHTML {
    /// A state as the page draws it: the screen as it first appears, or one of the section's
    /// later states. Its elements are numbered in the page from `offset` on (`data-el`), so
    /// that a line names one box of one drawing.
    struct DrawnState {
        var title: String
        var time: Int
        var wireframe: Wireframe
        var elements: [ReportElement]
        var offset: Int
        var added: Set<Int> = []
        var removed: [String] = []
    }

    /// The screen as it first appears, then the section's later states.
    var drawnStates: [DrawnState] {
        var drawn = [
            DrawnState(
                title: section.states.isEmpty ? "" : "As the screen appears", time: 0, wireframe: section.wireframe,
                elements: section.elements, offset: 0)
        ]
        for state in section.states {
            let last = drawn[drawn.count - 1]
            drawn.append(
                DrawnState(
                    title: state.title, time: state.time, wireframe: state.wireframe, elements: state.elements,
                    offset: last.offset + last.elements.count, added: state.added, removed: state.removed))
        }
        return drawn
    }

    /// The state event `index` was heard in (an index into `drawnStates`).
    func stateIndex(ofEvent index: Int) -> Int {
        section.eventStates.indices.contains(index) ? min(section.eventStates[index], section.states.count) : 0
    }

    /// The element of event `index`: its number in the page (`data-el`) and in its state.
    func element(ofEvent index: Int, in states: [DrawnState]) -> (page: Int, local: Int)? {
        guard section.eventElements.indices.contains(index), let local = section.eventElements[index] else { return nil }
        let state = states[stateIndex(ofEvent: index)]
        guard local < state.elements.count else { return nil }
        return (state.offset + local, local)
    }

    func writeScreen(to html: inout ReportHTML) {
        let states = drawnStates
        let heading = states.count == 1 ? "Screen and focus order" : "Screens and focus order, state by state"
        html += "<section class=\"screen\" aria-labelledby=\"\(prefix)-wf\"><h3 id=\"\(prefix)-wf\">\(heading)</h3>\n"
        if states.count > 1 {
            html += "<p class=\"note\">The screen as it first appears, then each state the steps produce; "
            html += "the transcript says which state each line was heard in.</p>\n"
        }
        // Lines about an element that no drawing holds (a rotor's name or a page's position is
        // about none).
        let elsewhere = section.transcript.events.indices.filter { index in
            let event = section.transcript.events[index]
            return event.element != nil && event.status != .dropped && element(ofEvent: index, in: states) == nil
        }.count
        for (index, state) in states.enumerated() { writeState(state, number: index + 1, of: states.count, to: &html) }
        if section.hasOwnSteps, elsewhere > 0 {
            html +=
                "<p class=\"note\">\(elsewhere) line\(elsewhere == 1 ? " speaks" : "s speak") about elements that are drawn in no state.</p>\n"
        }
        html +=
            "<ul class=\"legend\" aria-label=\"Legend\"><li><span class=\"key el\"></span>element</li><li><span class=\"key container\"></span>container</li>"
        html +=
            "<li><span class=\"key modal\"></span>modal</li><li><span class=\"key hidden\"></span>hidden</li><li><span class=\"key unreachable\"></span>not reachable</li>"
        if states.contains(where: { !$0.wireframe.covered.isEmpty }) {
            html += "<li><span class=\"key covered\"></span>covered by a presentation</li>"
        }
        if states.contains(where: { !$0.added.isEmpty }) { html += "<li><span class=\"key new\"></span>new in its state</li>" }
        if states.contains(where: { $0.wireframe.viewport != nil }) { html += "<li><span class=\"key viewport\"></span>screen</li>" }
        html += "</ul>\n</section>\n"
    }

    /// The width the drawing is shown at, in pixels: a phone's screen at its size in points,
    /// anything wider scaled down to it. Text is sized in pixels of the page, whatever the scale.
    static let drawingWidth = 440.0

    private func writeState(_ state: DrawnState, number: Int, of count: Int, to html: inout ReportHTML) {
        let id = "\(prefix)-st\(number)"
        let size = state.wireframe.size
        let margin = 14.0
        let boxWidth = size.width + 2 * margin
        let shown = min(boxWidth, Self.drawingWidth)
        // Points of the drawing per pixel of the page.
        let unit = max(1, boxWidth / shown)
        html += "<section class=\"state\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">"
        if count > 1 {
            html += "<h4 id=\"\(id)-h\">State \(number) · \(ReportPage.seconds(state.time)) s: \(escape(state.title))</h4>\n"
        } else {
            html += "<h4 id=\"\(id)-h\" class=\"visually-hidden\">The screen</h4>\n"
        }
        let viewBox = [size.x - margin, size.y - margin, boxWidth, size.height + 2 * margin].map(ReportPage.number)
        html += "<figure class=\"wireframe\"><div class=\"frame\">"
        html +=
            "<svg viewBox=\"\(viewBox.joined(separator: " "))\" width=\"\(ReportPage.number(shown))\" style=\"font-size:\(ReportPage.number(13 * unit))px\" role=\"img\" aria-labelledby=\"\(id)-cap\">"
        html +=
            "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" class=\"arrowhead\"/></marker></defs>"
        if !state.wireframe.covered.isEmpty {
            var under: Wireframe.Rect?
            for box in state.wireframe.covered {
                under = under.map { $0.union(box.rect) } ?? box.rect
                writeBox(box, unit: unit, caption: box.role == .stack ? nil : box.label, className: "box covered", to: &html)
            }
            // The dimming covers the whole screen, and what lies beyond it.
            if let under {
                html += "<rect class=\"backdrop\" \(rectAttributes(state.wireframe.size.union(under)))/>"
            }
        }
        if let panel = state.wireframe.presented {
            // Rounded as iOS rounds them, in points: an alert's corners 14, a sheet's 10.
            let radius = panel.width <= Wireframe.alertWidth ? 14.0 : 10.0
            html += "<rect class=\"panel\" \(rectAttributes(panel)) rx=\"\(ReportPage.number(radius))\"/>"
        }
        for box in state.wireframe.boxes {
            // The presented view's own name is the state's heading: no caption over its first element.
            let caption = box.role == .stack || box.rect == state.wireframe.presented ? nil : boxCaption(box)
            writeBox(box, unit: unit, caption: caption, className: "box \(box.role.rawValue)", to: &html)
        }
        let badge = 11 * unit
        for (index, element) in state.elements.enumerated() {
            let r = element.box
            let new = state.added.contains(index) ? " new" : ""
            html +=
                "<g class=\"el\(new)\" data-el=\"\(state.offset + index)\"><title>\(index + 1). \(escape(element.description))\(new.isEmpty ? "" : " (new in this state)")</title>"
            html +=
                "<rect x=\"\(ReportPage.number(r.x + 1))\" y=\"\(ReportPage.number(r.y + 1))\" width=\"\(ReportPage.number(max(0, r.width - 2)))\" height=\"\(ReportPage.number(max(0, r.height - 2)))\" rx=\"5\"/>"
            let label = element.leadingPart
            let left = min(r.x + 4 + 2 * badge + 4 * unit, r.maxX)
            html +=
                "<text x=\"\(ReportPage.number(left))\" y=\"\(ReportPage.number(r.centerY + 4.5 * unit))\">\(escape(Self.clip(label, width: r.maxX - left - 3 * unit, size: 7.2 * unit)))</text>"
            html += "</g>"
        }
        if state.elements.count > 1 {
            var points: [String] = []
            for element in state.elements {
                points.append("\(ReportPage.number(element.box.x + 4 + badge)),\(ReportPage.number(element.box.centerY))")
            }
            html +=
                "<polyline class=\"path\" points=\"\(points.joined(separator: " "))\" style=\"stroke-width:\(ReportPage.number(1.3 * unit))\" marker-mid=\"url(#\(id)-arrow)\" marker-end=\"url(#\(id)-arrow)\"/>"
        }
        for (index, element) in state.elements.enumerated() {
            let x = ReportPage.number(element.box.x + 4 + badge)
            let y = ReportPage.number(element.box.centerY)
            html +=
                "<g class=\"badge\" data-el=\"\(state.offset + index)\"><circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(ReportPage.number(badge))\"/>"
            html +=
                "<text x=\"\(x)\" y=\"\(ReportPage.number(element.box.centerY + 4.2 * unit))\" style=\"font-size:\(ReportPage.number(12 * unit))px\">\(index + 1)</text></g>"
        }
        if let screen = state.wireframe.viewport {
            html += "<rect class=\"viewport\" \(rectAttributes(screen)) style=\"stroke-width:\(ReportPage.number(2 * unit))\"/>"
            html +=
                "<text class=\"viewport-label\" x=\"\(ReportPage.number(screen.maxX - 4 * unit))\" y=\"\(ReportPage.number(screen.maxY - 5 * unit))\" style=\"font-size:\(ReportPage.number(12 * unit))px\">screen \(ReportPage.number(screen.width)) × \(ReportPage.number(screen.height)) pt</text>"
        }
        html += "</svg></div>"
        let stops = state.elements.count == 1 ? "the one element" : "the \(state.elements.count) elements"
        html += "<figcaption id=\"\(id)-cap\">"
        if !state.wireframe.covered.isEmpty {
            html += "What is presented over the screen, which is dimmed beneath it (VoiceOver reaches none of it); "
        } else {
            html += "The screen's views as boxes, "
        }
        html += "\(stops) VoiceOver stops on numbered in focus order, the line between them the path of the swipes. "
        if state.wireframe.viewport != nil { html += "The dark dashed box is the screen; views outside it are off screen. " }
        html += "The list below says the same in words.</figcaption></figure>\n"
        let listHeading = count > 1 ? "Elements in focus order, state \(number)" : "Elements in focus order"
        html += "<h4 id=\"\(id)-els\" class=\"list-heading\">\(listHeading)</h4>\n<ol class=\"elements\" aria-labelledby=\"\(id)-els\">"
        for (index, element) in state.elements.enumerated() {
            let within =
                element.containers.isEmpty ? "" : "<span class=\"within\">in \(escape(element.containers.joined(separator: " › ")))</span>"
            var inferred = ""
            if number == 1, let names = section.capture?.inferredTraits[index], !names.isEmpty {
                inferred =
                    "<span class=\"inferred\">inferred from the element type, not in the capture: \(escape(names.joined(separator: ", ")))</span>"
            }
            html +=
                "<li><button type=\"button\" class=\"el-item\" data-el=\"\(state.offset + index)\" aria-pressed=\"false\"><span class=\"num\" aria-hidden=\"true\">\(index + 1)</span>"
            let new = state.added.contains(index) ? "<span class=\"new-mark\">new </span>" : ""
            html += "\(new)<span class=\"desc\">\(escape(element.description))</span>\(within)\(inferred)</button></li>"
        }
        html += "</ol>\n"
        if !state.removed.isEmpty {
            html += "<p class=\"gone\">Gone since the state before: \(state.removed.map(escape).joined(separator: "; "))</p>\n"
        }
        let unreached = state.wireframe.boxes.filter { $0.role == .hidden || $0.role == .unreachable || $0.role == .modal }
        if !unreached.isEmpty {
            html += "<h4>Views that are no stops\(count > 1 ? ", state \(number)" : "")</h4>\n<ul class=\"others\">"
            for box in unreached { html += "<li>\(escape(boxTitle(box)))</li>" }
            html += "</ul>\n"
        }
        html += "</section>\n"
    }

    private func rectAttributes(_ r: Wireframe.Rect) -> String {
        "x=\"\(ReportPage.number(r.x))\" y=\"\(ReportPage.number(r.y))\" width=\"\(ReportPage.number(max(0, r.width)))\" height=\"\(ReportPage.number(max(0, r.height)))\""
    }

    private func writeBox(_ box: Wireframe.Box, unit: Double, caption: String?, className: String, to html: inout ReportHTML) {
        let r = box.rect
        html += "<g class=\"\(className)\"><title>\(escape(boxTitle(box)))</title>"
        html += "<rect \(rectAttributes(r)) rx=\"4\"/>"
        if let caption, r.height >= 15 * unit {
            html +=
                "<text x=\"\(ReportPage.number(r.x + 4 * unit))\" y=\"\(ReportPage.number(r.y + 12 * unit))\" style=\"font-size:\(ReportPage.number(11 * unit))px\">\(escape(Self.clip(caption, width: r.width - 8 * unit, size: 6.2 * unit)))</text>"
        }
        html += "</g>"
    }

    private func boxCaption(_ box: Wireframe.Box) -> String {
        switch box.role {
        case .hidden: return "hidden: " + box.label
        case .unreachable: return "not reachable: " + box.label
        case .container, .modal, .stack: return box.label
        }
    }

    private func boxTitle(_ box: Wireframe.Box) -> String {
        switch box.role {
        case .stack: return box.label + " (layout)"
        case .container: return box.label + " (container)"
        case .modal: return box.label + " (only it is reachable among its siblings)"
        case .hidden: return box.label + " (hidden from VoiceOver)"
        case .unreachable: return box.label + " (not reachable: outside a modal's scope or left out of the order)"
        }
    }

    /// `text` cut with an ellipsis to about what fits in `width` points at `size` points a character.
    /// A box of any width (`listen` takes a frame 1e20 points wide) fits its text: compared as
    /// a `Double` before a character count is made of it.
    static func clip(_ text: String, width: Double, size: Double) -> String {
        let room = max(0, width) / size
        guard room < Double(text.count) else { return text }
        let fits = Int(room)
        return fits < 2 ? "" : String(text.prefix(fits - 1)) + "…"
    }
}
