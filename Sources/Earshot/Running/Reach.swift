/// How far each element of a screen is for a VoiceOver user: the swipes from the first element,
/// the rotor route that gets there in fewer gestures, and the time on the speech clock until it
/// has been heard; the elements no swipe reaches, and the modal views with no way out
/// (Documentation/REACH.md §1).
///
///     let reach = try Reach(scenario)
///     reach.swipes(to: "save")        // 6: by id, else by label
///     reach.entry(for: "Save")?.route // Headings: rotor, 1 swipe down, 2 swipes right
///
/// The swipes and times come from running the screen: the default walk (a swipe right each
/// time VoiceOver falls silent, FORMAT.md §2) and, for each rotor route, that route.
public struct Reach: Sendable {
    /// One element VoiceOver reaches, and what it costs.
    public struct Entry: Sendable, Equatable {
        /// Its place in VoiceOver's element list as the screen appears (0: the first element).
        public var index: Int
        /// Its `id`, when its view has one.
        public var id: String?
        /// Its label.
        public var label: String
        /// The line it says when focus lands on it by swiping.
        public var line: String
        /// Whether a user does something with it (a control, or anything with actions).
        public var isActionable: Bool
        /// The name Voice Control's "Show names" displays beside it (its first input label, else
        /// its label; Documentation/REACH.md §3); nil for an element it shows no name for.
        public var voiceControlName: String?
        /// Swipes right from the first element: its index.
        public var swipes: Int { index }
        /// Milliseconds on the speech clock until its line has been heard whole, swiping each
        /// time VoiceOver falls silent; nil when the walk never spoke it whole.
        public var heardBy: Int?
        /// A rotor route with fewer gestures than swiping, when there is one.
        public var route: RotorRoute?
        /// The fewest gestures that reach it: the route's, else the swipes.
        public var gestures: Int { route.map { min($0.gestures, swipes) } ?? swipes }
    }

    /// Turn the rotor to a setting, swipe down to a match, then swipe right or left to the element.
    public struct RotorRoute: Sendable, Equatable {
        /// The rotor setting: `headings`, `links` or `formControls`.
        public var rotor: RotorOption
        /// Swipes down with the rotor set.
        public var down: Int
        /// Swipes right (positive) or left (negative) from the match.
        public var across: Int
        /// Every gesture: one for the rotor turn (its detents are not counted, REACH.md §1),
        /// the swipes down, the swipes across.
        public var gestures: Int { 1 + down + abs(across) }
        /// Milliseconds on the speech clock until the element has been heard whole on this
        /// route; nil when it was not timed.
        public var heardBy: Int?
    }

    /// An element the screen's views would make that VoiceOver's list leaves out.
    public struct Unreachable: Sendable, Equatable {
        /// Its `id`, when its view has one.
        public var id: String?
        /// Its label.
        public var label: String
        /// Whether a user would do something with it.
        public var isActionable: Bool
        /// Why no swipe reaches it: "behind the modal view #sheet", "left out of
        /// accessibilityElements of #form".
        public var reason: String
    }

    /// A modal view that holds focus with nothing in it that leads out.
    public struct Trap: Sendable, Equatable {
        /// The modal view: `#id`, or its kind.
        public var view: String
        /// How many elements it holds.
        public var elementCount: Int
    }

    /// Every element VoiceOver reaches, in focus order.
    public var entries: [Entry]
    /// Elements no swipe reaches, in the views' order.
    public var unreachable: [Unreachable]
    /// Modal views with no way out.
    public var traps: [Trap]
    /// Whether the screen says what its views do (`onActivate`, `onEscape`, actions with
    /// `do`); without that, no modal view is called a trap.
    public var declaresBehaviour: Bool

    /// The reach of `scenario`'s screen, with its settings; its steps and start are not used.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    /// - Complexity: one run of the screen, plus one run for each rotor route, up to
    ///   ``timedRouteLimit``.
    public init(_ scenario: Scenario, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        self = try ReachMeasure(scenario: scenario, voices: voices).measure()
    }

    /// The reach of `run`'s scenario: when the run is already the screen's default walk (a
    /// scenario without steps, run keeping its views, as `earshot report` runs a screen), it is
    /// measured as it is; otherwise the screen is walked again, as the reach of a scenario is.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(run: Run, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        self = try ReachMeasure(scenario: run.scenario, voices: voices).measure(reusing: run)
    }

    /// The reach of `screen` with `settings`.
    /// - Throws: ``ScenarioError`` when the screen cannot run.
    public init(_ screen: Screen, settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError) {
        try self.init(Scenario(name: screen.name, screen: screen, settings: settings), voices: voices)
    }

    package init(entries: [Entry], unreachable: [Unreachable], traps: [Trap], declaresBehaviour: Bool) {
        self.entries = entries
        self.unreachable = unreachable
        self.traps = traps
        self.declaresBehaviour = declaresBehaviour
    }

    /// How many rotor routes are timed by running them; routes past it have `heardBy` nil.
    public static let timedRouteLimit = 200

    /// The element named `name`: by `id` first, else the first whose label is `name`.
    public func entry(for name: String) -> Entry? {
        entries.first { $0.id == name } ?? entries.first { $0.label == name }
    }

    /// Swipes right from the first element to the element named `name` (by id, else label);
    /// nil when VoiceOver does not reach it.
    ///
    ///     #expect(try Reach(screen).swipes(to: "Save") ?? .max <= 6)
    public func swipes(to name: String) -> Int? { entry(for: name)?.swipes }

    /// The fewest gestures to `name`: a rotor route's, when it is shorter than swiping.
    public func gestures(to name: String) -> Int? { entry(for: name)?.gestures }
}
