// `earshot dump` lives here, after Navigation: it draws the list a navigator session starts
// with, so it sees the same element list, warnings and phrasebook a scenario run does.

extension ScenarioRunner {
    /// VoiceOver's element list of a screen as it first appears, drawn as a tree.
    public static func dump(_ screen: Screen, settings: Settings = Settings(), voices: VoiceLibrary = .shared) throws(ScenarioError)
        -> [String]
    {
        var ignored: [InputWarning] = []
        return try dump(screen, settings: settings, voices: voices, warnings: &ignored)
    }

    /// The element list of `screen`, drawn as a tree; `warnings` receives what Earshot could not
    /// model faithfully, with JSON paths from the screen's root.
    public static func dump(
        _ screen: Screen, settings: Settings = Settings(), voices: VoiceLibrary = .shared, warnings: inout [InputWarning]
    ) throws(ScenarioError) -> [String] {
        let run = try perform(
            Scenario(name: screen.name, screen: screen, settings: settings, steps: []), voices: voices, extent: .appearing)
        warnings += run.warnings
        return run.dumpLines
    }
}
