// SwiftUI's layout parameters, accepted so a view body pastes with few changes.
// VoiceOver's reading order in SwiftUI follows declaration order, not layout, so Earshot
// ignores them all; UIKit screens state their geometry with `.frame(x:y:width:height:)`.

/// `VStack(alignment:)`; ignored.
public enum HorizontalAlignment: Sendable {
    /// SwiftUI's horizontal alignments.
    case leading, center, trailing
}

/// `HStack(alignment:)`; ignored.
public enum VerticalAlignment: Sendable {
    /// SwiftUI's vertical alignments.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// `ZStack(alignment:)`; ignored.
public enum Alignment: Sendable {
    /// SwiftUI's alignments.
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A layout axis; `ScrollView(.horizontal)` takes a set of them. Ignored.
public enum Axis: Sendable {
    /// Across or down.
    case horizontal, vertical

    /// A set of axes, as `ScrollView(_:)` takes it.
    public struct Set: OptionSet, Sendable {
        /// The axes as bits.
        public let rawValue: UInt8
        /// Axes from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
