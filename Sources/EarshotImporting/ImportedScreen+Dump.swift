import Earshot

extension ImportedScreen {
    /// `earshot dump` of an imported screen: the element-list tree of a run of it, each element
    /// whose traits came from its element type rather than from the capture marked
    /// `inferred: …`.
    ///
    ///     ├─ Log In  [isButton]  #login  inferred: isButton
    ///
    /// The run is one made of this screen (`ScenarioRunner.perform(_:extent:)`; `.appearing`
    /// is enough): its elements name the capture's elements by the serials the import gave them.
    public func dumpLines(of run: Run) -> [String] {
        let list = run.elements
        var lines = run.dumpLines
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

    /// `earshot dump` of an imported screen under `settings`: one run of it that stops as the
    /// screen appears, drawn by ``dumpLines(of:)``.
    public func dumpLines(settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError) -> [String] {
        let scenario = Scenario(name: screen.name, screen: screen, settings: settings, steps: [])
        return dumpLines(of: try ScenarioRunner.perform(scenario, voices: voices, extent: .appearing))
    }
}
