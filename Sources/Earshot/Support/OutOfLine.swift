/// A value most instances leave at its default, kept out of line: one pointer in line whatever
/// the value's size, and nothing allocated while it is the default.
///
/// This is the one place the compact types (`Node`, `AccessibilityModifiers`,
/// `AccessibilityElement`, `TranscriptEvent`) keep their rare parts. It has value semantics:
/// the storage is copied before a change when it is shared, a change that brings the value back
/// to its default lets the storage go, and two compare by the value they hold (no storage and
/// storage holding the default are the same value).
///
/// What is read and written most often costs least:
/// - Reading when nothing is stored builds nothing: `field(_:else:)` gives the caller's
///   fallback for that one field, and `value` lends the type's one shared default
///   (`OutOfLineValue.outOfLineDefault`).
/// - Writing a field's default when nothing is stored (`set(_:isDefault:_:)`) does nothing: no
///   storage is made and nothing is compared. Only a write that puts a default back into
///   storage asks whether the whole value is now the default, against the shared one.
/// - Numbers kept narrow in line (`number(narrow:wide:)`) are read and written through plain
///   closures, which the compiler inlines, not key paths.
///
/// A type's public properties read and write these (a field of `value`) and nothing else, so
/// what a property returns is exactly what was set, however it is stored.
struct OutOfLine<Value: OutOfLineValue>: Sendable {
    private var box: Box?

    init() {}

    init(_ value: Value) {
        box = value.isDefault ? nil : Box(value)
    }

    /// Whether nothing is stored (the value is the default).
    var isEmpty: Bool { box == nil }

    /// The value, read in place and changed in place. Reading lends the shared default when
    /// nothing is stored; changing makes storage (a change of one field that may leave the
    /// default is better made with `set(_:isDefault:_:)`).
    var value: Value {
        @inline(__always) _read {
            if let box { yield box.value } else { yield Value.outOfLineDefault }
        }
        _modify {
            let box = uniqueBox()
            defer { self.box = box.value.isDefault ? nil : box }
            yield &box.value
        }
    }

    /// `body` of the stored value's address, or of nil when nothing is stored: fields read
    /// through it are loaded one at a time, with no copy of the whole value (reading `value`
    /// into a constant copies it all, and a field read through `value` may too).
    @inline(__always)
    func withStorage<Result>(_ body: (UnsafePointer<Value>?) -> Result) -> Result {
        guard let box else { return body(nil) }
        return withUnsafeMutablePointer(to: &box.value) { body(UnsafePointer($0)) }
    }

    /// One field of the value: `read` of what is stored, or `fallback` (that field's default)
    /// when nothing is.
    @inline(__always)
    func field<Field>(_ read: (Value) -> Field, else fallback: @autoclosure () -> Field) -> Field {
        if let box { return read(box.value) }
        return fallback()
    }

    /// Sets one field with `write`. `isDefault` says whether `newValue` is that field's
    /// default: then, when nothing is stored, nothing needs to be (and nothing is made).
    @inline(__always)
    mutating func set<Field>(_ newValue: Field, isDefault: Bool, _ write: (inout Value, Field) -> Void) {
        if box == nil, isDefault { return }
        let box = uniqueBox()
        write(&box.value, newValue)
        // Only a default put back can leave the whole value at its default.
        self.box = isDefault && box.value.isDefault ? nil : box
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
        // Changed only through `uniqueBox()`, which hands it to one owner at a time, so two
        // accesses never overlap: the runtime's exclusivity check (a call on every read) has
        // nothing to catch.
        @exclusivity(unchecked) var value: Value

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
    /// The default, made once and lent to every reader of a value with nothing stored. A
    /// conforming type declares it `static let outOfLineDefault = Self()`.
    static var outOfLineDefault: Self { get }
    /// Whether this is the default, so it needs no storage. A type that cannot compare says
    /// false: its storage, once made, stays (it is still read and written faithfully).
    var isDefault: Bool { get }
}

extension OutOfLineValue where Self: Equatable {
    var isDefault: Bool { self == Self.outOfLineDefault }
}

extension OutOfLine {
    /// A number kept in a narrow field in line when it fits there, and out of line (`wide`)
    /// when it does not (or when it is nil): `narrow` then holds `N.min`.
    @inline(__always)
    func number<N: FixedWidthInteger & SignedInteger>(narrow: N, wide: (Value) -> Int?) -> Int? {
        narrow == N.min ? field(wide, else: nil) : Int(truncatingIfNeeded: narrow)
    }

    /// Stores `number` in `narrow` when it fits there, else out of line with `wide` (see
    /// `number(narrow:wide:)`).
    @inline(__always)
    mutating func setNumber<N: FixedWidthInteger & SignedInteger>(
        _ number: Int?, narrow: inout N, wide: (inout Value, Int?) -> Void
    ) {
        if let number, number > Int(N.min), number <= Int(N.max) {
            narrow = N(truncatingIfNeeded: number)
            set(nil, isDefault: true, wide)
        } else {
            narrow = N.min
            set(number, isDefault: number == nil, wide)
        }
    }
}
