/// One screen: the accessibility tree as the app declares it, with the facts that change how
/// VoiceOver reads it (framework, layout direction, device).
public struct Screen: Sendable {
    /// The screen's name, spoken when it appears.
    public var name: String
    /// The language (BCP 47) its text is spoken in.
    public var language: String
    /// Whether the screen is SwiftUI or UIKit, whose grouping rules differ.
    public var framework: Framework
    /// The reading direction, which orders elements left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// The device the screen runs on.
    public var device: Device
    /// The root view.
    public var root: Node
    /// Where each view is written, by serial, when the screen was read from a file or a capture.
    package var positions: SourcePositions?

    /// A screen from its root view and settings.
    ///
    /// - Parameters:
    ///   - name: shown in reports and failures.
    ///   - language: the app's language, a BCP 47 tag; picks the phrasebook.
    ///   - framework: SwiftUI (declaration order) or UIKit (geometric order where frames are given).
    ///   - layoutDirection: nil: the language's own direction (right to left for
    ///     Arabic, Hebrew, Persian and Urdu; see ``LayoutDirection/natural(forLanguage:)``).
    ///   - device: phone or pad (the row tolerance of geometric order).
    ///   - root: the root view.
    public init(
        name: String = "Screen", language: String = "en", framework: Framework = .swiftui,
        layoutDirection: LayoutDirection? = nil, device: Device = .phone, root: Node
    ) {
        self.name = name
        self.language = language
        self.framework = framework
        self.layoutDirection = layoutDirection ?? .natural(forLanguage: language)
        self.device = device
        self.root = root
    }
}

/// The UI framework a screen is written in.
public enum Framework: String, Sendable, CaseIterable {
    /// SwiftUI or UIKit.
    case swiftui, uikit
}

/// The direction text and layout run in.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Left to right (English) or right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft

    /// The languages written right to left, by primary subtag: Arabic, Hebrew, Persian, Urdu
    /// (CLDR `characterOrder` is `right-to-left` for each; `iw` is Hebrew's old code).
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur"]

    /// The direction an app in `language` lays out in when it says nothing else
    /// (`UIView.userInterfaceLayoutDirection` follows the app's language).
    public static func natural(forLanguage language: String) -> LayoutDirection {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary) ? .rightToLeft : .leftToRight
    }
}

/// The kind of device.
public enum Device: String, Sendable, CaseIterable {
    /// iPhone or iPad.
    case phone, pad

    /// Two frames sit in one row when their tops differ by less than this many points.
    /// (AccessibilitySnapshot, "derived via experimentation".)
    public var rowTolerance: Double { self == .phone ? 8 : 13 }
}
