/// One screen: the accessibility tree as the app declares it, with the facts that change how
/// VoiceOver reads it (framework, layout direction, device).
public struct Screen: Sendable {
    public var name: String
    public var language: String
    public var framework: Framework
    public var layoutDirection: LayoutDirection
    public var device: Device
    public var root: Node

    /// - Parameter layoutDirection: nil: the language's own direction (right to left for
    ///   Arabic, Hebrew, Persian and Urdu; see ``LayoutDirection/natural(forLanguage:)``).
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

public enum Framework: String, Sendable, CaseIterable {
    case swiftui, uikit
}

public enum LayoutDirection: String, Sendable, CaseIterable {
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

public enum Device: String, Sendable, CaseIterable {
    case phone, pad

    /// Two frames sit in one row when their tops differ by less than this many points.
    /// (AccessibilitySnapshot, "derived via experimentation".)
    public var rowTolerance: Double { self == .phone ? 8 : 13 }
}
