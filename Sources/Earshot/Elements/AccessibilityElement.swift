import EarshotBase

/// One stop of VoiceOver's cursor: what a swipe lands on, with everything needed to say it and
/// to act on it.
package struct AccessibilityElement: Sendable {
    /// Identity that survives rebuilds of the element list: the serial of the node that made
    /// the element, and a part number for views that make several elements (segments).
    package var key: ElementKey
    /// The `id` of the node that made the element, if it has one.
    package var id: String?
    package var label: String
    package var value: String
    package var hint: String
    /// The element's own language (`accessibilityLanguage`, or the screen's).
    package var language: String
    package var actions: [CustomAction]
    /// The containers around the element, outermost first (indices into `ElementList.containers`).
    package var containers: [Int]
    package var frame: Frame?
    /// Where the view that made it is (an entry of its list's `ViewPaths`); `ViewPaths.root`
    /// for the root, and for an element no builder kept.
    package var pathEntry: Int32 = ViewPaths.root
    /// What double tap, swipe up and swipe down do besides the app's reactions.
    package var control: Control
    package var traits: Traits
    package var sourceSerial: Int
    /// Nodes whose reactions answer gestures on this element, nearest first: the element's own
    /// node, the default-action child of a combined element, then its ancestors.
    package var activationSerial: Int? {
        get { rare.number(narrow: storedActivationSerial, wide: { $0.activationSerial }) }
        set { rare.setNumber(newValue, narrow: &storedActivationSerial, wide: { $0.activationSerial = $1 }) }
    }
    package var headingLevel: Int? {
        get { rare.field({ $0.headingLevel }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.headingLevel = $1 } }
    }
    package var speech: SpeechAttributes? {
        get { rare.field({ $0.speech }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.speech = $1 } }
    }
    package var inputLabels: [String] {
        get { rare.field({ $0.inputLabels }, else: []) }
        set { rare.set(newValue, isDefault: newValue.isEmpty) { $0.inputLabels = $1 } }
    }
    /// "N of M" among tabs or segments.
    package var position: Position? {
        get { rare.field({ $0.position }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.position = $1 } }
    }
    /// Whether ``value`` is a number Earshot wrote for a control (a slider's percentage, a
    /// stepper's value, a badge's count): written and spoken in VoiceOver's language, not the app's.
    package var valueIsVoiceOvers: Bool {
        get { rare.field({ $0.valueIsVoiceOvers }, else: false) }
        set { rare.set(newValue, isDefault: !newValue) { $0.valueIsVoiceOvers = $1 } }
    }
    /// How such a value is read aloud when that is not its text (a Japanese "80%": "80パーセント").
    package var valueReading: String? {
        get { rare.field({ $0.valueReading }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.valueReading = $1 } }
    }
    /// `accessibilityCustomContent`: high importance is spoken after the trait words, the rest
    /// through the More Content rotor (VOICEOVER.md §1).
    package var customContent: [CustomContent] {
        get { rare.field({ $0.customContent }, else: []) }
        set { rare.set(newValue, isDefault: newValue.isEmpty) { $0.customContent = $1 } }
    }
    /// Where the element stands in a data table; nil outside one.
    package var tableCell: TableCell? {
        get { rare.field({ $0.tableCell }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.tableCell = $1 } }
    }
    /// The view that swipes up and down adjust, when it is not the element's own (a slider
    /// inside a combined element).
    package var adjustmentSerial: Int? {
        get { rare.field({ $0.adjustmentSerial }, else: nil) }
        set { rare.set(newValue, isDefault: newValue == nil) { $0.adjustmentSerial = $1 } }
    }

    // A screen may have a million elements: what few of them have lives out of line, so an
    // element is 216 bytes instead of 320.
    private var storedActivationSerial = Int.min
    private var rare: OutOfLine<RareParts>

    private struct RareParts: Sendable, Equatable, OutOfLineValue {
        static let outOfLineDefault = Self()
        var headingLevel: Int?
        var speech: SpeechAttributes?
        var inputLabels: [String] = []
        var position: Position?
        var adjustmentSerial: Int?
        var valueIsVoiceOvers = false
        var valueReading: String?
        var customContent: [CustomContent] = []
        var tableCell: TableCell?
        /// `activationSerial` when it is nil or `Int.min`.
        var activationSerial: Int?
    }

    package struct Position: Sendable, Equatable {
        package var index: Int
        package var count: Int
    }

    /// A cell of a data table (`UIAccessibilityContainerDataTable`, SwiftUI `Table`): its row and
    /// column, 1-based, the column headers being row 1, and its column's header.
    package struct TableCell: Sendable, Equatable {
        /// The serial of the table's view.
        package var table: Int
        package var row: Int
        package var column: Int
        /// The header of its column; nil for a header itself.
        package var columnHeader: String?

        /// What moving here from `previous` (the cell focus was on, nil for none) makes VoiceOver
        /// say: the row when it is another row, the column and its header when another column;
        /// both when focus comes from outside the table.
        package func changes(from previous: TableCell?) -> (row: Bool, column: Bool) {
            guard let previous, previous.table == table else { return (true, true) }
            return (previous.row != row, previous.column != column)
        }
    }
}

// The initialiser is in an extension, so the struct keeps its memberwise one (private, as
// `rare` is), and it sets `self` whole from it: an element made field by field in an
// initialiser of the struct's own was made aside and copied out whole (216 bytes, a dozen
// references) for every element of a screen.
extension AccessibilityElement {
    init(
        key: ElementKey, id: String?, label: String, value: String, hint: String, traits: Traits, headingLevel: Int?, language: String,
        speech: SpeechAttributes?, actions: [CustomAction], inputLabels: [String], position: Position?, containers: [Int], frame: Frame?,
        control: Control, activationSerial: Int?, sourceSerial: Int, adjustmentSerial: Int?, valueIsVoiceOvers: Bool = false,
        valueReading: String? = nil
    ) {
        // Stored as `activationSerial`'s setter stores it, without calling it on a half-made
        // element.
        let narrowSerial = activationSerial.flatMap { $0 == Int.min ? nil : $0 }
        // Most elements have none of the rare parts: nothing is made, copied or compared.
        let rare =
            headingLevel == nil && speech == nil && inputLabels.isEmpty && position == nil && adjustmentSerial == nil
                && !valueIsVoiceOvers && valueReading == nil && narrowSerial != nil
            ? OutOfLine<RareParts>()
            : OutOfLine(
                RareParts(
                    headingLevel: headingLevel, speech: speech, inputLabels: inputLabels, position: position,
                    adjustmentSerial: adjustmentSerial, valueIsVoiceOvers: valueIsVoiceOvers, valueReading: valueReading,
                    activationSerial: narrowSerial == nil ? activationSerial : nil))
        self = AccessibilityElement(
            key: key, id: id, label: label, value: value, hint: hint, language: language, actions: actions, containers: containers,
            frame: frame, control: control, traits: traits, sourceSerial: sourceSerial, storedActivationSerial: narrowSerial ?? .min,
            rare: rare)
    }
}

package struct ElementKey: Sendable, Hashable {
    package var serial: Int
    package var part: Int

    package init(serial: Int, part: Int = 0) {
        self.serial = serial
        self.part = part
    }
}

/// The built-in behaviour of a standard control.
package enum Control: Sendable, Equatable {
    case none
    case toggle
    /// Slider or stepper: moves by `step` within `range`.
    case stepped(range: ClosedRange<Double>, step: Double, percent: Bool)
    /// Wheel picker: moves through the options.
    case wheel(options: [String])
    /// One segment of a segmented picker.
    case segment(option: String)
    case textInput
    case tab
    /// A `Menu`: a pop-up button; a double tap presents its items.
    case menu
    /// A `PageControl` of `count` pages: swipes up and down move one page, within them.
    case page(count: Int)
}

/// A container VoiceOver knows about: its description is spoken when focus enters it, and the
/// Containers rotor moves between them.
package struct ContainerInfo: Sendable {
    package var serial: Int
    /// What is spoken on entry: the container's label, or its kind ("Tab bar").
    package var description: String?
    package var language: String
    /// A system alert: VoiceOver says "Alert" as focus enters it, before its title
    /// (VOICEOVER.md §4).
    package var isAlert = false
    /// Disabled (`.disabled(true)` on it or above it): its state is spoken with its description,
    /// `Variant dimmed` (VOICEOVER.md §2).
    package var isDisabled = false
}

/// VoiceOver's view of a screen: its elements in navigation order and their containers.
package struct ElementList: Sendable {
    package private(set) var elements: [AccessibilityElement]
    package let containers: [ContainerInfo]
    /// What the builder could not model faithfully (`InputWarning`).
    package internal(set) var warnings: [InputWarning] = []
    /// Where the views that made the elements are (each element's `pathEntry`).
    package internal(set) var paths = ViewPaths()
    private let positions: IndexTable
    /// The table of ids, made the first time an element is looked up by id (a listen without
    /// steps never does): hashing every id of a long list costs as much as reading them.
    private let positionsByID = Locked<IndexTable?>(nil)
    /// No two elements share a key, so the element at an index with key `k` is `index(of: k)`.
    package var keysAreUnique: Bool { !positions.hasRepeats }

    package init(elements: [AccessibilityElement] = [], containers: [ContainerInfo] = []) {
        self.elements = elements
        self.containers = containers
        positions = IndexTable(count: elements.count, hash: Self.hash) { elements[$0].key }
    }

    /// Puts `element` in place of the element at `index`, which has the same key and id: the
    /// tables of keys and ids stand as they are (`ElementListBuilder+Splice`).
    /// - Complexity: O(1) when the list's storage is its own, else O(n) (a copy).
    mutating func replace(at index: Int, with element: AccessibilityElement) {
        assert(elements[index].key == element.key && elements[index].id == element.id, "a replaced element keeps its key and id")
        elements[index] = element
    }

    /// The first element with this key. - Complexity: O(1).
    package func index(of key: ElementKey) -> Int? { positions.first(key, hash: Self.hash) { elements[$0].key } }

    /// `index(of: key)` when the caller has a good guess (`hint`) where the element is: checking
    /// it touches the element the caller reads next, where the lookup touches a slot of the
    /// table anywhere in memory (a cache miss on every swipe of a large screen).
    package func index(of key: ElementKey, hint: Int) -> Int? {
        if keysAreUnique, elements.indices.contains(hint), elements.withUnsafeBufferPointer({ $0[hint].key == key }) { return hint }
        return index(of: key)
    }

    /// The first element with this id. - Complexity: O(1).
    package func index(ofID id: String) -> Int? {
        positionsByID.withLock { table in
            let made = table ?? IndexTable(count: elements.count, hash: \.hashValue) { elements[$0].id }
            table = made
            return made.first(id, hash: \.hashValue) { elements[$0].id }
        }
    }

    /// The JSON path of the view that made the element at `index`: `root.VStack[2].Button[0]`.
    /// - Complexity: O(depth).
    package func path(of index: Int) -> String { paths.path(of: elements[index].pathEntry) }

    /// How a transcript names the element at `index`: its id and its path.
    package func reference(of index: Int) -> ElementReference {
        ElementReference(id: elements[index].id, path: path(of: index))
    }

    /// Keys are small numbers the reader gave out, not chosen by anyone: a multiplicative
    /// hash spreads them well and costs far less than `Hasher` on every swipe.
    private static func hash(_ key: ElementKey) -> Int {
        let mixed = (UInt64(truncatingIfNeeded: key.serial) &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: key.part)
        return Int(truncatingIfNeeded: ((mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32)
    }
}

/// A hash index into an array that the array's own values are the keys of: open addressing over
/// 32-bit slots (an index + 1, or 0 for empty), 8 bytes an element where a dictionary takes
/// about 50, which matters for a million elements.
struct IndexTable: Sendable {
    private var slots: [UInt32]
    private let mask: Int
    /// Two indices had equal keys (only the first is kept).
    private(set) var hasRepeats = false

    /// Indexes `0..<count` by `key(index)`; indices with a nil key are left out, and of equal
    /// keys the first index is kept.
    init<Key: Equatable>(count: Int, hash: (Key) -> Int, key: (Int) -> Key?) {
        var capacity = 8
        while capacity < 2 * count { capacity *= 2 }
        mask = capacity - 1
        slots = [UInt32](repeating: 0, count: capacity)
        for index in 0..<count {
            guard let value = key(index) else { continue }
            var slot = hash(value) & mask
            while slots[slot] != 0 {
                if key(Int(slots[slot]) - 1) == value {
                    hasRepeats = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if slots[slot] == 0 { slots[slot] = UInt32(index + 1) }
        }
    }

    /// The first index whose key is `value`.
    func first<Key: Equatable>(_ value: Key, hash: (Key) -> Int, key: (Int) -> Key?) -> Int? {
        var slot = hash(value) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if key(index) == value { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
