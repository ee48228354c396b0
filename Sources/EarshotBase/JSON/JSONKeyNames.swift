import Foundation

/// The object keys a reader expects, matched against a key's bytes as the key is read: a key
/// that is one of them is not made into a String (the name's own is used), and the reader is
/// told which name it is (`JSONCursor.keyIndex`), so it needs no lookup of its own.
///
/// Looked up by the key's `KeyHash`, which the duplicate-key check computes anyway: a known key
/// is hashed once.
package struct JSONKeyNames: Sendable {
    /// The names, in the order the reader gave them.
    package let names: [String]
    /// Each name's `KeyHash`, for the duplicate-key check.
    let hashes: [UInt32]
    /// The names' UTF-8 bytes one after another: name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// An index into `names` + 1, or 0 for an empty slot, by the low bits of a name's hash.
    private let slots: [UInt16]
    private let mask: Int
    /// The names of at most 8 bytes again, each as one word of its bytes (`word(_:)`), looked up
    /// by the word alone: no hash of the bytes, no comparison of them one by one. Slot by slot,
    /// an index into `names` + 1 (0: empty) and the name's word.
    private let shortSlots: [UInt16]
    private let shortWords: [UInt64]
    private let shortMask: Int

    /// No names: every key is read as a String.
    package static let none = JSONKeyNames([])

    /// A table of `names`, each at its index in `names` (of equal names, the first is found).
    package init(_ names: [String]) {
        var capacity = 16
        while capacity < 4 * names.count { capacity *= 2 }
        mask = capacity - 1
        var slots = [UInt16](repeating: 0, count: capacity)
        var kept: [String] = []
        var bytes: [UInt8] = []
        var starts = [0]
        var hashes: [UInt32] = []
        for name in names {
            let utf8 = Array(name.utf8)
            let (hash, ascii) = KeyHash.fold(utf8)
            hashes.append(KeyHash.make(hash, ascii: ascii))
            var slot = Int(hash) & mask
            var known = false
            while slots[slot] != 0 {
                if kept[Int(slots[slot]) - 1] == name {
                    known = true
                    break
                }
                slot = (slot + 1) & mask
            }
            kept.append(name)
            bytes += utf8
            starts.append(bytes.count)
            if !known { slots[slot] = UInt16(kept.count) }
        }
        self.names = kept
        self.hashes = hashes
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
        shortMask = mask
        var shortSlots = [UInt16](repeating: 0, count: capacity)
        var shortWords = [UInt64](repeating: 0, count: capacity)
        for (index, name) in kept.enumerated() where name.utf8.count <= 8 {
            let word = Array(name.utf8).withUnsafeBufferPointer { Self.word($0) }
            var slot = Self.slot(of: word) & mask
            var known = false
            while shortSlots[slot] != 0 {
                known = known || shortWords[slot] == word
                slot = (slot + 1) & mask
            }
            if known { continue }
            shortSlots[slot] = UInt16(index + 1)
            shortWords[slot] = word
        }
        self.shortSlots = shortSlots
        self.shortWords = shortWords
    }

    /// The bytes of a name of at most 8 bytes as one little-endian word, the rest zero: as no
    /// byte of a name is 0 (a key's control bytes are escaped), two names are equal exactly when
    /// their words are.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for (offset, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(offset)) }
        return word
    }

    @inline(__always)
    private static func slot(of word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    /// The index of the name of at most 8 bytes whose `word(_:)` is `word`.
    @inline(__always)
    func index(ofWord word: UInt64) -> Int? {
        var slot = Self.slot(of: word) & shortMask
        while true {
            let entry = shortSlots[slot]
            if entry == 0 { return nil }
            if shortWords[slot] == word { return Int(entry) - 1 }
            slot = (slot + 1) & shortMask
        }
    }

    /// The index of the name whose UTF-8 bytes are `key`, hashed as `hash` (`KeyHash.fold`).
    @inline(__always)
    func index(of key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let start = starts[index]
            if starts[index + 1] - start == key.count,
                bytes.withUnsafeBufferPointer({ names in
                    guard let base = names.baseAddress, let keyBase = key.baseAddress else { return key.isEmpty }
                    return memcmp(base + start, keyBase, key.count) == 0
                })
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
