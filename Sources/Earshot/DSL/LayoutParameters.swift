// SwiftUI's layout parameters, accepted so a view body pastes with few changes.
// VoiceOver's reading order in SwiftUI follows declaration order, not layout, so Earshot
// ignores them all; UIKit screens state their geometry with `.frame(x:y:width:height:)`.

/// `VStack(alignment:)`; ignored.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

/// `HStack(alignment:)`; ignored.
public enum VerticalAlignment: Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// `ZStack(alignment:)`; ignored.
public enum Alignment: Sendable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A layout axis; `ScrollView(.horizontal)` takes a set of them. Ignored.
public enum Axis: Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
