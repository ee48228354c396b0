import Earshot

extension ReportSection {
    /// Runs `scenario` (with its steps marked on the clock) and draws its screen.
    ///
    /// Each transcript line is tied to the element it speaks about: by the element's `id`, and
    /// for views without one by a second run in which every view has an id of the report's own
    /// (ids are never spoken, so that run says the same; the ties are used only when its lines
    /// are indeed the same as the first run's).
    /// - Throws: ``ScenarioError`` as ``ScenarioRunner/run(_:voices:marksSteps:)`` does.
    public init(scenario: Scenario, source: String? = nil, voices: VoiceLibrary = .shared) throws(ScenarioError) {
        let language = scenario.settings.language ?? scenario.screen.language
        let phrases: Phrasebook
        do { phrases = try voices.voiceOverPhrasebook(settings: scenario.settings, screen: scenario.screen) } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.message)
        }
        let transcript = try ScenarioRunner.run(scenario, voices: voices, marksSteps: true)

        // The views numbered as a run numbers them, each with an id; deep trees on a deep stack.
        let made = DeepStack.run { () -> (root: Node, list: ElementList, drawing: WireframeDrawing) in
            var root = LiveTree(root: scenario.screen.root, language: scenario.screen.language).layers[0].root
            var tagging = IDTagging(root)
            tagging.tag(&root)
            var builder = ElementListBuilder(screen: scenario.screen, phrases: phrases)
            let list = builder.build(root, language: language)
            let layout = Wireframe.Layout(root, device: scenario.screen.device)
            return (root, list, WireframeDrawing(root: root, list: list, layout: layout, synthetic: tagging.synthetic))
        }
        var tagged = scenario
        tagged.screen.root = made.root
        let taggedTranscript = try? ScenarioRunner.run(tagged, voices: voices, marksSteps: true)
        let ties = taggedTranscript.map { $0.lines == transcript.lines && $0.events.count == transcript.events.count } ?? false
        let drawing = made.drawing
        let list = made.list

        self.init(
            title: scenario.name, source: source, hasOwnSteps: scenario.steps != nil, wireframe: drawing.wireframe,
            elements: drawing.elements, transcript: transcript,
            eventElements: Self.tie(ties ? (taggedTranscript ?? transcript) : transcript, to: list))
    }

    /// For each event, the element it speaks about: by id; a hint, by the speech before it; a
    /// line without an id, by the first element from the last one tied whose label is one of
    /// the line's parts.
    static func tie(_ transcript: Transcript, to list: ElementList) -> [Int?] {
        var result: [Int?] = []
        result.reserveCapacity(transcript.events.count)
        var last: Int?
        for event in transcript.events {
            var index = event.elementID.flatMap { list.index(ofID: $0) }
            switch event.kind {
            case .step, .sound, .announcement:
                result.append(index)
                continue
            case .hint:
                if index == nil { index = last }
            case .speech:
                if index == nil, !list.elements.isEmpty {
                    let parts = Set(event.parts.map(\.text))
                    let count = list.elements.count
                    let start = last ?? 0
                    for offset in 0..<count {
                        let candidate = (start + offset) % count
                        let label = list.elements[candidate].label
                        if !label.isEmpty, parts.contains(label) || event.text.hasPrefix(label + ", ") || event.text == label {
                            index = candidate
                            break
                        }
                    }
                }
            }
            if let index { last = index }
            result.append(index)
        }
        return result
    }
}

/// Gives every view without an `id` one of the report's own, unlike any id of the screen.
struct IDTagging {
    private var taken: Set<String> = []
    private(set) var synthetic: Set<String> = []
    private var next = 1

    init(_ root: Node) {
        var stack = [root]
        while let node = stack.popLast() {
            if let id = node.id { taken.insert(id) }
            stack.append(contentsOf: node.children)
        }
    }

    mutating func tag(_ node: inout Node) {
        if node.id == nil {
            var id = "earshot-report-\(next)"
            while taken.contains(id) {
                next += 1
                id = "earshot-report-\(next)"
            }
            next += 1
            node.id = id
            synthetic.insert(id)
        }
        for index in node.children.indices { tag(&node.children[index]) }
    }
}
