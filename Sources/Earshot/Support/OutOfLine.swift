/// A value most instances leave at its default, kept out of line: one pointer in line whatever
/// the value's size, and nothing allocated while it is the default.
///
/// This is the one place the compact types (`Node`, `AccessibilityModifiers`,
/// `AccessibilityElement`, `TranscriptEvent`) keep their rare parts. It has value semantics:
/// the storage is copied before a change when it is shared, a change that brings the value back
/// to its default lets the storage go, and two compare by the value they hold (no storage and
/// storage holding the default are the same value).
///
/// A type's public properties read and write `value` (or a field of it) and nothing else, so
/// what a property returns is exactly what was set, however it is stored.
struct OutOfLine<Value: OutOfLineValue>: Sendable {
    private var box: Box?

    init() {}

    init(_ value: Value) {
        box = value.isDefault ? nil : Box(value)
    }

    /// The value, read in place and changed in place.
    var value: Value {
        _read {
            if let box { yield box.value } else { yield Value() }
        }
        _modify {
            let box = uniqueBox()
            defer { self.box = box.value.isDefault ? nil : box }
            yield &box.value
        }
    }

    /// The storage, only the caller holding it (copied when shared, made when there is none);
    /// the slot stays empty until the caller puts it back.
    private mutating func uniqueBox() -> Box {
        guard isKnownUniquelyReferenced(&box), let unique = box else {
            return Box(box?.value ?? Value())
        }
        box = nil
        return unique
    }

    private final class Box: @unchecked Sendable {
        // Changed only through `uniqueBox()`, which hands it to one owner at a time.
        var value: Value

        init(_ value: Value) { self.value = value }
    }
}

extension OutOfLine: Equatable where Value: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }
}

/// A value `OutOfLine` can keep: `init()` makes the default, the value most instances have.
protocol OutOfLineValue: Sendable {
    init()
    /// Whether this is the default, so it needs no storage. A type that cannot compare says
    /// false: its storage, once made, stays (it is still read and written faithfully).
    var isDefault: Bool { get }
}

extension OutOfLineValue where Self: Equatable {
    var isDefault: Bool { self == Self() }
}

extension OutOfLine {
    /// A number kept in a narrow field in line when it fits there, and at `wide` out of line
    /// when it does not (or when it is nil): `narrow` then holds `N.min`.
    func number<N: FixedWidthInteger & SignedInteger>(narrow: N, wide: KeyPath<Value, Int?>) -> Int? {
        narrow == N.min ? value[keyPath: wide] : Int(narrow)
    }

    /// Stores `number` in `narrow` when it fits there, else at `wide` (see `number(narrow:wide:)`).
    mutating func setNumber<N: FixedWidthInteger & SignedInteger>(_ number: Int?, narrow: inout N, wide: WritableKeyPath<Value, Int?>) {
        let fits = number.flatMap { N(exactly: $0) }.flatMap { $0 == N.min ? nil : $0 }
        narrow = fits ?? N.min
        let outOfLine = fits == nil ? number : nil
        if value[keyPath: wide] != outOfLine { value[keyPath: wide] = outOfLine }
    }
}
