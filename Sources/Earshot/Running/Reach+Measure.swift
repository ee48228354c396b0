/// Measures a screen's ``Reach``: runs the default walk, finds and times the rotor routes, and
/// compares VoiceOver's element list with the list the views would make without modal scoping
/// and explicit `accessibilityElements` (Documentation/REACH.md §1).
struct ReachMeasure {
    let scenario: Scenario
    let voices: VoiceLibrary

    /// The rotor settings a route may use, in the order a tie is broken.
    static let routeRotors: [RotorOption] = [.headings, .links, .formControls]

    /// The default walk of `scenario`'s screen (a swipe right each time VoiceOver falls silent),
    /// with the views kept, and for each element's index the first line it said whole and when
    /// that line ended.
    static func walk(_ scenario: Scenario, voices: VoiceLibrary) throws(ScenarioError) -> (Run, [Int: (line: String, end: Int)]) {
        var walk = scenario
        walk.steps = nil
        walk.start = .speakFirst
        walk.expect = nil
        let run = try ScenarioRunner.perform(walk, voices: voices, marksSteps: false, keepingViews: true)
        return (run, heardLines(run))
    }

    /// The first line each element's index said whole in `run`, and when it ended.
    static func heardLines(_ run: Run) -> [Int: (line: String, end: Int)] {
        var heard: [Int: (line: String, end: Int)] = [:]
        for event in run.transcript.events where event.kind == .speech && event.status == .spoken {
            guard let element = event.element, let index = run.transcript.elements.initialIndex(of: element),
                heard[index] == nil
            else { continue }
            heard[index] = (event.text, event.time + event.duration)
        }
        return heard
    }

    /// Whether `run` is already the default walk of `scenario`'s screen (no steps, the first
    /// element spoken, the views kept): then it is measured as it is, not run again.
    static func isWalk(_ run: Run, of scenario: Scenario) -> Bool {
        scenario.steps == nil && scenario.start == .speakFirst && run.keptViews && run.scenario.name == scenario.name
    }

    func measure(reusing given: Run? = nil) throws(ScenarioError) -> Reach {
        let (run, heard) =
            if let given, Self.isWalk(given, of: scenario) { (given, Self.heardLines(given)) } else {
                try Self.walk(scenario, voices: voices)
            }
        let list = run.elements
        let phrases: Phrasebook
        do throws(VoiceError) { phrases = try voices.voiceOverPhrasebook(settings: scenario.settings, screen: scenario.screen) } catch {
            throw ScenarioError(scenario: scenario, step: nil, message: error.message)
        }
        var entries = list.elements.indices.map { index in
            let element = list.elements[index]
            return Reach.Entry(
                index: index, id: element.id, label: element.label, line: heard[index]?.line ?? element.label,
                isActionable: element.doesSomething,
                voiceControlName: element.isVoiceControlTarget ? element.voiceControlName : nil, heardBy: heard[index]?.end,
                route: nil)
        }
        let session = Session(scenario: run.scenario, phrases: phrases, voices: voices)
        let matches = Self.routeRotors.map { rotor in
            let matcher = session.matcher(for: rotor)
            return (rotor, list.elements.indices.filter { matcher(list.elements[$0]) })
        }
        var timed = 0
        for index in entries.indices where index > 1 {
            guard var route = Self.route(to: index, matches: matches) else { continue }
            if timed < Reach.timedRouteLimit {
                timed += 1
                route.heardBy = try time(route, to: index, on: run.scenario)
            }
            entries[index].route = route
        }
        let tree = ReachTree(run.scenario.screen.root)
        return Reach(
            entries: entries, unreachable: unreachable(list: list, scenario: run.scenario, tree: tree, phrases: phrases),
            traps: traps(list: list, tree: tree), declaresBehaviour: tree.declaresBehaviour)
    }

    /// The route with the fewest gestures to `index`, when it has fewer than the swipes.
    ///
    /// From the first element, swipe down reaches the matches after it one by one; the best
    /// match to aim for is the nearest before the element or the nearest after it (any other
    /// costs a swipe down more for each swipe across it saves, or more of both).
    ///
    /// - Complexity: O(r log m) for r rotors of at most m matches each, in ascending order.
    static func route(to index: Int, matches: [(RotorOption, [Int])]) -> Reach.RotorRoute? {
        var best: Reach.RotorRoute?
        for (rotor, indices) in matches {
            // Matches after the first element, where swiping down lands, in order: those from
            // `start` on (found by halving, not copied, so each element costs O(log m)).
            let start = indices.partitioningIndex { $0 > 0 }
            let split = max(start, indices.partitioningIndex { $0 > index })
            var candidates: [(down: Int, match: Int)] = []
            if split > start { candidates.append((split - start, indices[split - 1])) }
            if split < indices.count { candidates.append((split - start + 1, indices[split])) }
            for candidate in candidates {
                let route = Reach.RotorRoute(rotor: rotor, down: candidate.down, across: index - candidate.match)
                if route.gestures < (best?.gestures ?? index) { best = route }
            }
        }
        return best
    }

    /// Runs the route from the first element: the time its target has been heard whole.
    func time(_ route: Reach.RotorRoute, to index: Int, on numbered: Scenario) throws(ScenarioError) -> Int? {
        var steps = [TimedStep(.gesture(.rotor(route.rotor)))]
        steps += Array(repeating: TimedStep(.gesture(.rotorNext)), count: route.down)
        steps += Array(repeating: TimedStep(.gesture(route.across > 0 ? .next : .previous)), count: abs(route.across))
        var walk = numbered
        walk.steps = steps
        walk.start = .speakFirst
        walk.expect = nil
        let transcript = try ScenarioRunner.run(walk, voices: voices, marksSteps: false)
        let last = transcript.events.last { event in
            event.kind == .speech && event.status == .spoken
                && event.element.flatMap(transcript.elements.initialIndex(of:)) == index
        }
        return last.map { $0.time + $0.duration }
    }

    /// Elements the views make once modal scoping and `accessibilityElements` are lifted, that
    /// VoiceOver's list does not hold.
    func unreachable(list: ElementList, scenario numbered: Scenario, tree: ReachTree, phrases: Phrasebook) -> [Reach.Unreachable] {
        guard tree.hasScoping else { return [] }
        var open = numbered
        ReachTree.liftScoping(&open.screen.root)
        let all = Session(scenario: open, phrases: phrases, voices: voices).list
        return all.elements.compactMap { element in
            guard list.index(of: element.key) == nil else { return nil }
            return Reach.Unreachable(
                id: element.id, label: element.label, isActionable: element.doesSomething,
                reason: tree.reason(unreachable: element.sourceSerial))
        }
    }

    /// Modal views in effect (some reachable element is inside) with no way out.
    ///
    /// - Complexity: O(n·d) for n elements at depth d, counted from each element's views up.
    func traps(list: ElementList, tree: ReachTree) -> [Reach.Trap] {
        guard tree.declaresBehaviour, !tree.modalSerials.isEmpty else { return [] }
        let modals = Set(tree.modalSerials)
        var inside: [Int: Int] = [:]
        for element in list.elements {
            let chain = [element.sourceSerial] + tree.ancestors(of: element.sourceSerial)
            for serial in chain where modals.contains(serial) { inside[serial, default: 0] += 1 }
        }
        return tree.modalSerials.compactMap { serial in
            guard let count = inside[serial], count > 0, !tree.hasWayOut(serial) else { return nil }
            return Reach.Trap(view: tree.name(of: serial), elementCount: count)
        }
    }
}

extension AccessibilityElement {
    /// Whether a user does something with it: a control, or anything with actions (as the
    /// audit's `isActionable` says it).
    var doesSomething: Bool {
        !traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .adjustable, .textField, .secureTextField, .isSearchField, .tab])
            || control != .none || !actions.isEmpty
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, in an array where every element
    /// that does comes after every one that does not. - Complexity: O(log n).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
