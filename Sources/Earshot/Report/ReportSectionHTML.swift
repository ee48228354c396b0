import Foundation

/// One section of the report page: heading, audio, wireframe and element list, transcript,
/// time line, findings.
struct ReportSectionHTML {
    var section: ReportSection
    /// Unique in the page: `s1`, `s2` ...
    var prefix: String
    var audio: ReportAudio?

    private func escape(_ text: String) -> String { ReportPage.escape(text) }

    /// The events that are lines of the text form (not steps), with their index in the events.
    private var lines: [(index: Int, event: TranscriptEvent)] {
        section.transcript.events.enumerated().filter { $0.element.kind != .step }.map { ($0.offset, $0.element) }
    }

    func write(to html: inout String) {
        let end = section.endTime
        html +=
            "<section class=\"report\" id=\"\(prefix)\" aria-labelledby=\"\(prefix)-h\" data-end=\"\(end)\" data-lines=\"\(lines.count)\">\n"
        html += "<h2 id=\"\(prefix)-h\">\(escape(section.title))</h2>\n"
        var facts = [
            "\(section.elements.count) element\(section.elements.count == 1 ? "" : "s")",
            "\(lines.count) line\(lines.count == 1 ? "" : "s")",
        ]
        facts.append("\(ReportPage.seconds(end)) s on the speech clock")
        if let source = section.source { facts.insert(source, at: 0) }
        html += "<p class=\"facts\">\(escape(facts.joined(separator: " · ")))</p>\n"
        writeAudio(to: &html)
        writeTimeline(to: &html)
        html += "<div class=\"columns\">\n"
        writeScreen(to: &html)
        writeTranscript(to: &html)
        html += "</div>\n"
        writeFindings(to: &html)
        html += "</section>\n"
    }

    private func writeAudio(to html: inout String) {
        html += "<div class=\"player\">"
        if let audio {
            html += "<audio controls preload=\"auto\" aria-label=\"What VoiceOver says, voiced by eSpeak NG\" src=\"data:audio/wav;base64,"
            html += Data(audio.wav).base64EncodedString()
            html += "\"></audio>"
        } else {
            html += "<p>No audio in this report.</p>"
        }
        html += "<p class=\"status\" role=\"status\" aria-live=\"polite\"></p></div>\n"
    }

    // MARK: Screen

    private func writeScreen(to html: inout String) {
        html += "<section class=\"screen\" aria-labelledby=\"\(prefix)-wf\"><h3 id=\"\(prefix)-wf\">Screen and focus order</h3>\n"
        let size = section.wireframe.size
        let margin = 14.0
        let viewBox = [size.x - margin, size.y - margin, size.width + 2 * margin, size.height + 2 * margin].map(ReportPage.number)
        html += "<figure class=\"wireframe\"><div class=\"frame\">"
        html +=
            "<svg viewBox=\"\(viewBox.joined(separator: " "))\" width=\"\(ReportPage.number(size.width + 2 * margin))\" role=\"img\" aria-labelledby=\"\(prefix)-cap\">"
        html +=
            "<defs><marker id=\"\(prefix)-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" class=\"arrowhead\"/></marker></defs>"
        for box in section.wireframe.boxes {
            let r = box.rect
            html += "<g class=\"box \(box.role.rawValue)\"><title>\(escape(boxTitle(box)))</title>"
            html +=
                "<rect x=\"\(ReportPage.number(r.x))\" y=\"\(ReportPage.number(r.y))\" width=\"\(ReportPage.number(max(0, r.width)))\" height=\"\(ReportPage.number(max(0, r.height)))\" rx=\"4\"/>"
            if box.role != .stack, r.height >= 14 {
                html +=
                    "<text x=\"\(ReportPage.number(r.x + 4))\" y=\"\(ReportPage.number(r.y + 10))\">\(escape(Self.clip(boxCaption(box), width: r.width - 8, size: 5.6)))</text>"
            }
            html += "</g>"
        }
        for (index, element) in section.elements.enumerated() {
            let r = element.box
            html += "<g class=\"el\" data-el=\"\(index)\"><title>\(index + 1). \(escape(element.description))</title>"
            html +=
                "<rect x=\"\(ReportPage.number(r.x + 1))\" y=\"\(ReportPage.number(r.y + 1))\" width=\"\(ReportPage.number(max(0, r.width - 2)))\" height=\"\(ReportPage.number(max(0, r.height - 2)))\" rx=\"5\"/>"
            let label = element.description.components(separatedBy: "  ").first ?? ""
            html +=
                "<text x=\"\(ReportPage.number(r.x + 26))\" y=\"\(ReportPage.number(r.centerY + 4))\">\(escape(Self.clip(label, width: r.width - 30, size: 6)))</text>"
            html += "</g>"
        }
        if section.elements.count > 1 {
            var points: [String] = []
            for element in section.elements {
                points.append("\(ReportPage.number(element.box.x + 12)),\(ReportPage.number(element.box.centerY))")
            }
            html +=
                "<polyline class=\"path\" points=\"\(points.joined(separator: " "))\" marker-mid=\"url(#\(prefix)-arrow)\" marker-end=\"url(#\(prefix)-arrow)\"/>"
        }
        for (index, element) in section.elements.enumerated() {
            let x = ReportPage.number(element.box.x + 12)
            let y = ReportPage.number(element.box.centerY)
            html += "<g class=\"badge\" data-el=\"\(index)\"><circle cx=\"\(x)\" cy=\"\(y)\" r=\"10\"/>"
            html += "<text x=\"\(x)\" y=\"\(ReportPage.number(element.box.centerY + 3.6))\">\(index + 1)</text></g>"
        }
        html += "</svg></div>"
        let count = section.elements.count == 1 ? "the one element" : "the \(section.elements.count) elements"
        html += "<figcaption id=\"\(prefix)-cap\">The screen's views as boxes, \(count) VoiceOver stops on numbered in focus order, "
        html += "the line between them the path of the swipes. The list below says the same in words.</figcaption></figure>\n"
        // The drawing is the screen as it first appears: what the steps present or insert is not on it.
        let elsewhere = section.transcript.events.indices.filter { index in
            let event = section.transcript.events[index]
            return (event.kind == .speech || event.kind == .hint) && event.status != .dropped
                && !(section.eventElements.indices.contains(index) && section.eventElements[index] != nil)
        }.count
        if section.hasOwnSteps, elsewhere > 0 {
            html += "<p class=\"note\">This is the screen as it first appears; \(elsewhere) line\(elsewhere == 1 ? " speaks" : "s speak") "
            html += "about views the steps present, insert or change, which are not drawn.</p>\n"
        }
        html +=
            "<ul class=\"legend\" aria-label=\"Legend\"><li><span class=\"key el\"></span>element</li><li><span class=\"key container\"></span>container</li>"
        html +=
            "<li><span class=\"key modal\"></span>modal</li><li><span class=\"key hidden\"></span>hidden</li><li><span class=\"key unreachable\"></span>not reachable</li></ul>\n"
        html += "<h4 id=\"\(prefix)-els\">Elements in focus order</h4>\n<ol class=\"elements\" aria-labelledby=\"\(prefix)-els\">"
        for (index, element) in section.elements.enumerated() {
            let within =
                element.containers.isEmpty ? "" : "<span class=\"within\">in \(escape(element.containers.joined(separator: " › ")))</span>"
            html +=
                "<li><button type=\"button\" class=\"el-item\" data-el=\"\(index)\" aria-pressed=\"false\"><span class=\"num\" aria-hidden=\"true\">\(index + 1)</span>"
            html += "<span class=\"desc\">\(escape(element.description))</span>\(within)</button></li>"
        }
        html += "</ol>\n"
        let unreached = section.wireframe.boxes.filter { $0.role == .hidden || $0.role == .unreachable || $0.role == .modal }
        if !unreached.isEmpty {
            html += "<h4>Views that are no stops</h4>\n<ul class=\"others\">"
            for box in unreached { html += "<li>\(escape(boxTitle(box)))</li>" }
            html += "</ul>\n"
        }
        html += "</section>\n"
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

    // MARK: Transcript

    private func writeTranscript(to html: inout String) {
        html += "<section class=\"transcript\" aria-labelledby=\"\(prefix)-tr\"><h3 id=\"\(prefix)-tr\">Transcript</h3>\n"
        html +=
            "<p class=\"note\">Select a line (or use the arrow keys between lines) to see its element; ▶ plays it.</p>\n<ol class=\"lines\">"
        var number = 0
        for (index, event) in section.transcript.events.enumerated() {
            if event.kind == .step {
                guard section.hasOwnSteps else { continue }
                html +=
                    "<li class=\"step\" data-t=\"\(event.time)\"><span class=\"time\">\(ReportPage.seconds(event.time))</span> <span class=\"step-text\">» \(escape(event.text))</span></li>"
                continue
            }
            number += 1
            let element = section.eventElements.indices.contains(index) ? section.eventElements[index] : nil
            let elementAttribute = element.map { " data-el=\"\($0)\"" } ?? ""
            let heard = event.status == .dropped ? 0 : event.heardDuration
            // Where the line is in the audio, when the voicer placed it elsewhere than the clock.
            var audioAttributes = ""
            if let span = audio?.spans[index], span.start != event.time || span.duration != heard {
                audioAttributes = " data-at=\"\(span.start)\" data-ad=\"\(span.duration)\""
            }
            html +=
                "<li class=\"line \(event.kind.rawValue) \(event.status.rawValue)\" data-ev=\"\(index)\"\(elementAttribute) data-t=\"\(event.time)\" data-d=\"\(heard)\"\(audioAttributes)>"
            html += "<button type=\"button\" class=\"say\" data-ev=\"\(index)\"\(elementAttribute) aria-pressed=\"false\">"
            html += "<span class=\"time\">\(ReportPage.seconds(event.time))</span> "
            if let element { html += "<span class=\"num\" aria-label=\"element \(element + 1)\">\(element + 1)</span> " }
            html += "<span class=\"line-text\">\(lineHTML(event))</span>"
            if event.status == .interrupted, event.text.hasPrefix(event.heard), event.text.count > event.heard.count {
                html += "<span class=\"unheard\"> (not heard: \(escape(String(event.text.dropFirst(event.heard.count)))))</span>"
            }
            html += "</button>"
            if audio != nil, heard > 0 {
                html += "<button type=\"button\" class=\"play\" data-ev=\"\(index)\" aria-label=\"Play line \(number)\">▶</button>"
            }
            html += "</li>"
        }
        html += "</ol>\n</section>\n"
    }

    /// The line as in the text form, its tag marked up: `<span class="tag">[hint]</span> Double tap to edit`.
    private func lineHTML(_ event: TranscriptEvent) -> String {
        let line = TranscriptRenderer.line(event)
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return escape(line) }
        return "<span class=\"tag\">\(escape(String(line[...close])))</span>\(escape(String(line[line.index(after: close)...])))"
    }

    // MARK: Time line

    private func writeTimeline(to html: inout String) {
        let end = max(1, section.endTime)
        let events = Array(section.transcript.events.enumerated())
        html += "<section class=\"timeline\" aria-labelledby=\"\(prefix)-tl\"><h3 id=\"\(prefix)-tl\">Time line</h3>\n"
        html += "<p class=\"note\">The steps and what was heard on the speech clock, \(ReportPage.seconds(end)) s in all; "
        html +=
            "a cut bar ends where speech was cut, a dropped item is a cross where it was posted. The transcript gives the same times in words.</p>\n"
        // 120 pixels a second, at least the width of the page.
        html += "<div class=\"tl-scroll\" aria-hidden=\"true\"><div class=\"tl\" style=\"width:\(max(600, end * 120 / 1000))px\">"
        html += "<div class=\"playhead\" hidden></div>"
        var lanes: [(name: String, items: String)] = [("Gestures", ""), ("App", ""), ("Speech", ""), ("Dropped", ""), ("Sounds", "")]
        for (index, event) in events {
            let left = ReportPage.percent(event.time, of: end)
            switch (event.kind, event.status) {
            case (.step, _):
                let lane = stepIsGesture(event) ? 0 : 1
                lanes[lane].items +=
                    "<span class=\"mark\" style=\"left:\(left)%\" title=\"\(ReportPage.seconds(event.time)) s: \(escape(event.text))\"><span>\(escape(event.text))</span></span>"
            case (_, .dropped):
                lanes[3].items +=
                    "<span class=\"drop\" data-ev=\"\(index)\" style=\"left:\(left)%\" title=\"\(escape(TranscriptRenderer.line(event)))\">×</span>"
            case (.sound, _):
                lanes[4].items +=
                    "<span class=\"bar sound\" data-ev=\"\(index)\" style=\"left:\(left)%;width:\(ReportPage.percent(max(event.heardDuration, 60), of: end))%\" title=\"\(escape(TranscriptRenderer.line(event)))\"></span>"
            case (.speech, _), (.hint, _), (.announcement, _):
                let cut = event.status == .interrupted ? " cut" : ""
                lanes[2].items +=
                    "<span class=\"bar \(event.kind.rawValue)\(cut)\" data-ev=\"\(index)\" style=\"left:\(left)%;width:\(ReportPage.percent(event.heardDuration, of: end))%\" title=\"\(ReportPage.seconds(event.time)) s: \(escape(TranscriptRenderer.line(event)))\"><span>\(escape(event.status == .interrupted ? event.heard : event.text))</span></span>"
            }
        }
        for lane in lanes where !(lane.name == "App" || lane.name == "Dropped" || lane.name == "Sounds") || !lane.items.isEmpty {
            html += "<div class=\"lane\"><span class=\"lane-name\">\(lane.name)</span><div class=\"lane-items\">\(lane.items)</div></div>"
        }
        html += "<div class=\"ticks\">"
        var step = end > 60_000 ? 10_000 : end > 20_000 ? 5_000 : 1_000
        // At most 200 ticks: a scenario may wait a day a step, a million times.
        while end / step > 200 { step *= 10 }
        var tick = 0
        while tick <= end {
            html += "<span style=\"left:\(ReportPage.percent(tick, of: end))%\">\(tick / 1000) s</span>"
            tick += step
        }
        html += "</div></div></div>\n</section>\n"
    }

    private func stepIsGesture(_ event: TranscriptEvent) -> Bool {
        let appSteps = [
            "announce", "screenChanged", "layoutChanged", "pageScrolled", "accessibilityFocus", "update", "insert", "remove", "present",
            "dismiss",
        ]
        let word = event.text.split(separator: " ").first.map(String.init) ?? ""
        return !appSteps.contains(word)
    }

    // MARK: Findings

    private func writeFindings(to html: inout String) {
        html += "<section class=\"findings\" aria-labelledby=\"\(prefix)-fi\"><h3 id=\"\(prefix)-fi\">Findings</h3>\n"
        guard let findings = section.findings else {
            html += "<p class=\"note\">No audit ran for this report.</p></section>\n"
            return
        }
        guard !findings.isEmpty else {
            html += "<p class=\"note\">The audit found nothing.</p></section>\n"
            return
        }
        html += "<ul class=\"finding-list\">"
        for finding in findings {
            var attributes = ""
            if let element = finding.element { attributes += " data-el=\"\(element)\"" }
            if let event = finding.event { attributes += " data-ev=\"\(event)\"" }
            html += "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
            html += "<span class=\"rule\">\(escape(finding.rule))</span> \(escape(finding.message))"
            if !attributes.isEmpty { html += " <button type=\"button\" class=\"show\"\(attributes)>Show</button>" }
            html += "</li>"
        }
        html += "</ul>\n</section>\n"
    }
}
