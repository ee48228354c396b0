extension Reach {
    /// The reach as `earshot dump --reach` writes it: each actionable element with its swipes,
    /// the time it has been heard by, and a shorter rotor route; then what no swipe reaches and
    /// the modal views with no way out.
    ///
    ///     Reach (swipes right from the first element, each when VoiceOver falls silent):
    ///     ├─ Back, Button: 1 swipe, heard by 1.7 s
    ///     └─ Save, Button  #save: 7 swipes, heard by 9.3 s; by Headings: rotor, 1 down, 1 right (3 gestures), heard by 3.0 s
    ///     Voice Control (Show names): "Back", "Save"
    ///     Unreachable: none
    ///     Focus traps: none
    ///
    /// - Complexity: O(n) in the number of elements.
    public var lines: [String] {
        var output = ["Reach (swipes right from the first element, each when VoiceOver falls silent):"]
        let actionable = entries.filter(\.isActionable)
        if actionable.isEmpty { output.append("└─ no element does anything") }
        for (offset, entry) in actionable.enumerated() {
            let branch = offset == actionable.count - 1 ? "└─ " : "├─ "
            output.append(branch + TranscriptText.escaped(entry.summary))
        }
        output.append(voiceControlLine)
        if unreachable.isEmpty {
            output.append("Unreachable: none")
        } else {
            output.append("Unreachable (\(unreachable.count)):")
            for (offset, element) in unreachable.enumerated() {
                let branch = offset == unreachable.count - 1 ? "└─ " : "├─ "
                output.append(branch + TranscriptText.escaped(element.summary))
            }
        }
        if !declaresBehaviour {
            output.append("Focus traps: not looked for (no view says what the app does: onActivate, onEscape, actions with do)")
        } else if traps.isEmpty {
            output.append("Focus traps: none")
        } else {
            output.append("Focus traps (\(traps.count)):")
            for (offset, trap) in traps.enumerated() {
                let branch = offset == traps.count - 1 ? "└─ " : "├─ "
                output.append(branch + TranscriptText.escaped(trap.summary))
            }
        }
        return output
    }

}

extension Reach.Entry {
    /// The element's reach in one line, as `earshot dump --reach` writes it:
    /// `Save, Button  #save: 12 swipes, heard by 14.3 s; by Headings: rotor, 4 down, 2 right (7 gestures), heard by 3.6 s`.
    public var summary: String {
        typealias Words = Reach
        let id = self.id.map { "  #\($0)" } ?? ""
        var text = "\(line)\(id): \(Words.count(swipes, "swipe"))"
        if let heardBy { text += ", heard by \(Words.seconds(heardBy))" }
        if let route {
            text += "; by " + route.summary
            if let heardBy = route.heardBy { text += ", heard by \(Words.seconds(heardBy))" }
        }
        return text
    }
}

extension Reach.Unreachable {
    /// The element and why no swipe reaches it: `Compose, Button  #compose: behind the modal view #card`.
    public var summary: String {
        let name = label.isEmpty ? "(no label)" : label
        return name + (id.map { "  #\($0)" } ?? "") + ": " + reason
    }
}

extension Reach.Trap {
    /// The trap in words: `#card (2 elements): modal, and nothing in it dismisses or removes a view, and no escape`.
    public var summary: String {
        "\(view) (\(Reach.count(elementCount, "element"))): modal, and nothing in it dismisses or removes a view, and no escape"
    }
}

extension Reach.RotorRoute {
    /// The route in words, as `earshot dump --reach` and the report write it:
    /// `Headings: rotor, 4 down, 2 right (7 gestures)`.
    public var summary: String {
        var steps = ["rotor", "\(down) down"]
        if across != 0 { steps.append("\(abs(across)) \(across > 0 ? "right" : "left")") }
        return "\(Reach.rotorName(rotor)): " + steps.joined(separator: ", ") + " (\(Reach.count(gestures, "gesture")))"
    }
}

extension Reach {

    package static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The names Voice Control's "Show names" displays, in focus order; a name shared by
    /// several controls is marked, as Voice Control then numbers them for the user to choose.
    var voiceControlLine: String {
        let names = entries.compactMap(\.voiceControlName)
        guard !names.isEmpty else { return "Voice Control (Show names): no names" }
        var counts: [String: Int] = [:]
        for name in names { counts[name.lowercased(), default: 0] += 1 }
        let shown = names.map { name in
            let count = counts[name.lowercased()] ?? 1
            return "\"\(name)\"" + (count > 1 ? " (\(count) so named: numbered to choose)" : "")
        }
        return TranscriptText.escaped("Voice Control (Show names): " + shown.joined(separator: ", "))
    }

    /// Milliseconds as seconds with one decimal: `9.3 s`.
    package static func seconds(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10) s"
    }

    package static func rotorName(_ rotor: RotorOption) -> String {
        switch rotor {
        case .headings: "Headings"
        case .links: "Links"
        case .formControls: "Form controls"
        case .containers: "Containers"
        case .actions: "Actions"
        case .adjustValue: "Adjust value"
        case .buttons: "Buttons"
        case .images: "Images"
        case .staticText: "Static text"
        case .textFields: "Text fields"
        case .moreContent: "More content"
        case .custom(let name): name
        }
    }
}
