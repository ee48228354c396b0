import Earshot
import Foundation

/// One section of the report page: heading, audio, wireframe and element list, transcript,
/// time line, findings.
struct ReportSectionHTML {
    var section: ReportSection
    /// Unique in the page: `s1`, `s2` ...
    var prefix: String
    var audio: ReportAudio?

    func escape(_ text: String) -> String { ReportPage.escape(text) }

    /// The events that are lines of the text form (not steps), with their index in the events.
    private var lines: [(index: Int, event: TranscriptEvent)] {
        section.transcript.events.enumerated().filter { $0.element.kind != .step }.map { ($0.offset, $0.element) }
    }

    func write(to html: inout ReportHTML) {
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
        writeCapture(to: &html)
        writeAudio(to: &html)
        writeTimeline(to: &html)
        html += "<div class=\"columns\">\n"
        writeScreen(to: &html)
        writeTranscript(to: &html)
        html += "</div>\n"
        writeFindings(to: &html)
        writeReach(to: &html)
        html += "</section>\n"
    }

    /// What the capture could not carry: the importer's notes (the elements whose traits were
    /// inferred are marked in the element list).
    private func writeCapture(to html: inout ReportHTML) {
        guard let capture = section.capture, !capture.notes.isEmpty else { return }
        html +=
            "<aside class=\"capture\" aria-labelledby=\"\(prefix)-cap-h\"><h3 id=\"\(prefix)-cap-h\">What the capture could not carry</h3><ul>"
        for note in capture.notes { html += "<li>\(escape(note))</li>" }
        html += "</ul></aside>\n"
    }

    private func writeAudio(to html: inout ReportHTML) {
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

    // MARK: Transcript

    private func writeTranscript(to html: inout ReportHTML) {
        html += "<section class=\"transcript\" aria-labelledby=\"\(prefix)-tr\"><h3 id=\"\(prefix)-tr\">Transcript</h3>\n"
        html +=
            "<p class=\"note\">Select a line (or use the arrow keys between lines) to see its element; ▶ plays it.</p>\n<ol class=\"lines\">"
        var number = 0
        let states = drawnStates
        // With several states, the first line says it is heard in the first.
        var shownState = states.count > 1 ? -1 : 0
        for (index, event) in section.transcript.events.enumerated() {
            // A line heard in another state than the line before: the state it is heard in.
            let state = stateIndex(ofEvent: index)
            if state != shownState, event.kind != .step {
                shownState = state
                let drawn = states[state]
                html +=
                    "<li class=\"state-mark\"><a href=\"#\(prefix)-st\(state + 1)\">State \(state + 1)</a>: \(escape(drawn.title))</li>"
            }
            if event.kind == .step {
                guard section.hasOwnSteps else { continue }
                html +=
                    "<li class=\"step\" data-t=\"\(event.time)\"><span class=\"time\">\(ReportPage.seconds(event.time))</span> <span class=\"step-text\">» \(escape(event.text))</span></li>"
                continue
            }
            number += 1
            let tied = element(ofEvent: index, in: states)
            let element = tied?.page
            let elementAttribute = element.map { " data-el=\"\($0)\"" } ?? ""
            let heard = event.status == .dropped ? 0 : event.heardDuration
            // Where the line is in the audio, when the voicer placed it elsewhere than the clock.
            var audioAttributes = ""
            if let span = audio?.spans[index], span.start != event.time || span.duration != heard {
                audioAttributes = " data-at=\"\(span.start)\" data-ad=\"\(span.duration)\""
            }
            let windows = section.brailleWindows[index] ?? []
            let panned = windows.isEmpty ? "" : " panned"
            html +=
                "<li class=\"line \(event.kind.rawValue) \(event.status.rawValue)\(panned)\" data-ev=\"\(index)\"\(elementAttribute) data-t=\"\(event.time)\" data-d=\"\(heard)\"\(audioAttributes)>"
            html += "<button type=\"button\" class=\"say\" data-ev=\"\(index)\"\(elementAttribute) aria-pressed=\"false\">"
            html += "<span class=\"time\">\(ReportPage.seconds(event.time))</span> "
            if let tied {
                let label =
                    states.count > 1 ? "element \(tied.local + 1) of state \(stateIndex(ofEvent: index) + 1)" : "element \(tied.local + 1)"
                html += "<span class=\"num\" aria-label=\"\(label)\">\(tied.local + 1)</span> "
            }
            html += "<span class=\"line-text\">\(lineHTML(event))</span>"
            // Beside the line, what the braille display showed: its cells, then the print text.
            if let braille = section.braille[index] {
                html += " <span class=\"braille\"><span class=\"cells\">\(escape(braille.cells))</span> "
                html += "<span class=\"braille-print\">\(escape(braille.print))</span></span>"
            }
            if event.status == .interrupted, event.text.hasPrefix(event.heard), event.text.count > event.heard.count {
                html += "<span class=\"unheard\"> (not heard: \(escape(String(event.text.dropFirst(event.heard.count)))))</span>"
            }
            html += "</button>"
            if let reasons = section.because[index], !reasons.isEmpty {
                html += "<details class=\"because\"><summary>Why</summary><ul>"
                for reason in reasons { html += "<li>\(escape(reason))</li>" }
                html += "</ul></details>"
            }
            if audio != nil, heard > 0 {
                html += "<button type=\"button\" class=\"play\" data-ev=\"\(index)\" aria-label=\"Play line \(number)\">▶</button>"
            }
            if !windows.isEmpty { writeBrailleWindows(windows, line: number, to: &html) }
            html += "</li>"
        }
        html += "</ol>\n</section>\n"
    }

    /// Under a line, what a display of `--braille-cells` cells shows of its braille, window by
    /// window: a list named for the line, each window marked `1/3` (its position said in words
    /// to a screen reader), its cells, then its print text.
    private func writeBrailleWindows(_ windows: [(cells: String, print: String)], line: Int, to html: inout ReportHTML) {
        html += "<ol class=\"braille-windows\" aria-label=\"Line \(line) on the braille display, \(windows.count) pan window"
        html += windows.count == 1 ? "\">" : "s\">"
        for (position, window) in windows.enumerated() {
            let mark = "\(position + 1)/\(windows.count)"
            html += "<li><span class=\"window-mark\" aria-hidden=\"true\">\(mark)</span>"
            html += "<span class=\"visually-hidden\">Window \(position + 1) of \(windows.count): </span>"
            html += "<span class=\"cells\">\(escape(window.cells))</span> <span class=\"braille-print\">\(escape(window.print))</span></li>"
        }
        html += "</ol>"
    }

    /// The line as in the text form, its tag marked up: `<span class="tag">[hint]</span> Double tap to edit`.
    private func lineHTML(_ event: TranscriptEvent) -> String {
        let line = TranscriptRenderer.line(event)
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return escape(line) }
        return "<span class=\"tag\">\(escape(String(line[...close])))</span>\(escape(String(line[line.index(after: close)...])))"
    }

    // MARK: Time line

    /// Up to this many milliseconds the time line fits the page's width; a longer one is 40
    /// pixels a second and scrolls.
    static let fittingDuration = 30_000

    /// One item on a lane of the time line: where it starts and how long it is heard, in
    /// milliseconds; its box is drawn `duration` long, its label may run on to the next item
    /// of its row.
    private struct TimelineItem {
        var time: Int
        var duration: Int
        /// The class and attributes of the item's box (`bar speech" data-ev="3`).
        var attributes: String
        var title: String
        var label: String
        /// The event it shows (selected with its line), if it is one.
        var event: Int?
    }

    private func writeTimeline(to html: inout ReportHTML) {
        let end = max(1, section.endTime)
        html += "<section class=\"timeline\" aria-labelledby=\"\(prefix)-tl\"><h3 id=\"\(prefix)-tl\">Time line</h3>\n"
        html += "<p class=\"note\">The steps and what was heard on the speech clock, \(ReportPage.seconds(end)) s in all; "
        html +=
            "a cut bar ends where speech was cut, a dropped item is a cross where it was posted. The transcript gives the same times in words.</p>\n"
        // The page's width up to 30 s, else 40 pixels a second.
        let width = end <= Self.fittingDuration ? "" : " style=\"width:\(end * 40 / 1000 + 112)px\""
        html += "<div class=\"tl-scroll\" aria-hidden=\"true\"><div class=\"tl\"\(width)>"
        html += "<div class=\"playhead\" hidden></div>"
        var lanes: [(name: String, items: [TimelineItem], rows: Int)] = [
            ("Gestures", [], 2), ("App", [], 2), ("Speech", [], 2), ("Dropped", [], 1), ("Sounds", [], 1),
        ]
        for (index, event) in section.transcript.events.enumerated() {
            let line = TranscriptRenderer.line(event)
            let at = "\(ReportPage.seconds(event.time)) s: "
            switch (event.kind, event.status) {
            case (.step, _):
                let lane = stepIsGesture(event) ? 0 : 1
                lanes[lane].items.append(
                    TimelineItem(time: event.time, duration: 0, attributes: "mark", title: at + event.text, label: event.text))
            case (_, .dropped):
                lanes[3].items.append(
                    TimelineItem(
                        time: event.time, duration: 0, attributes: "drop\" data-ev=\"\(index)", title: at + line, label: "×",
                        event: index))
            case (.sound, _):
                lanes[4].items.append(
                    TimelineItem(
                        time: event.time, duration: max(event.heardDuration, 60), attributes: "bar sound\" data-ev=\"\(index)",
                        title: at + line, label: "", event: index))
            case (.speech, _), (.hint, _), (.announcement, _):
                let cut = event.status == .interrupted ? " cut" : ""
                lanes[2].items.append(
                    TimelineItem(
                        time: event.time, duration: event.heardDuration,
                        attributes: "bar \(event.kind.rawValue)\(cut)\" data-ev=\"\(index)",
                        title: at + line, label: event.status == .interrupted ? event.heard : event.text, event: index))
            }
        }
        // Speech takes up to four rows, so that each label has about 90 pixels of a time line
        // about 1100 pixels wide (the page at 1280): 40 lines in 20 seconds still read.
        if end <= Self.fittingDuration { lanes[2].rows = min(4, max(2, (lanes[2].items.count * 90 + 1099) / 1100)) }
        for lane in lanes where !(lane.name == "App" || lane.name == "Dropped" || lane.name == "Sounds") || !lane.items.isEmpty {
            let rows = lane.items.count > 1 ? lane.rows : 1
            html += "<div class=\"lane rows\(rows)\"><span class=\"lane-name\">\(lane.name)</span><div class=\"lane-items\">"
            for (number, item) in lane.items.enumerated() {
                // Items take turns between the rows; a label runs on to the next item of its row.
                let row = number % rows
                let next =
                    lane.items.dropFirst(number + 1).enumerated().first { ($0.offset + number + 1) % rows == row }?.element.time ?? end
                let room = max(next - item.time, item.duration, 1)
                let bar = item.duration > 0 ? Int((Double(item.duration) / Double(room) * 100).rounded(.up)) : 0
                html +=
                    "<span class=\"item row\(row)\"\(item.event.map { " data-ev=\"\($0)\"" } ?? "") style=\"left:\(ReportPage.percent(item.time, of: end))%;width:\(ReportPage.percent(room, of: end))%\">"
                html += "<span class=\"\(item.attributes)\" title=\"\(escape(item.title))\""
                if bar > 0 { html += " style=\"width:\(min(100, bar))%\"" }
                html += "></span>"
                if !item.label.isEmpty { html += "<span class=\"label\">\(escape(item.label))</span>" }
                html += "</span>"
            }
            html += "</div></div>"
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

    private func writeFindings(to html: inout ReportHTML) {
        html += "<section class=\"findings\" aria-labelledby=\"\(prefix)-fi\"><h3 id=\"\(prefix)-fi\">Findings</h3>\n"
        guard let findings = section.findings else {
            html += "<p class=\"note\">No audit ran for this report.</p></section>\n"
            return
        }
        guard !findings.isEmpty else {
            html += "<p class=\"note\">The audit found nothing.</p></section>\n"
            return
        }
        // A rule about several views reports each (as `earshot audit` does): one entry here,
        // naming every place.
        var groups: [[ReportFinding]] = []
        for finding in findings {
            if let group = groups.firstIndex(where: { $0[0].isSame(as: finding) }) {
                groups[group].append(finding)
            } else {
                groups.append([finding])
            }
        }
        let total = findings.count
        if groups.count < total {
            html += "<p class=\"note\">\(total) findings, as <code>earshot audit</code> gives them; "
            html += "the same finding at several places is one entry.</p>\n"
        }
        html += "<ul class=\"finding-list\">"
        for group in groups {
            let finding = group[0]
            html +=
                "<li class=\"finding \(finding.severity.rawValue)\"><p class=\"finding-head\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
            html += "<span class=\"rule\">[\(escape(finding.rule))]</span> \(escape(finding.message))</p>"
            html += "<ul class=\"where\">"
            for place in group {
                var attributes = ""
                if let element = place.element { attributes += " data-el=\"\(element)\"" }
                if let event = place.event { attributes += " data-ev=\"\(event)\"" }
                html += "<li>"
                if let location = place.location { html += "<code class=\"location\">\(escape(location))</code>" }
                var name = ""
                if let element = place.element, section.elements.indices.contains(element) {
                    let label = section.elements[element].leadingPart
                    name = "element \(element + 1)"
                    html += " <span class=\"num\" aria-hidden=\"true\">\(element + 1)</span>\(escape(label))"
                }
                if !attributes.isEmpty {
                    html +=
                        " <button type=\"button\" class=\"show\"\(attributes) aria-label=\"Show \(name.isEmpty ? "its line" : name)\">Show</button>"
                }
                for line in place.heard { html += "<p class=\"heard\"><span class=\"key-word\">heard:</span> <q>\(escape(line))</q></p>" }
                html += "</li>"
            }
            html += "</ul>"
            if finding.swiftUIFix != nil || finding.uiKitFix != nil {
                html += "<dl class=\"fix\">"
                if let fix = finding.swiftUIFix { html += "<dt>fix (SwiftUI)</dt><dd><code>\(escape(fix))</code></dd>" }
                if let fix = finding.uiKitFix { html += "<dt>fix (UIKit)</dt><dd><code>\(escape(fix))</code></dd>" }
                html += "</dl>"
            }
            html += "</li>"
        }
        html += "</ul>\n</section>\n"
    }
}
