/// Indices by name: an open-addressing hash table of indices, keyed by the bytes of names,
/// that never holds a name itself (the caller compares the candidates it finds). A system
/// file keeps its variables in one (interned while the file is read from its bytes, and
/// answering `SystemFile.variableIndex(named:)` afterwards); its reader finds duplicate
/// constraint ids with another.
///
/// A slot holds `index + 1` in its low 32 bits (0: empty) and the low 32 bits of the name's
/// hash in its high 32 bits; the hash's low bits pick the first slot, so growing the table
/// needs no name, and a probe compares a name only when its 32 hash bits match.
///
// snippet: given @testable import TrellisFormats
/// ```swift
/// let names = ["x", "y"]
/// var table = NameTable()
/// for (index, name) in names.enumerated() {
///     table.insert(hash: NameTable.hash(of: name), index: index)
/// }
/// let found = table.lookup(hash: NameTable.hash(of: "y")) { names[$0] == "y" }  // 1
/// ```
struct NameTable: Sendable {
    private var slots: [UInt64] = []
    private(set) var count = 0

    /// FNV-1a over the bytes, then a multiplication that spreads every byte over the low bits.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hash = hash &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 32)
    }

    /// The hash of `name`'s UTF-8.
    static func hash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0) }
    }

    /// The index of the name with `hash` that `matches` accepts (given an index), if any.
    ///
    /// - Complexity: O(1) expected.
    func lookup(hash: UInt64, matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let tag = hash << 32
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[position]
            if slot == 0 { return nil }
            let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
            if slot & 0xFFFF_FFFF_0000_0000 == tag && matches(index) { return index }
            position = (position + 1) & mask
        }
    }

    /// Adds a name the table does not hold yet, with its hash and its index (below 2^32 - 1).
    ///
    /// - Complexity: O(1) amortized.
    mutating func insert(hash: UInt64, index: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        place(tag: hash << 32, hash: hash, value: UInt64(truncatingIfNeeded: index + 1))
        count += 1
    }

    private mutating func place(tag: UInt64, hash: UInt64, value: UInt64) {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position] != 0 { position = (position + 1) & mask }
        slots[position] = tag | value
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(64, old.count * 2))
        for slot in old where slot != 0 {
            let hash = slot >> 32  // the low 32 bits of the hash, enough to pick a slot
            place(tag: slot & 0xFFFF_FFFF_0000_0000, hash: hash, value: slot & 0xFFFF_FFFF)
        }
    }
}
