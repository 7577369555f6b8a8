/// A map from object identity to an `Int32` index: how a solver finds the record of a
/// variable or constraint it was handed.
///
/// Open addressing with linear probing over a power-of-two table kept at most half full,
/// hashed by multiplying the object's address by a 64-bit odd constant and keeping the top
/// bits (Fibonacci hashing; addresses differ mostly in their middle bits). Removal shifts
/// the rest of the probe run back, so there are no tombstones. A `Dictionary` keyed by
/// `ObjectIdentifier` spends most of a lookup in SipHash, which defends against chosen
/// keys; addresses are not chosen by an adversary, and building a 111-constraint solver
/// does some 600 lookups and insertions. A bucket holds its key and its value side by side:
/// one allocation per table, and a lookup reads one cache line.
package struct IdentityTable {
    /// One bucket: an object's address (0 marks an empty bucket) and its index.
    private struct Bucket {
        var key: UInt
        var value: Int32
    }

    private var buckets: [Bucket] = []
    /// `64 - log2(buckets.count)`: the shift that keeps a hash's top bits.
    private var shift: UInt64 = 64
    /// Number of keys stored.
    package private(set) var count = 0

    /// An empty table (its first insertion allocates 16 buckets).
    package init() {}

    @inline(__always)
    private func bucket(of key: UInt) -> Int { Self.bucket(of: key, shift: shift) }

    /// The home bucket of an address `key` in a table of `2^(64 - shift)` buckets: the top
    /// bits of its product with a 64-bit odd constant (also ``IdentitySet``'s hash).
    @inline(__always)
    static func bucket(of key: UInt, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The index stored for `id`, or `nil`; assigning `nil` removes it.
    package subscript(id: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let key = UInt(bitPattern: id)
            let mask = buckets.count &- 1
            var b = bucket(of: key)
            while true {
                let k = buckets[b].key
                if k == key { return buckets[b].value }
                if k == 0 { return nil }
                b = (b &+ 1) & mask
            }
        }
        set {
            let key = UInt(bitPattern: id)
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    private mutating func insert(_ key: UInt, _ value: Int32) {
        if (count &+ 1) &* 2 > buckets.count { grow() }
        let mask = buckets.count &- 1
        var b = bucket(of: key)
        while true {
            let k = buckets[b].key
            if k == key {
                buckets[b].value = value
                return
            }
            if k == 0 {
                buckets[b] = Bucket(key: key, value: value)
                count &+= 1
                return
            }
            b = (b &+ 1) & mask
        }
    }

    private mutating func remove(_ key: UInt) {
        guard count > 0 else { return }
        let mask = buckets.count &- 1
        var b = bucket(of: key)
        while buckets[b].key != key {
            if buckets[b].key == 0 { return }
            b = (b &+ 1) & mask
        }
        // Backward-shift deletion: move later members of the run into the hole when their
        // home bucket does not lie (cyclically) after the hole.
        var hole = b
        var next = (hole &+ 1) & mask
        while buckets[next].key != 0 {
            let home = bucket(of: buckets[next].key)
            let distanceToNext = (next &- home) & mask
            let distanceToHole = (hole &- home) & mask
            if distanceToHole <= distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        buckets[hole].key = 0
        count &-= 1
    }

    /// Forgets every key. A table of up to `keepingUpTo` buckets keeps them (zeroed), so a
    /// table emptied and refilled with a few keys again and again allocates nothing; a
    /// larger one is released.
    package mutating func removeAll(keepingUpTo limit: Int = 64) {
        guard count > 0 else { return }
        if buckets.count > limit {
            self = IdentityTable()
            return
        }
        for b in buckets.indices { buckets[b].key = 0 }
        count = 0
    }

    /// Makes room for `capacity` keys in all without growing again: an empty table takes
    /// its final size in one allocation.
    package mutating func reserve(_ capacity: Int) {
        let size = Self.bucketCount(for: capacity)
        if size > buckets.count { grow(to: size) }
    }

    /// The buckets that hold `capacity` keys at most half full: a power of two, at least 16.
    static func bucketCount(for capacity: Int) -> Int {
        var size = 16
        while size < capacity &* 2 { size &*= 2 }
        return size
    }

    /// Doubles the table (16 buckets at first) and re-inserts every key.
    private mutating func grow() {
        grow(to: Swift.max(16, buckets.count &* 2))
    }

    /// Re-inserts every key into a table of `size` buckets (a power of two).
    private mutating func grow(to size: Int) {
        let old = buckets
        buckets = [Bucket](repeating: Bucket(key: 0, value: 0), count: size)
        shift = UInt64(64 &- size.trailingZeroBitCount)
        count = 0
        for bucket in old where bucket.key != 0 { insert(bucket.key, bucket.value) }
    }
}
