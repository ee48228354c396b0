/// The user's gestures (FORMAT.md §2.1; VOICEOVER.md §6).
extension Session {
    mutating func perform(_ gesture: Gesture) throws(RunError) {
        settleViews()
        channel.gesture()
        syncReadAll()
        switch gesture {
        case .next: move(by: 1)
        case .previous: move(by: -1)
        case .first: jump(to: 0)
        case .last: jump(to: list.elements.count - 1)
        case .readAll: readAll(from: 0)
        case .readFromFocus: readAll(from: focusedIndex ?? 0)
        case .activate(let id):
            if let id {
                try moveFocus(toID: id, gesture: "activate")
                waitForSilence()
                channel.gesture()
            }
            activate()
        case .magicTap: runReaction(\.onMagicTap, searchingUp: true, orRoot: true)
        case .escape: escape()
        case .increment: adjust(up: true)
        case .decrement: adjust(up: false)
        case .rotor(let option): turnRotor(to: option)
        case .rotorNext: rotorMove(down: true)
        case .rotorPrevious: rotorMove(down: false)
        case .action(let name): try performAction(named: name)
        case .touch(let target): try touch(target)
        case .scroll(let direction): scroll(direction)
        case .type(let text): try type(text)
        case .wait: break
        case .say(let command): try say(command)
        }
    }

    /// Swipe right or left. Past the ends: the boundary sound, nothing spoken.
    mutating func move(by offset: Int) {
        guard !list.elements.isEmpty else {
            play(.boundary)
            return
        }
        guard let index = focusedIndex else {
            focusAndSpeak(offset > 0 ? 0 : list.elements.count - 1)
            return
        }
        let target = index + offset
        guard list.elements.indices.contains(target) else {
            play(.boundary)
            return
        }
        focusAndSpeak(target)
    }

    mutating func jump(to index: Int) {
        guard list.elements.indices.contains(index) else {
            play(.boundary)
            return
        }
        focusAndSpeak(index)
    }

    /// Two-finger swipe up (from the top) or down (from the focused element): every element in
    /// turn, with container descriptions, without hints. Sources disagree on hints in read-all
    /// (Stack Overflow question 25324873, on an older iOS, says they are skipped); Earshot skips them.
    mutating func readAll(from start: Int) {
        guard list.elements.indices.contains(start) else { return }
        var lines: [(utterance: Utterance, key: ElementKey, element: Int32)] = []
        var containers = start == focusedIndex ? [] : focusContainers
        var previousCell = start == focusedIndex ? nil : focusedElement?.tableCell
        for index in start..<list.elements.count {
            let element = list.elements[index]
            let chain = element.containers.map { list.containers[$0] }
            let entered = chain.filter { !containers.contains($0.serial) }
            containers = chain.map(\.serial)
            lines.append((speech.line(element, entering: entered, from: previousCell), element.key, reference(index)))
            previousCell = element.tableCell
        }
        if start == focusedIndex {
            // Reading from the focused element repeats it without its containers.
            lines[0].utterance = speech.line(list.elements[start])
        }
        channel.readAll(lines)
        if let last = list.elements.last { focusContainers = last.containers.map { list.containers[$0].serial } }
        focus = list.elements[start].key
        observe(list.elements[start])
    }

    /// A read-all moves the cursor as it goes.
    mutating func syncReadAll() {
        guard let key = channel.readAllFocus else { return }
        settleViews()
        channel.readAllFocus = nil
        if let index = list.index(of: key) {
            focus = key
            focusContainers = list.elements[index].containers.map { list.containers[$0].serial }
            observe(list.elements[index])
        }
    }

    mutating func moveFocus(toID id: String, gesture: String) throws(RunError) {
        guard let index = reachableIndex(of: id) else {
            throw RunError.unreachable(id: id, gesture: gesture, reachable: list.elements.compactMap(\.id))
        }
        if focusedIndex != index { focusAndSpeak(index) }
    }

    /// Touch exploration: the element under the finger is focused and spoken.
    mutating func touch(_ target: TouchTarget) throws(RunError) {
        switch target {
        case .element(let id):
            guard let index = reachableIndex(of: id) else {
                throw RunError.unreachable(id: id, gesture: "touch", reachable: list.elements.compactMap(\.id))
            }
            focusAndSpeak(index)
        case .point(let x, let y):
            // The smallest frame under the finger; later elements win ties (drawn on top).
            var best: (index: Int, area: Double)?
            for (index, element) in list.elements.enumerated() {
                guard let frame = element.frame, frame.contains(x: x, y: y) else { continue }
                let area = frame.width * frame.height
                if let current = best, area > current.area { continue }
                best = (index, area)
            }
            if let best { focusAndSpeak(best.index) } else { play(.noElement) }
        }
    }

    mutating func waitForSilence() {
        channel.advance(to: SpeechChannel.silence(of: &channel))
        runAgenda(upTo: channel.now)
        syncReadAll()
    }

    mutating func play(_ sound: Sound) {
        channel.play(sound, name: phrases.sound(sound))
    }
}
