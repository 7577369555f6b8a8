/// A set of object identities in a buffer the caller provides (open addressing with linear
/// probing, hashed as ``IdentityTable`` hashes): what a batch checks its constraints against
/// for repeats. Over a temporary allocation, a small batch's check allocates nothing.
struct IdentitySet {
    private let buckets: UnsafeMutableBufferPointer<UInt>
    /// `64 - log2(buckets.count)`: the shift that keeps a hash's top bits.
    private let shift: UInt64

    /// The buckets a set of up to `capacity` identities needs (as many as an
    /// ``IdentityTable`` reserved for them: at most half full).
    static func bucketCount(for capacity: Int) -> Int {
        IdentityTable.bucketCount(for: capacity)
    }

    /// An empty set over `buckets`, whose count must be a power of two (see
    /// ``bucketCount(for:)``); the buffer is initialized here and must outlive the set.
    init(buckets: UnsafeMutableBufferPointer<UInt>) {
        buckets.initialize(repeating: 0)
        self.buckets = buckets
        shift = UInt64(64 &- buckets.count.trailingZeroBitCount)
    }

    /// Adds `id`; `false` when it was in the set already.
    mutating func insert(_ id: ObjectIdentifier) -> Bool {
        let key = UInt(bitPattern: id)
        let mask = buckets.count &- 1
        var b = IdentityTable.bucket(of: key, shift: shift)
        while true {
            let k = buckets[b]
            if k == key { return false }
            if k == 0 {
                buckets[b] = key
                return true
            }
            b = (b &+ 1) & mask
        }
    }
}
