// The user's gestures (FORMAT.md §2.1) as `TimedStep` values, so a Swift scenario reads like
// its JSON: `steps: [.next, .activate("save"), .rotor(.headings), .wait(1)]`.
// Each summary is the JSON spelling (`next`, `activate save`, `rotor headings`): see
// `Step.summary`.

extension TimedStep {
    /// One-finger swipe right.
    public static var next: TimedStep { user(.next) }
    /// One-finger swipe left.
    public static var previous: TimedStep { user(.previous) }
    /// Four-finger tap near the top.
    public static var first: TimedStep { user(.first) }
    /// Four-finger tap near the bottom.
    public static var last: TimedStep { user(.last) }
    /// Two-finger swipe up: read everything from the top.
    public static var readAll: TimedStep { user(.readAll) }
    /// Two-finger swipe down: read from the focused element on.
    public static var readFromFocus: TimedStep { user(.readFromFocus) }

    /// Double tap on the focused element.
    public static var activate: TimedStep { user(.activate(nil)) }

    /// Moves focus to the element, then double taps: `.activate("save")` reads `activate save`.
    public static func activate(_ id: String) -> TimedStep { user(.activate(id)) }

    /// Two-finger double tap.
    public static var magicTap: TimedStep { user(.magicTap) }
    /// Two-finger scrub.
    public static var escape: TimedStep { user(.escape) }
    /// One-finger swipe up on an adjustable element.
    public static var increment: TimedStep { user(.increment) }
    /// One-finger swipe down on an adjustable element.
    public static var decrement: TimedStep { user(.decrement) }

    /// Turns the rotor to a setting: `.rotor(.headings)`, `.links`, `.formControls`, `.actions` ...
    public static func rotor(_ option: RotorOption) -> TimedStep { user(.rotor(option)) }

    /// Turns the rotor to the custom rotor the screen declares with this name: `.rotor("Unread")`.
    public static func rotor(_ name: String) -> TimedStep { user(.rotor(RotorOption(rawValue: name))) }

    /// One-finger swipe down with the rotor set.
    public static var rotorNext: TimedStep { user(.rotorNext) }
    /// One-finger swipe up with the rotor set.
    public static var rotorPrevious: TimedStep { user(.rotorPrevious) }

    /// Turns the rotor to Actions, swipes down to the named action and double taps:
    /// `.action("Favourite")` reads `action Favourite`.
    public static func action(_ name: String) -> TimedStep { user(.action(name)) }

    /// Touches the element with this id: `.touch("save")`.
    public static func touch(_ id: String) -> TimedStep { user(.touch(.element(id))) }

    /// Touches a point of the screen: `.touch(x: 40, y: 120)` reads `touch [40, 120]`.
    public static func touch(x: Double, y: Double) -> TimedStep { user(.touch(.point(x: x, y: y))) }

    /// Three-finger swipe: `.scroll(.down)`.
    public static func scroll(_ direction: ScrollDirection) -> TimedStep { user(.scroll(direction)) }

    /// Types on the on-screen keyboard into the field being edited (a double tap on a text
    /// field starts editing): `.type("Ada")` reads `type "Ada"`.
    public static func type(_ text: String) -> TimedStep { user(.type(text)) }

    /// A Voice Control command: `.say("Tap Delete")` activates the element Voice Control names
    /// "Delete" (its first input label, else its label), and reads `say "Tap Delete"`.
    public static func say(_ command: String) -> TimedStep { user(.say(command)) }

    /// Lets time pass while speech goes on: `.wait(1)` reads `wait 1`.
    public static func wait(_ seconds: Double) -> TimedStep { user(.wait(seconds)) }

    private static func user(_ gesture: Gesture) -> TimedStep {
        TimedStep(.gesture(gesture))
    }
}
