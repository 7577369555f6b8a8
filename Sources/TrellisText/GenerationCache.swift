/// A bounded map with least-recently-used eviction approximated by two generations: entries go
/// into the young generation; when it is full, the old generation is dropped and the young one
/// becomes old. A hit in the old generation moves the entry back into the young one, so what is
/// used often survives every turnover.
///
/// Holds at most `2 × capacity` entries. Not thread-safe: each ``PangoEngine`` owns its caches
/// and is used by one thread at a time.
///
/// ```swift
/// var cache = GenerationCache<String, Int32>(capacity: 2)
/// cache.insert(7, for: "a")
/// cache["a"]   // 7
/// ```
/// - Complexity: O(1) amortized for lookups and insertions.
struct GenerationCache<Key: Hashable, Value> {
    /// The most entries one generation holds (0: the cache keeps nothing).
    let capacity: Int
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]

    /// Creates an empty cache holding up to `capacity` entries per generation.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many entries the cache holds now (both generations).
    var count: Int { young.count + old.count }

    /// The value for `key`, moving it into the young generation when it was found in the old.
    subscript(key: Key) -> Value? {
        mutating get {
            if let value = young[key] { return value }
            guard let value = old[key] else { return nil }
            insert(value, for: key)
            return value
        }
    }

    /// Stores `value` for `key`, turning the generations over when the young one is full.
    mutating func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        if young.count >= capacity {
            old = young
            young = Dictionary(minimumCapacity: capacity)
        }
        young[key] = value
    }

    /// Forgets every entry.
    mutating func removeAll() {
        young = [:]
        old = [:]
    }
}
