// How steps and nodes are written in a step's summary: the JSON spelling, words not braces
// (`activate save`, `announce "Saved" priority high`, `wait 0.5`), the same words the
// screen-file reader (Reading/NodeReader+Steps.swift) gives, so a scenario reads alike
// whichever way it was written.

enum StepSummaryText {
    /// A number as a person writes it: `1`, not `1.0`; `0.5`.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A text in double quotes.
    static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }

    /// A node by its id, or its kind: `title-error`, `Text`.
    static func node(_ node: Node) -> String {
        node.id ?? node.kind.rawValue
    }

    /// `name` followed by an id, or `null`: `screenChanged title`, `screenChanged null`.
    static func word(_ name: String, _ id: String?) -> String {
        "\(name) \(id ?? "null")"
    }
}
