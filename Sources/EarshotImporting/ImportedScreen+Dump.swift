import Earshot

extension ImportedScreen {
    /// `earshot dump` of an imported screen: the element-list tree `earshot dump` draws, each element whose traits
    /// came from its element type rather than from the capture marked `inferred: …`.
    ///
    ///     ├─ Log In  [isButton]  #login  inferred: isButton
    public func dumpLines(settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError) -> [String] {
        let phrases: Phrasebook
        do throws(VoiceError) { phrases = try voices.phrasebook(for: settings.language ?? screen.language) } catch {
            throw ScenarioError(scenario: Scenario(name: screen.name, screen: screen), step: nil, message: error.message)
        }
        // The builder recurses as deep as the screen nests: on a deep stack, as `ScenarioRunner` runs.
        let list = DeepStack.run { () -> ElementList in
            var builder = ElementListBuilder(screen: screen, phrases: phrases)
            return builder.build(screen.root)
        }
        var lines = ElementListDump.lines(list)
        // The dump draws a container's line when its first element comes, then the element's:
        // the same walk finds each element's line.
        var open: [Int] = []
        var lineIndex = 0
        let roles: [(String, Traits)] = [("textField", .textField), ("secureTextField", .secureTextField), ("tab", .tab)]
        for element in list.elements {
            let chain = element.containers
            var shared = 0
            while shared < open.count, shared < chain.count, open[shared] == chain[shared] { shared += 1 }
            open.removeSubrange(shared...)
            for container in chain[shared...] {
                open.append(container)
                lineIndex += 1
            }
            if let inferred = inferredTraits[element.sourceSerial], lineIndex < lines.count {
                let traits = inferred.intersection(element.traits)
                let names = traits.names + roles.filter { traits.contains($0.1) }.map(\.0)
                if !names.isEmpty { lines[lineIndex] += "  inferred: " + names.joined(separator: ", ") }
            }
            lineIndex += 1
        }
        return lines
    }
}
