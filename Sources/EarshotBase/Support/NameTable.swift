/// A fixed vocabulary of names (the kinds, the keys a view may carry), looked up by a hash of
/// the name's UTF-8 bytes over open-addressed slots: a `Dictionary<String, _>` hashes every key
/// with a seeded SipHash, which is most of the cost of reading a key of a view.
///
/// The table is made once from names the code lists; a name read from a file is only looked
/// up, so however it is chosen, a lookup costs at most the longest probe of the fixed table.
@usableFromInline
package struct NameTable<Value: Sendable>: Sendable {
    @usableFromInline var names: [String] = []
    @usableFromInline var values: [Value] = []
    /// An index into `names` + 1, or 0 for an empty slot.
    @usableFromInline var slots: [UInt16]
    @usableFromInline let mask: Int

    /// A table of `entries`; of equal names the first is kept.
    package init(_ entries: [(String, Value)]) {
        var capacity = 16
        while capacity < 4 * entries.count { capacity *= 2 }
        mask = capacity - 1
        slots = [UInt16](repeating: 0, count: capacity)
        for (name, value) in entries {
            var slot = Self.hash(name) & mask
            var known = false
            while slots[slot] != 0 {
                if names[Int(slots[slot]) - 1] == name {
                    known = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if known { continue }
            names.append(name)
            values.append(value)
            slots[slot] = UInt16(names.count)
        }
    }

    /// The value of `name`, if it is one of the table's.
    @inlinable
    package subscript(name: String) -> Value? {
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if names[index] == name { return values[index] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a over the bytes, with a final mix so that the low bits used as a slot depend on
    /// every byte.
    @inlinable
    static func hash(_ name: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        if let done = name.utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }) {
            hash = done
        } else {
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }
}

/// A set of strings read from a file (a screen's ids), hashed by their bytes with a seed of this
/// process (so no file can choose names that all collide) over open-addressed slots, sized once:
/// a `Set<String>` of a million ids spends most of its time in SipHash.
@usableFromInline
package struct StringSet {
    @usableFromInline var members: [String] = []
    @usableFromInline var slots: [UInt32]
    @usableFromInline let mask: Int
    @usableFromInline let seed = UInt64.random(in: 0...UInt64.max)

    /// An empty set with room for `capacity` strings (it grows past them).
    package init(minimumCapacity capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        mask = size - 1
        slots = [UInt32](repeating: 0, count: size)
        members.reserveCapacity(capacity)
    }

    /// The strings, in the order they were inserted.
    package var inserted: [String] { members }

    /// Adds `member`; false when it was there already.
    @inlinable
    package mutating func insert(_ member: String) -> Bool {
        if 2 * (members.count + 1) > slots.count { grow() }
        var slot = hash(member) & mask
        while slots[slot] != 0 {
            if members[Int(slots[slot]) - 1] == member { return false }
            slot = (slot + 1) & mask
        }
        members.append(member)
        slots[slot] = UInt32(members.count)
        return true
    }

    /// Whether `member` is in the set.
    @inlinable
    package func contains(_ member: String) -> Bool {
        var slot = hash(member) & mask
        while slots[slot] != 0 {
            if members[Int(slots[slot]) - 1] == member { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    @usableFromInline mutating func grow() {
        var grown = StringSet(minimumCapacity: 2 * members.count + 16)
        for member in members { _ = grown.insert(member) }
        self = grown
    }

    @inlinable
    func hash(_ member: String) -> Int {
        var hash = seed ^ 0xCBF2_9CE4_8422_2325
        if let done = member.utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }) {
            hash = done
        } else {
            for byte in member.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        // A final mix (of splitmix64) so that the low bits depend on every byte and the seed.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: hash ^ (hash >> 31))
    }
}
