import Foundation

/// A screen, a listener's settings, what happens, and what should be heard.
public struct Scenario: Sendable {
    /// The scenario's name, shown in test results.
    public var name: String
    /// The screen the scenario starts on.
    public var screen: Screen
    /// VoiceOver's settings for the run.
    public var settings: Settings
    /// Where focus starts.
    public var start: Start
    /// `nil`: the user swipes right until every element has been spoken once.
    public var steps: [TimedStep]?
    /// The transcript the run must produce, if the scenario states one.
    public var expect: Expectation?
    /// How the expected lines (`expect`, or the golden file) are written: Earshot's text form
    /// (the default) or as Xcode 27's `XCUIVoiceOverService` returns each utterance, so a
    /// recorded walk can be kept as the golden file (`"expectStyle": "voiceover"`).
    public var expectStyle: TranscriptStyle = .earshot
    /// Where the expectation comes from (a device recording with session and minute, an Apple
    /// document, a publication): shown in failures, never interpreted (FORMAT.md §2).
    public var source: String?
    /// The file it was read from, if any.
    public var file: URL?
    /// Where each of `steps` is written, by index, when the scenario was read from a file.
    package var stepPositions: SourcePositions?

    /// A scenario from its parts; see the DSL initializer in `Scenario+DSL.swift` for the usual way.
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
    /// VoiceOver is switched on over the screen: it says "VoiceOver on", and the first
    /// element, focused, is not spoken (recorded walks after `XCUIVoiceOverService.enable()`).
    case voiceOverOn
    /// The app is brought back with VoiceOver on: its name, then the first element
    /// (`VoiceOverFixture, Fixture repeated, Heading`; recorded walks).
    case appActivated(String)
}

/// The expected transcript: lines written in the scenario, or a `.transcript` file.
public struct Expectation: Sendable, Equatable {
    /// The expected transcript lines, in order.
    public var lines: [String]
    /// The golden file the lines came from, when they came from one.
    public var file: URL?
    /// True when `expect` names a golden `file` that does not exist yet: `lines` is empty, a
    /// recording (`earshot test --record`) writes it, and checking against it is an error
    /// (``ScenarioSuite/expectation(for:recording:)``).
    public var fileIsMissing: Bool

    /// Expected lines, with the golden file they were read from (or that is still to be recorded).
    public init(lines: [String], file: URL? = nil, fileIsMissing: Bool = false) {
        self.lines = lines
        self.file = file
        self.fileIsMissing = fileIsMissing
    }
}

/// VoiceOver's settings that change what is heard (FORMAT.md §2.3).
public struct Settings: Sendable, Equatable {
    /// Speak hints after a pause (VoiceOver > Verbosity > Speak Hints).
    public var speakHints: Bool = true
    /// How much punctuation is spoken (VoiceOver > Verbosity > Punctuation).
    public var punctuation: PunctuationLevel = .some
    /// How VoiceOver tells that an element has actions (VoiceOver > Verbosity > Actions).
    public var actions: ActionsVerbosity = .speak
    /// Announce containers such as lists and tab bars on entering them.
    public var containerDescriptions: Bool = true
    /// VoiceOver's speaking rate slider, 0...100.
    public var rate: Double = 50
    /// Overrides the screen's language.
    public var language: String?

    /// VoiceOver's default settings.
    public init() {}
}

/// VoiceOver's punctuation verbosity.
public enum PunctuationLevel: String, Sendable, CaseIterable {
    /// Speak all punctuation, some (the default), or none.
    case all, some, none
}

/// Verbosity > Actions.
public enum ActionsVerbosity: String, Sendable, CaseIterable {
    /// Say "Actions available", play a sound, change the pitch, or say nothing.
    case speak, sound, pitch, none
}
