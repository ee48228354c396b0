/// How a transcript is written: Earshot's text form (FORMAT.md §3.1), or as Xcode 27's
/// `XCUIVoiceOverService` returns each utterance, so a recorded walk and Earshot's output can be
/// diffed directly.
public enum TranscriptStyle: String, Sendable, CaseIterable {
    /// Parts joined by ", ", the hint on its own `[hint]` line: `Notifications, Switch button, On`.
    case earshot
    /// Parts joined by single spaces, a switch's state in lower case, the hint inside the same
    /// utterance with its own final period: `Notifications Switch button on Double tap to toggle setting.`
    ///
    /// From real walks (Xcode 27.0, iOS 27.0 simulator; `Scenarios/RealVoiceOver/README.md`):
    /// IRS-Public/aloud `test/fixtures/voiceover-ios27.json` (`Same label Button`, the switch line
    /// above), gewill/OpenCCman (`What’s New Heading`), gvanderclay/blocklog (`selected Set 1
    /// done Button`: "Selected" in lower case). Other words (Tab, Link, Adjustable, Actions
    /// available) are kept as Earshot writes them: no public walk shows them.
    case voiceover
}
