import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The identity set on a caller's buffer against a `Set` under a seeded random run of
/// insertions, filled up to the capacity its bucket count is sized for.
@Suite struct IdentitySetTests {
    final class Key {}

    @Test(arguments: [1, 7, 8, 100])
    func agreesWithSet(capacity: Int) {
        var generator = SplitMix64(seed: 20_261_128)
        let keys = (0..<capacity).map { _ in Key() }
        let buckets = IdentitySet.bucketCount(for: capacity)
        #expect(buckets >= 2 * capacity && buckets.nonzeroBitCount == 1)
        withUnsafeTemporaryAllocation(of: UInt.self, capacity: buckets) { buffer in
            var set = IdentitySet(buckets: buffer)
            var reference = Set<ObjectIdentifier>()
            for _ in 0..<(4 * capacity) {
                let key = ObjectIdentifier(keys[Int(generator.next() % UInt64(keys.count))])
                #expect(set.insert(key) == reference.insert(key).inserted)
            }
            for k in keys {
                #expect(!set.insert(ObjectIdentifier(k)) == reference.contains(ObjectIdentifier(k)))
            }
        }
    }
}
