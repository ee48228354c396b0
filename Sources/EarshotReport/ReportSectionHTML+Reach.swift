import Earshot

extension ReportSectionHTML {
    /// The Reach section: for each actionable element, its swipes from the first element, the
    /// time it has been heard by on the speech clock and a faster rotor route; then the
    /// elements no swipe reaches and the focus traps (Documentation/REACH.md §1). The same
    /// figures as `earshot dump --reach`.
    func writeReach(to html: inout ReportHTML) {
        html += "<section class=\"reach\" aria-labelledby=\"\(prefix)-re\"><h3 id=\"\(prefix)-re\">Reach</h3>\n"
        guard let reach = section.reach else {
            let why = section.reachNotMeasured ?? "Not measured for this report."
            html += "<p class=\"note\">\(escape(why))</p></section>\n"
            return
        }
        html += "<p class=\"note\">Swipes right from the first element, each when VoiceOver falls silent, "
        html += "on the screen as it first appears\(section.hasOwnSteps ? " (the steps are not run)" : ""); "
        html += "heard by: when its line has been spoken whole on the speech clock. A rotor route is shown when it takes "
        html += "fewer gestures; turning the rotor counts as one (Documentation/REACH.md §1).</p>\n"
        let actionable = reach.entries.filter(\.isActionable)
        if actionable.isEmpty {
            html += "<p>No element does anything.</p>\n"
        } else {
            html += "<table class=\"reach-table\"><thead><tr><th scope=\"col\">Element</th><th scope=\"col\" class=\"n\">Swipes</th>"
            html += "<th scope=\"col\" class=\"n\">Heard by</th><th scope=\"col\">Faster by the rotor</th></tr></thead><tbody>"
            for entry in actionable {
                let id = entry.id.map { " <code>#\(escape($0))</code>" } ?? ""
                html += "<tr><th scope=\"row\"><span class=\"num\" aria-hidden=\"true\">\(entry.index + 1)</span>"
                html += "\(escape(entry.line))\(id)</th><td class=\"n\">\(entry.swipes)</td>"
                html += "<td class=\"n\">\(entry.heardBy.map { Reach.seconds($0) } ?? "not heard whole")</td><td>"
                if let route = entry.route {
                    html += escape(route.summary)
                    if let heardBy = route.heardBy { html += ", heard by \(Reach.seconds(heardBy))" }
                } else {
                    html += "<span class=\"key-word\">none shorter</span>"
                }
                html += "</td></tr>"
            }
            html += "</tbody></table>\n"
        }
        if reach.unreachable.isEmpty {
            html += "<p><span class=\"key-word\">Unreachable:</span> none</p>\n"
        } else {
            html += "<p><span class=\"key-word\">Unreachable (\(reach.unreachable.count)):</span></p><ul class=\"reach-list\">"
            for element in reach.unreachable { html += "<li>\(escape(element.summary))</li>" }
            html += "</ul>\n"
        }
        if !reach.declaresBehaviour {
            html += "<p><span class=\"key-word\">Focus traps:</span> not looked for "
            html += "(no view says what the app does: onActivate, onEscape, actions with do)</p>\n"
        } else if reach.traps.isEmpty {
            html += "<p><span class=\"key-word\">Focus traps:</span> none</p>\n"
        } else {
            html += "<p><span class=\"key-word\">Focus traps (\(reach.traps.count)):</span></p><ul class=\"reach-list trap\">"
            for trap in reach.traps { html += "<li>\(escape(trap.summary))</li>" }
            html += "</ul>\n"
        }
        html += "</section>\n"
    }
}
