/// The hashes of ASCII strings' bytes, to tell that strings are all different without keeping
/// them: an insert that finds its hash there already means the string may have come before (an
/// equal one, or another of the same hash), and the caller then compares the strings themselves.
///
/// ASCII only: two ASCII strings are equal exactly when their bytes are, where Swift's `==` finds
/// other strings equal by canonical equivalence ("é" written as one scalar or two).
/// Hashed with a seed of this process, as `StringSet` is, so no file can choose strings that
/// crowd the slots.
@usableFromInline
package struct ASCIIHashSet {
    /// A hash, never 0, or 0 for an empty slot.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var count = 0
    @usableFromInline let seed = UInt64.random(in: 0...UInt64.max)

    /// An empty set.
    package init() {
        slots = [UInt64](repeating: 0, count: 1024)
    }

    /// Adds the hash of `bytes`: false when a string of the same hash was added before, nil
    /// (and nothing added) when `bytes` are not all ASCII.
    ///
    /// - Complexity: amortized O(`bytes.count`).
    @inlinable
    package mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = bytes.baseAddress else { return insert(hash: 0x9E37_79B9_7F4A_7C15 ^ seed) }
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }
        // Eight bytes at a time, the last eight overlapping the words before when the count is
        // no multiple of 8 (the count is hashed too); fewer than eight, one word of them.
        let count = bytes.count
        let prime: UInt64 = 0x100_0000_01B3
        var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        var bits: UInt64 = 0
        if count >= 8 {
            var offset = 0
            while count - offset > 8 {
                bits |= word(offset)
                hash = (hash ^ word(offset)) &* prime
                offset += 8
            }
            bits |= word(count - 8)
            hash = (hash ^ word(count - 8)) &* prime
        } else {
            for index in 0..<count { bits |= UInt64(base[index]) << (8 * UInt64(index)) }
            hash = (hash ^ bits) &* prime
        }
        guard bits & 0x8080_8080_8080_8080 == 0 else { return nil }
        return insert(hash: hash)
    }

    /// Adds `hash`, mixed first: false when it is there already.
    @usableFromInline @inline(__always)
    mutating func insert(hash: UInt64) -> Bool {
        // A final mix (of splitmix64), so that the low bits used as a slot depend on every byte;
        // never 0, which marks an empty slot.
        var hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        if hash == 0 { hash = 1 }
        if 2 * (count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        return slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                if slots[slot] == hash { return false }
                slot = (slot + 1) & mask
            }
            slots[slot] = hash
            count += 1
            return true
        }
    }

    @usableFromInline mutating func grow() {
        var grown = [UInt64](repeating: 0, count: 4 * slots.count)
        let mask = grown.count - 1
        for hash in slots where hash != 0 {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = hash
        }
        slots = grown
    }
}
