import Earshot
import Foundation

/// A walk of real VoiceOver, recorded through Xcode 27's `XCUIVoiceOverService`: what each move
/// made VoiceOver say, in order.
///
/// The service's `Output` carries one `utterance` and nothing else: no element identity, no
/// frame, no end of screen (the walks in `Scenarios/RealVoiceOver`, from IRS-Public/aloud's
/// `test/fixtures/voiceover-ios27.json`). ``RecordedWalk/read(bytes:name:capture:)`` takes
/// every shape seen in public:
/// - plain text, one utterance per line (a test's attachment or log), also Earshot's own text
///   transcript (FORMAT.md §3.1), its `[hint]` lines joined to the line before and its other
///   tagged lines left out;
/// - a JSON array of strings, or of step objects;
/// - IRS-Public/aloud's capture (`{"steps": [{"sequence", "action", "utterance"}]}`) and its
///   fixture file of several (`{"captures": {"modal": {...}}}`), one picked by name;
/// - WebDriverAgent and Appium replies, `{"utterance": ...}` (also wrapped in `{"value": ...}`),
///   one per line or in an array.
///
/// ```
/// VoiceOverFixture Fixture repeated Heading
/// Same label Button
/// ```
/// reads as a `current` step, then a `forward` one.
public struct RecordedWalk: Sendable, Equatable {
    /// How VoiceOver was moved before it spoke: the service's `currentSpeech()`,
    /// `moveForward()`, `moveBackward()`, `moveIn()` and `moveOut()`.
    public enum Move: String, Sendable, CaseIterable {
        /// `currentSpeech()`: what the focused element says, without moving.
        case current
        /// `moveForward()`: the next element (Earshot's swipe right).
        case forward
        /// `moveBackward()`: the previous element (Earshot's swipe left).
        case backward
        /// `moveIn()`: into the current container (no Earshot step yet).
        case `in`
        /// `moveOut()`: out of the current container (no Earshot step yet).
        case out
    }

    /// One call to the service and what it returned.
    public struct Step: Sendable, Equatable {
        /// The move made.
        public var move: Move
        /// What VoiceOver said; nil when it said nothing (`noSpeech`, error code 3, or a null
        /// utterance), a gap that proves no end.
        public var utterance: String?
        /// Where the step is written: `line 3`, or a JSON path such as `captures.modal.steps[2]`.
        public var place: String
        /// The hint heard after `utterance`, on a line of its own: a walk written in Earshot's
        /// text form (`[hint] Double tap to toggle setting`, FORMAT.md §3.1). The service puts
        /// the hint inside the utterance and never writes this.
        public var hint: String?

        /// A step made by `move` that heard `utterance` (and `hint` after it), written at `place`.
        public init(move: Move, utterance: String?, place: String, hint: String? = nil) {
            self.move = move
            self.utterance = utterance
            self.place = place
            self.hint = hint
        }
    }

    /// The steps, in the order they were made.
    public var steps: [Step]
    /// The file as messages name it.
    public var file: String
    /// The capture picked from a file of several (aloud's `captures`), if any.
    public var capture: String?
    /// What reading joined or left out: in Earshot's text form, `[hint]` lines joined to the
    /// line before and the other tagged lines (sounds, announcements, cut speech), which no
    /// move says.
    public var notes: [String]

    /// A walk of `steps` read from `file`.
    public init(steps: [Step], file: String, capture: String? = nil, notes: [String] = []) {
        self.steps = steps
        self.file = file
        self.capture = capture
        self.notes = notes
    }

    /// Reads the walk in the file at `url`.
    ///
    /// - Throws: `InputError` naming the file and the line or JSON path of what is wrong;
    ///   a walk with no utterance at all is an error too.
    public static func read(_ url: URL, displayName: String? = nil, capture: String? = nil) throws(InputError) -> RecordedWalk {
        let name = displayName ?? url.relativePath
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(at: url)
        } catch {
            throw InputError(file: name, message: error.kind == .folder ? "is a folder, expected a recorded walk" : error.message)
        }
        return try read(bytes: bytes, name: name, capture: capture)
    }

    /// The most steps a walk may have (Earshot's limit): a hundred times the longest walk seen
    /// in public (about 100 moves), which `earshot compare` lines up in seconds.
    public static let maximumSteps = 100_000

    /// Reads a walk from bytes in memory; `name` is how messages name it.
    ///
    /// - Complexity: O(n) in the size of the input.
    /// - Throws: `InputError` as ``read(_:displayName:capture:)`` does, and for a walk of more
    ///   than ``maximumSteps`` steps.
    public static func read(bytes: [UInt8], name: String, capture: String? = nil) throws(InputError) -> RecordedWalk {
        var walk = try WalkReader(file: name, capture: capture).read(bytes)
        walk.file = name
        guard walk.steps.count <= maximumSteps else {
            throw InputError(
                file: name,
                message:
                    "the walk has \(walk.steps.count) steps; earshot compare reads up to \(maximumSteps) steps in one walk (Earshot's limit)",
                suggestion: "compare it in parts")
        }
        guard walk.steps.contains(where: { $0.utterance != nil }) else {
            throw InputError(
                file: name, message: "the walk holds no utterance",
                suggestion: "record at least one move: one utterance per line, or a JSON list of them")
        }
        return walk
    }
}
