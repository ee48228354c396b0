import Earshot

/// One element of a captured accessibility tree, in the words every capture format shares
/// (one node model for all formats, as `ImportingCaptures.md` describes them).
///
/// `type` is an `XCUIElement.ElementType` case name (`Button`, `StaticText`, `Other` ...):
/// XCUITest prints it, WebDriverAgent writes it with the `XCUIElementType` prefix, the
/// snapshot dictionary gives its raw value, idb gives the AX role without `AX`.
package struct CapturedElement: Sendable, Equatable {
    package var type: String
    package var label: String?
    package var identifier: String?
    package var value: String?
    package var placeholder: String?
    package var title: String?
    /// `accessibilityHint`, where the format carries it (idb `help`, AccessibilitySnapshot).
    package var hint: String?
    package var frame: Frame?
    package var isEnabled = true
    package var isSelected = false
    package var isMainWindow = false
    /// XCUITest's `Keyboard Focused`: a text input being edited as the capture was taken.
    package var hasKeyboardFocus = false
    /// Trait names the capture states, lower-cased without spaces (`button`, `header`,
    /// `backbutton`); nil when the format carries none (XCUITest, the snapshot dictionary).
    package var traits: Set<String>?
    /// Whether VoiceOver can focus it, when the capture says so (WebDriverAgent `accessible`).
    package var isAccessible: Bool?
    /// Whether the capture already lists only what assistive technology sees (idb,
    /// AccessibilitySnapshot): every element with a label is a stop, nothing is nested inside one.
    package var isAssistiveView = false
    package var customActions: [String] = []
    package var children: [CapturedElement] = []
    /// The line of the capture it was read from, and the column where it starts there: for
    /// messages, and for the findings about the stop it becomes.
    package var line: Int?
    package var column: Int?

    package init(type: String) { self.type = type }

    /// The label, or nil when it is empty.
    var spokenLabel: String? {
        guard let label, !label.isEmpty else { return nil }
        return label
    }

    var hasSize: Bool {
        guard let frame else { return true }
        return frame.width > 0 && frame.height > 0
    }

    /// Calls `visit` on each element of the trees `roots`, parents before their children, until
    /// it returns false; returns whether it went through them all. The elements are read where
    /// they are: a walk that copies them onto a stack retains every string of each.
    ///
    /// - Complexity: O(n) in the elements; it recurses as deep as they nest (at most
    ///   `CaptureImporter.maximumDepth` levels, on a deep stack).
    @discardableResult
    static func forEach(in roots: [CapturedElement], _ visit: (borrowing CapturedElement) -> Bool) -> Bool {
        roots.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                guard visit(elements[index]) else { return false }
                if !elements[index].children.isEmpty, !forEach(in: elements[index].children, visit) { return false }
            }
            return true
        }
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
package struct Capture: Sendable, Equatable {
    package var format: CaptureFormat
    /// What exactly was read ("XCUITest debugDescription", "WebDriverAgent XML source" ...).
    package var variant: String
    package var roots: [CapturedElement]
    /// Things lost or guessed while reading (truncation, skipped lines), for stderr.
    package var notes: [String] = []
    /// Whether the format carries hints at all.
    package var carriesHints: Bool
    /// Whether the format carries traits (header, ...) at all.
    package var carriesTraits: Bool

    package init(format: CaptureFormat, variant: String, roots: [CapturedElement], carriesHints: Bool, carriesTraits: Bool) {
        self.format = format
        self.variant = variant
        self.roots = roots
        self.carriesHints = carriesHints
        self.carriesTraits = carriesTraits
    }

    /// The number of elements read.
    package var elementCount: Int {
        // The lists still to count, each held by reference: no element is copied.
        var count = 0
        var lists = [roots]
        while let list = lists.popLast() {
            count += list.count
            for index in list.indices where !list[index].children.isEmpty { lists.append(list[index].children) }
        }
        return count
    }
}

extension Capture {
    /// Whether the two captures hold the same elements, where a frame's NaN (a capture may write
    /// `"nan"`) counts as equal to a NaN in the same place: `==` finds `Double.nan` unequal to
    /// itself. For the tests and the fuzzer that compare two readings of one capture.
    package func isSame(as other: Capture) -> Bool {
        var (marked, otherMarked) = (self, other)
        marked.roots = roots.map(Self.markingNaN)
        otherMarked.roots = other.roots.map(Self.markingNaN)
        return marked == otherMarked
    }

    /// The element with each NaN of its frame, and of its descendants' frames, made one number.
    private static func markingNaN(_ element: CapturedElement) -> CapturedElement {
        var element = element
        if let f = element.frame {
            let mark = -Double.greatestFiniteMagnitude
            element.frame = Frame(
                x: f.x.isNaN ? mark : f.x, y: f.y.isNaN ? mark : f.y, width: f.width.isNaN ? mark : f.width,
                height: f.height.isNaN ? mark : f.height)
        }
        element.children = element.children.map(markingNaN)
        return element
    }
}
