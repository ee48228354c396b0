/// VoiceOver running over a live app: the cursor, the rotor, the speech channel, and the
/// app's views as steps change them.
///
/// `Session+Gestures` performs user steps, `Session+AppSteps` app steps, `Session+Focus` decides
/// where focus goes and what is said when it lands.
package struct Session {
    var tree: LiveTree
    let screen: Screen
    let settings: Settings
    /// VoiceOver's own language: trait words, hints, rotor names.
    let phrases: Phrasebook
    /// Where the phrasebooks of elements' own languages come from.
    let voices: VoiceLibrary
    let speech: ElementSpeech
    var channel: SpeechChannel
    /// Set only in this file, each time after `keepObserved()`, which `observed` needs.
    package private(set) var list = ElementList()
    /// The element VoiceOver's cursor is on.
    var focus: ElementKey?
    /// Where `focus` was in the list when it landed: `focusedIndex` checks there first.
    var focusHint = 0
    /// Serials of the containers around the focused element, outermost first.
    var focusContainers: [Int] = []
    /// What the focused element said last, to notice changes of its label, value or traits:
    /// where it stands in `list` (`observedIndex`, so a landing copies no String) until the
    /// list changes (`keepObserved()`), else a copy.
    var observed: (key: ElementKey, label: String, value: String, traits: Traits)? {
        guard let observedIndex else { return observedCopy }
        let elements = list.elements
        return (elements[observedIndex].key, elements[observedIndex].label, elements[observedIndex].value, elements[observedIndex].traits)
    }
    var observedIndex: Int?
    var observedCopy: (key: ElementKey, label: String, value: String, traits: Traits)?
    /// The rotor's setting as the user last turned it (see `currentRotor`).
    var rotor: RotorOption?
    /// The element the user turned the rotor on: there the rotor stays where the user put it.
    var rotorTurnedOn: ElementKey?
    var actionIndex: Int?
    /// The text field being edited: a double tap on a text field starts editing, moving focus
    /// away ends it.
    var editing: ElementKey?
    /// True while a double tap's own changes are spoken: VoiceOver then says what changed
    /// without trait words.
    var speakingActivation = false
    var lastPageScrolled: String?
    /// App steps waiting for their time: reactions with `after`.
    var agenda: [(time: Int, order: Int, step: TimedStep, origin: Int?, source: AppStepSource?)] = []
    /// What the app did that the audit judges after the run.
    var journal = AppStepJournal()
    /// The app step being performed, where it is written.
    var performing: AppStepSource?
    /// The app step that last changed the views, and the scenario step it ran during.
    var lastViewChange: (source: AppStepSource?, step: Int?)?
    /// Focus lost under a change of the views, waiting for a notification to put it somewhere
    /// before the user's next gesture (then it is journaled).
    var pendingFocusLoss: AppStepJournal.Entry?
    var agendaOrder = 0
    /// When each inserted id appeared (a focus request in the same update is ignored).
    var insertedAt: [String: Int] = [:]
    /// How deep the views inserted at run time may lie, by id: an upper bound, so that views
    /// nested by insertion after insertion are refused before a walk over them runs out of
    /// stack (`maximumRunDepth`). Views read from a file or built in Swift lie at most 512
    /// levels deep (the runner's `maximumNodeDepth`).
    var insertedDepths: [String: Int] = [:]
    /// The depth of the views the run started with, or of the deepest presented since: where a
    /// view not in `insertedDepths` lies at most.
    var readDepth = 512
    /// An app step the run refused (views inserted deeper than `maximumRunDepth`): the runner
    /// fails at the step that caused it (`step`: a reaction's is the step it reacts to).
    var refusal: (error: RunError, step: Int?)?
    /// How deep insertions may nest the views while a scenario runs: twenty times what a screen
    /// file holds (512 levels), within what the recursive walks over the views (the element
    /// list, the audit, the report) need of `DeepStack`'s 256 MiB stack in a debug build, where
    /// a test runs (it ran out near 20,000 levels there, and near 100,000 in a release build).
    /// Views that are read lie at most 512 levels deep (the runner's `maximumNodeDepth`).
    static let maximumRunDepth = 10_000
    /// Set while app steps have changed the views and the element list is not rebuilt for them
    /// yet: the focused element's index before the first of them (see `settleViews`).
    var unsettled: Unsettled?

    struct Unsettled {
        var previousIndex: Int?
        /// The app steps that changed the views (`remove`, `insert`, `update`), for the landing.
        var event: String
        /// The views the `update` steps changed, by serial, as they were before the first and
        /// after the last; nil once an insertion or a removal joined them (`splice`).
        var updated: [Int: (before: Node, after: Node)]? = [:]
    }
    /// The context each view with an id that makes a plain element was read in, by serial,
    /// from the last list built whole (`ElementListBuilder.leafContexts`): kept once an `update`
    /// step changed a view, so the next ones remake only the elements they change; nil before.
    var leafContexts: [Int: Inherited]?
    /// Whether lists are built keeping `leafContexts`.
    var keepsLeafContexts = false
    /// Where focus was after each app step, and why (`FocusLanding`).
    var landings: [FocusLanding] = []
    /// What the element list builder could not model faithfully, each once.
    var warnings: [InputWarning] = []
    /// The elements the events name (`TranscriptEvent.element`): the list the screen appeared
    /// with, then the elements spoken after the views changed.
    var referenced = TranscriptElements()
    /// The entries of `referenced` made after the views changed, by element.
    var laterReferences: [ElementKey: Int32] = [:]
    /// Each element list built and the views it was built from, when the run keeps them
    /// (`Run.states`); nil when it does not.
    var states: [RunState]?

    package init(scenario: Scenario, phrases: Phrasebook, voices: VoiceLibrary = .shared) {
        var screen = scenario.screen
        let root = screen.root
        screen.root = Node(.vStack)
        self.init(screen: screen, root: consume root, settings: scenario.settings, phrases: phrases, voices: voices, reading: .inPlace)
    }

    /// - Parameters:
    ///   - screen: the screen's settings; its views come separately, as `root`.
    ///   - reading: `.takingApart` when no step will act on the app or change its views: the
    ///     first element list is then built taking the views apart, and they are gone afterwards.
    ///   - facts: what the runner's walk over `root` found, when it walked it.
    init(
        screen: Screen, root: consuming Node, facts: TreeFacts? = nil, settings: Settings, phrases: Phrasebook,
        voices: VoiceLibrary = .shared, reading: TreeReading, recordsStates: Bool = false
    ) {
        self.settings = settings
        self.phrases = phrases
        self.voices = voices
        self.speech = ElementSpeech(phrases: phrases, settings: settings, voices: voices, appLanguage: screen.language)
        self.channel = SpeechChannel(
            estimate: DurationEstimate(rates: phrases.speech, rate: settings.rate, language: phrases.language, voices: voices))
        self.screen = screen
        if let facts { readDepth = facts.depth }
        self.tree = LiveTree(root: consume root, language: screen.language, facts: facts)
        if recordsStates { states = [] }
        rebuild(reading: reading)
    }

    var now: Int { channel.now }

    /// How often the element list was built: app steps should not rebuild it each (tests).
    private(set) var listBuilds = 0
    /// How often of those it was built whole, not spliced (`splice`; tests).
    private(set) var wholeBuilds = 0
    /// Whether `update` steps remake only the elements they change (`splice`): tests turn it
    /// off to compare with the list built whole.
    var splicesUpdates = true

    /// Rebuilds VoiceOver's element list from the top layer.
    mutating func rebuild(reading: TreeReading = .inPlace) {
        listBuilds += 1
        wholeBuilds += 1
        var builder = ElementListBuilder(screen: screen, phrases: phrases, voices: voices)
        builder.pathRootName = tree.top.pathName
        if keepsLeafContexts { builder.leafContexts = [:] }
        defer { leafContexts = builder.leafContexts }
        // The elements speak their own text in the app's language, not VoiceOver's.
        let language = tree.top.language
        // What the last state says, when it was kept as changes (`RunState.changes`).
        let previous = states?.last?.changes != nil ? list : nil
        keepObserved()
        switch reading {
        case .inPlace:
            // Read where it is: the tree keeps what it knows of where its views are.
            tree.settle()
            list = builder.build(tree.top.root, language: language)
        case .takingApart:
            list = builder.build(&tree.layers[tree.layers.count - 1].root, language: language, reading: reading)
        }
        for warning in list.warnings where !warnings.contains(warning) { warnings.append(warning) }
        if listBuilds == 1 { referenced = TranscriptElements(initial: list) }
        recordState(previous: previous)
    }

    /// Keeps the state the list was just built whole in (`states`), unless it is the last one
    /// again; `previous`: the list before it, when the last state was kept as changes (its own
    /// `elements` are then an older list's).
    mutating func recordState(previous: ElementList? = nil) {
        // The views are shared with the tree's until a step changes them: a state costs what
        // the steps change, not a copy of the screen.
        // A list built again the same (an activation that changed nothing VoiceOver reads) is
        // the same state.
        if let last = states?.last, last.layers.count == tree.layers.count, Self.sameElements(previous ?? last.elements, list) {
            return
        }
        if states != nil {
            let layers = tree.layers.map { RunState.Layer(root: $0.root, isAlert: $0.isAlert) }
            let state = RunState(
                layers: layers, elements: list, time: now, step: channel.stepIndex, firstSequence: channel.nextSequence)
            states?.append(state)
        }
    }

    /// Keeps the state a splice just made (`splice`) as its changes against the last state,
    /// unless no element says anything else: neither the list nor the views are kept, so the
    /// next splice changes them in place instead of copying them (n update steps cost n, not
    /// n², in time and memory).
    mutating func recordSplicedState(_ changes: RunState.Changes, sameAsLast: Bool) {
        guard var state = states?.last, state.layers.count == tree.layers.count else {
            recordState()
            return
        }
        if sameAsLast { return }
        state.time = now
        state.step = channel.stepIndex
        state.firstSequence = channel.nextSequence
        state.changes = changes
        states?.append(state)
    }

    /// Whether two lists hold the same elements, saying the same, in the same order.
    static func sameElements(_ a: ElementList, _ b: ElementList) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy(sameElement)
    }

    /// Whether two elements are the same one, saying the same.
    static func sameElement(_ a: AccessibilityElement, _ b: AccessibilityElement) -> Bool {
        a.key == b.key && a.label == b.label && a.value == b.value && a.traits == b.traits && a.hint == b.hint
    }

    /// The element at `index` of the list, as the events name it: its index in the list the
    /// screen appeared with while the views have not changed; after that, the entry of the same
    /// element when its id and path are still the same, else a new one.
    mutating func reference(_ index: Int) -> Int32 {
        if listBuilds == 1 { return Int32(truncatingIfNeeded: index) }
        let element = list.elements[index]
        let reference = list.reference(of: index)
        if let known = laterReferences[element.key], referenced[Int(known)] == reference { return known }
        if let first = referenced.initial.index(of: element.key), referenced[first] == reference {
            laterReferences[element.key] = Int32(truncatingIfNeeded: first)
            return Int32(truncatingIfNeeded: first)
        }
        let added = Int32(truncatingIfNeeded: referenced.append(reference, key: element.key))
        laterReferences[element.key] = added
        return added
    }

    /// App steps changed the views: the element list is rebuilt once they are done (a batch of
    /// state changes, insertions and removals at one moment is one update, as UIKit lays out
    /// once per turn of the run loop), so each costs what it changes, not the whole screen.
    ///
    /// - Parameter update: the view an `update` step changed, before and after; nil for an
    ///   insertion or a removal.
    mutating func viewsChanged(_ event: String, update: (before: Node, after: Node)? = nil) {
        if unsettled == nil {
            unsettled = Unsettled(previousIndex: focusedIndex, event: event)
        } else if unsettled?.event.hasPrefix(event) == false, unsettled?.event.contains(" " + event) == false {
            unsettled?.event += " " + event
        }
        if let update {
            let serial = update.before.serial
            let first = unsettled?.updated?[serial]?.before ?? update.before
            unsettled?.updated?[serial] = (first, update.after)
        } else {
            unsettled?.updated = nil
        }
    }

    /// Rebuilds the element list for the app steps since the last one, and lets focus follow.
    /// Called before anything reads the list, speaks or moves the clock on.
    mutating func settleViews() {
        guard let pending = unsettled else { return }
        unsettled = nil
        // Where the focused element's view stood, to tell whether focus leaves it (REACH.md §2).
        let previousPath = pending.previousIndex.map { list.path(of: $0) }
        if splicesUpdates, let updated = pending.updated, !updated.isEmpty {
            // Updates only: their elements made again alone when they can be, and the next
            // updates' too (`leafContexts`).
            keepsLeafContexts = true
            if !splice(updated) { rebuild() }
        } else {
            rebuild()
        }
        reconcileFocus(previousIndex: pending.previousIndex, previousPath: previousPath, event: pending.event)
    }

    /// Makes the list again for `update` steps that changed only what views say, each view's
    /// element made again alone in the context it was read in and put in place of its old one
    /// (`ElementListBuilder+Splice`): the list is then what building it whole gives. False, the
    /// list untouched, when a change reaches further than its own element.
    /// - Complexity: O(k) for k views changed, where building the list is O(n) in the screen.
    mutating func splice(_ updated: [Int: (before: Node, after: Node)]) -> Bool {
        // A warning left out for want of room could come back in a list built whole.
        guard let contexts = leafContexts, list.keysAreUnique, list.warnings.count < ElementListBuilder.warningLimit else { return false }
        var builder = ElementListBuilder(screen: screen, phrases: phrases, voices: voices)
        var replacements: [(index: Int, element: AccessibilityElement)] = []
        for serial in updated.keys.sorted() {
            guard let change = updated[serial], let context = contexts[serial], builder.keepsItsPlace(change.before, change.after),
                let index = list.index(of: ElementKey(serial: serial)),
                let element = builder.element(remaking: change.after, in: context, replacing: list.elements[index])
            else { return false }
            replacements.append((index, element))
        }
        listBuilds += 1
        let sameAsLast = replacements.allSatisfy { Self.sameElement(list.elements[$0.index], $0.element) }
        keepObserved()
        for (index, element) in replacements { list.replace(at: index, with: element) }
        if states != nil {
            let views = updated.keys.sorted().compactMap { tree.located(serial: $0) }
            recordSplicedState(RunState.Changes(elements: replacements, views: views), sameAsLast: sameAsLast)
        }
        return true
    }

    /// Inlined: called out of line from a mutating method, the getter is handed a copy of the
    /// whole session (about 2.4 KB) on every swipe.
    var focusedIndex: Int? {
        @inline(__always) get {
            guard let focus else { return nil }
            return list.index(of: focus, hint: focusHint)
        }
    }

    var focusedElement: AccessibilityElement? {
        focusedIndex.map { list.elements[$0] }
    }
}
