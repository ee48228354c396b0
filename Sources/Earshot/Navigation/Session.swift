/// VoiceOver running over a live app: the cursor, the rotor, the speech channel, and the
/// app's views as steps change them.
///
/// `Session+Gestures` performs user steps, `Session+AppSteps` app steps, `Session+Focus` decides
/// where focus goes and what is said when it lands.
struct Session {
    var tree: LiveTree
    let screen: Screen
    let settings: Settings
    /// VoiceOver's own language: trait words, hints, rotor names.
    let phrases: Phrasebook
    let speech: ElementSpeech
    var channel: SpeechChannel
    var list = ElementList()
    /// The element VoiceOver's cursor is on.
    var focus: ElementKey?
    /// Serials of the containers around the focused element, outermost first.
    var focusContainers: [Int] = []
    /// What the focused element said last, to notice changes of its label, value or traits.
    var observed: (key: ElementKey, label: String, value: String, traits: Traits)?
    var rotor: String?
    var actionIndex: Int?
    var lastPageScrolled: String?
    /// App steps waiting for their time: reactions with `after`.
    var agenda: [(time: Int, order: Int, step: TimedStep, origin: Int?)] = []
    var agendaOrder = 0
    /// When each inserted id appeared (a focus request in the same update is ignored).
    var insertedAt: [String: Int] = [:]

    init(scenario: Scenario, phrases: Phrasebook) {
        self.screen = scenario.screen
        self.settings = scenario.settings
        self.phrases = phrases
        self.speech = ElementSpeech(phrases: phrases, settings: scenario.settings)
        self.tree = LiveTree(screen: scenario.screen)
        self.channel = SpeechChannel(estimate: DurationEstimate(rates: phrases.speech, rate: scenario.settings.rate))
        rebuild()
    }

    var now: Int { channel.now }

    /// Rebuilds VoiceOver's element list from the top layer.
    mutating func rebuild() {
        var builder = ElementListBuilder(screen: screen, phrases: phrases)
        let layer = tree.top
        list = builder.build(layer.root, language: settings.language ?? layer.language)
    }

    var focusedIndex: Int? {
        guard let focus else { return nil }
        return list.index(of: focus)
    }

    var focusedElement: AccessibilityElement? {
        focusedIndex.map { list.elements[$0] }
    }
}
