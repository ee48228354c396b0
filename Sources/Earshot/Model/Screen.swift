/// One screen: the accessibility tree as the app declares it, with the facts that change how
/// VoiceOver reads it (framework, layout direction, device).
public struct Screen: Sendable {
    public var name: String
    public var language: String
    public var framework: Framework
    public var layoutDirection: LayoutDirection
    public var device: Device
    public var root: Node

    public init(
        name: String = "Screen", language: String = "en", framework: Framework = .swiftui,
        layoutDirection: LayoutDirection = .leftToRight, device: Device = .phone, root: Node
    ) {
        self.name = name
        self.language = language
        self.framework = framework
        self.layoutDirection = layoutDirection
        self.device = device
        self.root = root
    }
}

public enum Framework: String, Sendable, CaseIterable {
    case swiftui, uikit
}

public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

public enum Device: String, Sendable, CaseIterable {
    case phone, pad

    /// Two frames sit in one row when their tops differ by less than this many points.
    /// (AccessibilitySnapshot, "derived via experimentation".)
    public var rowTolerance: Double { self == .phone ? 8 : 13 }
}
