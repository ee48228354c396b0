/// One state of the app as VoiceOver saw it during a run (`Run.states`): the views, bottom
/// layer first, and the element list built from the top one. Made by the session each time it
/// builds a list that differs from the last.
package struct RunState: Sendable {
    /// The screen, then what is presented over it; the element list is of the last.
    package var layers: [Layer]
    /// The element list built from the top layer.
    package var elements: ElementList
    /// When it was built, on the speech clock.
    package var time: Int
    /// The step that made it (its index in the scenario's steps); nil for the start.
    package var step: Int?
    /// The ``TranscriptEvent/sequence`` of the first event posted while it stood: an event
    /// belongs to the last state whose `firstSequence` is not after its own.
    package var firstSequence: Int

    /// One layer of a state's views: the screen, or a presented sheet or alert.
    package struct Layer: Sendable {
        /// Its views, numbered as the run numbered them.
        package var root: Node
        /// Whether it is a system alert.
        package var isAlert: Bool
    }
}
