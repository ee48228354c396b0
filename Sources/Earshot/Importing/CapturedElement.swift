/// One element of a captured accessibility tree, in the words every capture format shares
/// (`../shared/reference/tree-formats.md` §7: one node model for all formats).
///
/// `type` is an `XCUIElement.ElementType` case name (`Button`, `StaticText`, `Other` ...):
/// XCUITest prints it, WebDriverAgent writes it with the `XCUIElementType` prefix, the
/// snapshot dictionary gives its raw value, idb gives the AX role without `AX`.
public struct CapturedElement: Sendable {
    public var type: String
    public var label: String?
    public var identifier: String?
    public var value: String?
    public var placeholder: String?
    public var title: String?
    /// `accessibilityHint`, where the format carries it (idb `help`, AccessibilitySnapshot).
    public var hint: String?
    public var frame: Frame?
    public var isEnabled = true
    public var isSelected = false
    public var isMainWindow = false
    /// Trait names the capture states, lower-cased without spaces (`button`, `header`,
    /// `backbutton`); nil when the format carries none (XCUITest, the snapshot dictionary).
    public var traits: Set<String>?
    /// Whether VoiceOver can focus it, when the capture says so (WebDriverAgent `accessible`).
    public var isAccessible: Bool?
    /// Whether the capture already lists only what assistive technology sees (idb,
    /// AccessibilitySnapshot): every element with a label is a stop, nothing is nested inside one.
    public var isAssistiveView = false
    public var customActions: [String] = []
    public var children: [CapturedElement] = []
    /// The line of the capture it was read from, for messages.
    public var line: Int?

    public init(type: String) { self.type = type }

    /// The label, or nil when it is empty.
    var spokenLabel: String? {
        guard let label, !label.isEmpty else { return nil }
        return label
    }

    var hasSize: Bool {
        guard let frame else { return true }
        return frame.width > 0 && frame.height > 0
    }
}

/// The capture formats Earshot reads (`earshot import --from`).
public enum CaptureFormat: String, Sendable, CaseIterable {
    /// `XCUIElement.debugDescription` (and the snapshot lists XCTest prints in its failures),
    /// and `XCUIElementSnapshot.dictionaryRepresentation` as JSON.
    case xcuitest
    /// Appium / WebDriverAgent page source, XML or JSON.
    case appium
    /// `idb ui describe-all` (flat or `--nested`) and `idb ui describe-point`.
    case idb
    /// cashapp/AccessibilitySnapshot's `[AccessibilityHierarchy]`, encoded as JSON.
    case accessibilitysnapshot

    /// How messages name it.
    public var displayName: String {
        switch self {
        case .xcuitest: return "XCUITest debugDescription"
        case .appium: return "Appium page source"
        case .idb: return "idb describe-all"
        case .accessibilitysnapshot: return "AccessibilitySnapshot hierarchy"
        }
    }
}

/// A capture as read: its top elements, and what the reader noticed on the way.
public struct Capture: Sendable {
    public var format: CaptureFormat
    /// What exactly was read ("XCUITest debugDescription", "WebDriverAgent XML source" ...).
    public var variant: String
    public var roots: [CapturedElement]
    /// Things lost or guessed while reading (truncation, skipped lines), for stderr.
    public var notes: [String] = []
    /// Whether the format carries hints at all.
    public var carriesHints: Bool
    /// Whether the format carries traits (header, ...) at all.
    public var carriesTraits: Bool

    public init(format: CaptureFormat, variant: String, roots: [CapturedElement], carriesHints: Bool, carriesTraits: Bool) {
        self.format = format
        self.variant = variant
        self.roots = roots
        self.carriesHints = carriesHints
        self.carriesTraits = carriesTraits
    }

    /// The number of elements read.
    public var elementCount: Int {
        var count = 0
        var stack = roots
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.children)
        }
        return count
    }
}
