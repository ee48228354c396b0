/// Which braille table the display uses (`--braille-table`): the element's language's
/// uncontracted (VoiceOver's default) or contracted table, or one liblouis table by its name.
public enum BrailleTableChoice: Sendable, Equatable {
    /// The language's uncontracted table (grade 1): VoiceOver's default ("By default, VoiceOver
    /// displays uncontracted (Grade 1) braille", Apple's VoiceOver User Guide for Mac).
    case uncontracted
    /// The language's contracted table (grade 2), its uncontracted one where it has none.
    case contracted
    /// One liblouis table (`de-g2.ctb`) for every element, whatever its language.
    case named(String)

    /// `uncontracted`, `contracted`, or a liblouis table's file name, as `--braille-table` takes it.
    public init(_ text: String) {
        switch text {
        case "uncontracted", "grade1": self = .uncontracted
        case "contracted", "grade2": self = .contracted
        default: self = .named(text)
        }
    }
}

/// Why braille cannot be shown as asked.
public struct BrailleError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to do, in one sentence or two.
    public var message: String
    /// Whether the command line asked for it (a `--braille-table` liblouis does not have): a
    /// usage error, not a missing dependency.
    public var isUsage: Bool

    /// An error saying `message`.
    public init(_ message: String, isUsage: Bool = false) {
        self.message = message
        self.isUsage = isUsage
    }

    /// The message.
    public var description: String { message }
}
