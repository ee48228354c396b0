import Foundation

/// A screen, a listener's settings, what happens, and what should be heard.
public struct Scenario: Sendable {
    public var name: String
    public var screen: Screen
    public var settings: Settings
    public var start: Start
    /// `nil`: the user swipes right until every element has been spoken once.
    public var steps: [TimedStep]?
    public var expect: Expectation?
    /// Where the expectation comes from (a device recording with session and minute, an Apple
    /// document, a publication): shown in failures, never interpreted (FORMAT.md §2).
    public var source: String?
    /// The file it was read from, if any.
    public var file: URL?

    public init(
        name: String, screen: Screen, settings: Settings = Settings(), start: Start = .speakFirst,
        steps: [TimedStep]? = nil, expect: Expectation? = nil, source: String? = nil, file: URL? = nil
    ) {
        self.name = name
        self.screen = screen
        self.settings = settings
        self.start = start
        self.steps = steps
        self.expect = expect
        self.source = source
        self.file = file
    }
}

/// Where VoiceOver starts when the screen appears.
public enum Start: Sendable, Equatable {
    /// Focus the first element and speak it.
    case speakFirst
    /// Focus this element and speak it.
    case focus(String)
    /// Focus the first element without speaking.
    case silent
}

/// The expected transcript: lines written in the scenario, or a `.transcript` file.
public struct Expectation: Sendable, Equatable {
    public var lines: [String]
    /// The golden file the lines came from, when they came from one.
    public var file: URL?

    public init(lines: [String], file: URL? = nil) {
        self.lines = lines
        self.file = file
    }
}

/// VoiceOver's settings that change what is heard (FORMAT.md §2.3).
public struct Settings: Sendable, Equatable {
    public var speakHints: Bool = true
    public var punctuation: PunctuationLevel = .some
    public var actions: ActionsVerbosity = .speak
    public var containerDescriptions: Bool = true
    /// VoiceOver's speaking rate slider, 0...100.
    public var rate: Double = 50
    /// Overrides the screen's language.
    public var language: String?

    public init() {}
}

public enum PunctuationLevel: String, Sendable, CaseIterable {
    case all, some, none
}

/// Verbosity > Actions.
public enum ActionsVerbosity: String, Sendable, CaseIterable {
    case speak, sound, pitch, none
}
